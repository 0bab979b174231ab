//! How far a review's marks can be trusted (docs/analysis.md, "How the marks were
//! measured"): record a game between two bots, review it with two seeds, and re-run
//! every mark's decision with 1,000 rollouts per action on fresh dice. The reviews use the
//! rule before issue 27's fourth round (`mark_bar` 0), whose marks include the default
//! rule's; both are reported (`marks_*` and `shown_*`).
//!
//! ```text
//! cargo run --release -p pachisi-analysis --example marks -- \
//!     VARIANT GAME_SEED BOTS [players=N ...] [--confirm N] [--seeds A[,B]] [--no-luck | --luck N] [--luck-late F] [--early N]
//! ```
//!
//! `BOTS` is a comma-separated list of bot specifications or levels, one per seat in
//! turn (`expert,easy`). Prints one JSON line.

use pachisi_analysis::{Analysis, INACCURACY, Settings, analyze_position, review, side_points};
use pachisi_bots::{Budget, make_bot};
use pachisi_core::{Event, Game, Variant, seeded_rng};
use std::collections::BTreeMap;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!(
            "usage: marks VARIANT GAME_SEED BOTS [key=value ...] [--confirm N[,N...]] [--seeds A,B] [--no-luck | --luck N] [--luck-late F] [--games N] [--screen-z Z] [--confirm-games N] [--confirm-max N] [--confirm-early F] [--doubt-z Z] [--early N]"
        );
        std::process::exit(2);
    }
    let variant = &args[0];
    let game_seed: u64 = args[1].parse().expect("GAME_SEED");
    let specs: Vec<&str> = args[2].split(',').collect();
    let mut sets = Vec::new();
    let mut confirm: Vec<u32> = vec![1000];
    let mut seeds = (1u64, Some(2u64));
    // The review's own luck adjustment for the game (`Settings::review_for`) unless
    // given.
    let mut luck: Option<u32> = None;
    let mut luck_late: Option<f64> = None;
    let mut games: Option<u32> = None;
    let mut screen_z: Option<f64> = None;
    let mut confirm_games: Option<u32> = None;
    let mut confirm_max: Option<u32> = None;
    let mut confirm_early: Option<f64> = None;
    let mut doubt_z: Option<f64> = None;
    let mut early: Option<u32> = None;
    let mut i = 3;
    while i < args.len() {
        match args[i].as_str() {
            "--confirm" => {
                // One budget or several (`1000,10000`): every mark re-run with each.
                confirm = args[i + 1]
                    .split(',')
                    .map(|x| x.parse().expect("--confirm N[,N...]"))
                    .filter(|&n| n > 0)
                    .collect();
                i += 1;
            }
            "--seeds" => {
                // One seed: a single review (player figures only, no agreement).
                seeds = match args[i + 1].split_once(',') {
                    Some((a, b)) => (a.parse().unwrap(), Some(b.parse().unwrap())),
                    None => (args[i + 1].parse().expect("--seeds A[,B]"), None),
                };
                i += 1;
            }
            "--games" => {
                games = Some(args[i + 1].parse().expect("--games N"));
                i += 1;
            }
            "--no-luck" => luck = Some(0),
            "--screen-z" => {
                screen_z = Some(args[i + 1].parse().expect("--screen-z Z"));
                i += 1;
            }
            "--early" => {
                // Settings::early_games (0: the plain z at every look, as before
                // 2026-12-07).
                early = Some(args[i + 1].parse().expect("--early N"));
                i += 1;
            }
            "--doubt-z" => {
                doubt_z = Some(args[i + 1].parse().expect("--doubt-z Z"));
                i += 1;
            }
            "--confirm-max" => {
                confirm_max = Some(args[i + 1].parse().expect("--confirm-max N"));
                i += 1;
            }
            "--confirm-early" => {
                // Settings::confirm_early (1: plain looks, the default).
                confirm_early = Some(args[i + 1].parse().expect("--confirm-early F"));
                i += 1;
            }
            "--confirm-games" => {
                confirm_games = Some(args[i + 1].parse().expect("--confirm-games N"));
                i += 1;
            }
            "--luck" => {
                luck = Some(args[i + 1].parse().expect("--luck N"));
                i += 1;
            }
            "--luck-late" => {
                luck_late = Some(args[i + 1].parse().expect("--luck-late F"));
                i += 1;
            }
            kv => sets.push(kv.to_string()),
        }
        i += 1;
    }
    let game = Game::new(Variant::from_name(variant, &sets).expect("variant")).expect("game");
    let mut bots: Vec<_> = (0..game.seats())
        .map(|k| {
            make_bot(specs[k as usize % specs.len()], game_seed ^ (k as u64 + 1)).expect("bot")
        })
        .collect();
    let mut rng = seeded_rng(game_seed, 0);
    let (record, end) = game.play_recorded(&mut rng, Some(game_seed), |g, s, _, _| {
        bots[s.mover() as usize].choose(g, s, Budget::Auto)
    });
    let points: Vec<u8> = (0..game.seats())
        .map(|k| side_points(&game, &end, k))
        .collect();

    let mut settings = Settings::review_for(game.variant());
    // Reviewed with the rule before issue 27's fourth round (a mark when the loss is
    // at least 5 points and significantly above 0), whose marks include the
    // default rule's (the lower end of the loss's test at least 5 points): the same
    // rollouts give both, side by side (`marks_a` and `shown_a`, ...).
    let bar = settings.mark_bar;
    settings.mark_bar = 0.0;
    if let Some(n) = luck {
        settings.luck = n;
        // `--luck N` alone adjusts every throw, as before the per-game default.
        settings.luck_late = 1.0;
    }
    if let Some(f) = luck_late {
        settings.luck_late = f;
    }
    let (luck, luck_late) = (settings.luck, settings.luck_late);
    if let Some(g) = games {
        settings.games = g;
    }
    if let Some(z) = screen_z {
        settings.screen_z = z;
    }
    if let Some(n) = confirm_games {
        settings.confirm_games = n;
    }
    if let Some(n) = confirm_max {
        settings.confirm_max = n;
    }
    if let Some(f) = confirm_early {
        settings.confirm_early = f;
    }
    if let Some(n) = early {
        settings.early_games = n;
    }
    if let Some(z) = doubt_z {
        settings.doubt_z = z;
    }
    let run = |seed: u64| {
        let t = Instant::now();
        let r = review(
            &record,
            &Settings {
                seed,
                ..settings.clone()
            },
            Budget::Auto,
            &|_, _| {},
        )
        .expect("review");
        (r, t.elapsed().as_secs_f64())
    };
    let (a, ta) = run(seeds.0);
    let (b, tb) = match seeds.1 {
        Some(seed) => run(seed),
        None => (a.clone(), 0.0),
    };
    let marks = |r: &pachisi_analysis::Review| -> BTreeMap<usize, String> {
        r.decisions
            .iter()
            .filter_map(|d| d.mark.map(|m| (d.event, m.name().to_string())))
            .collect()
    };
    // The default rule's marks: those whose test's lower end reaches the bar.
    let shown = |r: &pachisi_analysis::Review| -> BTreeMap<usize, String> {
        r.decisions
            .iter()
            .filter(|d| d.mark_low.is_some_and(|low| low >= bar))
            .filter_map(|d| d.mark.map(|m| (d.event, m.name().to_string())))
            .collect()
    };
    let (ma, mb) = (marks(&a), marks(&b));
    let both = ma.keys().filter(|e| mb.contains_key(e)).count();
    let same_kind = ma.iter().filter(|(e, k)| mb.get(e) == Some(k)).count();
    let union = ma.len() + mb.len() - both;
    let (sa, sb) = (shown(&a), shown(&b));
    let shown_both = sa.keys().filter(|e| sb.contains_key(e)).count();
    let shown_union = sa.len() + sb.len() - shown_both;

    // Confirmation: every mark of the first review, re-run with each budget of
    // `confirm` rollouts per action (every action, fresh dice), held when the action
    // played is still at least INACCURACY behind the best with the lower end of its
    // 95% interval above 0. Counts per budget: held, consistent, and the same over
    // the default rule's marks.
    let mut counts = vec![[0usize; 4]; confirm.len()];
    let mut details = Vec::new();
    let tc = Instant::now();
    for (&e, kind) in &ma {
        let mut reruns = Vec::new();
        for (bi, &confirm) in confirm.iter().enumerate() {
            let mut s = record.start_state(&game).expect("start");
            for ev in &record.events[..e] {
                game.apply_event(&mut s, ev).expect("replay");
            }
            let Event::Move(m) = &record.events[e] else {
                continue;
            };
            let set = Settings {
                games: confirm,
                min_games: confirm / 10,
                batch: confirm / 10,
                candidates: 0,
                // Nothing is dropped: every action gets all `confirm` rollouts, as
                // the issue's re-run ("1,000 rollouts per move"). Until the fifth
                // round budgets up to 1,000 dropped a candidate significantly
                // behind (after 100 rollouts, say), whose figure then came from a
                // fresh series as long: an interval of ±6 points or more, which
                // failed marks that 10,000 rollouts put at 9 or 15 points.
                drop_z: 1e9,
                seed: 0xC0_4F12 ^ e as u64,
                ..settings.clone()
            };
            let r = analyze_position(&game, &s, &set, Budget::Auto, &|_, _| {}).expect("analysis");
            let Analysis::Decision(d) = r.analysis else {
                continue;
            };
            let row = d
                .candidates
                .iter()
                .find(|c| c.action == m.action || c.same_as.contains(&m.action));
            let loss = row
                .and_then(|c| c.behind_best)
                .map(|x| (x.mean, x.ci95[0], x.ci95[1]));
            // Held: still at least the threshold behind, significantly. Consistent:
            // significantly behind, and the threshold inside the interval or below it
            // (a 1,000-rollout re-run cannot tell 5.5 points from 4.5).
            let held = loss.is_some_and(|(l, lo, _)| l >= INACCURACY && lo > 0.0);
            let agrees = loss.is_some_and(|(_, lo, hi)| lo > 0.0 && hi >= INACCURACY);
            counts[bi][0] += held as usize;
            counts[bi][1] += agrees as usize;
            if sa.contains_key(&e) {
                counts[bi][2] += held as usize;
                counts[bi][3] += agrees as usize;
            }
            reruns.push(serde_json::json!({
                "rollouts": confirm, "loss": loss.map(|x| x.0), "low": loss.map(|x| x.1),
                "high": loss.map(|x| x.2), "held": held, "consistent": agrees,
            }));
        }
        let first = reruns.first().cloned().unwrap_or(serde_json::json!({}));
        details.push(serde_json::json!({
            "event": e, "mark": kind, "shown": sa.contains_key(&e),
            "low_review": a.decisions.iter().find(|d| d.event == e).and_then(|d| d.mark_low),
            "loss_review": a.decisions.iter().find(|d| d.event == e).map(|d| d.loss),
            "loss_confirm": first["loss"], "low_confirm": first["low"], "high_confirm": first["high"],
            "held": first["held"], "consistent": first["consistent"], "reruns": reruns,
        }));
    }
    let by_budget: Vec<_> = confirm
        .iter()
        .zip(&counts)
        .map(|(n, c)| serde_json::json!({"rollouts": n, "held": c[0], "consistent": c[1], "shown_held": c[2], "shown_consistent": c[3]}))
        .collect();
    let [confirmed, consistent, shown_confirmed, shown_consistent] =
        counts.first().copied().unwrap_or_default();
    // Every decision either review marked, as each review saw it.
    let union_rows: Vec<_> = ma
        .keys()
        .chain(mb.keys().filter(|e| !ma.contains_key(e)))
        .map(|e| {
            let row = |r: &pachisi_analysis::Review| {
                r.decisions.iter().find(|d| d.event == *e).map(|d| {
                    serde_json::json!([
                        d.mark.map(|m| m.name()),
                        (d.loss * 1000.0).round() / 10.0,
                        d.loss_ci95.map(|c| [
                            (c[0] * 1000.0).round() / 10.0,
                            (c[1] * 1000.0).round() / 10.0
                        ]),
                        d.games,
                        d.mark_low.map(|l| (l * 1000.0).round() / 10.0)
                    ])
                })
            };
            // Shown: marked by the default rule (`mark_low`, rounded above, at least
            // the bar).
            serde_json::json!({"event": e, "a": row(&a), "b": row(&b),
                "shown_a": sa.contains_key(e), "shown_b": sb.contains_key(e)})
        })
        .collect();
    // Spread of one rollout's paired difference (best − played), from the 95%
    // intervals of the losses: the noise that variance reduction fights.
    let mut sds: Vec<f64> = a
        .decisions
        .iter()
        .filter_map(|d| {
            d.loss_ci95
                .map(|ci| (ci[1] - ci[0]) / 2.0 / 1.959_964 * (d.games as f64).sqrt())
        })
        .collect();
    sds.sort_by(f64::total_cmp);
    let sd_median = sds.get(sds.len() / 2).copied().unwrap_or(0.0);
    let players: Vec<_> = [&a, &b]
        .iter()
        .map(|r| {
            r.players
                .iter()
                .map(|p| {
                    // The shown losses' mean (first-stage, biased up) beside the
                    // player's figure (fair_loss, unbiased).
                    let shown: Vec<f64> = r.decisions.iter()
                        .filter(|d| d.seat == p.seat && d.reviewed && d.choices > 1 && d.by.is_none())
                        .map(|d| d.loss).collect();
                    let shown_mean = shown.iter().sum::<f64>() / shown.len().max(1) as f64;
                    serde_json::json!({"seat": p.seat, "decisions": p.decisions, "mean_loss": p.mean_loss,
                        "mean_loss_ci95": p.mean_loss_ci95, "shown_mean_loss": shown_mean,
                        "accuracy": p.accuracy, "marks": p.inaccuracies + p.mistakes + p.blunders,
                        "blunders": p.blunders, "mistakes": p.mistakes})
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let mut out = serde_json::json!({
        "variant": variant, "sets": sets, "game_seed": game_seed, "bots": specs,
        "points": points, "decisions": a.thresholds.tests, "mark_z": a.thresholds.mark_z,
        "luck": luck, "luck_late": luck_late, "games": settings.games, "screen_z": settings.screen_z, "doubt_z": settings.doubt_z, "confirm_games": settings.confirm_games, "confirm_max": settings.confirm_max, "screened_a": a.thresholds.screened, "sd_median": sd_median, "sd_count": sds.len(),
        "marks_a": ma.len(), "marks_b": mb.len(), "marked_by_both": both,
        "same_kind": same_kind, "agreement": if union > 0 { both as f64 / union as f64 } else { 1.0 },
        "mark_bar": bar, "shown_a": sa.len(), "shown_b": sb.len(), "shown_by_both": shown_both,
        "shown_agreement": if shown_union > 0 { shown_both as f64 / shown_union as f64 } else { 1.0 },
        "shown_confirmed": shown_confirmed, "shown_consistent": shown_consistent,
        "rollouts_a": a.total_games, "seconds_a": ta, "rollouts_b": b.total_games, "seconds_b": tb,
        "confirmed": confirmed, "consistent": consistent, "confirm_rollouts": confirm.first(), "by_budget": by_budget, "confirm_seconds": tc.elapsed().as_secs_f64(),
        "players": players, "details": details, "union": union_rows,
    });
    out["early_games"] = serde_json::json!(settings.early_games);
    out["confirm_early"] = serde_json::json!(settings.confirm_early);
    println!("{out}");
}
