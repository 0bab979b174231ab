//! A bounded load test of `pachisi serve` on loopback, with its own client.
//!
//! ```text
//! cargo run --release -p pachisi-server --example loadtest -- [--games 200] [--seconds 60]
//!     [--preset mixed|pachisi|pachisi-seven|chopat|chaupar] [--max-turns 30] [--think-ms 0]
//!     [--seed 1] [--quick 0] [--instances 1 --db postgres://…]
//! ```
//!
//! The example starts the server as a child process (this same executable with
//! `--serve DB`, listening on `127.0.0.1:0`, a temporary SQLite file, bot delay 0), so
//! that the server's peak RSS (`VmHWM` of `/proc/<pid>/status`) is measured apart from
//! the client's. The client keeps `--games` games going at once; every seat of every
//! game is a human seat played over its own WebSocket with random legal intents (a
//! throw when a throw is due, else a random entry of `legal`). When a game ends, its
//! slot creates a fresh game. Games are created with `max_turns=30` (adjudicated after
//! 30 turns, about 70–110 events) so that they end within a short test and slots are
//! recycled; `--max-turns 0` keeps the variant's default (5000: full games of
//! 700–900 events). After `--seconds` the client stops acting, reports and
//! stops the server.
//!
//! `--quick N` adds N signed-in quick-match clients (issue 30): each signs up once
//! (its own account, cookie session), then until the deadline puts a ticket for
//! 2-player Ludo in the queue (`POST /api/match`), polls it every 500 ms until it is
//! paired, and plays the game it is seated at over a WebSocket carrying its session,
//! like the other seats (full games: quick-match tables take no options). The report
//! adds the tickets, how many were paired and the wait from ticket to table.
//!
//! `--instances N` (with `--db`, a PostgreSQL URL of an empty database) starts N server
//! children on that one database (docs/deploy.md, "Several instances") and spreads
//! each game over them: the game is created on instance `slot % N` and seat `i`
//! connects to instance `(slot + i) % N`, so with two instances or more every game has
//! players on two instances and each event reaches half of them through PostgreSQL's
//! notices. `--db` alone runs one instance on that database. The CPU time reported is
//! the sum over the instances (PostgreSQL's own is not counted); the peak RSS is per
//! instance.
//!
//! Latency of an intent: from sending it to receiving, on the same connection, a
//! `state` message with a newer version. Delivery of an event: from the intent's
//! sending to each other seat of the game receiving the first `state` that shows it,
//! reported apart for seats on the sender's instance and on another instance (whose
//! states come through PostgreSQL's notice and a catch-up read). Every `error` message from the server and
//! every broken connection count as errors.

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::process::{Command, ExitCode, Stdio};
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

const PRESETS: [&str; 4] = ["pachisi", "pachisi-seven", "chopat", "chaupar"];

struct Opts {
    games: usize,
    seconds: u64,
    preset: String,
    max_turns: u32,
    think: Duration,
    seed: u64,
    quick: usize,
    instances: usize,
    /// A PostgreSQL URL (else a temporary SQLite file).
    db: Option<String>,
}

fn usage() -> ! {
    eprintln!(
        "usage: loadtest [--games N] [--seconds S] [--preset mixed|pachisi|pachisi-seven|chopat|chaupar] [--max-turns N] [--think-ms MS] [--seed N] [--quick N] [--instances N --db postgres://...]"
    );
    std::process::exit(2);
}

