//! Actions (decisions) and the fixed-capacity lists of actions and chance outcomes.

use super::*;

/// How many pieces move with one action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Group {
    /// One piece (T-ONE-PIECE).
    Single = 0,
    /// All of the seat's pieces on the piece's step (option `stack_moves`).
    Stack = 1,
    /// Three pieces on one step move twice the face, spending a triple (K-TRIPLE).
    Triple = 2,
}

/// A decision. Small and `Copy`.
///
/// Dense integer encoding ([`Action::to_id`]): `0` is `Pass`; a move is
/// `1 + (value * 4 + piece) * 3 + group`, with `value` in 0..64, `piece` in 0..4 and
/// `group` 0 single, 1 stack, 2 triple; a move of pieces 4..8 (`p5` … `p8`: in
/// Sorry! with partners, the partner's pawns, S-TEAM) is
/// `769 + (value * 4 + piece − 4) * 3 + group`; so ids are in `0..NUM_ACTION_IDS`
/// and every other game's ids are below 769.
///
/// Sorry!'s decisions that are not `v pN` use [`Group::Triple`] (no triple of
/// Chaupar's long dice has these values): `10 pN back` (value 10, S-TEN), `switch pN
/// sTpR` (value 16 + 4T + R − 1, S-ELEVEN) and `sorry pN sTpR` (value 32 + 4T + R − 1,
/// S-SORRY), T a seat, R a piece of it (`crate::family::sorry`).
///
/// Yut Nori's `back-do pN` (value 63, Y-BACK-DO) and `n pN straight` (value 48 + n,
/// Y-BRANCH) use [`Group::Triple`] with values no triple has (`crate::family::yut`);
/// with `stack = optional` (Y-STACK) the forms that join the own pieces where the
/// move ends use [`Group::Stack`] with the same values (`n pN stack`, `n pN straight
/// stack`, `back-do pN stack`).
///
/// No throw has the value 0: Parqués' two decisions that spend no throw use it, the
/// crown of the third pair (`crown pN`, value 0, single; Q-THREE-PAIRS) and the blow
/// of a capture left (`blow pN`, value 0, stack, a piece of the seat that played
/// before; Q-SOPLAR).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Decline the remaining kept throws (T-PASS), or, for a finished seat with a
    /// fool piece option, decline to play on.
    Pass,
    /// Spend the kept throw `value` on `piece` (0-based).
    Move { value: u8, piece: u8, group: Group },
}

/// Number of distinct action ids: pieces 0..4 below [`PIECE_IDS`], pieces 4..8 (Sorry!'s
/// partner's pawns, S-TEAM) from it.
pub const NUM_ACTION_IDS: u16 = 1 + 2 * 64 * 4 * 3;

/// The first id of a move of a piece 4..8 (`p5` … `p8`).
const PIECE_IDS: u16 = 1 + 64 * 4 * 3;

impl Action {
    /// A single-piece move.
    pub fn single(value: u8, piece: u8) -> Action {
        Action::Move {
            value,
            piece,
            group: Group::Single,
        }
    }

    /// The dense integer id.
    pub fn to_id(self) -> u16 {
        match self {
            Action::Pass => 0,
            Action::Move {
                value,
                piece,
                group,
            } if piece < 4 => 1 + (value as u16 * 4 + piece as u16) * 3 + group as u16,
            Action::Move {
                value,
                piece,
                group,
            } => PIECE_IDS + ((value & 63) as u16 * 4 + (piece & 7) as u16 - 4) * 3 + group as u16,
        }
    }

    /// The action of a dense id.
    pub fn from_id(id: u16) -> Option<Action> {
        if id == 0 {
            return Some(Action::Pass);
        }
        if id >= NUM_ACTION_IDS {
            return None;
        }
        let (r, high) = if id >= PIECE_IDS {
            (id - PIECE_IDS, 4)
        } else {
            (id - 1, 0)
        };
        let group = [Group::Single, Group::Stack, Group::Triple][(r % 3) as usize];
        let vp = r / 3;
        Some(Action::Move {
            value: (vp / 4) as u8,
            piece: (vp % 4) as u8 + high,
            group,
        })
    }

