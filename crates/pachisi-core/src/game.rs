//! The game object, the state, actions, and the rules that tie them together.

use crate::board::{self, Board, OFF_BOARD, Track};
use crate::family::pachisi::first_bits;
use crate::family::parcheesi::split_peers;
use crate::family::{AnyRules, Family, FamilyKind, HotKind, Needs, by_family};
use crate::options::{
    EnterMode, Forfeit, OptionError, Options, StartOrder, Streak, StreakPenalty, TrackKind, Variant,
};
use crate::throws::{MAX_OUTCOMES, Throws};
use rand_core::Rng;
use std::fmt;

mod action;
mod chance;
mod info;
mod moves;
mod play;
mod state;

pub use action::*;
pub use info::PieceAt;
pub use state::*;

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

/// Marks the fool piece (C-FOOL) in an internal position (`State::raw_pos`).
pub const FOOL: u8 = 0x80;

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
    #[error(
        "chance outcome {outcome} draws {card}, and no such card is left in the draw pile (S-DRAW)"
    )]
    NoCardLeft { outcome: u32, card: String },
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
    /// How many games the win counts, with `mars` on (B-MARS): 7 when the winner (or
    /// winning team) brought all its pieces home while no opponent had a piece home,
    /// else 1. `None` without the option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<u8>,
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
    /// Sorry!: the pawn moves backward (a 4, or a 10 spent as one back; S-FOUR,
    /// S-TEN). Left out of the JSON when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub backward: bool,
    /// Sorry!: the other player's pawn whose square the moving pawn takes, as (seat,
    /// piece): a switch (S-ELEVEN, which moves that pawn to the mover's square) or the
    /// Sorry! card (S-SORRY, which sends it to its Start). Left out when none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub onto: Option<(u8, u8)>,
    /// Sorry!: what is left of a split 7 for another pawn after this move (S-SEVEN).
    /// Left out when nothing is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rest: Option<u8>,
    /// Sorry! with partners (S-TEAM): the seat whose pawn moves, when it is the
    /// partner's (the action names `p5` … `p8`); `pieces` are then that seat's.
    /// Left out when the mover's own pawn moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    /// Yut Nori with `stack = optional` (Y-STACK): the move ends on the station of
    /// the mover's own pieces and joins them (`true`, the action ends in `stack`) or
    /// stands beside them (`false`); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stack: Option<bool>,
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

/// The next [`Game::uid`].
static NEXT_GAME_UID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// A parameterised game: a variant compiled into tables. Cheap to share by reference.
#[derive(Clone, Debug)]
pub struct Game {
    /// This compiled game's number, unique in the process ([`Game::uid`]).
    pub(crate) uid: u64,
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
    /// Per seat and raw destination (a position with the fool bit is classed as the
    /// position without it), what [`Game::landing_ok`] must look at there: nothing
    /// ([`LAND_PLAIN`]: any piece or stack of the seat may land, whoever stands there;
    /// the finish is plain), the square of a safe or an unsafe square, or no square at
    /// all.
    pub(crate) land_class: PerPosition,
    /// Where a waiting piece enters with each throw value ([`NO_ENTRY`]: it cannot),
    /// as [`Game::target`] for position 0: `[0]` for a seat that has entered before
    /// (or without P-FIRST-FREE), `[1]` for a seat whose first entry is free. One
    /// lookup in the move generator's loop instead of a call per waiting piece.
    pub(crate) enter_to: PerValue,
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
    /// The code that runs the hot path: the family, or a specialisation of it
    /// ([`HotKind::of`]).
    pub(crate) hot: HotKind,
    /// `exact = false` (B-EXACT): a throw past the finish bears the piece off.
    pub(crate) bear_off: bool,
    /// `enter = centre` (B-ENTER): internal position 1 is the centre, step 0, on the
    /// board but on no square (no capture, any pieces); 0 otherwise.
    pub(crate) kitchen: u8,
    /// Q-PAIR-RELEASE (`pair_release` not `off`): only a pair takes pieces out of the
    /// jail (Parqués).
    pub(crate) release_rule: bool,
    /// Q-SOPLAR (`soplar`).
    pub(crate) soplar: bool,
    /// Sorry! (`track = sorry`, RULES-more §3): the game runs as [`FamilyKind::Sorry`].
    pub(crate) sorry: bool,
    /// Yut Nori (`track = yut`, RULES-more §4): the game runs as [`FamilyKind::Yut`].
    pub(crate) yut: bool,
}

/// `[seat][internal position]` → a byte (see [`Game::land_class`]).
#[derive(Clone)]
pub(crate) struct PerPosition(pub(crate) [[u8; 256]; MAX_SEATS]);

