//! The server end to end: a real server on a free port with a real SQLite file in a
//! temporary directory, driven over HTTP and WebSocket.

mod common;

use common::{connect, create, http, recv_type, send, server, server_with, state_where, token};
use futures_util::SinkExt;
use pachisi_server::{VerifyError, verify};
use serde_json::{Value, json};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn lobby_create_join_and_errors() {
    let dir = tempfile::tempdir().unwrap();
    // It creates a game of every preset and more, beyond the default burst of new games
    // from one address: no limit here (tests/hardening.rs checks the limit on its own).
    let srv = server_with(&dir, |c| c.limits.creates_per_minute = 0).await;
    let addr = srv.addr;

    // The health check answers with the store's kind (docs/deploy.md).
    let (status, health) = http(addr, "GET", "/api/health", None).await;
    assert_eq!(status, 200, "{health}");
    assert_eq!(health["status"], "ok");
    let kind = if std::env::var("PACHISI_TEST_POSTGRES").is_ok() {
        "postgres"
    } else {
        "sqlite"
    };
    assert_eq!(health["store"], kind);
    assert_eq!(health["games_in_memory"], 0);

    // The page is served from the binary.
    let (status, page) = http(addr, "GET", "/", None).await;
    assert_eq!(status, 200);
    assert!(page.as_str().unwrap().contains("/web/main.js"));
    for f in [
        "main.js",
        "board.js",
        "style.css",
        "index.html",
        "vendor/preact.module.js",
    ] {
        let (status, _) = http(addr, "GET", &format!("/web/{f}"), None).await;
        assert_eq!(status, 200, "{f}");
    }
    for f in ["app.js", "vendor/x/y.js", "vendor/../main.js"] {
        let (status, _) = http(addr, "GET", &format!("/web/{f}"), None).await;
        assert_eq!(status, 404, "{f}");
    }
    let (status, v) = http(addr, "GET", "/api/variants", None).await;
    assert_eq!(status, 200);
    assert_eq!(
        v["presets"].as_array().unwrap().len(),
        pachisi_server::app::APP_PRESETS.len()
    );
    // The catalogue of `pachisi variants --json` for the presets the app draws, plus
    // the levels per preset.
    let catalogue = pachisi_core::Options::catalogue();
    let in_app: Vec<&Value> = catalogue["presets"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| {
            pachisi_core::Preset::parse(p["name"].as_str().unwrap())
                .is_ok_and(pachisi_server::app::in_app)
        })
        .collect();
    assert_eq!(
        v["presets"].as_array().unwrap().iter().collect::<Vec<_>>(),
        in_app
    );
    // Every preset the engine plays is in the app now (the Ludo family with its own
    // board, Barjis on its cloth), each with its name, its line in the lobby and its description in every
    // language of the page; a game of each can be made. (A preset added to the engine
    // stays out of the app, refused with a 400, until it is in APP_PRESETS.)
    let i18n = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/i18n");
    let catalogues: Vec<(String, String)> = std::fs::read_dir(&i18n)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    assert_eq!(catalogues.len(), 5, "{i18n:?}");
    // Every preset the engine plays is in the app (Parqués, Sorry! and Yut Nori since
    // issue 32).
    for p in pachisi_core::Preset::ALL {
        assert!(
            pachisi_server::app::in_app(p),
            "{p}: not offered by the app"
        );
        assert!(
            v["presets"]
                .as_array()
                .unwrap()
                .iter()
                .any(|x| x["name"] == p.name()),
            "{p}"
        );
        for (file, text) in &catalogues {
            for key in ["rules-name", "lobby-variant", "preset"] {
                let start = format!("\n{key}-{} = ", p.name());
                assert!(text.contains(&start), "{file} has no {key}-{}", p.name());
            }
        }
        let (status, e) = http(
            addr,
            "POST",
            "/api/games",
            Some(&json!({"preset": p.name(), "players": 2, "seats": ["human", "bot:easy"]})),
        )
        .await;
        assert_eq!(status, 200, "{p}: {e}");
    }
    // The options of the Ludo family's rules (L-…, LP-…) are offered with its presets.
    let app_options: Vec<&Value> = catalogue["options"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|o| pachisi_server::app::option_in_app(o["rule"].as_str().unwrap()))
        .collect();
    assert_eq!(
        v["options"].as_array().unwrap().iter().collect::<Vec<_>>(),
        app_options
    );
    assert!(app_options.iter().any(|o| o["key"] == "block_pass"));
    // A Ludo game's layout and rules say its throw is one die.
    let (status, l) = http(addr, "GET", "/api/layout?preset=ludo", None).await;
    assert_eq!((status, l["throw_kind"].as_str()), (200, Some("die")));
    assert_eq!(l["safe_squares"], "ludo-stars");
    let (status, r) = http(addr, "GET", "/api/rules?preset=ludo", None).await;
    assert_eq!((status, r["throws"]["kind"].as_str()), (200, Some("die")));
    assert_eq!(r["throws"]["outcomes"].as_array().unwrap().len(), 6);
    assert!(
        r["options"]
            .as_array()
            .unwrap()
            .iter()
            .any(|o| o["key"] == "one_enters"),
        "{r}"
    );
    // Petits chevaux is drawn on Ludo's cross but has its own rules: its page lists its
    // CH- switches and none of Ludo's house rules (L-ENTER-1, L-BLOCK, LP-*).
    let (_, r) = http(addr, "GET", "/api/rules?preset=petits-chevaux", None).await;
    let keys: Vec<&str> = r["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["key"].as_str().unwrap())
        .collect();
    assert!(
        keys.contains(&"ladder_centre") && keys.contains(&"no_pass"),
        "{keys:?}"
    );
    for ludo_own in ["one_enters", "home_again", "block_pass", "ludopy"] {
        assert!(!keys.contains(&ludo_own), "{ludo_own} in {keys:?}");
    }
    let (_, l) = http(addr, "GET", "/api/layout?preset=chopat", None).await;
    assert_eq!(l["throw_kind"], "cowries");
    assert_eq!(l["board_style"], "cloth");
    // Each game's own board: Ludo's squares, Mensch ärgere Dich nicht's round fields.
    let (_, l) = http(addr, "GET", "/api/layout?preset=ludo", None).await;
    assert_eq!(l["board_style"], "boxed");
    let (_, l) = http(addr, "GET", "/api/layout?preset=mensch", None).await;
    assert_eq!(
        (l["board_style"].as_str(), l["throw_kind"].as_str()),
        (Some("round"), Some("die"))
    );
    assert_eq!(l["size"], 11);
    let bots = v["bots"].as_array().unwrap();
    let names: Vec<&str> = bots.iter().map(|b| b["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["easy", "medium", "hard", "expert"]);
    for (b, level) in bots.iter().zip(pachisi_bots::Level::ALL) {
        for p in pachisi_server::app::APP_PRESETS {
            let default = pachisi_core::Variant::preset(p);
            assert_eq!(
                b["specs"][p.name()],
                level.spec_for_variant(&default),
                "{b}"
            );
        }
    }
    // Chopat's default is four players each alone, whose expert is a bot of its own.
    assert_eq!(bots[3]["specs"]["chopat"], "mcts:300,rivals=mean");

    // Bad requests get stable codes.
    let (status, v) = http(addr, "POST", "/api/games", Some(&json!({"seats": 3}))).await;
    assert_eq!(
        (status, v["error"]["code"].as_str()),
        (400, Some("bad_request"))
    );
    let (status, v) = http(
        addr,
        "POST",
        "/api/games",
        Some(&json!({"preset": "chopat", "players": 2, "seats": ["human", "bot:nonsense"]})),
    )
    .await;
    assert_eq!(
        (status, v["error"]["code"].as_str()),
        (400, Some("bad_request"))
    );
    let (status, v) = http(addr, "GET", "/api/games/nope", None).await;
    assert_eq!(
        (status, v["error"]["code"].as_str()),
        (404, Some("not_found"))
    );

    let g = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "human"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    assert_eq!(g["status"], "waiting");
    assert_eq!(g["commitment"].as_str().unwrap().len(), 64);
    let t0 = token(&g, 0);
    let t1 = token(&g, 1);
    assert_eq!(t0.len(), 32, "128-bit hex token");
    assert_ne!(t0, t1);
    assert!(g["seats"][1]["invite"].as_str().unwrap().contains(&t1));
    assert!(
        g["spectate"]
            .as_str()
            .unwrap()
            .ends_with(&format!("?game={id}"))
    );

    // Only SHA-256 of tokens is stored (on SQLite, read from the file's bytes; the
    // same on PostgreSQL is checked in the seats' rows).
    if common::on_postgres() {
        let db = common::db_for(&dir).await;
        let rows = common::query_sql(&db, "SELECT token_hash FROM seats").await;
        assert!(rows.iter().flatten().flatten().all(|h| !h.contains(&t0)));
        assert!(!rows.is_empty());
    } else {
        let db = std::fs::read(dir.path().join("games.db")).unwrap();
        let wal = std::fs::read(dir.path().join("games.db-wal")).unwrap_or_default();
        for bytes in [&db, &wal] {
            assert!(!bytes.windows(32).any(|w| w == t0.as_bytes()));
        }
    }

    // The layout is the board geometry.
    let (status, layout) = http(addr, "GET", &format!("/api/games/{id}/layout"), None).await;
    assert_eq!(status, 200);
    assert_eq!(layout["seats"].as_array().unwrap().len(), 2);
    let (status, l2) = http(addr, "GET", "/api/layout?preset=chopat&players=2", None).await;
    assert_eq!((status, &l2), (200, &layout));

    // Seat 0 connects; the game waits for seat 1.
    let mut a = connect(addr).await;
    send(&mut a, json!({"type": "hello", "game": id, "token": t0})).await;
    let s = recv_type(&mut a, "state").await;
    assert_eq!(s["status"], "waiting");
    assert_eq!(s["you"], json!([0]));
    send(&mut a, json!({"type": "throw", "version": 0})).await;
    assert_eq!(recv_type(&mut a, "error").await["code"], "not_started");

    // Joining with a wrong token fails; with the right one the game starts.
    let (status, v) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"seat": 1, "token": t0})),
    )
    .await;
    assert_eq!(
        (status, v["error"]["code"].as_str()),
        (401, Some("unauthorized"))
    );
    let (status, v) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"seat": 1, "token": t1})),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["status"], "playing");
    let s = state_where(&mut a, |s| s["status"] == "playing").await;
    assert_eq!(s["version"], 0);

    // A spectator sees the game but cannot act, and gets no legal actions.
    let mut spec = connect(addr).await;
    send(&mut spec, json!({"type": "hello", "game": id})).await;
    let s = recv_type(&mut spec, "state").await;
    assert!(s["legal"].is_null());
    assert_eq!(s["can_throw"], false);
    send(&mut spec, json!({"type": "throw", "version": 0})).await;
    assert_eq!(recv_type(&mut spec, "error").await["code"], "spectator");

    // A wrong token: unauthorized at hello and for every intent.
    let mut bad = connect(addr).await;
    send(
        &mut bad,
        json!({"type": "hello", "game": id, "token": "00112233445566778899aabbccddeeff"}),
    )
    .await;
    assert_eq!(recv_type(&mut bad, "error").await["code"], "unauthorized");
    send(&mut bad, json!({"type": "throw", "version": 0})).await;
    assert_eq!(recv_type(&mut bad, "error").await["code"], "unauthorized");
    send(
        &mut spec,
        json!({"type": "throw", "version": 0, "token": "ffff"}),
    )
    .await;
    assert_eq!(recv_type(&mut spec, "error").await["code"], "unauthorized");

    // Malformed and oversized messages.
    a.send(Message::text("{not json")).await.unwrap();
    assert_eq!(recv_type(&mut a, "error").await["code"], "bad_request");
    send(&mut a, json!({"type": "throw"})).await;
    assert_eq!(recv_type(&mut a, "error").await["code"], "bad_request");
    send(&mut a, json!({"type": "dance", "version": 0})).await;
    assert_eq!(recv_type(&mut a, "error").await["code"], "bad_request");
    let big = json!({"type": "act", "version": 0, "action": "x".repeat(5000)});
    send(&mut a, big).await;
    assert_eq!(recv_type(&mut a, "error").await["code"], "too_large");
    let mut nf = connect(addr).await;
    send(&mut nf, json!({"type": "hello", "game": "nope"})).await;
    assert_eq!(recv_type(&mut nf, "error").await["code"], "not_found");

    // Seat 0 throws first (start order); seat 1 may not; a stale version is refused.
    send(
        &mut bad,
        json!({"type": "throw", "version": 0, "token": t1}),
    )
    .await;
    assert_eq!(recv_type(&mut bad, "error").await["code"], "not_your_turn");
    send(
        &mut a,
        json!({"type": "act", "version": 0, "action": "pass"}),
    )
    .await;
    assert_eq!(recv_type(&mut a, "error").await["code"], "illegal_action");
    send(&mut a, json!({"type": "throw", "version": 7})).await;
    assert_eq!(recv_type(&mut a, "error").await["code"], "stale_version");
    // None of the rejected intents changed anything.
    let (_, summary) = http(addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(summary["version"], 0);
    send(&mut a, json!({"type": "throw", "version": 0})).await;
    let s = state_where(&mut a, |s| s["version"] == 1).await;
    assert_eq!(s["log"][0]["kind"], "order-throw");
    assert_eq!(s["last_throw"]["seat"], 0);
    assert_eq!(
        s["seed"],
        Value::Null,
        "the seed stays secret while playing"
    );
    send(&mut a, json!({"type": "throw", "version": 0})).await;
    let e = recv_type(&mut a, "error").await;
    assert!(
        e["code"] == "stale_version" || e["code"] == "not_your_turn",
        "{e}"
    );

    // The record is downloadable at any time, without the seed.
    let (status, rec) = http(addr, "GET", &format!("/api/games/{id}/record"), None).await;
    assert_eq!(status, 200);
    assert_eq!(rec["record"]["events"].as_array().unwrap().len(), 1);
    assert!(rec["fairness"]["seed"].is_null());
    assert!(matches!(
        verify(&rec.to_string()),
        Err(VerifyError::Mismatch(_))
    ));
    srv.task.abort();
}

