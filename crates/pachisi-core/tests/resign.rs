//! Resignations, leaves and aborts in records (docs/records.md): they leave the board
//! as it is, the replayed result counts them, and nothing may follow a game's end.

use pachisi_core::record::{AbortEvent, LeaveEvent, ResignEvent};
use pachisi_core::{Event, Game, Preset, Record, Variant};
use rand::SeedableRng;

/// The first `n` events of a game (throws from a fixed seed, the first legal action).
fn part_game(preset: Preset, n: usize) -> (Game, Record) {
    let game = Game::new(Variant::preset(preset)).unwrap();
    let mut rng = rand_pcg::Pcg64::seed_from_u64(7);
    let mut rec = Record::new(game.variant(), Some(7));
    let mut s = game.initial_state();
    while rec.events.len() < n {
        let ev = if game.is_chance(&s) {
            game.throw_event(&s, game.sample_chance(&s, &mut rng))
        } else {
            game.action_event(&s, game.legal_actions(&s)[0])
        };
        game.apply_event(&mut s, &ev).unwrap();
        rec.events.push(ev);
    }
    (game, rec)
}

fn resign(seat: u8, ends: bool) -> Event {
    Event::Resign(ResignEvent { seat, ends })
}

#[test]
fn a_resignation_that_ends_the_game_gives_the_opponents_the_win() {
    // Pachisi, teams 0 + 2 against 1 + 3: seat 1 resigns (its partner plays on),
    // then seat 3 ends the game: team 0 wins, the resigned seats last to first.
    let (_, mut rec) = part_game(Preset::Pachisi, 30);
    rec.events.push(resign(1, false));
    assert_eq!(rec.replayed_outcome().unwrap(), None, "not over yet");
    rec.events.push(resign(3, true));
    let o = rec.replayed_outcome().unwrap().unwrap();
    assert_eq!(o.winning_team, Some(0));
    assert_eq!(&o.ranking[2..], &[3, 1]);
    // Recorded, it replays; a different recorded result is refused.
    rec.result = Some(o.clone());
    rec.replay().unwrap();
    let text = rec.to_json();
    assert!(
        text.contains(r#""resign": {"#) && text.contains(r#""ends": true"#),
        "{text}"
    );
    assert_eq!(Record::parse(&text).unwrap(), rec);
    let mut bad = rec.clone();
    bad.result.as_mut().unwrap().winning_team = Some(1);
    assert!(bad.replay().is_err());
    // Nothing may follow the end.
    let mut after = rec.clone();
    after.result = None;
    after.events.push(Event::Leave(LeaveEvent { seat: 0 }));
    assert!(
        after
            .replay()
            .unwrap_err()
            .to_string()
            .contains("resignation ended")
    );
}

#[test]
fn without_teams_resigned_seats_are_ranked_last() {
    let (game, mut rec) = part_game(Preset::Ludo, 40);
    assert_eq!(game.seats(), 4);
    rec.events.push(resign(2, false));
    rec.events.push(Event::Leave(LeaveEvent { seat: 1 }));
    rec.events.push(resign(0, true));
    let o = rec.replayed_outcome().unwrap().unwrap();
    assert_eq!(&o.ranking[2..], &[0, 2]);
    assert!(!o.adjudicated && o.winning_team.is_none());
    // A seat resigns once.
    rec.events.push(resign(2, false));
    assert!(rec.replay().is_err());
}

#[test]
fn an_aborted_game_has_no_result() {
    let (_, mut rec) = part_game(Preset::Ludo, 2);
    rec.events.push(Event::Abort(AbortEvent { seat: 1 }));
    assert_eq!(rec.replayed_outcome().unwrap(), None);
    assert!(rec.standing().aborted);
    rec.events.push(resign(9, false));
    assert!(
        rec.replay().is_err(),
        "no seat 9, and nothing after an abort"
    );
}
