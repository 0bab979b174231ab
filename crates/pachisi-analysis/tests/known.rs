//! Analysis on positions whose best action is known by construction, and the review
//! of a record with a deliberately bad move. Fixed seeds; small budgets (endgames,
//! whose rollouts are short).

use pachisi_analysis::{
    Analysis, Mark, PositionReport, Settings, analyze_position, record_bot_game, record_luck,
    review,
};
use pachisi_bots::{BotSpec, Budget};
use pachisi_core::{Action, Game, Record, State, seeded_rng};
use std::time::Duration;

fn position(text: &str) -> (Game, State) {
    Game::parse_position(text).unwrap_or_else(|e| panic!("{e}"))
}

fn settings(games: u32, seed: u64) -> Settings {
    Settings {
        policy: BotSpec::Heuristic(pachisi_bots::Rivals::Best),
        games,
        min_games: 40,
        batch: 40,
        seed,
        ..Settings::position()
    }
}

fn analyse(game: &Game, s: &State, set: &Settings) -> PositionReport {
    analyze_position(game, s, set, Budget::Auto, &|_, _| {}).unwrap()
}

fn ranking(r: &PositionReport) -> Vec<String> {
    match &r.analysis {
        Analysis::Decision(d) => d.candidates.iter().map(|c| c.action.clone()).collect(),
        Analysis::Chance(_) => panic!("not a decision"),
    }
}

/// Chopat, 2 players: Red's piece 1 can capture Green's last piece (14 steps from
/// home) with the kept 11; the other choice leaves Green to finish first.
const CAPTURE: &str = r#"{"format":"pachisi-position","version":1,"variant":"chopat",
 "options":{"players":2},"phase":"move","turn":0,"turn_number":80,"kept":[11],
 "seats":[{"pieces":[13,50,"home","home"],"captures":1},
          {"pieces":[58,"home","home","home"],"captures":1}]}"#;

/// Pachisi, seats 3 and 4 home: a race between seats 1 and 2 (73 steps each to go).
/// Green's piece at step 15 is 3 steps behind Red's piece 1 (the likeliest throw);
/// moving that piece 3 puts it on a castle. The other piece's move and passing leave
/// it to be captured.
const CASTLE: &str = r#"{"format":"pachisi-position","version":1,"variant":"pachisi",
 "phase":"move","turn":0,"turn_number":150,"kept":[3],"ranking":[2,3],
 "seats":[{"pieces":[35,61,"home","home"]},{"pieces":[15,80,"home","home"]},
          {"pieces":["home","home","home","home"]},{"pieces":["home","home","home","home"]}]}"#;

/// Pachisi (no throw of 1, no bonus step) without passing: 3 on piece 1 stops it one
/// step before home, where it can never finish (a dead end, T-EXACT); 3 on piece 2
/// does not.
const DEAD_END: &str = r#"{"format":"pachisi-position","version":1,"variant":"pachisi",
 "options":{"pass":false},"phase":"move","turn":0,"turn_number":150,"kept":[3],
 "ranking":[2,3],
 "seats":[{"pieces":[80,50,"home","home"]},{"pieces":[40,60,"home","home"]},
          {"pieces":["home","home","home","home"]},{"pieces":["home","home","home","home"]}]}"#;

#[test]
fn a_capture_that_wins_ranks_first() {
    let (game, s) = position(CAPTURE);
    let r = analyse(&game, &s, &settings(200, 1));
    assert_eq!(ranking(&r), ["11 p1", "11 p2"]);
    let Analysis::Decision(d) = &r.analysis else {
        unreachable!()
    };
    assert!(d.separated, "{d:?}");
    let worse = &d.candidates[1];
    assert!(worse.dropped && worse.behind_best.unwrap().ci95[0] > 0.0);
    assert_eq!(d.seat, 0);
    assert_eq!(d.team, None);
}

#[test]
fn a_searching_bot_ranks_the_capture_first_too() {
    // The preset's `hard` level (MCTS) as the rollout policy for 30 decisions.
    let (game, s) = position(CAPTURE);
    let set = Settings {
        policy: BotSpec::Level(pachisi_bots::Level::Hard),
        horizon: 30,
        games: 80,
        min_games: 40,
        batch: 40,
        ..Settings::position()
    };
    let r = analyse(&game, &s, &set);
    assert_eq!(ranking(&r)[0], "11 p1");
    assert_eq!(r.rollouts.policy, "hard");
    assert_eq!(Settings::position().policy.to_string(), "heuristic");
}

