//! `pachisi tournament`: a duplicate-dice tournament between bots
//! (`pachisi_bots::run_tournament`).

use crate::commands::{check_games, check_threads};
use crate::{Failure, VariantArgs, read_file, resolve_variant};
use clap::Args;
use pachisi_bots::tournament::shard::{tournament_json, tournament_shard};
use pachisi_bots::{BOT_SPECS, TournamentError, TournamentReport, make_bot, run_tournament_from};
use pachisi_core::Game;
use pachisi_sim::report::ShardSpec;
use serde_json::Value;
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Instant;

/// The arguments of `pachisi tournament`.
#[derive(Args, Clone, Debug)]
pub struct TournamentArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    /// Bots, comma-separated (repeatable): e.g. `random,heuristic`,
    /// `mcts:1000,c=0.7,heuristic` (a `key=value` or a bare number continues the bot
    /// before it), levels `easy,medium,hard,expert`.
    #[arg(long, value_name = "A,B,...", required = true)]
    pub bots: Vec<String>,
    /// Games to play (rounded up to whole deals: every deal's dice are replayed once
    /// per rotation of the line-up; rotations that put the same bots on the same
    /// seats are one game, played once and counted for each).
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Tournament seed (dice of deal d: seeded_rng(seed, d)).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Print the report as JSON (no timings, so it is reproducible).
    #[arg(long)]
    pub json: bool,
    /// Worker threads (default: RAYON_NUM_THREADS or the number of CPUs).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Play every game on from this position (docs/positions.md), which also gives
    /// the variant and options.
    #[arg(long, value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// Play only part K of N of the tournament's games (K from 1) and print that
    /// part's results as a shard file; `pachisi merge` puts the parts back into the
    /// report `--json` prints for the whole tournament, byte for byte.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<String>,
    /// A network file (`pachisi train`) for the bots `net` and `leaf=net` to use in
    /// place of the shipped one; it must be of this game (preset and options).
    #[arg(long, value_name = "FILE")]
    pub network: Option<PathBuf>,
}

fn tournament_failure(e: TournamentError) -> Failure {
    match e {
        TournamentError::Bot(m) => bad_bot(&m),
        TournamentError::Threads(m) => Failure {
            code: 1,
            message: m,
        },
        e => Failure::input(e.to_string()),
    }
}

/// Split the `--bots` values into bot specifications. Commas separate bots, except
/// that a part holding `=` (but no `:`, which starts a bot: `heuristic:rivals=mean`)
/// or a bare number belongs to the bot before it (`mcts:500,c=0.7,heuristic` is two
/// bots).
pub fn split_bots(values: &[String]) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    for v in values {
        let mut first = true;
        for part in v.split(',').map(str::trim) {
            let continues =
                part.contains('=') && !part.contains(':') || part.parse::<f64>().is_ok();
            match out.last_mut() {
                Some(last) if continues && !first => {
                    last.push(if last.contains(':') { ',' } else { ':' });
                    last.push_str(part);
                }
                _ => out.push(part.to_string()),
            }
            first = false;
        }
    }
    out
}

/// The valid bot specifications, one a line, for error messages.
fn specs_help() -> String {
    let mut s = String::from("valid bot specifications:");
    for (spec, what) in BOT_SPECS {
        let _ = write!(s, "\n  {spec:<72} {what}");
    }
    s
}

fn bad_bot(message: &str) -> Failure {
    Failure::input(format!("{message}\n{}", specs_help()))
}

fn progress_bar() -> Option<indicatif::ProgressBar> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let pb =
        indicatif::ProgressBar::with_draw_target(None, indicatif::ProgressDrawTarget::stderr());
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "{elapsed_precise} [{bar:40}] {pos}/{len} games, eta {eta}",
    ) {
        pb.set_style(style.progress_chars("=> "));
    }
    Some(pb)
}

/// The most games one tournament plays, after rounding up to whole deals. A
/// tournament keeps every game's result until its report (`run_tournament`), about
/// 150 bytes a game, and bot games are slow (milliseconds to seconds each).
pub const MAX_TOURNAMENT_GAMES: u64 = 1_000_000;

/// The number of games `run_tournament` plays for `games` asked, `bots` bots and
/// `sides` sides (2 with teams, else one per seat): every line-up (each choice of
/// `sides` bots, or the one line-up when there are fewer bots) is played in every
/// rotation, in whole cycles. Saturates instead of overflowing.
pub fn tournament_games(games: u64, bots: usize, sides: usize) -> u128 {
    let lineups: u128 = if bots >= sides {
        // C(bots, sides), sides ≤ 4.
        (0..sides as u128).fold(1u128, |c, i| c.saturating_mul(bots as u128 - i) / (i + 1))
    } else {
        1
    };
    let per_cycle = lineups.saturating_mul(sides as u128).max(1);
    (games.max(1) as u128)
        .div_ceil(per_cycle)
        .saturating_mul(per_cycle)
}