fn parse_opts(args: &[String]) -> Opts {
    let mut o = Opts {
        games: 200,
        seconds: 60,
        preset: "mixed".into(),
        max_turns: 30,
        think: Duration::ZERO,
        seed: 1,
        quick: 0,
        instances: 1,
        db: None,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut val = || it.next().cloned().unwrap_or_else(|| usage());
        match a.as_str() {
            "--games" => o.games = val().parse().unwrap_or_else(|_| usage()),
            "--seconds" => o.seconds = val().parse().unwrap_or_else(|_| usage()),
            "--preset" => o.preset = val(),
            "--max-turns" => o.max_turns = val().parse().unwrap_or_else(|_| usage()),
            "--think-ms" => {
                o.think = Duration::from_millis(val().parse().unwrap_or_else(|_| usage()))
            }
            "--seed" => o.seed = val().parse().unwrap_or_else(|_| usage()),
            "--quick" => o.quick = val().parse().unwrap_or_else(|_| usage()),
            "--instances" => o.instances = val().parse().unwrap_or_else(|_| usage()),
            "--db" => o.db = Some(val()),
            "-h" | "--help" => usage(),
            _ => usage(),
        }
    }
    if o.games == 0 || o.seconds == 0 || o.instances == 0 {
        usage();
    }
    // Several instances share a PostgreSQL database; a SQLite file has one process.
    if o.instances > 1
        && !o
            .db
            .as_deref()
            .is_some_and(|d| d.starts_with("postgres://") || d.starts_with("postgresql://"))
    {
        eprintln!("--instances above 1 needs --db postgres://…");
        usage();
    }
    if o.preset != "mixed" && !PRESETS.contains(&o.preset.as_str()) {
        usage();
    }
    o
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--serve") {
        return serve_child(args.get(1).map(String::as_str).unwrap_or_else(|| usage()));
    }
    let opts = parse_opts(&args);
    match run(&opts) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("loadtest: {e}");
            ExitCode::from(2)
        }
    }
}

/// Child mode: run the server until stdin is closed.
fn serve_child(db: &str) -> ExitCode {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let running = match pachisi_server::start(pachisi_server::Config {
            addr: "127.0.0.1:0".into(),
            db: db.into(),
            bot_delay: Duration::ZERO,
            // One client makes every connection and game of the test.
            limits: pachisi_server::Limits {
                max_connections_per_client: 100_000,
                max_websockets_per_client: 100_000,
                ws_open_burst_per_client: 0,
                creates_per_minute: 0,
                password_burst_per_client: 0,
                password_burst_per_account: 0,
                ..Default::default()
            },
            ..Default::default()
        })
        .await
        {
            Ok(r) => r,
            Err(e) => {
                eprintln!("server: {e}");
                std::process::exit(2);
            }
        };
        println!("ADDR {}", running.addr);
        use std::io::Write;
        let _ = std::io::stdout().flush();
        // The parent holds our stdin; EOF means stop.
        let _ = tokio::task::spawn_blocking(|| {
            let mut sink = Vec::new();
            let _ = std::io::stdin().read_to_end(&mut sink);
        })
        .await;
    });
    ExitCode::SUCCESS
}

fn vm_hwm_kib(pid: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Counters shared by every client task.
#[derive(Default)]
struct Stats {
    started: AtomicU64,
    finished: AtomicU64,
    actions: AtomicU64,
    throws: AtomicU64,
    moves: AtomicU64,
    errors: AtomicU64,
    state_messages: AtomicU64,
    latencies_us: Mutex<Vec<u32>>,
    /// From an intent's sending to another seat of the game seeing its event: seats
    /// on the sender's instance, and on another instance (through PostgreSQL).
    delivery_same_us: Mutex<Vec<u32>>,
    delivery_other_us: Mutex<Vec<u32>>,
    first_errors: Mutex<Vec<String>>,
    tickets: AtomicU64,
    paired: AtomicU64,
    polls: AtomicU64,
    pair_wait_ms: Mutex<Vec<u32>>,
    /// Quick-match seats whose game ended (two per table).
    quick_over: AtomicU64,
}

/// The intents sent in one game: version sent at → (when, sending seat, its instance).
type Sent = Mutex<std::collections::HashMap<u64, (Instant, usize, usize)>>;

/// What a seat of a spread game needs to time the delivery of the others' events:
/// the game's intents, this seat, its instance.
struct Watch {
    sent: Arc<Sent>,
    seat: usize,
    instance: usize,
}

impl Stats {
    fn error(&self, what: String) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        let mut f = self.first_errors.lock().unwrap_or_else(|e| e.into_inner());
        if f.len() < 10 {
            f.push(what);
        }
    }
}

