//! Explanations for players: where a move goes in words ([`Place`]), whether it leaves a
//! piece in a dead end (T-EXACT), and why a thrown value is forfeited ([`NoMove`]).

mod common;

use common::*;
use pachisi_core::{Action, NoMove, Place};
use serde_json::json;

#[test]
fn p_grace_a_throw_that_cannot_enter_says_which_values_enter() {
    // P-GRACE: all four pieces wait; a 3 cannot bring one in, 6, 10 and 25 can.
    let (game, s) = throwing("pachisi", json!({}), 0, json!(vec![vec![W; 4]; 4]));
    assert_eq!(
        game.why_no_move(&s, 0, 3),
        NoMove::MustEnter {
            enter_values: vec![6, 10, 25]
        }
    );
    let mut after = s;
    throw(&game, &mut after, 3);
    assert!(after.counters().forfeited > s.counters().forfeited);
}

#[test]
fn t_exact_a_throw_past_the_finish_is_explained() {
    // T-EXACT: one piece four steps before the finish (84), the others home.
    let (game, s) = throwing(
        "pachisi",
        json!({}),
        0,
        json!([[80, H, H, H], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
    );
    assert_eq!(game.why_no_move(&s, 0, 10), NoMove::PastFinish);
    // Mixed reasons: one piece waits (3 cannot enter), one would pass the finish.
    let (game, s) = throwing(
        "pachisi",
        json!({}),
        0,
        json!([[83, W, H, H], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
    );
    assert_eq!(game.why_no_move(&s, 0, 3), NoMove::NoPieceCan);
}

#[test]
fn t_exact_a_move_into_the_dead_end_is_flagged() {
    // Pachisi's six cowries have no 1 and the bonus step is off: a piece on step 83
    // can never finish.
    let (game, s) = moving(
        "pachisi",
        json!({}),
        0,
        &[4, 2],
        json!([[79, 70, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
    );
    let i = game.move_info(&s, Action::parse("4 p1").unwrap()).unwrap();
    assert!(i.strands, "{i:?}");
    assert_eq!(i.to_place, Place::HomeColumn);
    assert_eq!(i.to_go, Some(1));
    let i = game.move_info(&s, Action::parse("2 p1").unwrap()).unwrap();
    assert!(!i.strands);
    assert_eq!(i.to_go, Some(3));
    // With the bonus step there is no dead end.
    let (game, s) = moving(
        "pachisi",
        json!({"bonus": true}),
        0,
        &[4],
        json!([[79, 70, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
    );
    assert!(
        !game
            .move_info(&s, Action::parse("4 p1").unwrap())
            .unwrap()
            .strands
    );
}

#[test]
fn p_enter_sq1_p_castle_places_in_words() {
    let (game, s) = moving(
        "pachisi",
        json!({}),
        0,
        &[25],
        json!([[W, W, W, 80], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
    );
    // P-ENTER-SQ1: an entering piece lands on step 1, the start square.
    let i = game.move_info(&s, Action::parse("25 p1").unwrap()).unwrap();
    assert_eq!((i.from_place, i.to_place), (Place::Waiting, Place::Start));
    assert_eq!(i.to_step, Some(1));
    // Every square a piece can stand on is named, and safe squares are the castles.
    let mut seen = std::collections::BTreeSet::new();
    for step in 1..=82 {
        let (game, s) = moving(
            "pachisi",
            json!({}),
            0,
            &[2],
            json!([[step, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
        );
        if let Some(i) = game.move_info(&s, Action::parse("2 p1").unwrap()) {
            let sq = i.to.and_then(|(x, y)| game.board().at(x, y));
            seen.insert(format!("{:?}", i.to_place));
            match i.to_place {
                Place::Safe => assert!(sq.is_some_and(|q| game.is_safe(q))),
                Place::Home => assert!(i.finishes),
                Place::HomeColumn | Place::Track => {
                    assert!(!sq.is_some_and(|q| game.is_safe(q)) || i.to_place == Place::HomeColumn)
                }
                other => panic!("step {step}: {other:?}"),
            }
        }
    }
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        ["Home", "HomeColumn", "Safe", "Track"],
        "castles, plain squares, the home column and home are all met"
    );
    let i = game.move_info(&s, Action::parse("25 p4").unwrap());
    assert!(i.is_none(), "80 + 25 passes the finish");
}
