//! The game object, the state, actions, and the rules that tie them together.

use crate::board::{self, Board, OFF_BOARD, Track};
use crate::family::pachisi::first_bits;
use crate::family::parcheesi::split_peers;
use crate::family::{AnyRules, Family, FamilyKind, Needs, by_family};
use crate::options::{
    EnterMode, Forfeit, OptionError, Options, StartOrder, Streak, StreakPenalty, TrackKind, Variant,
};
use crate::throws::{MAX_OUTCOMES, Throws};
use rand_core::Rng;
use std::fmt;

/// Pieces per seat.
pub const PIECES: usize = 4;
/// Most seats at a board.
pub const MAX_SEATS: usize = 4;
/// Capacity of the kept-throw list (T-ACCUMULATE): up to [`MAX_THROWS_PER_PHASE`]
/// throws, each with at most one bonus step.
pub const MAX_KEPT: usize = 2 * MAX_THROWS_PER_PHASE as usize;
/// Most throws in one throw phase. A go-on throw that would exceed it is kept but
/// gives no further throw (see docs/rules.md, "Game length"). With fair shells, 24
/// go-on throws in a row has probability below 10⁻¹².
pub const MAX_THROWS_PER_PHASE: u8 = 24;
/// Most rounds of start-order throws (T-ORDER). The first round is thrown by every
/// seat, each later round only by the seats that tied for the highest throw. If the
/// last allowed round still ties, the first of the tied seats in seat order starts
/// (docs/rules.md, T-ORDER): without a cap, throws that nearly always show the same
/// value (`mouth_up_p` near 0 or 1) would tie for ever. With fair shells or dice a
/// round ties with probability below 0.3, and 20 tied rounds in a row have
/// probability below 2 × 10⁻¹³ per game, so the cap changes no ordinary game.
pub const MAX_ORDER_ROUNDS: u8 = 20;
/// Capacity of [`ActionList`]. A move phase offers at most 9 distinct kept values (the
/// 8 values of a throw table, or 4 die faces, plus the bonus step 1); for each value
/// at most 4 pieces × (single + stack) plus one triple = 9 actions; plus `Pass`:
/// 9 × 9 + 1 = 82 ≤ 96.
pub const MAX_ACTIONS: usize = 96;

/// Marks the fool piece (C-FOOL) in an internal position.
pub(crate) const FOOL: u8 = 0x80;

/// What the state waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// A chance node: a seat throws to decide who starts (T-ORDER).
    Order,
    /// A chance node: the seat to move throws.
    Throw,
    /// A decision: the mover spends a kept throw (or passes).
    Move,
    /// The game is over.
    Over,
}

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
/// `group` 0 single, 1 stack, 2 triple; so ids are in `0..NUM_ACTION_IDS`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Decline the remaining kept throws (T-PASS), or, for a finished seat with a
    /// fool piece option, decline to play on.
    Pass,
    /// Spend the kept throw `value` on `piece` (0-based).
    Move { value: u8, piece: u8, group: Group },
}

/// Number of distinct action ids.
pub const NUM_ACTION_IDS: u16 = 1 + 64 * 4 * 3;

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
            } => 1 + (value as u16 * 4 + piece as u16) * 3 + group as u16,
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
        let r = id - 1;
        let group = [Group::Single, Group::Stack, Group::Triple][(r % 3) as usize];
        let vp = r / 3;
        Some(Action::Move {
            value: (vp / 4) as u8,
            piece: (vp % 4) as u8,
            group,
        })
    }

    /// Parse the text form: `pass`, `25 p1`, `25 p1 stack`, `6 p2 triple`.
    pub fn parse(text: &str) -> Result<Action, String> {
        let t = text.trim().to_ascii_lowercase();
        if t == "pass" {
            return Ok(Action::Pass);
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
        let piece: u8 = it
            .next()
            .and_then(|p| p.strip_prefix('p'))
            .and_then(|p| p.parse().ok())
            .filter(|&p| (1..=4).contains(&p))
            .ok_or_else(err)?;
        let group = match it.next() {
            None => Group::Single,
            Some("stack") => Group::Stack,
            Some("triple") => Group::Triple,
            Some(_) => return Err(err()),
        };
        if it.next().is_some() {
            return Err(err());
        }
        Ok(Action::Move {
            value,
            piece: piece - 1,
            group,
        })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Pass => f.write_str("pass"),
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
    len: u8,
    items: [(u8, f64); MAX_OUTCOMES],
}

impl ChanceList {
    /// (outcome, probability) pairs.
    pub fn as_slice(&self) -> &[(u8, f64)] {
        &self.items[..self.len as usize]
    }
}

/// Counters kept in the state for statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counters {
    /// Throws made in play (not counting the start-order throws).
    pub throws: u32,
    /// Actions applied (moves and passes).
    pub moves: u32,
    /// Pieces captured.
    pub captures: u32,
    /// Kept throws lost because nothing could spend them (T-FORFEIT).
    pub forfeited: u32,
    /// Throws cancelled by streaks (T-STREAK) or void (P-SEVEN-FOURTEEN).
    pub cancelled: u32,
}

/// Where every piece is, computed once per state for the landing checks of all
/// candidate moves. Piece index `k = 4 * seat + piece`.
pub(crate) struct Occupancy {
    /// Square id of each piece, [`OFF_BOARD`] when it is off the board (and for seats
    /// that do not play): byte `k % 8` of word `k / 8` (little-endian order).
    pub(crate) sq: [u64; 2],
    /// Pieces that are not the fool piece and belong to a seat of another team than
    /// the mover's (bit `k`).
    pub(crate) opp: u16,
}

pub(crate) const BYTES_LO: u64 = 0x0101_0101_0101_0101;
pub(crate) const BYTES_7F: u64 = 0x7F7F_7F7F_7F7F_7F7F;

/// The low bits of the 8 bytes of `y` (each 0 or 1) gathered into bits 0..8.
#[inline(always)]
pub(crate) fn gather_bytes(y: u64) -> u16 {
    (y.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16
}

/// Bit `i` set for each byte `i` of `w` equal to `b` (exact, no false positives).
#[inline(always)]
pub(crate) fn bytes_equal(w: u64, b: u8) -> u16 {
    let x = w ^ (b as u64).wrapping_mul(BYTES_LO);
    // High bit of each byte set iff the byte is non-zero, without carries across bytes.
    let nonzero = ((x & BYTES_7F).wrapping_add(BYTES_7F) | x) >> 7;
    gather_bytes(!nonzero & BYTES_LO)
}

/// Whether a byte of `w` equals `b` (as [`has_byte`], on 64 bits).
#[inline(always)]
pub(crate) fn has_byte64(w: u64, b: u8) -> bool {
    let x = w ^ (b as u64).wrapping_mul(BYTES_LO);
    x.wrapping_sub(BYTES_LO) & !x & 0x8080_8080_8080_8080 != 0
}

/// Whether a byte of `w` equals `b` (exact: a borrow can only run on from a byte that
/// is equal, so the answer "some byte is" is never wrong).
#[inline(always)]
pub(crate) fn has_byte(w: u32, b: u8) -> bool {
    let x = w ^ (b as u32).wrapping_mul(0x0101_0101);
    x.wrapping_sub(0x0101_0101) & !x & 0x8080_8080 != 0
}

/// For each piece of one seat, the mask of the pieces on its position (itself
/// included), in byte `i` for piece `i`, from the seat's four raw positions.
#[inline(always)]
pub(crate) fn position_groups(pos: [u8; PIECES]) -> u32 {
    let w = u32::from_le_bytes(pos);
    // Byte i of the low half compares piece i with piece i - 1 (mod 4), byte i of the
    // high half with piece i + 2: all six pairs, as eight byte tests.
    let x = (w ^ w.rotate_left(8)) as u64 | ((w ^ w.rotate_left(16)) as u64) << 32;
    SAME_POSITION[bytes_equal(x, 0) as usize]
}

/// [`position_groups`] by the pattern of equal pairs (bit i: pieces i and i - 1 mod 4
/// are on the same position; bit 4 + i: pieces i and i + 2 are).
static SAME_POSITION: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut pattern = 0;
    while pattern < 256 {
        let mut masks = 0u32;
        let mut i = 0;
        while i < PIECES {
            let mut mask = 1u32 << i;
            let mut j = 0;
            while j < PIECES {
                if j != i && same_position(pattern, i, j) {
                    mask |= 1 << j;
                }
                j += 1;
            }
            masks |= mask << (8 * i);
            i += 1;
        }
        table[pattern] = masks;
        pattern += 1;
    }
    table
};

/// Whether pieces `i` and `j` (different) are on the same position, in a pattern of
/// [`SAME_POSITION`].
const fn same_position(pattern: usize, i: usize, j: usize) -> bool {
    let bit = if j == (i + 3) % 4 {
        i
    } else if i == (j + 3) % 4 {
        j
    } else {
        4 + i
    };
    pattern >> bit & 1 != 0
}

/// Pending P-REVENGE window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Revenge {
    /// Turn number in which the recapture may happen; 0 when there is none.
    pub turn: u32,
    pub seat: u8,
    pub piece: u8,
    pub square: u8,
}

/// A game state: a small `Copy` value. Undo is keeping a copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    /// Internal position of each piece: 0 waiting, `finish` home; FOOL bit on a fool.
    pub(crate) pos: [[u8; PIECES]; MAX_SEATS],
    /// Derived from `pos`, kept in step with it for move generation: the square id of
    /// each piece (`Game::sq_of`, [`OFF_BOARD`] off the board), piece `k = 4 * seat +
    /// piece` in byte `k % 8` of word `k / 8` (see `Game::squares`).
    pub(crate) sq: [u64; 2],
    /// Derived from `pos` when stacks cannot be captured (all [`OFF_BOARD`]
    /// otherwise): bytes `2 * seat` and `2 * seat + 1` are the squares (at most two)
    /// on which that seat has two or more non-fool pieces, [`OFF_BOARD`] for none.
    pub(crate) stacks: u64,
    /// Captures made by each seat (P-MUST-CAPTURE, C-TOHD).
    pub(crate) captures: [u8; MAX_SEATS],
    /// Seats that have entered a piece at least once (P-FIRST-FREE).
    pub(crate) entered: u8,
    /// Seats with all pieces home.
    pub(crate) finished: u8,
    pub(crate) ranking: [u8; MAX_SEATS],
    pub(crate) nranked: u8,
    pub(crate) phase: Phase,
    /// Seat whose turn it is.
    pub(crate) turn: u8,
    /// Seat whose pieces move (differs from `turn` under K-PARTNER).
    pub(crate) mover: u8,
    pub(crate) kept: [u8; MAX_KEPT],
    pub(crate) nkept: u8,
    pub(crate) streak_class: u8,
    pub(crate) streak_count: u8,
    pub(crate) streak_start: u8,
    /// Throws made so far in this throw phase (at most [`MAX_THROWS_PER_PHASE`]). In
    /// the order phase (T-ORDER) it counts the rounds of order throws already thrown,
    /// all tied (below [`MAX_ORDER_ROUNDS`]), and it is back to 0 when the first turn
    /// starts: states after the order phase, and their hashes, do not depend on it.
    pub(crate) phase_throws: u8,
    /// Non-accumulating play: the last throw was go-on, throw again after moving.
    pub(crate) throw_again: bool,
    /// A capture was made: another throw phase follows (T-CAPTURE-AGAIN).
    pub(crate) capture_again: bool,
    pub(crate) turn_number: u32,
    pub(crate) order_contenders: u8,
    pub(crate) order_next: u8,
    pub(crate) order_best: u8,
    pub(crate) order_best_mask: u8,
    pub(crate) revenge: Revenge,
    /// Winning team + 1, 0 for none.
    pub(crate) winner_team: u8,
    pub(crate) adjudicated: bool,
    pub(crate) counters: Counters,
    /// ES-THREE-SIXES (`three_sixes_last`): the mover's piece moved last in this turn,
    /// plus 1 (0: none yet); always 0 without the option.
    pub(crate) last_moved: u8,
    /// PR-BLOCKADE-DOUBLES (`blockade_doubles`): [`SPLIT_ARMED`] while the move phase
    /// spends doubles, and two bits per piece (bits `2j`, `2j + 1`) naming the broken
    /// blockade (1 or 2) the piece left or still stands on in this roll; 0 otherwise.
    pub(crate) split: u16,
}