/// Play a two-human game to the end from one browser holding both tokens
/// (pass-and-play), choosing the first legal action; then check the end, the record,
/// fairness and the rematch.
#[tokio::test]
async fn pass_and_play_to_the_end_then_rematch() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let g = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "human"], "options": ["order=fixed"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    let mut ws = connect(addr).await;
    send(
        &mut ws,
        json!({"type": "hello", "game": id, "tokens": [t0, t1]}),
    )
    .await;
    let mut s = state_where(&mut ws, |s| s["status"] == "playing").await;
    assert_eq!(s["you"], json!([0, 1]));
    let mut hinted = false;
    while s["status"] != "over" {
        let v = s["version"].clone();
        if s["can_throw"] == true {
            send(&mut ws, json!({"type": "throw", "version": v})).await;
        } else {
            let legal = s["legal"].as_array().expect("legal actions for my seat");
            assert!(!legal.is_empty());
            if !hinted {
                send(&mut ws, json!({"type": "hint", "version": v})).await;
                let h = recv_type(&mut ws, "hint").await;
                let best = h["actions"][0]["action"].as_str().unwrap();
                assert!(legal.iter().any(|a| a["action"] == best));
                hinted = true;
            }
            let a = legal[0]["action"].as_str().unwrap();
            send(&mut ws, json!({"type": "act", "version": v, "action": a})).await;
        }
        let want = v.as_u64().unwrap() + 1;
        s = state_where(&mut ws, |s| s["version"].as_u64() >= Some(want)).await;
    }
    assert!(s["result"]["ranking"].is_array());
    assert_eq!(s["seed"].as_str().unwrap().len(), 64);
    send(&mut ws, json!({"type": "throw", "version": s["version"]})).await;
    assert_eq!(recv_type(&mut ws, "error").await["code"], "game_over");

    let (_, rec) = http(addr, "GET", &format!("/api/games/{id}/record"), None).await;
    let ok = verify(&rec.to_string()).expect("the finished game verifies");
    assert!(ok.finished);

    // Rematch: needs a seat's token; same tokens work in the new game.
    let path = format!("/api/games/{id}/rematch");
    let (status, _) = http(addr, "POST", &path, Some(&json!({"token": "beef"}))).await;
    assert_eq!(status, 401);
    let (status, r) = http(addr, "POST", &path, Some(&json!({"token": t1}))).await;
    assert_eq!(status, 200, "{r}");
    let new_id = r["game"].as_str().unwrap().to_string();
    assert_ne!(new_id, id);
    assert_ne!(r["commitment"], g["commitment"]);
    let (_, again) = http(addr, "POST", &path, Some(&json!({"token": t0}))).await;
    assert_eq!(again["game"], new_id.as_str(), "one rematch per game");
    let s = state_where(&mut ws, |s| s["rematch"].is_string()).await;
    assert_eq!(s["rematch"], new_id.as_str());
    let mut ws2 = connect(addr).await;
    send(
        &mut ws2,
        json!({"type": "hello", "game": new_id, "tokens": [t0, t1]}),
    )
    .await;
    let s2 = state_where(&mut ws2, |s| s["status"] == "playing").await;
    assert_eq!(s2["version"], 0);
    assert_eq!(s2["you"], json!([0, 1]));
    srv.task.abort();
}

