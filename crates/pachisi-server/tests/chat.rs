//! Chat, reactions and names against a hostile client (issue 25): limits per address
//! and per game that reconnecting does not escape, read-only spectators, a bounded
//! chat table and cleaned, unique names. A real server on 127.0.0.1:0; waits are
//! bounded loops, never timed assertions; the refill periods of the buckets under
//! test are an hour, so that what is counted does not depend on the machine's speed.

mod common;

use common::{Ws, connect, create, http, is, recv, send, server_with, token, until};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

const HOUR: Duration = Duration::from_secs(3600);

/// A WebSocket whose client address (behind a trusted proxy) is `ip`.
async fn connect_from(addr: SocketAddr, ip: &str) -> Ws {
    let mut req = format!("ws://{addr}/ws").into_client_request().unwrap();
    req.headers_mut()
        .insert("x-forwarded-for", ip.parse().unwrap());
    tokio_tungstenite::connect_async(req)
        .await
        .expect("websocket connects")
        .0
}

/// Say hello (optionally with a token and name); the error answered to it, if any
/// (the reply comes before the chat history).
async fn hello(ws: &mut Ws, hello: Value) -> Option<Value> {
    send(ws, hello).await;
    let mut error = None;
    loop {
        let v = recv(ws).await;
        if v["type"] == "error" {
            error = Some(v);
        } else if v["type"] == "chat_history" {
            return error;
        }
    }
}

/// Send a chat line: `Ok(line)` when it was posted (this connection hears it back),
/// `Err(error)` when refused.
async fn chat(ws: &mut Ws, text: &str) -> Result<Value, Value> {
    send(ws, json!({"type": "chat", "text": text})).await;
    let v = until(ws, |v| {
        v["type"] == "error" || (v["type"] == "chat" && v["text"] == text)
    })
    .await;
    if v["type"] == "error" { Err(v) } else { Ok(v) }
}

/// The stored chat lines of a game: (count, smallest n, largest n).
async fn stored(db: &Path, game: &str) -> (i64, Option<i64>, Option<i64>) {
    let rows = common::query_sql(
        db,
        &format!("SELECT COUNT(*), MIN(n), MAX(n) FROM chat WHERE game = '{game}'"),
    )
    .await;
    let int = |i: usize| rows[0][i].as_ref().map(|x| x.parse::<i64>().unwrap());
    (int(0).unwrap(), int(1), int(2))
}

/// `connections` WebSockets in a row from `ip` (spread over the servers `addrs` in
/// turn), each saying hello with `token` to `game` and posting two lines: (posted,
/// refused); every refusal is `rate_limited`.
async fn flood(
    addrs: &[SocketAddr],
    ip: &str,
    game: &str,
    token: &str,
    connections: usize,
) -> (u32, u32) {
    let (mut posted, mut refused) = (0, 0);
    for k in 0..connections {
        let mut a = connect_from(addrs[k % addrs.len()], ip).await;
        assert!(
            hello(
                &mut a,
                json!({"type": "hello", "game": game, "token": token})
            )
            .await
            .is_none()
        );
        for j in 0..2 {
            match chat(&mut a, &format!("flood {k}.{j}")).await {
                Ok(_) => posted += 1,
                Err(e) => {
                    assert_eq!(e["code"], "rate_limited", "{e}");
                    refused += 1;
                }
            }
        }
    }
    (posted, refused)
}

async fn two_player_game(addr: SocketAddr, extra: Value) -> (String, String, String) {
    let mut req = json!({"preset": "chopat", "players": 2, "seats": ["human", "human"]});
    if let (Value::Object(r), Value::Object(e)) = (&mut req, extra) {
        r.extend(e);
    }
    let g = create(addr, req).await;
    (
        g["game"].as_str().unwrap().to_string(),
        token(&g, 0),
        token(&g, 1),
    )
}

