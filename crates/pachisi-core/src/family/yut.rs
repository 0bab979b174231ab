//! Yut Nori (RULES-more §4): a family of its own, since its board branches and no
//! generic move code applies.
//!
//! A piece's internal position is a (route, index) on one of the four routes
//! ([`ROUTES`], Y-ROUTES): 0 waiting, 1 … 20 route O index 1 … 20, 21 … 31 route A
//! index 6 … 16, 32 … 37 route B index 11 … 16, 38 … 40 route C index 9 … 11, and
//! [`FINISH`] (41) off the board at the end. Positions are kept normalised
//! (Y-NORMALISE): a route's index is stored on route O while the piece is on the part
//! that route shares with O, and route C's on route A before the centre. Every side has
//! the same path; a position's square id is its station ([`station`]). With `stack =
//! auto` the own pieces on one station always share one position: they are a stack
//! (Y-STACK) and move together. With `stack = optional` a side may have two or more
//! stacks on one station, told apart by [`State::groups`](crate::State): own pieces on
//! one position with the same label are one stack.
//!
//! The chance node is the sticks' throw ([`crate::throws`], Y-STICKS): kept values 1 …
//! 5, and [`BACK_DO`] for a back-do. Decisions, each an [`Action::Move`]:
//! - `n pK` ([`Group::Single`], value `n`): the kept `n` moves piece K and its stack
//!   (or enters the first waiting piece onto station `n`, Y-ENTER), taking the
//!   shortcut where it starts on a branch (Y-BRANCH);
//! - `n pK straight` ([`Group::Triple`], value [`STRAIGHT`]` + n`): the same without
//!   turning, where the options let the player choose;
//! - `back-do pK` ([`Group::Triple`], value [`BACK_DO`]): one station back along the
//!   piece's route (Y-BACK-DO);
//! - with `stack = optional` (Y-STACK), where a move ends on a station with own pieces
//!   that do not move, each of these comes twice: as above, the piece (or stack)
//!   stands beside them, and with [`Group::Stack`] (`2 pK stack`, `2 pK straight
//!   stack`, `back-do pK stack`: the same values) it joins them.
//!
//! The two special forms use [`Group::Triple`] with values no triple of Chaupar's long
//! dice has, so that their text never stands for another game's action.

use crate::family::Family;
use crate::game::{
    Action, ActionList, Game, Group, MAX_SEATS, NoMove, PIECES, Phase, State, remove_one,
};
use crate::options::{BackDoVoid, CaptureThrow, CentreExit, Shortcut, StackRule, YutFinish};
pub(crate) use crate::throws::BACK_DO;

/// Internal position of a piece that has left the board at the end (Y-FINISH).
pub const FINISH: u8 = 41;
/// Action values from here + n are `n pK straight` (Y-BRANCH).
pub(crate) const STRAIGHT: u8 = 48;

/// Route O, the outer square.
const O: usize = 0;
/// Route A, the first diagonal straight through.
const A: usize = 1;
/// Route B, the second diagonal.
const B: usize = 2;
/// Route C, the first diagonal turning home at the centre.
const C: usize = 3;

/// The routes' letters, for positions and messages.
pub const ROUTE_NAMES: [char; 4] = ['O', 'A', 'B', 'C'];

/// The four routes as station lists (index 0 is station 0 before entering, Y-ROUTES).
pub const ROUTES: [&[u8]; 4] = [
    &[
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 0,
    ],
    &[0, 1, 2, 3, 4, 5, 20, 21, 22, 23, 24, 15, 16, 17, 18, 19, 0],
    &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25, 26, 22, 27, 28, 0],
    &[0, 1, 2, 3, 4, 5, 20, 21, 22, 27, 28, 0],
];

/// Each route's last index (station 0 at the end).
const LAST: [u8; 4] = [20, 16, 16, 11];
/// Each route's lowest stored index (the ones below are stored on another route).
const FIRST: [u8; 4] = [1, 6, 11, 9];
/// Internal position of index 0 of each route: `pos = BASE[r] + index`.
const BASE: [u8; 4] = [0, 15, 21, 29];

/// The centre station.
pub const CENTRE_STATION: u8 = 22;