/// [`State::split`]: the roll being spent is doubles.
pub(crate) const SPLIT_ARMED: u16 = 1 << 15;

/// Hashes every field but the ones derived from `pos` (`sq`, `stacks`), in declaration
/// order: the same hash as before those fields existed, so bots (which seed their
/// generators from a state's hash) choose as they did.
impl std::hash::Hash for State {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let State {
            pos,
            sq: _,
            stacks: _,
            captures,
            entered,
            finished,
            ranking,
            nranked,
            phase,
            turn,
            mover,
            kept,
            nkept,
            streak_class,
            streak_count,
            streak_start,
            phase_throws,
            throw_again,
            capture_again,
            turn_number,
            order_contenders,
            order_next,
            order_best,
            order_best_mask,
            revenge,
            winner_team,
            adjudicated,
            counters,
            last_moved,
            split,
        } = self;
        pos.hash(h);
        captures.hash(h);
        entered.hash(h);
        finished.hash(h);
        ranking.hash(h);
        nranked.hash(h);
        phase.hash(h);
        turn.hash(h);
        mover.hash(h);
        kept.hash(h);
        nkept.hash(h);
        streak_class.hash(h);
        streak_count.hash(h);
        streak_start.hash(h);
        phase_throws.hash(h);
        throw_again.hash(h);
        capture_again.hash(h);
        turn_number.hash(h);
        order_contenders.hash(h);
        order_next.hash(h);
        order_best.hash(h);
        order_best_mask.hash(h);
        revenge.hash(h);
        winner_team.hash(h);
        adjudicated.hash(h);
        counters.hash(h);
        // Only Parchís (ES-THREE-SIXES) sets it: other games hash as before.
        if *last_moved != 0 {
            last_moved.hash(h);
        }
        // Only Parcheesi's doubles (PR-BLOCKADE-DOUBLES) set it.
        if *split != 0 {
            split.hash(h);
        }
    }
}

/// Why an action or a chance outcome was refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("the game is over")]
    GameOver,
    #[error("the state waits for a throw, not a decision")]
    NotDecision,
    #[error("the state waits for a decision, not a throw")]
    NotChance,
    #[error("chance outcome {outcome} does not exist (there are {count})")]
    BadOutcome { outcome: u32, count: usize },
    #[error("illegal action '{action}': {reason}")]
    Illegal { action: String, reason: String },
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Seats from first to last.
    pub ranking: Vec<u8>,
    /// The winning team, with teams on (`None` without teams or on an adjudicated tie).
    pub winning_team: Option<u8>,
    /// Whether the turn cap ended the game (ranking by distance left).
    pub adjudicated: bool,
}

/// What an action does, for listing and display.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct MoveInfo {
    pub action: String,
    pub id: u16,
    pub value: Option<u8>,
    /// Pieces that move (0-based).
    pub pieces: Vec<u8>,
    /// Rules step before and after; `None` means waiting. A finishing move ends on
    /// the finish step (84 on the Pachisi track, 72 on the Chopat track).
    pub from_step: Option<i16>,
    pub to_step: Option<i16>,
    /// Square coordinates before and after (`None` when off the board).
    pub from: Option<(u8, u8)>,
    pub to: Option<(u8, u8)>,
    pub enters: bool,
    pub finishes: bool,
    /// Pieces captured, as (seat, piece).
    pub captures: Vec<(u8, u8)>,
    /// Where the (first) moving piece is before and after, in words a player uses.
    pub from_place: Place,
    pub to_place: Place,
    /// Steps the moving piece still has to go to the finish after the move.
    pub to_go: Option<i16>,
    /// The move leaves a piece where it can never finish (T-EXACT, "Dead ends" in
    /// docs/rules.md): one step before the finish with no way to throw a 1.
    pub strands: bool,
}

/// Where a piece is, as a player says it (for move labels and explanations).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// Off the board, not yet entered.
    Waiting,
    /// The square a piece enters on.
    Start,
    /// A safe square: a castle (Pachisi) or a flower (Chopat).
    Safe,
    /// Any other square of the loop around the board.
    Track,
    /// The seat's own home column, after the loop.
    HomeColumn,
    /// Finished: in the centre.
    Home,
}

/// Why the seat to move cannot use a thrown value (it is forfeited), for
/// explanations ([`Game::why_no_move`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum NoMove {
    /// No piece is on the board and this value cannot bring one in; these can.
    MustEnter { enter_values: Vec<u8> },
    /// Every piece that could move would go past the finish, which needs an exact
    /// throw (T-EXACT).
    PastFinish,
    /// The squares the pieces would reach are closed to them (a rival's castle or
    /// block, a square the rules forbid).
    Blocked,
    /// Some pieces cannot enter, others would pass the finish or are blocked.
    NoPieceCan,
}

/// Why a thrown value was cancelled instead of kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Cancelled {
    /// A value that counts only with a piece on the board (P-SEVEN-FOURTEEN).
    NeedsPieceOnBoard,
    /// The third go-on throw of a streak cancels the streak (T-STREAK).
    Streak,
}

/// A parameterised game: a variant compiled into tables. Cheap to share by reference.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) variant: Variant,
    pub(crate) board: Board,
    pub(crate) track: Track,
    pub(crate) throws: Throws,
    pub(crate) seats: u8,
    /// Arm of each seat (seats are numbered in playing order).
    pub(crate) arm_of: [u8; MAX_SEATS],
    pub(crate) team_of: [u8; MAX_SEATS],
    /// Square id of each (seat, internal position).
    pub(crate) paths: [board::Path; MAX_SEATS],
    pub(crate) safe: u128,
    pub(crate) enter_set: u64,
    pub(crate) bonus_set: u64,
    pub(crate) void_set: u64,
    pub(crate) start_pos: Option<[u8; PIECES]>,
    /// The internal position on which a piece is stuck for ever (one step before the
    /// finish, in the home column, when no single step of 1 can be thrown or earned:
    /// no value 1, no die face 1, no bonus step); 0 when there is none.
    pub(crate) stuck_pos: u8,
    /// The square id of each (seat, raw position byte, fool bit included),
    /// [`OFF_BOARD`] off the board (waiting, home, seats that do not play): a lookup
    /// table for move generation.
    pub(crate) sq_of: SquareOf,
    /// Per seat, the mask of pieces (index `4 * seat + piece`) of seats of other teams.
    pub(crate) opp_pieces: [u16; MAX_SEATS],
    /// Per seat, the bytes of [`State::stacks`] that belong to seats of other teams
    /// (0xFF in each such byte).
    pub(crate) opp_stack_bytes: [u64; MAX_SEATS],
    /// Whether each square id is safe (as [`Game::is_safe`]).
    pub(crate) safe_sq: [bool; 256],
    /// Per seat and internal position (no fool bit), what [`Game::landing_ok`] must
    /// look at there: nothing ([`LAND_PLAIN`]: any piece or stack of the seat may
    /// land, whoever stands there), the square of a safe or an unsafe square, or no
    /// square at all.
    pub(crate) land_class: PerPosition,
    /// Whether [`State::stacks`] is kept (stacks block: `capture_stacks = false`, or
    /// `block_pass`).
    pub(crate) track_stacks: bool,
    /// ludopy's rules (LP-*, option `ludopy`).
    pub(crate) ludopy: bool,
    /// PR-BLOCKADE (option `blockade`): two pieces of one seat on a square block every
    /// seat, their own included; at most two pieces on a square.
    pub(crate) blockade: bool,
    /// PR-BLOCKADE-DOUBLES (option `blockade_doubles`, with `blockade`).
    pub(crate) blockade_doubles: bool,
    /// PR-ENTER-CAPTURE (option `enter_capture`).
    pub(crate) enter_capture: bool,
    /// ES-SAFE (option `safe_share`): at most two pieces, of any colours, on a safe
    /// square.
    pub(crate) safe_share: bool,
    /// ES-SIX-SEVEN (option `six_counts_seven`).
    pub(crate) six_seven: bool,
    /// ES-THREE-SIXES (option `three_sixes_last`, with `three_doubles`).
    pub(crate) three_sixes_last: bool,
    /// ES-OPEN-BARRIER (option `open_barrier`).
    pub(crate) open_barrier: bool,
    /// M-OWN (option `no_share`): no move ends on a square held by the mover's own piece.
    pub(crate) no_share: bool,
    /// M-NO-JUMP-GOAL (option `no_jump_goal`).
    pub(crate) no_jump_goal: bool,
    /// The petits chevaux track (CH-…): its moves on the track are found by
    /// [`Game::chevaux_target`].
    pub(crate) chevaux: bool,
    /// Some move is compulsory when it exists (`must_enter`, `clear_start`,
    /// `forced_capture`): the legal moves are filtered ([`Game::each_move_restricted`]).
    pub(crate) restrict: bool,
    /// ludopy's enemies of each seat, in ludopy's order (the next seat in playing
    /// order first): the seat `k + 1` quarter-turns ahead, or `None` when no seat sits
    /// there (ludopy's ghost players).
    pub(crate) lp_enemy: [[Option<u8>; 3]; MAX_SEATS],
    /// The family whose code runs this game's hot path ([`FamilyKind::of`]).
    pub(crate) family: FamilyKind,
}

/// `[seat][internal position]` → a byte (see [`Game::land_class`]).
#[derive(Clone)]
pub(crate) struct PerPosition(pub(crate) [[u8; 256]; MAX_SEATS]);

/// [`Game::land_class`]: no landing rule looks at the square.
pub(crate) const LAND_PLAIN: u8 = 0;
/// [`Game::land_class`]: an unsafe square that a rule looks at.
pub(crate) const LAND_TRACK: u8 = 1;
/// [`Game::land_class`]: a safe square that a rule looks at.
pub(crate) const LAND_SAFE: u8 = 2;
/// [`Game::land_class`]: no square ([`OFF_BOARD`]).
pub(crate) const LAND_OFF: u8 = 3;

impl fmt::Debug for PerPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PerPosition(..)")
    }
}

/// `[seat][raw position]` → square id (see [`Game::square_of`]).
#[derive(Clone)]
pub(crate) struct SquareOf(pub(crate) [[u8; 256]; MAX_SEATS]);

impl fmt::Debug for SquareOf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SquareOf(..)")
    }
}

#[inline]
pub(crate) fn has(set: u64, v: u8) -> bool {
    v < 64 && set & (1u64 << v) != 0
}

