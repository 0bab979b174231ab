//! Error per decision of bots in exact endgames (docs/strength.md, "Error per decision in exact endgames").
//!
//! `cargo run --release -p pachisi-bots --example endgame_error -- TABLE POSITIONS SEED [BOT...]`
//!
//! Plays games between `medium` bots (game `g` throws with `seeded_rng(SEED, g)`;
//! its bots are seeded from SEED and `g`; the bundled tables are off) and collects
//! every decision with a choice (legal actions leading to at least two different
//! states) in a race position of the table (every piece not home in its home
//! column, within the table's limit), game after game, until POSITIONS decisions
//! are collected (the last game's all kept). Each bot (default: random and the
//! levels easy, medium, hard, expert as their preset's specifications) then chooses
//! in each position, with the bundled tables switched off, and loses the exact best
//! action's win chance minus its choice's. Prints per bot the mean loss per
//! decision with a 95% interval over games (the decisions of one game are not
//! independent: the ratio estimator's variance over games), the share of decisions
//! with a loss, and the largest.

use pachisi_bots::endgame::{self, Table};
use pachisi_bots::{Budget, Level, make_bot};
use pachisi_core::{Game, State, seeded_rng};
use rayon::prelude::*;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: endgame_error TABLE POSITIONS SEED [BOT...]");
        std::process::exit(2);
    }
    let bytes = std::fs::read(&args[0]).expect("table file");
    let table = Table::from_bytes(&bytes).expect("table");
    let wanted: usize = args[1].parse().expect("positions");
    let seed: u64 = args[2].parse().expect("seed");
    endgame::set_enabled(false);
    let game = Game::new(table.variant().clone()).expect("game");
    let preset = game.variant().preset;
    let bots: Vec<(String, String)> = if args.len() > 3 {
        args[3..].iter().map(|b| (b.clone(), b.clone())).collect()
    } else {
        let mut b = vec![("random".to_string(), "random".to_string())];
        b.extend(Level::ALL.iter().map(|l| {
            let spec = l.spec_for(preset);
            (format!("{} ({spec})", l.name()), spec.to_string())
        }));
        b
    };
    // Sampling: games in batches, in parallel; the result does not depend on the
    // number of threads (game g's dice and bots depend only on SEED and g).
    let t0 = std::time::Instant::now();
    let mut positions: Vec<(u64, State)> = Vec::new();
    let mut g = 0u64;
    const BATCH: u64 = 256;
    while positions.len() < wanted && g < 2_000_000 {
        let found: Vec<Vec<State>> = (g..g + BATCH)
            .into_par_iter()
            .map(|gi| race_decisions(&game, &table, seed, gi))
            .collect();
        for (k, f) in found.into_iter().enumerate() {
            if positions.len() < wanted {
                positions.extend(f.into_iter().map(|s| (g + k as u64, s)));
            }
        }
        g += BATCH;
    }
    let games = {
        let mut ids: Vec<u64> = positions.iter().map(|p| p.0).collect();
        ids.dedup();
        ids.len()
    };
    eprintln!(
        "{} decisions from {} games reaching a race, of {} games played ({:.1} s)",
        positions.len(),
        games,
        g,
        t0.elapsed().as_secs_f64()
    );
    let exact: Vec<Vec<(pachisi_core::Action, f64)>> = positions
        .par_iter()
        .map(|(_, s)| table.action_values(&game, s).expect("a race position"))
        .collect();
    println!(
        "{} ({} players), table limit {} pieces per seat, {} decisions from {} games (of {} played), seed {}",
        preset.name(),
        game.options().players,
        table.space().limit(),
        positions.len(),
        games,
        g,
        seed
    );
    println!(
        "bot | mean loss (win chance) | 95% interval (games as units) | decisions with a loss | largest | s"
    );
    for (name, spec) in &bots {
        let t = std::time::Instant::now();
        let losses: Vec<f64> = positions
            .par_iter()
            .zip(exact.par_iter())
            .enumerate()
            .map(|(i, ((_, s), vals))| {
                let mut bot = make_bot(spec, seed ^ 0xB07 ^ ((i as u64) << 8)).expect("bot");
                let a = bot.choose(&game, s, Budget::Auto);
                let best = vals[0].1;
                let v = vals.iter().find(|(b, _)| *b == a).expect("legal").1;
                (best - v).max(0.0)
            })
            .collect();
        let n = losses.len() as f64;
        let mean = losses.iter().sum::<f64>() / n;
        // The decisions of one game are not independent: the interval is the ratio
        // estimator's over games (sum of losses and decisions per game).
        let mut per_game: Vec<(f64, f64)> = Vec::new();
        for (k, (gi, _)) in positions.iter().enumerate() {
            if k == 0 || positions[k - 1].0 != *gi {
                per_game.push((0.0, 0.0));
            }
            let last = per_game.last_mut().expect("just pushed");
            last.0 += losses[k];
            last.1 += 1.0;
        }
        let m = per_game.len() as f64;
        let var = m / (m - 1.0).max(1.0)
            * per_game
                .iter()
                .map(|(l, c)| (l - mean * c).powi(2))
                .sum::<f64>()
            / (n * n);
        let half = 1.96 * var.sqrt();
        let wrong = losses.iter().filter(|&&x| x > 1e-9).count();
        let largest = losses.iter().copied().fold(0.0, f64::max);
        println!(
            "{name} | {:.5} | [{:.5}, {:.5}] | {:.1}% | {:.4} | {:.1}",
            mean,
            (mean - half).max(0.0),
            mean + half,
            100.0 * wrong as f64 / n,
            largest,
            t.elapsed().as_secs_f64()
        );
    }
}

/// The number of different states the legal actions of decision `s` lead to.
fn choices(game: &Game, s: &State) -> usize {
    let mut next: Vec<State> = Vec::new();
    for &a in game.legal_actions(s).iter() {
        let mut n = *s;
        game.play_unchecked(&mut n, a);
        if !next.contains(&n) {
            next.push(n);
        }
    }
    next.len()
}

/// The decisions with a choice (legal actions leading to at least two states) in race positions of the table, in
/// game `g` between `medium` bots (the heuristic; tables off).
fn race_decisions(game: &Game, table: &Table, seed: u64, g: u64) -> Vec<State> {
    let mut rng = seeded_rng(seed, g);
    let mut players: Vec<_> = (0..game.seats())
        .map(|x| make_bot("medium", seed ^ (g << 8) ^ x as u64).expect("bot"))
        .collect();
    let mut s = game.initial_state();
    let mut found = Vec::new();
    while !game.is_terminal(&s) {
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut rng);
            game.apply_chance_unchecked(&mut s, o);
        } else {
            if table.is_race(&s) && choices(game, &s) >= 2 {
                found.push(s);
            }
            let a = players[s.mover() as usize].choose(game, &s, Budget::Auto);
            game.play_unchecked(&mut s, a);
        }
    }
    found
}