    /// Parse the text form: `pass`, `25 p1`, `25 p1 stack`, `6 p2 triple`, and
    /// Parqués' `crown p1` and `blow p2`.
    pub fn parse(text: &str) -> Result<Action, String> {
        let t = text.trim().to_ascii_lowercase();
        if t == "pass" {
            return Ok(Action::Pass);
        }
        // Sorry!: `switch pN sTpR` (S-ELEVEN), `sorry pN sTpR` (S-SORRY).
        for (word, base) in [("switch", 16u8), ("sorry", 32)] {
            if let Some(rest) = t.strip_prefix(word) {
                let err = || {
                    format!(
                        "cannot read action '{text}': expected '{word} p<piece> s<seat>p<piece>', the pawn p1 to p8 (p5 to p8 a partner's), seat 0 to 3 and its pawn p1 to p4"
                    )
                };
                let mut it = rest.split_whitespace();
                let piece = piece_word(it.next()).ok_or_else(err)?;
                let (seat, other) = it
                    .next()
                    .and_then(|x| x.strip_prefix('s'))
                    .and_then(|x| x.split_once('p'))
                    .and_then(|(a, b)| Some((a.parse::<u8>().ok()?, b.parse::<u8>().ok()?)))
                    .filter(|&(a, b)| a < 4 && (1..=4).contains(&b))
                    .ok_or_else(err)?;
                if it.next().is_some() {
                    return Err(err());
                }
                return Ok(Action::Move {
                    value: base + 4 * seat + other - 1,
                    piece,
                    group: Group::Triple,
                });
            }
        }
        // Parqués: `crown pN` (Q-THREE-PAIRS), `blow pN` (Q-SOPLAR).
        for (word, group) in [("crown", Group::Single), ("blow", Group::Stack)] {
            if let Some(rest) = t.strip_prefix(word) {
                let piece = piece_word(Some(rest.trim())).ok_or_else(|| {
                    format!("cannot read action '{text}': expected '{word} p<piece>', piece 1 to 4")
                })?;
                return Ok(Action::Move {
                    value: 0,
                    piece,
                    group,
                });
            }
        }
        // Yut Nori: `back-do pN` (Y-BACK-DO), `back-do pN stack` (Y-STACK).
        if let Some(rest) = t.strip_prefix("back-do") {
            let (rest, group) = match rest.trim().strip_suffix("stack") {
                Some(r) => (r, Group::Stack),
                None => (rest, Group::Triple),
            };
            let piece = piece_word(Some(rest.trim())).ok_or_else(|| {
                format!("cannot read action '{text}': expected 'back-do p<piece>' or 'back-do p<piece> stack', piece 1 to 4")
            })?;
            return Ok(Action::Move {
                value: crate::throws::BACK_DO,
                piece,
                group,
            });
        }
        let mut it = t.split_whitespace();
        let err = || {
            format!(
                "cannot read action '{text}': expected 'pass', '<value> p<piece>', '<value> p<piece> stack' or '<value> p<piece> triple'"
            )
        };
        let value: u8 = it
            .next()
            .and_then(|v| v.parse().ok())
            .filter(|&v| v < 64)
            .ok_or_else(err)?;
        let piece = piece_word(it.next()).ok_or_else(err)?;
        let group = match it.next() {
            None => Group::Single,
            Some("stack") => Group::Stack,
            Some("triple") => Group::Triple,
            // Sorry!'s 10 one step back (S-TEN).
            Some("back") if value == 10 => Group::Triple,
            // Yut Nori: not turning at a corner or the centre (Y-BRANCH).
            // … and joining the own pieces where it ends (Y-STACK).
            Some("straight") if (1..=5).contains(&value) => {
                let group = match it.next() {
                    None => Group::Triple,
                    Some("stack") => Group::Stack,
                    Some(_) => return Err(err()),
                };
                if it.next().is_some() {
                    return Err(err());
                }
                return Ok(Action::Move {
                    value: crate::family::yut::STRAIGHT + value,
                    piece,
                    group,
                });
            }
            Some(_) => return Err(err()),
        };
        if it.next().is_some() {
            return Err(err());
        }
        Ok(Action::Move {
            value,
            piece,
            group,
        })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Pass => f.write_str("pass"),
            Action::Move {
                value: 0,
                piece,
                group: Group::Single,
            } => write!(f, "crown p{}", piece + 1),
            Action::Move {
                value: 0,
                piece,
                group: Group::Stack,
            } => write!(f, "blow p{}", piece + 1),
            Action::Move {
                value: 10,
                piece,
                group: Group::Triple,
            } => write!(f, "10 p{} back", piece + 1),
            Action::Move {
                value: crate::throws::BACK_DO,
                piece,
                group: Group::Triple,
            } => write!(f, "back-do p{}", piece + 1),
            Action::Move {
                value: crate::throws::BACK_DO,
                piece,
                group: Group::Stack,
            } => write!(f, "back-do p{} stack", piece + 1),
            Action::Move {
                value: v @ 49..=53,
                piece,
                group: Group::Triple,
            } => write!(f, "{} p{} straight", v - 48, piece + 1),
            Action::Move {
                value: v @ 49..=53,
                piece,
                group: Group::Stack,
            } => write!(f, "{} p{} straight stack", v - 48, piece + 1),
            Action::Move {
                value: v @ 16..=47,
                piece,
                group: Group::Triple,
            } => {
                let word = if *v >= 32 { "sorry" } else { "switch" };
                let x = (v - 16) % 16;
                write!(f, "{word} p{} s{}p{}", piece + 1, x / 4, x % 4 + 1)
            }
            Action::Move {
                value,
                piece,
                group,
            } => {
                write!(f, "{value} p{}", piece + 1)?;
                match group {
                    Group::Single => Ok(()),
                    Group::Stack => f.write_str(" stack"),
                    Group::Triple => f.write_str(" triple"),
                }
            }
        }
    }
}

