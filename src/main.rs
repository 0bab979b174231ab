//! `pachisi`: the command-line front end of the rules engine.
//!
//! Exit codes: 0 success; 1 a replay stopped at an illegal event (or its result
//! differs); 2 bad input (unknown option, bad value, unreadable, too large or invalid
//! file, too many games or threads).
//!
//! Limits (README, "Limits"): input files at most [`MAX_INPUT_BYTES`]; `simulate
//! --games` at most [`pachisi_sim::MAX_GAMES`]; `tournament --games` at most
//! [`tournament_cmd::MAX_TOURNAMENT_GAMES`]; `--threads` at most
//! [`commands::MAX_THREADS`]; `bench --seconds` at most [`bench::MAX_BENCH_SECONDS`].

mod admin_cmd;
mod analyze_cmd;
mod bench;
mod board_view;
mod commands;
mod compare_cmd;
mod endgames_cmd;
mod merge_cmd;
mod play;
mod plot;
mod serve_cmd;
mod tournament_cmd;
mod train_cmd;

use clap::{Args, Parser, Subcommand};
use pachisi_core::{Game, Preset, Variant};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "pachisi",
    version,
    about = "Rules engine, simulator and tools for Pachisi, Chopat and Chaupar"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// How a variant is chosen: a preset, then an options file, then `--set` settings.