#[test]
fn a_move_onto_a_castle_that_saves_a_piece_ranks_first() {
    let (game, s) = position(CASTLE);
    let r = analyse(&game, &s, &settings(200, 1));
    assert_eq!(ranking(&r)[0], "3 p1");
    let Analysis::Decision(d) = &r.analysis else {
        unreachable!()
    };
    // Team game: the win chance is the team's.
    assert_eq!(d.team, Some(0));
    assert!(d.separated, "{d:?}");
}

#[test]
fn a_dead_end_move_ranks_last() {
    let (game, s) = position(DEAD_END);
    let r = analyse(&game, &s, &settings(200, 1));
    assert_eq!(ranking(&r), ["3 p2", "3 p1"]);
    let Analysis::Decision(d) = &r.analysis else {
        unreachable!()
    };
    // Dropped once clearly worse: fewer rollouts than the best needed none to tell.
    assert!(d.candidates[1].dropped);
    assert!(d.candidates[0].win_chance > d.candidates[1].win_chance + 0.2);
}

#[test]
fn results_do_not_depend_on_the_number_of_threads() {
    let (game, s) = position(CASTLE);
    let run = |threads| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(|| analyse(&game, &s, &settings(80, 4)))
    };
    assert_eq!(run(1), run(2));
}

#[test]
fn a_chance_node_lists_every_throw_with_its_probability() {
    // Chaupar at a throw: 64 ordered dice outcomes (throws that lead to the same
    // state would be grouped; the order of the dice is kept in the state).
    let text = r#"{"format":"pachisi-position","version":1,"variant":"chaupar",
      "phase":"throw","turn":1,"turn_number":120,"ranking":[2],
      "seats":[{"pieces":[78,"home","home","home"]},{"pieces":[70,80,"home","home"]},
               {"pieces":["home","home","home","home"]},{"pieces":[75,"home","home","home"]}]}"#;
    let (game, s) = position(text);
    let set = settings(20, 2);
    let r = analyse(
        &game,
        &s,
        &Settings {
            min_games: 20,
            ..set
        },
    );
    let Analysis::Chance(c) = &r.analysis else {
        panic!("not a chance node")
    };
    assert_eq!(c.seat, 1);
    let p: f64 = c.throws.iter().map(|t| t.probability).sum();
    assert!((p - 1.0).abs() < 1e-9, "{p}");
    let outcomes: usize = c.throws.iter().map(|t| t.outcomes.len()).sum();
    assert_eq!(outcomes, 64);
    assert!(c.throws.iter().all(|t| t.games == 20 && t.dice.is_some()));
    assert!(c.win_chance <= c.ci95[1] && c.win_chance >= c.ci95[0]);
    // The position's win chance is the throws' weighted by their chances.
    let weighted: f64 = c.throws.iter().map(|t| t.probability * t.win_chance).sum();
    assert!(
        (weighted - c.win_chance).abs() < 1e-9,
        "{weighted} {}",
        c.win_chance
    );
    assert!((0.0..=1.0).contains(&c.win_chance), "{}", c.win_chance);
    assert_eq!((c.games, c.team), (20, Some(1)));

    // Chopat at a throw: one row per number of shells up (8 throws).
    let (game, s) = position(
        r#"{"format":"pachisi-position","version":1,"variant":"chopat","options":{"players":2},
        "phase":"throw","turn":0,"turn_number":80,
        "seats":[{"pieces":[13,50,"home","home"],"captures":1},
                 {"pieces":[58,"home","home","home"],"captures":1}]}"#,
    );
    let r = analyse(
        &game,
        &s,
        &Settings {
            min_games: 20,
            ..settings(20, 2)
        },
    );
    let Analysis::Chance(c) = &r.analysis else {
        panic!("not a chance node")
    };
    assert_eq!(c.throws.len(), 8);
    let values: Vec<u32> = c.throws.iter().map(|t| t.value).collect();
    assert_eq!(values, [8, 11, 2, 3, 4, 25, 30, 16]);
    assert!(c.win_chance > 0.0 && c.win_chance < 1.0);
}

