//! `pachisi compare`: two or more option sets played over the same throw sequences
//! (`pachisi_sim::compare`), with paired differences (docs/analysis.md).

use crate::commands::{check_games, check_threads};
use crate::plot::{Series, chart};
use crate::{Failure, VariantArgs, resolve_game};
use clap::Args;
use pachisi_core::Game;
use pachisi_sim::compare::{CompareReport, CompareTally, compare_report, run_compare};
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Instant;

/// Most option sets in one comparison.
pub const MAX_SIDES: usize = 8;

/// The arguments of `pachisi compare`.
#[derive(Args, Clone, Debug)]
pub struct CompareArgs {
    /// An option set (repeat, at least twice): `PRESET` or `FILE.toml`, optionally
    /// followed by `:KEY=VALUE,KEY=VALUE...`, e.g. `pachisi`, `pachisi:bonus=true`,
    /// `chopat:players=2,must_capture=false`, `my-variant.toml:max_turns=500`. A list
    /// value goes on after commas: `pachisi:bonus_values=10,25,bonus=true`. The first
    /// set is the reference the others are compared with.
    #[arg(long = "side", value_name = "SPEC", required = true)]
    pub sides: Vec<String>,
    /// Set an option in every set, before the set's own settings (repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
    /// Games per option set; game i of every set throws with seeded_rng(seed, i).
    #[arg(long, default_value_t = 10_000)]
    pub games: u64,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Machine-readable output (no timings, so it is reproducible).
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// One row per figure and option set, with the difference from the first set.
    #[arg(long)]
    pub csv: bool,
    /// Also draw game-length distributions and win shares into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// Worker threads (default: RAYON_NUM_THREADS or the number of CPUs).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// Split `KEY=VALUE,KEY=VALUE` settings; a part without `=` continues the value
/// before it (a list: `bonus_values=10,25`).
pub fn split_settings(text: &str) -> Result<Vec<String>, String> {
    let mut out: Vec<String> = vec![];
    for part in text.split(',').map(str::trim) {
        if part.contains('=') {
            out.push(part.to_string());
        } else if let Some(last) = out.last_mut() {
            last.push(',');
            last.push_str(part);
        } else {
            return Err(format!(
                "'{part}' is not KEY=VALUE (settings go after the colon: PRESET:KEY=VALUE,...)"
            ));
        }
    }
    Ok(out)
}

/// The variant arguments of a `--side` specification, with the common `--set`
/// settings first.
pub fn side_args(spec: &str, common: &[String]) -> Result<VariantArgs, String> {
    let spec = spec.trim();
    let (base, settings) = match spec.split_once(':') {
        Some((b, s)) => (b.trim(), Some(s)),
        None => (spec, None),
    };
    if base.is_empty() {
        return Err(format!(
            "--side '{spec}': name a preset or an options FILE.toml before the colon"
        ));
    }
    let mut args = VariantArgs {
        set: common.to_vec(),
        ..VariantArgs::default()
    };
    if base.ends_with(".toml") {
        args.options = Some(PathBuf::from(base));
    } else {
        args.variant = Some(base.to_string());
    }
    if let Some(s) = settings {
        args.set
            .extend(split_settings(s).map_err(|e| format!("--side '{spec}': {e}"))?);
    }
    Ok(args)
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

/// `pachisi compare`.
pub fn compare(args: &CompareArgs, out: &mut String) -> Result<(), Failure> {
    check_games(args.games, pachisi_sim::MAX_GAMES)?;
    check_threads(args.threads)?;
    if args.sides.len() < 2 {
        return Err(Failure::input(
            "compare needs at least two option sets: --side A --side B",
        ));
    }
    if args.sides.len() > MAX_SIDES {
        return Err(Failure::input(format!(
            "{} option sets are too many: at most {MAX_SIDES}",
            args.sides.len()
        )));
    }
    let mut games: Vec<Game> = Vec::new();
    for spec in &args.sides {
        let va = side_args(spec, &args.set).map_err(Failure::input)?;
        let game = resolve_game(&va)
            .map_err(|f| Failure::input(format!("--side '{spec}': {}", f.message)))?;
        games.push(game);
    }
    let labels: Vec<String> = args.sides.iter().map(|s| s.trim().to_string()).collect();
    let pb = progress_bar(args.games);
    let tick = || {
        if let Some(pb) = &pb {
            pb.inc(1);
        }
    };
    let start = Instant::now();
    let tally: CompareTally = match args.threads {
        None => run_compare(&games, args.games, args.seed, &tick),
        Some(t) => rayon::ThreadPoolBuilder::new()
            .num_threads(t)
            .build()
            .map_err(|e| Failure {
                code: 1,
                message: format!("cannot start {t} threads: {e}"),
            })?
            .install(|| run_compare(&games, args.games, args.seed, &tick)),
    };
    let elapsed = start.elapsed().as_secs_f64();
    if let Some(pb) = &pb {
        pb.finish_and_clear();
    }
    let report = compare_report(&games, &labels, &tally, args.games, args.seed);
    if let Some(path) = &args.plot {
        plot_compare(path, &report, &tally)?;
    }
    if args.json {
        out.push_str(&serde_json::to_string_pretty(&report).unwrap_or_default());
        out.push('\n');
    } else if args.csv {
        csv(&report, out);
    } else {
        text(&report, out);
        let _ = writeln!(
            out,
            "\nelapsed {elapsed:.1} s, {:.0} games/s per option set",
            args.games as f64 / elapsed.max(1e-9)
        );
    }
    Ok(())
}

fn letter(j: usize) -> char {
    (b'A' + j as u8) as char
}

fn fmt_value(share: bool, x: f64) -> String {
    if share {
        format!("{:.2}%", 100.0 * x)
    } else {
        format!("{x:.2}")
    }
}

fn fmt_p(p: f64) -> String {
    if p < 0.001 {
        "p < 0.001".into()
    } else {
        format!("p = {p:.3}")
    }
}

fn text(r: &CompareReport, out: &mut String) {
    let _ = writeln!(
        out,
        "{} random-vs-random games per option set, over the same throws (seed {}):",
        r.games, r.seed
    );
    for (j, s) in r.sides.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {}  {}  ({} seats{})",
            letter(j),
            s.label,
            s.seats,
            if s.teams { ", teams" } else { "" }
        );
    }
    let w = r
        .sides
        .iter()
        .map(|s| s.label.len())
        .max()
        .unwrap_or(1)
        .min(40);
    for (m, row) in r.metrics.iter().enumerate() {
        if row.values.iter().all(Option::is_none) {
            continue;
        }
        let share = pachisi_sim::compare::METRICS[m].2;
        let _ = writeln!(out, "\n{}", row.what);
        for (j, v) in row.values.iter().enumerate() {
            let Some(v) = v else {
                let _ = writeln!(out, "  {} {:<w$}  -", letter(j), r.sides[j].label);
                continue;
            };
            let mut line = format!(
                "  {} {:<w$}  {:>9}  [{}, {}]",
                letter(j),
                r.sides[j].label,
                fmt_value(share, v.mean),
                fmt_value(share, v.ci95[0]),
                fmt_value(share, v.ci95[1])
            );
            if let Some(d) = row.differences[j] {
                let unit = if share { " points" } else { "" };
                let scale = if share { 100.0 } else { 1.0 };
                let _ = write!(
                    line,
                    "   {} - A {:+.2}{unit} [{:+.2}, {:+.2}], {}{}",
                    letter(j),
                    scale * d.mean,
                    scale * d.ci95[0],
                    scale * d.ci95[1],
                    fmt_p(d.p_value),
                    if d.significant { " *" } else { "" }
                );
            }
            let _ = writeln!(out, "{line}");
        }
    }
    out.push_str(
        "\nIntervals are 95%; differences are paired game by game (same throws) and marked * when their interval excludes 0.\n",
    );
}

