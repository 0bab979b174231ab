//! Error paths: malformed positions, malformed records, bad options and refused
//! plays are rejected with a message that names the problem.

use pachisi_core::record::{ActionEvent, ThrowEvent};
use pachisi_core::{
    Action, Event, Game, Group, OptionError, PlayError, Preset, Record, ReplayError, State,
    Variant, seeded_rng,
};
use serde_json::{Value, json};

// ------------------------------------------------------------------ positions

const W: &str = "waiting";

/// A valid Pachisi (six cowries, 4 seats, teams) position in the throw phase, with
/// seat 0's pieces `p0` and seat 1's pieces `p1`.
fn pachisi(p0: Value, p1: Value) -> Value {
    json!({
        "format": "pachisi-position",
        "version": 1,
        "variant": "pachisi",
        "phase": "throw",
        "turn": 0,
        "turn_number": 1,
        "seats": [
            {"pieces": p0, "captures": 0},
            {"pieces": p1, "captures": 0},
            {"pieces": [W, W, W, W]},
            {"pieces": [W, W, W, W]}
        ],
        "kept": []
    })
}

fn all_waiting() -> Value {
    json!([W, W, W, W])
}

fn problems(v: &Value) -> Vec<String> {
    problems_text(&v.to_string())
}

fn problems_text(text: &str) -> Vec<String> {
    match Game::parse_position(text) {
        Ok((_, s)) => panic!("position accepted, phase {:?}: {text}", s.phase()),
        Err(e) => {
            assert!(!e.problems.is_empty());
            assert!(e.to_string().starts_with("invalid position: "));
            e.problems
        }
    }
}

#[track_caller]
fn assert_problem(v: &Value, needle: &str) {
    let p = problems(v);
    assert!(
        p.iter().any(|x| x.contains(needle)),
        "expected a problem containing {needle:?}, got {p:?}"
    );
}

#[track_caller]
fn accepted(v: &Value) -> (Game, State) {
    Game::parse_position(&v.to_string()).unwrap_or_else(|e| panic!("rejected: {e}\n{v}"))
}

#[test]
fn base_positions_are_valid() {
    accepted(&pachisi(all_waiting(), all_waiting()));
    accepted(&pachisi(json!([12, W, W, W]), json!([30, "home", W, W])));
}

#[test]
fn bad_json_is_rejected() {
    let p = problems_text("{\"format\": ");
    assert!(p[0].contains("not a position file"), "{p:?}");
    let p = problems_text("[1, 2, 3]");
    assert!(p[0].contains("not a position file"), "{p:?}");
    // a missing required field
    let mut v = pachisi(all_waiting(), all_waiting());
    v.as_object_mut().unwrap().remove("seats");
    let p = problems(&v);
    assert!(
        p[0].contains("not a position file") && p[0].contains("seats"),
        "{p:?}"
    );
    // an unknown field
    let mut v = pachisi(all_waiting(), all_waiting());
    v["colour"] = json!("red");
    let p = problems(&v);
    assert!(p[0].contains("colour"), "{p:?}");
}

#[test]
fn wrong_format_or_version_is_rejected() {
    let mut v = pachisi(all_waiting(), all_waiting());
    v["format"] = json!("chess-position");
    assert_problem(
        &v,
        "format is 'chess-position', expected 'pachisi-position'",
    );
    let mut v = pachisi(all_waiting(), all_waiting());
    v["version"] = json!(2);
    assert_problem(&v, "version 2 is not supported");
}

#[test]
fn unknown_variant_is_rejected() {
    let mut v = pachisi(all_waiting(), all_waiting());
    v["variant"] = json!("snakes-and-ladders");
    assert_problem(&v, "unknown variant 'snakes-and-ladders'");
    assert_problem(&v, "pachisi, pachisi-seven, chopat, chaupar");
}

#[test]
fn bad_options_are_rejected() {
    let mut v = pachisi(all_waiting(), all_waiting());
    v["options"] = json!({"colour": "red"});
    assert_problem(&v, "unknown option 'colour'");
    let mut v = pachisi(all_waiting(), all_waiting());
    v["options"] = json!({"forfeit": "never"});
    assert_problem(&v, "bad value 'never' for option 'forfeit'");
    let mut v = pachisi(all_waiting(), all_waiting());
    v["options"] = json!({"players": 5});
    assert_problem(&v, "option 'players'");
    let mut v = pachisi(all_waiting(), all_waiting());
    v["options"] = json!({"triple": true});
    assert_problem(&v, "triple needs table = long-dice");
}

