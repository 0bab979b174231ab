//! Luck per throw and per player, as GNU Backgammon's luck rating (docs/analysis.md,
//! "Luck"): for each throw of a record, the win chance of the thrower's side after the
//! throw minus the win chance it could expect before it (the mean over every throw it
//! could have made, weighted by their chances), and per player the sum over their
//! throws.
//!
//! **Method.** As gnubg measures luck with its evaluator rather than with rollouts, the
//! win chances here are the `heuristic` bot's estimate ([`Evaluator::win_chances`]: the
//! logistic of its score difference in steps), looked ahead [`LUCK_DEPTH`] throws and
//! one decision ([`throw_value`]). It is deterministic: no sampling noise, and next to
//! nothing to compute (microseconds a throw). Its error is the estimate's bias, not
//! noise. Rollouts were measured and rejected: 8 per distinct throw with common dice
//! more than doubled a Ludo review's cost and left each player's summed luck with a 95%
//! interval of ±2 (±200 win-chance points).
//!
//! **Scale.** The estimate's swings are larger than the win chance's: summed over a
//! game, its luck overstated what the dice did by about 1.7 times in 2-player Ludo,
//! 2.4 in Pachisi and about 30 in 4-player petits chevaux (docs/analysis.md, "Luck",
//! *Scale*). So each throw's
//! luck is the estimate's difference times [`luck_scale`], a factor per preset and
//! number of players measured on self-play games: the least-squares slope of a side's
//! result on its summed estimate, so that a side's luck predicts its result one for one.

use crate::{team_of, throw_groups};
use pachisi_bots::Evaluator;
use pachisi_core::{Game, Preset, State, Variant};
use serde::Serialize;

/// Throws looked ahead at a chance node: a throw that throws again (a six in Ludo, a
/// 25 or 10 in Pachisi) is worth the throws it brings, averaged, this many deep.
pub const LUCK_DEPTH: u32 = 2;

/// The luck of one throw of a reviewed record.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThrowLuck {
    /// Index of the throw's event in the record's `events`.
    pub event: usize,
    /// The game's turn number at the throw.
    pub turn: u32,
    /// The seat that threw (0-based) and its team (team games).
    pub seat: u8,
    pub team: Option<u8>,
    /// Distinct throws it could have made (throws leading to the same state are one).
    pub throws: usize,
    /// Win chance of the thrower's side before the throw: Σ probability × win chance
    /// after each throw ([`throw_value`]).
    pub expected: f64,
    /// Win chance of the thrower's side after the throw made.
    pub win_chance: f64,
    /// What the throw gave (+) or took (−): `scale × (win_chance − expected)`, with
    /// the variant's [`luck_scale`].
    pub luck: f64,
}

/// Whether seats `a` and `b` play on one side (the same seat, or partners).
fn same_side(game: &Game, a: u8, b: u8) -> bool {
    a == b || (game.options().teams && game.team_of(a) == game.team_of(b))
}