#[derive(Args, Clone, Debug, Default)]
pub struct VariantArgs {
    /// Preset: pachisi, pachisi-seven, chopat, chaupar, ludo, ludo-ludopy, mensch,
    /// petits-chevaux, parcheesi, parchis, barjis, barjis-levant, parques, sorry, yut,
    /// yut-culin (default: the options file's `variant`, else pachisi).
    #[arg(long, value_name = "V")]
    pub variant: Option<String>,
    /// Set one option, e.g. `--set teams=false` (repeatable; see `pachisi variants`).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
    /// A TOML file whose keys are options; it may also hold `variant = "..."`.
    #[arg(long = "options", value_name = "FILE.toml")]
    pub options: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// List the presets and every option with its default per preset.
    Variants {
        #[arg(long)]
        json: bool,
    },
    /// List the legal actions (or chance outcomes) of a position file.
    Legal {
        /// A position JSON file (format pachisi-position).
        #[arg(long, value_name = "FILE")]
        position: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Replay a game record and print the final position and result.
    Replay {
        /// A record JSON file (format pachisi-record).
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Play one random-vs-random game and write its record.
    Record {
        #[command(flatten)]
        variant: VariantArgs,
        /// Seed of the throws (seeded_rng(seed, 0)) and of the random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Write the record here instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// The board geometry (squares, safe squares, tracks) for a front end.
    Board {
        #[command(flatten)]
        variant: VariantArgs,
        #[arg(long)]
        json: bool,
    },
    /// Play a game at the terminal against bots or people (full-screen, or --plain).
    Play(play::PlayArgs),
    /// Measure engine speed per preset: random playouts (one thread, all threads),
    /// legal actions + apply, MCTS simulations, time per decision of each bot and
    /// level. Use a release build.
    Bench {
        #[arg(long)]
        json: bool,
        /// Seconds per measurement (playouts on one thread, then on all threads).
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        /// Positions timed per searching bot (MCTS, expectimax, hard, expert); the
        /// other bots get ten times as many.
        #[arg(long, default_value_t = 30)]
        bot_positions: u32,
    },
    /// Play a duplicate-dice tournament between bots and report win rates.
    Tournament(tournament_cmd::TournamentArgs),
    /// Analyse a position by rollouts (`--position FILE`: every action's win chance,
    /// best first), or review a game record move by move (`RECORD`: the win chance
    /// each decision lost, marks, a summary per player). docs/analysis.md.
    Analyze(analyze_cmd::AnalyzeArgs),
    /// Compare two or more option sets over the same throw sequences: game length,
    /// win shares per seat and team, captures, forfeits, adjudications, each with its
    /// paired difference and 95% interval. docs/analysis.md.
    Compare(compare_cmd::CompareArgs),
    /// Solve the exact race endgames of a 2-player variant (every remaining piece in
    /// its home column, at most --pieces per seat) and write the table file.
    /// docs/endgames.md.
    Endgames(endgames_cmd::EndgamesArgs),
    /// Train a small network by TD(λ) self-play for a game of two sides (two players
    /// or two teams): progress, checkpoints (--resume goes on), a running figure
    /// against a bot. docs/network.md.
    Train(train_cmd::TrainArgs),
    /// Run the browser app: lobby, board, bots; prints the address to open.
    Serve(serve_cmd::ServeArgs),
    /// The server's game database.
    Db {
        #[command(subcommand)]
        command: serve_cmd::DbCommand,
    },
    /// The operator's tools on the server's database: chat reports, suspensions.
    Admin {
        #[command(subcommand)]
        command: admin_cmd::AdminCommand,
    },
    /// Check a server record's throws against its revealed seed (docs/fairness.md).
    Verify {
        /// A record downloaded from `pachisi serve` ({"record": ..., "fairness": ...}).
        file: PathBuf,
    },
    /// Play many random-vs-random games in parallel and report statistics.
    Simulate {
        #[command(flatten)]
        variant: VariantArgs,
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Run seed; game i throws with seeded_rng(seed, i).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Machine-readable output (no timings, so it is reproducible).
        #[arg(long)]
        json: bool,
        /// Worker threads (default: RAYON_NUM_THREADS or the number of CPUs).
        #[arg(long)]
        threads: Option<usize>,
        /// Continue every game from this position (docs/positions.md), which also
        /// gives the variant and options.
        #[arg(long, value_name = "FILE")]
        position: Option<PathBuf>,
        /// Also draw the distribution of game length and the win shares with their
        /// intervals into this SVG file.
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<PathBuf>,
        /// Play only part K of N of the run (games split in N equal ranges; K from 1)
        /// and print that part's tallies as a shard file; `pachisi merge` puts the
        /// parts back into the report `--json` prints for the whole run, byte for byte.
        #[arg(long, value_name = "K/N")]
        shard: Option<String>,
    },
    /// Put the parts of a run (`simulate --shard K/N`, `tournament --shard K/N`) back
    /// together: prints the whole run's `--json` report, byte for byte.
    Merge {
        /// The shard files of one run, in any order.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// A command's failure: what to print on stderr and the exit code.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl Failure {
    /// Bad input: exit code 2.
    pub fn input(message: impl Into<String>) -> Failure {
        Failure {
            code: 2,
            message: message.into(),
        }
    }
}

/// Build the variant of `--variant`, `--options` and `--set`.
pub fn resolve_variant(args: &VariantArgs) -> Result<Variant, Failure> {
    let mut name = args.variant.clone();
    let mut file_text = None;
    if let Some(path) = &args.options {
        let text = read_file(path)?;
        let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
            Failure::input(format!("cannot read options file {}: {e}", path.display()))
        })?;
        if name.is_none() {
            for key in ["variant", "preset"] {
                match table.get(key) {
                    Some(toml::Value::String(s)) => name = Some(s.clone()),
                    Some(other) => {
                        return Err(Failure::input(format!(
                            "{}: '{key}' must be a string naming a preset, not {other}",
                            path.display()
                        )));
                    }
                    None => {}
                }
            }
        }
        file_text = Some(text);
    }
    let preset = Preset::parse(name.as_deref().unwrap_or("pachisi"))
        .map_err(|e| Failure::input(e.to_string()))?;
    let mut v = Variant::preset(preset);
    if let Some(text) = file_text {
        v.options
            .merge_toml(&text)
            .map_err(|e| Failure::input(e.to_string()))?;
    }
    for s in &args.set {
        v.options
            .set_pair(s)
            .map_err(|e| Failure::input(e.to_string()))?;
    }
    v.options
        .validate()
        .map_err(|e| Failure::input(e.to_string()))?;
    Ok(v)
}

/// The game of the variant arguments.
pub fn resolve_game(args: &VariantArgs) -> Result<Game, Failure> {
    Game::new(resolve_variant(args)?).map_err(|e| Failure::input(e.to_string()))
}

/// The largest file the CLI reads (positions, records, options files, saved games):
/// 64 MiB. The longest records written by `record` or `play` under the default turn
/// cap, with throws that nearly always go on (`mouth_up_p` near 0 or 1), are about
/// 11 MB; ordinary records are under 100 kB, positions and options a few kB.
pub const MAX_INPUT_BYTES: u64 = 64 * 1024 * 1024;

/// Read a whole text file of at most [`MAX_INPUT_BYTES`], as bad input on failure. The
/// size is found by reading (at most one byte past the cap), not from the file's
/// metadata, which is 0 for devices and pipes such as /dev/zero.
pub fn read_file(path: &PathBuf) -> Result<String, Failure> {
    let cannot = |e: std::io::Error| Failure::input(format!("cannot read {}: {e}", path.display()));
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    file.take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(Failure::input(format!(
            "cannot read {}: the file is larger than {} MiB, the most this program reads",
            path.display(),
            MAX_INPUT_BYTES / (1024 * 1024)
        )));
    }
    String::from_utf8(bytes).map_err(|_| {
        Failure::input(format!(
            "cannot read {}: stream did not contain valid UTF-8",
            path.display()
        ))
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = String::new();
    let result = match cli.command {
        Command::Variants { json } => commands::variants(json, &mut out),
        Command::Legal { position, json } => commands::legal(&position, json, &mut out),
        Command::Replay { file, json } => commands::replay(&file, json, &mut out),
        Command::Record {
            variant,
            seed,
            out: path,
        } => commands::record(&variant, seed, path.as_ref(), &mut out),
        Command::Board { variant, json } => board_view::board(&variant, json, &mut out),
        Command::Simulate {
            variant,
            games,
            seed,
            json,
            threads,
            position,
            plot,
            shard,
        } => commands::simulate(
            &variant,
            position.as_ref(),
            plot.as_ref(),
            shard.as_deref(),
            games,
            seed,
            json,
            threads,
            &mut out,
        ),
        Command::Play(args) => play::play(&args),
        Command::Serve(args) => serve_cmd::serve(&args),
        Command::Db { command } => serve_cmd::db(&command, &mut out),
        Command::Admin { command } => admin_cmd::admin(&command, &mut out),
        Command::Verify { file } => serve_cmd::verify(&file, &mut out),
        Command::Merge { files } => merge_cmd::merge(&files, &mut out),
        Command::Tournament(args) => tournament_cmd::tournament(&args, &mut out),
        Command::Analyze(args) => analyze_cmd::analyze(&args, &mut out),
        Command::Compare(args) => compare_cmd::compare(&args, &mut out),
        Command::Endgames(args) => endgames_cmd::endgames(&args, &mut out),
        Command::Train(args) => train_cmd::train(&args, &mut out),
        Command::Bench {
            json,
            seconds,
            bot_positions,
        } => bench::bench(json, seconds, bot_positions, &mut out),
    };
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            if !f.message.is_empty() {
                eprintln!("error: {}", f.message);
            }
            ExitCode::from(f.code)
        }
    }
}