/// Each station's coordinates on the 31 × 31 grid (Y-COORDS), `(0, 0)` bottom-left.
pub const STATION_XY: [(u8, u8); 29] = [
    (30, 0),
    (30, 6),
    (30, 12),
    (30, 18),
    (30, 24),
    (30, 30),
    (24, 30),
    (18, 30),
    (12, 30),
    (6, 30),
    (0, 30),
    (0, 24),
    (0, 18),
    (0, 12),
    (0, 6),
    (0, 0),
    (6, 0),
    (12, 0),
    (18, 0),
    (24, 0),
    (25, 25),
    (20, 20),
    (15, 15),
    (10, 10),
    (5, 5),
    (5, 25),
    (10, 20),
    (20, 10),
    (25, 5),
];

/// Where a piece at internal position `pos` (0 waiting) may go with the kept `value`
/// of `game`'s Yut Nori (1 … 5 forward, [`BACK_DO`] back): taking the shortcut (or
/// going on where it does not start on a branch), and straight on where the options
/// let it choose (Y-BRANCH); [`FINISH`] when it leaves the board. For bots' threat
/// estimates; `None` where the move is not possible (e.g. a back-do of a waiting
/// piece).
pub fn steps(game: &Game, pos: u8, value: u8) -> [Option<u8>; 2] {
    if !game.yut || pos == FINISH {
        return [None, None];
    }
    if value == BACK_DO {
        return [(pos != 0).then(|| Game::yut_back(pos)), None];
    }
    if pos == 0 {
        return [(1..=5).contains(&value).then_some(value), None];
    }
    let straight = if game.yut_may_go_straight(pos) {
        game.yut_forward(pos, value, true)
    } else {
        None
    };
    [game.yut_forward(pos, value, false), straight]
}

/// The route and index of an internal position on the board (1 … 40).
#[inline]
pub(crate) fn split(pos: u8) -> (usize, u8) {
    match pos {
        0..=20 => (O, pos),
        21..=31 => (A, pos - BASE[A]),
        32..=37 => (B, pos - BASE[B]),
        _ => (C, pos - BASE[C]),
    }
}

/// The internal position of index `i` of route `r`, normalised (Y-NORMALISE).
#[inline]
pub(crate) fn join(r: usize, i: u8) -> u8 {
    let r = match r {
        A | C if i <= 5 => O,
        B if i <= 10 => O,
        C if i <= 8 => A,
        r => r,
    };
    BASE[r] + i
}

/// The station of an internal position on the board (1 … 40).
#[inline]
pub fn station(pos: u8) -> u8 {
    let (r, i) = split(pos);
    ROUTES[r][i as usize]
}

/// A position's word in position files: `O1` … `O20`, `A6` … `A16`, `B11` … `B16`,
/// `C9` … `C11`.
pub fn word(pos: u8) -> String {
    let (r, i) = split(pos);
    format!("{}{i}", ROUTE_NAMES[r])
}

/// The internal position of a word of [`word`]'s form, or why it names none.
pub fn parse_word(w: &str) -> Result<u8, String> {
    let mut chars = w.chars();
    let letter = chars.next().map(|c| c.to_ascii_uppercase());
    let r = ROUTE_NAMES
        .iter()
        .position(|&c| Some(c) == letter)
        .ok_or_else(|| {
            format!("'{w}' is not a place on the yut board (use O1 … O20, A6 … A16, B11 … B16, C9 … C11, \"waiting\" or \"home\")")
        })?;
    let i: u8 = chars.as_str().parse().map_err(|_| {
        format!("'{w}' is not a place on the yut board: a route letter and an index, such as A8")
    })?;
    if i == 0 || i > LAST[r] {
        return Err(format!(
            "'{w}': route {} has indices 1 to {} (index 0 is station 0 before entering: use \"waiting\")",
            ROUTE_NAMES[r], LAST[r]
        ));
    }
    let pos = join(r, i);
    if i < FIRST[r] {
        return Err(format!(
            "'{w}' is written {} (station {} is on the part route {} shares, Y-NORMALISE)",
            word(pos),
            station(pos),
            ROUTE_NAMES[r]
        ));
    }
    Ok(pos)
}

