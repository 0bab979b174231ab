//! `pachisi analyze`: rollout analysis of a position (`--position FILE`) or a
//! move-by-move review of a game record (`RECORD`), with `pachisi_analysis`
//! (docs/analysis.md).

use crate::commands::{check_games, check_threads, parse_record};
use crate::play::colour;
use crate::{Failure, read_file};
use clap::Args;
use pachisi_analysis::{
    Analysis, AnalysisError, ChanceAnalysis, DecisionAnalysis, PositionReport, Review, Settings,
    analyze_position, review,
};
use pachisi_bots::{BOT_SPECS, BotSpec, Budget};
use pachisi_core::words::move_words;
use pachisi_core::{Action, Game, Phase, State};
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

/// The most rollouts per candidate `--games` accepts. A rollout is a whole game played
/// by bots (milliseconds to a second each), so this is already hours of work.
pub const MAX_ANALYZE_GAMES: u64 = 100_000;

/// The longest `--seconds` accepted: a day.
pub const MAX_ANALYZE_SECONDS: f64 = 86_400.0;

/// The arguments of `pachisi analyze`.
#[derive(Args, Clone, Debug)]
pub struct AnalyzeArgs {
    /// A game record to review move by move (a record file, or a record downloaded
    /// from the browser).
    #[arg(value_name = "RECORD", conflicts_with = "position")]
    pub record: Option<PathBuf>,
    /// Analyse this position (docs/positions.md) instead: every legal action, or at a
    /// throw every outcome, with its win chance.
    #[arg(long, value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// The bot that plays every seat in the rollouts (default: `heuristic`; see
    /// `pachisi tournament --help`).
    #[arg(long, value_name = "SPEC")]
    pub bot: Option<String>,
    /// Most rollouts per action (default: 200 for a position, 1600 for a review's
    /// first stage). A position's run in rounds of a fifth of this, then a fresh
    /// series; a review's in rounds of 16, and a decision stops once its screening is
    /// settled. An action is dropped once it is clearly worse than the best.
    #[arg(long, value_name = "N")]
    pub games: Option<u64>,
    /// A review's second stage: the most fresh rollouts per action for a screened
    /// decision (default 65536; it gets what its first-stage loss says it needs, then
    /// more while the loss is near the inaccuracy threshold). Lower is faster and
    /// leaves more close decisions to chance.
    #[arg(long, value_name = "N")]
    pub confirm_max: Option<u64>,
    /// A review's second stage: stricter looks before its cap, as a group sequential
    /// test's: a look on n rollouts stops only when the loss stands min(sqrt(cap / n),
    /// F) times the usual z from the inaccuracy threshold (1 to 16; default 1, plain
    /// looks). Costs rollouts near the threshold (docs/analysis.md).
    #[arg(long, value_name = "F")]
    pub confirm_early: Option<f64>,
    /// Decisions with a choice the --bot plays in each rollout; the heuristic plays
    /// the rest of the game (0, the default: the --bot plays it all).
    #[arg(long, value_name = "N")]
    pub horizon: Option<u32>,
    /// Actions rolled out per decision: the N best by the heuristic's one-ply
    /// evaluation, plus the action played in a review; 0 for every action (default:
    /// 0 for a position, 3 for a review).
    #[arg(long, value_name = "N")]
    pub candidates: Option<usize>,
    /// Seed of the rollouts' dice and bots.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Stop after this many seconds (what was done is reported, marked incomplete).
    #[arg(long, value_name = "S")]
    pub seconds: Option<f64>,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
    /// Worker threads (default: RAYON_NUM_THREADS or the number of CPUs).
    #[arg(long)]
    pub threads: Option<usize>,
}

fn bad_bot(message: &str) -> Failure {
    let mut s = format!("--bot: {message}\nvalid bot specifications:");
    for (spec, what) in BOT_SPECS {
        let _ = write!(s, "\n  {spec:<72} {what}");
    }
    Failure::input(s)
}