#[test]
fn a_deadline_stops_the_rollouts() {
    let (game, s) = position(CASTLE);
    let r = analyze_position(
        &game,
        &s,
        &settings(200, 1),
        Budget::Within(Duration::ZERO),
        &|_, _| {},
    )
    .unwrap();
    assert!(!r.complete);
    assert_eq!(r.total_games, 0);
    // Budget::Iterations caps the rollouts per candidate.
    let r = analyze_position(
        &game,
        &s,
        &settings(200, 1),
        Budget::Iterations(5),
        &|_, _| {},
    )
    .unwrap();
    assert!(r.complete && r.rollouts.games == 5);
    assert!(
        analyze_position(
            &game,
            &s,
            &settings(200, 1),
            Budget::Iterations(0),
            &|_, _| {}
        )
        .is_err()
    );
}

/// A record from the dead-end position: Red plays the dead end, then every decision
/// is the best action of a rollout analysis (another seed than the review's).
fn record_with_a_bad_move() -> Record {
    let (game, start) = position(DEAD_END);
    let mut rec = Record::starting_at(&game, &start, Some(3));
    let mut s = start;
    let mut dice = seeded_rng(3, 0);
    let good = settings(120, 99);
    let mut first = true;
    while !game.is_terminal(&s) {
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut dice);
            rec.events.push(game.throw_event(&s, o));
            game.apply_chance_unchecked(&mut s, o);
            continue;
        }
        let a = if first {
            Action::parse("3 p1").unwrap()
        } else if game.legal_actions(&s).len() == 1 {
            game.legal_actions(&s)[0]
        } else {
            Action::parse(&ranking(&analyse(&game, &s, &good))[0]).unwrap()
        };
        first = false;
        rec.events.push(game.action_event(&s, a));
        game.play(&mut s, a).unwrap();
    }
    rec.result = game.outcome(&s);
    rec
}

#[test]
fn a_review_marks_the_bad_move_and_not_the_good_ones() {
    let rec = record_with_a_bad_move();
    let r = review(&rec, &Settings::review(), Budget::Auto, &|_, _| {}).unwrap();
    assert!(r.complete);
    let first = &r.decisions[0];
    assert_eq!(first.event, 0);
    assert_eq!(first.played, "3 p1");
    assert_eq!(first.best, "3 p2");
    assert!(first.reviewed);
    assert!(
        matches!(first.mark, Some(Mark::Mistake | Mark::Blunder)),
        "{first:?}"
    );
    assert!(first.loss >= 0.10 && first.loss_ci95.unwrap()[0] > 0.0);
    assert!(first.win_chance_before.unwrap() > first.win_chance_played.unwrap());
    let marked: Vec<_> = r.decisions[1..]
        .iter()
        .filter(|d| d.mark.is_some())
        .collect();
    assert!(marked.is_empty(), "good moves marked: {marked:?}");
    // Red's summary counts its mark; forced decisions are not reviewed.
    let red = r.players.iter().find(|p| p.seat == 0).unwrap();
    assert!(red.mistakes + red.blunders == 1, "{red:?}");
    // The player's figures sum the unbiased losses (fair_loss), which for the marked
    // decision is its fresh loss.
    assert_eq!(first.fair_loss, Some(first.loss));
    let fair: f64 = r
        .decisions
        .iter()
        .filter(|d| d.seat == 0 && d.reviewed)
        .map(|d| d.fair_loss.unwrap())
        .sum();
    assert!((red.total_loss - fair).abs() < 1e-12, "{red:?}");
    for d in &r.decisions {
        assert_eq!(d.reviewed, d.choices > 1, "{d:?}");
        assert_eq!(d.fair_loss.is_some(), d.reviewed, "{d:?}");
        assert!(d.loss >= 0.0);
    }
    // The same review again gives the same result (fixed seeds).
    let again = review(&rec, &Settings::review(), Budget::Auto, &|_, _| {}).unwrap();
    assert_eq!(again, r);
    // It is serialisable for the server.
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(
        v["decisions"][0]["mark"],
        serde_json::json!(first.mark.unwrap().name())
    );
}