impl Game {
    /// Compile a variant. Fails if its options are invalid.
    pub fn new(mut variant: Variant) -> Result<Game, OptionError> {
        variant.options.validate()?;
        variant.options.apply_ludopy();
        let o = &variant.options;
        let board = match o.track {
            TrackKind::Ludo if o.ladder => Board::petits_chevaux(),
            TrackKind::Ludo => Board::new(6),
            TrackKind::Mensch => Board::mensch(),
            _ => Board::new(8),
        };
        let mut track = if o.ladder {
            Track::petits_chevaux(&board)
        } else {
            Track::new(&board, o.track)
        };
        if o.loop_entry != 0 {
            // PR-TRACK: enter on the loop square of Pachisi step `loop_entry`, which is
            // step 1 (Parcheesi: the castle 4 squares past the own end square, 64
            // squares before it).
            track.place = o.loop_entry;
            track.offset = o.loop_entry - 1;
        }
        let throws = Throws::new(o);
        let seats = o.seats();
        let clockwise = o.track != TrackKind::Pachisi;
        let arm_of: [u8; MAX_SEATS] = match (seats, clockwise) {
            (2, _) => [0, 2, 0, 0],
            (3, false) => [0, 1, 2, 0],
            (3, true) => [0, 3, 2, 0],
            (_, false) => [0, 1, 2, 3],
            (_, true) => [0, 3, 2, 1],
        };
        let mut team_of = [0u8; MAX_SEATS];
        for (s, t) in team_of.iter_mut().enumerate() {
            *t = if o.teams { s as u8 % 2 } else { s as u8 };
        }
        let mut paths = [[OFF_BOARD; board::MAX_POS]; MAX_SEATS];
        for s in 0..seats as usize {
            paths[s] = track.paths[arm_of[s] as usize];
        }
        let safe = board::safe_squares(&board, o.safe_squares, o.flower_in_middle);
        let void_set: u64 = if o.seven_fourteen {
            (1 << 7) | (1 << 14)
        } else {
            0
        };
        let enter_set = if o.enter_any {
            u64::MAX
        } else if o.enter_five {
            // PR-ENTER: a 5 enters (and with `one_enters` a 1).
            1 << 5 | if o.one_enters { 1 << 1 } else { 0 }
        } else {
            throws.go_on & !void_set | if o.one_enters { 1 << 1 } else { 0 }
        };
        let bonus_set = if o.bonus {
            o.bonus_values.iter().fold(0u64, |m, &v| m | (1 << v))
        } else {
            0
        };
        let start_pos = (!o.start_steps.is_empty() || o.horses < PIECES as u8).then(|| {
            let mut p = [0u8; PIECES];
            for (i, &st) in o.start_steps.iter().enumerate() {
                p[i] = track.pos(st as i16).unwrap_or(0);
            }
            // CH-HORSES: the horses past `horses` are not played; they start home.
            for q in p.iter_mut().skip(o.horses as usize) {
                *q = track.finish;
            }
            p
        });
        let one_possible = (throws.is_dice() && throws.faces.contains(&1))
            || (!throws.is_dice() && throws.values[..=throws.shells as usize].contains(&1))
            || bonus_set != 0;
        let mut sq_of = SquareOf([[OFF_BOARD; 256]; MAX_SEATS]);
        for seat in 0..seats as usize {
            for p in 1..256usize {
                // As `piece_on_board` and `square_of`: waiting and home are off.
                if p as u8 != track.finish {
                    let sq = paths[seat][p & !(FOOL as usize)];
                    if sq < 128 {
                        sq_of.0[seat][p] = sq;
                    }
                }
            }
        }
        let mut opp_pieces = [0u16; MAX_SEATS];
        for m in 0..seats as usize {
            for seat in 0..seats as usize {
                if team_of[seat] != team_of[m] {
                    opp_pieces[m] |= 0xF << (4 * seat);
                }
            }
        }
        let mut opp_stack_bytes = [0u64; MAX_SEATS];
        for m in 0..seats as usize {
            for seat in 0..seats as usize {
                if team_of[seat] != team_of[m] {
                    opp_stack_bytes[m] |= 0xFFFF << (16 * seat);
                }
            }
        }
        let mut safe_sq = [false; 256];
        for (sq, x) in safe_sq.iter_mut().enumerate().take(128) {
            *x = safe & (1u128 << sq) != 0;
        }
        let stuck_pos = if !one_possible && track.in_home_column(track.finish - 1) {
            track.finish - 1
        } else {
            0
        };
        // Quarter-turns of each arm from South in playing order (S, W, N, E clockwise).
        let turns = |arm: u8| if clockwise { (4 - arm) % 4 } else { arm };
        let mut lp_enemy = [[None; 3]; MAX_SEATS];
        for m in 0..seats as usize {
            for e in 0..seats as usize {
                let k = (turns(arm_of[e]) + 4 - turns(arm_of[m])) % 4;
                if k != 0 {
                    lp_enemy[m][k as usize - 1] = Some(e as u8);
                }
            }
        }
        let mut game = Game {
            family: FamilyKind::Any,
            track_stacks: !o.capture_stacks || o.block_pass || o.blockade,
            blockade: o.blockade,
            blockade_doubles: o.blockade && o.blockade_doubles,
            enter_capture: o.enter_capture,
            safe_share: o.safe_share,
            six_seven: o.six_counts_seven,
            three_sixes_last: o.three_sixes_last && o.three_doubles,
            open_barrier: o.open_barrier,
            ludopy: o.ludopy,
            no_share: o.no_share,
            no_jump_goal: o.no_jump_goal,
            chevaux: o.ladder,
            restrict: o.must_enter || o.clear_start || o.forced_capture || o.open_barrier,
            lp_enemy,
            stuck_pos,
            safe_sq,
            land_class: PerPosition([[LAND_OFF; 256]; MAX_SEATS]),
            sq_of,
            opp_pieces,
            opp_stack_bytes,
            board,
            track,
            throws,
            seats,
            arm_of,
            team_of,
            paths,
            safe,
            enter_set,
            bonus_set,
            void_set,
            start_pos,
            variant,
        };
        game.family = FamilyKind::of(&game);
        game.land_class = game.land_classes();
        Ok(game)
    }

    /// [`Game::land_class`]: plain are the positions whose square no landing rule
    /// looks at (as the early return of [`Game::landing_ok`]: off the castles when
    /// stacks may be captured, on them when castles have no rule; never under
    /// PR-BLOCKADE, which looks at the mover's own pairs).
    fn land_classes(&self) -> PerPosition {
        let o = self.options();
        let safe_rule =
            o.castle_single || o.castle_exclusive || o.block_two || o.block_pass || self.safe_share;
        let mut class = PerPosition([[LAND_OFF; 256]; MAX_SEATS]);
        for (m, row) in class.0.iter_mut().enumerate() {
            for (d, x) in row.iter_mut().enumerate().take(FOOL as usize) {
                let sq = self.sq_of.0[m][d];
                let safe = self.safe_sq[sq as usize];
                let looks = self.blockade || if safe { safe_rule } else { self.track_stacks };
                *x = match sq {
                    OFF_BOARD => LAND_OFF,
                    _ if !looks => LAND_PLAIN,
                    _ if safe => LAND_SAFE,
                    _ => LAND_TRACK,
                };
            }
        }
        class
    }

    /// The groups of rules ([`Family`]) this game has on; every flag that the hot
    /// path tests behind a family constant is listed here.
    pub(crate) fn needs(&self) -> Needs {
        let o = self.options();
        Needs {
            pachisi: o.must_capture
                || o.triple
                || o.stack_moves
                || o.fool
                || self.bonus_set != 0
                || self.void_set != 0
                || o.revenge
                || o.partner_moves
                || o.first_free,
            ludo: self.chevaux
                || self.ludopy
                || self.no_share
                || self.no_jump_goal
                || self.track.fill_goal
                || o.block_pass
                || o.home_again
                || o.three_tries,
            compulsory: self.restrict,
            parcheesi: self.blockade
                || self.blockade_doubles
                || self.enter_capture
                || self.safe_share
                || self.six_seven
                || self.three_sixes_last
                || self.open_barrier
                || o.enter_total
                || o.three_doubles
                || o.doubles_bottom
                || o.capture_bonus > 0
                || o.home_bonus > 0,
            two_dice: self.throws.is_two_dice(),
        }
    }

    /// The family whose code runs this game's hot path.
    pub fn family(&self) -> FamilyKind {
        self.family
    }

    /// The variant this game was built from.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }
    /// The options.
    pub fn options(&self) -> &Options {
        &self.variant.options
    }
    /// The board geometry.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The track.
    pub fn track(&self) -> &Track {
        &self.track
    }
    /// The throw model.
    pub fn throws(&self) -> &Throws {
        &self.throws
    }
    /// Number of seats.
    pub fn seats(&self) -> u8 {
        self.seats
    }
    /// Arm (0 S, 1 E, 2 N, 3 W) of a seat.
    pub fn arm_of(&self, seat: u8) -> u8 {
        self.arm_of[seat as usize]
    }
    /// Team of a seat (the seat itself without teams).
    pub fn team_of(&self, seat: u8) -> u8 {
        self.team_of[seat as usize]
    }
    /// Whether the square id is safe (castle or flower).
    pub fn is_safe(&self, sq: u8) -> bool {
        sq < 128 && self.safe & (1u128 << sq) != 0
    }
    /// Square id of a seat's internal position (`OFF_BOARD` for waiting).
    pub fn square_of(&self, seat: u8, pos: u8) -> u8 {
        self.paths[seat as usize][(pos & !FOOL) as usize]
    }
    /// Upper bound on the number of actions (moves and passes) in one game, for every
    /// option set that [`Options::validate`] accepts: the start-order phase (T-ORDER)
    /// has no actions; there are at most `max_turns` turns; every turn has at most 13
    /// throw phases (one, plus one per capture of the at most 12 opponent pieces on
    /// the board, which cannot come back within the turn), each with at most
    /// [`MAX_KEPT`] kept throws, each spent by one action, plus one pass. (With
    /// `accumulate = false` a throw phase is a chain of at most
    /// [`MAX_THROWS_PER_PHASE`] throws, each keeping at most two values.) With
    /// `home_again` (L-HOME-AGAIN) each of the 4 pieces coming home may add a throw
    /// phase: 17 phases.
    ///
    /// Every game played from [`Game::initial_state`] ends ([`Game::is_terminal`])
    /// within this many actions, whatever the throws and decisions.
    pub fn max_game_actions(&self) -> u64 {
        self.options().max_turns as u64 * self.max_turn_phases() * (MAX_KEPT as u64 + 1)
    }

    /// Most throw phases in one turn (see [`Game::max_game_actions`]).
    pub(crate) fn max_turn_phases(&self) -> u64 {
        if self.options().home_again { 17 } else { 13 }
    }

    /// Upper bound on the number of events (chance outcomes and actions) in one game,
    /// for every option set that [`Options::validate`] accepts, start-order phase
    /// included: at most [`MAX_ORDER_ROUNDS`] rounds of at most one throw per seat
    /// (T-ORDER), then at most `max_turns` turns, each of at most 13 throw phases (see
    /// [`Game::max_game_actions`]) of at most [`MAX_THROWS_PER_PHASE`] throws and
    /// `MAX_KEPT + 1` actions ([`MAX_KEPT`]).
    ///
    /// Every game played from [`Game::initial_state`] ends ([`Game::is_terminal`])
    /// within this many events, whatever the throws and decisions; so does every loop
    /// that applies one event per step.
    pub fn max_game_events(&self) -> u64 {
        let order = if self.options().order == StartOrder::Throw {
            MAX_ORDER_ROUNDS as u64 * self.seats as u64
        } else {
            0
        };
        order
            + self.options().max_turns as u64
                * self.max_turn_phases()
                * (MAX_THROWS_PER_PHASE as u64 + MAX_KEPT as u64 + 1)
    }

    /// The starting state.
    pub fn initial_state(&self) -> State {
        let mut s = State {
            pos: [[0; PIECES]; MAX_SEATS],
            sq: [u64::MAX; 2],
            stacks: u64::MAX,
            captures: [0; MAX_SEATS],
            entered: 0,
            finished: 0,
            ranking: [0; MAX_SEATS],
            nranked: 0,
            phase: Phase::Order,
            turn: 0,
            mover: 0,
            kept: [0; MAX_KEPT],
            nkept: 0,
            streak_class: 0,
            streak_count: 0,
            streak_start: 0,
            phase_throws: 0,
            throw_again: false,
            capture_again: false,
            turn_number: 0,
            order_contenders: (1 << self.seats) - 1,
            order_next: 0,
            order_best: 0,
            order_best_mask: 0,
            revenge: Revenge::default(),
            winner_team: 0,
            adjudicated: false,
            counters: Counters::default(),
            last_moved: 0,
            split: 0,
        };
        if let Some(p) = self.start_pos {
            for seat in 0..self.seats as usize {
                s.pos[seat] = p;
            }
            s.entered = (1 << self.seats) - 1;
        }
        self.derive(&mut s);
        if self.options().order == StartOrder::Fixed {
            self.start_turn(&mut s, 0);
        }
        s
    }

    // ------------------------------------------------------------------ queries

    /// Whether the state waits for a chance outcome (a throw).
    #[inline]
    pub fn is_chance(&self, s: &State) -> bool {
        matches!(s.phase, Phase::Order | Phase::Throw)
    }

