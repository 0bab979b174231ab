//! Hand-made features of a position: per piece what a small network cannot easily
//! compute from the observation's one-hot planes — in particular the chance that an
//! opponent lands on the piece in its next turn (through the variant's reach table:
//! the chance that one turn's throws move a piece exactly `d` steps). For policies
//! and values that score afterstates (examples/ppo_ludo.py, `VecEnv.features` and
//! `VecEnv.afterstate_features`; docs/python.md has the layout).

use pachisi_bots::{Evaluator, Weights};
use pachisi_core::board::OFF_BOARD;
use pachisi_core::{Game as CoreGame, State as CoreState};

/// Seats and pieces per seat in the features (the most at a board).
const SEATS: usize = 4;
const PIECES: usize = 4;
/// Entries per piece: progress, waiting, home, home column, safe, block, hit,
/// hit × progress.
pub const PER_PIECE: usize = 8;
/// The piece entries (per relative seat, its pieces by progress, furthest first), then
/// whether the observer's team throws next, then the turn number / `max_turns`.
pub const FEATURE_SIZE: usize = SEATS * PIECES * PER_PIECE + 2;
/// The names of the per-piece entries, in order.
pub const PIECE_ENTRIES: [&str; PER_PIECE] = [
    "progress",
    "waiting",
    "home",
    "home_column",
    "safe",
    "block",
    "hit",
    "hit_progress",
];
/// Internal positions are below 128 (the fool bit aside).
const POS_MASK: u8 = 0x7F;

/// What the features need from the variant: the reach table and the chance of a
/// go-on throw (which brings a waiting piece in and moves on).
pub struct Reach {
    p: [f32; 128],
    max: usize,
    go_on: f32,
}

impl Reach {
    pub fn new(game: &CoreGame) -> Reach {
        let ev = Evaluator::new(game, Weights::default());
        let mut p = [0f32; 128];
        let mut max = 0;
        for (d, x) in p.iter_mut().enumerate().skip(1) {
            *x = ev.reach(d) as f32;
            if *x > 0.0 {
                max = d;
            }
        }
        let th = game.throws();
        // Long dice: no go-on entry counted (Chaupar has no go-on throws; a dice outcome
        // is not a value).
        let go_on = if th.is_dice() {
            0.0
        } else {
            (0..th.num_outcomes() as u8)
                .filter(|&x| th.is_go_on(th.value(x)))
                .map(|x| th.probs[x as usize])
                .sum::<f64>() as f32
        };
        Reach { p, max, go_on }
    }
}

/// Write the features of `s` seen by `observer` into `out` (length [`FEATURE_SIZE`]).
pub fn features(game: &CoreGame, reach: &Reach, s: &CoreState, observer: u8, out: &mut [f32]) {
    out.fill(0.0);
    let seats = game.seats();
    let t = game.track();
    let turn_in = t.turn_in as usize;
    let finish = t.finish;
    let blocks = game.options().block_pass;
    let pos = |seat: u8, j: u8| s.raw_pos(seat, j) & POS_MASK;
    // miss[a][sq]: the chance that seat a's pieces do not land on square sq next turn.
    let mut miss = [[1f32; 128]; SEATS];
    for (a, m) in miss.iter_mut().enumerate().take(seats as usize) {
        let a = a as u8;
        let mut mark = |q: usize, r: f32| {
            if q <= turn_in {
                let sq = game.square_of(a, q as u8);
                if sq != OFF_BOARD {
                    m[sq as usize & 127] *= 1.0 - r;
                }
            }
        };
        let mut waiting = false;
        for j in 0..PIECES as u8 {
            let q = pos(a, j) as usize;
            if q == 0 {
                waiting = true;
            } else if q <= turn_in {
                for d in 1..=reach.max {
                    mark(q + d, reach.p[d]);
                }
            }
        }
        if waiting && reach.go_on > 0.0 {
            for d in 1..=reach.max {
                mark(t.place as usize + d, reach.go_on * reach.p[d]);
            }
        }
    }
    for r in 0..seats {
        let seat = (observer + r) % seats;
        let team = game.team_of(seat);
        let all: [u8; PIECES] = std::array::from_fn(|j| pos(seat, j as u8));
        let mut order = all;
        order.sort_unstable_by(|a, b| b.cmp(a));
        for (j, &p) in order.iter().enumerate() {
            let f = &mut out[(r as usize * PIECES + j) * PER_PIECE..][..PER_PIECE];
            if p == 0 {
                f[1] = 1.0;
                continue;
            }
            let progress = p as f32 / finish as f32;
            f[0] = progress;
            if p >= finish {
                f[0] = 1.0;
                f[2] = 1.0;
                continue;
            }
            if t.in_home_column(p) {
                f[3] = 1.0;
                continue;
            }
            let sq = game.square_of(seat, p);
            if sq == OFF_BOARD {
                continue;
            }
            if blocks && all.iter().filter(|&&x| x == p).count() >= 2 {
                f[4] = 1.0;
                f[5] = 1.0;
            } else if game.is_safe(sq) {
                f[4] = 1.0;
            } else {
                let mut m = 1f32;
                for (a, miss_a) in miss.iter().enumerate().take(seats as usize) {
                    if game.team_of(a as u8) != team {
                        m *= miss_a[sq as usize & 127];
                    }
                }
                f[6] = 1.0 - m;
                f[7] = f[6] * progress;
            }
        }
    }
    let after = SEATS * PIECES * PER_PIECE;
    if let Some(next) = game.current_seat(s) {
        out[after] = (game.team_of(next) == game.team_of(observer)) as u8 as f32;
    }
    out[after + 1] = s.turn_number() as f32 / game.options().max_turns.max(1) as f32;
}
