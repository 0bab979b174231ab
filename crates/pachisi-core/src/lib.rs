//! # pachisi-core
//!
//! The rules engine for the cross-and-circle race games of India: Pachisi (six and
//! seven cowries), Chopat and Chaupar, with every rule of `docs/rules.md` and every
//! "in some versions" rule as an option.
//!
//! The model follows OpenSpiel: a [`Game`] is a compiled variant (preset + options), a
//! [`State`] is a small `Copy` value, throws are explicit chance nodes
//! ([`Game::chance_outcomes`]) and decisions are [`Action`]s with a dense integer
//! encoding. Playing a move allocates nothing; undo is keeping a copy of the state.
//!
//! ```
//! use pachisi_core::{Game, Variant, Preset, GameRng, seeded_rng};
//! let game = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
//! let mut rng: GameRng = seeded_rng(7, 0);
//! let state = pachisi_core::random_playout(&game, &mut rng);
//! assert!(game.is_terminal(&state));
//! ```

// Index loops over seats and pieces read more plainly than iterator chains here.
#![allow(clippy::needless_range_loop)]

pub mod access;
pub mod board;
mod family;
pub mod game;
pub mod layout;
pub mod options;
pub mod position;
pub mod record;
pub mod throws;
pub mod words;

pub use access::{OrderThrows, RevengeWindow};
pub use board::Board;
pub use family::FamilyKind;
/// Yut Nori's board and positions (RULES-more §4): routes, stations, position words.
pub use family::yut;
pub use game::{
    Action, ActionList, Cancelled, ChanceList, Counters, FOOL, Game, Group, MAX_ACTIONS, MoveInfo,
    NoMove, Outcome, PIECES, Phase, PieceAt, Place, PlayError, State,
};
pub use layout::Layout;
pub use options::{OptionError, Options, Preset, Variant};
pub use position::{PositionError, PositionJson};
pub use record::{Event, Record, ReplayError, Standing};

use rand_core::{Rng, SeedableRng};

/// The random generator used for throws: PCG-64 (MCG variant), a named algorithm with
/// the same output on every machine.
pub type GameRng = rand_pcg::Pcg64Mcg;

/// SplitMix64 finaliser, used to derive independent seeds.
pub fn mix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The generator for game number `index` of a run seeded with `seed`: it depends only
/// on (seed, index), so results do not depend on how games are spread over threads.
pub fn seeded_rng(seed: u64, index: u64) -> GameRng {
    GameRng::seed_from_u64(mix64(
        seed ^ mix64(index.wrapping_add(0x5851_F42D_4C95_7F2D)),
    ))
}

/// Play from `state` to the end with uniformly random decisions; no allocation.
pub fn random_playout_from<R: Rng + ?Sized>(game: &Game, s: State, rng: &mut R) -> State {
    // One match on the game's family for the whole game (docs/engine.md).
    family::by_family!(game, F => playout::<F, R>(game, s, rng))
}

/// [`random_playout_from`] for family `F`: the same calls, in the same order, as
/// through the public API.
fn playout<F: family::Family, R: Rng + ?Sized>(game: &Game, mut s: State, rng: &mut R) -> State {
    let mut legal = ActionList::new();
    // Whether `legal` holds the legal actions of `s` (applying an action or a throw
    // generates them anyway, to see whether a move exists).
    let mut listed = false;
    while !game.is_terminal(&s) {
        if game.is_chance(&s) {
            // `Game::sample_chance`, with the family's throws known at compile time.
            let o = if F::SORRY {
                game.throws.sample_card(s.deck, rng)
            } else if F::YUT {
                game.throws.sample_sticks(rng)
            } else {
                game.throws.sample(rng)
            };
            listed = game.chance_listing::<F>(&mut s, o, &mut legal);
        } else {
            if !listed {
                game.legal_into::<F>(&s, &mut legal);
            }
            let a = legal[((rng.next_u32() as u64 * legal.len() as u64) >> 32) as usize];
            listed = game.play_listing::<F>(&mut s, a, &mut legal);
        }
    }
    s
}

/// A whole random game from the start.
pub fn random_playout<R: Rng + ?Sized>(game: &Game, rng: &mut R) -> State {
    random_playout_from(game, game.initial_state(), rng)
}

/// Decision states of random games from a fixed seed, for benchmarks: each game's
/// first 40 decisions (the opening, when most pieces wait) are skipped, then every 7th
/// decision is taken, until `count` states are collected.
pub fn typical_positions(game: &Game, count: usize) -> Vec<State> {
    let mut out = Vec::with_capacity(count);
    let mut legal = ActionList::new();
    let mut g = 0;
    while out.len() < count && g < 10_000 {
        let mut rng = seeded_rng(42, g);
        g += 1;
        let mut s = game.initial_state();
        let (mut decisions, mut next) = (0u32, 40);
        while !game.is_terminal(&s) && out.len() < count {
            if game.is_chance(&s) {
                let o = game.sample_chance(&s, &mut rng);
                game.apply_chance_unchecked(&mut s, o);
            } else {
                if decisions == next {
                    out.push(s);
                    next += 7;
                }
                decisions += 1;
                game.legal_actions_into(&s, &mut legal);
                let a = legal[(rng.next_u32() as usize) % legal.len()];
                game.play_unchecked(&mut s, a);
            }
        }
    }
    out
}

/// For benchmarks of `legal_actions` + apply on [`typical_positions`]: on position `k`
/// apply legal action number `k % len`. The indices are worked out here, before any
/// clock starts, so that the timed loop does no division.
pub fn typical_choices(game: &Game, positions: &[State]) -> Vec<usize> {
    positions
        .iter()
        .enumerate()
        .map(|(k, p)| k % game.legal_actions(p).len().max(1))
        .collect()
}
