//! Run a quick duplicate-dice tournament and print the JSON report.
//!
//! `cargo run --release -p pachisi-bots --example tourney -- VARIANT GAMES SEED BOT BOT... [--set key=value]...`

use pachisi_bots::run_tournament;
use pachisi_core::Variant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        eprintln!("usage: tourney VARIANT GAMES SEED BOT [BOT...] [--set key=value]...");
        std::process::exit(2);
    }
    let mut sets = vec![];
    let mut rest = vec![];
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        if a == "--set" {
            sets.push(it.next().expect("--set needs key=value"));
        } else {
            rest.push(a);
        }
    }
    let variant = Variant::from_name(&rest[0], &sets).expect("variant");
    let games: u32 = rest[1].parse().expect("games");
    let seed: u64 = rest[2].parse().expect("seed");
    let bots = rest[3..].to_vec();
    let t = std::time::Instant::now();
    let r = run_tournament(&variant, &bots, games, seed, 0, None).expect("tournament");
    println!("{}", serde_json::to_string_pretty(&r).expect("json"));
    eprintln!("{:.1} s", t.elapsed().as_secs_f64());
}