fn progress_bar() -> Option<indicatif::ProgressBar> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let pb =
        indicatif::ProgressBar::with_draw_target(None, indicatif::ProgressDrawTarget::stderr());
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "{elapsed_precise} [{bar:40}] {pos}/{len} rollouts (at most), eta {eta}",
    ) {
        pb.set_style(style.progress_chars("=> "));
    }
    Some(pb)
}

/// `pachisi analyze`.
pub fn analyze(args: &AnalyzeArgs, out: &mut String) -> Result<(), Failure> {
    check_threads(args.threads)?;
    let reviewing = match (&args.record, &args.position) {
        (Some(_), None) => true,
        (None, Some(_)) => false,
        _ => {
            return Err(Failure::input(
                "give a RECORD to review, or --position FILE to analyse a position",
            ));
        }
    };
    let mut settings = if reviewing {
        Settings::review()
    } else {
        Settings::position()
    };
    if let Some(g) = args.games {
        check_games(g, MAX_ANALYZE_GAMES)?;
        settings.games = g as u32;
        if reviewing {
            // Rounds of 16: the budget goes to the decisions in doubt.
            settings.min_games = settings.games.min(16);
        } else {
            settings.min_games = settings.games.div_ceil(5);
        }
        settings.batch = settings.min_games;
    }
    if let Some(n) = args.confirm_max {
        check_games(n, MAX_ANALYZE_GAMES)?;
        settings.confirm_max = n as u32;
        settings.confirm_games = settings.confirm_games.min(settings.confirm_max);
    }
    if let Some(f) = args.confirm_early {
        let max = pachisi_analysis::MAX_EARLY_FACTOR;
        if !(f.is_finite() && (1.0..=max).contains(&f)) {
            return Err(Failure::input(format!(
                "--confirm-early must be from 1 to {max}, not {f}"
            )));
        }
        settings.confirm_early = f;
    }
    if let Some(h) = args.horizon {
        settings.horizon = h;
    }
    if let Some(c) = args.candidates {
        settings.candidates = c;
    }
    if let Some(b) = &args.bot {
        settings.policy = BotSpec::parse(b).map_err(|e| bad_bot(&e))?;
    }
    settings.seed = args.seed;
    let budget = match args.seconds {
        None => Budget::Auto,
        Some(s) if s > 0.0 && s <= MAX_ANALYZE_SECONDS => {
            Budget::Within(Duration::from_secs_f64(s))
        }
        Some(s) => {
            return Err(Failure::input(format!(
                "--seconds {s} is out of range: more than 0, at most {MAX_ANALYZE_SECONDS}"
            )));
        }
    };
    let pb = progress_bar();
    let tick = |done: u64, total: u64| {
        if let Some(pb) = &pb {
            if pb.length() != Some(total) {
                pb.set_length(total);
            }
            pb.set_position(done);
        }
    };
    let mut run = || -> Result<(), Failure> {
        if let Some(path) = &args.record {
            let text = read_file(path)?;
            let record = parse_record(&text)
                .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
            // Luck-adjusted rollouts where they pay for the record's game.
            let settings = match record.game() {
                Ok(g) => settings.clone().with_luck_for(g.variant()),
                Err(_) => settings.clone(),
            };
            let r = review(&record, &settings, budget, &tick).map_err(|e| match e {
                AnalysisError::Record(_) => Failure {
                    code: 1,
                    message: format!("{}: {e}", path.display()),
                },
                e => Failure::input(e.to_string()),
            })?;
            if let Some(pb) = &pb {
                pb.finish_and_clear();
            }
            let game = record
                .game()
                .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
            if args.json {
                out.push_str(&to_json(&r));
            } else {
                review_text(&game, &settings, &r, out);
            }
        } else if let Some(path) = &args.position {
            let (game, s) = Game::parse_position(&read_file(path)?)
                .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
            let r = analyze_position(&game, &s, &settings, budget, &tick)
                .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
            if let Some(pb) = &pb {
                pb.finish_and_clear();
            }
            if args.json {
                let mut v = serde_json::to_value(&r).unwrap_or_default();
                v["variant"] = json!(game.variant().preset.name());
                v["options"] =
                    Value::Object(pachisi_core::position::option_overrides(game.variant()));
                add_words(&game, &s, &mut v);
                out.push_str(&to_json(&v));
            } else {
                position_text(&game, &s, &settings, &r, out);
            }
        }
        Ok(())
    };
    match args.threads {
        None => run(),
        Some(t) => rayon::ThreadPoolBuilder::new()
            .num_threads(t)
            .build()
            .map_err(|e| Failure {
                code: 1,
                message: format!("cannot start {t} threads: {e}"),
            })?
            .install(run),
    }
}