#[test]
fn wrong_seat_count_is_rejected() {
    let mut v = pachisi(all_waiting(), all_waiting());
    v["seats"].as_array_mut().unwrap().pop();
    assert_problem(&v, "the variant has 4 seats but the position lists 3");
    // Chopat with 2 players has 2 seats.
    let mut v = pachisi(all_waiting(), all_waiting());
    v["variant"] = json!("chopat");
    v["options"] = json!({"players": 2});
    assert_problem(&v, "the variant has 2 seats but the position lists 4");
}

#[test]
fn wrong_piece_count_is_rejected() {
    let v = pachisi(json!([W, W, W]), all_waiting());
    assert_problem(&v, "seat 0 has 3 pieces, expected 4");
    let v = pachisi(all_waiting(), json!([W, W, W, W, W]));
    assert_problem(&v, "seat 1 has 5 pieces, expected 4");
}

#[test]
fn step_off_the_board_is_rejected() {
    // Pachisi steps run 1..=83; 84 is the centre ("home").
    for bad in [0, 84, 90, -2] {
        let v = pachisi(json!([bad, W, W, W]), all_waiting());
        assert_problem(
            &v,
            &format!("seat 0 piece p1: step {bad} is not on the board"),
        );
    }
    let v = pachisi(json!(["nowhere", W, W, W]), all_waiting());
    assert_problem(&v, "'nowhere' is not a place");
}

#[test]
fn home_column_without_capture_under_must_capture_is_rejected() {
    // Chopat: step 64 is the own end square, 65..=71 the home column.
    let chopat = |captures: u8| {
        json!({
            "format": "pachisi-position", "version": 1, "variant": "chopat",
            "phase": "throw", "turn": 0, "turn_number": 1,
            "seats": [
                {"pieces": [66, W, W, W], "captures": captures},
                {"pieces": [W, W, W, W]},
                {"pieces": [W, W, W, W]},
                {"pieces": [W, W, W, W]}
            ]
        })
    };
    assert_problem(
        &chopat(0),
        "in the home column, but the seat has made no capture",
    );
    accepted(&chopat(1));
    // Pachisi with must_capture: step 80 is in the home column.
    let mut v = pachisi(json!([80, W, W, W]), all_waiting());
    v["options"] = json!({"must_capture": true});
    assert_problem(&v, "step 80 is in the home column");
    v["seats"][0]["captures"] = json!(1);
    accepted(&v);
}

/// Steps (a, b) on which seat 0 and seat 1 of Pachisi stand on the same square,
/// the square being safe or not.
fn shared_square(safe: bool) -> (i16, i16) {
    let game = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
    for a in 9u8..=76 {
        for b in 9u8..=76 {
            let sq = game.square_of(0, a);
            if sq == game.square_of(1, b) && game.is_safe(sq) == safe {
                return (a as i16, b as i16);
            }
        }
    }
    panic!("no shared square");
}

#[test]
fn opponents_on_an_unsafe_square_are_rejected() {
    let (a, b) = shared_square(false);
    let v = pachisi(json!([a, W, W, W]), json!([b, W, W, W]));
    assert_problem(&v, "opponents share a square that is not safe");
    // partners (seats 0 and 2) may share it
    let mut v = pachisi(json!([a, W, W, W]), all_waiting());
    let game = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
    let c = (9u8..=76)
        .find(|&c| game.square_of(2, c) == game.square_of(0, a as u8))
        .unwrap();
    v["seats"][2]["pieces"] = json!([c, W, W, W]);
    accepted(&v);
}

#[test]
fn opponents_on_a_pachisi_castle_are_rejected() {
    let (a, b) = shared_square(true);
    let v = pachisi(json!([a, W, W, W]), json!([b, W, W, W]));
    assert_problem(&v, "opponents share a castle (P-CASTLE)");
    // Without castle_exclusive they may share it.
    let mut v = v;
    v["options"] = json!({"castle_exclusive": false});
    accepted(&v);
}