/// Steps a piece at internal position `pos` still has to go to leave the board past
/// station 0: along its route, or along the shortcut when it stands on a corner or
/// the centre where it turns by default (Y-BRANCH); a waiting piece, the outer
/// route's 20 plus 1.
#[inline]
pub fn to_go(pos: u8) -> u8 {
    match pos {
        0 => LAST[O] + 1,
        FINISH => 0,
        _ => {
            let (r, i) = match split(pos) {
                (O, 5) => (A, 5),
                (O, 10) => (B, 10),
                (A, 8) => (C, 8),
                x => x,
            };
            LAST[r] - i + 1
        }
    }
}

/// What a decision does, decoded from its action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum YutMove {
    /// `n` forward (entering when the piece waits), taking the shortcut unless
    /// `straight`.
    Forward { n: u8, straight: bool },
    /// One station back.
    BackDo,
}

/// The move an action makes, if it is one of Yut Nori's ([`Group::Stack`]: the same
/// move, joining the own pieces where it ends, Y-STACK).
#[inline]
pub(crate) fn yut_move(value: u8, group: Group) -> Option<YutMove> {
    match (value, group) {
        (1..=5, Group::Single | Group::Stack) => Some(YutMove::Forward {
            n: value,
            straight: false,
        }),
        (v, Group::Triple | Group::Stack) if v > STRAIGHT && v <= STRAIGHT + 5 => {
            Some(YutMove::Forward {
                n: v - STRAIGHT,
                straight: true,
            })
        }
        (BACK_DO, Group::Triple | Group::Stack) => Some(YutMove::BackDo),
        _ => None,
    }
}

/// Y-STACK, `stack = optional`: the label of seat `t`'s piece `j` ([`State::groups`](crate::State)).
#[inline]
fn label(s: &State, t: usize, j: usize) -> u8 {
    ((s.groups >> (8 * t + 2 * j)) & 3) as u8
}

/// Y-STACK, `stack = optional`: set seat `t`'s labels from `g`, any per-piece ids
/// (own pieces on one place with one id are one stack), in their canonical form: the
/// lowest piece of its stack for a piece on the board, 0 for one off it.
fn set_groups(s: &mut State, t: usize, g: [u8; PIECES]) {
    let pos = s.pos[t];
    let mut w = 0u32;
    for j in 0..PIECES {
        let p = pos[j];
        if p == 0 || p == FINISH {
            continue;
        }
        let head = (0..j).find(|&i| pos[i] == p && g[i] == g[j]).unwrap_or(j);
        w |= (head as u32) << (2 * j);
    }
    s.groups = (s.groups & !(0xff << (8 * t))) | (w << (8 * t));
}

/// The labels of seat `t`'s pieces.
fn labels(s: &State, t: usize) -> [u8; PIECES] {
    std::array::from_fn(|j| label(s, t, j))
}

impl Game {
    /// Y-STACK: whether the player chooses to stack (`stack = optional`).
    #[inline]
    pub(crate) fn yut_stack_optional(&self) -> bool {
        self.options().stack == StackRule::Optional
    }

    /// Y-STACK: the pieces of seat `t` that move with its piece `j` (a waiting piece
    /// enters alone).
    #[inline]
    fn yut_moving(s: &State, t: usize, j: usize) -> u8 {
        let from = s.pos[t][j];
        if from == 0 {
            return 1 << j;
        }
        let l = label(s, t, j);
        (0..PIECES).fold(0, |w, i| {
            w | ((s.pos[t][i] == from && label(s, t, i) == l) as u8) << i
        })
    }

    /// Y-STACK, `stack = optional`: whether seat `t` has pieces on the station of `dest`
    /// other than the ones in `moving` (the arriving piece may join them or stand
    /// beside).
    #[inline]
    fn yut_own_there(s: &State, t: usize, moving: u8, dest: u8) -> bool {
        dest != FINISH
            && (0..PIECES).any(|i| {
                let p = s.pos[t][i];
                moving & (1 << i) == 0 && p != 0 && p != FINISH && station(p) == station(dest)
            })
    }

