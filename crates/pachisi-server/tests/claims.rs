//! Claims of open tables (checked before a seat is taken, one transaction, the
//! creator's seat kept) and game reviews (answered from stored bytes with an ETag,
//! queued fairly per client address). A real server on 127.0.0.1:0; waits are bounded
//! loops, never timed assertions.

mod common;

use common::{create, dechunk, http, request, server, server_with, token};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;

/// A seat's `joined` in the game's summary.
async fn joined(addr: SocketAddr, id: &str, seat: usize) -> Value {
    let (status, s) = http(addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(status, 200, "{s}");
    s["seats"][seat]["joined"].clone()
}

#[tokio::test]
async fn a_claim_with_a_bad_name_leaves_the_seat_free() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let g = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "human"],
               "public": true, "names": ["Asha", null]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let claim = format!("/api/games/{id}/claim");
    // A 25-character name is refused, and nothing is taken: not in memory…
    let (status, v) = http(
        addr,
        "POST",
        &claim,
        Some(&json!({"seat": 1, "name": "x".repeat(25)})),
    )
    .await;
    assert_eq!(status, 400, "{v}");
    assert_eq!(v["error"]["code"], "bad_request");
    assert_eq!(joined(addr, &id, 1).await, false);
    // A name another player at the table has (the creator's, in other case) is
    // refused before the seat is taken too.
    let (status, v) = http(
        addr,
        "POST",
        &claim,
        Some(&json!({"seat": 1, "name": "ASHA"})),
    )
    .await;
    assert_eq!(status, 409, "{v}");
    assert_eq!(v["error"]["code"], "name_taken");
    assert_eq!(joined(addr, &id, 1).await, false);
    // … nor in SQLite: after a restart on the same database the seat is still free.
    srv.task.abort();
    drop(srv);
    let srv = server(&dir).await;
    let addr = srv.addr;
    assert_eq!(joined(addr, &id, 1).await, false);
    let (_, list) = http(addr, "GET", "/api/games?status=open", None).await;
    assert_eq!(list["games"][0]["free"], json!([1]), "{list}");
    // A good claim then gets that seat, and the table starts once the creator joins.
    let (status, c) = http(addr, "POST", &claim, Some(&json!({"name": "Chen"}))).await;
    assert_eq!(status, 200, "{c}");
    assert_eq!(c["seats"], json!([1]));
    let (status, j) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": token(&g, 0), "name": "Asha"})),
    )
    .await;
    assert_eq!(status, 200, "{j}");
    assert_eq!(j["status"], "playing");
    // A join with a bad name changes nothing either.
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": c["token"], "name": "y".repeat(25)})),
    )
    .await;
    assert_eq!(status, 400);
    // All of it was stored together.
    srv.task.abort();
    drop(srv);
    let srv = server(&dir).await;
    let (_, s) = http(srv.addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(s["status"], "playing", "{s}");
    assert_eq!(s["seats"][1]["name"], "Chen");
    assert_eq!(s["seats"][1]["joined"], true);
    assert_eq!(s["seats"][0]["name"], "Asha");
    srv.task.abort();
}

#[tokio::test]
async fn the_creators_seat_is_kept_for_the_creator() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    // Two-player chaupar: the creator plays seats 0 and 2.
    let g = create(
        addr,
        json!({"preset": "chaupar", "players": 2, "seats": ["human", "human"], "public": true}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let claim = format!("/api/games/{id}/claim");
    let (_, list) = http(addr, "GET", "/api/games?status=open", None).await;
    assert_eq!(list["games"][0]["free"], json!([1, 3]), "{list}");
    for seat in [0, 2] {
        let (status, v) = http(addr, "POST", &claim, Some(&json!({"seat": seat}))).await;
        assert_eq!(status, 409, "{v}");
        assert_eq!(v["error"]["code"], "full");
        assert_eq!(
            v["error"]["message"],
            "that seat is kept for the table's creator"
        );
    }
    let (status, v) = http(addr, "POST", &claim, Some(&json!({"seat": 9}))).await;
    assert_eq!((status, &v["error"]["code"]), (400, &json!("bad_request")));
    // Without a seat, a claim takes the other player's seats, then finds none.
    let (status, c) = http(addr, "POST", &claim, Some(&json!({}))).await;
    assert_eq!(status, 200, "{c}");
    assert_eq!(c["seats"], json!([1, 3]));
    let (status, v) = http(addr, "POST", &claim, Some(&json!({}))).await;
    assert_eq!((status, &v["error"]["code"]), (409, &json!("full")), "{v}");
    // Only the creator's seat waits now: the table is not offered to anyone.
    let (_, list) = http(addr, "GET", "/api/games?status=open", None).await;
    assert_eq!(list["games"], json!([]), "{list}");
    assert_eq!(joined(addr, &id, 0).await, false);
    // The creator's token still joins, and the game starts.
    let (status, j) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": token(&g, 0)})),
    )
    .await;
    assert_eq!(status, 200, "{j}");
    assert_eq!(j["seats"], json!([0, 2]));
    assert_eq!(j["status"], "playing");

    // The creator's seat is the first human one, wherever it is.
    let g = create(
        addr,
        json!({"preset": "chopat", "players": 3, "seats": ["bot:random", "human", "human"],
               "public": true}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let (status, c) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/claim"),
        Some(&json!({})),
    )
    .await;
    assert_eq!(status, 200, "{c}");
    assert_eq!(c["seats"], json!([2]));
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": token(&g, 1)})),
    )
    .await;
    assert_eq!(status, 200);
    srv.task.abort();
}

