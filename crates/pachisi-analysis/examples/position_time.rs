//! Time the default position analysis (`pachisi analyze --position`) on a middle-game
//! position, and how precise it is (docs/performance.md, "Position analysis").
//!
//! ```sh
//! RAYON_NUM_THREADS=1 cargo run --release -p pachisi-analysis --example position_time -- \
//!     [VARIANT] [GAME_SEED] [TURN] [ANALYSIS_SEED]
//! ```
//!
//! Plays a `heuristic` game (seed GAME_SEED, default 1) of VARIANT (default `pachisi`),
//! takes the first decision with at least four distinct actions from turn TURN
//! (default 120), writes it to `target/middle-game.json`, and analyses it with
//! `Settings::position()`.

use pachisi_analysis::{Analysis, Settings, analyze_position, candidates};
use pachisi_bots::{BotSpec, Budget};
use pachisi_core::{Game, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map(String::as_str).unwrap_or("pachisi");
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let turn: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(120);
    let aseed: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(0);
    let game = Game::new(Variant::from_name(variant, &[]).unwrap()).unwrap();
    let bot = BotSpec::parse("heuristic").unwrap();
    let (record, _) = pachisi_analysis::record_bot_game(&game, &bot, seed);
    let mut s = record.start_state(&game).unwrap();
    let mut found = None;
    for ev in &record.events {
        if !game.is_chance(&s)
            && !game.is_terminal(&s)
            && s.turn_number() >= turn
            && candidates(&game, &s).len() >= 4
        {
            found = Some(s);
            break;
        }
        game.apply_event(&mut s, ev).unwrap();
    }
    let s = found.expect("no such decision in this game");
    let text = game.position_json(&s);
    std::fs::write("target/middle-game.json", &text).unwrap();
    let settings = Settings {
        seed: aseed,
        ..Settings::position()
    };
    let t = Instant::now();
    let r = analyze_position(&game, &s, &settings, Budget::Auto, &|_, _| {}).unwrap();
    let secs = t.elapsed().as_secs_f64();
    let Analysis::Decision(d) = &r.analysis else {
        unreachable!()
    };
    println!(
        "{variant} seed {seed} turn {} actions {} rollouts {} seconds {secs:.1} threads {}",
        s.turn_number(),
        d.candidates.len(),
        r.total_games,
        rayon::current_num_threads()
    );
    for c in &d.candidates {
        println!(
            "  {:<10} {:5.1}% [{:5.1}, {:5.1}] games {:4} behind {:?} dropped {}",
            c.action,
            100.0 * c.win_chance,
            100.0 * c.ci95[0],
            100.0 * c.ci95[1],
            c.games,
            c.behind_best.map(|b| (
                (1000.0 * b.mean).round() / 10.0,
                (1000.0 * b.ci95[0]).round() / 10.0,
                (1000.0 * b.ci95[1]).round() / 10.0
            )),
            c.dropped
        );
    }
}
