//! `pachisi bench`: engine speed per preset (random playouts on one thread and on
//! all threads, legal actions + apply on typical positions, MCTS simulations, and the
//! decision time of each bot and level).
//!
//! Timings depend on the machine and its load; nothing here is reproducible to the
//! digit. Build with `--release` (the profile is printed).

use crate::Failure;
use pachisi_bots::{Budget, Level, MctsBot, Rollout, bench_bot};
use pachisi_core::{
    ActionList, Game, Preset, State, Variant, random_playout, random_playout_from, seeded_rng,
};
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// Most seconds per measurement (`--seconds`): an hour. A whole bench makes about
/// twenty measurements.
pub const MAX_BENCH_SECONDS: f64 = 3600.0;

/// Counts of a timed run of random playouts.
#[derive(Clone, Copy, Default)]
struct Run {
    games: u64,
    actions: u64,
    throws: u64,
    secs: f64,
}

impl Run {
    fn add(&mut self, s: &State) {
        let c = s.counters();
        self.games += 1;
        self.actions += c.moves as u64;
        self.throws += c.throws as u64;
    }

    fn json(&self, threads: usize) -> Value {
        let per = |n: u64| n as f64 / self.secs.max(1e-9);
        json!({
            "threads": threads,
            "games": self.games,
            "seconds": self.secs,
            "games_per_s": per(self.games),
            "actions_per_s": per(self.actions),
            "throws_per_s": per(self.throws),
            "moves_per_s": per(self.actions + self.throws),
        })
    }
}

/// Random playouts for `secs` seconds on this thread; game i uses seeded_rng(seed, i).
fn playouts_for(game: &Game, seed: u64, secs: f64) -> Run {
    let mut run = Run::default();
    let start = Instant::now();
    let limit = Duration::from_secs_f64(secs);
    let mut i = 0;
    while start.elapsed() < limit {
        let mut rng = seeded_rng(seed, i);
        let s = random_playout(game, &mut rng);
        run.add(&s);
        i += 1;
    }
    run.secs = start.elapsed().as_secs_f64();
    run
}

/// Random playouts for `secs` seconds on every thread of the rayon pool.
fn playouts_parallel(game: &Game, secs: f64) -> (Run, usize) {
    let start = Instant::now();
    let runs = rayon::broadcast(|ctx| playouts_for(game, 1000 + ctx.index() as u64, secs));
    let mut total = Run::default();
    for r in &runs {
        total.games += r.games;
        total.actions += r.actions;
        total.throws += r.throws;
    }
    total.secs = start.elapsed().as_secs_f64();
    (total, runs.len())
}

/// Nanoseconds per `legal_actions_into` + `play_unchecked` on `positions`.
///
/// On position `k` the action applied is legal action number `k % len`
/// ([`pachisi_core::typical_choices`], worked out before the clock starts).
fn ns_per_legal_apply(game: &Game, positions: &[State], secs: f64) -> f64 {
    let mut legal = ActionList::new();
    let choice = pachisi_core::typical_choices(game, positions);
    let mut n = 0u64;
    let mut sink = 0u64;
    let start = Instant::now();
    let limit = Duration::from_secs_f64(secs);
    while start.elapsed() < limit {
        for (p, &c) in positions.iter().zip(&choice) {
            let mut s = *p;
            game.legal_actions_into(&s, &mut legal);
            let a = legal[c];
            game.play_unchecked(&mut s, a);
            sink = sink.wrapping_add(s.counters().moves as u64);
        }
        n += positions.len() as u64;
    }
    std::hint::black_box(sink);
    start.elapsed().as_secs_f64() * 1e9 / n.max(1) as f64
}

/// MCTS iterations per second from typical positions (one thread), with the bot's
/// default rollouts and with full random rollouts; for the latter also an estimate
/// of simulated moves per second (iterations/s × the mean number of actions and
/// throws left in a random game from those positions).
fn mcts_rate(game: &Game, positions: &[State], secs: f64) -> Value {
    let rate = |rollout: Option<Rollout>| {
        let mut bot = MctsBot::new(7);
        if let Some(r) = rollout {
            bot.rollout = r;
        }
        let mut iters = 0u64;
        let start = Instant::now();
        let limit = Duration::from_secs_f64(secs / 2.0);
        let mut k = 0;
        while start.elapsed() < limit {
            let p = &positions[k % positions.len()];
            k += 1;
            std::hint::black_box(bot.search(game, p, Budget::Iterations(200)));
            iters += 200;
        }
        iters as f64 / start.elapsed().as_secs_f64()
    };
    let default_rate = rate(None);
    let full_rate = rate(Some(Rollout::Full));
    let mut left = 0u64;
    let mut rng = seeded_rng(43, 0);
    for p in positions {
        let before = p.counters();
        let e = random_playout_from(game, *p, &mut rng).counters();
        left += (e.moves - before.moves + e.throws - before.throws) as u64;
    }
    let mean_left = left as f64 / positions.len().max(1) as f64;
    json!({
        "iterations_per_s": default_rate,
        "full_rollout_iterations_per_s": full_rate,
        "mean_moves_left": mean_left,
        "full_rollout_simulated_moves_per_s": full_rate * mean_left,
    })
}

