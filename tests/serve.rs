//! `pachisi serve` as a process: play some moves, kill the process with SIGKILL at a
//! random moment, start it again on the same database, and find every accepted event
//! and the same state. Also `pachisi verify` on a finished all-bot game.

mod common;

use common::{KillOnDrop, http, serve};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::Message;

type Ws = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

fn connect(addr: &str) -> Ws {
    let (ws, _) = tungstenite::connect(format!("ws://{addr}/ws")).expect("websocket");
    if let tungstenite::stream::MaybeTlsStream::Plain(s) = ws.get_ref() {
        s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    }
    ws
}

fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::text(v.to_string())).unwrap();
}

fn recv(ws: &mut Ws) -> Value {
    loop {
        if let Message::Text(t) = ws.read().expect("a message within 20 s") {
            return serde_json::from_str(t.as_str()).unwrap();
        }
    }
}

fn state_where(ws: &mut Ws, f: impl Fn(&Value) -> bool) -> Value {
    loop {
        let v = recv(ws);
        assert_ne!(v["type"], "error", "{v}");
        if v["type"] == "state" && f(&v) {
            return v;
        }
    }
}

fn mine(s: &Value) -> bool {
    s["can_throw"] == true || s["legal"].is_array()
}

#[test]
fn killed_server_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let (mut child, addr) = serve(&db, 0);
    let (status, g) = http(
        &addr,
        "POST",
        "/api/games",
        Some(&json!({"preset": "pachisi", "players": 2, "seats": ["human", "bot:random"]})),
    );
    assert_eq!(status, 200, "{g}");
    let id = g["game"].as_str().unwrap().to_string();
    let token = g["seats"][0]["token"].as_str().unwrap().to_string();
    let mut ws = connect(&addr);
    send(
        &mut ws,
        json!({"type": "hello", "game": id, "token": token}),
    );
    let mut s = state_where(&mut ws, |_| true);
    if !mine(&s) {
        s = state_where(&mut ws, mine);
    }
    // Accepted intents: (version they were sent at, what).
    let mut accepted = vec![];
    for _ in 0..15 {
        let v = s["version"].as_u64().unwrap();
        if s["can_throw"] == true {
            send(&mut ws, json!({"type": "throw", "version": v}));
            accepted.push((v, "throw".to_string()));
        } else {
            let a = s["legal"][0]["action"].as_str().unwrap().to_string();
            send(&mut ws, json!({"type": "act", "version": v, "action": a}));
            accepted.push((v, a));
        }
        s = state_where(&mut ws, |s| s["version"].as_u64() > Some(v) && mine(s));
    }
    // One more intent, and kill the process without waiting for its answer.
    let last_v = s["version"].as_u64().unwrap();
    if s["can_throw"] == true {
        send(&mut ws, json!({"type": "throw", "version": last_v}));
    } else {
        let a = s["legal"][0]["action"].clone();
        send(
            &mut ws,
            json!({"type": "act", "version": last_v, "action": a}),
        );
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();

    let (mut child, addr) = serve(&db, 0);
    let (status, rec) = http(&addr, "GET", &format!("/api/games/{id}/record"), None);
    assert_eq!(status, 200);
    let events = rec["record"]["events"].as_array().unwrap();
    // Every intent that was answered with a new state is in the record.
    for (v, what) in &accepted {
        let ev = &events[*v as usize];
        if what == "throw" {
            let seat = ev["throw"]["seat"].as_u64();
            assert!(seat == Some(0) || seat == Some(2), "event {v}: {ev}");
        } else {
            assert_eq!(ev["move"]["action"], what.as_str(), "event {v}: {ev}");
        }
    }
    assert!(events.len() as u64 >= last_v);
    // Reconnect: the state is the stored one, and play goes on.
    let mut ws = connect(&addr);
    send(
        &mut ws,
        json!({"type": "hello", "game": id, "token": token}),
    );
    let s2 = state_where(&mut ws, |_| true);
    // The restarted server resumes its bot seat, which may already have acted between
    // the record fetch and this connection: the state is at least the stored one, and
    // everything it shows is stored.
    let v2 = s2["version"].as_u64().unwrap();
    assert!(v2 >= events.len() as u64, "state {v2} behind the record");
    let (status, rec2) = http(&addr, "GET", &format!("/api/games/{id}/record"), None);
    assert_eq!(status, 200);
    let stored = rec2["record"]["events"].as_array().unwrap().len() as u64;
    assert!(
        stored >= v2,
        "state {v2} ahead of the stored record ({stored} events)"
    );
    if s2["version"] == s["version"] {
        for k in [
            "position",
            "pieces",
            "log",
            "legal",
            "can_throw",
            "last_throw",
        ] {
            assert_eq!(s2[k], s[k], "{k} differs after the restart");
        }
    }
    let s3 = if mine(&s2) {
        s2
    } else {
        state_where(&mut ws, mine)
    };
    let v = s3["version"].as_u64().unwrap();
    if s3["can_throw"] == true {
        send(&mut ws, json!({"type": "throw", "version": v}));
    } else {
        let a = s3["legal"][0]["action"].clone();
        send(&mut ws, json!({"type": "act", "version": v, "action": a}));
    }
    state_where(&mut ws, |s| s["version"].as_u64() > Some(v));
    child.kill().unwrap();
    child.wait().unwrap();
}