#[tokio::test]
async fn a_flood_from_reconnecting_connections_is_cut_to_the_address_budget() {
    let dir = tempfile::tempdir().unwrap();
    // Behind a trusted proxy, so that the watcher can have another address.
    let srv = server_with(&dir, |c| {
        c.trust_proxy = true;
        c.limits.chat_every_per_client = HOUR;
    })
    .await;
    let burst = srv.app.config.limits.chat_burst_per_client;
    assert_eq!(burst, 10, "the default burst per address");
    let (id, t0, t1) = two_player_game(srv.addr, json!({})).await;
    // A watcher at the other seat counts the lines pushed to it.
    let mut b = connect_from(srv.addr, "10.0.0.2").await;
    assert!(
        hello(&mut b, json!({"type": "hello", "game": id, "token": t1}))
            .await
            .is_none()
    );
    // 40 connections in a row from one address, two lines each (a connection's own
    // bucket would let all 80 through).
    let (posted, refused) = flood(&[srv.addr], "10.0.0.1", &id, &t0, 40).await;
    assert_eq!((posted, refused), (burst, 80 - burst));
    assert_eq!(stored(&srv.app.config.db, &id).await.0, burst as i64);
    // The watcher got exactly those lines before its own next one (another address).
    send(&mut b, json!({"type": "chat", "text": "marker"})).await;
    let mut heard = 0;
    loop {
        let v = recv(&mut b).await;
        assert_ne!(v["type"], "error", "{v}");
        if v["type"] == "chat" {
            if v["text"] == "marker" {
                break;
            }
            heard += 1;
        }
    }
    assert_eq!(heard, burst);
    // Reactions share the budget.
    let mut a = connect_from(srv.addr, "10.0.0.1").await;
    hello(&mut a, json!({"type": "hello", "game": id, "token": t0})).await;
    send(&mut a, json!({"type": "react", "emote": "👍"})).await;
    assert_eq!(until(&mut a, is("error")).await["code"], "rate_limited");
}

#[tokio::test]
async fn a_flood_from_many_addresses_is_cut_to_the_game_budget() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.trust_proxy = true;
        c.limits.chat_every_per_game = HOUR;
    })
    .await;
    let burst = srv.app.config.limits.chat_burst_per_game;
    assert_eq!(burst, 20, "the default burst per game");
    let (id, t0, _) = two_player_game(srv.addr, json!({})).await;
    let (other, o0, _) = two_player_game(srv.addr, json!({})).await;
    let mut posted = 0;
    for k in 0..40 {
        let mut a = connect_from(srv.addr, &format!("10.0.0.{k}")).await;
        hello(&mut a, json!({"type": "hello", "game": id, "token": t0})).await;
        for j in 0..2 {
            match chat(&mut a, &format!("flood {k}.{j}")).await {
                Ok(_) => posted += 1,
                Err(e) => assert_eq!(e["code"], "rate_limited", "{e}"),
            }
        }
    }
    assert_eq!(posted, burst);
    assert_eq!(stored(&srv.app.config.db, &id).await.0, burst as i64);
    // Another game is not held up by it.
    let mut c = connect_from(srv.addr, "10.0.1.1").await;
    hello(&mut c, json!({"type": "hello", "game": other, "token": o0})).await;
    assert!(chat(&mut c, "hello there").await.is_ok());
}

#[tokio::test]
async fn renames_from_reconnecting_connections_are_limited() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.limits.rename_every_per_client = HOUR).await;
    let burst = srv.app.config.limits.rename_burst_per_client;
    assert_eq!(burst, 3, "the default burst of renames per address");
    let (id, t0, _) = two_player_game(srv.addr, json!({})).await;
    let mut renamed = 0;
    for k in 0..40 {
        let mut a = connect(srv.addr).await;
        let name = format!("Asha {k}");
        match hello(
            &mut a,
            json!({"type": "hello", "game": id, "token": t0, "name": name}),
        )
        .await
        {
            None => renamed += 1,
            Some(e) => assert_eq!(e["code"], "rate_limited", "{e}"),
        }
    }
    assert_eq!(renamed, burst);
    let (_, v) = http(srv.addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(v["seats"][0]["name"], format!("Asha {}", burst - 1));
    // The same name again is no rename: a player reconnecting is not refused.
    let mut a = connect(srv.addr).await;
    let same = format!("Asha {}", burst - 1);
    assert!(
        hello(
            &mut a,
            json!({"type": "hello", "game": id, "token": t0, "name": same}),
        )
        .await
        .is_none()
    );
    // Joining over HTTP with a new name shares the budget.
    let (status, v) = http(
        srv.addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": t0, "name": "Someone Else"})),
    )
    .await;
    assert_eq!((status, &v["error"]["code"]), (429, &json!("rate_limited")));
}

