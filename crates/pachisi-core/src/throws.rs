//! Throws as chance nodes (RULES §3): cowrie shells and long dice.
//!
//! A chance outcome is a small integer:
//! - cowries: the number of shells that land mouth up, `0..=shells`;
//! - one die (Ludo): the face minus one, `0..6` (outcome 5 is a 6);
//! - long dice: `a * 16 + b * 4 + c`, where `a`, `b`, `c` are the face indices (0..4)
//!   of the three dice, so 64 outcomes;
//! - two six-sided dice (Parcheesi): `6 * (a - 1) + (b - 1)` for faces `a` and `b`, so
//!   36 outcomes; [`Throws::value`] of an outcome is the total `a + b`;
//! - Sorry!'s cards: the kind of card drawn, `0..11` ([`CARD_VALUES`]); the odds
//!   depend on the cards still in the draw pile, which the state keeps
//!   ([`crate::Game::chance_outcomes`], [`crate::Game::sample_chance`]);
//! - Yut Nori's four sticks: the number of flat sides up, `0..=4` (0 is mo), and 5
//!   for back-do, the marked stick alone flat side up (Y-STICKS).

use crate::options::{Options, ThrowTable};
use rand_core::Rng;

/// Most chance outcomes of one throw (64 for three four-sided dice).
pub const MAX_OUTCOMES: usize = 64;

/// Kinds of Sorry! card (S-DECK).
pub const CARD_KINDS: usize = 11;
/// The value of each kind of Sorry! card, by outcome: 1, 2, 3, 4, 5, 7, 8, 10, 11,
/// 12 and the Sorry! card ([`SORRY_CARD`]).
pub const CARD_VALUES: [u8; CARD_KINDS] = [1, 2, 3, 4, 5, 7, 8, 10, 11, 12, SORRY_CARD];
/// The value standing for the Sorry! card.
pub const SORRY_CARD: u8 = 13;
/// The cards that take a pawn out of Start (S-START-PAWN, S-SORRY).
pub const START_CARDS: [u8; 3] = [1, 2, SORRY_CARD];
/// The kept value standing for Yut Nori's back-do (one station back, Y-BACK-DO).
pub const BACK_DO: u8 = 63;
/// The chance outcome of a back-do (Y-STICKS).
pub const BACK_DO_OUTCOME: u8 = 5;
/// Yut Nori's throws by outcome (Y-STICKS): mo, do, gae, geol, yut, back-do.
pub const STICK_NAMES: [&str; 6] = ["mo", "do", "gae", "geol", "yut", "back-do"];

/// The compiled throw model of a variant.
#[derive(Clone, Debug)]
pub struct Throws {
    pub table: ThrowTable,
    /// Number of shells, or 3 dice.
    pub shells: u8,
    /// Value of each number of shells up (cowries); of each kind of card (Sorry!).
    pub values: [u8; 12],
    /// Go-on values (throw again), as a bit set over values 0..64.
    pub go_on: u64,
    /// Die faces (long dice).
    pub faces: [u8; 4],
    /// Probability of each outcome.
    pub probs: Vec<f64>,
    /// Per-shell mouth-up probabilities, if they are not all one half.
    per_shell: Option<Vec<f64>>,
    /// Sorry!'s deck (S-DECK): how many cards of each kind a full deck has (all 0 for
    /// other tables).
    pub deck: [u8; CARD_KINDS],
    /// Cards in a full deck.
    pub deck_size: u8,
    /// Cards are drawn without replacement (S-DRAW, `deck_model = finite`).
    pub deck_finite: bool,
}

