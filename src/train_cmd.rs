//! `pachisi train`: TD(λ) self-play training of a small network (one output for a
//! game of two sides, one per seat with three or four players), with progress,
//! checkpoints that can be resumed, and a running strength figure against a bot
//! (docs/network.md).

use crate::{Failure, VariantArgs, read_file, resolve_game};
use indicatif::{ProgressBar, ProgressStyle};
use pachisi_bots::net::{Init, NetworkFile, TrainSettings, Trainer, play_match};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Instant;

/// Arguments of `pachisi train`.
#[derive(clap::Args, Clone, Debug)]
pub struct TrainArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    /// Games to have played in all (with --resume, counting the file's).
    #[arg(long)]
    pub games: u64,
    /// The run's seed (dice, ties and the first weights).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Write the network here (and its checkpoints).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Go on from the network in --out (its settings and games count), up to --games.
    #[arg(long)]
    pub resume: bool,
    /// Hidden units (1 to 256).
    #[arg(long, default_value_t = 40)]
    pub hidden: usize,
    /// The TD step size.
    #[arg(long, default_value_t = 0.1)]
    pub alpha: f32,
    /// The trace decay λ.
    #[arg(long, default_value_t = 0.7)]
    pub lambda: f32,
    /// Games played on the same weights before their updates are applied (the run
    /// is the same for a seed and batch whatever the threads).
    #[arg(long, default_value_t = 8)]
    pub batch: usize,
    /// Worker threads (default: RAYON_NUM_THREADS or the number of CPUs).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Write a checkpoint every this many games (0: only at the end).
    #[arg(long, default_value_t = 10_000)]
    pub checkpoint_every: u64,
    /// Measure the network against --against every this many games (0: only at the end).
    #[arg(long, default_value_t = 10_000)]
    pub eval_every: u64,
    /// Deals per measurement (the network on each side in turn: two games each with
    /// two sides, one per seat with three or four players alone).
    #[arg(long, default_value_t = 100)]
    pub eval_deals: u64,
    /// The first weights: `random` (small random weights), `heuristic` (the
    /// random weights with one hidden unit set to the hand-written evaluation, so
    /// that self-play starts at about `medium`'s level) or `residual` (the
    /// evaluation as fixed weights to the output, the hidden layer learning a
    /// correction to it); with --resume, the file's.
    #[arg(long, default_value = "random")]
    pub init: String,
    /// The bot the network is measured against.
    #[arg(long, default_value = "medium")]
    pub against: String,
}

/// The most games a run may ask for, and the most deals per measurement.
const MAX_GAMES: u64 = 100_000_000;
const MAX_EVAL_DEALS: u64 = 100_000;