#[tokio::test]
async fn spectators_read_the_chat_unless_the_table_lets_them_write() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.limits.spectator_chat_every = HOUR).await;
    let addr = srv.addr;
    // By default spectators only read.
    let (id, t0, _) = two_player_game(addr, json!({})).await;
    let (_, v) = http(addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(v["spectator_chat"], false);
    let mut a = connect(addr).await;
    hello(&mut a, json!({"type": "hello", "game": id, "token": t0})).await;
    chat(&mut a, "hello watchers").await.unwrap();
    let mut w = connect(addr).await;
    send(&mut w, json!({"type": "hello", "game": id})).await;
    let h = until(&mut w, is("chat_history")).await;
    assert_eq!(h["lines"][0]["text"], "hello watchers");
    let s = until(&mut w, is("state")).await;
    assert_eq!(s["spectator_chat"], false);
    let e = chat(&mut w, "go Asha").await.unwrap_err();
    assert_eq!(e["code"], "spectator", "{e}");
    send(&mut w, json!({"type": "react", "emote": "👏"})).await;
    assert_eq!(until(&mut w, is("error")).await["code"], "spectator");
    assert_eq!(stored(&srv.app.config.db, &id).await.0, 1);
    // A table that allows it: spectators chat, within their tighter budget.
    let (open, _, _) = two_player_game(addr, json!({"spectator_chat": true})).await;
    let (_, v) = http(addr, "GET", &format!("/api/games/{open}"), None).await;
    assert_eq!(v["spectator_chat"], true);
    let mut w = connect(addr).await;
    send(&mut w, json!({"type": "hello", "game": open})).await;
    let s = until(&mut w, is("state")).await;
    assert_eq!(s["spectator_chat"], true);
    let burst = srv.app.config.limits.spectator_chat_burst;
    assert_eq!(burst, 3);
    for k in 0..burst {
        let line = chat(&mut w, &format!("go {k}")).await.unwrap();
        assert_eq!(line["spectator"], true);
        assert!(line["seat"].is_null());
    }
    let e = chat(&mut w, "go again").await.unwrap_err();
    assert_eq!(e["code"], "rate_limited", "{e}");
    // Still there after a restart (the option is stored with the game).
    srv.task.abort();
    let srv = server_with(&dir, |_| {}).await;
    let (_, v) = http(srv.addr, "GET", &format!("/api/games/{open}"), None).await;
    assert_eq!(v["spectator_chat"], true);
}