#[test]
fn move_phase_without_kept_throw_is_rejected() {
    let mut v = pachisi(json!([12, W, W, W]), all_waiting());
    v["phase"] = json!("move");
    assert_problem(&v, "move phase with no kept throw");
    v["kept"] = json!([3]);
    accepted(&v);
    // a kept throw that nothing can spend
    v["seats"][0]["pieces"] = all_waiting();
    assert_problem(&v, "no kept throw can be spent");
}

#[test]
fn impossible_kept_value_is_rejected() {
    let mut v = pachisi(json!([12, W, W, W]), all_waiting());
    v["phase"] = json!("move");
    v["kept"] = json!([9]);
    assert_problem(&v, "kept throw 9 cannot be thrown in this variant");
    // Chaupar dice 1-2-5-6 have no 3.
    let chaupar = json!({
        "format": "pachisi-position", "version": 1, "variant": "chaupar",
        "phase": "move", "turn": 0, "turn_number": 1,
        "seats": [
            {"pieces": [6, 7, 9, 10]}, {"pieces": [6, 7, 9, 10]},
            {"pieces": [6, 7, 9, 10]}, {"pieces": [6, 7, 9, 10]}
        ],
        "kept": [3, 1, 1]
    });
    assert_problem(&chaupar, "kept throw 3 cannot be thrown");
}

#[test]
fn fool_without_option_is_rejected() {
    let v = pachisi(json!(["home", "home", "home", {"fool": 20}]), all_waiting());
    assert_problem(&v, "a fool piece, but the option 'fool' (C-FOOL) is off");
    // With the option (and the seat otherwise home) it is accepted.
    let mut v = v;
    v["options"] = json!({"fool": true});
    v["ranking"] = json!([0]);
    v["turn"] = json!(1);
    accepted(&v);
}

/// A Pachisi position in the start-order phase with the given `order` object.
fn ordering(order: Value) -> Value {
    let mut v = pachisi(all_waiting(), all_waiting());
    v["phase"] = json!("order");
    v["turn_number"] = json!(0);
    v["order"] = order;
    v
}

#[test]
fn order_round_past_the_cap_is_rejected() {
    let order = |round: u8| {
        ordering(
            json!({"contenders": [0, 2], "next": 2, "best": 25, "best_seats": [0], "round": round}),
        )
    };
    let (_, s) = accepted(&order(19));
    assert_eq!(s.phase(), pachisi_core::Phase::Order);
    assert_problem(&order(20), "round 20 is past the cap: at most 20 rounds");
    assert_problem(&order(255), "round 255 is past the cap");
    // `round` may be left out (0); the count is not kept in `phase_throws` here.
    accepted(&ordering(
        json!({"contenders": [0, 1, 2, 3], "next": 0, "best": 0, "best_seats": []}),
    ));
    let mut v = order(3);
    v["phase_throws"] = json!(3);
    assert_problem(&v, "phase_throws must be 0 in phase order");
}

#[test]
fn inconsistent_order_throws_are_rejected() {
    let order = |next: u8, best: u8, best_seats: Value| {
        ordering(
            json!({"contenders": [0, 1, 2, 3], "next": next, "best": best, "best_seats": best_seats}),
        )
    };
    accepted(&order(2, 10, json!([0, 1])));
    // A seat number past the seats (it used to overflow a shift).
    assert_problem(
        &order(9, 0, json!([])),
        "seat 9 throws next but is not a contender",
    );
    // A best throw without the seats that threw it, or seats that have not thrown.
    assert_problem(&order(2, 10, json!([])), "must be given exactly when");
    assert_problem(
        &order(0, 10, json!([0])),
        "must be contenders that have thrown",
    );
    assert_problem(&order(2, 0, json!([1])), "must be given exactly when");
}

#[test]
fn phase_throws_past_the_cap_is_rejected() {
    let mut v = pachisi(all_waiting(), all_waiting());
    v["phase_throws"] = json!(24);
    accepted(&v);
    v["phase_throws"] = json!(255);
    assert_problem(&v, "phase_throws 255 is more than 24");
}

