//! The Ludo family's own rules (RULES §12–§15): the petits chevaux ladder and its
//! targets (CH-*), M-NO-JUMP-GOAL, M-THREE-TRIES' "nothing to move", and ludopy's
//! own move rules (LP-*, RULES §13), transliterated from ludopy 1.5.0.

use crate::board::OFF_BOARD;
use crate::family::Family;
use crate::game::{
    ActionList, FOOL, Game, PIECES, State, bytes_equal, has_byte, has_byte64, remove_one,
};

impl Game {
    /// M-OWN (`no_share`): whether pieces `moving` (mask) of seat `m` would end on
    /// internal position `d` held by another of its own pieces; the centre holds any
    /// number of pieces that are home (CH-OWN), unless the goal is filled (M-END).
    #[inline(always)]
    pub(crate) fn own_square_taken(&self, s: &State, m: u8, moving: u8, d: u8) -> bool {
        (d != self.track.finish || self.track.fill_goal)
            && bytes_equal(u32::from_le_bytes(s.pos[(m & 3) as usize]) as u64, d) as u8
                & 0xF
                & !moving
                != 0
    }

    /// M-THREE-TRIES (`three_tries`), once the throws of the phase were forfeited: a
    /// seat none of whose pieces can move throws again, up to three throws in the
    /// phase.
    pub(crate) fn three_tries(&self, s: &mut State) {
        if !s.throw_again
            && s.phase_throws < 3
            && !self.seat_finished(s, s.mover)
            && self.nothing_to_move(s, s.mover)
        {
            s.throw_again = true;
        }
    }

    /// LP-THREE-TRIES (ludopy), at the end of a move phase: in the first round a seat
    /// with every piece waiting throws again, up to four throws in all.
    pub(crate) fn ludopy_three_tries(&self, s: &mut State) {
        if self.ludopy_first_round(s)
            && s.phase_throws < 4
            && s.pos[s.mover as usize].iter().all(|&p| p == 0)
        {
            s.throw_again = true;
        }
    }

    /// Where a horse of seat `m` on internal position `p` of the petits chevaux track
    /// (on the loop or the ladder) goes with a throw of `v`, before the rules of the
    /// destination square (RULES §15):
    /// - CH-LADDER: from the square before the ladder (step 56) or ladder square `k`
    ///   (step 56 + k) only the throw `k + 1` moves, one square up; from square 6 a
    ///   6 reaches the centre (CH-CENTRE); without `ladder_centre` a horse that
    ///   reaches square 6 is home (the finish).
    /// - CH-EXACT: on the loop a horse stops at the latest on the square before the
    ///   ladder; with `bounce` (CH-BOUNCE) the rest of a bigger throw is walked back,
    ///   without it such a throw does not move that horse.
    /// - CH-OWN: with `own_behind` a forward move ending on an own horse stops on the
    ///   nearest square behind it that no own horse holds (not the horse's own).
    /// - CH-NO-PASS: with `no_pass` no horse may stand on a square that the move
    ///   goes over.
    #[inline(never)]
    pub(crate) fn chevaux_target<F: Family>(&self, s: &State, m: u8, p: u8, v: u8) -> Option<u8> {
        let t = &self.track;
        let o = self.options();
        if p >= t.turn_in {
            let k = p - t.turn_in; // 0 before the ladder, else the ladder square's number
            let top = t.finish - t.turn_in - 1; // the ladder's last square, 6
            if k == top {
                return (v == 6).then_some(t.finish);
            }
            if v != k + 1 {
                return None;
            }
            return Some(if k + 1 == top && !o.ladder_centre {
                t.finish
            } else {
                p + 1
            });
        }
        let mut q = p + v;
        let bounced = q > t.turn_in;
        if bounced {
            if !o.bounce {
                return None;
            }
            q = 2 * t.turn_in - q;
        }
        if o.own_behind && !bounced {
            let own = u32::from_le_bytes(s.pos[(m & 3) as usize]);
            while q > p && has_byte(own, q) {
                q -= 1;
            }
            if q == p {
                return None;
            }
        }
        if o.no_pass {
            let table = &self.sq_of.0[(m & 3) as usize];
            let hi = if bounced { t.turn_in + 1 } else { q };
            let held = |r: u8| {
                let sq = table[r as usize];
                sq != OFF_BOARD && (has_byte64(s.sq[0], sq) || has_byte64(s.sq[1], sq))
            };
            if (p.min(q) + 1..hi).any(|r| r != p && r != q && held(r)) {
                return None;
            }
        }
        Some(q)
    }

