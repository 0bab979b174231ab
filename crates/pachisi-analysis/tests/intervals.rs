//! Do the position analysis' intervals cover at the stated rate, and is the best
//! action's reported win chance free of the early stop's selection bias
//! (docs/analysis.md, "Fresh series")? Many seeded runs of a small budget against a
//! high-precision reference of the same rollouts. Fixed seeds.

use pachisi_analysis::{Analysis, Settings, analyze_position, candidates, record_bot_game};
use pachisi_bots::{BotSpec, Budget};
use pachisi_core::{Game, State, Variant};

/// The last decision with a choice of a 2-player Ludo game between `heuristic` bots
/// (seed `seed`): short rollouts.
fn endgame(seed: u64) -> (Game, State) {
    let game = Game::new(Variant::from_name("ludo", &["players=2".to_string()]).unwrap()).unwrap();
    let bot = BotSpec::parse("heuristic").unwrap();
    let (record, _) = record_bot_game(&game, &bot, seed);
    let mut s = record.start_state(&game).unwrap();
    let mut last = None;
    for ev in &record.events {
        if !game.is_chance(&s) && !game.is_terminal(&s) && candidates(&game, &s).len() >= 2 {
            last = Some(s);
        }
        game.apply_event(&mut s, ev).unwrap();
    }
    (game, last.expect("a decision with a choice"))
}

fn decision(game: &Game, s: &State, set: &Settings) -> pachisi_analysis::DecisionAnalysis {
    match analyze_position(game, s, set, Budget::Auto, &|_, _| {})
        .unwrap()
        .analysis
    {
        Analysis::Decision(d) => d,
        Analysis::Chance(_) => panic!("not a decision"),
    }
}

#[test]
fn intervals_cover_and_the_best_is_not_biased_up() {
    // Four endgames: two, three or more actions, some close, some not.
    let (mut win_in_all, mut win_total, mut diff_in_all, mut diff_total) = (0, 0, 0, 0);
    for gs in [1u64, 3, 4, 7] {
        let (game, s) = endgame(gs);
        // The reference: 6000 rollouts per action on other seeds, no action dropped.
        let reference = decision(
            &game,
            &s,
            &Settings {
                games: 6000,
                min_games: 6000,
                batch: 6000,
                drop_z: 1e9,
                seed: 999_999,
                ..Settings::position()
            },
        );
        let truth = |a: &str| {
            reference
                .candidates
                .iter()
                .find(|c| c.action == a)
                .map(|c| c.win_chance)
                .unwrap()
        };
        let n_actions = reference.candidates.len();

        let (mut win_in, mut win_all, mut diff_in, mut diff_all) = (0, 0, 0, 0);
        let mut bias = 0.0;
        let runs = 80;
        for seed in 0..runs {
            let d = decision(
                &game,
                &s,
                &Settings {
                    games: 100,
                    min_games: 20,
                    batch: 20,
                    seed,
                    ..Settings::position()
                },
            );
            let best = &d.candidates[0];
            bias += best.win_chance - truth(&best.action);
            for c in &d.candidates {
                let t = truth(&c.action);
                win_all += 1;
                win_in += (c.ci95[0] <= t && t <= c.ci95[1]) as u32;
                if let Some(b) = c.behind_best {
                    let t = truth(&best.action) - t;
                    diff_all += 1;
                    diff_in += (b.ci95[0] <= t && t <= b.ci95[1]) as u32;
                }
            }
        }
        bias /= runs as f64;
        eprintln!(
            "game {gs} actions {n_actions} win chance {win_in}/{win_all}, behind the best {diff_in}/{diff_all}, bias {bias:.4}"
        );
        // 95% intervals: with a few hundred of them, at least 90% must cover (a binomial
        // at 95% falls below 90% with a chance of about 1 in 10 000).
        let what = format!("game {gs}");
        covers(&what, "win chance", win_in, win_all, 0.90);
        covers(&what, "behind the best", diff_in, diff_all, 0.90);
        win_in_all += win_in;
        win_total += win_all;
        diff_in_all += diff_in;
        diff_total += diff_all;
        // The best of noisy means, reported from the same rollouts, is biased up (by 5–9
        // points in the runs that stopped early before the fresh series); from a fresh
        // series it is not. The mean over 80 runs has a standard error under 1 point.
        assert!(
            bias.abs() < 0.025,
            "game {gs}: the best's win chance is off by {bias:.3} on average"
        );
    }
    // Pooled over the four games (720 win-chance and 400 difference intervals), the
    // bound is closer to the stated 95%: a binomial at 95% falls below 92.5% of 720
    // with a chance of about 1 in 1,000 (of 400, about 1 in 100), while a coverage of
    // 91%, as issue 27 found (82 of 90), would fail about nine times in ten. (The runs
    // of one game share its reference, so the pooled count is a little more spread
    // than a binomial's.) Measured: 689 of 720 and 392 of 400.
    eprintln!(
        "pooled: win chance {win_in_all}/{win_total}, behind the best {diff_in_all}/{diff_total}"
    );
    covers("pooled", "win chance", win_in_all, win_total, 0.925);
    covers("pooled", "behind the best", diff_in_all, diff_total, 0.925);
}

/// At least `share` of `all` intervals cover their reference.
fn covers(what: &str, kind: &str, inside: u32, all: u32, share: f64) {
    assert!(
        inside as f64 >= share * all as f64,
        "{what}: {kind}: {inside} of {all} intervals cover"
    );
}