/// A small deterministic generator (SplitMix64) for the random choices.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// One server child: the process, its pid and address.
struct Instance {
    child: std::process::Child,
    pid: String,
    addr: SocketAddr,
}

fn start_instance(db: &std::ffi::OsStr) -> Result<Instance, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .arg("--serve")
        .arg(db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    let pid = child.id().to_string();
    let mut line = String::new();
    BufReader::new(child.stdout.take().ok_or("no stdout")?)
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    let addr: SocketAddr = line
        .trim()
        .strip_prefix("ADDR ")
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| format!("server did not report its address: {line:?}"))?;
    if !addr.ip().is_loopback() {
        return Err(format!("refusing a non-loopback address {addr}"));
    }
    Ok(Instance { child, pid, addr })
}

fn run(opts: &Opts) -> Result<bool, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let db = match &opts.db {
        Some(url) => std::path::PathBuf::from(url),
        None => dir.path().join("loadtest.db"),
    };
    let mut instances = Vec::new();
    for _ in 0..opts.instances {
        instances.push(start_instance(db.as_os_str())?);
    }
    let addrs: Arc<Vec<SocketAddr>> = Arc::new(instances.iter().map(|i| i.addr).collect());
    let addr = addrs[0];
    let rss_idle: Vec<Option<u64>> = instances.iter().map(|i| vm_hwm_kib(&i.pid)).collect();

    let stats = Arc::new(Stats::default());
    let started = Instant::now();
    let deadline = started + Duration::from_secs(opts.seconds);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let cpu_of = |instances: &[Instance]| -> Option<u64> {
        instances.iter().map(|i| cpu_ticks(&i.pid)).sum()
    };
    let cpu_before = cpu_of(&instances);
    rt.block_on(async {
        let mut slots = Vec::new();
        for slot in 0..opts.games {
            let preset = if opts.preset == "mixed" {
                PRESETS[slot % PRESETS.len()].to_string()
            } else {
                opts.preset.clone()
            };
            let stats = stats.clone();
            let think = opts.think;
            let options: Vec<String> = if opts.max_turns > 0 {
                vec![format!("max_turns={}", opts.max_turns)]
            } else {
                vec![]
            };
            let seed = opts.seed.wrapping_mul(1_000_003).wrapping_add(slot as u64);
            let addrs = addrs.clone();
            slots.push(tokio::spawn(async move {
                let mut rng = Rng(seed);
                while Instant::now() < deadline {
                    if let Err(e) = one_game(
                        &addrs, slot, &preset, &options, &stats, &mut rng, think, deadline,
                    )
                    .await
                    {
                        stats.error(e);
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                }
            }));
        }
        for q in 0..opts.quick {
            let stats = stats.clone();
            let think = opts.think;
            let seed = opts.seed.wrapping_mul(2_000_003).wrapping_add(q as u64);
            slots.push(tokio::spawn(async move {
                let mut rng = Rng(seed);
                if let Err(e) = quick_client(addr, q, &stats, &mut rng, think, deadline).await {
                    stats.error(e);
                }
            }));
        }
        for s in slots {
            let _ = s.await;
        }
    });
    let elapsed = started.elapsed();
    let cpu_after = cpu_of(&instances);
    let rss_peak: Vec<Option<u64>> = instances.iter().map(|i| vm_hwm_kib(&i.pid)).collect();
    let client_peak = vm_hwm_kib("self");
    // Stop the servers: close their stdin, then wait (kill one that does not exit).
    for i in &mut instances {
        drop(i.child.stdin.take());
    }
    let stop = Instant::now();
    for i in &mut instances {
        loop {
            match i.child.try_wait() {
                Ok(Some(_)) => break,
                Ok(None) if stop.elapsed() < Duration::from_secs(5) => {
                    std::thread::sleep(Duration::from_millis(50))
                }
                _ => {
                    let _ = i.child.kill();
                    let _ = i.child.wait();
                    break;
                }
            }
        }
    }
    let db_size = std::fs::metadata(&db).map(|m| m.len()).unwrap_or(0)
        + std::fs::metadata(dir.path().join("loadtest.db-wal"))
            .map(|m| m.len())
            .unwrap_or(0);
    let mib = |k: &Option<u64>| k.map(|k| (k as f64 / 1024.0 * 10.0).round() / 10.0);
    let pids: Vec<&str> = instances.iter().map(|i| i.pid.as_str()).collect();

    let mut lat =
        std::mem::take(&mut *stats.latencies_us.lock().unwrap_or_else(|e| e.into_inner()));
    lat.sort_unstable();
    let pct = |p: f64| -> f64 {
        if lat.is_empty() {
            return 0.0;
        }
        let i = ((lat.len() as f64 - 1.0) * p).round() as usize;
        lat[i] as f64 / 1000.0
    };
    let delivery = |v: &Mutex<Vec<u32>>| {
        let mut d = std::mem::take(&mut *v.lock().unwrap_or_else(|e| e.into_inner()));
        d.sort_unstable();
        let at = |p: f64| {
            d.get(((d.len().max(1) - 1) as f64 * p).round() as usize)
                .map_or(0.0, |&us| us as f64 / 1000.0)
        };
        json!({"samples": d.len(), "p50": at(0.5), "p90": at(0.9), "p99": at(0.99), "max": at(1.0)})
    };
    let secs = elapsed.as_secs_f64();
    let actions = stats.actions.load(Ordering::Relaxed);
    let errors = stats.errors.load(Ordering::Relaxed);
    let mut waits =
        std::mem::take(&mut *stats.pair_wait_ms.lock().unwrap_or_else(|e| e.into_inner()));
    waits.sort_unstable();
    let wait_pct = |p: f64| -> u32 {
        if waits.is_empty() {
            return 0;
        }
        waits[((waits.len() as f64 - 1.0) * p).round() as usize]
    };
    let report = json!({
        "server": format!(
            "{} child process(es) {} (this example with --serve) on {}, http://{addr}/…, bot delay 0",
            instances.len(),
            pids.join(", "),
            pachisi_server::store::shown(&db),
        ),
        "instances": instances.len(),
        "concurrent_games": opts.games,
        "connections": "one WebSocket per seat",
        "preset": opts.preset,
        "max_turns": if opts.max_turns > 0 { json!(opts.max_turns) } else { json!("variant default") },
        "think_ms": opts.think.as_millis() as u64,
        "seconds": (secs * 10.0).round() / 10.0,
        "games_started": stats.started.load(Ordering::Relaxed),
        "games_finished": stats.finished.load(Ordering::Relaxed),
        "actions": actions,
        "throws": stats.throws.load(Ordering::Relaxed),
        "moves": stats.moves.load(Ordering::Relaxed),
        "actions_per_second": (actions as f64 / secs).round(),
        "state_messages_received": stats.state_messages.load(Ordering::Relaxed),
        "errors": errors,
        "first_errors": *stats.first_errors.lock().unwrap_or_else(|e| e.into_inner()),
        "latency_ms": {
            "samples": lat.len(),
            "p50": pct(0.50),
            "p90": pct(0.90),
            "p99": pct(0.99),
            "max": lat.last().map(|&v| v as f64 / 1000.0).unwrap_or(0.0),
        },
        "delivery_ms": {
            "same_instance": delivery(&stats.delivery_same_us),
            "other_instance": delivery(&stats.delivery_other_us),
        },
        "server_peak_rss_mib": rss_peak.iter().map(mib).collect::<Vec<_>>(),
        "server_rss_after_start_mib": rss_idle.iter().map(mib).collect::<Vec<_>>(),
        "server_cpu_seconds": match (cpu_before, cpu_after) {
            (Some(a), Some(b)) => Some(((b - a) as f64 / 100.0 * 10.0).round() / 10.0),
            _ => None,
        },
        "client_peak_rss_mib": client_peak.map(|k| (k as f64 / 1024.0 * 10.0).round() / 10.0),
        "db_bytes": if opts.db.is_some() { None } else { Some(db_size) },
        "quick_match": {
            "clients": opts.quick,
            "tickets": stats.tickets.load(Ordering::Relaxed),
            "paired": stats.paired.load(Ordering::Relaxed),
            "polls": stats.polls.load(Ordering::Relaxed),
            "seats_played_to_the_end": stats.quick_over.load(Ordering::Relaxed),
            "wait_ms": {"p50": wait_pct(0.5), "p90": wait_pct(0.9), "max": waits.last().copied().unwrap_or(0)},
        },
    });
    println!(
        "{}",
        serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?
    );
    Ok(errors == 0)
}

