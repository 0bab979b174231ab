//! Measure [`pachisi_analysis::luck_scale`]'s table (docs/analysis.md, "Luck"): for every
//! preset and number of players, GAMES games between `heuristic` bots (game seeds
//! SEED·1,000,000 + 0, 1, …), each throw's luck by the review's estimate
//! (`record_luck`; the estimate's difference `win_chance − expected`, before any scale),
//! summed per side (a team with partners, else a seat), and the least-squares slope of
//! the side's result (1 a win, ½ a tie, 0 a loss) on that sum, over every side of every
//! game. The interval is a bootstrap over games (the unit that is independent: a
//! game's sides share its throws), 1,000 resamples.
//!
//! ```sh
//! cargo run --release -p pachisi-analysis --example luck_scale -- [GAMES] [SEED] [PRESET ...]
//! ```
//!
//! Prints a line per preset and count, then the table for `luck.rs`. With the default
//! 1,000 games it took 48 minutes on one thread of the loaded 2-core machine
//! (`RAYON_NUM_THREADS=1`; it uses every core otherwise).

use pachisi_analysis::{record_bot_game, record_luck, side_points};
use pachisi_bots::BotSpec;
use pachisi_core::{Game, Preset, Variant};
use rayon::prelude::*;

/// Per game, per side: (the side's summed estimate, its result).
fn sides(game: &Game, seed: u64) -> Vec<(f64, f64)> {
    let bot = BotSpec::parse("heuristic").expect("heuristic");
    let (record, end) = record_bot_game(game, &bot, seed);
    let throws = record_luck(&record).expect("a bot game replays");
    let side_of = |seat: u8| {
        if game.options().teams {
            game.team_of(seat)
        } else {
            seat
        }
    };
    let mut out: Vec<(u8, f64, f64)> = Vec::new();
    for seat in 0..game.seats() {
        let side = side_of(seat);
        if out.iter().any(|o| o.0 == side) {
            continue;
        }
        let l: f64 = throws
            .iter()
            .filter(|t| side_of(t.seat) == side)
            .map(|t| t.win_chance - t.expected)
            .sum();
        out.push((side, l, side_points(game, &end, seat) as f64 / 2.0));
    }
    out.into_iter().map(|(_, l, r)| (l, r)).collect()
}

/// Slope of r on l, their correlation and l's spread, over the given games' sides.
fn fit<'a>(games: impl Iterator<Item = &'a Vec<(f64, f64)>> + Clone) -> (f64, f64, f64) {
    let (mut n, mut sl, mut sr) = (0.0, 0.0, 0.0);
    for &(l, r) in games.clone().flatten() {
        n += 1.0;
        sl += l;
        sr += r;
    }
    let (ml, mr) = (sl / n, sr / n);
    let (mut ll, mut lr, mut rr) = (0.0, 0.0, 0.0);
    for &(l, r) in games.flatten() {
        ll += (l - ml) * (l - ml);
        lr += (l - ml) * (r - mr);
        rr += (r - mr) * (r - mr);
    }
    (lr / ll, lr / (ll * rr).sqrt(), (ll / n).sqrt())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(1000, |s| s.parse().expect("GAMES"));
    let seed: u64 = args.get(1).map_or(1, |s| s.parse().expect("SEED"));
    let presets: Vec<Preset> = if args.len() > 2 {
        args[2..]
            .iter()
            .map(|n| Preset::parse(n).unwrap_or_else(|e| panic!("{e}")))
            .collect()
    } else {
        Preset::ALL.to_vec()
    };
    let mut table = Vec::new();
    println!("| preset | players | games | slope [95%] | correlation | spread of a side's sum |");
    println!("|---|---|---|---|---|---|");
    for p in presets {
        let mut row = [0.0f64; 3];
        for players in 2..=4u8 {
            let Ok(v) = Variant::from_name(p.name(), &[format!("players={players}")]) else {
                continue;
            };
            let Ok(game) = Game::new(v) else { continue };
            let data: Vec<Vec<(f64, f64)>> = (0..games)
                .into_par_iter()
                .map(|g| sides(&game, seed * 1_000_000 + g))
                .collect();
            let (slope, corr, spread) = fit(data.iter());
            // The resamples' game indices from a fixed SplitMix64 stream.
            let mut x = seed ^ (0x9E37_79B9_7F4A_7C15 * players as u64);
            let mut next = move |n: usize| {
                x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = x;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                ((z ^ (z >> 31)) % n as u64) as usize
            };
            let mut boot: Vec<f64> = (0..1000)
                .map(|_| {
                    let pick: Vec<&Vec<(f64, f64)>> =
                        (0..data.len()).map(|_| &data[next(data.len())]).collect();
                    fit(pick.into_iter()).0
                })
                .collect();
            boot.sort_by(f64::total_cmp);
            println!(
                "| {} | {players} | {games} | {slope:.3} [{:.3}, {:.3}] | {corr:.2} | {:.1} points |",
                p.name(),
                boot[25],
                boot[974],
                100.0 * spread
            );
            row[players as usize - 2] = (slope * 100.0).round() / 100.0;
        }
        table.push((p, row));
    }
    println!("\nconst LUCK_SCALES: [[f64; 3]; 16] = [");
    for (p, row) in table {
        println!(
            "    [{:.2}, {:.2}, {:.2}], // {}",
            row[0],
            row[1],
            row[2],
            p.name()
        );
    }
    println!("];");
}
