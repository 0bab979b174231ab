//! Time the default game review (`pachisi analyze RECORD`) on games between bots.
//!
//! ```sh
//! cargo run --release -p pachisi-analysis --example review_time -- [PLAYERS_BOT] [SEEDS]
//! ```
//!
//! For each preset and seed, plays a game with the given bot at every seat (default
//! `hard`), then reviews it with `Settings::review()` on the current rayon pool
//! (RAYON_NUM_THREADS, default all CPUs) and prints the decisions, the rollouts and
//! the time taken.

use pachisi_analysis::{Settings, record_bot_game, review};
use pachisi_bots::{BotSpec, Budget};
use pachisi_core::{Event, Game, Preset, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bot = BotSpec::parse(args.get(1).map(String::as_str).unwrap_or("hard")).unwrap();
    let seeds: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(2);
    println!("preset         seed  events  decisions  with a choice  rollouts  seconds");
    for preset in Preset::ALL {
        let game = Game::new(Variant::preset(preset)).unwrap();
        for seed in 0..seeds {
            let (record, _) = record_bot_game(&game, &bot, seed);
            let decisions = record
                .events
                .iter()
                .filter(|e| matches!(e, Event::Move(_)))
                .count();
            let t = Instant::now();
            let r = review(&record, &Settings::review(), Budget::Auto, &|_, _| {}).unwrap();
            let secs = t.elapsed().as_secs_f64();
            let chosen = r.decisions.iter().filter(|d| d.choices > 1).count();
            println!(
                "{:<14} {seed:>4}  {:>6}  {decisions:>9}  {chosen:>13}  {:>8}  {secs:>7.2}",
                preset.name(),
                record.events.len(),
                r.total_games
            );
        }
    }
}
