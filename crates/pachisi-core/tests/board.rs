//! Board geometry and tracks against RULES §1–2: the South seat's Pachisi/Chaupar
//! track, castles, the Chopat track and flowers, and the rotation to the other seats.

mod support;

use pachisi_core::board::CENTRE;
use pachisi_core::{Game, PieceAt, Preset, Variant};
use serde_json::json;
use std::collections::BTreeSet;
use support::*;

fn game(preset: Preset, settings: &[(&str, &str)]) -> Game {
    let mut v = Variant::preset(preset);
    for (k, val) in settings {
        v.options.set(k, val).unwrap();
    }
    Game::new(v).unwrap()
}

/// Expand a track table: rows (first step, last step, first square, last square), the
/// squares of a row in a straight line.
type Row = (i16, i16, (u8, u8), (u8, u8));

fn expand(rows: &[Row]) -> Vec<(i16, (u8, u8))> {
    let mut out = Vec::new();
    for &(a, b, (x0, y0), (x1, y1)) in rows {
        let n = (b - a) as i32;
        for k in 0..=n {
            let lerp = |u: u8, v: u8| {
                let d = (v as i32 - u as i32).signum();
                (u as i32 + d * k) as u8
            };
            out.push((a + k as i16, (lerp(x0, x1), lerp(y0, y1))));
        }
        // a straight row of n + 1 squares
        assert_eq!(
            (x0 as i32 - x1 as i32)
                .abs()
                .max((y0 as i32 - y1 as i32).abs()),
            n,
            "table row {a}-{b}"
        );
    }
    out
}

/// RULES §2.1, the Pachisi / Chaupar track of the South seat, row by row.
fn pachisi_table() -> Vec<(i16, (u8, u8))> {
    expand(&[
        (1, 8, (9, 7), (9, 0)),
        (9, 16, (10, 0), (10, 7)),
        (17, 24, (11, 8), (18, 8)),
        (25, 25, (18, 9), (18, 9)),
        (26, 33, (18, 10), (11, 10)),
        (34, 41, (10, 11), (10, 18)),
        (42, 42, (9, 18), (9, 18)),
        (43, 50, (8, 18), (8, 11)),
        (51, 58, (7, 10), (0, 10)),
        (59, 59, (0, 9), (0, 9)),
        (60, 67, (0, 8), (7, 8)),
        (68, 75, (8, 7), (8, 0)),
        (76, 76, (9, 0), (9, 0)),
        (77, 83, (9, 1), (9, 7)),
        (84, 84, (9, 9), (9, 9)),
    ])
}

/// RULES §2.3, the Chopat track of the South seat, plus the circling squares -3..-1.
fn chopat_table() -> Vec<(i16, (u8, u8))> {
    expand(&[
        (-3, -1, (8, 0), (8, 2)),
        (0, 4, (8, 3), (8, 7)),
        (5, 12, (7, 8), (0, 8)),
        (13, 13, (0, 9), (0, 9)),
        (14, 21, (0, 10), (7, 10)),
        (22, 29, (8, 11), (8, 18)),
        (30, 30, (9, 18), (9, 18)),
        (31, 38, (10, 18), (10, 11)),
        (39, 46, (11, 10), (18, 10)),
        (47, 47, (18, 9), (18, 9)),
        (48, 55, (18, 8), (11, 8)),
        (56, 63, (10, 7), (10, 0)),
        (64, 64, (9, 0), (9, 0)),
        (65, 71, (9, 1), (9, 7)),
        (72, 72, (9, 9), (9, 9)),
    ])
}

#[test]
fn board_has_97_squares_on_the_cross() {
    let g = game(Preset::Pachisi, &[]);
    let b = g.board();
    assert_eq!(b.squares.len(), 97, "96 arm squares + the centre");
    assert_eq!((b.squares[0].x, b.squares[0].y), (9, 9));
    assert_eq!(b.at(9, 9), Some(CENTRE));
    assert_eq!(b.at(8, 10), Some(CENTRE), "the centre is one 3 x 3 space");
    assert_eq!(b.at(0, 0), None);
    let mut seen = BTreeSet::new();
    for s in &b.squares[1..] {
        assert!(seen.insert((s.x, s.y)), "square {:?} twice", (s.x, s.y));
        let arm = match s.arm.unwrap() {
            0 => (8..=10).contains(&s.x) && s.y <= 7,
            1 => (8..=10).contains(&s.y) && (11..=18).contains(&s.x),
            2 => (8..=10).contains(&s.x) && (11..=18).contains(&s.y),
            3 => (8..=10).contains(&s.y) && s.x <= 7,
            _ => false,
        };
        assert!(arm, "square {:?} is not in arm {:?}", (s.x, s.y), s.arm);
        assert_eq!(b.at(s.x, s.y), Some(s.id));
    }
    // perimeter loop: outer columns plus the four end squares, 17 per arm
    assert_eq!(b.loop_len(), 68);
    let loop_set: BTreeSet<_> = b.loop_sq.iter().collect();
    assert_eq!(loop_set.len(), 68);
    for &id in &b.loop_sq {
        let s = b.squares[id as usize];
        let middle = if s.arm == Some(0) || s.arm == Some(2) {
            s.x == 9
        } else {
            s.y == 9
        };
        if middle {
            assert!(
                [(9, 0), (9, 18), (0, 9), (18, 9)].contains(&(s.x, s.y)),
                "only end squares of middle columns are on the loop"
            );
        }
    }
}