impl Throws {
    /// Build from options.
    pub fn new(o: &Options) -> Throws {
        let shells = o.shells();
        let (values, go_on): ([u8; 8], &[u8]) = match o.table {
            ThrowTable::Six => ([25, 10, 2, 3, 4, 5, 6, 0], &[6, 10, 25]),
            ThrowTable::SixHerklots => ([6, 10, 2, 3, 4, 25, 12, 0], &[6, 10, 12, 25]),
            ThrowTable::Seven => (
                [7, 10, 2, 3, 4, 25, o.seven_high, 14],
                &[7, 10, 14, 25, o.seven_high],
            ),
            ThrowTable::Chopat => {
                let (lo, hi) = if o.chopat_ends == 7 { (7, 14) } else { (8, 16) };
                ([lo, 11, 2, 3, 4, 25, 30, hi], &[lo, 11, hi, 25, 30])
            }
            ThrowTable::LongDice => ([0; 8], &[]),
            ThrowTable::Die => ([1, 2, 3, 4, 5, 6, 0, 0], &[6]),
            // Two dice: doubles go on, whatever their value (see `is_doubles`).
            ThrowTable::TwoDice => ([1, 2, 3, 4, 5, 6, 0, 0], &[]),
            // Cards: the values are set below; nothing goes on (a 2 draws again by
            // its own rule, S-TWO).
            ThrowTable::Cards => ([0; 8], &[]),
            // Sticks (Y-STICKS): mo 5, do 1, gae 2, geol 3, yut 4, back-do; yut and
            // mo throw again.
            ThrowTable::Sticks => ([5, 1, 2, 3, 4, BACK_DO, 0, 0], &[4, 5]),
        };
        let mut values12 = [0u8; 12];
        values12[..8].copy_from_slice(&values);
        let (deck, deck_size) = if o.table == ThrowTable::Cards {
            values12[..CARD_KINDS].copy_from_slice(&CARD_VALUES);
            // S-DECK: 45 = five 1s and four of each other kind; 44 four of each; 55
            // five of each.
            let mut d = [if o.deck == 55 { 5 } else { 4 }; CARD_KINDS];
            if o.deck == 45 {
                d[0] = 5;
            }
            (d, d.iter().sum())
        } else {
            ([0; CARD_KINDS], 0)
        };
        // B-GO-ON: the option `go_on` replaces the table's go-on values.
        let go_on = o.go_on.as_deref().unwrap_or(go_on);
        let go_on = go_on.iter().fold(0u64, |m, &v| m | (1 << v));
        let mut t = Throws {
            table: o.table,
            shells,
            values: values12,
            go_on,
            faces: o.dice_faces,
            probs: Vec::new(),
            per_shell: None,
            deck,
            deck_size,
            deck_finite: o.deck_model == crate::options::DeckModel::Finite,
        };
        if o.table == ThrowTable::Cards {
            // The fresh deck's odds (the state's draw pile changes them, S-DRAW).
            t.probs = deck.iter().map(|&n| n as f64 / deck_size as f64).collect();
        } else if o.table == ThrowTable::Sticks {
            t.probs = stick_probs(o);
        } else if o.table == ThrowTable::LongDice {
            t.probs = vec![1.0 / 64.0; 64];
        } else if o.table == ThrowTable::Die {
            t.probs = vec![1.0 / 6.0; 6];
        } else if o.table == ThrowTable::TwoDice {
            t.probs = vec![1.0 / 36.0; 36];
        } else {
            let ps: Vec<f64> = if o.mouth_up_p.len() == 1 {
                vec![o.mouth_up_p[0]; shells as usize]
            } else {
                o.mouth_up_p.clone()
            };
            // Poisson-binomial distribution of the number of shells up.
            let mut dist = vec![1.0f64];
            for &p in &ps {
                let mut next = vec![0.0; dist.len() + 1];
                for (k, &q) in dist.iter().enumerate() {
                    next[k] += q * (1.0 - p);
                    next[k + 1] += q * p;
                }
                dist = next;
            }
            t.probs = dist;
            if ps.iter().any(|&p| p != 0.5) {
                t.per_shell = Some(ps);
            }
        }
        t
    }

    /// Whether the throws are long dice.
    pub fn is_dice(&self) -> bool {
        self.table == ThrowTable::LongDice
    }

    /// Whether the throws are cowrie shells (not long dice, not a die).
    pub fn is_cowries(&self) -> bool {
        !matches!(
            self.table,
            ThrowTable::LongDice
                | ThrowTable::Die
                | ThrowTable::TwoDice
                | ThrowTable::Cards
                | ThrowTable::Sticks
        )
    }

    /// Whether the throws are Yut Nori's sticks.
    #[inline]
    pub fn is_sticks(&self) -> bool {
        self.table == ThrowTable::Sticks
    }

    /// A throw of the sticks (Y-STICKS), by the outcomes' probabilities.
    #[inline]
    pub fn sample_sticks<R: Rng + ?Sized>(&self, rng: &mut R) -> u8 {
        let u = (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64);
        let mut acc = 0.0;
        for (k, &p) in self.probs.iter().enumerate() {
            acc += p;
            if u < acc {
                return k as u8;
            }
        }
        (self.probs.len() - 1) as u8
    }

    /// Whether the throws are two six-sided dice (Parcheesi).
    #[inline]
    pub fn is_two_dice(&self) -> bool {
        self.table == ThrowTable::TwoDice
    }

    /// The two faces of a two-dice outcome (`6 * (a - 1) + (b - 1)`).
    #[inline]
    pub fn pair(&self, outcome: u8) -> [u8; 2] {
        [outcome / 6 + 1, outcome % 6 + 1]
    }

    /// The two-dice outcome of two faces, if they are faces (1 to 6).
    pub fn pair_outcome(&self, d: [u8; 2]) -> Option<u8> {
        d.iter()
            .all(|v| (1..=6).contains(v))
            .then(|| 6 * (d[0] - 1) + d[1] - 1)
    }

    /// Whether a two-dice outcome shows doubles.
    #[inline]
    pub fn is_doubles(&self, outcome: u8) -> bool {
        self.is_two_dice() && outcome / 6 == outcome % 6
    }

    /// Number of chance outcomes.
    pub fn num_outcomes(&self) -> usize {
        self.probs.len()
    }

    /// Whether `v` is a go-on value.
    #[inline]
    pub fn is_go_on(&self, v: u8) -> bool {
        v < 64 && self.go_on & (1 << v) != 0
    }

