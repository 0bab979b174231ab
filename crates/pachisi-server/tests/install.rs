//! The installable app (issue 30): the service worker at /sw.js and the web app
//! manifest at /manifest.webmanifest are served with their content types, the manifest's
//! icons are there, and the page links them.

mod common;

use common::{http, raw, request, server};
use serde_json::Value;

/// The header `name` (lower case) of a raw answer's head.
fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines()
        .find_map(|l| l.strip_prefix(&format!("{name}:")))
        .map(str::trim)
}

#[tokio::test]
async fn worker_and_manifest_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let get = |path: &str| raw(addr, request(addr, "GET", path, "", ""));

    // The worker: JavaScript, never cached by HTTP caches, its build line first.
    let (status, head, body) = get("/sw.js").await;
    assert_eq!(status, 200);
    assert_eq!(
        header(&head, "content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(header(&head, "cache-control"), Some("no-cache"));
    let body = body.as_str().unwrap();
    let first = body.lines().next().unwrap();
    let build: Value = serde_json::from_str(
        first
            .strip_prefix("const BUILD = ")
            .and_then(|s| s.strip_suffix(';'))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(build["version"].as_str().unwrap().len(), 16);
    let files: Vec<&str> = build["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_str().unwrap())
        .collect();
    assert!(files.contains(&"/web/offline.html"), "{files:?}");
    assert!(body.contains("addEventListener(\"fetch\""));
    // Every file it keeps is served (else its install fails as a whole).
    for f in &files {
        let (status, _, _) = get(f).await;
        assert_eq!(status, 200, "{f}");
    }

    // The manifest: its media type, what installing needs, and icons that are there.
    let (status, head, m) = get("/manifest.webmanifest").await;
    assert_eq!(status, 200);
    assert_eq!(
        header(&head, "content-type"),
        Some("application/manifest+json")
    );
    assert_eq!(m["start_url"], "/");
    assert_eq!(m["display"], "standalone");
    let icons = m["icons"].as_array().unwrap();
    for size in ["192x192", "512x512"] {
        assert!(
            icons
                .iter()
                .any(|i| i["sizes"] == size && i["type"] == "image/png"),
            "no {size} PNG icon"
        );
    }
    for icon in icons {
        let src = icon["src"].as_str().unwrap();
        let (status, head, _) = get(src).await;
        assert_eq!(status, 200, "{src}");
        assert_eq!(
            header(&head, "content-type").map(|t| t.split(';').next().unwrap()),
            icon["type"].as_str(),
            "{src}"
        );
    }

    // The page links the manifest, the icons and the worker's registration.
    let (_, page) = http(addr, "GET", "/", None).await;
    let page = page.as_str().unwrap();
    for needed in [
        r#"<link rel="manifest" href="/manifest.webmanifest" />"#,
        r#"<link rel="apple-touch-icon" href="/web/icons/apple-touch-icon.png" />"#,
        r#"<meta name="theme-color""#,
        "/web/install.js",
    ] {
        assert!(page.contains(needed), "the page lacks {needed}");
    }
    // Neither is confused with an API call: a POST is refused as elsewhere.
    let (status, _, _) = raw(
        addr,
        request(
            addr,
            "POST",
            "/sw.js",
            "Content-Type: application/json\r\n",
            "{}",
        ),
    )
    .await;
    assert_eq!(status, 405);
}