    /// Y-STACK, `stack = optional`: for a legal move of the mover's `piece`, whether it
    /// joins (`Some(true)`) or stands beside (`Some(false)`) the own pieces where it
    /// ends; `None` where there are none, or with `stack = auto`.
    pub(crate) fn yut_stack_choice(
        &self,
        s: &State,
        value: u8,
        piece: u8,
        group: Group,
    ) -> Option<bool> {
        let m = s.mover as usize;
        if !self.yut_stack_optional() || piece as usize >= PIECES {
            return None;
        }
        let d = self.yut_target(s.pos[m][piece as usize], value, group)?;
        Self::yut_own_there(s, m, Self::yut_moving(s, m, piece as usize), d)
            .then_some(group == Group::Stack)
    }

    /// Y-STACK: the lowest piece of the stack seat `seat`'s piece `piece` is in (the
    /// piece itself when it is off the board, or in a game other than Yut Nori). With
    /// `stack = optional` two stacks of one seat may stand on one station.
    pub fn stack_of(&self, s: &State, seat: u8, piece: u8) -> u8 {
        let (t, j) = (seat as usize, piece as usize);
        if !self.yut || t >= MAX_SEATS || j >= PIECES {
            return piece;
        }
        let p = s.pos[t][j];
        if p == 0 || p == FINISH {
            return piece;
        }
        (0..PIECES)
            .find(|&i| s.pos[t][i] == p && label(s, t, i) == label(s, t, j))
            .unwrap_or(j) as u8
    }

    /// Y-STACK, `stack = optional`: a seat's `groups` in a position file (the lowest
    /// piece, 1 … 4, of each piece's stack), written only when two of its pieces stand
    /// on one station in different stacks.
    pub(crate) fn yut_groups_word(&self, s: &State, seat: usize) -> Option<Vec<u8>> {
        if !self.yut || !self.yut_stack_optional() {
            return None;
        }
        let pos = s.pos[seat];
        let on = |p: u8| p != 0 && p != FINISH;
        let apart = (0..PIECES).any(|j| {
            (0..j).any(|i| {
                on(pos[i])
                    && on(pos[j])
                    && station(pos[i]) == station(pos[j])
                    && (pos[i] != pos[j] || label(s, seat, i) != label(s, seat, j))
            })
        });
        apart.then(|| {
            (0..PIECES as u8)
                .map(|j| self.stack_of(s, seat as u8, j) + 1)
                .collect()
        })
    }

    /// Y-STACK: read a seat's `groups` from a position file (see
    /// [`Game::yut_groups_word`]) into the state's labels, or say what is wrong.
    pub(crate) fn read_yut_groups(
        &self,
        s: &mut State,
        seat: usize,
        groups: Option<&[u8]>,
        problems: &mut Vec<String>,
    ) {
        if !self.yut_stack_optional() {
            if groups.is_some() {
                problems.push(format!(
                    "seat {seat}: 'groups' is for stack = optional (Y-STACK); with stack = auto the pieces on one station are one stack"
                ));
            }
            return;
        }
        let mut g = [0u8; PIECES];
        if let Some(groups) = groups {
            if groups.len() != PIECES {
                problems.push(format!(
                    "seat {seat}: 'groups' has {} entries, expected {PIECES} (one per piece)",
                    groups.len()
                ));
                return;
            }
            for (j, &x) in groups.iter().enumerate() {
                let pos = s.pos[seat];
                let ok = (1..=PIECES as u8).contains(&x) && {
                    let i = x as usize - 1;
                    i <= j && pos[i] == pos[j] && groups[i] as usize == i + 1
                };
                if !ok {
                    problems.push(format!(
                        "seat {seat} piece p{}: 'groups' says {x}, but a piece's group is the lowest piece (1 to {PIECES}) of its stack, on the same place and in its own group (Y-STACK)",
                        j + 1
                    ));
                    return;
                }
                g[j] = x;
            }
        }
        set_groups(s, seat, g);
    }

    /// Y-BRANCH: whether a piece that starts a forward move on `pos` may go straight
    /// on instead of taking the shortcut.
    #[inline]
    fn yut_may_go_straight(&self, pos: u8) -> bool {
        let o = self.options();
        match split(pos) {
            (O, 5) | (O, 10) => o.shortcut == Shortcut::Optional,
            (A, 8) => o.shortcut == Shortcut::Optional || o.centre_exit == CentreExit::Choice,
            _ => false,
        }
    }