#[test]
fn a_review_within_no_time_reviews_nothing_but_lists_every_decision() {
    let rec = record_with_a_bad_move();
    let r = review(
        &rec,
        &Settings::review(),
        Budget::Within(Duration::ZERO),
        &|_, _| {},
    )
    .unwrap();
    assert!(!r.complete);
    assert!(r.decisions.iter().all(|d| !d.reviewed && d.mark.is_none()));
    assert!(!r.decisions.is_empty());
}

#[test]
fn a_record_that_does_not_replay_is_refused() {
    let game = Game::new(pachisi_core::Variant::preset(pachisi_core::Preset::Chopat)).unwrap();
    let (mut rec, _) = record_bot_game(&game, &BotSpec::Random, 1);
    // An action in place of a throw.
    rec.events.insert(
        0,
        pachisi_core::Event::Move(pachisi_core::record::ActionEvent {
            seat: 0,
            action: "pass".into(),
            by: None,
        }),
    );
    let e = review(&rec, &Settings::review(), Budget::Auto, &|_, _| {}).unwrap_err();
    assert!(e.to_string().contains("event 0"), "{e}");
}

/// A decision a stand-in bot made (`by` in the record) is reviewed and listed, but
/// left out of its seat's figures: decisions, loss, marks and accuracy.
#[test]
fn stand_in_decisions_are_left_out_of_the_players_figures() {
    let own = record_with_a_bad_move();
    let mut rec = own.clone();
    match &mut rec.events[0] {
        pachisi_core::Event::Move(m) => m.by = Some("hard".into()),
        e => panic!("event 0 is {e:?}"),
    }
    let a = review(&own, &Settings::review(), Budget::Auto, &|_, _| {}).unwrap();
    let b = review(&rec, &Settings::review(), Budget::Auto, &|_, _| {}).unwrap();
    let (red_a, red_b) = (
        a.players.iter().find(|p| p.seat == 0).unwrap(),
        b.players.iter().find(|p| p.seat == 0).unwrap(),
    );
    // The same decision, the same rollouts and mark; only who made it differs.
    assert_eq!(b.decisions[0].by.as_deref(), Some("hard"));
    assert_eq!(a.decisions[0].by, None);
    assert_eq!(b.decisions[0].mark, a.decisions[0].mark);
    assert!(a.decisions[0].mark.is_some());
    assert_eq!((red_a.stand_in, red_b.stand_in), (0, 1));
    assert_eq!(red_b.decisions + 1, red_a.decisions, "{red_a:?} {red_b:?}");
    assert_eq!(red_a.mistakes + red_a.blunders, 1);
    assert_eq!(red_b.mistakes + red_b.blunders + red_b.inaccuracies, 0);
    let fair0 = a.decisions[0].fair_loss.unwrap();
    assert!((red_a.total_loss - red_b.total_loss - fair0).abs() < 1e-12);
    // Accuracy: from the counted decisions' unbiased losses (accuracy_of), within
    // [0, 100]; the bad move lowers it, and leaving it out raises it.
    for (r, p) in [(&a, red_a), (&b, red_b)] {
        let counted: Vec<f64> = r
            .decisions
            .iter()
            .filter(|d| d.seat == 0 && d.reviewed && d.by.is_none())
            .map(|d| d.fair_loss.unwrap())
            .collect();
        if counted.is_empty() {
            // Only the stand-in's decision had a choice: no accuracy.
            assert_eq!((p.accuracy, p.decisions), (None, 0), "{p:?}");
            continue;
        }
        let mean = pachisi_analysis::accuracy_of(&counted).unwrap();
        let acc = p.accuracy.unwrap();
        assert!(
            (acc - mean).abs() < 1e-9 && (0.0..=100.0).contains(&acc),
            "{p:?}"
        );
    }
    if let Some(b) = red_b.accuracy {
        assert!(red_a.accuracy.unwrap() < b);
    }
    assert!(
        a.decisions[0].accuracy.unwrap() < 70.0,
        "{:?}",
        a.decisions[0]
    );
}