/// `[first entry free][throw value]` → a byte (see [`Game::enter_to`]).
#[derive(Clone)]
pub(crate) struct PerValue(pub(crate) [[u8; 256]; 2]);

impl fmt::Debug for PerValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PerValue(..)")
    }
}

/// [`Game::enter_to`]: the value does not bring a waiting piece onto the board.
pub(crate) const NO_ENTRY: u8 = 0xFF;

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
            TrackKind::Sorry => Board::sorry(),
            TrackKind::Yut => Board::yut(),
            _ => Board::new(8),
        };
        let mut track = if o.ladder {
            Track::petits_chevaux(&board)
        } else if o.track == TrackKind::Sorry {
            Track::sorry(&board)
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
        let kitchen = if o.enter == EnterMode::Centre {
            // B-ENTER, centre: every internal position one further, so that internal 1
            // is step 0, the centre, where an entered piece waits on the board.
            for path in track.paths.iter_mut() {
                path.copy_within(0..board::MAX_POS - 1, 1);
                path[0] = OFF_BOARD;
                path[1] = board::CENTRE;
            }
            track.finish += 1;
            track.turn_in += 1;
            track.loop_lo += 1;
            track.offset = 1;
            track.place = 1;
            1
        } else {
            0
        };
        let throws = Throws::new(o);
        let seats = o.seats();
        let clockwise = o.track != TrackKind::Pachisi;
        let arm_of: [u8; MAX_SEATS] = match (seats, clockwise) {
            // S-PLAYERS: Sorry!'s sides are numbered clockwise (S-LOOP).
            (3, true) if o.track == TrackKind::Sorry => [0, 1, 2, 0],
            (4, true) if o.track == TrackKind::Sorry => [0, 1, 2, 3],
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
        let enter_set = if o.pair_release != crate::options::PairRelease::Off {
            // Q-PAIR-RELEASE: no value enters by itself; a pair releases (moves.rs).
            0
        } else if o.enter_any {
            u64::MAX
        } else if o.enter_five {
            // PR-ENTER: a 5 enters (and with `one_enters` a 1).
            1 << 5 | if o.one_enters { 1 << 1 } else { 0 }
        } else if !o.grace_values.is_empty() {
            // B-GRACE: the graces are named, apart from the go-on values.
            o.grace_values.iter().fold(0u64, |m, &v| m | (1 << v)) & !void_set
                | if o.one_enters { 1 << 1 } else { 0 }
        } else {
            throws.go_on & !void_set | if o.one_enters { 1 << 1 } else { 0 }
        };
        let bonus_set = if o.bonus {
            o.bonus_values.iter().fold(0u64, |m, &v| m | (1 << v))
        } else {
            0
        };
        let start_pos = (!o.start_steps.is_empty() || o.horses < PIECES as u8 || o.quick_start)
            .then(|| {
                let mut p = [0u8; PIECES];
                if o.quick_start {
                    // S-SETUP: one pawn begins on the start square.
                    p[0] = track.place;
                }
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
                // The kitchen (B-ENTER, centre) is on no square: no landing rule looks
                // at it and no capture happens there.
                if p as u8 != track.finish && (kitchen == 0 || p & !(FOOL as usize) != 1) {
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
        let stuck_pos = if o.exact && !one_possible && track.in_home_column(track.finish - 1) {
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
            uid: NEXT_GAME_UID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            family: FamilyKind::Any,
            hot: HotKind::Any,
            bear_off: !o.exact,
            kitchen,
            release_rule: o.pair_release != crate::options::PairRelease::Off,
            soplar: o.soplar,
            sorry: o.track == TrackKind::Sorry,
            yut: o.track == TrackKind::Yut,
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
            enter_to: PerValue([[NO_ENTRY; 256]; 2]),
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
        game.hot = HotKind::of(&game);
        game.land_class = game.land_classes();
        game.enter_to = game.enter_table();
        Ok(game)
    }

    /// [`Game::enter_to`]: as [`Game::can_enter`] and the entry square of
    /// [`Game::target_off_track`] (for any family: the sets and options it reads are
    /// off in the families that do not test them, see [`Game::needs`]).
    fn enter_table(&self) -> PerValue {
        let o = self.options();
        let t = &self.track;
        let mut table = PerValue([[NO_ENTRY; 256]; 2]);
        for (free, row) in table.0.iter_mut().enumerate() {
            for (v, x) in row.iter_mut().enumerate() {
                let v = v as u8;
                let can = !has(self.void_set, v)
                    && (has(self.enter_set, v) || (o.first_free && free == 1));
                let d = match o.enter {
                    // Centre (B-ENTER): `place` is the kitchen (see `Game::new`).
                    EnterMode::Place | EnterMode::Centre => Some(t.place),
                    EnterMode::Full => t.offset.checked_add(v),
                };
                if let Some(d) = d.filter(|&d| can && d < t.finish) {
                    debug_assert_ne!(d, NO_ENTRY);
                    *x = d;
                }
            }
        }
        table
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
            // Indexed by the raw destination: a fool's (FOOL bit set) is its square's.
            for (raw, x) in row.iter_mut().enumerate() {
                let d = raw & !(FOOL as usize);
                if d == self.track.finish as usize {
                    // Any pieces may end at home: `landing_ok` needs no other test.
                    *x = LAND_PLAIN;
                    continue;
                }
                let sq = self.sq_of.0[m][d];
                let safe = self.safe_sq[sq as usize];
                let looks = self.blockade || if safe { safe_rule } else { self.track_stacks };
                *x = match sq {
                    // The kitchen (B-ENTER, centre) holds any pieces.
                    OFF_BOARD if self.kitchen != 0 && d == self.kitchen as usize => LAND_PLAIN,
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
                || o.three_tries
                || self.bear_off,
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
            parques: o.pair_release != crate::options::PairRelease::Off
                || o.jail_tries > 1
                || o.eleven_is_pair
                || o.crown
                || o.soplar,
        }
    }

    /// The family whose code runs this game's hot path.
    pub fn family(&self) -> FamilyKind {
        self.family
    }

    /// A number for this compiled game, unique among the games built by the process
    /// ([`Game::new`]); a clone keeps it, being the same game (a `Game` never changes
    /// once built). Caches keyed by a variant (an evaluation's tables, an endgame
    /// table) compare it instead of the whole [`Variant`], which costs more than a
    /// bot's one-ply decision in the long presets. Not stable across runs: never
    /// stored, hashed into a seed or shown.
    pub fn uid(&self) -> u64 {
        self.uid
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
    /// The name of a seat's arm (S, E, N, W; Sorry!'s sides S, W, N, E).
    pub fn arm_name(&self, seat: u8) -> &'static str {
        self.board.arm_names[self.arm_of(seat) as usize & 3]
    }
    /// Arm (0 S, 1 E, 2 N, 3 W; Sorry!'s sides 0 S, 1 W, 2 N, 3 E) of a seat.
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
            mars: false,
            release: 0,
            blow: 0,
            deck: 0,
            groups: 0,
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
        if self.is_chance(s) && self.throws.is_cards() {
            // S-DRAW: the odds of the cards left in the draw pile.
            let left = self.throws.cards_left(s.deck);
            let total: u32 = left.iter().map(|&n| n as u32).sum();
            for (k, &n) in left.iter().enumerate() {
                if n != 0 {
                    l.items[l.len as usize] = (k as u8, n as f64 / total as f64);
                    l.len += 1;
                }
            }
        } else if self.is_chance(s) {
            for (i, &p) in self.throws.probs.iter().enumerate() {
                l.items[i] = (i as u8, p);
            }
            l.len = self.throws.probs.len() as u8;
        }
        l
    }

    /// Draw a chance outcome of state `s` with `rng` (the state matters only to
    /// Sorry!'s deck, whose odds change as cards are drawn: S-DRAW).
    #[inline(always)]
    pub fn sample_chance<R: Rng + ?Sized>(&self, s: &State, rng: &mut R) -> u8 {
        if self.throws.is_cards() {
            return self.sample_card(s, rng);
        }
        if self.throws.is_sticks() {
            return self.throws.sample_sticks(rng);
        }
        self.throws.sample(rng)
    }

    /// [`Game::sample_chance`] for Sorry!'s deck, out of the other games' way.
    #[inline(never)]
    fn sample_card<R: Rng + ?Sized>(&self, s: &State, rng: &mut R) -> u8 {
        self.throws.sample_card(s.deck, rng)
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
            score: self.options().mars.then_some(if s.mars { 7 } else { 1 }),
        })
    }

    /// Steps a seat still has to go (used for adjudication and by bots).
    ///
    /// On a track whose goal is filled (the Mensch track, M-END) the four pieces end on
    /// four different goal squares, so the count is the steps to the finish less the
    /// 0 + 1 + 2 + 3 steps that the filled goal leaves: 0 for a seat that is done.
    pub fn distance_left(&self, s: &State, seat: u8) -> u32 {
        if self.yut {
            // Y-ROUTES: along each piece's route, past station 0.
            return s.pos[seat as usize]
                .iter()
                .map(|&p| crate::family::yut::to_go(p) as u32)
                .sum();
        }
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
