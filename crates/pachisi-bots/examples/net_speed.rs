//! Time per decision of the network bots beside the hand-written ones, side by side in
//! one run (docs/network.md, "Bots on a network").
//!
//! `cargo run --release -p pachisi-bots --example net_speed -- [VARIANT] [POSITIONS] [--set key=value]...`
//!
//! Defaults: `ludo` with `players=2` (the shipped network), 2,000 positions (the
//! searching bots a tenth of them). Each bot decides on the same random reachable
//! positions with a choice (`bench_bot`, one thread, the bot's own budget); prints
//! the mean and the largest time per decision. Run it a few times: the first bot of
//! a run also pays for loading the network.

use pachisi_bots::{Budget, bench_bot, network_for};
use pachisi_core::{Game, Preset, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut free = vec![];
    let mut sets = vec![];
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--set" {
            sets.push(it.next().expect("--set key=value").clone());
        } else {
            free.push(a.clone());
        }
    }
    let preset = Preset::parse(free.first().map_or("ludo", String::as_str)).expect("variant");
    let positions: u32 = free.get(1).map_or(2000, |p| p.parse().expect("positions"));
    if free.is_empty() && sets.is_empty() {
        sets.push("players=2".into());
    }
    let mut v = Variant::preset(preset);
    for s in &sets {
        v.options.set_pair(s).expect("--set");
    }
    let game = Game::new(v.clone()).expect("variant");
    match network_for(&game) {
        Some(n) => println!("network: {} ({} games)", n.source, n.games),
        None => println!("no network for this game: net plays as heuristic"),
    }
    for spec in [
        "heuristic",
        "net",
        "medium",
        "hard",
        "expert",
        "expectimax:1,rivals=mean,leaf=net",
        "expectimax:2,rivals=mean,leaf=net",
        "mcts:1000,c=1,prior=5,leaf=net",
    ] {
        let search = spec.contains(':') || spec == "hard" || spec == "expert";
        let n = if search { positions / 10 } else { positions }.max(1);
        let r = bench_bot(&v, spec, n, 7, Budget::Auto).expect("bench");
        println!(
            "{spec:36} {:>5} positions  mean {:>9.4} ms  max {:>9.3} ms",
            r.positions,
            r.mean_us / 1000.0,
            r.max_us / 1000.0
        );
    }
}