/// A finished all-bot game (random bots, at most 30 turns).
async fn finished_game(addr: SocketAddr) -> String {
    let g = create(
        addr,
        json!({"preset": "chopat", "players": 2, "options": ["max_turns=30"],
               "seats": ["bot:random", "bot:random"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    for _ in 0..600 {
        let (_, s) = http(addr, "GET", &format!("/api/games/{id}"), None).await;
        if s["status"] == "over" {
            return id;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("game {id} never ended");
}

/// An exchange returning (status, lower-case head, body text as sent).
async fn exchange(
    addr: SocketAddr,
    method: &str,
    path: &str,
    extra: &str,
) -> (u16, String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let extra = format!("Content-Type: application/json\r\n{extra}");
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(request(addr, method, path, &extra, "").as_bytes())
        .await
        .unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), s.read_to_end(&mut out))
        .await
        .expect("an answer within 30 s")
        .unwrap();
    let text = String::from_utf8(out).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let head = head.to_ascii_lowercase();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = if head.contains("transfer-encoding: chunked") {
        dechunk(body)
    } else {
        body.to_string()
    };
    (status, head, body)
}

/// A header's value in a lower-case head.
fn header(head: &str, name: &str) -> Option<String> {
    head.lines()
        .find_map(|l| l.strip_prefix(&format!("{name}: ")))
        .map(str::to_string)
}

/// Ask until the review is done (bounded); returns the answer.
async fn until_done(addr: SocketAddr, path: &str) -> Value {
    for _ in 0..1200 {
        let (status, v) = http(addr, "GET", path, None).await;
        assert_eq!(status, 200, "{v}");
        assert_ne!(v["status"], "failed", "{v}");
        if v["status"] == "done" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{path}: the review never ended");
}

#[tokio::test]
async fn a_stored_review_is_served_from_bytes_with_an_etag() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.review_deadline = Duration::from_secs(3)).await;
    let addr = srv.addr;
    let id = finished_game(addr).await;
    let path = format!("/api/games/{id}/analysis");
    let (status, v) = http(addr, "POST", &path, None).await;
    assert_eq!(status, 202, "{v}");
    let done = until_done(addr, &path).await;
    assert!(done["review"]["decisions"].is_array(), "{done}");
    // Two GETs: the same bytes and the same strong ETag.
    let (s1, h1, b1) = exchange(addr, "GET", &path, "").await;
    let (s2, h2, b2) = exchange(addr, "GET", &path, "").await;
    assert_eq!((s1, s2), (200, 200));
    assert_eq!(b1, b2);
    let etag = header(&h1, "etag").expect("an ETag");
    assert!(etag.starts_with('"') && etag.len() > 40, "{etag}");
    assert_eq!(header(&h2, "etag").as_deref(), Some(etag.as_str()));
    assert!(
        header(&h1, "cache-control").is_some_and(|c| c.contains("private")),
        "{h1}"
    );
    let v: Value = serde_json::from_str(&b1).unwrap();
    assert_eq!(v, done);
    // If-None-Match: 304 and no body (also in a list, or as a weak tag).
    for given in [
        etag.clone(),
        format!("\"other\", {etag}"),
        format!("W/{etag}"),
    ] {
        let (status, head, body) =
            exchange(addr, "GET", &path, &format!("If-None-Match: {given}\r\n")).await;
        assert_eq!(status, 304, "{given}: {head}");
        assert_eq!(body, "");
        assert_eq!(header(&head, "etag").as_deref(), Some(etag.as_str()));
    }
    let (status, _, _) = exchange(addr, "GET", &path, "If-None-Match: \"other\"\r\n").await;
    assert_eq!(status, 200);
    // POST answers the stored review the same way.
    let (status, head, body) = exchange(addr, "POST", &path, "").await;
    assert_eq!((status, &body), (200, &b1));
    assert_eq!(header(&head, "etag").as_deref(), Some(etag.as_str()));
    // After a restart, filled from SQLite: the same bytes and tag.
    srv.task.abort();
    drop(srv);
    let srv = server(&dir).await;
    let (status, head, body) = exchange(srv.addr, "GET", &path, "").await;
    assert_eq!((status, &body), (200, &b1));
    assert_eq!(header(&head, "etag").as_deref(), Some(etag.as_str()));
    srv.task.abort();
}

/// POST a review request as client address `ip` (through `X-Forwarded-For`).
async fn ask(addr: SocketAddr, id: &str, ip: &str) -> (u16, String, Value) {
    let (status, head, body) = exchange(
        addr,
        "POST",
        &format!("/api/games/{id}/analysis"),
        &format!("X-Forwarded-For: {ip}\r\n"),
    )
    .await;
    (
        status,
        head,
        serde_json::from_str(&body).unwrap_or(json!(body)),
    )
}

#[tokio::test]
async fn reviews_wait_in_a_fair_queue_per_address() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.trust_proxy = true;
        c.bot_threads = 1;
        c.review_deadline = Duration::from_secs(2);
        c.limits.review_queue = 2;
    })
    .await;
    let addr = srv.addr;
    let mut games = vec![];
    for _ in 0..4 {
        games.push(finished_game(addr).await);
    }
    // The only bot thread is busy (held here): no review can run until it is let go,
    // so the queue stays as it is while the test looks at it.
    let thread = srv.app.bot_pool.clone().acquire_owned().await.unwrap();
    let (status, _, v) = ask(addr, &games[0], "10.0.0.1").await;
    assert_eq!((status, &v["status"]), (202, &json!("running")), "{v}");
    // Another address is queued, not refused.
    let (status, _, v) = ask(addr, &games[1], "10.0.0.7").await;
    assert_eq!(status, 202, "{v}");
    assert_eq!(v, json!({"status": "queued", "position": 1}));
    let (_, w) = http(
        addr,
        "GET",
        &format!("/api/games/{}/analysis", games[1]),
        None,
    )
    .await;
    assert_eq!(w, json!({"status": "queued", "position": 1}));
    // The same address again, for another game, while its first waits: 429.
    let (status, head, v) = ask(addr, &games[2], "10.0.0.7").await;
    assert_eq!(status, 429, "{v}");
    assert_eq!(v["error"]["code"], "rate_limited");
    assert!(header(&head, "retry-after").is_some(), "{head}");
    // Asking again for its own game only says where it is.
    let (status, _, v) = ask(addr, &games[1], "10.0.0.7").await;
    assert_eq!((status, &v["status"]), (200, &json!("queued")), "{v}");
    // A third address is queued behind it.
    let (status, _, v) = ask(addr, &games[2], "10.0.0.9").await;
    assert_eq!(status, 202, "{v}");
    assert_eq!(v, json!({"status": "queued", "position": 2}));
    // The queue is full (2 waiting): 503 with Retry-After.
    let (status, head, v) = ask(addr, &games[3], "10.0.0.11").await;
    assert_eq!(status, 503, "{v}");
    assert_eq!(v["error"]["code"], "busy");
    assert!(header(&head, "retry-after").is_some(), "{head}");
    // Let the reviews run: each is done in its turn.
    drop(thread);
    for id in &games[..3] {
        until_done(addr, &format!("/api/games/{id}/analysis")).await;
    }
    let (status, _, v) = ask(addr, &games[3], "10.0.0.11").await;
    assert_eq!((status, &v["status"]), (202, &json!("running")), "{v}");
    until_done(addr, &format!("/api/games/{}/analysis", games[3])).await;
    srv.task.abort();
}
