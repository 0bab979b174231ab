//! The state: a small `Copy` value, its byte-parallel helpers and its accessors.

use super::*;

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
    /// [`State::stacks`] with the bytes of the mover's team read as [`OFF_BOARD`]:
    /// the squares on which a seat of another team has a stack (once per state, not
    /// per landing tested). Kept in the Pachisi family only (0 in the others, which
    /// measured more instructions with it: their landings rarely look at stacks).
    pub(crate) opp_stacks: u64,
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
    /// B-MARS (`mars`): the winner brought all its pieces home while no opponent had
    /// a piece home (the win counts 7); always false without the option.
    pub(crate) mars: bool,
    /// Q-PAIR-RELEASE (`pair_release`): [`RELEASE_OPEN`] while the throw being spent
    /// is a pair that has released nothing yet, [`CROWN`] while the third pair in a row
    /// waits for the piece it crowns (Q-THREE-PAIRS), and in the low four bits the
    /// pieces one die of this throw released (the other die may not move them,
    /// Q-RELEASE-DICE); always 0 without the options.
    pub(crate) release: u8,
    /// Q-SOPLAR (`soplar`): the pieces (low four bits) of the seat in bits 4–5 that
    /// could have made a capture it left in this turn; with [`BLOW_NOW`] the next
    /// seat decides whether to blow one of them. Always 0 without the option.
    pub(crate) blow: u8,
    /// S-DRAW (Sorry!'s deck, `deck_model = finite`): how many cards of each kind
    /// have been drawn since the last shuffle, 4 bits a kind (kind `k` in bits
    /// `4k..4k + 4`, the kinds of [`crate::throws::CARD_VALUES`]). Always 0 in other
    /// games.
    pub(crate) deck: u64,
    /// Y-STACK with `stack = optional` (Yut Nori): which stack each piece is in, two
    /// bits a piece (seat `t`, piece `j` in bits `8t + 2j`), the lowest piece of its
    /// stack for a piece on the board and 0 otherwise; the own pieces on one place
    /// with the same value are one stack (`crate::family::yut`). Always 0 in other
    /// games and with `stack = auto`, where the own pieces on one place are a stack.
    pub(crate) groups: u32,
}

/// [`State::release`]: the pair being spent may still release pieces.
pub(crate) const RELEASE_OPEN: u8 = 0x80;
/// [`State::release`]: the third pair in a row waits for the piece it crowns.
pub(crate) const CROWN: u8 = 0x40;
/// [`State::blow`]: the seat to move decides whether to blow.
pub(crate) const BLOW_NOW: u8 = 0x80;

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
            mars,
            release,
            blow,
            deck,
            groups,
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
        // Only a Barjis win by mars (B-MARS) sets it.
        if *mars {
            mars.hash(h);
        }
        // Only Parqués (Q-PAIR-RELEASE, Q-THREE-PAIRS, Q-SOPLAR) sets them.
        if *release != 0 {
            release.hash(h);
        }
        if *blow != 0 {
            blow.hash(h);
        }
        // Only Sorry!'s deck (S-DRAW) sets it.
        if *deck != 0 {
            deck.hash(h);
        }
        // Only Yut Nori's optional stacking (Y-STACK) sets it.
        if *groups != 0 {
            groups.hash(h);
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
    /// Sorry!'s draw pile (S-DRAW): the cards of each kind drawn since the last
    /// shuffle, 4 bits a kind ([`crate::throws::Throws::cards_left`]); 0 in other games.
    pub fn deck_drawn(&self) -> u64 {
        self.deck
    }
}
