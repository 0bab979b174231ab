//! The server against hostile clients (docs/security.md): every test runs a real
//! server on 127.0.0.1:0, asserts what was refused, and that the server still serves
//! a game afterwards. No timed assertions: waits are bounded loops that fail only
//! when something never happens.

mod common;

use common::{create, raw, request, server, server_with};
use futures_util::{SinkExt, StreamExt};
use pachisi_server::{Config, Limits};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

async fn post(addr: SocketAddr, path: &str, body: &Value) -> (u16, String, Value) {
    raw(
        addr,
        request(
            addr,
            "POST",
            path,
            "Content-Type: application/json\r\n",
            &body.to_string(),
        ),
    )
    .await
}

async fn get(addr: SocketAddr, path: &str) -> (u16, Value) {
    let (s, _, v) = raw(addr, request(addr, "GET", path, "", "")).await;
    (s, v)
}

/// `POST /api/games` with extra header lines.
async fn create_with(addr: SocketAddr, headers: &str, body: &str) -> (u16, String, Value) {
    raw(addr, request(addr, "POST", "/api/games", headers, body)).await
}

/// The server still creates and serves a game.
async fn still_serves(addr: SocketAddr) {
    let g = create(
        addr,
        json!({"preset": "chaupar", "players": 2, "seats": ["human", "bot:easy"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap();
    let (status, s) = get(addr, &format!("/api/games/{id}")).await;
    assert_eq!(status, 200, "{s}");
    assert_eq!(s["status"], "waiting");
}

/// Wait (bounded) until an all-bot game is over; its summary.
async fn wait_over(addr: SocketAddr, id: &str) -> Value {
    for _ in 0..600 {
        let (_, s) = get(addr, &format!("/api/games/{id}")).await;
        if s["status"] == "over" {
            return s;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("game {id} did not end");
}

// ---------------------------------------------------------------- 1: bots

#[tokio::test]
async fn only_capped_bot_specs_are_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    for spec in [
        "bot:mcts:4000000000",
        "bot:expectimax:depth=60,nodes=18446744073709551615",
        "bot:mcts:100,c=nan",
        "bot:oracle",
    ] {
        let (status, _, v) = post(
            addr,
            "/api/games",
            &json!({"preset": "chopat", "players": 2, "seats": ["human", spec]}),
        )
        .await;
        assert_eq!(status, 400, "{spec}: {v}");
        let m = v["error"]["message"].as_str().unwrap();
        assert!(
            m.contains("expert") && m.contains("mcts"),
            "{spec}: the message lists what is allowed: {m}"
        );
    }
    assert_eq!(srv.app.rooms_in_memory(), 0, "nothing was created");
    // A lobby body over 16 KiB is refused unread.
    let (status, ..) = post(
        addr,
        "/api/games",
        &json!({"preset": "chopat", "seats": ["human", "human"], "options": ["x".repeat(17 * 1024)]}),
    )
    .await;
    assert_eq!(status, 413);
    // The allowed specs are published, with the deadline.
    let (status, v) = get(addr, "/api/variants").await;
    assert_eq!(status, 200);
    let specs = v["server_bots"]["specs"].as_array().unwrap();
    assert!(
        specs
            .iter()
            .any(|s| s["spec"].as_str().unwrap().contains("mcts"))
    );
    assert_eq!(v["server_bots"]["deadline_ms"], 2000);
    // The largest allowed budgets are accepted.
    create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "bot:mcts:20000"]}),
    )
    .await;
    still_serves(addr).await;
}

#[tokio::test]
async fn bots_at_their_caps_play_a_game_to_the_end_within_the_deadline() {
    let dir = tempfile::tempdir().unwrap();
    // A 5 ms deadline and one bot thread: searches at their caps stop at the deadline.
    let srv = server_with(&dir, |c| {
        c.bot_deadline = Duration::from_millis(5);
        c.bot_threads = 1;
    })
    .await;
    let g = create(
        srv.addr,
        json!({"preset": "chaupar", "players": 2, "options": ["max_turns=40"],
               "seats": ["bot:mcts:20000", "bot:expectimax:3,nodes=50000,width=8,chain=4"]}),
    )
    .await;
    let s = wait_over(srv.addr, g["game"].as_str().unwrap()).await;
    assert!(s["result"].is_object(), "{s}");
    still_serves(srv.addr).await;
}

// ---------------------------------------------------------------- 7: damaged games

fn sql(db: &std::path::Path, statements: &str) {
    let c = rusqlite::Connection::open(db).unwrap();
    c.execute_batch(statements).unwrap();
}

#[tokio::test]
async fn damaged_games_are_quarantined_and_the_rest_is_served() {
    // The damage is written into the SQLite file's rows (values of the wrong type
    // that PostgreSQL's typed columns refuse): SQLite only.
    if common::on_postgres() {
        eprintln!("SQLite only: skipped on PostgreSQL");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let srv = server(&dir).await;
    let addr = srv.addr;
    // Eight games with two human seats each; a few events in each.
    let mut ids = vec![];
    let mut tokens = vec![];
    for _ in 0..8 {
        let g = create(
            addr,
            json!({"preset": "chopat", "players": 2, "seats": ["human", "human"]}),
        )
        .await;
        ids.push(g["game"].as_str().unwrap().to_string());
        tokens.push((
            g["seats"][0]["token"].as_str().unwrap().to_string(),
            g["seats"][1]["token"].as_str().unwrap().to_string(),
        ));
    }
    for (id, (t0, t1)) in ids.iter().zip(&tokens) {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .unwrap();
        let mut ws = ws;
        ws.send(Message::text(
            json!({"type": "hello", "game": id, "tokens": [t0, t1]}).to_string(),
        ))
        .await
        .unwrap();
        // Throw for the start order until four events are stored.
        loop {
            let m = ws.next().await.unwrap().unwrap();
            let Message::Text(t) = m else { continue };
            let v: Value = serde_json::from_str(t.as_str()).unwrap();
            if v["type"] != "state" {
                continue;
            }
            let version = v["version"].as_u64().unwrap();
            if version >= 4 {
                break;
            }
            let msg = if v["can_throw"] == true {
                json!({"type": "throw", "version": version})
            } else {
                json!({"type": "act", "version": version, "action": v["legal"][0]["action"]})
            };
            ws.send(Message::text(msg.to_string())).await.unwrap();
        }
    }
    srv.task.abort();
    let _ = srv.task.await;
    drop(srv.app);
    tokio::time::sleep(Duration::from_millis(50)).await;

    let [a, b, c, d, e, f, g, h] = ids.iter().map(String::as_str).collect::<Vec<_>>()[..] else {
        unreachable!()
    };
    sql(
        &db,
        &format!(
            "UPDATE seats SET kind = 'bot', bot = 'mcts:4000000000' WHERE game = '{a}' AND seat = 1;
             UPDATE events SET event = 'garbage' WHERE game = '{b}' AND n = 1;
             DELETE FROM events WHERE game = '{c}' AND n = 1;
             UPDATE games SET options = '{{\"shells\": 99}}' WHERE id = '{d}';
             UPDATE games SET variant = 'snakes-and-ladders' WHERE id = '{e}';
             DELETE FROM seats WHERE game = '{f}';
             UPDATE events SET event = '{{\"move\":{{\"seat\":0,\"action\":\"25 p9\"}}}}' WHERE game = '{g}' AND n = 3;"
        ),
    );
    // `db check` lists every problem (and only those).
    let report = pachisi_server::store::check(&db).unwrap();
    assert_eq!(report.games, 8);
    assert_eq!(report.problems.len(), 7, "{:#?}", report.problems);
    for id in [a, b, c, d, e, f, g] {
        assert!(
            report.problems.iter().any(|p| p.contains(id)),
            "{id} in {:#?}",
            report.problems
        );
    }
    assert!(!report.problems.iter().any(|p| p.contains(h)));

    // The server starts anyway and serves the sound game and new ones.
    let srv = server(&dir).await;
    let addr = srv.addr;
    for id in [a, b, c, d, e, f, g] {
        let (status, s) = get(addr, &format!("/api/games/{id}")).await;
        assert_eq!(status, 200, "{s}");
        assert_eq!(s["status"], "damaged", "{id}: {s}");
        assert!(s["damaged"].as_str().is_some_and(|m| !m.is_empty()), "{s}");
        // Joining it over the WebSocket is refused with a clear code, no panic.
        let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .unwrap();
        ws.send(Message::text(
            json!({"type": "hello", "game": id, "token": "00"}).to_string(),
        ))
        .await
        .unwrap();
        let v = loop {
            if let Message::Text(t) = ws.next().await.unwrap().unwrap() {
                break serde_json::from_str::<Value>(t.as_str()).unwrap();
            }
        };
        assert_eq!(v["code"], "damaged", "{v}");
    }
    let (status, s) = get(addr, &format!("/api/games/{h}")).await;
    assert_eq!(status, 200);
    assert_eq!(s["status"], "playing", "{s}");
    still_serves(addr).await;
    // Quarantined games are marked in the database: not tried again at the next start.
    drop(srv);
    let c = rusqlite::Connection::open(&db).unwrap();
    let marked: i64 = c
        .query_row(
            "SELECT COUNT(*) FROM games WHERE damaged IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(marked, 7);
}

// ---------------------------------------------------------------- 2: replay

fn record_of(events: usize) -> Value {
    let ev = json!({"throw": {"seat": 0, "up": 3, "value": 3}});
    json!({"format": "pachisi-record", "version": 1, "variant": "chopat",
           "events": vec![ev; events]})
}

#[tokio::test]
async fn replay_is_capped_compact_and_limited_in_concurrency() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    // Too many events: refused before any work.
    let (status, _, v) = post(addr, "/api/replay", &record_of(20_001)).await;
    assert_eq!(status, 400, "{v}");
    assert_eq!(v["error"]["code"], "too_large");
    // Too large a body: refused unread.
    let big = "x".repeat(5 * 1024 * 1024);
    let (status, ..) = raw(
        addr,
        request(
            addr,
            "POST",
            "/api/replay",
            "Content-Type: application/json\r\n",
            &big,
        ),
    )
    .await;
    assert_eq!(status, 413);
    // A whole game: the answer is of the order of the record, not 50 times larger.
    let game = pachisi_core::Game::new(pachisi_core::Variant::preset(pachisi_core::Preset::Chopat))
        .unwrap();
    let mut rng = pachisi_core::seeded_rng(3, 0);
    let mut rec = pachisi_core::Record::new(game.variant(), None);
    let mut s = game.initial_state();
    while !game.is_terminal(&s) {
        let ev = if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut rng);
            game.throw_event(&s, o)
        } else {
            let l = game.legal_actions(&s);
            game.action_event(&s, l[0])
        };
        game.apply_event(&mut s, &ev).unwrap();
        rec.events.push(ev);
    }
    let rec: Value = serde_json::to_value(&rec).unwrap();
    let sent = rec.to_string().len();
    let (status, _, v) = post(addr, "/api/replay", &rec).await;
    assert_eq!(status, 200, "{v}");
    let frames = v["frames"].as_array().unwrap();
    assert_eq!(frames.len(), rec["events"].as_array().unwrap().len() + 1);
    let answered = v.to_string().len();
    assert!(
        answered < 5 * sent,
        "answer {answered} bytes for a record of {sent}"
    );
    // The pieces after the last frame (the first frame's, changed by each frame's
    // `set`) agree with the engine's final state.
    let mut last = frames[0]["pieces"].clone();
    for f in &frames[1..] {
        assert!(f.get("pieces").is_none(), "{f}");
        for c in f["set"].as_array().into_iter().flatten() {
            let (seat, piece) = (c[0].as_u64().unwrap(), c[1].as_u64().unwrap());
            last[seat as usize][piece as usize] = c[2].clone();
        }
    }
    for seat in 0..game.seats() {
        for p in 0..4u8 {
            let code = &last[seat as usize][p as usize];
            match game.piece_at(&s, seat, p) {
                pachisi_core::PieceAt::Home => assert_eq!(code, &json!(-2)),
                pachisi_core::PieceAt::Waiting => assert_eq!(code, &json!(-1)),
                pachisi_core::PieceAt::Step(n) => {
                    let (x, y) = game.piece_coords(&s, seat, p).unwrap();
                    assert_eq!(code, &json!([n, game.board().at(x, y).unwrap()]));
                }
                pachisi_core::PieceAt::Fool(n) => assert_eq!(code[0], json!(n)),
            }
        }
    }
    drop(srv);

    // No free replay slot: 503 with Retry-After, and the server still serves.
    let dir2 = tempfile::tempdir().unwrap();
    let srv = server_with(&dir2, |c| c.limits.replay_slots = 0).await;
    let (status, head, v) = post(srv.addr, "/api/replay", &record_of(10)).await;
    assert_eq!(status, 503, "{v}");
    assert!(head.contains("retry-after: 1"), "{head}");
    still_serves(srv.addr).await;
}