fn to_json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string_pretty(v).unwrap_or_default() + "\n"
}

/// A seat as people name it: `Red (seat 1)`.
fn seat_name(seat: u8) -> String {
    format!("{} (seat {})", colour(seat), seat + 1)
}

/// Whose win chance is reported: the seat, or its team.
fn side_name(game: &Game, seat: u8) -> String {
    if game.options().teams {
        let partner = (seat + 2) % 4;
        let (a, b) = (seat.min(partner), seat.max(partner));
        format!("team {}+{}", colour(a), colour(b))
    } else {
        colour(seat).to_string()
    }
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn interval(ci: [f64; 2]) -> String {
    format!("[{}, {}]", pct(ci[0]), pct(ci[1]))
}

/// The words of an action in state `s`.
fn words(game: &Game, s: &State, action: &str) -> String {
    Action::parse(action)
        .ok()
        .and_then(|a| game.move_info(s, a))
        .map(|i| move_words(game, &i, &|seat| colour(seat).to_string()))
        .unwrap_or_default()
}

/// Add `words` to each candidate of a decision analysis (JSON).
fn add_words(game: &Game, s: &State, v: &mut Value) {
    if let Some(cands) = v["analysis"]["candidates"].as_array_mut() {
        for c in cands {
            let w = words(game, s, c["action"].as_str().unwrap_or(""));
            c["words"] = json!(w);
        }
    }
}

fn policy_text(game: &Game, settings: &Settings) -> String {
    let bot = match settings.policy {
        BotSpec::Level(l) => format!("{} ({})", l.name(), l.spec_for_variant(game.variant())),
        p if pachisi_bots::netbot::uses_network(&p)
            && pachisi_bots::network_for(game).is_none() =>
        {
            format!("{p} (no network for this game: on the hand-written evaluation)")
        }
        p => p.to_string(),
    };
    let tail = pachisi_analysis::TAIL_POLICY;
    // A level that is the tail's bot in this preset (`medium`, the heuristic, in the
    // Indian games): no switch to mention.
    let same = match settings.policy {
        BotSpec::Level(l) => l.spec_for_variant(game.variant()) == tail.to_string(),
        p => p == tail,
    };
    if settings.horizon > 0 && !same {
        format!(
            "{bot} at every seat for {} decisions, then {}",
            settings.horizon, tail
        )
    } else {
        format!("{bot} at every seat")
    }
}

fn header(game: &Game, out: &mut String) {
    let overrides = pachisi_core::position::option_overrides(game.variant());
    let _ = write!(out, "{}", game.variant().preset.name());
    if !overrides.is_empty() {
        let _ = write!(out, " with {}", Value::Object(overrides));
    }
}

fn position_text(
    game: &Game,
    s: &State,
    settings: &Settings,
    r: &PositionReport,
    out: &mut String,
) {
    header(game, out);
    let _ = write!(out, ", turn {}: ", s.turn_number());
    match &r.analysis {
        Analysis::Decision(d) => {
            let _ = writeln!(
                out,
                "{} to move, kept {}",
                seat_name(d.seat),
                crate::play::kept_text_in(game, s.kept())
            );
            rollouts_line(game, settings, r, out);
            decision_text(game, s, d, r, out);
        }
        Analysis::Chance(c) => {
            let what = if s.phase() == Phase::Order {
                "throws for the start (T-ORDER)"
            } else {
                "throws"
            };
            let _ = writeln!(out, "{} {what}", seat_name(c.seat));
            rollouts_line(game, settings, r, out);
            chance_text(game, c, r.evaluation == pachisi_analysis::EVAL_EXACT, out);
        }
    }
    if !r.complete {
        out.push_str("Stopped by --seconds before every rollout was played.\n");
    }
}

fn rollouts_line(game: &Game, settings: &Settings, r: &PositionReport, out: &mut String) {
    if r.evaluation == pachisi_analysis::EVAL_EXACT {
        out.push_str("Exact: a race position of the bundled endgame table (every piece left in its home column; docs/endgames.md): no rollouts, every value exact.\n");
        return;
    }
    let _ = writeln!(
        out,
        "Rollouts: bot {},{} at most {} per candidate, duplicate dice (seed {}); {} games in all.",
        policy_text(game, settings),
        if settings.candidates == 0 || matches!(r.analysis, Analysis::Chance(_)) {
            String::new()
        } else {
            format!(
                " the {} best actions by one-ply evaluation,",
                settings.candidates
            )
        },
        r.rollouts.games,
        r.rollouts.seed,
        r.total_games
    );
}

fn decision_text(
    game: &Game,
    s: &State,
    d: &DecisionAnalysis,
    r: &PositionReport,
    out: &mut String,
) {
    let _ = writeln!(
        out,
        "Win chance of {} after each action, best first:\n",
        side_name(game, d.seat)
    );
    let aw = d
        .candidates
        .iter()
        .map(|c| c.action.len())
        .max()
        .unwrap_or(6)
        .max(6);
    let _ = writeln!(
        out,
        "  #  {:<aw$}  {:>7}  {:>16}  {:>6}  {:>26}  move",
        "action", "win", "95% interval", "games", "behind the best (95%)"
    );
    for (i, c) in d.candidates.iter().enumerate() {
        let behind = match &c.behind_best {
            Some(b) => format!(
                "{:.1} [{:.1}, {:.1}]{}",
                100.0 * b.mean,
                100.0 * b.ci95[0],
                100.0 * b.ci95[1],
                if c.dropped { " dropped" } else { "" }
            ),
            None => String::new(),
        };
        let mut w = words(game, s, &c.action);
        if !c.same_as.is_empty() {
            let _ = write!(w, " (same as {})", c.same_as.join(", "));
        }
        let _ = writeln!(
            out,
            "  {:>2} {:<aw$}  {:>7}  {:>16}  {:>6}  {:>26}  {w}",
            i + 1,
            c.action,
            pct(c.win_chance),
            interval(c.ci95),
            c.games,
            behind
        );
    }
    let most = d.candidates.iter().map(|c| c.games).max().unwrap_or(0);
    out.push('\n');
    if d.candidates.len() == 1 {
        out.push_str("Only one action (or several with the same effect): nothing to choose.\n");
    } else if r.evaluation == pachisi_analysis::EVAL_EXACT {
        out.push_str("Exact win chances (\"behind\" in win-chance points).\n");
    } else if d.separated && most < r.rollouts.games {
        let _ = writeln!(
            out,
            "The best action was separated from every other after {most} rollouts (\"behind\" in win-chance points)."
        );
    } else if d.separated {
        let _ = writeln!(
            out,
            "The best action was separated from every other (\"behind\" in win-chance points)."
        );
    } else {
        let _ = writeln!(
            out,
            "Not separated within {} rollouts: the actions not dropped may be about as good as the best (\"behind\" in win-chance points; more --games to tell them apart).",
            r.rollouts.games
        );
    }
}

fn chance_text(game: &Game, c: &ChanceAnalysis, exact: bool, out: &mut String) {
    if exact {
        let _ = writeln!(
            out,
            "Win chance of {}: {} (exact).\n",
            side_name(game, c.seat),
            pct(c.win_chance)
        );
    } else {
        let _ = writeln!(
            out,
            "Win chance of {}: {} {} ({} rollouts per throw).\n",
            side_name(game, c.seat),
            pct(c.win_chance),
            interval(c.ci95),
            c.games
        );
    }
    let _ = writeln!(
        out,
        "  {:<22}  {:>11}  {:>7}  {:>16}  {:>6}",
        "throw", "probability", "win", "95% interval", "games"
    );
    let shells = game.throws().shells;
    // Rows: one per throw; the orders of the same three dice are one row (their
    // rollouts pooled; the JSON form keeps every order).
    let mut rows: Vec<(String, f64, f64, u32, usize)> = Vec::new();
    for t in &c.throws {
        let what = match (t.up, t.dice) {
            (_, Some(d)) => {
                let mut d = d;
                d.sort_unstable_by(|a, b| b.cmp(a));
                format!("dice {}-{}-{}", d[0], d[1], d[2])
            }
            (Some(up), _) => format!("{} ({up} of {shells} up)", t.value),
            _ => t.value.to_string(),
        };
        let wins = t.win_chance * t.games as f64;
        match rows.iter_mut().find(|r| r.0 == what) {
            Some(r) => {
                r.1 += t.probability;
                r.2 += wins;
                r.3 += t.games;
                r.4 += 1;
            }
            None => rows.push((what, t.probability, wins, t.games, 1)),
        }
    }
    for (what, p, wins, games, orders) in rows {
        let label = if orders > 1 {
            format!("{what} ({orders} orders)")
        } else {
            what
        };
        let (lo, hi) = pachisi_sim::wilson(wins, games as u64, pachisi_sim::Z95);
        let win = if games == 0 { 0.0 } else { wins / games as f64 };
        let _ = writeln!(
            out,
            "  {label:<22}  {:>11}  {:>7}  {:>16}  {:>6}",
            format!("{p:.4}"),
            pct(win),
            interval([lo, hi]),
            games
        );
    }
}

/// How a review's rollouts were luck-adjusted, for its header ("" when not).
fn luck_text(settings: &Settings) -> String {
    if settings.luck == 0 {
        String::new()
    } else if settings.luck_late >= 1.0 {
        ", luck-adjusted".to_string()
    } else {
        format!(
            ", luck-adjusted once a seat has at most {:.0}% of its way left",
            100.0 * settings.luck_late
        )
    }
}

fn review_text(game: &Game, settings: &Settings, r: &Review, out: &mut String) {
    let chosen = r.decisions.iter().filter(|d| d.choices > 1).count();
    out.push_str("Review of a ");
    header(game, out);
    let _ = writeln!(
        out,
        " game: {} decisions, {chosen} with a choice.",
        r.decisions.len()
    );
    let _ = writeln!(
        out,
        "Rollouts: bot {}, {}, at most {} per action, duplicate dice (seed {}){}; {} games in all.",
        policy_text(game, settings),
        if settings.candidates == 0 {
            "every action".to_string()
        } else {
            format!(
                "the {} best actions by one-ply evaluation and the one played",
                settings.candidates
            )
        },
        r.rollouts.games,
        r.rollouts.seed,
        luck_text(settings),
        r.total_games
    );
    let _ = writeln!(
        out,
        "Marks by win chance lost: inaccuracy from {:.0} points, mistake from {:.0}, blunder from {:.0}, when the loss is shown for the whole game: screened at z {:.1} over {} comparisons, {} decisions were rolled out again on fresh dice against {} contenders for the best (up to {} rollouts each), where a mark needs loss - {:.2} se above {:.0} points ({:.0}% family-wise; docs/analysis.md).\n",
        100.0 * r.thresholds.inaccuracy,
        100.0 * r.thresholds.mistake,
        100.0 * r.thresholds.blunder,
        r.thresholds.screen_z,
        r.thresholds.tests,
        r.thresholds.screened,
        r.thresholds.comparisons,
        r.rollouts.confirm_max,
        r.thresholds.mark_z,
        100.0 * r.thresholds.mark_bar,
        100.0 * r.thresholds.family_alpha,
    );
    let _ = writeln!(
        out,
        "  {:>5}  {:>5}  {:<16}  {:<12}  {:<12}  {:>7}  {:>6}  {:>16}  mark",
        "event", "turn", "seat", "played", "best", "before", "lost", "(95%)"
    );
    for d in r.decisions.iter().filter(|d| d.choices > 1) {
        let _ = writeln!(
            out,
            "  {:>5}  {:>5}  {:<16}  {:<12}  {:<12}  {:>7}  {:>6}  {:>16}  {}",
            d.event,
            d.turn,
            seat_name(d.seat),
            d.played,
            if d.best == d.played { "=" } else { &d.best },
            d.win_chance_before.map(pct).unwrap_or_else(|| "-".into()),
            if d.reviewed {
                format!("{:.1}", 100.0 * d.loss)
            } else {
                "-".into()
            },
            d.loss_ci95
                .map(|c| format!("[{:.1}, {:.1}]", 100.0 * c[0], 100.0 * c[1]))
                .unwrap_or_default(),
            match (&d.by, d.mark) {
                (Some(by), Some(m)) =>
                    format!("{} (played by the {by} bot, not counted)", m.name()),
                (Some(by), None) => format!("(played by the {by} bot, not counted)"),
                (None, m) => m.map(|m| m.name()).unwrap_or("").to_string(),
            }
        );
    }
    let _ = writeln!(
        out,
        "\nPer player (loss and luck in win-chance points):\n  {:<16}  {:>9}  {:>6}  {:>8}  {:>10}  {:>9}  {:>8}  {:>12}  {:>8}  {:>8}  {:>6}  {:>7}",
        "seat",
        "decisions",
        "forced",
        "by a bot",
        "total loss",
        "mean loss",
        "accuracy",
        "inaccuracies",
        "mistakes",
        "blunders",
        "throws",
        "luck"
    );
    for p in &r.players {
        let _ = writeln!(
            out,
            "  {:<16}  {:>9}  {:>6}  {:>8}  {:>10.1}  {:>9.2}  {:>8}  {:>12}  {:>8}  {:>8}  {:>6}  {:>+7.1}",
            seat_name(p.seat),
            p.decisions,
            p.forced,
            p.stand_in,
            100.0 * p.total_loss,
            100.0 * p.mean_loss,
            p.accuracy
                .map(|a| format!("{a:.1}%"))
                .unwrap_or_else(|| "-".into()),
            p.inaccuracies,
            p.mistakes,
            p.blunders,
            p.throws,
            100.0 * p.luck
        );
    }
    out.push_str(&format!(
        "\nLoss and accuracy per player: a decision's loss is 0 when the action played was the review's best, else measured again on fresh rollouts (unbiased; one decision may show below 0); \
         accuracy is lichess' per-move accuracy from it, averaged over the player's reviewed decisions. \
         Luck: what the player's throws gave (+) or took (-) against the throws they could have made, by the heuristic's win-chance estimate \
         scaled to what such luck was worth in results (×{:.2} for this game's rules and players); most of a game's swing is the dice. Decisions a stand-in bot made for an away player are left out of their figures (docs/analysis.md).\n",
        r.luck_scale
    ));
    if !r.complete {
        out.push_str("\nStopped by --seconds: decisions without figures were not reviewed.\n");
    }
}