/// A human's turn clock goes on across a restart: it runs from when the last event
/// was stored, not from when the game was loaded again (with several instances on
/// PostgreSQL, the same load is a takeover; docs/deploy.md).
#[test]
fn a_turn_clock_goes_on_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let (child, addr) = serve(&db, 0);
    let mut child = KillOnDrop(child);
    let (status, g) = http(
        &addr,
        "POST",
        "/api/games",
        Some(
            &json!({"preset": "pachisi", "players": 2, "seats": ["human", "bot:random"], "clock": 600}),
        ),
    );
    assert_eq!(status, 200, "{g}");
    let id = g["game"].as_str().unwrap().to_string();
    let token = g["seats"][0]["token"].as_str().unwrap().to_string();
    let hello = json!({"type": "hello", "game": id, "token": token});
    let mut ws = connect(&addr);
    send(&mut ws, hello.clone());
    let mut s = state_where(&mut ws, mine);
    // The clock runs from the last event: play until there is one (a game's first
    // turn, before any event, starts its clock at the load, as before).
    while s["version"] == 0 {
        send(&mut ws, json!({"type": "throw", "version": 0}));
        s = state_where(&mut ws, |s| s["version"].as_u64() > Some(0) && mine(s));
    }
    let left = |s: &Value| {
        s["clock"]["left_ms"]
            .as_u64()
            .expect("the human's clock runs")
    };
    assert!(left(&s) <= 600_000, "{}", s["clock"]);
    // The human thinks for 3 s; then the server dies and comes back.
    std::thread::sleep(Duration::from_secs(3));
    child.0.kill().unwrap(); // SIGKILL
    child.0.wait().unwrap();
    let (child, addr) = serve(&db, 0);
    let _child = KillOnDrop(child);
    let mut ws = connect(&addr);
    send(&mut ws, hello);
    let s2 = state_where(&mut ws, |_| true);
    assert_eq!(s2["version"], s["version"], "nothing was played meanwhile");
    assert!(mine(&s2), "still the human's turn");
    // Before event times were stored, the clock started again at 600 s.
    assert!(
        left(&s2) <= 597_000,
        "the clock lost the 3 s before the restart: {}",
        s2["clock"]
    );
    assert!(left(&s2) > 0, "{}", s2["clock"]);
}