/// The estimated win chance of `side`'s side in `s`: exact when the game is over; at a
/// chance node the probability-weighted mean over its throws (`depth` more throws deep,
/// then the static estimate); at a decision the best action for the side that decides
/// (one ply); else the evaluator's static win chance.
pub fn throw_value(game: &Game, ev: &Evaluator, s: &State, side: u8, depth: u32) -> f64 {
    if game.is_terminal(s) {
        return ev.win_chances(game, s)[side as usize];
    }
    if game.is_chance(s) {
        if depth == 0 {
            return ev.win_chances(game, s)[side as usize];
        }
        return throw_groups(game, s)
            .iter()
            .map(|(_, p, t)| p * throw_value(game, ev, t, side, depth - 1))
            .sum();
    }
    let ours = same_side(game, s.mover(), side);
    let mut best: Option<f64> = None;
    for &a in game.legal_actions(s).iter() {
        let mut t = *s;
        game.play_unchecked(&mut t, a);
        let v = ev.win_chances(game, &t)[side as usize];
        best = Some(match best {
            None => v,
            Some(b) if ours => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.unwrap_or_else(|| ev.win_chances(game, s)[side as usize])
}

/// What a point of the estimate's luck is worth in result, for games of `variant`:
/// the least-squares slope of a side's result (1 a win, ½ a tie, 0 a loss) on the sum
/// of its throws' `win_chance − expected`, over 1,000 games of the preset with that
/// many players between `heuristic` bots (measured by
/// `cargo run --release -p pachisi-analysis --example luck_scale`; docs/analysis.md,
/// "Luck"). The options other than the number of players are not looked at: a
/// variant is scaled as its preset.
pub fn luck_scale(variant: &Variant) -> f64 {
    let Some(i) = Preset::ALL.iter().position(|&p| p == variant.preset) else {
        return 1.0;
    };
    let k = (variant.options.players.clamp(2, 4) - 2) as usize;
    let v = LUCK_SCALES[i][k];
    if v > 0.0 { v } else { 1.0 }
}

/// [`luck_scale`]'s table: per preset in the order of [`Preset::ALL`], the slope with
/// 2, 3 and 4 players (0 where that count is not allowed).
const LUCK_SCALES: [[f64; 3]; 16] = [
    [0.42, 0.00, 0.45], // pachisi
    [0.72, 0.00, 0.72], // pachisi-seven
    [0.91, 0.84, 0.72], // chopat
    [0.42, 0.00, 0.42], // chaupar
    [0.59, 0.35, 0.30], // ludo
    [0.58, 0.40, 0.31], // ludo-ludopy
    [0.29, 0.18, 0.14], // mensch
    [0.11, 0.04, 0.03], // petits-chevaux
    [0.57, 0.40, 0.36], // parcheesi
    [0.36, 0.32, 0.27], // parchis
    [0.96, 0.97, 0.91], // barjis
    [1.10, 1.08, 0.92], // barjis-levant
    [0.37, 0.32, 0.23], // parques
    [0.33, 0.22, 0.17], // sorry
    [1.23, 1.06, 0.90], // yut
    [1.03, 0.85, 0.71], // yut-culin
];

/// The luck of the throw at chance node `s` (event `event` of the record) that led to
/// `after`, the estimate's difference times `scale` ([`luck_scale`]).
pub(crate) fn throw_luck(
    game: &Game,
    ev: &Evaluator,
    s: &State,
    after: &State,
    event: usize,
    scale: f64,
) -> ThrowLuck {
    let seat = game.current_seat(s).unwrap_or(0);
    let groups = throw_groups(game, s);
    let deeper = LUCK_DEPTH.saturating_sub(1);
    let values: Vec<f64> = groups
        .iter()
        .map(|(_, _, t)| throw_value(game, ev, t, seat, deeper))
        .collect();
    let expected: f64 = groups.iter().zip(&values).map(|(g, v)| g.1 * v).sum();
    let win_chance = match groups.iter().position(|g| g.2 == *after) {
        Some(k) => values[k],
        None => throw_value(game, ev, after, seat, deeper),
    };
    ThrowLuck {
        event,
        turn: s.turn_number(),
        seat,
        team: team_of(game, seat),
        throws: groups.len(),
        expected,
        win_chance,
        luck: if groups.len() < 2 {
            0.0
        } else {
            scale * (win_chance - expected)
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pachisi_bots::Weights;
    use pachisi_core::{Preset, Variant};

    /// Every preset has a measured scale for every number of players it allows, and
    /// none for the counts it does not: the table is in [`Preset::ALL`]'s order.
    #[test]
    fn every_preset_and_player_count_has_a_measured_luck_scale() {
        for (i, p) in Preset::ALL.iter().enumerate() {
            for players in 2..=4u8 {
                let v = Variant::from_name(p.name(), &[format!("players={players}")])
                    .ok()
                    .filter(|v| Game::new(v.clone()).is_ok());
                let entry = LUCK_SCALES[i][players as usize - 2];
                match v {
                    Some(v) => {
                        assert!(entry > 0.0 && entry < 2.0, "{p:?} {players}: {entry}");
                        assert_eq!(luck_scale(&v), entry);
                    }
                    None => assert_eq!(entry, 0.0, "{p:?} {players}"),
                }
            }
        }
    }

    /// Over every throw of a chance node, the lucks weighted by their chances sum to
    /// 0: luck is a gain or loss against what the thrower could expect (scaled or
    /// not).
    #[test]
    fn luck_averages_to_zero_over_the_throws() {
        let game = Game::new(Variant::preset(Preset::Ludo)).unwrap();
        let ev = Evaluator::new(&game, Weights::default());
        let (record, _) = crate::record_bot_game(&game, &pachisi_bots::BotSpec::Random, 3);
        let mut s = record.start_state(&game).unwrap();
        let mut checked = 0;
        for (e, event) in record.events.iter().enumerate().take(120) {
            if game.is_chance(&s) {
                let mut total = 0.0;
                for (_, p, after) in throw_groups(&game, &s) {
                    let l = throw_luck(&game, &ev, &s, &after, e, 0.5);
                    assert!((0.0..=1.0).contains(&l.win_chance), "{l:?}");
                    assert!(
                        (0.5 * (l.win_chance - l.expected) - l.luck).abs() < 1e-12 || l.throws < 2
                    );
                    total += p * l.luck;
                }
                assert!(total.abs() < 1e-9, "event {e}: {total}");
                checked += 1;
            }
            game.apply_event(&mut s, event).unwrap();
        }
        assert!(checked > 20, "{checked}");
    }
}