/// A fixed-capacity list of actions (no allocation).
#[derive(Clone, Copy)]
pub struct ActionList {
    len: u8,
    items: [Action; MAX_ACTIONS],
}

impl Default for ActionList {
    fn default() -> Self {
        ActionList {
            len: 0,
            items: [Action::Pass; MAX_ACTIONS],
        }
    }
}

impl ActionList {
    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }
    #[inline]
    pub(crate) fn push(&mut self, a: Action) {
        if (self.len as usize) < MAX_ACTIONS {
            self.items[self.len as usize] = a;
            self.len += 1;
        }
    }
    /// Remove all actions.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }
    /// The actions.
    #[inline]
    pub fn as_slice(&self) -> &[Action] {
        &self.items[..self.len as usize]
    }
    /// Number of actions.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }
    /// Whether there is none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Whether `a` is in the list.
    pub fn contains(&self, a: &Action) -> bool {
        self.as_slice().contains(a)
    }
}

impl std::ops::Deref for ActionList {
    type Target = [Action];
    fn deref(&self) -> &[Action] {
        self.as_slice()
    }
}

impl fmt::Debug for ActionList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// Chance outcomes with their probabilities (no allocation).
#[derive(Clone, Copy, Debug)]
pub struct ChanceList {
    pub(super) len: u8,
    pub(super) items: [(u8, f64); MAX_OUTCOMES],
}

impl ChanceList {
    /// (outcome, probability) pairs.
    pub fn as_slice(&self) -> &[(u8, f64)] {
        &self.items[..self.len as usize]
    }
}

/// A piece in an action's text, `p1` … `p8`, as its index 0 … 7 (`p5` … `p8` name
/// the partner's pawns in Sorry! with partners, S-TEAM; no other game has them, and
/// its rules refuse them as no piece, but every id reads back from its text).
fn piece_word(word: Option<&str>) -> Option<u8> {
    word?
        .strip_prefix('p')?
        .parse::<u8>()
        .ok()
        .filter(|p| (1..=8).contains(p))
        .map(|p| p - 1)
}