#[test]
fn finished_bot_game_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, addr) = serve(dir.path().join("games.db"), 0);
    let (_, g) = http(
        &addr,
        "POST",
        "/api/games",
        Some(&json!({"preset": "chopat", "players": 2, "seats": ["bot:random", "bot:medium"]})),
    );
    let id = g["game"].as_str().unwrap().to_string();
    let start = Instant::now();
    let rec = loop {
        let (_, rec) = http(&addr, "GET", &format!("/api/games/{id}/record"), None);
        if rec["fairness"]["seed"].is_string() {
            break rec;
        }
        assert!(start.elapsed() < Duration::from_secs(120), "game not over");
        std::thread::sleep(Duration::from_millis(100));
    };
    child.kill().unwrap();
    child.wait().unwrap();
    let path = dir.path().join("record.json");
    std::fs::write(&path, rec.to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.starts_with("verified"), "{stdout}");

    // Change one throw: exit 1 with the first mismatch.
    let mut bad = rec.clone();
    let events = bad["record"]["events"].as_array_mut().unwrap();
    let i = events
        .iter()
        .rposition(|e| e.get("throw").is_some())
        .unwrap();
    let up = events[i]["throw"]["up"].as_u64().unwrap();
    events[i]["throw"]["up"] = json!((up + 1) % 8);
    events[i]["throw"].as_object_mut().unwrap().remove("value");
    std::fs::write(&path, bad.to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(&format!("event {i}")), "{stderr}");
}

/// `pachisi db backup` copies a store while the server runs on it, checks the copy,
/// and refuses an existing target and a PostgreSQL URL with a clear message.
#[test]
fn db_backup_copies_a_served_store_and_checks_the_copy() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let copy = dir.path().join("backup.db");
    let (mut child, addr) = serve(&db, 0);
    let (status, g) = http(
        &addr,
        "POST",
        "/api/games",
        Some(&json!({"preset": "ludo", "players": 2, "seats": ["human", "bot:easy"]})),
    );
    assert_eq!(status, 200, "{g}");
    let backup = |to: &Path, from: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_pachisi"))
            .args(["db", "backup", "--db", from, "--to"])
            .arg(to)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // While the server runs (and holds the file open in WAL mode).
    let (code, stdout, stderr) = backup(&copy, db.to_str().unwrap());
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("backed up to"), "{stdout}");
    assert!(stdout.contains("1 games, no problem found"), "{stdout}");
    let (status, s) = http(&addr, "GET", "/api/health", None);
    assert_eq!((status, s["status"].as_str()), (200, Some("ok")), "{s}");
    child.kill().unwrap();
    child.wait().unwrap();
    let c = rusqlite::Connection::open(&copy).unwrap();
    let id: String = c
        .query_row("SELECT id FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(id, g["game"].as_str().unwrap());
    drop(c);
    // Never over an existing file; never a PostgreSQL URL.
    let (code, _, stderr) = backup(&copy, db.to_str().unwrap());
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("already exists"), "{stderr}");
    let (code, _, stderr) = backup(
        &dir.path().join("other.db"),
        "postgres://ann:s3cret@db.example/pachisi",
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("pg_dump") && !stderr.contains("s3cret"),
        "{stderr}"
    );
}