    /// Y-MOVE, Y-BRANCH, Y-FINISH: where a piece on the board at `pos` ends after `n`
    /// forward ([`FINISH`] when it leaves), if it may move (`finish = exact` forbids
    /// passing station 0).
    #[inline]
    pub(crate) fn yut_forward(&self, pos: u8, n: u8, straight: bool) -> Option<u8> {
        let (mut r, i) = split(pos);
        if !straight {
            r = match (r, i) {
                (O, 5) => A,
                (O, 10) => B,
                (A, 8) => C,
                _ => r,
            };
        }
        let j = i + n;
        let last = LAST[r];
        match self.options().finish {
            YutFinish::Pass if j > last => Some(FINISH),
            YutFinish::Reach if j >= last => Some(FINISH),
            YutFinish::Exact if i == last => Some(FINISH),
            YutFinish::Exact if j > last => None,
            _ => Some(join(r, j)),
        }
    }

    /// Y-BACK-DO: one station back along the route a piece came by.
    #[inline]
    pub(crate) fn yut_back(pos: u8) -> u8 {
        match split(pos) {
            // From station 1 back onto station 0, at the end of the outer route.
            (O, 1) => LAST[O],
            (r, i) => join(r, i - 1),
        }
    }

    /// Where the decision `value` takes a piece of the mover at `pos`, if it may.
    #[inline(always)]
    pub(crate) fn yut_target(&self, pos: u8, value: u8, group: Group) -> Option<u8> {
        match yut_move(value, group)? {
            _ if pos == FINISH => None,
            YutMove::BackDo => (pos != 0).then(|| Self::yut_back(pos)),
            YutMove::Forward { n, straight: false } if pos == 0 => Some(n),
            YutMove::Forward { .. } if pos == 0 => None,
            YutMove::Forward { n, straight } => {
                if straight && !self.yut_may_go_straight(pos) {
                    return None;
                }
                self.yut_forward(pos, n, straight)
            }
        }
    }

    /// Call `f` on every legal move of a Yut move phase, stopping when `f` returns
    /// true; returns whether it did.
    pub(crate) fn yut_each_move<F: Family>(
        &self,
        s: &State,
        mut f: impl FnMut(Action) -> bool,
    ) -> bool {
        let m = s.mover as usize;
        let pos = s.pos[m];
        let kept = &s.kept[..s.nkept as usize];
        let single = |value: u8, piece: u8| Action::Move {
            value,
            piece,
            group: Group::Single,
        };
        let special = |value: u8, piece: u8| Action::Move {
            value,
            piece,
            group: Group::Triple,
        };
        if self.yut_stack_optional() {
            return self.yut_each_move_optional(s, f);
        }
        for (k, &v) in kept.iter().enumerate() {
            if kept[..k].contains(&v) {
                continue;
            }
            let mut waiting_done = false;
            for j in 0..PIECES {
                let p = pos[j];
                if p == FINISH || pos[..j].contains(&p) {
                    continue;
                }
                if p == 0 {
                    // Y-ENTER: the first waiting piece; a back-do never enters.
                    if !waiting_done && v != BACK_DO && f(single(v, j as u8)) {
                        return true;
                    }
                    waiting_done = true;
                    continue;
                }
                if v == BACK_DO {
                    if f(special(BACK_DO, j as u8)) {
                        return true;
                    }
                    continue;
                }
                if self.yut_forward(p, v, false).is_some() && f(single(v, j as u8)) {
                    return true;
                }
                if self.yut_may_go_straight(p)
                    && self.yut_forward(p, v, true).is_some()
                    && f(special(STRAIGHT + v, j as u8))
                {
                    return true;
                }
            }
        }
        false
    }