#[test]
fn pachisi_track_south_every_step() {
    let g = game(Preset::Pachisi, &[]);
    let table = pachisi_table();
    assert_eq!(table.len(), 84, "steps 1..=84");
    for (step, xy) in table {
        assert_eq!(
            g.track().pos(step),
            Some(step as u8),
            "internal == rules step"
        );
        assert_eq!(coord(&g, 0, step), xy, "South Pachisi step {step}");
    }
    assert_eq!(g.track().finish, 84);
    assert_eq!(square(&g, 0, 84), CENTRE);
    // step 8 and step 76 are the same square; 1..7 and 77..83 the same seven squares
    assert_eq!(square(&g, 0, 8), square(&g, 0, 76));
    for k in 1..=7 {
        assert_eq!(square(&g, 0, k), square(&g, 0, 84 - k));
    }
    assert_eq!(g.arm_of(0), 0);
}

#[test]
fn pachisi_track_by_playing_moves() {
    // Walk a South piece one step at a time with a die of 1 (Chaupar uses this track)
    // and compare move_info with the table.
    let table = pachisi_table();
    for step in 1..=83i16 {
        let (g, s) = load(json!({
            "variant": "chaupar", "phase": "move", "turn": 0, "kept": [1],
            "seats": [seat(json!([step, "waiting", "waiting", "waiting"]), 0),
                      waiting(), waiting(), waiting()]
        }));
        let info = g
            .move_info(&s, pachisi_core::Action::single(1, 0))
            .expect("1 p1 is legal");
        assert_eq!(info.from_step, Some(step));
        assert_eq!(
            info.from,
            Some(table[step as usize - 1].1),
            "from step {step}"
        );
        assert_eq!(
            info.to,
            Some(table[step as usize].1),
            "to step {}",
            step + 1
        );
        assert_eq!(info.finishes, step == 83);
    }
}

#[test]
fn pachisi_castles_are_twelve_squares() {
    let g = game(Preset::Pachisi, &[]);
    let castles: BTreeSet<(u8, u8)> = g
        .board()
        .squares
        .iter()
        .filter(|s| g.is_safe(s.id))
        .map(|s| (s.x, s.y))
        .collect();
    let expected: BTreeSet<(u8, u8)> = [
        (9, 0),
        (8, 3),
        (10, 3),
        (18, 9),
        (15, 8),
        (15, 10),
        (9, 18),
        (8, 15),
        (10, 15),
        (0, 9),
        (3, 8),
        (3, 10),
    ]
    .into_iter()
    .collect();
    assert_eq!(castles, expected);
    let steps: Vec<i16> = (1..=83)
        .filter(|&st| g.is_safe(square(&g, 0, st)))
        .collect();
    assert_eq!(
        steps,
        vec![8, 12, 21, 25, 29, 38, 42, 46, 55, 59, 63, 72, 76],
        "South castle steps"
    );
    // 25 and 59 are "exactly 25 moves from the Charkoni" both ways
    assert_eq!(84 - 59, 25);
    assert!(!g.is_safe(CENTRE));
}