#[test]
fn several_problems_are_all_reported() {
    let v = pachisi(json!([90, W, W, W]), json!(["nowhere", W, W, W]));
    let p = problems(&v);
    assert!(p.len() >= 2, "{p:?}");
}

// ------------------------------------------------------------------ records

fn record(preset: Preset, seed: u64) -> (Game, Record) {
    let game = Game::new(Variant::preset(preset)).unwrap();
    let mut rng = seeded_rng(seed, 0);
    let (rec, _) = game.play_recorded(&mut rng, Some(seed), |_, _, legal, _| legal[0]);
    rec.replay().expect("the unmodified record replays");
    (game, rec)
}

#[track_caller]
fn event_error(rec: &Record, index: usize, needle: &str) {
    match rec.replay() {
        Err(ReplayError::Event { index: i, reason }) => {
            assert_eq!(i, index, "reason: {reason}");
            assert!(reason.contains(needle), "expected {needle:?} in {reason:?}");
            let text = ReplayError::Event { index: i, reason }.to_string();
            assert!(text.starts_with(&format!("event {index}: ")), "{text}");
        }
        other => panic!("expected an event error at {index}, got {other:?}"),
    }
}

fn first_move(rec: &Record) -> usize {
    rec.events
        .iter()
        .position(|e| matches!(e, Event::Move(_)))
        .unwrap()
}

fn first_turn_throw(game: &Game, rec: &Record) -> usize {
    // the first throw after the start order is settled
    let mut s = game.initial_state();
    for (i, e) in rec.events.iter().enumerate() {
        if s.phase() == pachisi_core::Phase::Throw {
            return i;
        }
        game.apply_event(&mut s, e).unwrap();
    }
    panic!("no turn throw");
}