/// Luck: one entry per throw of the record, and a player's luck is the sum of their
/// throws' lucks (what each throw gave or took against what it could have been), each
/// the estimate's difference times the preset's scale (`luck_scale`, which
/// `record_luck` gives as the review does).
#[test]
fn luck_is_summed_per_player_over_their_throws() {
    let game = Game::new(pachisi_core::Variant::preset(pachisi_core::Preset::Chopat)).unwrap();
    let (rec, _) = record_bot_game(&game, &BotSpec::Random, 5);
    let mut set = Settings::review();
    set.games = 4;
    set.min_games = 4;
    set.batch = 4;
    let r = review(&rec, &set, Budget::Auto, &|_, _| {}).unwrap();
    let thrown = rec
        .events
        .iter()
        .filter(|e| matches!(e, pachisi_core::Event::Throw(_)))
        .count();
    assert_eq!(r.throws.len(), thrown);
    let mut some_luck = false;
    for p in &r.players {
        let mine: Vec<_> = r.throws.iter().filter(|t| t.seat == p.seat).collect();
        assert_eq!(p.throws as usize, mine.len());
        let sum: f64 = mine.iter().map(|t| t.luck).sum();
        assert!((p.luck - sum).abs() < 1e-9, "{p:?}: {sum}");
        some_luck |= p.luck.abs() > 0.01;
    }
    assert!(some_luck);
    for t in &r.throws {
        assert!((0.0..=1.0).contains(&t.win_chance) && (0.0..=1.0).contains(&t.expected));
        if t.throws > 1 {
            let want = r.luck_scale * (t.win_chance - t.expected);
            assert!((want - t.luck).abs() < 1e-12, "{t:?}");
        } else {
            assert_eq!(t.luck, 0.0);
        }
    }
    assert_eq!(r.luck_scale, pachisi_analysis::luck_scale(game.variant()));
    assert_eq!(record_luck(&rec).unwrap(), r.throws);
    // In the JSON too.
    let v = serde_json::to_value(&r).unwrap();
    assert!(v["players"][0]["luck"].is_number() && v["throws"][0]["luck"].is_number());
    assert_eq!(v["luck_scale"], r.luck_scale);
}

/// Two reviews of one game with different seeds (other dice in every rollout) mark
/// the same decisions: at least 90% of the decisions either marks, the other marks too
/// (docs/analysis.md, "How far the marks hold").
#[test]
fn two_review_seeds_agree_on_the_marks() {
    let rec = record_with_a_bad_move();
    let marks = |seed: u64| -> Vec<(usize, Mark)> {
        let set = Settings {
            seed,
            ..Settings::review()
        };
        let r = review(&rec, &set, Budget::Auto, &|_, _| {}).unwrap();
        assert!(r.complete);
        r.decisions
            .iter()
            .filter_map(|d| d.mark.map(|m| (d.event, m)))
            .collect()
    };
    let (a, b) = (marks(11), marks(12));
    let events = |v: &[(usize, Mark)]| v.iter().map(|x| x.0).collect::<Vec<_>>();
    let (ea, eb) = (events(&a), events(&b));
    let both = ea.iter().filter(|e| eb.contains(e)).count();
    let either = ea.len() + eb.len() - both;
    assert!(either > 0, "no mark at all");
    assert!(
        both as f64 >= 0.9 * either as f64,
        "seed 11 marks {a:?}, seed 12 marks {b:?}"
    );
    // The deliberate bad move is marked by both.
    assert!(ea.contains(&0) && eb.contains(&0));
}

/// 2-player Ludo and its bundled endgame table.
fn ludo_two() -> (Game, &'static pachisi_bots::endgame::Table) {
    let mut v = pachisi_core::Variant::preset(pachisi_core::Preset::Ludo);
    v.options.set_pair("players=2").unwrap();
    let game = Game::new(v).unwrap();
    let table = pachisi_bots::endgame::table_for(&game).expect("a bundled table");
    (game, table)
}