    /// Whether the game is over.
    #[inline]
    pub fn is_terminal(&self, s: &State) -> bool {
        s.phase == Phase::Over
    }

    /// The seat that throws (in a chance node) or decides (in a move phase).
    pub fn current_seat(&self, s: &State) -> Option<u8> {
        match s.phase {
            Phase::Order => Some(s.order_next),
            Phase::Throw => Some(s.turn),
            Phase::Move => Some(s.mover),
            Phase::Over => None,
        }
    }

    /// The chance outcomes of a chance node with their probabilities (empty otherwise).
    pub fn chance_outcomes(&self, s: &State) -> ChanceList {
        let mut l = ChanceList {
            len: 0,
            items: [(0, 0.0); MAX_OUTCOMES],
        };
        if self.is_chance(s) {
            for (i, &p) in self.throws.probs.iter().enumerate() {
                l.items[i] = (i as u8, p);
            }
            l.len = self.throws.probs.len() as u8;
        }
        l
    }

    /// Draw a chance outcome with `rng`.
    #[inline]
    pub fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> u8 {
        self.throws.sample(rng)
    }

    /// Whether a seat has finished (all pieces home).
    pub fn seat_finished(&self, s: &State, seat: u8) -> bool {
        s.finished & (1 << seat) != 0
    }

    /// The result, once the game is over.
    pub fn outcome(&self, s: &State) -> Option<Outcome> {
        (s.phase == Phase::Over).then(|| Outcome {
            ranking: s.ranking[..s.nranked as usize].to_vec(),
            winning_team: s.winner_team.checked_sub(1),
            adjudicated: s.adjudicated,
        })
    }

    /// Steps a seat still has to go (used for adjudication and by bots).
    ///
    /// On a track whose goal is filled (the Mensch track, M-END) the four pieces end on
    /// four different goal squares, so the count is the steps to the finish less the
    /// 0 + 1 + 2 + 3 steps that the filled goal leaves: 0 for a seat that is done.
    pub fn distance_left(&self, s: &State, seat: u8) -> u32 {
        let t = &self.track;
        let sum: u32 = s.pos[seat as usize]
            .iter()
            .map(|&p| {
                if p & FOOL != 0 || p == t.finish {
                    0
                } else if p == 0 {
                    (t.finish - t.place) as u32 + 1
                } else {
                    (t.finish - p) as u32
                }
            })
            .sum();
        if t.fill_goal {
            sum.saturating_sub(6)
        } else {
            sum
        }
    }

    #[inline]
    pub(crate) fn piece_on_board(&self, p: u8) -> bool {
        p != 0 && p != self.track.finish
    }

    pub(crate) fn has_piece_on_board(&self, s: &State, seat: u8) -> bool {
        s.pos[seat as usize].iter().any(|&p| self.piece_on_board(p))
    }

    pub(crate) fn all_entered(&self, s: &State, seat: u8) -> bool {
        s.pos[seat as usize].iter().all(|&p| p != 0)
    }

    pub(crate) fn partner(&self, seat: u8) -> u8 {
        (seat + 2) % 4
    }

    pub(crate) fn same_team(&self, a: u8, b: u8) -> bool {
        self.team_of[a as usize] == self.team_of[b as usize]
    }

    // ------------------------------------------------------------------ moves

    /// The legal decisions (empty in chance nodes and at the end).
    pub fn legal_actions(&self, s: &State) -> ActionList {
        let mut l = ActionList::new();
        self.legal_actions_into(s, &mut l);
        l
    }

    /// Fill `out` with the legal decisions.
    pub fn legal_actions_into(&self, s: &State, out: &mut ActionList) {
        by_family!(self, F => self.legal_into::<F>(s, out));
    }

    /// [`Game::legal_actions_into`] for family `F`.
    #[inline(always)]
    pub(crate) fn legal_into<F: Family>(&self, s: &State, out: &mut ActionList) {
        out.clear();
        if s.phase != Phase::Move {
            return;
        }
        self.list_moves::<F>(s, &self.occupancy::<F>(s), out);
    }

    /// [`Game::legal_actions_into`] of a move phase, given the [`Occupancy`] of `s`;
    /// `out` is empty.
    #[inline(never)]
    pub(crate) fn list_moves<F: Family>(&self, s: &State, occ: &Occupancy, out: &mut ActionList) {
        self.list_moves_inline::<F>(s, occ, out);
    }