    /// Face values of a dice outcome.
    #[inline]
    pub fn dice(&self, outcome: u8) -> [u8; 3] {
        [
            self.faces[(outcome >> 4 & 3) as usize],
            self.faces[(outcome >> 2 & 3) as usize],
            self.faces[(outcome & 3) as usize],
        ]
    }

    /// Dice outcome of three face values, if they are faces.
    pub fn dice_outcome(&self, d: [u8; 3]) -> Option<u8> {
        let idx = |v: u8| self.faces.iter().position(|&f| f == v).map(|i| i as u8);
        Some(idx(d[0])? * 16 + idx(d[1])? * 4 + idx(d[2])?)
    }

    /// The value of a cowrie outcome (shells up).
    #[inline]
    pub fn value(&self, up: u8) -> u8 {
        if self.is_two_dice() {
            let [a, b] = self.pair(up);
            return a + b;
        }
        self.values[up as usize]
    }

    /// Whether the throws are Sorry!'s cards.
    #[inline]
    pub fn is_cards(&self) -> bool {
        self.table == ThrowTable::Cards
    }

    /// The total shown by an outcome, used to decide who starts (T-ORDER; a card its
    /// value, a Sorry! card above the 12, S-ORDER).
    pub fn order_value(&self, outcome: u8) -> u32 {
        if self.is_cards() {
            return self.value(outcome) as u32;
        }
        if self.is_sticks() {
            // Y-ORDER: back-do lowest, then do, gae, geol, yut, mo highest.
            return match outcome {
                BACK_DO_OUTCOME => 1,
                0 => 6,
                k => k as u32 + 1,
            };
        }
        if self.is_dice() {
            self.dice(outcome).iter().map(|&v| v as u32).sum()
        } else {
            self.value(outcome) as u32
        }
    }

    /// The cards of each kind left in a draw pile of which `drawn` (4 bits a kind,
    /// [`crate::State`]'s deck) have been drawn; a full deck when nothing is left.
    #[inline]
    pub fn cards_left(&self, drawn: u64) -> [u8; CARD_KINDS] {
        let mut left = self.deck;
        if self.deck_finite {
            for (k, n) in left.iter_mut().enumerate() {
                *n -= (drawn >> (4 * k) & 0xF) as u8;
            }
        }
        left
    }

    /// Draw a card from a draw pile of which `drawn` have been drawn (S-DRAW).
    #[inline]
    pub fn sample_card<R: Rng + ?Sized>(&self, drawn: u64, rng: &mut R) -> u8 {
        let left = self.cards_left(drawn);
        let total: u32 = left.iter().map(|&n| n as u32).sum();
        let mut r = ((rng.next_u32() as u64 * total as u64) >> 32) as u32;
        for (k, &n) in left.iter().enumerate() {
            if r < n as u32 {
                return k as u8;
            }
            r -= n as u32;
        }
        (CARD_KINDS - 1) as u8
    }

    /// Draw an outcome of a throw (not of Sorry!'s cards, whose odds depend on the
    /// draw pile: [`Throws::sample_card`], [`crate::Game::sample_chance`]; not of Yut
    /// Nori's sticks, [`Throws::sample_sticks`], which the other games' throws do not
    /// pay for a test of).
    #[inline(always)]
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> u8 {
        debug_assert!(!self.is_cards(), "cards are drawn with sample_card");
        debug_assert!(!self.is_sticks(), "sticks are thrown with sample_sticks");
        if self.is_dice() {
            return (rng.next_u32() & 63) as u8;
        }
        if self.table == ThrowTable::Die {
            return ((rng.next_u32() as u64 * 6) >> 32) as u8;
        }
        if self.table == ThrowTable::TwoDice {
            return ((rng.next_u32() as u64 * 36) >> 32) as u8;
        }
        match &self.per_shell {
            None => (rng.next_u32() & ((1u32 << self.shells) - 1)).count_ones() as u8,
            Some(ps) => {
                let mut up = 0;
                for &p in ps {
                    let u = (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64);
                    if u < p {
                        up += 1;
                    }
                }
                up
            }
        }
    }
}

/// Y-STICKS: the probability of each outcome (mo, do, gae, geol, yut, and back-do when
/// a stick is marked) for sticks that fall flat side up with the chances `stick_p`
/// (one for all, or one per stick, the marked sticks first).
fn stick_probs(o: &Options) -> Vec<f64> {
    let ps: Vec<f64> = if o.stick_p.len() == 1 {
        vec![o.stick_p[0]; 4]
    } else {
        o.stick_p.clone()
    };
    let marked = if o.back_do {
        o.back_do_sticks as usize
    } else {
        0
    };
    let mut probs = vec![0.0f64; if o.back_do { 6 } else { 5 }];
    // Every pattern of the four sticks (bit i: stick i flat side up).
    for pattern in 0u32..16 {
        let mut p = 1.0;
        for (i, &q) in ps.iter().enumerate() {
            p *= if pattern >> i & 1 != 0 { q } else { 1.0 - q };
        }
        let flat = pattern.count_ones() as usize;
        let k = if flat == 1 && (pattern.trailing_zeros() as usize) < marked {
            BACK_DO_OUTCOME as usize
        } else {
            flat
        };
        probs[k] += p;
    }
    probs
}