#[tokio::test]
async fn a_game_stores_a_bounded_number_of_chat_lines() {
    let dir = tempfile::tempdir().unwrap();
    let lifted = |c: &mut pachisi_server::Config| {
        c.limits.chat_stored = 20;
        c.limits.chat_burst_per_connection = 0;
        c.limits.chat_burst_per_client = 0;
        c.limits.chat_burst_per_game = 0;
    };
    assert_eq!(
        pachisi_server::Limits::default().chat_stored,
        pachisi_server::store::MAX_CHAT_STORED
    );
    let srv = server_with(&dir, lifted).await;
    let db = srv.app.config.db.clone();
    let (id, t0, _) = two_player_game(srv.addr, json!({})).await;
    let mut a = connect(srv.addr).await;
    hello(&mut a, json!({"type": "hello", "game": id, "token": t0})).await;
    for k in 0..50 {
        let line = chat(&mut a, &format!("line {k}")).await.unwrap();
        assert_eq!(line["n"], k);
    }
    assert_eq!(stored(&db, &id).await, (20, Some(30), Some(49)));
    // After a restart the history is the last lines, and numbering goes on.
    srv.task.abort();
    drop(a);
    let srv = server_with(&dir, lifted).await;
    let mut a = connect(srv.addr).await;
    send(&mut a, json!({"type": "hello", "game": id, "token": t0})).await;
    let h = until(&mut a, is("chat_history")).await;
    let lines = h["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 20);
    assert_eq!(lines.last().unwrap()["text"], "line 49");
    let line = chat(&mut a, "after the restart").await.unwrap();
    assert_eq!(line["n"], 50);
    assert_eq!(stored(&db, &id).await, (20, Some(31), Some(50)));
}

#[tokio::test]
async fn bad_and_duplicate_names_are_refused_or_cleaned() {
    let dir = tempfile::tempdir().unwrap();
    // Renames unlimited here (they share the connection's chat bucket): this test is
    // about what a name may be.
    let srv = server_with(&dir, |c| {
        c.limits.rename_burst_per_client = 0;
        c.limits.rename_burst_per_game = 0;
        c.limits.chat_burst_per_connection = 0;
    })
    .await;
    let addr = srv.addr;
    let named = |name: &str| {
        json!({"preset": "chopat", "players": 2, "seats": ["human", "human"],
               "names": [name, null]})
    };
    // Names with nothing visible, tag characters only, too many marks: 400.
    let marks = format!("a{}", "\u{301}".repeat(150));
    for name in [
        "\u{200b}\u{200d}",
        "\u{200b}",
        "\u{e0041}\u{e0062}\u{e007f}",
        "\u{202e}",
        "x\u{353}\u{353}\u{353}",
        marks.as_str(),
    ] {
        let (status, v) = http(addr, "POST", "/api/games", Some(&named(name))).await;
        assert_eq!(status, 400, "{name:?}: {v}");
        assert_eq!(v["error"]["code"], "bad_request");
    }
    // Two seats with one name (without case): 409 name_taken.
    let (status, v) = http(
        addr,
        "POST",
        "/api/games",
        Some(
            &json!({"preset": "chopat", "players": 2, "seats": ["human", "human"],
                     "names": ["Asha", "ASHA"]}),
        ),
    )
    .await;
    assert_eq!((status, &v["error"]["code"]), (409, &json!("name_taken")));
    // Tag characters in a name are removed.
    let g = create(addr, named("Asha\u{e0041}\u{e0042}")).await;
    let id = g["game"].as_str().unwrap().to_string();
    let t1 = token(&g, 1);
    let (_, v) = http(addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(v["seats"][0]["name"], "Asha");
    // A right-to-left override is removed: "\u{202e}ahsA" would show as "Asha".
    let mut b = connect(addr).await;
    let e = hello(
        &mut b,
        json!({"type": "hello", "game": id, "token": t1, "name": "\u{202e}ahsA"}),
    )
    .await;
    assert!(e.is_none(), "{e:?}");
    let (_, v) = http(addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(v["seats"][1]["name"], "ahsA");
    // Another seat's name, in other case or with invisible characters: name_taken,
    // over the WebSocket and over HTTP; the name stays.
    for name in ["asha", "A\u{200b}SHA"] {
        let e = hello(
            &mut b,
            json!({"type": "hello", "game": id, "token": t1, "name": name}),
        )
        .await
        .expect("refused");
        assert_eq!(e["code"], "name_taken", "{e}");
    }
    let (status, v) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": t1, "name": " Asha "})),
    )
    .await;
    assert_eq!((status, &v["error"]["code"]), (409, &json!("name_taken")));
    // Bad names over the WebSocket: zero-width only, too many marks.
    for name in ["\u{200b}\u{200c}", marks.as_str(), "x\u{353}\u{353}\u{353}"] {
        let e = hello(
            &mut b,
            json!({"type": "hello", "game": id, "token": t1, "name": name}),
        )
        .await
        .expect("refused");
        assert_eq!(e["code"], "bad_request", "{e}");
    }
    let (_, v) = http(addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(v["seats"][1]["name"], "ahsA");
    // The player may keep their own name in another case.
    assert!(
        hello(
            &mut b,
            json!({"type": "hello", "game": id, "token": t1, "name": "AHSA"}),
        )
        .await
        .is_none()
    );
}

#[tokio::test]
async fn the_limiters_forget_quiet_addresses_and_games() {
    let dir = tempfile::tempdir().unwrap();
    let ms = Duration::from_millis(10);
    let srv = server_with(&dir, |c| {
        c.trust_proxy = true;
        c.limits.sweep_every = ms;
        c.limits.chat_every_per_client = ms;
        c.limits.chat_every_per_game = ms;
        c.limits.rename_every_per_client = ms;
        c.limits.rename_every_per_game = ms;
    })
    .await;
    let (id, t0, _) = two_player_game(srv.addr, json!({})).await;
    for k in 0..20 {
        let mut a = connect_from(srv.addr, &format!("10.0.2.{k}")).await;
        let name = format!("Asha {k}");
        hello(
            &mut a,
            json!({"type": "hello", "game": id, "token": t0, "name": name}),
        )
        .await;
        chat(&mut a, &format!("hi {k}")).await.unwrap();
    }
    // Keys are held while their buckets refill, then swept; a bounded wait.
    for _ in 0..2000 {
        if srv.app.talk.keys() == 0 {
            return;
        }
        tokio::time::sleep(ms).await;
    }
    panic!("{} limiter keys are still held", srv.app.talk.keys());
}

/// Several instances on one PostgreSQL database share the rate limits: a flood from
/// one address spread over two instances gets what one instance would allow, not twice
/// as much (docs/security.md; the buckets of migration 0005).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_share_the_address_budget() {
    if !common::on_postgres() {
        eprintln!(
            "PACHISI_TEST_POSTGRES is not set: skipped (one SQLite instance has no one to share with)"
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let config = |c: &mut pachisi_server::Config| {
        c.trust_proxy = true;
        c.limits.chat_every_per_client = HOUR;
        c.limits.chat_every_per_game = HOUR;
        c.limits.rename_every_per_client = HOUR;
    };
    let one = server_with(&dir, config).await;
    let two = server_with(&dir, config).await;
    let burst = one.app.config.limits.chat_burst_per_client;
    let (id, t0, t1) = two_player_game(one.addr, json!({})).await;
    // 12 connections from one address, alternately on each instance, two lines each:
    // each instance's own bucket would let `burst` through, 2 × burst together.
    let (posted, refused) = flood(&[one.addr, two.addr], "10.0.0.1", &id, &t0, 12).await;
    assert_eq!((posted, refused), (burst, 24 - burst));
    // Another address still talks, on either instance.
    let mut b = connect_from(two.addr, "10.0.0.2").await;
    assert!(
        hello(&mut b, json!({"type": "hello", "game": id, "token": t1}))
            .await
            .is_none()
    );
    assert!(chat(&mut b, "hello from elsewhere").await.is_ok());
    // Creations too: the address's burst over both instances together.
    let create_burst = one.app.config.limits.create_burst;
    let mut made = 0;
    for k in 0..2 * create_burst {
        let addr = if k % 2 == 0 { one.addr } else { two.addr };
        let body =
            json!({"preset": "chopat", "players": 2, "seats": ["human", "bot:random"]}).to_string();
        let req = common::request(
            addr,
            "POST",
            "/api/games",
            "X-Forwarded-For: 10.0.0.3\r\nContent-Type: application/json\r\n",
            &body,
        );
        let (status, _, v) = common::raw(addr, req).await;
        match status {
            200 => made += 1,
            429 => assert_eq!(v["error"]["code"], "rate_limited", "{v}"),
            other => panic!("{other}: {v}"),
        }
    }
    // One more may come from the refill (20 a minute) while the loop runs.
    assert!(
        (create_burst..=create_burst + 1).contains(&made),
        "{made} games made, burst {create_burst}"
    );
}