    /// [`Game::list_moves`] inlined in its caller: in `settle`, which lists the moves
    /// for the playouts' `_listing` calls (5% fewer instructions per random game
    /// than a call; the public `legal_actions_into` does better with the call).
    #[inline(always)]
    pub(crate) fn list_moves_inline<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        out: &mut ActionList,
    ) {
        self.each_move::<F>(s, occ, |a| {
            out.push(a);
            false
        });
        let o = self.options();
        let fool_seat = (F::PACHISI && o.fool) && self.seat_finished(s, s.mover);
        if !out.is_empty() && (o.pass || fool_seat) {
            out.push(Action::Pass);
        }
    }

    /// Whether the mover has a move (not counting `Pass`): whether
    /// [`Game::legal_actions`] is non-empty, without building the list; it stops at
    /// the first move found.
    pub(crate) fn has_move<F: Family>(&self, s: &State) -> bool {
        s.phase == Phase::Move && self.each_move::<F>(s, &self.occupancy::<F>(s), |_| true)
    }

    /// Call `f` on every legal move of a move phase (all of `legal_actions` but
    /// `Pass`, in the same order), stopping as soon as `f` returns true; returns
    /// whether it did.
    #[inline(always)]
    pub(crate) fn each_move<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        f: impl FnMut(Action) -> bool,
    ) -> bool {
        if (F::COMPULSORY && self.restrict) && self.may_restrict::<F>(s) {
            return self.each_move_restricted::<F>(s, occ, f);
        }
        self.each_move_all::<F>(s, occ, f)
    }

    /// Every move of [`Game::each_move`] before compulsory moves are picked out.
    #[inline(always)]
    pub(crate) fn each_move_all<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        mut f: impl FnMut(Action) -> bool,
    ) -> bool {
        let o = self.options();
        let m = (s.mover & 3) as usize;
        let kept = &s.kept[..s.nkept as usize];
        // Once per state rather than per kept value: the mover's distinct positions
        // (pieces on the same step are interchangeable; only the lowest-numbered one
        // is listed), each with the mask of its pieces there; byte i of `same` is the
        // mask of the pieces on piece i's position (one table lookup).
        let same = position_groups(s.pos[m]);
        // PR-BLOCKADE-DOUBLES: a piece that left a blockade in this roll of doubles may
        // not rejoin its partner, so it is not interchangeable with a piece beside it
        // that may (pieces are grouped by position and split pair).
        let split = if F::PARCHEESI && s.split > SPLIT_ARMED {
            s.split
        } else {
            0
        };
        let mut firsts = [(0u8, 0u8, 0u8, false); PIECES];
        let mut nfirst = 0;
        let mut grouped = 0u8;
        for i in 0..PIECES {
            // Without a branch (which piece leads a group depends on the position, so
            // a branch here is often mispredicted): the entry is written for every
            // piece and kept only for the first of its group. A later piece's mask is
            // within the pieces already grouped, so or-ing it in changes nothing.
            let first = grouped & (1 << i) == 0;
            let p = s.pos[m][i];
            let mut mask = (same >> (8 * i)) as u8;
            if split != 0 {
                mask &= split_peers(split, i);
            }
            grouped |= mask;
            // On the track and not a fool: may stack, and `target_known`'s fast case.
            let stackable = self.piece_on_board(p) && p & FOOL == 0;
            firsts[nfirst] = (i as u8, p, mask, stackable);
            nfirst += first as usize;
        }
        // Values kept three times or more (K-TRIPLE), as a bit set.
        let mut thrice = 0u64;
        if (F::PACHISI && o.triple) && kept.len() >= 3 {
            let (mut once, mut twice) = (0u64, 0u64);
            for &v in kept {
                let b = 1u64 << v;
                thrice |= twice & b;
                twice |= once & b;
                once |= b;
            }
        }
        let mut seen = 0u64;
        for &v in kept {
            if seen & (1 << v) != 0 {
                continue;
            }
            seen |= 1 << v;
            let triple_v = thrice & (1 << v) != 0;
            for &(i, p, group_mask, stackable) in &firsts[..nfirst] {
                // Two or more pieces here (the stack), three or more (a triple).
                let rest = group_mask & group_mask.wrapping_sub(1);
                if let Some(d) = self.target_known::<F>(s, m as u8, p, v, stackable) {
                    if self.landing_ok::<F>(s, occ, m as u8, 1 << i, d)
                        && f(Action::Move {
                            value: v,
                            piece: i,
                            group: Group::Single,
                        })
                    {
                        return true;
                    }
                    if (F::PACHISI && o.stack_moves)
                        && rest != 0
                        && stackable
                        && self.landing_ok::<F>(s, occ, m as u8, group_mask, d)
                        && f(Action::Move {
                            value: v,
                            piece: i,
                            group: Group::Stack,
                        })
                    {
                        return true;
                    }
                }
                if triple_v && rest & rest.wrapping_sub(1) != 0 && stackable {
                    let three = first_bits(group_mask, 3);
                    if let Some(d) = self.target_known::<F>(s, m as u8, p, 2 * v, stackable)
                        && self.landing_ok::<F>(s, occ, m as u8, three, d)
                        && f(Action::Move {
                            value: v,
                            piece: i,
                            group: Group::Triple,
                        })
                    {
                        return true;
                    }
                }
            }
        }
        // PR-ENTER: two kept throws adding up to 5 (1 + 4, 2 + 3) bring a piece out
        // together, listed as the move of a 5.
        if (F::PARCHEESI && o.enter_total)
            && seen & (1 << 5) == 0
            && let Some(a) = self.enter_total_move::<F>(s, occ, m as u8, &firsts[..nfirst])
            && f(a)
        {
            return true;
        }
        false
    }

    /// Whether a piece of the mover `m` on track position `p` (on the board, not a
    /// fool, not home) may move alone by `v` steps.
    #[inline]
    pub(crate) fn single_move_ok<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        m: u8,
        p: u8,
        v: u8,
    ) -> bool {
        let mask = bytes_equal(u32::from_le_bytes(s.pos[(m & 3) as usize]) as u64, p) as u8 & 0xF;
        self.target_known::<F>(s, m, p, v, true)
            .is_some_and(|d| self.landing_ok::<F>(s, occ, m, mask & mask.wrapping_neg(), d))
    }

    /// Mask of the seat's pieces on internal position `p`.
    #[inline]
    pub(crate) fn group_mask(&self, s: &State, m: usize, p: u8) -> u8 {
        let mut mask = 0;
        for j in 0..PIECES {
            if s.pos[m][j] == p {
                mask |= 1 << j;
            }
        }
        mask
    }

    /// The square words of `s` computed from its piece positions (what
    /// [`State::sq`] holds).
    pub(crate) fn squares(&self, s: &State) -> [u64; 2] {
        let mut sq = [0u64; 2];
        for seat in 0..MAX_SEATS {
            let table = &self.sq_of.0[seat];
            let w = &mut sq[seat / 2];
            for j in 0..PIECES {
                *w |= (table[s.pos[seat][j] as usize] as u64) << (8 * (4 * (seat % 2) + j));
            }
        }
        sq
    }

    /// The stack squares of `seat` (bytes 0 and 1 as in [`State::stacks`]), from
    /// [`State::sq`] and the fool bits of `pos`.
    #[inline]
    pub(crate) fn seat_stacks(&self, s: &State, seat: usize) -> u64 {
        let k = 4 * seat;
        // Fool pieces (high bit of the raw position) count as off the board.
        let fool = (u32::from_le_bytes(s.pos[seat]) >> 7) & 0x0101_0101;
        let w = (s.sq[k / 8] >> (8 * (k % 8))) as u32 | (fool * OFF_BOARD as u32);
        let [b0, b1, b2, b3] = w.to_le_bytes();
        let mut found = [OFF_BOARD; 2];
        let mut n = 0;
        // Each stack is noted at its lowest-numbered piece; at most two stacks.
        let mut note = |x: u8| {
            if x != OFF_BOARD && x != found[0] {
                found[n] = x;
                n = 1;
            }
        };
        if b0 == b1 || b0 == b2 || b0 == b3 {
            note(b0);
        }
        if b1 == b2 || b1 == b3 {
            note(b1);
        }
        if b2 == b3 {
            note(b2);
        }
        found[0] as u64 | (found[1] as u64) << 8
    }

    /// Set the fields of `s` derived from `pos` ([`State::sq`], [`State::stacks`]).
    pub(crate) fn derive(&self, s: &mut State) {
        s.sq = self.squares(s);
        s.stacks = self.all_stacks(s);
    }

    /// [`State::stacks`] computed from `s`.
    pub(crate) fn all_stacks(&self, s: &State) -> u64 {
        if !self.track_stacks {
            return u64::MAX;
        }
        (0..MAX_SEATS).fold(0, |w, seat| w | self.seat_stacks(s, seat) << (16 * seat))
    }

    /// Set piece `j` of `seat` to raw position `p`, keeping the derived fields in step.
    #[inline(always)]
    pub(crate) fn set_pos(&self, s: &mut State, seat: usize, j: usize, p: u8) {
        s.pos[seat][j] = p;
        let k = 4 * seat + j;
        let shift = 8 * (k % 8);
        let w = &mut s.sq[k / 8];
        *w = *w & !(0xFF << shift) | (self.sq_of.0[seat][p as usize] as u64) << shift;
        if self.track_stacks {
            let shift = 16 * seat;
            s.stacks = s.stacks & !(0xFFFF << shift) | self.seat_stacks(s, seat) << shift;
        }
    }

    /// The [`Occupancy`] of `s`, seen by its mover.
    #[inline]
    pub(crate) fn occupancy<F: Family>(&self, s: &State) -> Occupancy {
        debug_assert_eq!(s.sq, self.squares(s), "State::sq out of step with pos");
        debug_assert_eq!(s.stacks, self.all_stacks(s), "State::stacks out of step");
        let sq = s.sq;
        // Fool pieces exist only under C-FOOL, and only for seats that have finished;
        // the FOOL bit is the high bit of a raw position.
        let fool = if (F::PACHISI && self.options().fool) && s.finished != 0 {
            let mut raw = [0u64; 2];
            for seat in 0..MAX_SEATS {
                raw[seat / 2] |= (u32::from_le_bytes(s.pos[seat]) as u64) << (32 * (seat % 2));
            }
            gather_bytes((raw[0] >> 7) & BYTES_LO) | gather_bytes((raw[1] >> 7) & BYTES_LO) << 8
        } else {
            debug_assert!(s.pos.iter().flatten().all(|&p| p & FOOL == 0));
            0
        };
        let opp = self.opp_pieces[(s.mover & 3) as usize] & !fool;
        Occupancy { sq, opp }
    }

    /// Whether a throw of `v` brings a piece onto the board (P-GRACE, C-ENTER and their options;
    /// a seat's first entry may also be free under `first_free`).
    pub fn enters_with(&self, v: u8) -> bool {
        has(self.enter_set, v) && !has(self.void_set, v)
    }

    pub(crate) fn can_enter<F: Family>(&self, s: &State, m: u8, v: u8) -> bool {
        if has(if F::PACHISI { self.void_set } else { 0 }, v) {
            return false;
        }
        has(self.enter_set, v)
            || ((F::PACHISI && self.options().first_free) && s.entered & (1 << m) == 0)
    }

    /// Where a piece of seat `m` on internal position `p` goes with `v` steps, before
    /// looking at the destination square.
    #[inline(always)]
    pub(crate) fn target<F: Family>(&self, s: &State, m: u8, p: u8, v: u8) -> Option<u8> {
        let on_track = p != 0 && p & FOOL == 0 && p != self.track.finish;
        self.target_known::<F>(s, m, p, v, on_track)
    }

    /// [`Game::target`], given whether `p` is on the track and not a fool piece (as
    /// there: `p != 0 && p & FOOL == 0 && p != finish`).
    #[inline(always)]
    pub(crate) fn target_known<F: Family>(
        &self,
        s: &State,
        m: u8,
        p: u8,
        v: u8,
        on_track: bool,
    ) -> Option<u8> {
        let t = &self.track;
        let o = self.options();
        // The common case first: a piece on the track.
        if on_track {
            if F::LUDO && self.chevaux {
                return self.chevaux_target::<F>(s, m, p, v);
            }
            let q = p + v;
            if F::PACHISI
                && let Some(q) = self.tohd_loop(s, m, p, q)
            {
                return Some(q);
            }
            if q > t.finish {
                return self.past_finish(p, v);
            }
            if ((F::LUDO && o.block_pass) || (F::PARCHEESI && self.blockade))
                && self.passes_block(s, m, p, q)
            {
                return None;
            }
            if (F::LUDO && self.no_jump_goal) && q > t.turn_in + 1 && self.jumps_in_goal(s, m, p, q)
            {
                return None;
            }
            return Some(q);
        }
        self.target_off_track::<F>(s, m, p, v)
    }

    /// Where a piece on the track goes with a throw that overshoots the finish: nowhere
    /// (T-EXACT), except under ludopy's bounce (LP-BOUNCE), where a piece in its home
    /// column ends at ludopy position `57 − v` (see [`Game::ludopy_play`]).
    #[cold]
    pub(crate) fn past_finish(&self, p: u8, v: u8) -> Option<u8> {
        let t = &self.track;
        (self.ludopy && t.in_home_column(p)).then(|| t.finish - v)
    }

    /// L-BLOCK: whether a piece of seat `m` moving from internal position `p` to `q`
    /// passes a square (strictly between them) held by two or more pieces of one seat of
    /// another team; under PR-BLOCKADE of any seat, the mover's own included.
    #[inline(never)]
    pub(crate) fn passes_block(&self, s: &State, m: u8, p: u8, q: u8) -> bool {
        let st = if self.blockade {
            s.stacks
        } else {
            s.stacks | !self.opp_stack_bytes[(m & 3) as usize]
        };
        if st == u64::MAX {
            return false;
        }
        let table = &self.sq_of.0[(m & 3) as usize];
        (p + 1..q).any(|r| {
            let sq = table[r as usize];
            sq != OFF_BOARD && has_byte64(st, sq)
        })
    }

    /// [`Game::target`] for waiting pieces, fool pieces and pieces at home.
    #[inline(never)]
    pub(crate) fn target_off_track<F: Family>(&self, s: &State, m: u8, p: u8, v: u8) -> Option<u8> {
        let t = &self.track;
        let o = self.options();
        if p == 0 {
            if !self.can_enter::<F>(s, m, v) {
                return None;
            }
            let d = match o.enter {
                EnterMode::Place => t.place,
                EnterMode::Full => t.offset + v,
            };
            return (d < t.finish).then_some(d);
        }
        if F::PACHISI && (p & FOOL != 0 || p == t.finish) {
            return self.fool_target(s, m, p, v);
        }
        None
    }

    /// Whether pieces `moving` (mask) of seat `m` (the mover, whose [`Occupancy`] is
    /// `occ`) may end on internal position `d`.
    #[inline(always)]
    pub(crate) fn landing_ok<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        m: u8,
        moving: u8,
        d: u8,
    ) -> bool {
        let d = d & !FOOL;
        // M-OWN: never onto a square held by an own piece (the moving ones aside); the
        // centre holds any number of pieces that are home (CH-OWN).
        if (F::LUDO && self.no_share) && self.own_square_taken(s, m, moving, d) {
            return false;
        }
        if d == self.track.finish {
            return true;
        }
        if (F::PARCHEESI && s.split > SPLIT_ARMED) && self.rejoins(s, m, moving, d) {
            return false;
        }
        let class = self.land_class.0[(m & 3) as usize][d as usize];
        if class == LAND_PLAIN {
            return true;
        }
        if class == LAND_OFF {
            return self.landing_ok_off_board::<F>(s, m, moving, d);
        }
        let sq = self.sq_of.0[(m & 3) as usize][d as usize];
        let o = self.options();
        let safe = class == LAND_SAFE;
        if (F::PARCHEESI && self.blockade) && self.own_pair_at(s, m, sq) {
            return false;
        }
        // Most landings need no look at the square: any square off the castles when
        // stacks may be captured, any castle when castles have no landing rule.
        if if safe {
            !(o.castle_single
                || o.castle_exclusive
                || o.block_two
                || (F::LUDO && o.block_pass)
                || (F::PARCHEESI && self.safe_share))
        } else {
            // (Not plain, so stacks block: `track_stacks`.) Other teams' stack
            // squares; the mover's team's bytes read as OFF_BOARD, which is never `sq`.
            let st = s.stacks | !self.opp_stack_bytes[(m & 3) as usize];
            st == u64::MAX || !has_byte64(st, sq)
        } {
            return true;
        }
        // The pieces on the square, but the moving ones.
        let here = (bytes_equal(occ.sq[0], sq) | bytes_equal(occ.sq[1], sq) << 8)
            & !((moving as u16) << (4 * m));
        let opp = here & occ.opp;
        // Two or more pieces of one opponent seat: a nibble of `opp` with two bits or
        // more (pairwise, then per-nibble bit counts).
        let pairs = (opp & 0x5555) + ((opp >> 1) & 0x5555);
        let nibbles = (pairs & 0x3333) + ((pairs >> 2) & 0x3333);
        let opp_two = nibbles & 0x6666 != 0;
        if F::PARCHEESI
            && safe
            && let Some(ok) = self.safe_landing(d, here, opp, opp_two, moving)
        {
            return ok;
        }
        self.landing_rule::<F>(safe, here != 0, opp != 0, opp_two, moving)
    }

    /// The landing rules, given who is on the square (other than the moving pieces):
    /// `any` piece, a non-fool piece of an opponent seat, two of one opponent seat.
    #[inline(always)]
    pub(crate) fn landing_rule<F: Family>(
        &self,
        safe: bool,
        any: bool,
        opp_any: bool,
        opp_two: bool,
        moving: u8,
    ) -> bool {
        let o = self.options();
        if safe {
            // castle_single: one piece per safe square, so no stack may land there either.
            let crowded = any || moving & moving.wrapping_sub(1) != 0;
            !(o.castle_single && crowded
                || o.castle_exclusive && opp_any
                || (o.block_two || (F::LUDO && o.block_pass)) && opp_two)
        } else {
            !self.track_stacks || !opp_two
        }
    }

    /// [`Game::landing_ok`] for a destination without a square (not expected on the
    /// built-in tracks): compares square ids, as pieces off the board do.
    #[cold]
    pub(crate) fn landing_ok_off_board<F: Family>(
        &self,
        s: &State,
        m: u8,
        moving: u8,
        d: u8,
    ) -> bool {
        let sq = self.paths[m as usize][d as usize];
        let mut any = false;
        let mut opp_any = false;
        let mut opp_two = false;
        for seat in 0..self.seats {
            let mut n = 0;
            for j in 0..PIECES {
                let p = s.pos[seat as usize][j];
                let psq = if self.piece_on_board(p) {
                    self.paths[seat as usize][(p & !FOOL) as usize]
                } else {
                    OFF_BOARD
                };
                if psq != sq || (seat == m && moving & (1 << j) != 0) {
                    continue;
                }
                any = true;
                if !self.same_team(seat, m) && p & FOOL == 0 {
                    n += 1;
                }
            }
            if n > 0 {
                opp_any = true;
                opp_two |= n >= 2;
            }
        }
        self.landing_rule::<F>(false, any, opp_any, opp_two, moving)
    }

    /// Whether an action is legal.
    pub fn is_legal(&self, s: &State, a: Action) -> bool {
        // Same answer as `legal_actions(s).contains(&canonical(a))`, without building
        // the list.
        if s.phase != Phase::Move {
            return false;
        }
        by_family!(self, F => match self.canonical(s, a) {
            Action::Pass => {
                let o = self.options();
                (o.pass || (o.fool && self.seat_finished(s, s.mover))) && self.has_move::<F>(s)
            }
            c => self.each_move::<F>(s, &self.occupancy::<F>(s), |x| x == c),
        })
    }

    /// The listed form of an action: pieces on one step are interchangeable, and
    /// [`Game::legal_actions`] lists only the lowest-numbered one.
    pub(crate) fn canonical(&self, s: &State, a: Action) -> Action {
        match a {
            Action::Move {
                value,
                piece,
                group,
            } if (piece as usize) < PIECES => {
                let m = s.mover as usize;
                let p = s.pos[m][piece as usize];
                let split = if s.split > SPLIT_ARMED { s.split } else { 0 };
                let peers = split_peers(split, piece as usize);
                let first = (0..PIECES)
                    .find(|&j| s.pos[m][j] == p && peers & (1 << j) != 0)
                    .unwrap_or(0) as u8;
                Action::Move {
                    value,
                    piece: first,
                    group,
                }
            }
            other => other,
        }
    }

    /// Apply a decision, checked. On error the state is unchanged.
    pub fn play(&self, s: &mut State, a: Action) -> Result<(), PlayError> {
        match s.phase {
            Phase::Over => return Err(PlayError::GameOver),
            Phase::Order | Phase::Throw => return Err(PlayError::NotDecision),
            Phase::Move => {}
        }
        if !self.is_legal(s, a) {
            return Err(PlayError::Illegal {
                action: a.to_string(),
                reason: self.why_illegal(s, a),
            });
        }
        self.play_unchecked(s, a);
        Ok(())
    }

    pub(crate) fn why_illegal(&self, s: &State, a: Action) -> String {
        let Action::Move {
            value,
            piece,
            group,
        } = a
        else {
            return if self.options().pass {
                "passing is allowed only when there is a move to decline".into()
            } else {
                "this variant does not allow passing (T-PASS)".into()
            };
        };
        if piece as usize >= PIECES {
            return format!("there is no piece p{}", piece + 1);
        }
        if !s.kept[..s.nkept as usize].contains(&value) {
            let kept: Vec<String> = s.kept[..s.nkept as usize]
                .iter()
                .map(|v| v.to_string())
                .collect();
            return format!("{value} is not a kept throw (kept: {})", kept.join(", "));
        }
        let p = s.pos[s.mover as usize][piece as usize];
        match group {
            Group::Stack if !self.options().stack_moves => {
                return "stack moves are off (T-ONE-PIECE)".into();
            }
            Group::Triple if !self.options().triple => {
                return "triple moves are off (K-TRIPLE)".into();
            }
            _ => {}
        }
        if p == self.track.finish {
            return "that piece is already home".into();
        }
        if self.restrict
            && self.each_move_all::<AnyRules>(s, &self.occupancy::<AnyRules>(s), |x| {
                x == self.canonical(s, a)
            })
        {
            return "another move is compulsory (M-MUST-ENTER, M-CLEAR-START or M-MUST-CAPTURE)"
                .into();
        }
        if p == 0 && !self.can_enter::<AnyRules>(s, s.mover, value) {
            return format!("{value} cannot bring a piece onto the board");
        }
        let t = &self.track;
        if self.chevaux
            && p >= t.turn_in
            && p < t.finish
            && self.target::<AnyRules>(s, s.mover, p, value).is_none()
        {
            let need = if p - t.turn_in == t.finish - t.turn_in - 1 {
                6
            } else {
                p - t.turn_in + 1
            };
            return format!(
                "on the ladder a horse climbs one square a throw with that square's number: this one needs a {need} (CH-LADDER)"
            );
        }
        match self.target::<AnyRules>(s, s.mover, p, value) {
            None => "the throw would take the piece past the finish (T-EXACT)".into(),
            Some(_) => "the piece may not end its move on that square".into(),
        }
    }

    /// Apply a decision without checking it. The action must be legal.
    pub fn play_unchecked(&self, s: &mut State, a: Action) {
        by_family!(self, F => self.play_family::<F>(s, a));
    }

    /// [`Game::play_unchecked`] for family `F`: a function of its own per family, so
    /// each family's hot code is contiguous rather than laid out with the other
    /// families' in one large function (engine3, docs/performance.md).
    #[inline(never)]
    pub(crate) fn play_family<F: Family>(&self, s: &mut State, a: Action) {
        self.play_impl::<F>(s, a, None)
    }

    /// [`Game::play_unchecked`], also filling `out` with the legal actions of the new
    /// state when that is a decision: returns true when it did (then `out` equals
    /// [`Game::legal_actions`] of the new state), false otherwise (`out` is then
    /// unspecified). Saves generating the moves twice in a playout loop, since applying
    /// an action already looks for the next legal move (T-FORFEIT).
    pub fn play_unchecked_listing(&self, s: &mut State, a: Action, out: &mut ActionList) -> bool {
        by_family!(self, F => self.play_listing_family::<F>(s, a, out))
    }

    /// [`Game::play_listing`] in a function of its own per family (as
    /// [`Game::play_family`]); the playouts inline `play_listing` in their loop.
    #[inline(never)]
    pub(crate) fn play_listing_family<F: Family>(
        &self,
        s: &mut State,
        a: Action,
        out: &mut ActionList,
    ) -> bool {
        self.play_listing::<F>(s, a, out)
    }

    /// [`Game::play_unchecked_listing`] for family `F`.
    #[inline(always)]
    pub(crate) fn play_listing<F: Family>(
        &self,
        s: &mut State,
        a: Action,
        out: &mut ActionList,
    ) -> bool {
        out.clear();
        self.play_impl::<F>(s, a, Some(out));
        s.phase == Phase::Move && !out.is_empty()
    }

    /// [`Game::apply_chance_unchecked`], also filling `out` as
    /// [`Game::play_unchecked_listing`] does.
    pub fn apply_chance_unchecked_listing(
        &self,
        s: &mut State,
        outcome: u8,
        out: &mut ActionList,
    ) -> bool {
        by_family!(self, F => self.chance_listing_family::<F>(s, outcome, out))
    }

    /// [`Game::chance_listing`] in a function of its own per family (as
    /// [`Game::play_family`]).
    #[inline(never)]
    pub(crate) fn chance_listing_family<F: Family>(
        &self,
        s: &mut State,
        outcome: u8,
        out: &mut ActionList,
    ) -> bool {
        self.chance_listing::<F>(s, outcome, out)
    }

    /// [`Game::apply_chance_unchecked_listing`] for family `F`.
    #[inline(always)]
    pub(crate) fn chance_listing<F: Family>(
        &self,
        s: &mut State,
        outcome: u8,
        out: &mut ActionList,
    ) -> bool {
        out.clear();
        match s.phase {
            Phase::Order => self.order_throw(s, outcome),
            Phase::Throw => self.turn_throw::<F>(s, outcome, Some(out)),
            _ => {}
        }
        s.phase == Phase::Move && !out.is_empty()
    }

    #[inline(always)]
    pub(crate) fn play_impl<F: Family>(
        &self,
        s: &mut State,
        a: Action,
        out: Option<&mut ActionList>,
    ) {
        s.counters.moves += 1;
        match a {
            Action::Pass => {
                s.nkept = 0;
                self.end_move_phase::<F>(s);
            }
            Action::Move {
                value,
                piece,
                group,
            } => {
                if F::LUDO && self.ludopy {
                    return self.ludopy_play::<F>(s, value, piece, out);
                }
                let m = s.mover;
                let mu = m as usize;
                let spend = if group == Group::Triple { 3 } else { 1 };
                if value == 5
                    && (F::PARCHEESI && self.options().enter_total)
                    && !s.kept[..s.nkept as usize].contains(&5)
                {
                    self.spend_enter_total(s);
                } else {
                    for _ in 0..spend {
                        remove_one(&mut s.kept, &mut s.nkept, value);
                    }
                }
                let steps = if group == Group::Triple {
                    2 * value
                } else {
                    value
                };
                let from = s.pos[mu][piece as usize];
                let Some(dest) = self.target::<F>(s, m, from, steps) else {
                    return self.settle::<F>(s, out);
                };
                let moving = match group {
                    Group::Single => 1 << piece,
                    Group::Stack => self.group_mask(s, mu, from),
                    Group::Triple => first_bits(self.group_mask(s, mu, from), 3),
                };
                if from == 0 {
                    s.entered |= 1 << m;
                }
                if F::PARCHEESI && self.three_sixes_last {
                    s.last_moved = piece + 1; // ES-THREE-SIXES
                }
                if (F::PARCHEESI && s.split & SPLIT_ARMED != 0) && group == Group::Single {
                    self.note_split(s, piece, from); // PR-BLOCKADE-DOUBLES
                }
                // The occupancy before the move tells whether the move captures, and
                // when it does not (and the piece does not go home), it serves the
                // next move generation (in `settle`) once the moved pieces are updated.
                let mut occ = self.occupancy::<F>(s);
                if group == Group::Single {
                    // The common case, without the loop's branch per piece.
                    self.set_pos(s, mu, piece as usize, dest);
                } else {
                    for j in 0..PIECES {
                        if moving & (1 << j) != 0 {
                            self.set_pos(s, mu, j, dest);
                        }
                    }
                }
                let d = dest & !FOOL;
                let sq = self.sq_of.0[mu][d as usize];
                if d != self.track.finish
                    && sq != OFF_BOARD
                    && (bytes_equal(occ.sq[0], sq) | bytes_equal(occ.sq[1], sq) << 8) & occ.opp == 0
                {
                    // No opponent piece (but fools) on the square: nothing to capture.
                    if (F::LUDO && self.track.fill_goal) && d > self.track.turn_in {
                        // M-END: the seat may now fill its goal.
                        self.piece_home::<F>(s, m);
                        return self.settle::<F>(s, out);
                    }
                    occ.sq = s.sq;
                    // When only the existence of a move matters (no list wanted), the
                    // piece that just moved often proves it: if it can go on with the
                    // first kept throw, `settle` has nothing to do (its single move is
                    // legal exactly when `each_move` would list it for its group).
                    if out.is_none()
                        && s.nkept > 0
                        && d == dest
                        && self.single_move_ok::<F>(s, &occ, m, d, s.kept[0])
                    {
                        return;
                    }
                    return self.settle_occ::<F>(s, out, Some(occ));
                }
                if d == self.track.finish {
                    if F::LUDO && self.options().home_again {
                        s.capture_again = true; // L-HOME-AGAIN
                    }
                    let bonus = if F::PARCHEESI {
                        self.options().home_bonus
                    } else {
                        0
                    };
                    if bonus > 0 {
                        self.keep(s, bonus); // PR-BONUS
                    }
                    self.piece_home::<F>(s, m);
                } else {
                    // The capturing piece (for P-REVENGE) is one that moved.
                    let capturer = if moving & (1 << piece) != 0 {
                        piece
                    } else {
                        moving.trailing_zeros() as u8
                    };
                    self.capture_at::<F>(s, m, capturer, d);
                }
                self.settle::<F>(s, out);
            }
        }
    }

    pub(crate) fn capture_at<F: Family>(&self, s: &mut State, m: u8, piece: u8, d: u8) {
        let sq = self.paths[m as usize][d as usize];
        if self.is_safe(sq) && !((F::PARCHEESI && self.enter_capture) && d == self.track.place) {
            return;
        }
        let mut victims = 0u32;
        let mut revenge_hit = false;
        let opp = self.opp_pieces[m as usize];
        for seat in 0..self.seats {
            if (opp >> (4 * seat)) & 15 == 0 {
                continue;
            }
            for j in 0..PIECES {
                let p = s.pos[seat as usize][j];
                // `sq_of` is OFF_BOARD for waiting and home pieces, and is the
                // square of the piece otherwise (as `paths`).
                if p & FOOL != 0 {
                    continue;
                }
                let here = if sq == OFF_BOARD {
                    self.piece_on_board(p) && self.paths[seat as usize][p as usize] == sq
                } else {
                    self.sq_of.0[seat as usize][p as usize] == sq
                };
                if !here {
                    continue;
                }
                self.set_pos(s, seat as usize, j, 0);
                victims += 1;
                let r = s.revenge;
                if r.turn == s.turn_number && r.seat == seat && r.piece == j as u8 && r.square == sq
                {
                    revenge_hit = true;
                }
            }
        }
        if victims == 0 {
            return;
        }
        let o = self.options();
        s.counters.captures += victims;
        s.captures[m as usize] = s.captures[m as usize].saturating_add(1);
        if (if F::PARCHEESI { o.capture_bonus } else { 0 }) > 0 {
            self.keep(s, if F::PARCHEESI { o.capture_bonus } else { 0 }); // PR-BONUS
        }
        if o.capture_again {
            s.capture_again = true;
        }
        if F::PACHISI && o.revenge {
            self.revenge_after_capture(s, m, piece, sq, revenge_hit);
        }
    }

    pub(crate) fn piece_home<F: Family>(&self, s: &mut State, m: u8) {
        let mu = m as usize;
        let t = &self.track;
        let done = if t.fill_goal {
            // M-END: every piece in the goal.
            s.pos[mu].iter().all(|&p| p > t.turn_in && p <= t.finish)
        } else {
            s.pos[mu].iter().all(|&p| p == t.finish)
        };
        if s.finished & (1 << m) != 0 || !done {
            return;
        }
        s.finished |= 1 << m;
        s.ranking[s.nranked as usize] = m;
        s.nranked += 1;
        let o = self.options();
        if o.teams {
            let partner = self.partner(m);
            if s.finished & (1 << partner) != 0 {
                s.winner_team = self.team_of[mu] + 1;
                self.finish_game(s);
                return;
            }
            if (F::PACHISI && o.partner_moves) && s.mover == m {
                s.mover = partner; // K-PARTNER: remaining throws go to the partner
                s.last_moved = 0; // (ES-THREE-SIXES names a piece of the mover)
                return;
            }
        } else {
            let left = self.seats - s.nranked;
            if !o.rank_all || left <= 1 {
                return self.finish_game(s);
            }
        }
        // A finished seat throws no more in this turn (no go-on re-throw, no
        // capture-again phase), unless it plays on with a fool piece (C-FOOL).
        if !(F::PACHISI && o.fool) {
            s.throw_again = false;
            s.capture_again = false;
        }
    }

    /// End the game: rank the seats not yet ranked by distance left.
    pub(crate) fn finish_game(&self, s: &mut State) {
        s.split = 0; // PR-BLOCKADE-DOUBLES: only while a move phase spends doubles
        // No allocation: at most MAX_SEATS keys, sorted in place.
        let mut rest = [(0u32, 0u8); MAX_SEATS];
        let mut n = 0;
        for x in 0..self.seats {
            if s.ranking[..s.nranked as usize].iter().all(|&r| r != x) {
                rest[n] = (self.distance_left(s, x), x);
                n += 1;
            }
        }
        rest[..n].sort_unstable();
        for &(_, x) in &rest[..n] {
            s.ranking[s.nranked as usize] = x;
            s.nranked += 1;
        }
        s.phase = Phase::Over;
        s.nkept = 0;
    }

    pub(crate) fn adjudicate(&self, s: &mut State) {
        s.adjudicated = true;
        if self.options().teams && s.winner_team == 0 {
            let d0 = self.distance_left(s, 0) + self.distance_left(s, 2);
            let d1 = self.distance_left(s, 1) + self.distance_left(s, 3);
            s.winner_team = match d0.cmp(&d1) {
                std::cmp::Ordering::Less => 1,
                std::cmp::Ordering::Greater => 2,
                std::cmp::Ordering::Equal => 0,
            };
        }
        self.finish_game(s);
    }

    /// After a move or at the start of a move phase: end the phase if nothing is
    /// kept, or forfeit what cannot be spent.
    ///
    /// With `out`, the check generates the whole legal list into it (as
    /// [`Game::legal_actions_into`]), for the caller's next decision.
    #[inline(always)]
    pub(crate) fn settle<F: Family>(&self, s: &mut State, out: Option<&mut ActionList>) {
        self.settle_occ::<F>(s, out, None)
    }

    /// [`Game::settle`], given the [`Occupancy`] of `s` if the caller knows it.
    #[inline(always)]
    pub(crate) fn settle_occ<F: Family>(
        &self,
        s: &mut State,
        out: Option<&mut ActionList>,
        occ: Option<Occupancy>,
    ) {
        if s.phase != Phase::Move {
            return;
        }
        if s.nkept == 0 {
            return self.end_move_phase::<F>(s);
        }
        let any = match out {
            Some(out) => {
                out.clear();
                let occ = occ.unwrap_or_else(|| self.occupancy::<F>(s));
                self.list_moves_inline::<F>(s, &occ, out);
                !out.is_empty()
            }
            None => {
                let occ = occ.unwrap_or_else(|| self.occupancy::<F>(s));
                self.each_move::<F>(s, &occ, |_| true)
            }
        };
        if !any {
            s.counters.forfeited += s.nkept as u32;
            s.nkept = 0;
            if self.options().forfeit == Forfeit::Turn {
                s.throw_again = false;
                s.capture_again = false;
            }
            if F::LUDO && self.options().three_tries {
                self.three_tries(s);
            }
            self.end_move_phase::<F>(s);
        }
    }

    pub(crate) fn end_move_phase<F: Family>(&self, s: &mut State) {
        if s.phase == Phase::Over {
            return;
        }
        s.nkept = 0;
        s.split = 0;
        if F::LUDO && self.ludopy {
            self.ludopy_three_tries(s);
        }
        if s.throw_again {
            s.throw_again = false;
            s.phase = Phase::Throw;
        } else if s.capture_again {
            s.capture_again = false;
            self.new_throw_phase(s);
        } else {
            self.next_turn(s);
        }
    }

    pub(crate) fn new_throw_phase(&self, s: &mut State) {
        s.phase = Phase::Throw;
        s.nkept = 0;
        s.streak_class = 0;
        s.streak_count = 0;
        s.streak_start = 0;
        s.phase_throws = 0;
        s.throw_again = false;
    }

    pub(crate) fn seat_active(&self, s: &State, seat: u8) -> bool {
        let o = self.options();
        if !self.seat_finished(s, seat) {
            return true;
        }
        (o.fool && self.has_unfinished_other(s, seat))
            || (o.partner_moves && !self.seat_finished(s, self.partner(seat)))
    }

    pub(crate) fn has_unfinished_other(&self, s: &State, seat: u8) -> bool {
        (0..self.seats).any(|x| x != seat && !self.seat_finished(s, x) && !self.same_team(x, seat))
    }

    /// A seat is stuck when one of its pieces is one step before the finish in its home
    /// column (where nothing can capture it) and no throw can ever give a 1: it can
    /// never finish. The game is adjudicated when every seat (or team) still playing
    /// is stuck, since no one can ever finish (docs/rules.md, "Dead ends").
    pub fn seat_stuck(&self, s: &State, seat: u8) -> bool {
        // A fool piece has the FOOL bit set, so it never equals `stuck_pos`.
        self.stuck_pos != 0 && has_byte(u32::from_le_bytes(s.pos[seat as usize]), self.stuck_pos)
    }

    pub(crate) fn all_stuck(&self, s: &State) -> bool {
        if self.stuck_pos == 0 {
            return false;
        }
        let o = self.options();
        if o.teams {
            (0..2).all(|team| self.seat_stuck(s, team) || self.seat_stuck(s, team + 2))
        } else {
            (0..self.seats).all(|x| self.seat_finished(s, x) || self.seat_stuck(s, x))
        }
    }

    pub(crate) fn next_turn(&self, s: &mut State) {
        // The common case first: the next seat has not finished, so it is active.
        let next = if s.turn + 1 >= self.seats {
            0
        } else {
            s.turn + 1
        };
        if s.finished & (1 << next) == 0 {
            return self.start_turn(s, next);
        }
        for k in 1..=self.seats {
            // (turn + k) mod seats, without a division (turn < seats, k ≤ seats).
            let next = s.turn + k;
            let seat = if next >= self.seats {
                next - self.seats
            } else {
                next
            };
            if self.seat_active(s, seat) {
                return self.start_turn(s, seat);
            }
        }
        self.finish_game(s);
    }

    pub(crate) fn start_turn(&self, s: &mut State, seat: u8) {
        s.turn_number += 1;
        if s.turn_number > self.options().max_turns {
            s.turn_number -= 1;
            return self.adjudicate(s);
        }
        if self.all_stuck(s) {
            s.turn_number -= 1;
            return self.adjudicate(s);
        }
        s.turn = seat;
        s.mover = if self.options().partner_moves && self.seat_finished(s, seat) {
            self.partner(seat)
        } else {
            seat
        };
        s.capture_again = false;
        s.last_moved = 0;
        s.split = 0;
        if s.revenge.turn != 0 && s.revenge.turn < s.turn_number {
            s.revenge = Revenge::default();
        }
        self.new_throw_phase(s);
    }

    // ------------------------------------------------------------------ chance

    /// Apply a chance outcome (see [`crate::throws`] for the encoding), checked.
    pub fn apply_chance(&self, s: &mut State, outcome: u8) -> Result<(), PlayError> {
        match s.phase {
            Phase::Over => return Err(PlayError::GameOver),
            Phase::Move => return Err(PlayError::NotChance),
            _ => {}
        }
        if outcome as usize >= self.throws.num_outcomes() {
            return Err(PlayError::BadOutcome {
                outcome: outcome as u32,
                count: self.throws.num_outcomes(),
            });
        }
        self.apply_chance_unchecked(s, outcome);
        Ok(())
    }

    /// Apply a chance outcome without checking it.
    pub fn apply_chance_unchecked(&self, s: &mut State, outcome: u8) {
        match s.phase {
            Phase::Order => self.order_throw(s, outcome),
            Phase::Throw => by_family!(self, F => self.throw_family::<F>(s, outcome)),
            _ => {}
        }
    }

    /// The turn throws of [`Game::apply_chance_unchecked`] for family `F` (a function
    /// per family, as [`Game::play_family`]).
    #[inline(never)]
    pub(crate) fn throw_family<F: Family>(&self, s: &mut State, outcome: u8) {
        self.turn_throw::<F>(s, outcome, None)
    }

    pub(crate) fn order_throw(&self, s: &mut State, outcome: u8) {
        let seat = s.order_next;
        let v = self.throws.order_value(outcome).min(255) as u8;
        if v > s.order_best {
            s.order_best = v;
            s.order_best_mask = 1 << seat;
        } else if v == s.order_best {
            s.order_best_mask |= 1 << seat;
        }
        let later = s.order_contenders & !((2u8 << seat) - 1);
        if later != 0 {
            s.order_next = later.trailing_zeros() as u8;
        } else if s.order_best_mask.count_ones() == 1 || s.phase_throws + 1 >= MAX_ORDER_ROUNDS {
            // One seat ahead, or the last allowed round tied: the first of the tied
            // seats in seat order starts (T-ORDER, MAX_ORDER_ROUNDS).
            let first = s.order_best_mask.trailing_zeros() as u8;
            s.order_contenders = 0;
            s.phase_throws = 0;
            self.start_turn(s, first);
        } else {
            // A tie: only the tied seats throw again, in a new round.
            s.phase_throws += 1;
            s.order_contenders = s.order_best_mask;
            s.order_next = s.order_contenders.trailing_zeros() as u8;
            s.order_best = 0;
            s.order_best_mask = 0;
        }
    }

    pub(crate) fn keep(&self, s: &mut State, v: u8) {
        if (s.nkept as usize) < MAX_KEPT {
            s.kept[s.nkept as usize] = v;
            s.nkept += 1;
        }
    }

    pub(crate) fn streak_class(&self, v: u8) -> u8 {
        match self.options().streak {
            Streak::Off => 0,
            _ if !self.throws.is_go_on(v) => 0,
            Streak::Class if has(self.enter_set, v) => 1,
            _ => 2 + v,
        }
    }

    #[inline(always)]
    pub(crate) fn turn_throw<F: Family>(
        &self,
        s: &mut State,
        outcome: u8,
        out: Option<&mut ActionList>,
    ) {
        s.counters.throws += 1;
        let o = self.options();
        if F::TWO_DICE && self.throws.is_two_dice() {
            return self.two_dice_throw::<F>(s, outcome, out);
        }
        if self.throws.is_dice() {
            for v in self.throws.dice(outcome) {
                self.keep(s, v);
            }
            s.phase = Phase::Move;
            return self.settle::<F>(s, out);
        }
        let v = self.throws.value(outcome);
        let m = s.mover;
        s.phase_throws += 1;
        let three_sixes =
            (F::PARCHEESI && o.three_doubles) && o.table == crate::options::ThrowTable::Die;
        if three_sixes {
            // PR-THREE-DOUBLES / ES-THREE-SIXES with one die: the third 6 in a row of
            // the turn is not played (T-STREAK does not apply).
            s.streak_count = if v == 6 { s.streak_count + 1 } else { 0 };
            if s.streak_count >= 3 {
                return self.three_in_a_row::<F>(s, out);
            }
        }
        // P-SEVEN-FOURTEEN: void without a piece on the board.
        if has(if F::PACHISI { self.void_set } else { 0 }, v) && !self.has_piece_on_board(s, m) {
            s.counters.cancelled += 1;
            return self.end_throw_phase::<F>(s, out);
        }
        if !three_sixes {
            // T-STREAK
            let cls = self.streak_class(v);
            if cls == 0 {
                s.streak_class = 0;
                s.streak_count = 0;
            } else if cls == s.streak_class {
                s.streak_count += 1;
            } else {
                s.streak_class = cls;
                s.streak_count = 1;
                s.streak_start = s.nkept;
            }
            if s.streak_count >= 3 {
                match o.streak_penalty {
                    StreakPenalty::Cancel => {
                        let keep = s.streak_start.min(s.nkept);
                        s.counters.cancelled += (s.nkept - keep) as u32 + 1;
                        s.nkept = keep;
                    }
                    StreakPenalty::Turn => {
                        s.counters.cancelled += s.nkept as u32 + 1;
                        s.nkept = 0;
                        s.capture_again = false;
                    }
                }
                s.streak_class = 0;
                s.streak_count = 0;
                return self.end_throw_phase::<F>(s, out);
            }
        }
        self.keep(s, self.six_value::<F>(s, v));
        if has(if F::PACHISI { self.bonus_set } else { 0 }, v) && self.all_entered(s, m) {
            self.keep(s, 1); // T-BONUS-STEP
        }
        let go = self.throws.is_go_on(v) && s.phase_throws < MAX_THROWS_PER_PHASE;
        if o.accumulate {
            if !go {
                s.phase = Phase::Move;
                self.settle::<F>(s, out);
            }
        } else {
            // LP-SIX-AGAIN: no throw again for a 6 in ludopy's first round.
            s.throw_again = go && !((F::LUDO && self.ludopy) && self.ludopy_first_round(s));
            s.phase = Phase::Move;
            self.settle::<F>(s, out);
        }
    }

    pub(crate) fn end_throw_phase<F: Family>(&self, s: &mut State, out: Option<&mut ActionList>) {
        s.throw_again = false;
        s.phase = Phase::Move;
        self.settle::<F>(s, out);
    }

    // ------------------------------------------------------------------ info

    /// The seat whose turn it is (the thrower).
    pub fn turn_seat(&self, s: &State) -> u8 {
        s.turn
    }

    /// Describe what a legal action does (for listings and front ends).
    pub fn move_info(&self, s: &State, a: Action) -> Option<MoveInfo> {
        if !self.is_legal(s, a) {
            return None;
        }
        let mut after = *s;
        self.play_unchecked(&mut after, a);
        let m = s.mover as usize;
        let Action::Move { value, piece, .. } = a else {
            return Some(MoveInfo {
                action: a.to_string(),
                id: a.to_id(),
                value: None,
                pieces: vec![],
                from_step: None,
                to_step: None,
                from: None,
                to: None,
                enters: false,
                finishes: false,
                captures: vec![],
                from_place: Place::Track,
                to_place: Place::Track,
                to_go: None,
                strands: false,
            });
        };
        let pieces: Vec<u8> = (0..PIECES as u8)
            .filter(|&j| s.pos[m][j as usize] != after.pos[m][j as usize])
            .collect();
        let first = pieces.first().copied().unwrap_or(piece);
        let strands = self.stuck_pos != 0
            && pieces
                .iter()
                .any(|&j| after.pos[m][j as usize] == self.stuck_pos);
        let from = s.pos[m][first as usize];
        let to = after.pos[m][first as usize];
        let coord = |p: u8| {
            let sq = self.paths[m][(p & !FOOL) as usize];
            (sq != OFF_BOARD).then(|| {
                (
                    self.board.squares[sq as usize].x,
                    self.board.squares[sq as usize].y,
                )
            })
        };
        let step = |p: u8| (p != 0).then(|| self.track.step(p & !FOOL));
        let mut captures = vec![];
        for seat in 0..self.seats as usize {
            if seat == m {
                continue;
            }
            for j in 0..PIECES {
                if s.pos[seat][j] != 0 && after.pos[seat][j] == 0 {
                    captures.push((seat as u8, j as u8));
                }
            }
        }
        Some(MoveInfo {
            action: a.to_string(),
            id: a.to_id(),
            value: Some(value),
            pieces,
            from_step: step(from),
            to_step: step(to),
            from: coord(from),
            to: coord(to),
            enters: from == 0,
            finishes: to == self.track.finish,
            captures,
            from_place: self.place_of(m as u8, from),
            to_place: self.place_of(m as u8, to),
            to_go: (to != 0 && to & FOOL == 0).then(|| self.track.finish as i16 - to as i16),
            strands,
        })
    }

    /// Where a piece of `seat` on internal position `pos` is, as a player says it.
    pub(crate) fn place_of(&self, seat: u8, pos: u8) -> Place {
        let t = &self.track;
        let p = pos & !FOOL;
        if pos == 0 {
            Place::Waiting
        } else if p == t.finish {
            Place::Home
        } else if t.in_home_column(p) {
            Place::HomeColumn
        } else if p == t.place && pos & FOOL == 0 {
            Place::Start
        } else if self.is_safe(self.square_of(seat, p)) {
            Place::Safe
        } else {
            Place::Track
        }
    }

    /// Why the pieces of `seat` in `s` cannot use `value` (for explaining a forfeited
    /// throw): looks at each piece's destination with that value, before the rules of
    /// the destination square.
    pub fn why_no_move(&self, s: &State, seat: u8, value: u8) -> NoMove {
        #[derive(PartialEq)]
        enum Why {
            CannotEnter,
            Past,
            Blocked,
        }
        let t = &self.track;
        let mut whys = vec![];
        for j in 0..PIECES {
            let p = s.pos[seat as usize][j];
            if p == t.finish {
                continue;
            }
            whys.push(match self.target::<AnyRules>(s, seat, p, value) {
                None if p == 0 => Why::CannotEnter,
                None => Why::Past,
                Some(_) => Why::Blocked,
            });
        }
        if !whys.is_empty() && whys.iter().all(|w| *w == Why::CannotEnter) {
            let mut enter_values: Vec<u8> = if self.throws.is_dice() {
                self.throws.faces.to_vec()
            } else {
                self.throws.values.to_vec()
            };
            enter_values.retain(|&v| v != 0 && has(self.enter_set, v) && !has(self.void_set, v));
            enter_values.sort_unstable();
            enter_values.dedup();
            NoMove::MustEnter { enter_values }
        } else if !whys.is_empty() && whys.iter().all(|w| *w == Why::Past) {
            NoMove::PastFinish
        } else if !whys.is_empty() && whys.iter().all(|w| *w == Why::Blocked) {
            NoMove::Blocked
        } else {
            NoMove::NoPieceCan
        }
    }

    /// Why a throw of `value` by the seat whose turn it is in `before` (a throw
    /// phase) is cancelled, when it is.
    pub fn why_cancelled(&self, before: &State, value: u8) -> Cancelled {
        if has(self.void_set, value) && !self.has_piece_on_board(before, before.mover) {
            Cancelled::NeedsPieceOnBoard
        } else {
            Cancelled::Streak
        }
    }
}

