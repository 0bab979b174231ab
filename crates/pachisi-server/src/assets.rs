//! The web page, embedded so that the server works from any directory: every file
//! under `web/`, served at `/web/<path>` (the test below checks that the lists and the
//! directory agree). Text files are in `FILES`; binary ones (the vendored web fonts in
//! `web/vendor/fonts/`, the app's icons in `web/icons/`) in `BINARY_FILES`.
//!
//! The installable app (issue 30): `web/manifest.webmanifest` is also served at
//! `/manifest.webmanifest`, and `web/sw.js` at `/sw.js` with the line that names the
//! build ([`worker`]): a hash of every page file, and the files the worker keeps.

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
    "notify.js",
    "install.js",
    "sw.js",
    "offline.html",
    "offline.css",
    "offline.js",
    "manifest.webmanifest",
    "icons/icon.svg",
    "account.js",
    "profile.js",
    "quickmatch.js",
    "social.js",
    "social.css",
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

/// The web fonts (subsets made as `web/vendor/README.md` says), about 170 KB in all,
/// and the app's icons (drawn by `node e2e/make-icons.mjs`), about 30 KB.
const BINARY_FILES: &[(&str, &[u8])] = binary_files![
    "vendor/fonts/noto-sans-devanagari-400.woff2",
    "vendor/fonts/noto-sans-devanagari-700.woff2",
    "vendor/fonts/noto-sans-gujarati-400.woff2",
    "vendor/fonts/noto-sans-gujarati-700.woff2",
    "vendor/fonts/noto-emoji-400.woff2",
    "vendor/fonts/noto-sans-kr-400.woff2",
    "icons/icon-192.png",
    "icons/icon-512.png",
    "icons/maskable-512.png",
    "icons/apple-touch-icon.png",
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
        Some("png") => "image/png",
        Some("webmanifest") => "application/manifest+json",
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

/// The files the service worker keeps, as addresses (`/web/main.js`): every page file
/// but the worker itself and the licences and notes (`vendor/LICENSE-…`, `*.md`, `*.txt`).
pub fn precached() -> Vec<String> {
    FILES
        .iter()
        .map(|f| f.0)
        .chain(BINARY_FILES.iter().map(|f| f.0))
        .filter(|p| {
            *p != "sw.js" && !p.contains("/LICENSE-") && !p.ends_with(".md") && !p.ends_with(".txt")
        })
        .map(|p| format!("/web/{p}"))
        .collect()
}

/// The build's version: the first 16 hex digits of a SHA-256 over every page file
/// (path, length, bytes), as served — so any change of any file gives a new version,
/// and the service worker a new cache. Computed once for the embedded files, at each
/// call when `PACHISI_WEB_DIR` is set (the files may have changed).
pub fn version() -> String {
    use sha2::{Digest, Sha256};
    fn compute() -> String {
        let mut h = Sha256::new();
        let mut add = |path: &str, body: &[u8]| {
            h.update((path.len() as u64).to_le_bytes());
            h.update(path.as_bytes());
            h.update((body.len() as u64).to_le_bytes());
            h.update(body);
        };
        for (path, _) in FILES {
            // A file missing from a dev directory counts as empty.
            let body = get_dev(path).map(|(_, b)| b).unwrap_or_default();
            add(path, body.as_bytes());
        }
        for (path, _) in BINARY_FILES {
            let body = get_binary_dev(path).map(|(_, b)| b).unwrap_or_default();
            add(path, &body);
        }
        let digest = h.finalize();
        digest[..8].iter().map(|b| format!("{b:02x}")).collect()
    }
    static EMBEDDED: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    if std::env::var_os("PACHISI_WEB_DIR").is_some() {
        compute()
    } else {
        EMBEDDED.get_or_init(compute).clone()
    }
}

/// The service worker served at `/sw.js`: one line `const BUILD = {"version", "files"};`
/// ([`version`], [`precached`]) and then `web/sw.js`.
pub fn worker() -> String {
    let build = serde_json::json!({"version": version(), "files": precached()});
    let body = get_dev("sw.js").map(|(_, b)| b).unwrap_or_default();
    format!("const BUILD = {build};\n{body}")
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
        for (path, body) in BINARY_FILES
            .iter()
            .filter(|f| f.0.starts_with("vendor/fonts/"))
        {
            assert_eq!(get_binary(path).unwrap().0, "font/woff2", "{path}");
            assert_eq!(&body[..4], b"wOF2", "{path} is not a WOFF2 file");
            total += body.len();
        }
        // web/vendor/README.md: the subsets stay well under 300 KB together.
        assert!(total < 300_000, "the fonts take {total} bytes");
        // Yut Nori's Hangul names: a few syllables, a few KB.
        let (_, hangul) = get_binary("vendor/fonts/noto-sans-kr-400.woff2").unwrap();
        assert!(
            hangul.len() < 8_000,
            "the Hangul subset takes {} bytes",
            hangul.len()
        );
        // fonts.css names every font file, and only served ones.
        let (_, css) = get("fonts.css").unwrap();
        let urls: Vec<&str> = css
            .split("url(/web/")
            .skip(1)
            .map(|s| s.split(')').next().unwrap())
            .collect();
        for (path, _) in BINARY_FILES
            .iter()
            .filter(|f| f.0.starts_with("vendor/fonts/"))
        {
            assert!(urls.contains(path), "fonts.css does not name {path}");
        }
        for url in urls {
            assert!(
                get_binary(url).is_some(),
                "fonts.css names {url}, not served"
            );
        }
        assert_eq!(
            get("vendor/fonts/OFL.txt").unwrap().0,
            "text/plain; charset=utf-8"
        );
    }

    /// The width and height of a PNG, from its IHDR chunk.
    fn png_size(body: &[u8]) -> (u32, u32) {
        assert_eq!(&body[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
        assert_eq!(&body[12..16], b"IHDR");
        let be = |i: usize| u32::from_be_bytes(body[i..i + 4].try_into().unwrap());
        (be(16), be(20))
    }

    #[test]
    fn icons_are_pngs_of_their_size() {
        for (path, size) in [
            ("icons/icon-192.png", 192),
            ("icons/icon-512.png", 512),
            ("icons/maskable-512.png", 512),
            ("icons/apple-touch-icon.png", 180),
        ] {
            let (mime, body) = get_binary(path).unwrap_or_else(|| panic!("{path} is missing"));
            assert_eq!(mime, "image/png", "{path}");
            assert_eq!(png_size(body), (size, size), "{path}");
        }
        for (path, mime) in [
            ("icons/icon.svg", "image/svg+xml; charset=utf-8"),
            ("manifest.webmanifest", "application/manifest+json"),
        ] {
            assert_eq!(get(path).unwrap().0, mime, "{path}");
        }
    }

    #[test]
    fn manifest_names_the_icons_it_has() {
        let (_, text) = get("manifest.webmanifest").unwrap();
        let m: serde_json::Value = serde_json::from_str(text).unwrap();
        for key in ["name", "short_name", "start_url", "display", "theme_color"] {
            assert!(m[key].is_string(), "the manifest has no {key}");
        }
        let icons = m["icons"].as_array().unwrap();
        assert!(icons.len() >= 3);
        for icon in icons {
            let src = icon["src"].as_str().unwrap();
            let path = src.strip_prefix("/web/").expect("icons are page files");
            assert!(
                get(path).is_some() || get_binary(path).is_some(),
                "{src} is not served"
            );
            assert_eq!(
                icon["type"].as_str().unwrap(),
                mime(path).split(';').next().unwrap()
            );
            if let Some((_, body)) = get_binary(path) {
                let (w, h) = png_size(body);
                assert_eq!(icon["sizes"].as_str().unwrap(), format!("{w}x{h}"), "{src}");
            }
        }
        assert!(icons.iter().any(|i| i["purpose"] == "maskable"));
    }

    #[test]
    fn the_worker_keeps_the_page_files_of_this_build() {
        let files = precached();
        for f in [
            "/web/index.html",
            "/web/main.js",
            "/web/offline.html",
            "/web/i18n/hi.ftl",
        ] {
            assert!(files.iter().any(|x| x == f), "{f} is not kept");
        }
        for f in [
            "/web/sw.js",
            "/web/vendor/LICENSE-preact",
            "/web/vendor/README.md",
        ] {
            assert!(!files.iter().any(|x| x == f), "{f} is kept");
        }
        for f in &files {
            let path = f.strip_prefix("/web/").unwrap();
            assert!(get(path).is_some() || get_binary(path).is_some(), "{f}");
        }
        let v = version();
        assert_eq!(v.len(), 16);
        assert!(v.bytes().all(|b| b.is_ascii_hexdigit()), "{v}");
        assert_eq!(version(), v, "the version is the same at each call");
        let w = worker();
        let (first, rest) = w.split_once('\n').unwrap();
        let build: serde_json::Value = serde_json::from_str(
            first
                .strip_prefix("const BUILD = ")
                .and_then(|s| s.strip_suffix(';'))
                .unwrap(),
        )
        .unwrap();
        assert_eq!(build["version"], v);
        assert_eq!(build["files"].as_array().unwrap().len(), files.len());
        assert_eq!(rest, get("sw.js").unwrap().1);
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
