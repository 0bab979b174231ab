//! The web page, embedded so that the server works from any directory: every file
//! under `web/`, served at `/web/<path>` (the test below checks that the lists and the
//! directory agree). Text files are in `FILES`; binary ones (the vendored web fonts in
//! `web/vendor/fonts/`) in `BINARY_FILES`.

/// `(path under web/, text)` for each file, from the list of paths.
macro_rules! files {
    ($($path:literal),* $(,)?) => {
        &[$(($path, include_str!(concat!("../../../web/", $path)))),*]
    };
}

const FILES: &[(&str, &str)] = files![
    "index.html",
    "style.css",
    "fonts.css",
    "board.css",
    "lobby.css",
    "learn.css",
    "replay.css",
    "autoplay.css",
    "account.css",
    "main.js",
    "fonts.js",
    "api.js",
    "tokens.js",
    "strings.js",
    "ui.js",
    "board.js",
    "sound.js",
    "lobby.js",
    "game.js",
    "autoplay.js",
    "tutor.js",
    "friends.js",
    "replay.js",
    "rules.js",
    "learn.js",
    "leave.js",
    "account.js",
    "profile.js",
    "i18n/en.ftl",
    "i18n/hi.ftl",
    "i18n/gu.ftl",
    "i18n/kk.ftl",
    "i18n/be.ftl",
    "vendor/preact.module.js",
    "vendor/hooks.module.js",
    "vendor/htm.module.js",
    "vendor/qrcode.module.js",
    "vendor/fluent-bundle.module.js",
    "vendor/LICENSE-preact",
    "vendor/LICENSE-htm",
    "vendor/LICENSE-qrcode-generator",
    "vendor/LICENSE-fluent-bundle",
    "vendor/README.md",
    "vendor/fonts/OFL.txt",
];

/// `(path under web/, bytes)` for each binary file, from the list of paths.
macro_rules! binary_files {
    ($($path:literal),* $(,)?) => {
        &[$(($path, include_bytes!(concat!("../../../web/", $path)).as_slice())),*]
    };
}

/// The web fonts (subsets made as `web/vendor/README.md` says), about 170 KB in all.
const BINARY_FILES: &[(&str, &[u8])] = binary_files![
    "vendor/fonts/noto-sans-devanagari-400.woff2",
    "vendor/fonts/noto-sans-devanagari-700.woff2",
    "vendor/fonts/noto-sans-gujarati-400.woff2",
    "vendor/fonts/noto-sans-gujarati-700.woff2",
    "vendor/fonts/noto-emoji-400.woff2",
];

/// The MIME type of a page file, from its extension.
fn mime(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml; charset=utf-8",
        Some("json") => "application/json",
        Some("woff2") => "font/woff2",
        // README.md, LICENSE-…: shown as text by the browser.
        _ => "text/plain; charset=utf-8",
    }
}

/// Whether `path` may name a page file: at most two directories (`vendor/fonts/…`), no
/// `.` or `..` segments, no empty segments, no backslashes.
fn well_formed(path: &str) -> bool {
    let segments: Vec<&str> = path.split('/').collect();
    segments.len() <= 3
        && !path.contains('\\')
        && !segments
            .iter()
            .any(|s| s.is_empty() || *s == "." || *s == "..")
}

/// The MIME type and text of a page file, by its path under `web/` (`main.js`,
/// `vendor/preact.module.js`). Paths with more than two directories, `.` or `..`
/// segments, empty segments or backslashes are refused, as is anything not listed.
pub fn get(path: &str) -> Option<(&'static str, &'static str)> {
    if !well_formed(path) {
        return None;
    }
    FILES
        .iter()
        .find(|f| f.0 == path)
        .map(|&(path, body)| (mime(path), body))
}

/// For working on the page: with `PACHISI_WEB_DIR` set to a `web/` directory, page
/// files are read from it at each request (edit, reload; no rebuild), the same
/// well-formed paths only. Unset (always, in use), the embedded files are served.
pub fn get_dev(path: &str) -> Option<(&'static str, std::borrow::Cow<'static, str>)> {
    static DIR: std::sync::OnceLock<Option<std::path::PathBuf>> = std::sync::OnceLock::new();
    let dir = DIR.get_or_init(|| std::env::var_os("PACHISI_WEB_DIR").map(Into::into));
    match dir {
        Some(dir) if well_formed(path) => std::fs::read_to_string(dir.join(path))
            .ok()
            .map(|body| (mime(path), body.into())),
        Some(_) => None,
        None => get(path).map(|(mime, body)| (mime, body.into())),
    }
}