pub(crate) fn remove_one(kept: &mut [u8; MAX_KEPT], n: &mut u8, v: u8) {
    if let Some(i) = kept[..*n as usize].iter().position(|&x| x == v) {
        // A short loop: usually one or two values follow (no memmove call).
        for j in i + 1..*n as usize {
            kept[j - 1] = kept[j];
        }
        *n -= 1;
        kept[*n as usize] = 0; // keep unused slots zero so equal positions compare equal
    }
}

impl State {
    /// What the state waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Seat whose turn it is.
    pub fn turn(&self) -> u8 {
        self.turn
    }
    /// Seat whose pieces are moved in the move phase.
    pub fn mover(&self) -> u8 {
        self.mover
    }
    /// The kept throws, in the order thrown.
    pub fn kept(&self) -> &[u8] {
        &self.kept[..self.nkept as usize]
    }
    /// Internal position of a piece (see [`Game::step_of`] for the rules step).
    pub fn raw_pos(&self, seat: u8, piece: u8) -> u8 {
        self.pos[seat as usize][piece as usize]
    }
    /// Number of turns begun.
    pub fn turn_number(&self) -> u32 {
        self.turn_number
    }
    /// Captures made by a seat.
    pub fn captures(&self, seat: u8) -> u8 {
        self.captures[seat as usize]
    }
    /// Statistics counters.
    pub fn counters(&self) -> Counters {
        self.counters
    }
    /// Seats ranked so far, first to last.
    pub fn ranking(&self) -> &[u8] {
        &self.ranking[..self.nranked as usize]
    }
}