#[test]
fn pachisi_rotation_to_the_other_seats() {
    let g = game(Preset::Pachisi, &[]);
    // anticlockwise seat order S -> E -> N -> W
    assert_eq!(
        (0..4).map(|s| g.arm_of(s)).collect::<Vec<_>>(),
        [0, 1, 2, 3]
    );
    for seat in 1..4u8 {
        for step in 1..=84 {
            assert_eq!(
                coord(&g, seat, step),
                rot_acw_n(coord(&g, 0, step), seat),
                "seat {seat} step {step}"
            );
        }
    }
    // each seat's step 8 is its own end square, step 1 next to the centre
    assert_eq!(coord(&g, 1, 8), (18, 9));
    assert_eq!(coord(&g, 2, 8), (9, 18));
    assert_eq!(coord(&g, 3, 8), (0, 9));
    assert_eq!(coord(&g, 1, 1), (11, 9));
    assert_eq!(coord(&g, 2, 1), (9, 11));
    assert_eq!(coord(&g, 3, 1), (7, 9));
    // East goes up into the North arm first: its step 9 is (18, 10)
    assert_eq!(coord(&g, 1, 9), (18, 10));
    // three players: S, E, N
    let g3 = game(Preset::Pachisi, &[("players", "3"), ("teams", "false")]);
    assert_eq!((0..3).map(|s| g3.arm_of(s)).collect::<Vec<_>>(), [0, 1, 2]);
}

#[test]
fn chopat_track_south_every_step() {
    let g = game(Preset::Chopat, &[]);
    let table = chopat_table();
    assert_eq!(table.len(), 76, "steps -3..=72");
    for (step, xy) in table {
        assert_eq!(coord(&g, 0, step), xy, "South Chopat step {step}");
    }
    assert_eq!(coord(&g, 0, 0), (8, 3), "start flower");
    assert_eq!(coord(&g, 0, 64), (9, 0), "own end square");
    assert_eq!(square(&g, 0, 72), CENTRE, "Ghar");
    assert_eq!(g.track().step(g.track().finish), 72);
    // the circle: (9,0) -> (8,0) -> (8,1) -> (8,2) -> (8,3) is 64 -> -3 -> -2 -> -1 -> 0
    let circle: Vec<(u8, u8)> = [64, -3, -2, -1, 0]
        .iter()
        .map(|&st| coord(&g, 0, st))
        .collect();
    assert_eq!(circle, [(9, 0), (8, 0), (8, 1), (8, 2), (8, 3)]);
    // the loop part -3..=64 is the 68-square perimeter, each square once
    let loop_sqs: BTreeSet<u8> = (-3..=64).map(|st| square(&g, 0, st)).collect();
    let perimeter: BTreeSet<u8> = g.board().loop_sq.iter().copied().collect();
    assert_eq!(loop_sqs, perimeter);
}

#[test]
fn chopat_track_by_playing_moves() {
    // A single step (the peghedu 1) along the whole track, with tohd (one capture).
    let table = chopat_table();
    let coord_of = |st: i16| table.iter().find(|r| r.0 == st).unwrap().1;
    for step in -3..=71i16 {
        let (g, s) = load(json!({
            "variant": "chopat", "options": {"players": 2}, "phase": "move", "turn": 0,
            "kept": [1],
            "seats": [seat(json!([step, "waiting", "waiting", "waiting"]), 1), waiting()]
        }));
        let info = g
            .move_info(&s, pachisi_core::Action::single(1, 0))
            .expect("1 p1 is legal");
        assert_eq!(info.from, Some(coord_of(step)), "from step {step}");
        assert_eq!(info.to, Some(coord_of(step + 1)), "to step {}", step + 1);
    }
    // without tohd, step 64 goes on to (8,0), i.e. step -3
    let (g, s) = load(json!({
        "variant": "chopat", "options": {"players": 2}, "phase": "move", "turn": 0,
        "kept": [1],
        "seats": [seat(json!([64, "waiting", "waiting", "waiting"]), 0), waiting()]
    }));
    let info = g.move_info(&s, pachisi_core::Action::single(1, 0)).unwrap();
    assert_eq!(info.to_step, Some(-3));
    assert_eq!(info.to, Some((8, 0)));
}

#[test]
fn chopat_flowers_end() {
    let g = game(Preset::Chopat, &[]);
    let steps: Vec<i16> = (-3..=71)
        .filter(|&st| g.is_safe(square(&g, 0, st)))
        .collect();
    assert_eq!(steps, vec![0, 9, 13, 17, 26, 30, 34, 43, 47, 51, 60, 64]);
    let flowers: BTreeSet<(u8, u8)> = g
        .board()
        .squares
        .iter()
        .filter(|s| g.is_safe(s.id))
        .map(|s| (s.x, s.y))
        .collect();
    let expected: BTreeSet<(u8, u8)> = [
        (8, 3),
        (10, 3),
        (3, 8),
        (3, 10),
        (8, 15),
        (10, 15),
        (15, 8),
        (15, 10),
        (9, 0),
        (9, 18),
        (0, 9),
        (18, 9),
    ]
    .into_iter()
    .collect();
    assert_eq!(flowers, expected);
}