fn csv(r: &CompareReport, out: &mut String) {
    out.push_str(
        "metric,set,label,value,ci_low,ci_high,diff_from_first,diff_ci_low,diff_ci_high,p_value\n",
    );
    let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    for row in &r.metrics {
        for (j, v) in row.values.iter().enumerate() {
            let Some(v) = v else { continue };
            let _ = write!(
                out,
                "{},{},{},{},{},{}",
                row.key,
                letter(j),
                quote(&r.sides[j].label),
                v.mean,
                v.ci95[0],
                v.ci95[1]
            );
            match row.differences[j] {
                Some(d) => {
                    let _ = writeln!(out, ",{},{},{},{}", d.mean, d.ci95[0], d.ci95[1], d.p_value);
                }
                None => out.push_str(",,,,\n"),
            }
        }
    }
}

fn plot_compare(
    path: &std::path::Path,
    r: &CompareReport,
    tally: &CompareTally,
) -> Result<(), Failure> {
    let seats = r.sides.iter().map(|s| s.seats).max().unwrap_or(4);
    let mut keys: Vec<(String, String)> = (0..seats)
        .map(|k| (format!("seat{k}"), format!("seat {k}")))
        .collect();
    keys.push(("first_player".into(), "first to play".into()));
    if r.sides.iter().any(|s| s.teams) {
        keys.push(("team0".into(), "team 0".into()));
    }
    let series = r
        .sides
        .iter()
        .enumerate()
        .map(|(j, s)| Series {
            label: format!("{} {}", letter(j), s.label),
            lengths: tally.sides[j].turns.counts().collect(),
            shares: keys
                .iter()
                .map(|(key, _)| {
                    r.metrics
                        .iter()
                        .find(|m| m.key == key)
                        .and_then(|m| m.values[j])
                        .map(|e| (e.mean, e.ci95))
                })
                .collect(),
        })
        .collect::<Vec<_>>();
    let cats: Vec<String> = keys.into_iter().map(|k| k.1).collect();
    let title = format!(
        "{} random games per option set, same throws (seed {})",
        r.games, r.seed
    );
    chart(path, &title, &cats, &series)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_specs() {
        let a = side_args("pachisi:bonus=true,bonus_values=10,25", &[]).unwrap();
        assert_eq!(a.variant.as_deref(), Some("pachisi"));
        assert_eq!(a.set, ["bonus=true", "bonus_values=10,25"]);
        let a = side_args("examples/my-variant.toml", &["players=2".into()]).unwrap();
        assert!(a.options.is_some() && a.variant.is_none());
        assert_eq!(a.set, ["players=2"]);
        assert!(side_args(":bonus=true", &[]).is_err());
        assert!(
            side_args("pachisi:true", &[])
                .unwrap_err()
                .contains("KEY=VALUE")
        );
    }
}