/// Where a piece is, in rules terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum PieceAt {
    /// Waiting in the Charkoni / in hand.
    Waiting,
    /// On the track at a rules step (may be negative for a circling Chopat piece).
    Step(i16),
    /// The fool piece (C-FOOL) at a rules step.
    Fool(i16),
    /// Finished.
    Home,
}

impl Game {
    /// Where a piece is.
    pub fn piece_at(&self, s: &State, seat: u8, piece: u8) -> PieceAt {
        let p = s.pos[seat as usize][piece as usize];
        if p & FOOL != 0 {
            PieceAt::Fool(self.track.step(p & !FOOL))
        } else if p == 0 {
            PieceAt::Waiting
        } else if p == self.track.finish {
            PieceAt::Home
        } else {
            PieceAt::Step(self.track.step(p))
        }
    }

    /// Coordinates of a piece's square, if it is on the board.
    pub fn piece_coords(&self, s: &State, seat: u8, piece: u8) -> Option<(u8, u8)> {
        let p = s.pos[seat as usize][piece as usize];
        // On the Mensch track the finish is the innermost goal square, drawn as such.
        if !(self.piece_on_board(p) || self.track.fill_goal && p == self.track.finish) {
            return None;
        }
        let sq = self.square_of(seat, p);
        Some((
            self.board.squares[sq as usize].x,
            self.board.squares[sq as usize].y,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    pub(crate) fn bytes_equal_is_exact() {
        // Words mixing the byte searched for, its neighbours and extremes: the SWAR
        // zero-byte test must have no false positive (borrows across bytes).
        let interesting = [0u8, 1, 0x7F, 0x80, 0x81, 0xFE, 0xFF, 0x20, 0x21, 0x1F];
        let mut seed = 0x1234_5678_9ABC_DEF0u64;
        for _ in 0..20_000 {
            seed = crate::mix64(seed);
            let mut bytes = [0u8; 8];
            for (i, b) in bytes.iter_mut().enumerate() {
                *b = interesting[((seed >> (8 * i)) % interesting.len() as u64) as usize];
            }
            let w = u64::from_le_bytes(bytes);
            for b in interesting.iter().copied().chain([(seed >> 3) as u8]) {
                let want = (0..8).fold(0u16, |m, i| m | ((bytes[i] == b) as u16) << i);
                assert_eq!(bytes_equal(w, b), want, "{w:016x} {b:02x}");
            }
        }
    }
}