#[tokio::test]
async fn all_bot_game_is_provably_fair() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let g = create(
        addr,
        json!({"preset": "pachisi", "players": 2, "seats": ["bot:random", "bot:easy"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    assert_eq!(
        g["seats"].as_array().unwrap().len(),
        4,
        "2 players, 4 seats"
    );
    let mut ws = connect(addr).await;
    send(&mut ws, json!({"type": "hello", "game": id})).await;
    let end = state_where(&mut ws, |s| s["status"] == "over").await;
    assert_eq!(end["seed"].as_str().unwrap().len(), 64);

    let (_, rec) = http(addr, "GET", &format!("/api/games/{id}/record"), None).await;
    let text = rec.to_string();
    let v = verify(&text).expect("verified");
    assert!(v.finished && v.throws > 10);
    assert_eq!(rec["fairness"]["commitment"], g["commitment"]);

    // The game-over panel's numbers agree with the record.
    let stats = &end["stats"];
    let events = rec["record"]["events"].as_array().unwrap();
    let moves = events
        .iter()
        .filter(|e| e.get("move").is_some_and(|m| m["action"] != "pass"))
        .count();
    let throws = events.iter().filter(|e| e.get("throw").is_some()).count();
    assert_eq!(stats["moves"], json!(moves), "{stats}");
    assert_eq!(
        stats["throws"].as_u64().unwrap() as usize,
        throws,
        "{stats}"
    );
    assert_eq!(stats["turns"], end["position"]["turn_number"]);
    let per_seat = stats["seats"].as_array().unwrap();
    assert_eq!(per_seat.len(), 4);
    let sum = |k: &str| per_seat.iter().map(|s| s[k].as_u64().unwrap()).sum::<u64>();
    assert_eq!(sum("moves") as usize, moves);
    assert_eq!(
        sum("captured"),
        sum("lost"),
        "every capture is one seat's loss"
    );

    // Any tampering is found: a throw, the seed, or the commitment.
    let mut t = rec.clone();
    let events = t["record"]["events"].as_array_mut().unwrap();
    let i = events
        .iter()
        .position(|e| e.get("throw").is_some())
        .unwrap();
    let up = events[i]["throw"]["up"].as_u64().unwrap();
    let new_up = (up + 1) % 7;
    events[i]["throw"]["up"] = json!(new_up);
    events[i]["throw"]["value"] = json!([25, 10, 2, 3, 4, 5, 6][new_up as usize]);
    let e = verify(&t.to_string()).unwrap_err();
    assert!(e.to_string().contains(&format!("event {i}")), "{e}");
    let mut t = rec.clone();
    t["fairness"]["seed"] = json!("00".repeat(32));
    assert!(
        matches!(verify(&t.to_string()), Err(VerifyError::Mismatch(m)) if m.contains("commitment"))
    );

    // The replay endpoint steps through every event.
    let (status, r) = http(addr, "POST", "/api/replay", Some(&rec)).await;
    assert_eq!(status, 200);
    assert_eq!(
        r["frames"].as_array().unwrap().len(),
        rec["record"]["events"].as_array().unwrap().len() + 1
    );
    assert_eq!(r["finished"], true);
    assert!(r["error"].is_null());

    // A rematch of an all-bot game needs no token and plays by itself.
    let (status, m) = http(addr, "POST", &format!("/api/games/{id}/rematch"), None).await;
    assert_eq!(status, 200, "{m}");
    srv.task.abort();
}

#[tokio::test]
async fn games_survive_a_restart_of_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let g = create(
        addr,
        json!({"preset": "chaupar", "players": 2, "seats": ["human", "bot:medium"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let t0 = token(&g, 0);
    let mut ws = connect(addr).await;
    send(&mut ws, json!({"type": "hello", "game": id, "token": t0})).await;
    let mine = |s: &Value| s["can_throw"] == true || s["legal"].is_array();
    let mut s = recv_type(&mut ws, "state").await;
    if !mine(&s) {
        s = state_where(&mut ws, mine).await;
    }
    for _ in 0..12 {
        let v = s["version"].as_u64().unwrap();
        if s["can_throw"] == true {
            send(&mut ws, json!({"type": "throw", "version": v})).await;
        } else {
            let a = s["legal"][0]["action"].clone();
            send(&mut ws, json!({"type": "act", "version": v, "action": a})).await;
        }
        s = state_where(&mut ws, |s| s["version"].as_u64() > Some(v) && mine(s)).await;
    }
    let (_, before) = http(addr, "GET", &format!("/api/games/{id}/record"), None).await;
    srv.task.abort();
    let _ = srv.task.await;
    drop(srv.app);

    let srv = server(&dir).await;
    let mut ws = connect(srv.addr).await;
    send(&mut ws, json!({"type": "hello", "game": id, "token": t0})).await;
    let s2 = recv_type(&mut ws, "state").await;
    for k in [
        "version",
        "position",
        "pieces",
        "log",
        "last_throw",
        "legal",
        "can_throw",
    ] {
        assert_eq!(s2[k], s[k], "{k} differs after the restart");
    }
    let (_, after) = http(srv.addr, "GET", &format!("/api/games/{id}/record"), None).await;
    assert_eq!(before, after);
    srv.task.abort();
}

/// `GET /api/rules`: the facts of a rules page, from the engine.
#[tokio::test]
async fn rules_facts_come_from_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (status, r) = http(addr, "GET", "/api/rules?preset=pachisi", None).await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["throws"]["kind"], "cowries");
    assert_eq!(r["throws"]["shells"], 6);
    let outcomes = r["throws"]["outcomes"].as_array().unwrap();
    assert_eq!(outcomes.len(), 7);
    let total: f64 = outcomes
        .iter()
        .map(|o| o["probability"].as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-12);
    // Six cowries, all mouth down: 25, which enters and throws again; 1 of 64.
    assert_eq!(outcomes[0]["value"], 25);
    assert_eq!(outcomes[0]["enters"], true);
    assert_eq!(outcomes[0]["throw_again"], true);
    assert!((outcomes[0]["probability"].as_f64().unwrap() - 1.0 / 64.0).abs() < 1e-12);
    assert_eq!(outcomes[3]["enters"], false);
    assert!(r["layout"]["squares"].as_array().unwrap().len() > 90);
    let teams = r["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["key"] == "teams")
        .unwrap();
    assert_eq!(teams["value"], "true");
    // Chaupar: three long dice of faces 1, 2, 5, 6.
    let (_, r) = http(addr, "GET", "/api/rules?preset=chaupar&players=4", None).await;
    assert_eq!(r["throws"]["kind"], "dice");
    assert_eq!(r["throws"]["faces"], json!([1, 2, 5, 6]));
    let total: f64 = r["throws"]["sums"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["probability"].as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-12);
    // Options of the page's game are shown with the preset's values beside them.
    let (_, r) = http(
        addr,
        "GET",
        "/api/rules?preset=chopat&set=capture_again%3Dtrue",
        None,
    )
    .await;
    let o = r["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["key"] == "capture_again")
        .unwrap()
        .clone();
    assert_ne!(o["value"], o["preset_value"], "{o}");
    // Yut Nori (Y-STICKS): four sticks, each throw by name with its steps, odds and
    // whether it throws again; a back-do is a step back and never enters.
    let (_, r) = http(addr, "GET", "/api/rules?preset=yut", None).await;
    assert_eq!(r["throws"]["kind"], "sticks", "{r}");
    assert_eq!(r["layout"]["board_style"], "yut");
    assert_eq!(r["layout"]["squares"].as_array().unwrap().len(), 29);
    let sticks = r["throws"]["outcomes"].as_array().unwrap();
    let names: Vec<&str> = sticks.iter().map(|o| o["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["mo", "do", "gae", "geol", "yut", "back-do"]);
    assert_eq!(sticks[0]["steps"], 5);
    assert_eq!(sticks[0]["throw_again"], true);
    assert_eq!(sticks[2]["throw_again"], false);
    assert_eq!(
        (&sticks[5]["steps"], &sticks[5]["enters"]),
        (&json!(-1), &json!(false))
    );
    // p = 0.6: gae 6p²(1 − p)² = 0.3456, back-do p(1 − p)³ = 0.0384.
    assert!((sticks[2]["probability"].as_f64().unwrap() - 0.3456).abs() < 1e-12);
    assert!((sticks[5]["probability"].as_f64().unwrap() - 0.0384).abs() < 1e-12);
    let keys: Vec<&str> = r["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["key"].as_str().unwrap())
        .collect();
    assert!(
        keys.contains(&"shortcut") && keys.contains(&"back_do"),
        "{keys:?}"
    );
    // Yut's own options only on its board.
    let (_, r) = http(addr, "GET", "/api/rules?preset=ludo", None).await;
    assert!(
        !r["options"]
            .as_array()
            .unwrap()
            .iter()
            .any(|o| o["key"] == "shortcut"),
        "{r}"
    );
    let (status, _) = http(addr, "GET", "/api/rules?preset=snakes-and-ladders", None).await;
    assert_eq!(status, 400);
    // The rules page itself is the app's page.
    let (status, _) = http(addr, "GET", "/rules/chopat", None).await;
    assert_eq!(status, 200);
    srv.task.abort();
}

#[tokio::test]
async fn a_finished_game_is_reviewed_once_and_the_review_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    // Not before the end.
    let playing = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "bot:easy"]}),
    )
    .await;
    let pid = playing["game"].as_str().unwrap();
    let (status, v) = http(addr, "POST", &format!("/api/games/{pid}/analysis"), None).await;
    assert_eq!(status, 409, "{v}");
    assert_eq!(v["error"]["code"], "not_over");
    let (status, v) = http(addr, "POST", "/api/games/nope/analysis", None).await;
    assert_eq!(status, 404, "{v}");

    let g = create(
        addr,
        json!({"preset": "chopat", "players": 2, "options": ["max_turns=30"],
               "seats": ["bot:random", "bot:easy"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let mut ws = connect(addr).await;
    send(&mut ws, json!({"type": "hello", "game": id})).await;
    state_where(&mut ws, |s| s["status"] == "over").await;
    let path = format!("/api/games/{id}/analysis");
    let (status, v) = http(addr, "GET", &path, None).await;
    assert_eq!((status, &v["status"]), (200, &json!("none")), "{v}");
    let (status, v) = http(addr, "POST", &path, None).await;
    assert_eq!(status, 202, "{v}");
    assert_eq!(v["status"], "running");
    let mut done = Value::Null;
    for _ in 0..600 {
        let (_, v) = http(addr, "GET", &path, None).await;
        assert_ne!(v["status"], "failed", "{v}");
        if v["status"] == "done" {
            done = v;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let review = &done["review"];
    let (_, rec) = http(addr, "GET", &format!("/api/games/{id}/record"), None).await;
    let moves = rec["record"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e.get("move").is_some())
        .count();
    assert_eq!(
        review["decisions"].as_array().unwrap().len(),
        moves,
        "{done}"
    );
    // One summary per seat that decided or threw at least once (in a short game a
    // seat may never have had a move), in seat order, with its luck and accuracy.
    let mut deciding: Vec<u64> = review["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .chain(review["throws"].as_array().unwrap())
        .map(|d| d["seat"].as_u64().unwrap())
        .collect();
    deciding.sort_unstable();
    deciding.dedup();
    let summarised: Vec<u64> = review["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["seat"].as_u64().unwrap())
        .collect();
    assert_eq!(summarised, deciding, "{done}");
    for p in review["players"].as_array().unwrap() {
        assert!(p["luck"].is_number() && p.get("accuracy").is_some(), "{p}");
    }
    // Asked again, the stored review answers at once; the same after a restart.
    let (status, again) = http(addr, "POST", &path, None).await;
    assert_eq!(status, 200);
    assert_eq!(again["review"], *review);
    srv.task.abort();
    drop(srv);
    let srv = server(&dir).await;
    let (status, kept) = http(srv.addr, "GET", &path, None).await;
    assert_eq!((status, &kept["review"]), (200, review));
    srv.task.abort();
}

/// `{"type":"hint","all":true}` (the page's tutor) answers every distinct legal action
/// of the decision, best first, with its value and where it comes from (`evaluation`);
/// without `all` a hint lists at most 3;
/// an `all` that is not a boolean is refused with a clear error.
#[tokio::test]
async fn hint_all_lists_every_legal_action_best_first() {
    let dir = tempfile::tempdir().unwrap();
    // A deadline no debug build's search reaches, so that no value is cut short (a cut
    // search keeps the best first but not the order of the rest).
    let srv = server_with(&dir, |c| c.bot_deadline = Duration::from_secs(15)).await;
    let addr = srv.addr;
    let g = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "human"], "options": ["order=fixed"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let mut ws = connect(addr).await;
    send(
        &mut ws,
        json!({"type": "hello", "game": id, "tokens": [token(&g, 0), token(&g, 1)]}),
    )
    .await;
    let mut s = state_where(&mut ws, |s| s["status"] == "playing").await;
    // Play the first legal action until a decision has more actions than a plain hint
    // lists (the dice are the server's: how long that takes differs from run to run).
    let (v, legal) = loop {
        assert_ne!(
            s["status"], "over",
            "no decision with 4 or more actions in a game"
        );
        let v = s["version"].clone();
        if s["can_throw"] == true {
            send(&mut ws, json!({"type": "throw", "version": v})).await;
        } else {
            let legal = s["legal"]
                .as_array()
                .expect("legal actions for my seat")
                .clone();
            if legal.len() > 3 {
                break (v, legal);
            }
            let a = legal[0]["action"].as_str().unwrap();
            send(&mut ws, json!({"type": "act", "version": v, "action": a})).await;
        }
        let want = v.as_u64().unwrap() + 1;
        s = state_where(&mut ws, |s| s["version"].as_u64() >= Some(want)).await;
    };
    let mut wanted: Vec<&str> = legal
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    wanted.sort_unstable();

    send(&mut ws, json!({"type": "hint", "version": v, "all": true})).await;
    let h = recv_type(&mut ws, "hint").await;
    assert_eq!(h["version"], v);
    assert_eq!(h["all"], true, "{h}");
    // Pieces still to enter: no race of the endgame table, so the search's estimate.
    assert_eq!(h["evaluation"], "search", "{h}");
    let actions = h["actions"].as_array().unwrap();
    let mut got: Vec<&str> = actions
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    got.sort_unstable();
    assert_eq!(got, wanted, "every legal action once: {h}");
    let values: Vec<f64> = actions
        .iter()
        .map(|a| a["value"].as_f64().unwrap())
        .collect();
    assert!(values.iter().all(|x| (0.0..=1.0).contains(x)), "{values:?}");
    assert!(
        values.windows(2).all(|w| w[0] >= w[1]),
        "best first: {values:?}"
    );
    assert!(
        actions.iter().all(|a| a["info"]["pieces"].is_array()),
        "{h}"
    );

    // Without `all`: the best 3, the same first one.
    send(&mut ws, json!({"type": "hint", "version": v})).await;
    let three = recv_type(&mut ws, "hint").await;
    assert!(three.get("all").is_none(), "{three}");
    assert_eq!(three["actions"].as_array().unwrap().len(), 3, "{three}");
    assert_eq!(three["actions"][0]["action"], actions[0]["action"]);

    // `all` must be a boolean.
    send(&mut ws, json!({"type": "hint", "version": v, "all": "yes"})).await;
    let e = recv_type(&mut ws, "error").await;
    assert_eq!(e["code"], "bad_request", "{e}");
    assert!(e["message"].as_str().unwrap().contains("\"all\""), "{e}");
}