/// `pachisi db check`: 0 for a sound database, 1 with a line per damaged game, 2 for a
/// file that is no game database; `serve` on an empty file warns loudly.
#[test]
fn db_check_lists_damaged_games_and_serve_warns_about_an_empty_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let (mut child, addr) = serve(&db, 0);
    let mut ids = vec![];
    for _ in 0..2 {
        let (status, g) = http(
            &addr,
            "POST",
            "/api/games",
            Some(&json!({"preset": "chopat", "players": 2, "seats": ["human", "bot:easy"]})),
        );
        assert_eq!(status, 200, "{g}");
        ids.push(g["game"].as_str().unwrap().to_string());
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let check = |db: &Path| {
        let out = Command::new(env!("CARGO_BIN_EXE_pachisi"))
            .args(["db", "check", "--db"])
            .arg(db)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, stdout, _) = check(&db);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("2 games, no problem found"), "{stdout}");
    // Damage one game: its seat rows vanish.
    let c = rusqlite::Connection::open(&db).unwrap();
    c.execute("DELETE FROM seats WHERE game = ?1", [&ids[0]])
        .unwrap();
    drop(c);
    let (code, stdout, stderr) = check(&db);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(
        stdout.contains(&ids[0]) && stdout.contains("seat"),
        "{stdout}"
    );
    assert!(!stdout.contains(&ids[1]), "{stdout}");
    assert!(stderr.contains("1 problem"), "{stderr}");
    // Not a database at all.
    let junk = dir.path().join("junk.db");
    std::fs::write(&junk, "not sqlite at all, just text that is long enough").unwrap();
    assert_eq!(check(&junk).0, Some(2));
    // An empty file: `check` says so; `serve` starts, but warns.
    let empty = dir.path().join("empty.db");
    std::fs::write(&empty, "").unwrap();
    let (code, stdout, _) = check(&empty);
    assert_eq!(code, Some(1));
    assert!(stdout.contains("empty"), "{stdout}");
    let mut child = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(&empty)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert!(line.contains("http://127.0.0.1:"), "{line}");
    child.kill().unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    child.wait().unwrap();
    assert!(err.contains("WARNING") && err.contains("empty"), "{err}");
}

/// A database that lost a core table (`DROP TABLE events`) is refused at start with a
/// clear message and left as it was (no game is marked damaged); a file that only
/// lacks what later versions added (the `chat` table, a column) is still brought up
/// to date and served.
#[test]
fn serve_refuses_a_database_missing_a_core_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let (mut child, addr) = serve(&db, 0);
    let (status, g) = http(
        &addr,
        "POST",
        "/api/games",
        Some(&json!({"preset": "chopat", "players": 2, "seats": ["human", "bot:easy"]})),
    );
    assert_eq!(status, 200, "{g}");
    child.kill().unwrap();
    child.wait().unwrap();
    let old = dir.path().join("old.db");
    let c = rusqlite::Connection::open(&db).unwrap();
    c.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)").unwrap();
    std::fs::copy(&db, &old).unwrap();
    c.execute_batch("DROP TABLE events").unwrap();
    drop(c);
    let mut child = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(&db)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // It exits by itself; one that serves is stopped after a while (and fails).
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(60) {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("pachisi serve started on a database without an events table");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(!status.success(), "{stderr}");
    assert!(
        stderr.contains("is missing table events")
            && stderr.contains("not a whole pachisi database")
            && stderr.contains("pachisi db check"),
        "{stderr}"
    );
    let c = rusqlite::Connection::open(&db).unwrap();
    let damaged: i64 = c
        .query_row(
            "SELECT COUNT(*) FROM games WHERE damaged IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(damaged, 0);
    let events: i64 = c
        .query_row(
            "SELECT COUNT(*) FROM sqlite_master WHERE name = 'events'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(events, 0, "no empty events table was created");
    drop(c);
    // An older file: no chat table, no seat names. Migrated and served.
    let c = rusqlite::Connection::open(&old).unwrap();
    c.execute_batch("DROP TABLE chat; ALTER TABLE seats DROP COLUMN name;")
        .unwrap();
    drop(c);
    // `db check` (read-only) says the file is older and how to bring it up to date.
    let out = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args(["db", "check", "--db"])
        .arg(&old)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("written by an older pachisi (it has no column seats.name)")
            && stderr.contains("pachisi serve --db"),
        "{stderr}"
    );
    let (mut child, addr) = serve(&old, 0);
    let (status, s) = http(
        &addr,
        "GET",
        &format!("/api/games/{}", g["game"].as_str().unwrap()),
        None,
    );
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(status, 200, "{s}");
    assert!(s.get("damaged").is_none_or(|d| d.is_null()), "{s}");
    // Once served, the file is up to date and checks clean.
    let out = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args(["db", "check", "--db"])
        .arg(&old)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