    /// [`Game::yut_each_move`] with `stack = optional` (Y-STACK): each stack (named by
    /// its lowest piece) moves on its own, and a move that ends on the station of own
    /// pieces that do not move is listed twice, standing beside them and joining them
    /// ([`Group::Stack`]).
    #[inline(never)]
    fn yut_each_move_optional(&self, s: &State, mut f: impl FnMut(Action) -> bool) -> bool {
        let m = s.mover as usize;
        let pos = s.pos[m];
        let kept = &s.kept[..s.nkept as usize];
        for (k, &v) in kept.iter().enumerate() {
            if kept[..k].contains(&v) {
                continue;
            }
            let mut waiting_done = false;
            for j in 0..PIECES {
                let p = pos[j];
                if p == FINISH
                    || (p != 0 && (0..j).any(|i| pos[i] == p && label(s, m, i) == label(s, m, j)))
                {
                    continue;
                }
                if p == 0 {
                    if waiting_done || v == BACK_DO {
                        continue;
                    }
                    waiting_done = true;
                }
                let moving = Self::yut_moving(s, m, j);
                // Each way the kept `v` may take this stack: (value, group of the
                // form that stands beside).
                let mut ways = [(0u8, Group::Single); 2];
                let mut n = 0;
                if v == BACK_DO {
                    ways[0] = (BACK_DO, Group::Triple);
                    n = 1;
                } else {
                    if p == 0 || self.yut_forward(p, v, false).is_some() {
                        ways[0] = (v, Group::Single);
                        n = 1;
                    }
                    if p != 0
                        && self.yut_may_go_straight(p)
                        && self.yut_forward(p, v, true).is_some()
                    {
                        ways[n] = (STRAIGHT + v, Group::Triple);
                        n += 1;
                    }
                }
                for &(value, group) in &ways[..n] {
                    let a = Action::Move {
                        value,
                        piece: j as u8,
                        group,
                    };
                    if f(a) {
                        return true;
                    }
                    let joins = self
                        .yut_target(p, value, group)
                        .is_some_and(|d| Self::yut_own_there(s, m, moving, d));
                    if joins
                        && f(Action::Move {
                            value,
                            piece: j as u8,
                            group: Group::Stack,
                        })
                    {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Play a Yut move (legal).
    #[inline]
    pub(crate) fn yut_play<F: Family>(
        &self,
        s: &mut State,
        value: u8,
        piece: u8,
        group: Group,
        out: Option<&mut ActionList>,
    ) {
        if self.yut_stack_optional() {
            self.yut_play_with::<F, true>(s, value, piece, group, out)
        } else {
            self.yut_play_with::<F, false>(s, value, piece, group, out)
        }
    }

    /// [`Game::yut_play`], compiled for each stacking rule (`OPTIONAL`: `stack =
    /// optional`, Y-STACK), so that the automatic one costs nothing for the other.
    #[inline]
    fn yut_play_with<F: Family, const OPTIONAL: bool>(
        &self,
        s: &mut State,
        value: u8,
        piece: u8,
        group: Group,
        out: Option<&mut ActionList>,
    ) {
        let m = s.mover;
        let mu = m as usize;
        let spent = match yut_move(value, group) {
            Some(YutMove::Forward { n, .. }) => n,
            _ => BACK_DO,
        };
        remove_one(&mut s.kept, &mut s.nkept, spent);
        let from = s.pos[mu][piece as usize];
        let Some(dest) = self.yut_target(from, value, group) else {
            return self.settle::<F>(s, out);
        };
        // The piece and its stack (with `stack = auto` every own piece on its
        // position, whose labels are all 0).
        let optional = OPTIONAL;
        let moving: u8 = if optional {
            Self::yut_moving(s, mu, piece as usize)
        } else if from == 0 {
            1 << piece
        } else {
            (0..PIECES).fold(0, |w, j| w | ((s.pos[mu][j] == from) as u8) << j)
        };
        // Y-STACK, `stack = optional`: the stacks' ids, the arriving one 4.
        let mut g = if optional { labels(s, mu) } else { [0; PIECES] };
        if from == 0 {
            s.entered |= 1 << m;
        }
        for j in 0..PIECES {
            if moving & (1 << j) != 0 {
                self.set_pos_in::<F>(s, mu, j, dest);
                g[j] = 4;
            }
        }
        if dest == FINISH {
            if optional {
                set_groups(s, mu, g);
            }
            self.piece_home::<F>(s, m);
            return self.settle::<F>(s, out);
        }
        let st = station(dest);
        // Y-STACK: own pieces already on the station join the arriving ones, with
        // their route and index (with `stack = optional`, when the player says so).
        if !optional || group == Group::Stack {
            for j in 0..PIECES {
                let p = s.pos[mu][j];
                if moving & (1 << j) == 0 && p != 0 && p != FINISH && station(p) == st {
                    if p != dest {
                        self.set_pos_in::<F>(s, mu, j, dest);
                    }
                    g[j] = 4;
                }
            }
        }
        // Y-CAPTURE: every piece of another side on the station goes back.
        let mut victims = 0u32;
        for seat in 0..self.seats as usize {
            if self.team_of[seat] == self.team_of[mu] {
                continue;
            }
            for j in 0..PIECES {
                let p = s.pos[seat][j];
                if p != 0 && p != FINISH && station(p) == st {
                    self.set_pos_in::<F>(s, seat, j, 0);
                    victims += 1;
                }
            }
        }
        let o = self.options();
        // Y-HOUSE: a heaven station finishes the stack, a hell station sends it back.
        let heaven = o.heaven_stations.contains(&st);
        let hell = o.hell_stations.contains(&st);
        if heaven || hell {
            for j in 0..PIECES {
                if s.pos[mu][j] == dest {
                    self.set_pos_in::<F>(s, mu, j, if heaven { FINISH } else { 0 });
                }
            }
            if heaven {
                self.piece_home::<F>(s, m);
            }
        }
        if optional {
            set_groups(s, mu, g);
            if victims > 0 {
                for seat in 0..self.seats as usize {
                    if seat != mu {
                        set_groups(s, seat, labels(s, seat));
                    }
                }
            }
        }
        if victims > 0 {
            s.counters.captures += victims;
            s.captures[mu] = s.captures[mu].saturating_add(1);
            let earns = o.capture_again
                && (o.capture_bonus_yut_mo || !matches!(spent, 4 | 5))
                && (o.capture_bonus_back_do || spent != BACK_DO);
            if earns && s.phase == Phase::Move {
                if o.capture_throw == CaptureThrow::Immediate {
                    // Thrown at once; its values join the ones still kept.
                    s.phase = Phase::Throw;
                    s.phase_throws = 0;
                    s.streak_class = BONUS_PHASE;
                    return;
                }
                s.capture_again = true;
            }
        }
        self.settle::<F>(s, out)
    }

    /// A turn's throw of the sticks (Y-STICKS, Y-ACCUMULATE, Y-BACK-DO).
    pub(crate) fn yut_throw<F: Family>(
        &self,
        s: &mut State,
        outcome: u8,
        out: Option<&mut ActionList>,
    ) {
        let o = self.options();
        let v = self.throws.value(outcome);
        let m = s.mover;
        s.phase_throws += 1;
        let bonus = s.streak_class == BONUS_PHASE;
        if v == BACK_DO && o.back_do_void == BackDoVoid::AtThrow && !self.has_piece_on_board(s, m) {
            // Void: not kept, and the throw phase ends.
            s.counters.cancelled += 1;
            s.streak_class = 0;
            s.phase = Phase::Move;
            return self.settle::<F>(s, out);
        }
        self.keep(s, v);
        let go = self.throws.is_go_on(v)
            && (!bonus || o.capture_bonus_chain)
            && (o.max_go_on == 0 || s.phase_throws <= o.max_go_on)
            && s.phase_throws < crate::game::MAX_THROWS_PER_PHASE;
        if !go {
            s.streak_class = 0;
            s.phase = Phase::Move;
            self.settle::<F>(s, out);
        }
    }

    /// Why seat `seat`'s pieces cannot use the kept `value`.
    pub(crate) fn yut_why_no_move(&self, s: &State, seat: u8, value: u8) -> NoMove {
        let pos = s.pos[seat as usize];
        let on_board = pos.iter().any(|&p| p != 0 && p != FINISH);
        if value == BACK_DO && !on_board {
            return NoMove::NoPieceCan;
        }
        if value != BACK_DO
            && on_board
            && !pos.contains(&0)
            && pos
                .iter()
                .all(|&p| p == 0 || p == FINISH || self.yut_forward(p, value, false).is_none())
        {
            return NoMove::PastFinish;
        }
        NoMove::NoPieceCan
    }

    /// Why a Yut action is not legal, in a player's words.
    pub(crate) fn yut_why_illegal(&self, s: &State, a: Action) -> String {
        let Action::Move {
            value,
            piece,
            group,
        } = a
        else {
            return "a usable throw must be used: there is no passing in Yut Nori (Y-FORFEIT)"
                .into();
        };
        if piece as usize >= PIECES {
            return format!("there is no piece p{}", piece + 1);
        }
        let kept: Vec<String> = s.kept[..s.nkept as usize]
            .iter()
            .map(|&v| crate::words::stick_value_name(v))
            .collect();
        let Some(mv) = yut_move(value, group) else {
            return format!(
                "Yut Nori's moves are 'n pK' (n 1 to 5), 'n pK straight' and 'back-do pK', each with 'stack' after it where stack = optional; kept: {}",
                kept.join(", ")
            );
        };
        let spent = match mv {
            YutMove::Forward { n, .. } => n,
            YutMove::BackDo => BACK_DO,
        };
        if !s.kept[..s.nkept as usize].contains(&spent) {
            return format!(
                "{} is not a kept throw (kept: {})",
                crate::words::stick_value_name(spent),
                kept.join(", ")
            );
        }
        if piece as usize >= self.options().horses as usize {
            return format!(
                "p{} is not played: each side has {} pieces",
                piece + 1,
                self.options().horses
            );
        }
        let p = s.pos[s.mover as usize][piece as usize];
        if p == FINISH {
            return "that piece has already left the board (Y-FINISH)".into();
        }
        if group == Group::Stack {
            if !self.yut_stack_optional() {
                return format!(
                    "'{a}': choosing to stack is for stack = optional (Y-STACK); here a piece that ends on its own pieces joins them by itself: leave out 'stack'"
                );
            }
            let m = s.mover as usize;
            if let Some(d) = self.yut_target(p, value, group)
                && !Self::yut_own_there(s, m, Self::yut_moving(s, m, piece as usize), d)
            {
                return if d == FINISH {
                    format!(
                        "'{a}': the move takes the piece off the board; there is nothing to stack with (Y-STACK)"
                    )
                } else {
                    format!(
                        "'{a}': there is no piece of yours on station {} to stack with: leave out 'stack' (Y-STACK)",
                        station(d)
                    )
                };
            }
        }
        match mv {
            YutMove::BackDo if p == 0 => {
                "a back-do moves a piece on the board one station back; it never enters a piece (Y-BACK-DO)".into()
            }
            YutMove::Forward { straight: true, .. } if p == 0 => {
                "a waiting piece enters onto station n; 'straight' is for a piece on a corner or the centre (Y-ENTER, Y-BRANCH)".into()
            }
            YutMove::Forward { straight: true, .. } => {
                "'straight' is a choice only for a piece that starts on corner 5 or 10 with shortcut = optional, or on the centre coming from corner 5 with shortcut = optional or centre_exit = choice (Y-BRANCH)".into()
            }
            YutMove::Forward { .. } => {
                "with finish = exact a piece may not pass station 0; it must stop on it (Y-FINISH)".into()
            }
            YutMove::BackDo => "the move is not legal".into(),
        }
    }
}

/// [`State::streak_class`] in Yut Nori: the throw phase is a capture's extra throw
/// (Y-CAPTURE; T-STREAK is not played in Yut).
pub(crate) const BONUS_PHASE: u8 = 1;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_round_trip_and_normalise() {
        for pos in 1..FINISH {
            assert_eq!(parse_word(&word(pos)), Ok(pos), "{}", word(pos));
            let (r, i) = split(pos);
            assert_eq!(join(r, i), pos);
        }
        assert_eq!(station(join(A, 8)), 22);
        assert_eq!(station(join(B, 13)), 22);
        assert_eq!(join(C, 8), join(A, 8));
        assert_eq!(join(A, 5), 5);
        assert!(parse_word("A3").unwrap_err().contains("O3"));
        assert!(parse_word("X3").is_err());
        assert!(parse_word("O21").is_err());
        assert_eq!(Game::yut_back(1), 20);
        assert_eq!(Game::yut_back(join(A, 6)), 5);
        assert_eq!(Game::yut_back(join(B, 11)), 10);
        assert_eq!(Game::yut_back(join(C, 9)), join(A, 8));
    }
}
