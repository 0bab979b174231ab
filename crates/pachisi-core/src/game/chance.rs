//! Chance nodes: the start-order throws and the turn's throws.

use super::*;

impl Game {
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
        if self.throws.is_cards() && self.throws.cards_left(s.deck)[outcome as usize] == 0 {
            return Err(PlayError::NoCardLeft {
                outcome: outcome as u32,
                card: crate::words::card_name(self.throws.value(outcome)),
            });
        }
        self.apply_chance_unchecked(s, outcome);
        Ok(())
    }

    /// Apply a chance outcome without checking it.
    pub fn apply_chance_unchecked(&self, s: &mut State, outcome: u8) {
        match s.phase {
            Phase::Order if self.sorry => self.sorry_order_draw(s, outcome),
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
        if F::SORRY {
            return self.sorry_draw::<F>(s, outcome, out);
        }
        if F::YUT {
            return self.yut_throw::<F>(s, outcome, out);
        }
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
}