/// `pachisi tournament`.
pub fn tournament(args: &TournamentArgs, out: &mut String) -> Result<(), Failure> {
    check_games(args.games as u64, MAX_TOURNAMENT_GAMES)?;
    check_threads(args.threads)?;
    let bots = split_bots(&args.bots);
    if bots.is_empty() || bots.iter().any(String::is_empty) {
        return Err(bad_bot("--bots: empty bot specification"));
    }
    for b in &bots {
        make_bot(b, 0).map_err(|e| bad_bot(&e))?;
    }
    let (variant, from) = match &args.position {
        Some(path) => {
            let v = &args.variant;
            if v.variant.is_some() || !v.set.is_empty() || v.options.is_some() {
                return Err(Failure::input(
                    "--position gives the variant and options: drop --variant, --set and --options",
                ));
            }
            let (game, s) = Game::parse_position(&read_file(path)?)
                .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
            if game.is_terminal(&s) {
                return Err(Failure::input(format!(
                    "{}: the game is already over in this position",
                    path.display()
                )));
            }
            (game.variant().clone(), Some(s))
        }
        None => (resolve_variant(&args.variant)?, None),
    };
    let game = Game::new(variant.clone()).map_err(|e| Failure::input(e.to_string()))?;
    if let Some(path) = &args.network {
        let net =
            pachisi_bots::netbot::load_network(&read_file(path)?, &path.display().to_string())
                .map_err(Failure::input)?;
        if net.variant != *game.variant() {
            return Err(Failure::input(format!(
                "{}: the network was trained for {} with other options than this tournament's game",
                path.display(),
                net.variant.preset.name()
            )));
        }
        pachisi_bots::netbot::register_network(net);
    }
    for b in &bots {
        if let Some(e) = pachisi_bots::network_missing(b, &game) {
            return Err(Failure::input(e));
        }
    }
    let o = &variant.options;
    let sides = if o.teams { 2 } else { o.seats() as usize };
    let total = tournament_games(args.games as u64, bots.len(), sides);
    if total > MAX_TOURNAMENT_GAMES as u128 {
        return Err(Failure::input(format!(
            "{} bots in {sides} sides make a tournament of {total} games (every line-up in every rotation); at most {MAX_TOURNAMENT_GAMES} games",
            bots.len()
        )));
    }
    if let Some(text) = &args.shard {
        let spec =
            ShardSpec::parse(text).map_err(|e| Failure::input(format!("--shard {text}: {e}")))?;
        let shard = tournament_shard(
            &game,
            from.as_ref(),
            &bots,
            args.games,
            args.seed,
            spec,
            args.threads.unwrap_or(0),
        )
        .map_err(tournament_failure)?;
        out.push_str(&shard);
        return Ok(());
    }
    let pb = progress_bar();
    let tick = |_done: u32, total: u32| {
        if let Some(pb) = &pb {
            if pb.length() != Some(total as u64) {
                pb.set_length(total as u64);
            }
            pb.inc(1);
        }
    };
    let start = Instant::now();
    let report = run_tournament_from(
        &variant,
        from.as_ref(),
        &bots,
        args.games,
        args.seed,
        args.threads.unwrap_or(0),
        Some(&tick),
    )
    .map_err(tournament_failure)?;
    let elapsed = start.elapsed().as_secs_f64();
    if let Some(pb) = &pb {
        pb.finish_and_clear();
    }
    if from.is_some() && !args.json {
        out.push_str("Every game went on from the given position.\n");
    }
    if args.json {
        out.push_str(&tournament_json(&report));
    } else {
        report_text(&report, out);
        let _ = writeln!(
            out,
            "\nelapsed {elapsed:.1} s, {:.2} games/s (games played)",
            report.games_played as f64 / elapsed.max(1e-9)
        );
    }
    Ok(())
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

/// The human-readable report.
pub fn report_text(r: &TournamentReport, out: &mut String) {
    let overrides = pachisi_core::position::option_overrides(&r.variant);
    let _ = writeln!(
        out,
        "{} games of {}{} (seed {}): {} deals, {} sides{}{}",
        r.games,
        r.variant.preset,
        if overrides.is_empty() {
            String::new()
        } else {
            format!(" with {}", Value::Object(overrides))
        },
        r.seed,
        r.deals,
        r.sides,
        if r.teams {
            " (teams: a bot plays both seats of its team)"
        } else {
            ""
        },
        if r.games_played != r.games {
            format!(
                "; {} games played (rotations that put the same bots on the same seats are one game, counted for each)",
                r.games_played
            )
        } else {
            String::new()
        }
    );
    let w = r.bots.iter().map(String::len).max().unwrap_or(3).max(3);
    let _ = writeln!(
        out,
        "\n{:<w$}  {:>6}  {:>8}  {:>7}  {:>17}  {:>10}",
        "bot", "games", "wins", "win", "95% interval", "mean place"
    );
    for s in &r.stats {
        let _ = writeln!(
            out,
            "{:<w$}  {:>6}  {:>8}  {:>7}  {:>17}  {:>10.3}",
            s.bot,
            s.games,
            s.wins,
            pct(s.win_rate),
            format!("[{}, {}]", pct(s.ci_low), pct(s.ci_high)),
            s.mean_place
        );
    }
    let _ = writeln!(
        out,
        "(95% intervals over the {} deals: the games of a deal share their dice, so the deal is the independent unit)",
        r.deals
    );
    if !r.head_to_head.is_empty() {
        out.push_str("\nHead to head (share of comparisons A finished ahead of B):\n");
        for h in &r.head_to_head {
            let (lo, hi) = (h.ci_low, h.ci_high);
            let _ = writeln!(
                out,
                "  {} vs {}: {} of {} = {}  95% [{}, {}]",
                h.a,
                h.b,
                h.a_score,
                h.games,
                pct(h.a_rate),
                pct(lo),
                pct(hi)
            );
        }
    }
    if let Some(ratings) = &r.ratings {
        out.push_str("\nBradley-Terry ratings (Elo scale):\n");
        let mut sorted: Vec<_> = ratings.iter().collect();
        sorted.sort_by(|a, b| b.elo.total_cmp(&a.elo));
        for x in sorted {
            let _ = writeln!(out, "  {:<w$}  {:>+7.0}", x.bot, x.elo);
        }
    }
    if let Some(sw) = &r.sweeps {
        let _ = writeln!(
            out,
            "\nSweeps (deals won in every rotation): {} {}, {} {} (of {} deals)",
            r.bots[0], sw[0], r.bots[1], sw[1], r.deals
        );
    }
    let _ = writeln!(
        out,
        "\nMean turns {:.1}; adjudicated games {} ({:.2}%)",
        r.mean_turns,
        r.adjudicated,
        100.0 * r.adjudicated as f64 / r.games.max(1) as f64
    );
    if r.illegal_choices > 0 {
        let _ = writeln!(
            out,
            "WARNING: {} illegal bot choices (replaced by the first legal action)",
            r.illegal_choices
        );
    }
}

#[cfg(test)]
mod tests {
    use super::{split_bots, tournament_games};

    #[test]
    fn games_are_rounded_up_to_whole_cycles() {
        // 2 bots, 2 sides: one line-up, 2 rotations.
        assert_eq!(tournament_games(1, 2, 2), 2);
        assert_eq!(tournament_games(201, 2, 2), 202);
        // 4 bots, 2 sides: 6 line-ups × 2 = 12 a cycle.
        assert_eq!(tournament_games(100, 4, 2), 108);
        // 3 bots, 4 sides: one line-up, 4 rotations.
        assert_eq!(tournament_games(5, 3, 4), 8);
        // 30 bots, 4 sides: C(30, 4) = 27405 line-ups × 4.
        assert_eq!(tournament_games(1, 30, 4), 109_620);
        assert_eq!(
            tournament_games(u32::MAX as u64, 2, 2),
            u32::MAX as u128 + 1
        );
    }

    #[test]
    fn bots_split_on_commas_keeping_parameters() {
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(
            split_bots(&v(&[
                "mcts:500,c=0.7,heuristic",
                "expectimax:1,nodes=20000"
            ])),
            v(&["mcts:500,c=0.7", "heuristic", "expectimax:1,nodes=20000"])
        );
        assert_eq!(
            split_bots(&v(&["random,mcts,iterations=300"])),
            v(&["random", "mcts:iterations=300"])
        );
        assert_eq!(
            split_bots(&v(&["mixed:0.3,easy"])),
            v(&["mixed:0.3", "easy"])
        );
        assert_eq!(
            split_bots(&v(&[
                "heuristic,heuristic:rivals=mean,expectimax:2,rivals=mean"
            ])),
            v(&[
                "heuristic",
                "heuristic:rivals=mean",
                "expectimax:2,rivals=mean"
            ])
        );
    }
}