/// The MIME type and bytes of a binary page file (a font), by its path under `web/`
/// (`vendor/fonts/noto-emoji-400.woff2`); the same paths as `get` are refused.
pub fn get_binary(path: &str) -> Option<(&'static str, &'static [u8])> {
    if !well_formed(path) {
        return None;
    }
    BINARY_FILES
        .iter()
        .find(|f| f.0 == path)
        .map(|&(path, body)| (mime(path), body))
}

/// `get_binary`, read from `PACHISI_WEB_DIR` at each request when that is set (as
/// `get_dev` does for text files): only paths listed in `BINARY_FILES` are binary, so
/// a dev directory's fonts are served under the same names as the embedded ones.
pub fn get_binary_dev(path: &str) -> Option<(&'static str, std::borrow::Cow<'static, [u8]>)> {
    let (mime, body) = get_binary(path)?;
    match std::env::var_os("PACHISI_WEB_DIR") {
        Some(dir) => std::fs::read(std::path::Path::new(&dir).join(path))
            .ok()
            .map(|body| (mime, body.into())),
        None => Some((mime, body.into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Every file under `dir`, as paths relative to `root` with `/` separators.
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let rel = path.strip_prefix(root).unwrap();
                let parts: Vec<String> = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                out.push(parts.join("/"));
            }
        }
    }

    #[test]
    fn every_file_under_web_is_served() {
        let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
        let mut on_disk = Vec::new();
        walk(&web, &web, &mut on_disk);
        on_disk.sort();
        let mut listed: Vec<String> = FILES
            .iter()
            .map(|f| f.0)
            .chain(BINARY_FILES.iter().map(|f| f.0))
            .map(String::from)
            .collect();
        listed.sort();
        assert_eq!(
            on_disk, listed,
            "web/ and the lists in assets.rs must agree (add new files to FILES or BINARY_FILES)"
        );
        for (path, _) in FILES {
            let (_, body) = get(path).unwrap_or_else(|| panic!("{path} is not served"));
            assert_eq!(body, std::fs::read_to_string(web.join(path)).unwrap());
            assert!(get_binary(path).is_none(), "{path} is in both lists");
        }
        for (path, _) in BINARY_FILES {
            let (_, body) = get_binary(path).unwrap_or_else(|| panic!("{path} is not served"));
            assert_eq!(body, std::fs::read(web.join(path)).unwrap());
        }
    }

    #[test]
    fn fonts_are_woff2_and_small() {
        let mut total = 0;
        for (path, body) in BINARY_FILES {
            assert_eq!(get_binary(path).unwrap().0, "font/woff2", "{path}");
            assert_eq!(&body[..4], b"wOF2", "{path} is not a WOFF2 file");
            total += body.len();
        }
        // web/vendor/README.md: the subsets stay well under 300 KB together.
        assert!(total < 300_000, "the fonts take {total} bytes");
        assert_eq!(
            get("vendor/fonts/OFL.txt").unwrap().0,
            "text/plain; charset=utf-8"
        );
    }

    #[test]
    fn mime_types() {
        assert_eq!(get("index.html").unwrap().0, "text/html; charset=utf-8");
        assert_eq!(get("main.js").unwrap().0, "text/javascript; charset=utf-8");
        assert_eq!(
            get("vendor/preact.module.js").unwrap().0,
            "text/javascript; charset=utf-8"
        );
        assert_eq!(get("style.css").unwrap().0, "text/css; charset=utf-8");
        assert_eq!(
            get("vendor/LICENSE-preact").unwrap().0,
            "text/plain; charset=utf-8"
        );
        assert_eq!(
            get("vendor/README.md").unwrap().0,
            "text/plain; charset=utf-8"
        );
    }

    #[test]
    fn only_listed_paths_one_directory_deep() {
        for bad in [
            "",
            "/",
            "/main.js",
            "vendor",
            "vendor/",
            "vendor//preact.module.js",
            "../Cargo.toml",
            "vendor/../main.js",
            "./main.js",
            "vendor/./htm.module.js",
            "vendor\\htm.module.js",
            "a/b/c.js",
            "a/b/c/d.js",
            "vendor/fonts/../preact.module.js",
            "vendor/fonts//noto-emoji-400.woff2",
            "vendor/preact.module.js/x",
            "missing.js",
            "app.js",
        ] {
            assert!(get(bad).is_none(), "{bad:?} must not be served");
            assert!(get_binary(bad).is_none(), "{bad:?} must not be served");
        }
    }
}