#[test]
fn chopat_flowers_inner() {
    let g = game(Preset::Chopat, &[("flower_in_middle", "inner")]);
    let steps: Vec<i16> = (-3..=71)
        .filter(|&st| g.is_safe(square(&g, 0, st)))
        .collect();
    assert_eq!(steps, vec![0, 9, 17, 26, 34, 43, 51, 60, 67]);
    assert_eq!(coord(&g, 0, 67), (9, 3));
    let middles: BTreeSet<(u8, u8)> = g
        .board()
        .squares
        .iter()
        .filter(|s| g.is_safe(s.id) && s.column == pachisi_core::board::ColumnKind::Middle)
        .map(|s| (s.x, s.y))
        .collect();
    let expected: BTreeSet<(u8, u8)> = [(9, 3), (15, 9), (9, 15), (3, 9)].into_iter().collect();
    assert_eq!(middles, expected);
    for end in [(9, 0), (18, 9), (9, 18), (0, 9)] {
        let id = g.board().at(end.0, end.1).unwrap();
        assert!(
            !g.is_safe(id),
            "end square {end:?} is not a flower with inner"
        );
    }
}

#[test]
fn chopat_rotation_and_clockwise_seat_order() {
    let g = game(Preset::Chopat, &[]);
    // clockwise seat order S -> W -> N -> E
    assert_eq!(
        (0..4).map(|s| g.arm_of(s)).collect::<Vec<_>>(),
        [0, 3, 2, 1]
    );
    for seat in 1..4u8 {
        for step in -3..=72 {
            assert_eq!(
                coord(&g, seat, step),
                rot_acw_n(coord(&g, 0, step), g.arm_of(seat)),
                "seat {seat} step {step}"
            );
        }
    }
    // start flowers: S (8,3), W (3,10), N (10,15), E (15,8)
    let starts: Vec<(u8, u8)> = (0..4).map(|s| coord(&g, s, 0)).collect();
    assert_eq!(starts, [(8, 3), (3, 10), (10, 15), (15, 8)]);
    // ends: S (9,0), W (0,9), N (9,18), E (18,9)
    let ends: Vec<(u8, u8)> = (0..4).map(|s| coord(&g, s, 64)).collect();
    assert_eq!(ends, [(9, 0), (0, 9), (9, 18), (18, 9)]);
    // the next seat in playing order starts where South's track enters its arm:
    // West's start flower is South's step 17
    assert_eq!(coord(&g, 0, 17), coord(&g, 1, 0));
    // 3 players: S, W, N; 2 players: S, N
    let g3 = game(Preset::Chopat, &[("players", "3")]);
    assert_eq!((0..3).map(|s| g3.arm_of(s)).collect::<Vec<_>>(), [0, 3, 2]);
    let g2 = game(Preset::Chopat, &[("players", "2")]);
    assert_eq!((0..2).map(|s| g2.arm_of(s)).collect::<Vec<_>>(), [0, 2]);
}

#[test]
fn chopat_turn_passes_clockwise() {
    // Every seat throws a 2 with nothing on the board: the throw is lost and the turn
    // goes to the next seat clockwise, S -> W -> N -> E -> S.
    let (g, mut s) = load(json!({
        "variant": "chopat", "phase": "throw", "turn": 0,
        "seats": [waiting(), waiting(), waiting(), waiting()]
    }));
    let mut arms = vec![g.arm_of(s.turn())];
    for _ in 0..4 {
        throw(&g, &mut s, 2);
        arms.push(g.arm_of(s.turn()));
    }
    assert_eq!(arms, [0, 3, 2, 1, 0]);
}

#[test]
fn chaupar_start_squares() {
    let g = game(Preset::Chaupar, &[]);
    let starts: Vec<(u8, u8)> = [6, 7, 9, 10].iter().map(|&st| coord(&g, 0, st)).collect();
    assert_eq!(starts, [(9, 2), (9, 1), (10, 0), (10, 1)]);
    let s = g.initial_state();
    for seat in 0..4u8 {
        for (i, st) in [6i16, 7, 9, 10].into_iter().enumerate() {
            assert_eq!(at(&g, &s, seat, i as u8), PieceAt::Step(st));
            assert_eq!(
                g.piece_coords(&s, seat, i as u8),
                Some(rot_acw_n(starts[i], seat)),
                "seat {seat} piece {i}"
            );
        }
    }
    // same track as Pachisi
    let table = pachisi_table();
    for (step, xy) in table {
        assert_eq!(coord(&g, 0, step), xy);
    }
}
