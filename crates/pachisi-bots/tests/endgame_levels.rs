//! The levels play the exact best in a bundled table's race position where the
//! heuristic alone does not. Its own test binary: it switches the tables off and on
//! for the whole process.

use pachisi_bots::endgame::{self, table_for};
use pachisi_bots::{Bot, Budget, HeuristicBot, HintEvaluation, Level, explain_ranked};
use pachisi_core::{Game, Preset, Variant};
use std::time::Duration;

fn two_player(p: Preset) -> Game {
    let mut v = Variant::preset(p);
    v.options.set_pair("players=2").unwrap();
    v.options.validate().unwrap();
    Game::new(v).unwrap()
}

/// A decision where the heuristic's choice loses win chance against the exact best,
/// and the `medium` level (the heuristic, with the bundled table) plays the best; the
/// hints there are the table's exact values and say so, and with the tables off they
/// are the search's (one test: the switch is for the whole process).
#[test]
fn levels_play_the_exact_best_where_the_heuristic_does_not() {
    let g = two_player(Preset::Ludo);
    let t = table_for(&g).expect("a bundled 2-player Ludo table");
    let space = t.space();
    let mut found = None;
    'keys: for idx in 0..space.len() {
        let Some(s0) = space.state(&g, idx, 0).unwrap() else {
            continue;
        };
        for &(o, _) in g.chance_outcomes(&s0).as_slice() {
            let mut s = s0;
            g.apply_chance_unchecked(&mut s, o);
            if g.is_chance(&s) || g.is_terminal(&s) || g.legal_actions(&s).len() < 2 {
                continue;
            }
            let vals = t.action_values(&g, &s).unwrap();
            // The heuristic alone: without the table at its leaves.
            endgame::set_enabled(false);
            let mut h = HeuristicBot::new(7);
            let a = h.choose(&g, &s, Budget::Auto);
            endgame::set_enabled(true);
            let v = vals.iter().find(|(b, _)| *b == a).unwrap().1;
            if vals[0].1 - v > 1e-6 {
                found = Some((s, vals));
                break 'keys;
            }
        }
    }
    let (s, vals) = found.expect("a position where the heuristic errs");
    let mut medium = Level::Medium.bot(7);
    let a = medium.choose(&g, &s, Budget::Auto);
    let v = vals.iter().find(|(b, _)| *b == a).unwrap().1;
    assert!((vals[0].1 - v).abs() < 1e-12, "{a:?}: {v} vs {:?}", vals[0]);
    // The same bot keeps the game's table, but switching the tables off still counts:
    // it plays the heuristic's move again.
    endgame::set_enabled(false);
    let off = medium.choose(&g, &s, Budget::Auto);
    endgame::set_enabled(true);
    let v_off = vals.iter().find(|(b, _)| *b == off).unwrap().1;
    assert!(
        vals[0].1 - v_off > 1e-6,
        "{off:?}: {v_off} vs {:?}",
        vals[0]
    );

    // Hints (the browser's, `explain_ranked`): every action's exact value, best first.
    let limit = Duration::from_secs(5);
    let (all, how) = explain_ranked(&g, &s, usize::MAX, limit);
    assert_eq!(how, HintEvaluation::Exact);
    assert_eq!(all, vals);
    let (top, how) = explain_ranked(&g, &s, 1, limit);
    assert_eq!((top.as_slice(), how), (&vals[..1], HintEvaluation::Exact));
    // With the tables off, the same decision is estimated by the search.
    endgame::set_enabled(false);
    let (est, how) = explain_ranked(&g, &s, usize::MAX, limit);
    endgame::set_enabled(true);
    assert_eq!(how, HintEvaluation::Search);
    assert_eq!(est.len(), vals.len());
    // A decision that is no race is searched, tables on.
    let mut s0 = g.initial_state();
    while !g.is_terminal(&s0) {
        if !g.is_chance(&s0) && g.legal_actions(&s0).len() > 1 && !t.is_race(&s0) {
            break;
        }
        if g.is_chance(&s0) {
            // A 6 first (a token enters), then the smallest throw: soon a choice.
            let outs = g.chance_outcomes(&s0);
            let o = outs.as_slice().last().unwrap().0;
            g.apply_chance_unchecked(&mut s0, o);
        } else {
            let a = g.legal_actions(&s0)[0];
            g.play_unchecked(&mut s0, a);
        }
    }
    assert!(
        !g.is_terminal(&s0),
        "a decision with a choice off the table"
    );
    let (_, how) = explain_ranked(&g, &s0, 3, limit);
    assert_eq!(how, HintEvaluation::Search);
}