// ---------------------------------------------------------------- 3: endless options

#[tokio::test]
async fn games_with_extreme_throw_odds_end() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    for p in ["1e-10", "0.99999999999"] {
        let g = create(
            srv.addr,
            json!({"preset": "pachisi", "players": 2, "options": [format!("mouth_up_p={p}"), "max_turns=60"],
                   "seats": ["bot:random", "bot:random"]}),
        )
        .await;
        let s = wait_over(srv.addr, g["game"].as_str().unwrap()).await;
        assert!(s["version"].as_u64().unwrap() > 0);
        // Over, so the seed is revealed.
        let (_, r) = get(
            srv.addr,
            &format!("/api/games/{}/record", g["game"].as_str().unwrap()),
        )
        .await;
        assert!(r["fairness"]["seed"].is_string(), "{r}");
    }
    still_serves(srv.addr).await;
}

// ---------------------------------------------------------------- 4: idle connections

#[tokio::test]
async fn half_sent_requests_and_silent_websockets_are_closed() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.limits.header_timeout = Duration::from_millis(300);
        c.limits.ws_ping = Duration::from_millis(100);
        c.limits.ws_idle = Duration::from_millis(400);
    })
    .await;
    let addr = srv.addr;
    // A request whose headers never end: the server closes the connection.
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(b"GET / HTTP/1.1\r\nHost: ").await.unwrap();
    let mut buf = Vec::new();
    let n = tokio::time::timeout(Duration::from_secs(30), s.read_to_end(&mut buf))
        .await
        .expect("closed by the server, not left open");
    assert!(n.is_ok());
    // An idle kept-alive connection after one request is closed as well.
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(format!("GET /api/variants HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut buf = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), s.read_to_end(&mut buf))
        .await
        .expect("closed by the server after the answer")
        .unwrap();
    assert!(String::from_utf8_lossy(&buf).starts_with("HTTP/1.1 200"));

    // A WebSocket client that never answers pings is closed...
    let (mut silent, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let mut closed = false;
    for _ in 0..100 {
        match tokio::time::timeout(Duration::from_secs(20), silent.next()).await {
            Ok(None) | Ok(Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => {
                closed = true;
                break;
            }
            Ok(Some(Ok(_))) => continue,
            Err(_) => break,
        }
    }
    assert!(closed, "a silent WebSocket is closed");
    // ... while one that reads (and so answers pings) stays open past the idle time.
    let (mut live, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .unwrap();
    let until = tokio::time::Instant::now() + Duration::from_millis(1200);
    while let Ok(m) = tokio::time::timeout_at(until, live.next()).await {
        assert!(
            matches!(m, Some(Ok(Message::Ping(_)))),
            "only pings while idle: {m:?}"
        );
    }
    live.send(Message::text(r#"{"type":"state"}"#))
        .await
        .unwrap();
    let reply = loop {
        match live.next().await.unwrap().unwrap() {
            Message::Text(t) => break serde_json::from_str::<Value>(t.as_str()).unwrap(),
            _ => continue,
        }
    };
    assert_eq!(reply["type"], "error", "{reply}"); // no hello yet: a clear error
    still_serves(addr).await;
}

#[tokio::test]
async fn connections_per_client_are_capped() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.limits.max_connections_per_client = 4).await;
    let addr = srv.addr;
    let mut held = vec![];
    for _ in 0..4 {
        held.push(tokio::net::TcpStream::connect(addr).await.unwrap());
    }
    // Make sure the server has accepted the four (a request on each one answers).
    for s in &mut held {
        s.write_all(format!("GET /favicon.ico HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
            .await
            .unwrap();
        let mut b = [0u8; 12];
        s.read_exact(&mut b).await.unwrap();
        assert_eq!(&b, b"HTTP/1.1 204");
    }
    // The fifth is closed without an answer.
    let mut fifth = tokio::net::TcpStream::connect(addr).await.unwrap();
    let _ = fifth
        .write_all(format!("GET /favicon.ico HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .await;
    let mut buf = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(30), fifth.read_to_end(&mut buf))
        .await
        .expect("closed at once");
    assert!(buf.is_empty(), "no answer over the cap");
    // Once they are closed, the client is served again.
    drop(held);
    for attempt in 0.. {
        let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
        let _ = s
            .write_all(
                format!("GET /api/variants HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n")
                    .as_bytes(),
            )
            .await;
        let mut buf = Vec::new();
        let _ = s.read_to_end(&mut buf).await;
        if buf.starts_with(b"HTTP/1.1 200") {
            break;
        }
        assert!(attempt < 200, "served again after closing");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    still_serves(addr).await;
}

// ---------------------------------------------------------------- 5: creation, eviction

#[tokio::test]
async fn creation_is_rate_limited_per_client() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.limits.creates_per_minute = 1;
        c.limits.create_burst = 3;
    })
    .await;
    let req = json!({"preset": "chaupar", "players": 2, "seats": ["human", "bot:easy"]});
    for _ in 0..3 {
        let (status, _, v) = post(srv.addr, "/api/games", &req).await;
        assert_eq!(status, 200, "{v}");
    }
    let (status, head, v) = post(srv.addr, "/api/games", &req).await;
    assert_eq!(status, 429, "{v}");
    assert_eq!(v["error"]["code"], "rate_limited");
    assert!(head.contains("retry-after: "), "{head}");
    assert_eq!(srv.app.rooms_in_memory(), 3);
    // Reading is not limited.
    let (status, _) = get(srv.addr, "/api/variants").await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn finished_and_idle_games_leave_memory_and_come_back_on_demand() {
    let dir = tempfile::tempdir().unwrap();
    let limits = |c: &mut Config| {
        c.limits = Limits {
            idle_evict: Duration::ZERO,
            sweep_every: Duration::from_millis(20),
            ..Limits::default()
        }
    };
    let srv = server_with(&dir, limits).await;
    let addr = srv.addr;
    let over = create(
        addr,
        json!({"preset": "chaupar", "players": 2, "options": ["max_turns=20"], "seats": ["bot:random", "bot:random"]}),
    )
    .await["game"]
        .as_str()
        .unwrap()
        .to_string();
    let waiting = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "bot:easy"]}),
    )
    .await["game"]
        .as_str()
        .unwrap()
        .to_string();
    let record = wait_over(addr, &over).await;
    // Nobody holds either game: both leave memory.
    for attempt in 0.. {
        if srv.app.rooms_in_memory() == 0 {
            break;
        }
        assert!(attempt < 500, "games left memory");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Asked for, they come back from the database as they were.
    let (status, s) = get(addr, &format!("/api/games/{over}")).await;
    assert_eq!(status, 200);
    assert_eq!(s["status"], "over");
    assert_eq!(s["version"], record["version"]);
    let (status, s) = get(addr, &format!("/api/games/{waiting}")).await;
    assert_eq!(status, 200);
    assert_eq!(s["status"], "waiting");
    let (status, _) = get(addr, "/api/games/0123456789abcdef").await;
    assert_eq!(status, 404);
    // A clean stop: on PostgreSQL it hands the leases over, so the next start may
    // load the waiting game at once (after a crash it would wait for the lease to
    // expire and load the game when asked for).
    srv.stop().await;

    // At start only the unfinished game is loaded.
    let srv = server(&dir).await;
    assert_eq!(
        srv.app.rooms_in_memory(),
        1,
        "the store's games to load: {:?}; quarantined: {:?}",
        srv.app.store.lock().unwrap().ids_to_load(),
        srv.app.damaged.lock().unwrap()
    );
    assert_eq!(srv.app.all_rooms()[0].id, waiting);
    still_serves(srv.addr).await;
}

// ---------------------------------------------------------------- 6: other sites

#[tokio::test]
async fn other_sites_cannot_drive_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.public_url = Some("https://pachisi.example.org".into());
    })
    .await;
    let addr = srv.addr;
    let body =
        json!({"preset": "chaupar", "players": 2, "seats": ["human", "bot:easy"]}).to_string();
    // A form-like POST (no pre-flight in a browser): 415 (403 from another site).
    let (status, _, v) = create_with(addr, "Content-Type: text/plain\r\n", &body).await;
    assert_eq!(status, 415, "{v}");
    assert_eq!(v["error"]["code"], "unsupported_media_type");
    let (status, _, v) = create_with(
        addr,
        "Content-Type: text/plain\r\nOrigin: http://evil.example\r\n",
        &body,
    )
    .await;
    assert_eq!(status, 403, "{v}");
    // JSON from another site's page: 403.
    let (status, _, v) = create_with(
        addr,
        "Content-Type: application/json\r\nOrigin: http://evil.example\r\n",
        &body,
    )
    .await;
    assert_eq!(status, 403, "{v}");
    assert_eq!(v["error"]["code"], "bad_origin");
    let (status, ..) = create_with(
        addr,
        "Content-Type: application/json\r\nOrigin: null\r\n",
        &body,
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(srv.app.rooms_in_memory(), 0, "nothing was created");
    // An unknown Host (DNS rebinding): 421.
    let (status, _, v) = raw(
        addr,
        "GET /api/variants HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n".into(),
    )
    .await;
    assert_eq!(status, 421, "{v}");
    // A WebSocket from another site's page: refused.
    let mut req = format!("ws://{addr}/ws").into_client_request().unwrap();
    req.headers_mut()
        .insert("Origin", "http://evil.example".parse().unwrap());
    let r = tokio_tungstenite::connect_async(req).await;
    match r {
        Err(tokio_tungstenite::tungstenite::Error::Http(resp)) => {
            assert_eq!(resp.status(), 403)
        }
        other => panic!("expected a refusal, got {:?}", other.map(|_| ())),
    }
    // The page's own origin and the public address are accepted; links use the
    // public address, never the Host header.
    let (status, _, v) = create_with(
        addr,
        &format!("Content-Type: application/json\r\nOrigin: http://{addr}\r\n"),
        &body,
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let invite = v["seats"][0]["invite"].as_str().unwrap();
    assert!(
        invite.starts_with("https://pachisi.example.org/?game="),
        "{invite}"
    );
    let (status, _, v) = raw(
        addr,
        format!(
            "POST /api/games HTTP/1.1\r\nHost: pachisi.example.org\r\nOrigin: https://pachisi.example.org\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let mut req = format!("ws://{addr}/ws").into_client_request().unwrap();
    req.headers_mut()
        .insert("Origin", format!("http://{addr}").parse().unwrap());
    assert!(tokio_tungstenite::connect_async(req).await.is_ok());
    still_serves(addr).await;
}

// ---------------------------------------------------------------- hints

#[tokio::test]
async fn hints_never_queue_behind_busy_bot_threads() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.bot_threads = 1).await;
    let addr = srv.addr;
    let g = create(
        addr,
        json!({"preset": "chaupar", "players": 2, "seats": ["human", "human"], "options": ["order=fixed"]}),
    )
    .await;
    let tokens = [
        g["seats"][0]["token"].clone(),
        g["seats"][1]["token"].clone(),
    ];
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .unwrap();
    let id = g["game"].as_str().unwrap();
    ws.send(Message::text(
        json!({"type": "hello", "game": id, "tokens": tokens}).to_string(),
    ))
    .await
    .unwrap();
    // Throw until a decision is due.
    let version = loop {
        let Message::Text(t) = ws.next().await.unwrap().unwrap() else {
            continue;
        };
        let v: Value = serde_json::from_str(t.as_str()).unwrap();
        if v["type"] != "state" {
            continue;
        }
        if v["legal"].is_array() {
            break v["version"].clone();
        }
        if v["can_throw"] == true {
            ws.send(Message::text(
                json!({"type": "throw", "version": v["version"]}).to_string(),
            ))
            .await
            .unwrap();
        }
    };
    // Every bot thread is taken: a hint is refused at once instead of waiting.
    let held = srv.app.bot_pool.clone().acquire_owned().await.unwrap();
    ws.send(Message::text(
        json!({"type": "hint", "version": version}).to_string(),
    ))
    .await
    .unwrap();
    let reply = loop {
        if let Message::Text(t) = ws.next().await.unwrap().unwrap() {
            let v: Value = serde_json::from_str(t.as_str()).unwrap();
            if v["type"] == "error" || v["type"] == "hint" {
                break v;
            }
        }
    };
    assert_eq!(reply["code"], "busy", "{reply}");
    // Once a thread is free, the same hint is answered.
    drop(held);
    ws.send(Message::text(
        json!({"type": "hint", "version": version}).to_string(),
    ))
    .await
    .unwrap();
    let reply = loop {
        if let Message::Text(t) = ws.next().await.unwrap().unwrap() {
            let v: Value = serde_json::from_str(t.as_str()).unwrap();
            if v["type"] == "error" || v["type"] == "hint" {
                break v;
            }
        }
    };
    assert_eq!(reply["type"], "hint", "{reply}");
    assert!(!reply["actions"].as_array().unwrap().is_empty());
}

/// Behind a trusted proxy every request must carry X-Forwarded-For, but for the health
/// check, which the proxy or a monitor asks straight from the machine.
#[tokio::test]
async fn the_health_check_needs_no_forwarded_address_behind_a_proxy() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.trust_proxy = true).await;
    let ask = |path: &str, extra: &str| {
        format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\n{extra}Connection: close\r\n\r\n",
            srv.addr
        )
    };
    let (status, _, body) = raw(srv.addr, ask("/api/health", "")).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["status"], "ok");
    // Any other path without it is refused, as before.
    let (status, _, body) = raw(srv.addr, ask("/api/variants", "")).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["code"], "bad_request");
    // Only GET is let through: a JSON POST to the path is refused for its missing
    // address (before the router would say the method is not allowed).
    let post = ask(
        "/api/health",
        "Content-Type: application/json\r\nContent-Length: 2\r\n",
    )
    .replacen("GET", "POST", 1)
        + "{}";
    let (status, _, body) = raw(srv.addr, post).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["code"], "bad_request", "{body}");
    let (status, _, _) = raw(
        srv.addr,
        ask("/api/variants", "X-Forwarded-For: 10.1.2.3\r\n"),
    )
    .await;
    assert_eq!(status, 200);
}