/// utime + stime of a process, in clock ticks (USER_HZ, 100 on Linux).
fn cpu_ticks(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
}

/// A minimal HTTP/1.1 request; the body as JSON.
async fn http(addr: SocketAddr, method: &str, path: &str, body: &Value) -> Result<Value, String> {
    Ok(http_as(addr, method, path, Some(body), None).await?.1)
}

/// As [`http`], with an optional session cookie and no body for `None`: (the
/// answer's headers, its body).
async fn http_as(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&Value>,
    cookie: Option<&str>,
) -> Result<(String, Value), String> {
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let cookie = cookie
        .map(|c| format!("Cookie: pachisi_session={c}\r\n"))
        .unwrap_or_default();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{cookie}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&out);
    let (head, rest) = text.split_once("\r\n\r\n").ok_or("bad HTTP answer")?;
    let status = head.split_whitespace().nth(1).unwrap_or("?");
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        dechunk(rest).ok_or("bad chunked body")?
    } else {
        rest.to_string()
    };
    if status != "200" {
        return Err(format!("{method} {path}: HTTP {status}: {body}"));
    }
    let v = serde_json::from_str(&body).map_err(|e| format!("{method} {path}: {e}"))?;
    Ok((head.to_string(), v))
}

/// A signed-in quick-match player: sign up, then queue for 2-player Ludo, wait to be
/// paired and play the game, again and again until the deadline.
async fn quick_client(
    addr: SocketAddr,
    n: usize,
    stats: &Arc<Stats>,
    rng: &mut Rng,
    think: Duration,
    deadline: Instant,
) -> Result<(), String> {
    let name = format!("load{n}");
    let (head, _) = http_as(
        addr,
        "POST",
        "/api/account/signup",
        Some(&json!({"name": name, "password": "correct horse battery"})),
        None,
    )
    .await?;
    let cookie = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .starts_with("set-cookie: pachisi_session=")
                .then(|| l["set-cookie: pachisi_session=".len()..].to_string())
        })
        .and_then(|v| v.split(';').next().map(str::to_string))
        .ok_or("no session cookie")?;
    while Instant::now() < deadline {
        let asked = Instant::now();
        let (_, t) = http_as(
            addr,
            "POST",
            "/api/match",
            Some(&json!({"preset": "ludo", "players": 2})),
            Some(&cookie),
        )
        .await?;
        stats.tickets.fetch_add(1, Ordering::Relaxed);
        let ticket = t["ticket"].as_str().ok_or("no ticket")?.to_string();
        let paired = loop {
            if Instant::now() >= deadline {
                let _ = http_as(addr, "DELETE", &format!("/api/match/{ticket}"), None, None).await;
                return Ok(());
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
            let (_, v) = http_as(addr, "GET", &format!("/api/match/{ticket}"), None, None).await?;
            stats.polls.fetch_add(1, Ordering::Relaxed);
            if v["status"] == "paired" {
                break v;
            }
        };
        let wait = asked.elapsed().as_millis().min(u32::MAX as u128) as u32;
        stats.paired.fetch_add(1, Ordering::Relaxed);
        stats
            .pair_wait_ms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(wait);
        let id = paired["game"].as_str().ok_or("no game")?.to_string();
        let token = paired["token"].as_str().ok_or("no token")?.to_string();
        let seed = rng.next();
        let over = seat(
            addr,
            id,
            token,
            stats.clone(),
            Rng(seed),
            think,
            deadline,
            Some(&cookie),
            None,
        )
        .await?;
        if over {
            stats.quick_over.fetch_add(1, Ordering::Relaxed);
        }
    }
    Ok(())
}