pub fn train(args: &TrainArgs, out: &mut String) -> Result<(), Failure> {
    let game = resolve_game(&args.variant)?;
    if args.games > MAX_GAMES {
        return Err(Failure::input(format!("--games is at most {MAX_GAMES}")));
    }
    if args.eval_deals > MAX_EVAL_DEALS {
        return Err(Failure::input(format!(
            "--eval-deals is at most {MAX_EVAL_DEALS}"
        )));
    }
    let alpha_ok = args.alpha > 0.0 && args.alpha.is_finite();
    if !alpha_ok || !(0.0..=1.0).contains(&args.lambda) {
        return Err(Failure::input(
            "--alpha must be above 0 and --lambda in [0, 1]",
        ));
    }
    if args.batch == 0 || args.batch > 4096 {
        return Err(Failure::input("--batch must be 1 to 4096"));
    }
    if !(1..=pachisi_bots::net::MAX_HIDDEN).contains(&args.hidden) {
        return Err(Failure::input(format!(
            "--hidden must be 1 to {}",
            pachisi_bots::net::MAX_HIDDEN
        )));
    }
    pachisi_bots::make_bot(&args.against, 0).map_err(Failure::input)?;
    let mut trainer = if args.resume {
        let text = read_file(&args.out)?;
        let file = NetworkFile::parse(&text)
            .map_err(|e| Failure::input(format!("{}: {e}", args.out.display())))?;
        file.resume(&game)
            .map_err(|e| Failure::input(format!("{}: {e}", args.out.display())))?
    } else {
        let settings = TrainSettings {
            alpha: args.alpha,
            lambda: args.lambda,
            batch: args.batch,
            seed: args.seed,
            init: Init::parse(&args.init).ok_or_else(|| {
                Failure::input(format!(
                    "--init '{}': give random, heuristic or residual",
                    args.init
                ))
            })?,
        };
        Trainer::new(&game, args.hidden, settings).map_err(Failure::input)?
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.unwrap_or(0))
        .build()
        .map_err(|e| Failure::input(e.to_string()))?;
    let bar = ProgressBar::new(args.games);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games, {per_sec}, eta {eta} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar.set_position(trainer.games);
    let start = Instant::now();
    // With --resume, the seconds of the runs before are in the file's provenance.
    let before_secs = if args.resume {
        read_file(&args.out)
            .ok()
            .and_then(|t| NetworkFile::parse(&t).ok())
            .and_then(|f| f.provenance["seconds"].as_f64())
            .unwrap_or(0.0)
    } else {
        0.0
    };
    let provenance = |games: u64| {
        let mut p = serde_json::json!({
            "command": std::env::args().collect::<Vec<_>>().join(" "),
            "games": games,
            "seconds": (before_secs + start.elapsed().as_secs_f64()).round(),
            "program": concat!("pachisi ", env!("CARGO_PKG_VERSION")),
        });
        // The commit, when the caller says it (scripts/train-networks.sh does).
        if let Ok(c) = std::env::var("PACHISI_COMMIT") {
            p["commit"] = c.into();
        }
        p
    };
    let save = |t: &Trainer| -> Result<(), Failure> {
        let f = NetworkFile::of(&game, t, provenance(t.games));
        let text = serde_json::to_string(&f).map_err(|e| Failure::input(e.to_string()))?;
        let tmp = args.out.with_extension("part");
        std::fs::write(&tmp, text)
            .and_then(|()| std::fs::rename(&tmp, &args.out))
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", args.out.display())))
    };
    // The network against --against on dice of its own (the run's seed xor the games).
    let measure = |t: &Trainer| {
        pool.install(|| {
            play_match(
                &game,
                &t.eval,
                &args.against,
                args.eval_deals,
                args.seed ^ t.games,
            )
        })
        .map_err(Failure::input)
    };
    let first = trainer.games;
    let mut decisions = 0u64;
    let mut measured = Vec::new();
    let due = |every: u64, before: u64, after: u64| every > 0 && before / every != after / every;
    while trainer.games < args.games {
        let before = trainer.games;
        decisions += pool.install(|| trainer.batch(&game));
        bar.set_position(trainer.games);
        if due(args.checkpoint_every, before, trainer.games) {
            save(&trainer)?;
        }
        if due(args.eval_every, before, trainer.games) {
            let m = measure(&trainer)?;
            bar.set_message(format!(
                "against {}: {:.1}% [{:.1}, {:.1}]",
                args.against,
                100.0 * m.share,
                100.0 * m.low,
                100.0 * m.high
            ));
            let line = format!(
                "{} games ({:.0} s): against {} {:.1}% [{:.1}, {:.1}] over {} deals",
                trainer.games,
                start.elapsed().as_secs_f64(),
                args.against,
                100.0 * m.share,
                100.0 * m.low,
                100.0 * m.high,
                m.deals
            );
            // (A bar that is not drawn, off a terminal, prints nothing.)
            if bar.is_hidden() {
                eprintln!("{line}");
            } else {
                bar.println(line);
            }
            measured.push((trainer.games, m));
        }
    }
    bar.finish_and_clear();
    save(&trainer)?;
    let secs = start.elapsed().as_secs_f64();
    let played = trainer.games - first;
    if measured.last().is_none_or(|(g, _)| *g != trainer.games) {
        let m = measure(&trainer)?;
        measured.push((trainer.games, m));
    }
    let (_, last) = measured[measured.len() - 1];
    let _ = writeln!(
        out,
        "{}: {} games in all ({} this run, {:.1} s, {:.0} games/s, {} decisions); against {}: {:.1}% [{:.1}, {:.1}] over {} deals; wrote {}",
        game.variant().preset.name(),
        trainer.games,
        played,
        secs,
        played as f64 / secs.max(1e-9),
        decisions,
        args.against,
        100.0 * last.share,
        100.0 * last.low,
        100.0 * last.high,
        last.deals,
        args.out.display()
    );
    Ok(())
}
