//! Several `pachisi serve` processes on one PostgreSQL database (issue 31,
//! docs/deploy.md "Several instances"): three instances, a game of four people whose
//! clients are spread over them, and a game of bots; the instance that created both
//! (and holds their leases) is killed with SIGKILL mid-game. Both games finish on the
//! other instances: the clients reconnect by themselves, each client sees every event
//! once and in order (the same event under each number, every number), the bots
//! resume once the lease expires, and both records verify (`pachisi verify`). Then a
//! rolling restart's step: a second instance stopped with SIGTERM mid-game hands its
//! leases over, and the last instance finishes its bot game.
//!
//! A second, shorter test checks that presence is shared: two instances, a player on
//! each, each sees the other connected, then gone when the other closes its page,
//! and gone once the rows of a killed instance expire.
//!
//! Needs `PACHISI_TEST_POSTGRES` (.ci/postgres.sh); skipped with a message without it.

mod common;

use common::{http, serve};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::net::TcpStream;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tungstenite::Message;

type Ws = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

/// A database of its own on the test cluster (`tag` tells the tests apart).
fn database(base: &str, tag: &str) -> String {
    let name = format!("pachisi_multi_{tag}_{}", std::process::id());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let (client, conn) = tokio_postgres::connect(base, tokio_postgres::NoTls)
            .await
            .expect("PACHISI_TEST_POSTGRES: cannot connect");
        let task = tokio::spawn(conn);
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .await
            .unwrap();
        drop(client);
        let _ = task.await;
    });
    let head = base.split('?').next().unwrap();
    let server = head.rsplit_once('/').map_or(head, |(s, _)| s);
    format!("{server}/{name}")
}