/// A race position of the bundled 2-player Ludo endgame table is analysed exactly
/// (docs/endgames.md): no rollouts, every value the table's, intervals of zero width;
/// a position outside the table still by rollouts.
#[test]
fn race_positions_are_analysed_exactly() {
    let (game, table) = ludo_two();
    let space = table.space();
    let mut decisions = 0;
    for idx in (0..space.len()).step_by(97) {
        let Some(s0) = space.state(&game, idx, 0).unwrap() else {
            continue;
        };
        // The chance node at the start of the turn: the table's value.
        let r = analyse(&game, &s0, &settings(200, 1));
        assert_eq!(r.evaluation, pachisi_analysis::EVAL_EXACT);
        assert_eq!(r.total_games, 0);
        let Analysis::Chance(c) = &r.analysis else {
            panic!("a chance node")
        };
        let want = table.lookup(&s0).unwrap();
        assert!(
            (c.win_chance - want).abs() < 1e-9,
            "key {idx}: {} vs {want}",
            c.win_chance
        );
        assert_eq!(c.ci95, [c.win_chance; 2]);
        // Each throw's decision: every candidate's exact value, best first.
        for &(o, _) in game.chance_outcomes(&s0).as_slice() {
            let mut s = s0;
            game.apply_chance_unchecked(&mut s, o);
            if game.is_chance(&s) || game.is_terminal(&s) {
                continue;
            }
            let r = analyse(&game, &s, &settings(200, 1));
            assert_eq!(r.evaluation, pachisi_analysis::EVAL_EXACT);
            let Analysis::Decision(d) = &r.analysis else {
                panic!("a decision")
            };
            let exact = table.action_values(&game, &s).unwrap();
            let diff = d.candidates[0].win_chance - exact[0].1;
            assert!(diff.abs() < 1e-12, "key {idx}: {diff}");
            for c in &d.candidates {
                let (_, w) = exact
                    .iter()
                    .find(|(a, _)| a.to_string() == c.action)
                    .unwrap();
                assert_eq!(c.win_chance, *w);
                assert_eq!(c.ci95, [*w, *w]);
                assert_eq!(c.games, 0);
                if let Some(b) = c.behind_best {
                    assert!((b.mean - (exact[0].1 - w)).abs() < 1e-12);
                }
            }
            decisions += 1;
        }
    }
    assert!(decisions > 20, "{decisions}");
    // Not a race: pieces waiting.
    let r = analyze_position(
        &game,
        &game.initial_state(),
        &settings(200, 1),
        Budget::Iterations(2),
        &|_, _| {},
    )
    .unwrap();
    assert_eq!(r.evaluation, pachisi_analysis::EVAL_ROLLOUTS);
    assert!(r.total_games > 0);
}

/// A review of a 2-player Ludo game from a race position, played by the worst
/// action of the exact table at every decision: each decision with a choice is
/// valued exactly (no rollouts), its loss is the table's best minus the action
/// played, and its mark is that loss's (no test needed: nothing is estimated).
#[test]
fn race_decisions_are_reviewed_exactly() {
    let (game, table) = ludo_two();
    let space = table.space();
    // Four pieces each on the first home-column square: the largest race.
    let idx = (0..space.len())
        .filter(|&i| space.state(&game, i, 0).unwrap().is_some())
        .max_by_key(|&i| space.level(i))
        .unwrap();
    let start = space.state(&game, idx, 0).unwrap().unwrap();
    let mut record = Record::starting_at(&game, &start, Some(5));
    let mut s = start;
    let mut rng = seeded_rng(5, 0);
    let mut want: Vec<f64> = Vec::new();
    while !game.is_terminal(&s) {
        let ev = if game.is_chance(&s) {
            game.throw_event(&s, game.sample_chance(&s, &mut rng))
        } else {
            let vals = table.action_values(&game, &s).unwrap();
            let (worst, w) = *vals.last().unwrap();
            if pachisi_analysis::candidates(&game, &s).len() > 1 {
                want.push(vals[0].1 - w);
            }
            game.action_event(&s, worst)
        };
        game.apply_event(&mut s, &ev).unwrap();
        record.events.push(ev);
    }
    let r = review(&record, &Settings::review(), Budget::Auto, &|_, _| {}).unwrap();
    assert_eq!(r.total_games, 0);
    let chosen: Vec<_> = r.decisions.iter().filter(|d| d.choices > 1).collect();
    assert_eq!(chosen.len(), want.len());
    assert!(want.len() >= 3, "{}", want.len());
    for (d, w) in chosen.iter().zip(&want) {
        assert!(d.exact && d.reviewed);
        assert!((d.loss - w).abs() < 1e-9, "{} vs {w}", d.loss);
        assert_eq!(
            d.mark,
            Mark::of(d.loss, d.loss, pachisi_analysis::INACCURACY)
        );
        assert_eq!(d.mark_low, Some(d.loss));
        assert_eq!(d.games, 0);
    }
    assert!(want.iter().any(|&w| w > 1e-6), "{want:?}");
}
