//! The subcommands other than `board`.

use crate::{Failure, VariantArgs, read_file, resolve_game};
use pachisi_core::options::{OPTION_DOCS, TrackKind};
use pachisi_core::{
    Game, MoveInfo, Options, Outcome, Phase, PieceAt, PositionJson, Preset, Record, ReplayError,
    State,
};
use pachisi_sim::report::{ShardSpec, simulate_json, simulate_shard};
use pachisi_sim::{Dist, Share, Summary};
use serde::Serialize;
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Instant;

fn to_json<T: Serialize>(v: &T) -> String {
    serde_json::to_string_pretty(v).unwrap_or_default() + "\n"
}

// ---------------------------------------------------------------- variants

/// `pachisi variants`.
pub fn variants(json: bool, out: &mut String) -> Result<(), Failure> {
    if json {
        out.push_str(&to_json(&Options::catalogue()));
        return Ok(());
    }
    let described: Vec<_> = Preset::ALL
        .iter()
        .map(|&p| (p, Options::describe(p)))
        .collect();
    out.push_str("Presets (choose with --variant NAME):\n");
    for p in Preset::ALL {
        let _ = writeln!(out, "  {:<14} {}", p.name(), p.description());
    }
    let order: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
    let _ = writeln!(
        out,
        "\nOptions (change with --set KEY=VALUE or an --options FILE.toml):\n\
         defaults are listed per preset as {}",
        order.join(" / ")
    );
    for (i, &(key, rule, allowed, meaning)) in OPTION_DOCS.iter().enumerate() {
        let defaults: Vec<&str> = described
            .iter()
            .map(|(_, d)| d[i].default.as_str())
            .collect();
        let _ = writeln!(out, "\n  {key}  [{rule}]");
        let _ = writeln!(out, "      {meaning}");
        let _ = writeln!(out, "      allowed:  {allowed}");
        if defaults.iter().all(|d| *d == defaults[0]) {
            let _ = writeln!(out, "      default:  {} (all presets)", defaults[0]);
        } else {
            let _ = writeln!(out, "      defaults: {}", defaults.join(" / "));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- legal

/// A legal action with its squares.
#[derive(Serialize)]
struct ActionRow {
    #[serde(flatten)]
    info: MoveInfo,
    /// Square ids (see `pachisi board --json`).
    from_square: Option<u8>,
    to_square: Option<u8>,
}

fn square_id(game: &Game, c: Option<(u8, u8)>) -> Option<u8> {
    c.and_then(|(x, y)| game.board().at(x, y))
}

/// Chance outcomes of a chance node as JSON rows.
fn chance_rows(game: &Game, s: &State) -> Vec<Value> {
    let t = game.throws();
    game.chance_outcomes(s)
        .as_slice()
        .iter()
        .map(|&(o, p)| {
            if t.is_dice() {
                let d = t.dice(o);
                json!({"outcome": o, "probability": p, "dice": d, "value": t.order_value(o)})
            } else if t.is_sticks() {
                // Y-STICKS: the throw's name; outcome = flat sides up (5: back-do).
                let name = pachisi_core::throws::STICK_NAMES[o as usize];
                json!({"outcome": o, "probability": p, "throw": name, "value": t.value(o)})
            } else {
                json!({"outcome": o, "probability": p, "up": o, "value": t.value(o)})
            }
        })
        .collect()
}

/// The kept throws as a list: Yut Nori's by name ("[gae (2), back-do]", Y-STICKS).
fn kept_text(game: &Game, s: &State) -> String {
    if game.throws().is_sticks() {
        return format!("[{}]", crate::play::kept_text_in(game, s.kept()));
    }
    format!("{:?}", s.kept())
}

fn place(
    game: &Game,
    step: Option<i16>,
    sq: Option<u8>,
    c: Option<(u8, u8)>,
    none: &str,
) -> String {
    if game.options().track == pachisi_core::options::TrackKind::Yut {
        // Y-ROUTES: the route and index, and its station.
        return match (step, sq) {
            (Some(st), Some(sq)) => {
                format!("{} station {sq}", pachisi_core::yut::word(st as u8))
            }
            _ => none.to_string(),
        };
    }
    match (step, c) {
        (Some(st), Some((x, y))) => format!("step {st} sq {} ({x},{y})", sq.unwrap_or(0)),
        (Some(st), None) => format!("step {st}"),
        (None, _) => none.to_string(),
    }
}

/// `pachisi legal --position FILE`.
pub fn legal(path: &PathBuf, json: bool, out: &mut String) -> Result<(), Failure> {
    let text = read_file(path)?;
    let (game, s) = match Game::parse_position(&text) {
        Ok(x) => x,
        Err(e) => {
            if json {
                out.push_str(&to_json(&json!({"ok": false, "problems": e.problems})));
            }
            let mut msg = format!("invalid position {}:", path.display());
            for p in &e.problems {
                let _ = write!(msg, "\n  - {p}");
            }
            return Err(Failure::input(msg));
        }
    };
    let phase = s.phase();
    let seat = game.current_seat(&s);
    match phase {
        Phase::Over => {
            let outcome = game.outcome(&s);
            if json {
                out.push_str(&to_json(
                    &json!({"ok": true, "phase": phase, "actions": [], "result": outcome}),
                ));
            } else {
                out.push_str("The game is over; no actions.\n");
                if let Some(o) = outcome {
                    out.push_str(&result_text(&game, &o));
                }
            }
        }
        Phase::Order | Phase::Throw => {
            let rows = chance_rows(&game, &s);
            if json {
                out.push_str(&to_json(&json!({
                    "ok": true, "phase": phase, "seat": seat, "turn": s.turn(),
                    "kept": s.kept(), "waits_for_throw": true, "chance": rows,
                })));
            } else {
                let what = if phase == Phase::Order {
                    "a start-order throw (T-ORDER)"
                } else {
                    "a throw"
                };
                let _ = writeln!(
                    out,
                    "The position waits for {what} by seat {}; no decision is due.",
                    seat.unwrap_or(0)
                );
                if !s.kept().is_empty() {
                    let _ = writeln!(out, "Kept throws: {}", kept_text(&game, &s));
                }
                out.push_str("Chance outcomes:\n");
                for r in rows {
                    let p = r["probability"].as_f64().unwrap_or(0.0);
                    if let Some(name) = r.get("throw").and_then(|n| n.as_str()) {
                        let _ = writeln!(
                            out,
                            "  outcome {}: {name:<7} (value {:>2})  p = {p:.6}",
                            r["outcome"], r["value"]
                        );
                    } else if let Some(d) = r.get("dice") {
                        let _ = writeln!(
                            out,
                            "  outcome {:>2}: dice {d} (total {})  p = {p:.6}",
                            r["outcome"], r["value"]
                        );
                    } else {
                        let _ =
                            writeln!(out, "  {} up: value {:>2}  p = {p:.6}", r["up"], r["value"]);
                    }
                }
            }
        }
        Phase::Move => {
            let rows: Vec<ActionRow> = game
                .legal_actions(&s)
                .iter()
                .filter_map(|&a| game.move_info(&s, a))
                .map(|info| ActionRow {
                    from_square: square_id(&game, info.from),
                    to_square: square_id(&game, info.to),
                    info,
                })
                .collect();
            if json {
                out.push_str(&to_json(&json!({
                    "ok": true, "phase": phase, "seat": seat, "turn": s.turn(),
                    "kept": s.kept(), "waits_for_throw": false, "actions": rows,
                })));
            } else {
                let _ = writeln!(
                    out,
                    "Seat {} to move (turn of seat {}, turn {}); kept throws: {}",
                    s.mover(),
                    s.turn(),
                    s.turn_number(),
                    kept_text(&game, &s)
                );
                let _ = writeln!(out, "{} legal actions:", rows.len());
                for r in &rows {
                    let i = &r.info;
                    let _ = write!(out, "  {:<16} id {:>3}", i.action, i.id);
                    if i.value == Some(0) && i.pieces.is_empty() {
                        // Parqués' blow (Q-SOPLAR): another seat's piece to its jail.
                        let caps: Vec<String> = i
                            .captures
                            .iter()
                            .map(|(st, p)| format!("seat {st} p{}", p + 1))
                            .collect();
                        let _ = write!(out, "  blow {} back to its jail", caps.join(", "));
                    } else if let Some(v) = i.value {
                        // A partner's pawn (Sorry! with partners, S-TEAM) by its seat.
                        let seat = i.seat.map(|st| format!("s{st}")).unwrap_or_default();
                        let pieces: Vec<String> = i
                            .pieces
                            .iter()
                            .map(|p| format!("{seat}p{}", p + 1))
                            .collect();
                        let _ = write!(
                            out,
                            "  value {v:>2}  pieces {}  from {}  to {}",
                            pieces.join("+"),
                            place(&game, i.from_step, r.from_square, i.from, "waiting"),
                            place(&game, i.to_step, r.to_square, i.to, "home"),
                        );
                        if i.finishes && i.to_step.is_some() {
                            out.push_str(" (home)");
                        }
                        if !i.captures.is_empty() {
                            let caps: Vec<String> = i
                                .captures
                                .iter()
                                .map(|(st, p)| format!("seat {st} p{}", p + 1))
                                .collect();
                            let _ = write!(out, "  captures {}", caps.join(", "));
                        }
                    } else if s.kept().is_empty() {
                        // Parqués: the only pass with nothing kept declines a blow.
                        out.push_str("  decline the blow (Q-SOPLAR)");
                    } else {
                        out.push_str("  decline the remaining kept throws");
                    }
                    out.push('\n');
                }
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- replay

fn result_text(game: &Game, o: &Outcome) -> String {
    let mut t = String::new();
    let ranking: Vec<String> = o.ranking.iter().map(|r| format!("seat {r}")).collect();
    let _ = writeln!(t, "Result: ranking {}", ranking.join(", "));
    if game.options().teams {
        match o.winning_team {
            Some(w) => {
                let _ = writeln!(t, "Winning team: {w} (seats {} and {})", w, w + 2);
            }
            None => t.push_str("Winning team: none (tie)\n"),
        }
    }
    if o.adjudicated {
        t.push_str("The game was adjudicated by distance left (turn cap or dead end).\n");
    }
    // B-MARS: the win counts 7 games when no opponent had a piece home.
    match o.score {
        Some(7) => t.push_str("The win counts 7 games (mars: no opponent had a piece home).\n"),
        Some(n) => {
            let _ = writeln!(t, "The win counts {n} game.");
        }
        None => {}
    }
    t
}

fn pieces_text(game: &Game, s: &State) -> String {
    let mut t = String::new();
    for seat in 0..game.seats() {
        let arm = game.arm_name(seat);
        let pieces: Vec<String> = (0..pachisi_core::PIECES as u8)
            .map(|p| match game.piece_at(s, seat, p) {
                PieceAt::Waiting => "waiting".to_string(),
                PieceAt::Home => "home".to_string(),
                PieceAt::Step(st) if game.options().track == TrackKind::Yut => {
                    let p = st as u8;
                    format!(
                        "{} (station {})",
                        pachisi_core::yut::word(p),
                        game.square_of(seat, p)
                    )
                }
                PieceAt::Step(st) => format!("step {st}"),
                PieceAt::Fool(st) => format!("fool at step {st}"),
            })
            .collect();
        let _ = writeln!(
            t,
            "  seat {seat} (arm {arm}, team {}): {}; captures {}",
            game.team_of(seat),
            pieces.join(", "),
            s.captures(seat)
        );
    }
    t
}

/// The fields of a record as the browser downloads it (`GET /api/games/{id}/record`,
/// docs/api.md): the record itself, the fairness data and the players' names.
const DOWNLOAD_FIELDS: [&str; 3] = ["record", "fairness", "players"];

/// Read a record: a record file (format `pachisi-record`), or a record downloaded from
/// the browser (`{"record": ..., "fairness": ..., "players": ...}`), whose `record` is
/// taken. Every command that reads a record reads it with this.
pub fn parse_record(text: &str) -> Result<Record, ReplayError> {
    let v: Value = serde_json::from_str(text).map_err(|e| ReplayError::Format(e.to_string()))?;
    if let Some(obj) = v.as_object()
        && obj.contains_key("record")
        && !obj.contains_key("format")
    {
        if let Some(k) = obj.keys().find(|k| !DOWNLOAD_FIELDS.contains(&k.as_str())) {
            return Err(ReplayError::Format(format!(
                "unknown field `{k}` in a downloaded record, expected one of `record`, `fairness`, `players`"
            )));
        }
        return Record::parse(&obj["record"].to_string());
    }
    Record::parse(text)
}

/// `pachisi replay FILE`.
pub fn replay(path: &PathBuf, json: bool, out: &mut String) -> Result<(), Failure> {
    let text = read_file(path)?;
    let fail = |out: &mut String, code: u8, index: Option<usize>, reason: String| {
        if json {
            out.push_str(&to_json(
                &json!({"ok": false, "index": index, "reason": reason}),
            ));
        }
        let message = match index {
            Some(i) => format!("replay stopped at event {i}: {reason}"),
            None => format!("cannot replay {}: {reason}", path.display()),
        };
        Err(Failure { code, message })
    };
    let record = match parse_record(&text) {
        Ok(r) => r,
        Err(e) => return fail(out, 2, None, e.to_string()),
    };
    let (game, s) = match record.replay() {
        Ok(x) => x,
        Err(ReplayError::Format(reason)) => return fail(out, 2, None, reason),
        Err(ReplayError::Event { index, reason }) => return fail(out, 1, Some(index), reason),
        Err(e @ ReplayError::Result { .. }) => {
            return fail(out, 1, Some(record.events.len()), e.to_string());
        }
    };
    // Resignations and an abort count (docs/records.md).
    let outcome = record.standing().outcome(&game, &s);
    if json {
        let position: PositionJson = game.to_position(&s);
        out.push_str(&to_json(
            &json!({"ok": true, "events": record.events.len(), "position": position, "result": outcome}),
        ));
        return Ok(());
    }
    let _ = writeln!(
        out,
        "Replayed {} events of a {} game; turn {}, phase {:?}.",
        record.events.len(),
        game.variant().preset,
        s.turn_number(),
        s.phase()
    );
    out.push_str("Final position:\n");
    out.push_str(&pieces_text(&game, &s));
    match outcome {
        Some(o) => out.push_str(&result_text(&game, &o)),
        None => out.push_str("The game is not over.\n"),
    }
    Ok(())
}

// ---------------------------------------------------------------- record

/// The winner of a result for `record`'s message: the team in team games, the seat
/// otherwise (0-based, as in the record).
fn winner_text(game: &Game, o: &Outcome) -> String {
    if game.options().teams {
        match o.winning_team {
            Some(w) => format!("; winning team {w} (seats {} and {})", w, w + 2),
            None => "; no winning team (adjudicated tie)".into(),
        }
    } else {
        format!("; winner seat {}", o.ranking.first().copied().unwrap_or(0))
    }
}

/// `pachisi record`.
pub fn record(
    args: &VariantArgs,
    seed: u64,
    path: Option<&PathBuf>,
    out: &mut String,
) -> Result<(), Failure> {
    let game = resolve_game(args)?;
    let (rec, _) = pachisi_sim::record_random_game(&game, seed);
    let text = rec.to_json() + "\n";
    match path {
        None => out.push_str(&text),
        Some(p) => {
            std::fs::write(p, text)
                .map_err(|e| Failure::input(format!("cannot write {}: {e}", p.display())))?;
            eprintln!(
                "wrote {} events to {}{}",
                rec.events.len(),
                p.display(),
                rec.result
                    .as_ref()
                    .map(|o| winner_text(&game, o))
                    .unwrap_or_default()
            );
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- simulate

/// Most worker threads of `--threads` (`simulate`, `tournament`): far more than any
/// machine has cores, but few enough to start.
pub const MAX_THREADS: usize = 1024;

/// `--games N`: at least 1 and at most `max`.
pub fn check_games(games: u64, max: u64) -> Result<(), Failure> {
    if games == 0 {
        return Err(Failure::input("--games must be at least 1"));
    }
    if games > max {
        return Err(Failure::input(format!(
            "--games {games} is too many: at most {max} games"
        )));
    }
    Ok(())
}

/// `--threads N`: at least 1 and at most [`MAX_THREADS`].
pub fn check_threads(threads: Option<usize>) -> Result<(), Failure> {
    match threads {
        Some(0) => Err(Failure::input("--threads must be at least 1")),
        Some(t) if t > MAX_THREADS => Err(Failure::input(format!(
            "--threads {t} is too many: at most {MAX_THREADS} threads"
        ))),
        _ => Ok(()),
    }
}

fn progress_bar(games: u64) -> Option<indicatif::ProgressBar> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let pb = indicatif::ProgressBar::with_draw_target(
        Some(games),
        indicatif::ProgressDrawTarget::stderr(),
    );
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "{elapsed_precise} [{bar:40}] {pos}/{len} games, eta {eta}",
    ) {
        pb.set_style(style.progress_chars("=> "));
    }
    Some(pb)
}

/// `pachisi simulate`.
#[allow(clippy::too_many_arguments)]
pub fn simulate(
    args: &VariantArgs,
    position: Option<&PathBuf>,
    plot: Option<&PathBuf>,
    shard: Option<&str>,
    games: u64,
    seed: u64,
    json: bool,
    threads: Option<usize>,
    out: &mut String,
) -> Result<(), Failure> {
    check_games(games, pachisi_sim::MAX_GAMES)?;
    check_threads(threads)?;
    let shard = shard
        .map(|text| {
            ShardSpec::parse(text).map_err(|e| Failure::input(format!("--shard {text}: {e}")))
        })
        .transpose()?;
    if shard.is_some() && plot.is_some() {
        return Err(Failure::input(
            "--plot draws a whole run: plot the merged report's run without --shard",
        ));
    }
    let (game, from) = match position {
        Some(path) => {
            if args.variant.is_some() || !args.set.is_empty() || args.options.is_some() {
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
            (game, Some(s))
        }
        None => (resolve_game(args)?, None),
    };
    if let Some(spec) = shard {
        let pb = progress_bar(spec.range(games).end - spec.range(games).start);
        let tick = || {
            if let Some(pb) = &pb {
                pb.inc(1);
            }
        };
        let text = simulate_shard(&game, from.as_ref(), games, seed, spec, threads, &tick)
            .map_err(|e| Failure {
                code: 1,
                message: e,
            })?;
        if let Some(pb) = &pb {
            pb.finish_and_clear();
        }
        out.push_str(&text);
        return Ok(());
    }
    let pb = progress_bar(games);
    let start = Instant::now();
    let tick = || {
        if let Some(pb) = &pb {
            pb.inc(1);
        }
    };
    let tally = match &from {
        Some(s) => pachisi_sim::run_from_with_threads(&game, s, games, seed, threads, &tick),
        None => pachisi_sim::run_with_threads(&game, games, seed, threads, &tick),
    }
    .map_err(|e| Failure {
        code: 1,
        message: e,
    })?;
    let elapsed = start.elapsed();
    if let Some(pb) = &pb {
        pb.finish_and_clear();
    }
    let o = game.options();
    let summary = tally.summary(game.seats(), o.teams);
    if let Some(path) = plot {
        plot_simulation(path, &game, seed, from.is_some(), &summary, &tally)?;
    }
    if json {
        out.push_str(&simulate_json(&game, seed, from.as_ref(), &summary));
    } else {
        if from.is_some() {
            out.push_str("From the given position:\n");
        }
        simulate_text(&game, seed, &summary, out);
        let secs = elapsed.as_secs_f64();
        let _ = writeln!(
            out,
            "\nelapsed {secs:.3} s, {:.0} games/s",
            games as f64 / secs.max(1e-9)
        );
    }
    Ok(())
}

/// `simulate --plot`: game length and win shares per seat (and team).
fn plot_simulation(
    path: &std::path::Path,
    game: &Game,
    seed: u64,
    from_position: bool,
    s: &Summary,
    tally: &pachisi_sim::Tally,
) -> Result<(), Failure> {
    let mut cats: Vec<String> = s
        .seat_wins
        .iter()
        .map(|sh| {
            let arm = game.arm_name(sh.index);
            format!("seat {} ({arm})", sh.index)
        })
        .collect();
    let mut shares: Vec<Option<(f64, [f64; 2])>> = s
        .seat_wins
        .iter()
        .map(|sh| Some((sh.share, sh.ci95)))
        .collect();
    if let Some(t) = &s.team_wins {
        for sh in &t.teams {
            cats.push(format!("team {}", sh.index));
            shares.push(Some((sh.share, sh.ci95)));
        }
    }
    let overrides = pachisi_core::position::option_overrides(game.variant());
    let label = if overrides.is_empty() {
        game.variant().preset.name().to_string()
    } else {
        format!(
            "{} {}",
            game.variant().preset.name(),
            Value::Object(overrides)
        )
    };
    let series = [crate::plot::Series {
        label: label.clone(),
        lengths: tally.turns.counts().collect(),
        shares,
    }];
    let title = format!(
        "{label}: {} random games (seed {seed}){}",
        s.games,
        if from_position {
            ", from a position"
        } else {
            ""
        }
    );
    crate::plot::chart(path, &title, &cats, &series)
}

fn dist_line(out: &mut String, name: &str, d: &Dist) {
    let _ = writeln!(
        out,
        "  {name:<20} mean {:>9.2}  median {:>7.1}  p10 {:>7.1}  p90 {:>7.1}  min {:>6}  max {:>6}",
        d.mean, d.median, d.p10, d.p90, d.min, d.max
    );
}

fn share_line(out: &mut String, name: String, s: &Share) {
    let _ = writeln!(
        out,
        "  {name:<20} {:>7} wins  {:>6.2}%  95% CI [{:.2}%, {:.2}%]",
        s.wins,
        100.0 * s.share,
        100.0 * s.ci95[0],
        100.0 * s.ci95[1]
    );
}

fn simulate_text(game: &Game, seed: u64, s: &Summary, out: &mut String) {
    let overrides = pachisi_core::position::option_overrides(game.variant());
    let _ = writeln!(
        out,
        "{} random-vs-random games of {}{} (seed {seed})",
        s.games,
        game.variant().preset,
        if overrides.is_empty() {
            String::new()
        } else {
            format!(" with {}", Value::Object(overrides))
        }
    );
    out.push_str("\nPer game:\n");
    dist_line(out, "turns", &s.turns);
    dist_line(out, "moves", &s.moves);
    dist_line(out, "throws", &s.throws);
    dist_line(out, "captures", &s.captures);
    dist_line(out, "forfeited throws", &s.forfeited);
    dist_line(out, "cancelled throws", &s.cancelled);
    out.push_str("\nFirst place by seat (seats in playing order):\n");
    for sh in &s.seat_wins {
        let arm = game.arm_name(sh.index);
        share_line(out, format!("seat {} ({arm})", sh.index), sh);
    }
    if let Some(t) = &s.team_wins {
        out.push_str("\nWinning team:\n");
        for sh in &t.teams {
            share_line(
                out,
                format!("team {} (seats {},{})", sh.index, sh.index, sh.index + 2),
                sh,
            );
        }
        let _ = writeln!(out, "  ties (adjudicated)   {:>7}", t.ties);
    }
    let _ = writeln!(
        out,
        "\nAdjudicated games: {} ({:.2}%): {} by the turn cap ({}), {} by dead ends",
        s.adjudicated,
        100.0 * s.adjudicated as f64 / s.games as f64,
        s.adjudicated_cap,
        game.options().max_turns,
        s.adjudicated_dead_end
    );
}