/// The record of game `id` once it is over (its seed revealed), read from `addr`; fails
/// after five minutes, showing the game as it was (`before`).
fn finished_record(addr: &str, id: &str, before: &Value) -> Value {
    let start = Instant::now();
    loop {
        let (_, rec) = http(addr, "GET", &format!("/api/games/{id}/record"), None);
        if rec["fairness"]["seed"].is_string() {
            return rec;
        }
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "game not over: {before}"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// A WebSocket to `addr` with `hello` sent, or `None` when the instance is gone.
fn join(addr: &str, id: &str, token: &str) -> Option<Ws> {
    let (mut ws, _) = tungstenite::connect(format!("ws://{addr}/ws")).ok()?;
    if let tungstenite::stream::MaybeTlsStream::Plain(s) = ws.get_ref() {
        s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    }
    let hello = json!({"type": "hello", "game": id, "token": token});
    ws.send(Message::text(hello.to_string())).ok()?;
    Some(ws)
}

/// The kinds of log lines that are events (the others are notes: away, back).
const EVENT_KINDS: [&str; 7] = [
    "throw",
    "order-throw",
    "move",
    "pass",
    "resign",
    "abort",
    "leave",
];

/// What one client saw: each event's log line by number, and the versions of the
/// states in the order they came.
#[derive(Default)]
struct Seen {
    events: BTreeMap<u64, Value>,
    versions: Vec<u64>,
    reconnects: u32,
}

/// One player: connects to `addrs[first]`, plays whenever its seat is to move (the
/// first legal action), and on a lost connection goes to the next instance. Returns
/// what it saw when the game is over.
fn player(
    addrs: Vec<String>,
    first: usize,
    id: String,
    token: String,
    top: Arc<AtomicU64>,
) -> Seen {
    let mut seen = Seen::default();
    let mut at = first;
    let start = Instant::now();
    'connect: loop {
        assert!(start.elapsed() < Duration::from_secs(600), "game not over");
        let Some(mut ws) = join(&addrs[at], &id, &token) else {
            at = (at + 1) % addrs.len();
            seen.reconnects += 1;
            std::thread::sleep(Duration::from_millis(100));
            continue;
        };
        loop {
            let msg = match ws.read() {
                Ok(Message::Text(t)) => serde_json::from_str::<Value>(t.as_str()).unwrap(),
                Ok(_) => continue,
                Err(_) => {
                    // The instance died (or closed): reconnect to the next one.
                    at = (at + 1) % addrs.len();
                    seen.reconnects += 1;
                    continue 'connect;
                }
            };
            match msg["type"].as_str() {
                Some("error") => {
                    // Another client's event came first, through another instance.
                    let code = msg["code"].as_str().unwrap_or("");
                    assert!(["stale_version", "not_your_turn"].contains(&code), "{msg}");
                    continue;
                }
                Some("state") => {}
                _ => continue,
            }
            let v = msg["version"].as_u64().unwrap();
            if let Some(&last) = seen.versions.last() {
                assert!(v >= last, "version {v} after {last}");
            }
            seen.versions.push(v);
            top.fetch_max(v, Ordering::SeqCst);
            for line in msg["log"].as_array().unwrap() {
                if !EVENT_KINDS.contains(&line["kind"].as_str().unwrap_or("")) {
                    continue;
                }
                let n = line["n"].as_u64().unwrap();
                match seen.events.get(&n) {
                    Some(old) => assert_eq!(old, line, "event {n} changed"),
                    None => {
                        seen.events.insert(n, line.clone());
                    }
                }
            }
            if msg["status"] != "playing" && msg["status"] != "waiting" {
                return seen;
            }
            let action = if msg["can_throw"] == true {
                json!({"type": "throw", "version": v})
            } else if let Some(a) = msg["legal"].as_array().and_then(|l| l.first()) {
                json!({"type": "act", "version": v, "action": a["action"]})
            } else {
                continue;
            };
            if ws.send(Message::text(action.to_string())).is_err() {
                at = (at + 1) % addrs.len();
                seen.reconnects += 1;
                continue 'connect;
            }
        }
    }
}

/// `pachisi verify` on a record: it verifies.
fn verifies(dir: &std::path::Path, rec: &Value) {
    let path = dir.join("record.json");
    std::fs::write(&path, rec.to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.starts_with("verified"), "{stdout}");
}

#[test]
fn a_killed_owner_loses_no_event_and_its_games_finish_elsewhere() {
    let Ok(base) = std::env::var("PACHISI_TEST_POSTGRES") else {
        eprintln!("multi: skipped (PACHISI_TEST_POSTGRES is not set; see .ci/postgres.sh)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = database(&base, "kill");
    let (mut a, addr_a) = serve(&db, 50);
    let (b, addr_b) = serve(&db, 50);
    let (c, addr_c) = serve(&db, 50);

    // Both games are created on A, which takes their leases (the clock and the bots
    // are driven there).
    let (status, people) = http(
        &addr_a,
        "POST",
        "/api/games",
        Some(&json!({"preset": "pachisi", "players": 4, "clock": 600,
                      "seats": ["human", "human", "human", "human"]})),
    );
    assert_eq!(status, 200, "{people}");
    let (status, bots) = http(
        &addr_a,
        "POST",
        "/api/games",
        Some(&json!({"preset": "pachisi", "players": 4,
                      "seats": ["bot:random", "bot:random", "bot:random", "bot:random"]})),
    );
    assert_eq!(status, 200, "{bots}");
    let id = people["game"].as_str().unwrap().to_string();
    let bots_id = bots["game"].as_str().unwrap().to_string();

    // Four clients over the three instances: seats 1 and 4 on A, 2 on B, 3 on C.
    // After A dies, A's clients go on to B.
    let addrs = vec![addr_a.clone(), addr_b.clone(), addr_c.clone()];
    let top = Arc::new(AtomicU64::new(0));
    let players: Vec<_> = [0usize, 1, 2, 0]
        .into_iter()
        .enumerate()
        .map(|(seat, first)| {
            let token = people["seats"][seat]["token"].as_str().unwrap().to_string();
            let (addrs, id, top) = (addrs.clone(), id.clone(), top.clone());
            std::thread::spawn(move || player(addrs, first, id, token, top))
        })
        .collect();

    // Mid-game, kill A without warning.
    let start = Instant::now();
    while top.load(Ordering::SeqCst) < 40 {
        assert!(start.elapsed() < Duration::from_secs(120), "no play");
        std::thread::sleep(Duration::from_millis(20));
    }
    let (_, before) = http(&addr_b, "GET", &format!("/api/games/{bots_id}"), None);
    a.kill().unwrap(); // SIGKILL
    a.wait().unwrap();
    let killed_at = top.load(Ordering::SeqCst);

    let seen: Vec<Seen> = players.into_iter().map(|p| p.join().unwrap()).collect();
    let (status, rec) = http(&addr_c, "GET", &format!("/api/games/{id}/record"), None);
    assert_eq!(status, 200, "{rec}");
    let events = rec["record"]["events"].as_array().unwrap();
    assert!(
        events.len() as u64 > killed_at,
        "the game went on after the kill"
    );
    for (seat, s) in seen.iter().enumerate() {
        // Every event once (one line per number, never a different one) and in order
        // (versions never go back); every number from the first to the last.
        let numbers: Vec<u64> = s.events.keys().copied().collect();
        assert_eq!(
            numbers,
            (0..events.len() as u64).collect::<Vec<_>>(),
            "seat {seat}"
        );
        if seat == 0 || seat == 3 {
            assert!(s.reconnects >= 1, "seat {seat} was on A");
        }
    }
    verifies(dir.path(), &rec);

    // The bot game was A's: after its lease expires, B or C takes it over and the bots
    // play it to the end.
    let rec = finished_record(&addr_b, &bots_id, &before);
    let n = rec["record"]["events"].as_array().unwrap().len() as u64;
    assert!(
        before["version"].as_u64().is_some_and(|v| v < n),
        "the bots went on after the kill: {before}"
    );
    verifies(dir.path(), &rec);

    // A rolling restart: B is stopped cleanly (SIGTERM) in the middle of a bot game it
    // drives; it hands its leases over and exits, and C finishes the game.
    let (status, bots) = http(
        &addr_b,
        "POST",
        "/api/games",
        Some(&json!({"preset": "pachisi", "players": 4,
                      "seats": ["bot:random", "bot:random", "bot:random", "bot:random"]})),
    );
    assert_eq!(status, 200, "{bots}");
    let bots_id = bots["game"].as_str().unwrap().to_string();
    let start = Instant::now();
    let before = loop {
        let (_, g) = http(&addr_c, "GET", &format!("/api/games/{bots_id}"), None);
        if g["version"].as_u64().is_some_and(|v| v >= 20) {
            break g;
        }
        assert!(start.elapsed() < Duration::from_secs(120), "no play: {g}");
        std::thread::sleep(Duration::from_millis(50));
    };
    let term = Command::new("kill")
        .args(["-TERM", &b.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let mut b = b;
    assert!(b.wait().unwrap().success(), "a clean stop exits 0");
    let rec = finished_record(&addr_c, &bots_id, &before);
    verifies(dir.path(), &rec);
    let mut c = c;
    c.kill().unwrap();
    c.wait().unwrap();
}

/// Read states from `ws` until one satisfies `want`, failing after `within` (a bound
/// for a broken server, not a measure of speed) with the last state seen.
fn state_where(ws: &mut Ws, within: Duration, want: impl Fn(&Value) -> bool) -> Value {
    let start = Instant::now();
    let mut last = Value::Null;
    loop {
        assert!(
            start.elapsed() < within,
            "no such state within {within:?}; the last: {last}"
        );
        match ws.read() {
            Ok(Message::Text(t)) => {
                let v: Value = serde_json::from_str(t.as_str()).unwrap();
                if v["type"] == "state" {
                    if want(&v) {
                        return v;
                    }
                    last = v;
                }
            }
            Ok(_) => {}
            // The read timeout: nothing new yet.
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(e) => panic!("connection lost: {e}; the last state: {last}"),
        }
    }
}

/// A `pachisi serve` process, killed when dropped (so a failing test leaves none).
struct Instance(std::process::Child);

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Whether seat `seat` shows as connected in state `s`.
fn connected(s: &Value, seat: usize) -> bool {
    s["seats"][seat]["connected"] == true
}

/// Presence is shared through the database (issue 31, docs/deploy.md "Several
/// instances"): two instances, a game of two people with one player's WebSocket on
/// each. Each player sees the other connected; when one closes the page the other
/// sees that seat disconnected; and when an instance holding a connected player is
/// killed (SIGKILL), the survivor shows that seat disconnected once the dead
/// instance's presence rows expire (three lease lengths).
#[test]
fn each_instance_shows_the_players_connected_to_the_others() {
    let Ok(base) = std::env::var("PACHISI_TEST_POSTGRES") else {
        eprintln!("multi: skipped (PACHISI_TEST_POSTGRES is not set; see .ci/postgres.sh)");
        return;
    };
    let db = database(&base, "presence");
    let (x, addr_x) = serve(&db, 50);
    let (y, addr_y) = serve(&db, 50);
    let (_x, mut y) = (Instance(x), Instance(y));
    let (status, g) = http(
        &addr_x,
        "POST",
        "/api/games",
        Some(&json!({"preset": "ludo", "players": 2, "seats": ["human", "human"]})),
    );
    assert_eq!(status, 200, "{g}");
    let id = g["game"].as_str().unwrap();
    let token = |seat: usize| g["seats"][seat]["token"].as_str().unwrap().to_string();
    let bound = Duration::from_secs(120);

    // Seat 1's player on X, seat 2's on Y: each sees the other connected.
    let mut one = join(&addr_x, id, &token(0)).expect("X answers");
    let mut two = join(&addr_y, id, &token(1)).expect("Y answers");
    state_where(&mut one, bound, |s| connected(s, 0) && connected(s, 1));
    state_where(&mut two, bound, |s| connected(s, 0) && connected(s, 1));

    // Seat 2's player closes the page: X shows seat 2 gone, seat 1 still there.
    two.close(None).unwrap();
    drop(two);
    state_where(&mut one, bound, |s| connected(s, 0) && !connected(s, 1));

    // Back on Y; then Y is killed without warning. Its presence row of seat 2 is no
    // longer renewed: once it expires, X removes it and shows seat 2 gone.
    let _two = join(&addr_y, id, &token(1)).expect("Y answers");
    state_where(&mut one, bound, |s| connected(s, 1));
    y.0.kill().unwrap(); // SIGKILL
    y.0.wait().unwrap();
    state_where(&mut one, bound, |s| connected(s, 0) && !connected(s, 1));
}