/// `pachisi bench`.
/// Decision times of each level and of the other bots on random reachable positions
/// with a choice (one thread, the bot's own budget), one JSON row per bot.
fn bot_rates(variant: &Variant, search_positions: u32) -> Result<Vec<Value>, Failure> {
    let mut bots: Vec<(String, String)> = Level::ALL
        .iter()
        .map(|l| {
            (
                l.name().to_string(),
                l.spec_for_variant(variant).to_string(),
            )
        })
        .collect();
    for spec in ["random", "heuristic", "expectimax", "mcts"] {
        bots.push((spec.to_string(), spec.to_string()));
    }
    let mut rows = Vec::new();
    for (name, spec) in bots {
        // Fewer positions for the searching bots, so the whole bench stays short.
        let search = spec.starts_with("mcts") || spec.starts_with("expectimax");
        let positions = if search {
            search_positions
        } else {
            search_positions.saturating_mul(10)
        };
        let r = bench_bot(variant, &spec, positions, 7, Budget::Auto)
            .map_err(|e| Failure::input(e.to_string()))?;
        rows.push(json!({
            "bot": name,
            "spec": spec,
            "positions": r.positions,
            "mean_ms": r.mean_us / 1000.0,
            "max_ms": r.max_us / 1000.0,
            "decisions_per_s": if r.mean_us > 0.0 { 1e6 / r.mean_us } else { 0.0 },
        }));
    }
    Ok(rows)
}

/// Most positions `--bot-positions` may time per searching bot (the other bots get ten
/// times as many): 1000 expert decisions already take minutes.
pub const MAX_BOT_POSITIONS: u32 = 1000;

pub fn bench(
    json: bool,
    seconds: f64,
    bot_positions: u32,
    out: &mut String,
) -> Result<(), Failure> {
    if !(seconds > 0.0 && seconds.is_finite()) {
        return Err(Failure::input("--seconds must be a positive number"));
    }
    if seconds > MAX_BENCH_SECONDS {
        return Err(Failure::input(format!(
            "--seconds {seconds} is too long: at most {MAX_BENCH_SECONDS} seconds per measurement"
        )));
    }
    if !(1..=MAX_BOT_POSITIONS).contains(&bot_positions) {
        return Err(Failure::input(format!(
            "--bot-positions {bot_positions}: give 1 to {MAX_BOT_POSITIONS} positions per searching bot"
        )));
    }
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    if !json {
        let _ = writeln!(
            out,
            "pachisi bench: {profile} build, {cores} cores, ~{seconds} s per measurement"
        );
        if profile == "debug" {
            out.push_str("(a debug build is far slower; use cargo run --release)\n");
        }
    }
    let mut rows = Vec::new();
    for preset in Preset::ALL {
        let game = Game::new(Variant::preset(preset)).map_err(|e| Failure::input(e.to_string()))?;
        let one = playouts_for(&game, 1, seconds);
        let (all, threads) = playouts_parallel(&game, seconds);
        let positions = pachisi_core::typical_positions(&game, 1000);
        let ns = ns_per_legal_apply(&game, &positions, seconds.min(2.0));
        let mcts = mcts_rate(&game, &positions[..positions.len().min(50)], seconds);
        let bots = bot_rates(game.variant(), bot_positions.max(1))?;
        let row = json!({
            "preset": preset.name(),
            "one_thread": one.json(1),
            "all_threads": all.json(threads),
            "positions": positions.len(),
            "ns_per_legal_apply": ns,
            "mcts": mcts,
            "bots": bots,
        });
        if !json {
            let r = |v: &Value, k: &str| v[k].as_f64().unwrap_or(0.0);
            let o = &row["one_thread"];
            let a = &row["all_threads"];
            let _ = writeln!(out, "\n{}", preset.name());
            let _ = writeln!(
                out,
                "  random playouts, 1 thread:   {:>9.0} games/s  {:>11.0} moves/s ({:.0} actions/s + {:.0} throws/s)",
                r(o, "games_per_s"),
                r(o, "moves_per_s"),
                r(o, "actions_per_s"),
                r(o, "throws_per_s")
            );
            let _ = writeln!(
                out,
                "  random playouts, {threads} threads:  {:>9.0} games/s  {:>11.0} moves/s ({:.0} actions/s + {:.0} throws/s)",
                r(a, "games_per_s"),
                r(a, "moves_per_s"),
                r(a, "actions_per_s"),
                r(a, "throws_per_s")
            );
            let _ = writeln!(
                out,
                "  legal_actions + apply:       {ns:>9.1} ns per move ({} typical positions)",
                positions.len()
            );
            let m = &row["mcts"];
            let _ = writeln!(
                out,
                "  MCTS (1 thread):             {:>9.0} iterations/s (default rollouts), {:.0} with full rollouts ≈ {:.0} simulated moves/s",
                r(m, "iterations_per_s"),
                r(m, "full_rollout_iterations_per_s"),
                r(m, "full_rollout_simulated_moves_per_s")
            );
            let _ = writeln!(out, "  bots (1 thread, ms per decision, mean / max):");
            for b in row["bots"].as_array().into_iter().flatten() {
                let name = b["bot"].as_str().unwrap_or("");
                let spec = b["spec"].as_str().unwrap_or("");
                let label = if name == spec {
                    name.to_string()
                } else {
                    format!("{name} ({spec})")
                };
                let _ = writeln!(
                    out,
                    "    {label:<36} {:>8.3} / {:>8.3} ms  {:>9.0} decisions/s",
                    r(b, "mean_ms"),
                    r(b, "max_ms"),
                    r(b, "decisions_per_s")
                );
            }
        }
        rows.push(row);
    }
    if json {
        let v = json!({
            "profile": profile,
            "cores": cores,
            "seconds": seconds,
            "presets": rows,
        });
        out.push_str(&serde_json::to_string_pretty(&v).unwrap_or_default());
        out.push('\n');
    }
    Ok(())
}