    /// M-NO-JUMP-GOAL: whether a piece of seat `m` moving from internal position `p` to
    /// `q` passes one of the seat's own pieces in its home column (goal).
    #[cold]
    pub(crate) fn jumps_in_goal(&self, s: &State, m: u8, p: u8, q: u8) -> bool {
        let lo = p.max(self.track.turn_in);
        s.pos[(m & 3) as usize]
            .iter()
            .any(|&r| r & FOOL == 0 && r > lo && r < q)
    }

    /// M-THREE-TRIES: whether no piece of `seat` is on the loop and its pieces in the
    /// home column (goal) are packed at its far end, so that only a piece coming out
    /// could move: every piece waits, or stands in the goal with every goal square
    /// after it taken by the seat's own pieces.
    pub fn nothing_to_move(&self, s: &State, seat: u8) -> bool {
        let t = &self.track;
        let (mut goal, mut k) = (0u64, 0u8);
        for &p in &s.pos[seat as usize] {
            if p == 0 {
                continue;
            }
            if !t.fill_goal && p == t.finish {
                continue; // home in the centre
            }
            if p & FOOL != 0 || p <= t.turn_in || !t.fill_goal {
                return false;
            }
            goal |= 1 << (p - t.turn_in);
            k += 1;
        }
        // The goal pieces stand on its last k squares, one on each.
        let top = t.finish - t.turn_in;
        k == 0 || goal == ((1u64 << k) - 1) << (top + 1 - k)
    }
}

/// ludopy's jump stars, in its player-relative positions (`STAR_INDEXS`, LP-STAR-JUMP).
const LP_STARS: [i32; 8] = [5, 12, 18, 25, 31, 38, 44, 51];
/// ludopy's globes that no seat starts on (`GLOB_INDEXS`, LP-GLOBE).
const LP_GLOBES: [i32; 4] = [9, 22, 35, 48];
/// ludopy's goal (`GOAL_INDEX`).
const LP_GOAL: i32 = 57;

/// ludopy's `get_enemy_at_pos`: the first enemy (in ludopy's order: the next seat in
/// playing order first) with pieces that ludopy sees on the mover's position `pos`, and
/// the mask of those pieces. `epos[k]` are the ludopy positions of enemy `k`'s pieces.
///
/// ludopy's `enemy_pos_at_pos` maps positions modulo 52 with 52 standing for the loop
/// square just before a seat's start, although a piece on 52 is in its home column; and
/// on an enemy's start square it looks for that enemy's pieces on 1 and on 52 (LP-ALIAS).
pub(crate) fn lp_enemy_at(pos: i32, epos: &[[i32; PIECES]; 3]) -> Option<(usize, u8)> {
    for (k, pieces) in epos.iter().enumerate() {
        let shift = 13 * (k as i32 + 1);
        let start = shift + 1;
        let cand: [i32; 2] = if pos == start {
            [1, 52]
        } else if (1..start).contains(&pos) {
            [pos + 52 - shift, -1]
        } else if pos > 52 || pos <= 0 {
            [-1, -1]
        } else {
            [pos - shift, -1]
        };
        let mut mask = 0u8;
        for c in cand.into_iter().filter(|&c| c >= 0) {
            for (i, &q) in pieces.iter().enumerate() {
                if q == c {
                    mask |= 1 << i;
                }
            }
        }
        if mask != 0 {
            return Some((k, mask));
        }
    }
    None
}

impl Game {
    /// Whether `s` is in ludopy's first round (its `round == 1`): the first turn of
    /// every seat.
    pub(crate) fn ludopy_first_round(&self, s: &State) -> bool {
        s.turn_number <= self.seats as u32
    }

    /// The ludopy position of an internal position: 0 waiting, 1..=51 the loop from the
    /// start square, 52..=56 the home column, 57 the goal (internal − 1 on the board).
    pub fn ludopy_position(&self, p: u8) -> u8 {
        if p == 0 { 0 } else { (p & !FOOL) - 1 }
    }