fn dechunk(mut s: &str) -> Option<String> {
    let mut out = String::new();
    loop {
        let (len, rest) = s.split_once("\r\n")?;
        let n = usize::from_str_radix(len.trim(), 16).ok()?;
        if n == 0 {
            return Some(out);
        }
        out.push_str(rest.get(..n)?);
        s = rest.get(n + 2..)?;
    }
}

/// Create a game with human seats only and play it to the end (or the deadline).
#[allow(clippy::too_many_arguments)]
async fn one_game(
    addrs: &[SocketAddr],
    slot: usize,
    preset: &str,
    options: &[String],
    stats: &Arc<Stats>,
    rng: &mut Rng,
    think: Duration,
    deadline: Instant,
) -> Result<(), String> {
    // Every preset defaults to four players (Pachisi: two teams).
    let seats = 4;
    // Created on instance `slot % N`, seat i played through instance `(slot + i) % N`.
    let n = addrs.len();
    let created = http(
        addrs[slot % n],
        "POST",
        "/api/games",
        &json!({"preset": preset, "options": options, "seats": vec!["human"; seats]}),
    )
    .await?;
    stats.started.fetch_add(1, Ordering::Relaxed);
    let id = created["game"].as_str().ok_or("no game id")?.to_string();
    let tokens: Vec<String> = created["seats"]
        .as_array()
        .ok_or("no seats")?
        .iter()
        .filter_map(|s| s["token"].as_str().map(str::to_string))
        .collect();
    let sent: Arc<Sent> = Arc::default();
    let mut tasks = Vec::new();
    for (i, token) in tokens.into_iter().enumerate() {
        let (id, stats) = (id.clone(), stats.clone());
        let seed = rng.next();
        let instance = (slot + i) % n;
        let watch = Watch {
            sent: sent.clone(),
            seat: i,
            instance,
        };
        let addr = addrs[instance];
        tasks.push(tokio::spawn(async move {
            seat(
                addr,
                id,
                token,
                stats,
                Rng(seed),
                think,
                deadline,
                None,
                Some(watch),
            )
            .await
        }));
    }
    let mut over = true;
    for t in tasks {
        match t.await {
            Ok(Ok(o)) => over &= o,
            Ok(Err(e)) => {
                over = false;
                stats.error(format!("game {id}: {e}"));
            }
            Err(e) => {
                over = false;
                stats.error(format!("game {id}: task: {e}"));
            }
        }
    }
    if over {
        stats.finished.fetch_add(1, Ordering::Relaxed);
    }
    Ok(())
}

