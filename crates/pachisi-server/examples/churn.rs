//! Memory after many games: create and finish N all-bot games (default 10,000) on an
//! in-process server, let finished games leave memory, and report the resident memory
//! before, at the peak and after (docs/performance.md, "Server memory").
//!
//! ```text
//! cargo run --release -p pachisi-server --example churn -- [--games 10000] [--batch 250]
//! ```
//!
//! Games are 2-player `chaupar` and `chopat` with random bots and `max_turns=30`, so
//! that they end quickly; creation is not rate-limited here (one client makes them
//! all) and finished games are dropped from memory at once (`idle_evict` 0).

use pachisi_server::{Config, Limits, start};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

fn status_kib(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

async fn http(addr: SocketAddr, method: &str, path: &str, body: &str) -> Value {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out).into_owned();
    let body = text.split_once("\r\n\r\n").map(|x| x.1).unwrap_or("");
    serde_json::from_str(body).unwrap_or(Value::Null)
}

#[tokio::main]
async fn main() {
    let mut games = 10_000usize;
    let mut batch = 250usize;
    let args: Vec<String> = std::env::args().skip(1).collect();
    for w in args.chunks(2) {
        match (w[0].as_str(), w.get(1).and_then(|v| v.parse().ok())) {
            ("--games", Some(n)) => games = n,
            ("--batch", Some(n)) => batch = n,
            _ => {
                eprintln!("usage: churn [--games N] [--batch N]");
                std::process::exit(2);
            }
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let srv = start(Config {
        addr: "127.0.0.1:0".into(),
        db: dir.path().join("churn.db"),
        bot_delay: Duration::ZERO,
        limits: Limits {
            creates_per_minute: 0,
            max_connections_per_client: 100_000,
            max_websockets_per_client: 100_000,
            idle_evict: Duration::ZERO,
            sweep_every: Duration::from_millis(200),
            ..Limits::default()
        },
        ..Config::default()
    })
    .await
    .unwrap();
    let addr = srv.addr;
    // Warm up (first allocations, page cache of the embedded assets).
    let _ = http(addr, "GET", "/api/variants", "").await;
    let baseline = status_kib("VmRSS:");
    let started = Instant::now();
    let mut made = 0;
    while made < games {
        let n = batch.min(games - made);
        let mut ids = Vec::with_capacity(n);
        for k in 0..n {
            let preset = if (made + k) % 2 == 0 {
                "chaupar"
            } else {
                "chopat"
            };
            let v = http(
                addr,
                "POST",
                "/api/games",
                &json!({"preset": preset, "players": 2, "options": ["max_turns=30"],
                        "seats": ["bot:random", "bot:random"]})
                .to_string(),
            )
            .await;
            ids.push(v["game"].as_str().expect("created").to_string());
        }
        // Wait for the batch to end.
        for id in &ids {
            loop {
                let s = http(addr, "GET", &format!("/api/games/{id}"), "").await;
                if s["status"] == "over" {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        made += n;
    }
    let peak = status_kib("VmHWM:");
    // Let the sweeper drop the finished games.
    for _ in 0..100 {
        if srv.app.rooms_in_memory() == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = status_kib("VmRSS:");
    println!(
        "{games} games created and finished in {:.1} s; games in memory after: {}",
        started.elapsed().as_secs_f64(),
        srv.app.rooms_in_memory()
    );
    println!(
        "resident memory: baseline {:.1} MiB, peak {:.1} MiB, after {:.1} MiB ({:+.1} MiB)",
        baseline as f64 / 1024.0,
        peak as f64 / 1024.0,
        after as f64 / 1024.0,
        (after as f64 - baseline as f64) / 1024.0
    );
}