#[test]
fn bad_record_format_is_rejected() {
    let (_, rec) = record(Preset::Pachisi, 1);
    let mut v: Value = serde_json::from_str(&rec.to_json()).unwrap();
    v["format"] = json!("pachisi-position");
    match Record::parse(&v.to_string()) {
        Err(ReplayError::Format(m)) => assert!(m.contains("format is 'pachisi-position'"), "{m}"),
        other => panic!("{other:?}"),
    }
    v["format"] = json!("pachisi-record");
    v["version"] = json!(9);
    match Record::parse(&v.to_string()) {
        Err(ReplayError::Format(m)) => assert!(m.contains("version 9"), "{m}"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        Record::parse("not json"),
        Err(ReplayError::Format(_))
    ));
    // an unknown variant or option is a format error too
    let mut bad = rec.clone();
    bad.variant = "snakes-and-ladders".into();
    match bad.replay() {
        Err(ReplayError::Format(m)) => {
            assert!(m.contains("unknown variant 'snakes-and-ladders'"), "{m}")
        }
        other => panic!("{other:?}"),
    }
    let mut bad = rec.clone();
    bad.options.insert("colour".into(), json!("red"));
    match bad.replay() {
        Err(ReplayError::Format(m)) => assert!(m.contains("unknown option 'colour'"), "{m}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn throw_by_wrong_seat_is_rejected() {
    let (game, rec) = record(Preset::Pachisi, 2);
    // The first start-order throw is seat 0's.
    let mut bad = rec.clone();
    let Event::Throw(t) = &mut bad.events[0] else {
        panic!("record starts with a throw")
    };
    t.seat = 1;
    event_error(&bad, 0, "seat 1 threw, but it is seat 0's throw");
    // And in play.
    let i = first_turn_throw(&game, &rec);
    let mut bad = rec.clone();
    let Event::Throw(t) = &mut bad.events[i] else {
        panic!()
    };
    let right = t.seat;
    t.seat = (right + 1) % 4;
    event_error(&bad, i, &format!("it is seat {right}'s throw"));
}

#[test]
fn impossible_up_is_rejected() {
    let (_, rec) = record(Preset::Pachisi, 3);
    let mut bad = rec.clone();
    let Event::Throw(t) = &mut bad.events[0] else {
        panic!()
    };
    t.up = Some(7);
    t.value = None;
    event_error(&bad, 0, "7 shells up, but there are 6");
    let mut bad = rec.clone();
    let Event::Throw(t) = &mut bad.events[0] else {
        panic!()
    };
    t.up = None;
    event_error(&bad, 0, "needs 'up'");
    // Chaupar: a die face that does not exist.
    let (_, rec) = record(Preset::Chaupar, 3);
    let mut bad = rec.clone();
    let Event::Throw(t) = &mut bad.events[0] else {
        panic!()
    };
    t.dice = Some([1, 3, 5]);
    event_error(&bad, 0, "are not faces");
}

#[test]
fn value_mismatch_is_rejected() {
    let (_, rec) = record(Preset::Pachisi, 4);
    let mut bad = rec.clone();
    let Event::Throw(t) = &mut bad.events[0] else {
        panic!()
    };
    let up = t.up.unwrap();
    t.value = Some(99);
    event_error(&bad, 0, &format!("{up} up is worth"));
    event_error(&bad, 0, "not 99");
}

#[test]
fn illegal_action_text_is_rejected() {
    let (_, rec) = record(Preset::Pachisi, 5);
    let i = first_move(&rec);
    for text in ["jump", "25", "25 p9", "25 p1 sideways", "99 p1"] {
        let mut bad = rec.clone();
        let Event::Move(a) = &mut bad.events[i] else {
            panic!()
        };
        a.action = text.into();
        event_error(&bad, i, &format!("cannot read action '{text}'"));
    }
    // `p5` … `p8` are read (a partner's pawns in Sorry! with partners, S-TEAM) and
    // refused as no piece of a Pachisi seat.
    let mut bad = rec.clone();
    let Event::Move(a) = &mut bad.events[i] else {
        panic!()
    };
    a.action = "25 p5".into();
    event_error(&bad, i, "there is no piece p5: the pieces are p1 to p4");
}

#[test]
fn illegal_action_is_rejected() {
    let (_, rec) = record(Preset::Pachisi, 6);
    let i = first_move(&rec);
    let mut bad = rec.clone();
    let Event::Move(a) = &mut bad.events[i] else {
        panic!()
    };
    a.action = "63 p1".into();
    event_error(&bad, i, "illegal action '63 p1': 63 is not a kept throw");
    // The wrong seat acting.
    let mut bad = rec.clone();
    let Event::Move(a) = &mut bad.events[i] else {
        panic!()
    };
    let right = a.seat;
    a.seat = (right + 1) % 4;
    event_error(&bad, i, &format!("but seat {right} is to move"));
}

#[test]
fn action_when_a_throw_is_due_is_rejected() {
    let (_, rec) = record(Preset::Pachisi, 7);
    let mut bad = rec.clone();
    bad.events.insert(
        0,
        Event::Move(ActionEvent {
            seat: 0,
            action: "25 p1".into(),
            by: None,
        }),
    );
    event_error(&bad, 0, "an action, but a throw is due");
    // And a throw when a decision is due.
    let i = first_move(&rec);
    let mut bad = rec.clone();
    bad.events.insert(
        i,
        Event::Throw(ThrowEvent {
            seat: 0,
            up: Some(2),
            value: None,
            dice: None,
        }),
    );
    event_error(&bad, i, "must decide first");
}

#[test]
fn event_after_game_over_is_rejected() {
    let (_, rec) = record(Preset::Chopat, 8);
    let n = rec.events.len();
    let mut bad = rec.clone();
    bad.events.push(Event::Throw(ThrowEvent {
        seat: 0,
        up: Some(2),
        value: None,
        dice: None,
    }));
    event_error(&bad, n, "a throw after the game ended");
    let mut bad = rec.clone();
    bad.events.push(Event::Move(ActionEvent {
        seat: 0,
        action: "pass".into(),
        by: None,
    }));
    event_error(&bad, n, "an action after the game ended");
}

#[test]
fn result_mismatch_is_rejected() {
    let (_, rec) = record(Preset::PachisiSeven, 9);
    let mut bad = rec.clone();
    let r = bad.result.as_mut().unwrap();
    r.ranking.reverse();
    match bad.replay() {
        Err(e @ ReplayError::Result { .. }) => {
            assert!(
                e.to_string().contains("differs from the replayed result"),
                "{e}"
            );
        }
        other => panic!("{other:?}"),
    }
    // A truncated record with a result: the game is not over.
    let mut bad = rec.clone();
    bad.events.truncate(10);
    match bad.replay() {
        Err(ReplayError::Result { replayed, .. }) => assert!(replayed.contains("not over")),
        other => panic!("{other:?}"),
    }
}

// ------------------------------------------------------------------ options

fn from_name(name: &str, settings: &[&str]) -> Result<Variant, OptionError> {
    let s: Vec<String> = settings.iter().map(|x| x.to_string()).collect();
    Variant::from_name(name, &s)
}

#[test]
fn unknown_option_lists_the_allowed_keys() {
    let e = from_name("pachisi", &["colour=red"]).unwrap_err();
    assert!(matches!(e, OptionError::UnknownKey { .. }), "{e:?}");
    let m = e.to_string();
    assert!(m.contains("unknown option 'colour'"), "{m}");
    for key in [
        "players",
        "teams",
        "mouth_up_p",
        "must_capture",
        "max_turns",
    ] {
        assert!(m.contains(key), "{key} not listed in {m}");
    }
    let e = from_name("snakes-and-ladders", &[]).unwrap_err();
    assert!(
        e.to_string().contains(
            "the presets are: pachisi, pachisi-seven, chopat, chaupar, ludo, ludo-ludopy"
        ),
        "{e}"
    );
    let e = from_name("pachisi", &["players"]).unwrap_err();
    assert!(matches!(e, OptionError::NotKeyValue(_)), "{e:?}");
    assert!(e.to_string().contains("key=value"), "{e}");
}

#[test]
fn bad_value_lists_the_allowed_values() {
    for (setting, allowed) in [
        ("forfeit=never", "throw, turn"),
        ("streak=always", "off, class, same-value"),
        ("players=many", "2, 3 or 4"),
        ("players=5", "2, 3 or 4"),
        ("pass=perhaps", "true, false"),
        ("dice_faces=1-2-3-4", "1-2-5-6, 1-3-4-6"),
        ("seven_high=31", "30, 35"),
        ("mouth_up_p=1.5", "(0,1)"),
        (
            "table=dominoes",
            "six, six-herklots, seven, chopat, long-dice",
        ),
    ] {
        let e = from_name("pachisi", &[setting]).unwrap_err();
        assert!(
            matches!(e, OptionError::BadValue { .. }),
            "{setting}: {e:?}"
        );
        let m = e.to_string();
        let (key, value) = setting.split_once('=').unwrap();
        assert!(
            m.contains(&format!("bad value '{value}' for option '{key}'")),
            "{m}"
        );
        assert!(m.contains(allowed), "{setting}: {m}");
    }
}

#[test]
fn option_conflicts_are_explained() {
    let e = from_name("pachisi", &["players=3"]).unwrap_err();
    assert!(matches!(e, OptionError::Conflict(_)), "{e:?}");
    assert!(e.to_string().contains("teams need 4 seats"), "{e}");
    let e = from_name("chopat", &["teams=true", "players=3"]).unwrap_err();
    assert!(e.to_string().contains("teams need 4 seats"), "{e}");
    let e = from_name("pachisi", &["must_capture=true", "revenge=true"]).unwrap_err();
    assert!(matches!(e, OptionError::Conflict(_)), "{e:?}");
    assert!(
        e.to_string().contains("revenge is a two-player rule"),
        "{e}"
    );
    assert!(e.to_string().contains("players = 4"), "{e}");
    let e = from_name("pachisi", &["triple=true"]).unwrap_err();
    assert!(
        e.to_string().contains("triple needs table = long-dice"),
        "{e}"
    );
    // Game::new refuses invalid options as well.
    let mut v = Variant::preset(Preset::Pachisi);
    v.options.triple = true;
    assert!(Game::new(v).is_err());
    // the valid combinations of those options are accepted
    from_name("chopat", &["players=2", "revenge=true"]).unwrap();
    from_name("chaupar", &["triple=true"]).unwrap();
}

// ------------------------------------------------------------------ play errors

/// Pachisi, seat 0 to move with kept throws `kept`, pieces `p0`.
fn move_position(p0: Value, kept: Value) -> (Game, State) {
    let mut v = pachisi(p0, all_waiting());
    v["phase"] = json!("move");
    v["kept"] = kept;
    accepted(&v)
}

#[track_caller]
fn illegal(game: &Game, s: &State, a: Action, needle: &str) {
    let mut c = *s;
    match game.play(&mut c, a) {
        Err(PlayError::Illegal { action, reason }) => {
            assert_eq!(action, a.to_string());
            assert!(
                reason.contains(needle),
                "{a}: expected {needle:?} in {reason:?}"
            );
        }
        other => panic!("{a}: expected Illegal, got {other:?}"),
    }
    assert_eq!(c, *s, "a refused play changed the state");
    assert!(!game.is_legal(s, a));
}

#[test]
fn illegal_plays_give_a_reason() {
    let (game, s) = move_position(json!([80, W, W, W]), json!([25]));
    assert!(game.is_legal(&s, Action::single(25, 1)));
    illegal(
        &game,
        &s,
        Action::single(2, 1),
        "2 is not a kept throw (kept: 25)",
    );
    illegal(&game, &s, Action::single(25, 0), "past the finish");
    let stack = Action::Move {
        value: 25,
        piece: 1,
        group: Group::Stack,
    };
    illegal(&game, &s, stack, "stack moves are off");
    let triple = Action::Move {
        value: 25,
        piece: 1,
        group: Group::Triple,
    };
    illegal(&game, &s, triple, "triple moves are off");
    // A throw that cannot bring a piece in.
    let (game, s) = move_position(json!([20, W, W, W]), json!([3]));
    illegal(
        &game,
        &s,
        Action::single(3, 1),
        "3 cannot bring a piece onto the board",
    );
    // A home piece.
    let (game, s) = move_position(json!(["home", 20, W, W]), json!([3]));
    illegal(&game, &s, Action::single(3, 0), "already home");
    // Passing where the variant forbids it (Chopat, T-PASS).
    let chopat = json!({
        "format": "pachisi-position", "version": 1, "variant": "chopat",
        "phase": "move", "turn": 0, "turn_number": 1,
        "seats": [
            {"pieces": [10, W, W, W]}, {"pieces": [W, W, W, W]},
            {"pieces": [W, W, W, W]}, {"pieces": [W, W, W, W]}
        ],
        "kept": [3]
    });
    let (game, s) = accepted(&chopat);
    illegal(&game, &s, Action::Pass, "does not allow passing");
}

#[test]
fn chance_and_phase_errors() {
    let game = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
    let mut s = game.initial_state();
    // A chance node refuses decisions.
    assert_eq!(
        game.play(&mut s, Action::single(25, 0)),
        Err(PlayError::NotDecision)
    );
    assert_eq!(game.play(&mut s, Action::Pass), Err(PlayError::NotDecision));
    // Out-of-range outcomes: six cowries have 7 outcomes (0..=6 up).
    let before = s;
    let e = game.apply_chance(&mut s, 7).unwrap_err();
    assert_eq!(
        e,
        PlayError::BadOutcome {
            outcome: 7,
            count: 7
        }
    );
    assert!(e.to_string().contains("does not exist"), "{e}");
    assert_eq!(
        game.apply_chance(&mut s, 255),
        Err(PlayError::BadOutcome {
            outcome: 255,
            count: 7
        })
    );
    assert_eq!(s, before);
    // Long dice have 64 outcomes.
    let dice = Game::new(Variant::preset(Preset::Chaupar)).unwrap();
    let mut d = dice.initial_state();
    assert_eq!(
        dice.apply_chance(&mut d, 64),
        Err(PlayError::BadOutcome {
            outcome: 64,
            count: 64
        })
    );
    // A decision node refuses throws.
    let (game, mut s) = move_position(json!([12, W, W, W]), json!([3]));
    assert_eq!(game.apply_chance(&mut s, 0), Err(PlayError::NotChance));
    // A finished game refuses everything.
    let mut rng = seeded_rng(5, 0);
    let game = Game::new(Variant::preset(Preset::Chopat)).unwrap();
    let mut end = pachisi_core::random_playout(&game, &mut rng);
    assert_eq!(game.play(&mut end, Action::Pass), Err(PlayError::GameOver));
    assert_eq!(game.apply_chance(&mut end, 0), Err(PlayError::GameOver));
    assert!(game.legal_actions(&end).is_empty());
}