/// One seat's connection (with the player's session cookie, if signed in): act
/// whenever this seat is to move. Returns whether the game ended (false when the
/// deadline came first).
#[allow(clippy::too_many_arguments)]
async fn seat(
    addr: SocketAddr,
    id: String,
    token: String,
    stats: Arc<Stats>,
    mut rng: Rng,
    think: Duration,
    deadline: Instant,
    cookie: Option<&str>,
    watch: Option<Watch>,
) -> Result<bool, String> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut req = format!("ws://{addr}/ws")
        .into_client_request()
        .map_err(|e| e.to_string())?;
    if let Some(c) = cookie {
        let v = format!("pachisi_session={c}")
            .parse()
            .map_err(|_| "bad cookie".to_string())?;
        req.headers_mut().insert("cookie", v);
    }
    let (mut ws, _) = tokio_tungstenite::connect_async(req)
        .await
        .map_err(|e| format!("websocket: {e}"))?;
    ws.send(Message::text(
        json!({"type": "hello", "game": id, "token": token}).to_string(),
    ))
    .await
    .map_err(|e| format!("send: {e}"))?;
    // The version this connection last sent an intent for, and when.
    let mut sent: Option<(u64, Instant)> = None;
    // The newest version this connection has seen (None before its first state).
    let mut seen: Option<u64> = None;
    let result = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            break Ok(false);
        }
        let msg = match tokio::time::timeout(left, ws.next()).await {
            Err(_) => break Ok(false),
            Ok(None) => break Err("connection closed by the server".to_string()),
            Ok(Some(Err(e))) => break Err(format!("websocket: {e}")),
            Ok(Some(Ok(m))) => m,
        };
        let Message::Text(text) = msg else { continue };
        let v: Value = serde_json::from_str(text.as_str()).map_err(|e| e.to_string())?;
        match v["type"].as_str() {
            Some("state") => {}
            Some("error") => {
                stats.error(format!("{}: {}", v["code"], v["message"]));
                // Ask for the state again so that the seat does not stall.
                sent = None;
                ws.send(Message::text(json!({"type": "state"}).to_string()))
                    .await
                    .map_err(|e| format!("send: {e}"))?;
                continue;
            }
            // Chat history, presence and the like: not about the board.
            Some(_) => continue,
            None => {
                stats.error("a message without a type".to_string());
                continue;
            }
        }
        stats.state_messages.fetch_add(1, Ordering::Relaxed);
        let version = v["version"].as_u64().ok_or("state without version")?;
        // The other seats' intents whose events this state is the first to show.
        if let (Some(w), Some(from)) = (&watch, seen)
            && version > from
        {
            let now = Instant::now();
            let sent_by = w.sent.lock().unwrap_or_else(|e| e.into_inner());
            for k in from..version {
                if let Some(&(when, by, instance)) = sent_by.get(&k)
                    && by != w.seat
                {
                    let us = now.duration_since(when).as_micros().min(u32::MAX as u128) as u32;
                    let into = if instance == w.instance {
                        &stats.delivery_same_us
                    } else {
                        &stats.delivery_other_us
                    };
                    into.lock().unwrap_or_else(|e| e.into_inner()).push(us);
                }
            }
        }
        seen = Some(seen.map_or(version, |s| s.max(version)));
        if let Some((at, when)) = sent
            && version > at
        {
            let us = when.elapsed().as_micros().min(u32::MAX as u128) as u32;
            stats
                .latencies_us
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(us);
            sent = None;
        }
        match v["status"].as_str() {
            Some("over") => break Ok(true),
            Some("playing") => {}
            _ => continue,
        }
        if sent.is_some_and(|(at, _)| at == version) {
            continue; // already asked at this version
        }
        let (intent, counter) = if v["can_throw"] == json!(true) {
            (json!({"type": "throw", "version": version}), &stats.throws)
        } else if let Some(legal) = v["legal"].as_array().filter(|l| !l.is_empty()) {
            let a = legal[rng.below(legal.len())]["action"]
                .as_str()
                .ok_or("legal entry without action")?;
            (
                json!({"type": "act", "version": version, "action": a}),
                &stats.moves,
            )
        } else {
            continue; // someone else's turn
        };
        if !think.is_zero() {
            tokio::time::sleep(think).await;
        }
        if Instant::now() >= deadline {
            break Ok(false);
        }
        stats.actions.fetch_add(1, Ordering::Relaxed);
        counter.fetch_add(1, Ordering::Relaxed);
        sent = Some((version, Instant::now()));
        if let Some(w) = &watch {
            w.sent
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(version, (Instant::now(), w.seat, w.instance));
        }
        ws.send(Message::text(intent.to_string()))
            .await
            .map_err(|e| format!("send: {e}"))?;
    };
    let _ = ws.close(None).await;
    result
}