    /// LP-*: spend the die `value` on `piece` by ludopy 1.5.0's `Player.move_piece`
    /// (ludopy/player.py), transliterated; then go on as after any move.
    #[cold]
    pub(crate) fn ludopy_play<F: Family>(
        &self,
        s: &mut State,
        value: u8,
        piece: u8,
        out: Option<&mut ActionList>,
    ) {
        remove_one(&mut s.kept, &mut s.nkept, value);
        let m = s.mover as usize;
        let j = piece as usize;
        let from = s.pos[m][j];
        if from == 0 {
            s.entered |= 1 << m;
        }
        let lp = |p: u8| self.ludopy_position(p) as i32;
        let enemies = self.lp_enemy[m];
        let mut epos = [[0i32; PIECES]; 3];
        for (k, e) in enemies.iter().enumerate() {
            if let Some(e) = *e {
                for i in 0..PIECES {
                    epos[k][i] = lp(s.pos[e as usize][i]);
                }
            }
        }
        let old = lp(from);
        let dice = value as i32;
        let new = old + dice;
        let at_new = lp_enemy_at(new, &epos);
        // Positions whose enemies are sent home (`move_enemy_home_from_poss`).
        let mut sweep = [0i32; 2];
        let mut nsweep = 0;
        let mut mine = old;
        if old == LP_GOAL {
            // A piece in the goal does not move (never offered).
        } else if (52..LP_GOAL).contains(&old) {
            // LP-BOUNCE: `old - (new - 57)`, which is `57 - dice`.
            mine = if new <= LP_GOAL {
                new
            } else {
                old - (new - LP_GOAL)
            };
        } else if old == 0 {
            // LP-ENTER: a 6 puts the piece on its start; enemies there are swept.
            if dice == 6 {
                mine = 1;
                sweep[0] = 1;
                nsweep = 1;
            }
        } else if new == 51 {
            // LP-STAR-GOAL: the star in front of the home column jumps to the goal.
            mine = LP_GOAL;
            sweep[0] = 51;
            nsweep = 1;
        } else if let Some(i) = LP_STARS.iter().position(|&x| x == new) {
            // LP-STAR-JUMP: on to the next star, sweeping both stars.
            let next = LP_STARS[(i + 1) % LP_STARS.len()];
            mine = next;
            if at_new.is_some() {
                sweep[nsweep] = new;
                nsweep += 1;
            }
            if lp_enemy_at(next, &epos).is_some() {
                sweep[nsweep] = next;
                nsweep += 1;
            }
        } else if LP_GLOBES.contains(&new) {
            // LP-GLOBE: a globe with any enemy on it sends the mover home.
            mine = if at_new.is_some() { 0 } else { new };
        } else if let Some(owner) = [14, 27, 40].iter().position(|&x| x == new) {
            // LP-START-GLOBE: an enemy's start is a globe of that enemy: the owner on it
            // sends the mover home, another enemy on it is swept.
            match at_new {
                Some((k, _)) if k != owner => {
                    sweep[0] = new;
                    nsweep = 1;
                    mine = new;
                }
                Some(_) => mine = 0,
                None => mine = new,
            }
        } else {
            if at_new.is_some() {
                sweep[0] = new;
                nsweep = 1;
            }
            mine = new;
        }
        // LP-CAPTURE: a single enemy piece goes home; two or more (LP-TWO-SEND-HOME)
        // send the mover home. Pieces sent home from the first position are already
        // gone when the second is looked at (ludopy mutates the lists it looks in).
        let mut victims = 0u32;
        for &pos in &sweep[..nsweep] {
            if let Some((k, mask)) = lp_enemy_at(pos, &epos) {
                if mask.count_ones() == 1 {
                    let i = mask.trailing_zeros() as usize;
                    epos[k][i] = 0;
                    if let Some(e) = enemies[k] {
                        self.set_pos(s, e as usize, i, 0);
                    }
                    victims += 1;
                } else {
                    mine = 0;
                }
            }
        }
        if victims > 0 {
            s.counters.captures += victims;
            s.captures[m] = s.captures[m].saturating_add(1);
        }
        let to = if mine == 0 { 0 } else { mine as u8 + 1 };
        self.set_pos(s, m, j, to);
        if to == self.track.finish {
            self.piece_home::<F>(s, m as u8);
        }
        self.settle::<F>(s, out);
    }
}
