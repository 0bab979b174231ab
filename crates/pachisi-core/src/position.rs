//! The versioned JSON position format (docs/positions.md).
//!
//! A position names its variant (preset and the options that differ from the preset)
//! and every part of the state. [`Game::from_position`] validates it and reports every
//! problem it finds, not just the first.

use crate::game::{
    Counters, FOOL, Game, MAX_KEPT, MAX_ORDER_ROUNDS, MAX_SEATS, MAX_THROWS_PER_PHASE, PIECES,
    Phase, Revenge, State,
};
use crate::options::{OptionError, Options, Preset, Variant};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Format name written in every position file.
pub const POSITION_FORMAT: &str = "pachisi-position";
/// Current position format version.
pub const POSITION_VERSION: u32 = 1;

/// A piece in a position file: `"waiting"`, `"home"`, a rules step, or `{"fool": step}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PieceJson {
    Step(i16),
    Word(String),
    Fool { fool: i16 },
}

/// One seat in a position file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatJson {
    pub pieces: Vec<PieceJson>,
    #[serde(default)]
    pub captures: u8,
    /// Whether the seat has ever entered a piece (P-FIRST-FREE). Defaults to whether a
    /// piece is out of the Charkoni.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entered: Option<bool>,
    /// Yut Nori with `stack = optional` (Y-STACK): for each piece, the lowest piece
    /// (1 … 4) of the stack it is in. Written only when two of the seat's pieces stand
    /// on one station in different stacks; without it the pieces on one place are one
    /// stack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub groups: Option<Vec<u8>>,
}

/// Streak state (T-STREAK).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StreakJson {
    /// Streak class of the last throws (0 none, 1 entering go-on values, 2 + v for v).
    pub class: u8,
    /// Consecutive throws of that class so far (0..=2).
    pub count: u8,
    /// Number of kept throws before the streak began.
    pub start: u8,
}

/// Start-order throws in progress (T-ORDER).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrderJson {
    pub contenders: Vec<u8>,
    pub next: u8,
    pub best: u8,
    pub best_seats: Vec<u8>,
    /// Rounds of order throws already thrown, all tied: 0 in the first round, at most
    /// [`MAX_ORDER_ROUNDS`]` - 1` (written only when it is not 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub round: u8,
}

fn is_zero(x: &u8) -> bool {
    *x == 0
}

/// P-REVENGE window.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RevengeJson {
    pub turn: u32,
    pub seat: u8,
    pub piece: u8,
    /// Coordinates of the capture square.
    pub square: [u8; 2],
}

/// Q-SOPLAR: a capture left in this turn by `seat`, or (with `now`) the blow the seat
/// to move may make.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlowJson {
    /// The seat that left the capture.
    pub seat: u8,
    /// Its pieces (0-based) that could have made it.
    pub pieces: Vec<u8>,
    /// The seat to move decides now whether to blow one of them.
    #[serde(default, skip_serializing_if = "is_false")]
    pub now: bool,
}

/// A whole position file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionJson {
    pub format: String,
    pub version: u32,
    pub variant: String,
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub options: Map<String, Value>,
    pub phase: Phase,
    #[serde(default)]
    pub turn: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mover: Option<u8>,
    #[serde(default)]
    pub turn_number: u32,
    pub seats: Vec<SeatJson>,
    #[serde(default)]
    pub kept: Vec<u8>,
    #[serde(default)]
    pub streak: StreakJson,
    #[serde(default)]
    pub phase_throws: u8,
    #[serde(default)]
    pub throw_again: bool,
    #[serde(default)]
    pub capture_again: bool,
    #[serde(default)]
    pub ranking: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<OrderJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revenge: Option<RevengeJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winning_team: Option<u8>,
    #[serde(default)]
    pub adjudicated: bool,
    /// ES-THREE-SIXES: the mover's piece (0-based) moved last in this turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_moved: Option<u8>,
    /// PR-BLOCKADE-DOUBLES: present while the move phase spends doubles; per piece, the
    /// broken blockade (1 or 2) it left or stands on in this roll, 0 for none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<Vec<u8>>,
    /// B-MARS: the game was won by mars (the win counts 7).
    #[serde(default, skip_serializing_if = "is_false")]
    pub mars: bool,
    /// Q-PAIR-RELEASE: the pair being spent may still release pieces from the jail.
    #[serde(default, skip_serializing_if = "is_false")]
    pub release_open: bool,
    /// Q-RELEASE-DICE: the pieces (0-based) one die of this throw released, which the
    /// other die may not move.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub released: Vec<u8>,
    /// Q-THREE-PAIRS: the third pair in a row waits for the piece it crowns.
    #[serde(default, skip_serializing_if = "is_false")]
    pub crown: bool,
    /// Q-SOPLAR: see [`BlowJson`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blow: Option<BlowJson>,
    /// S-DRAW (Sorry!, `deck_model = finite`): the cards of each kind left in the draw
    /// pile, in the order 1, 2, 3, 4, 5, 7, 8, 10, 11, 12, Sorry!; absent for a full
    /// deck.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck_left: Option<Vec<u8>>,
}

fn is_false(x: &bool) -> bool {
    !x
}

/// Every problem found in a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid position: {}", problems.join("; "))]
pub struct PositionError {
    pub problems: Vec<String>,
}

impl PositionError {
    fn one(p: impl Into<String>) -> Self {
        PositionError {
            problems: vec![p.into()],
        }
    }
}

/// Options that differ from the preset, as a JSON map.
pub fn option_overrides(v: &Variant) -> Map<String, Value> {
    let base = Options::preset(v.preset).to_json();
    let cur = v.options.to_json();
    let mut out = Map::new();
    if let (Value::Object(b), Value::Object(c)) = (base, cur) {
        // `pieces` is Yut Nori's name for `horses` (Y-SIDES): one of the two is named.
        let alias = if v.options.track == crate::options::TrackKind::Yut {
            "horses"
        } else {
            "pieces"
        };
        for (k, val) in c {
            if k != alias && b.get(&k) != Some(&val) {
                out.insert(k, val);
            }
        }
    }
    out
}

/// Build a variant from a preset name and a JSON map of option overrides.
pub fn variant_from_json(name: &str, options: &Map<String, Value>) -> Result<Variant, OptionError> {
    let preset = Preset::parse(name)?;
    let mut v = Variant::preset(preset);
    for (k, val) in options {
        let text = match val {
            Value::String(s) => s.clone(),
            Value::Array(a) => a
                .iter()
                .map(|x| match x {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
                .collect::<Vec<_>>()
                .join(if k == "dice_faces" { "-" } else { "," }),
            other => other.to_string(),
        };
        v.options.set(k, &text)?;
    }
    v.options.validate()?;
    Ok(v)
}

impl Game {
    /// The position of a state, as a serialisable value.
    pub fn to_position(&self, s: &State) -> PositionJson {
        let t = &self.track;
        let seats = (0..self.seats as usize)
            .map(|seat| SeatJson {
                pieces: s.pos[seat]
                    .iter()
                    .map(|&p| {
                        if p & FOOL != 0 {
                            PieceJson::Fool {
                                fool: t.step(p & !FOOL),
                            }
                        } else if p == 0 {
                            PieceJson::Word("waiting".into())
                        } else if p == t.finish {
                            PieceJson::Word("home".into())
                        } else if self.yut {
                            // Y-ROUTES: a route letter and an index, e.g. "A8".
                            PieceJson::Word(crate::family::yut::word(p))
                        } else {
                            PieceJson::Step(t.step(p))
                        }
                    })
                    .collect(),
                captures: s.captures[seat],
                entered: Some(s.entered & (1 << seat) != 0),
                groups: self.yut_groups_word(s, seat),
            })
            .collect();
        let bits = |m: u8| (0..8u8).filter(|b| m & (1 << b) != 0).collect::<Vec<_>>();
        PositionJson {
            format: POSITION_FORMAT.into(),
            version: POSITION_VERSION,
            variant: self.variant.preset.name().into(),
            options: option_overrides(&self.variant),
            phase: s.phase,
            turn: s.turn,
            mover: (s.mover != s.turn).then_some(s.mover),
            turn_number: s.turn_number,
            seats,
            kept: s.kept().to_vec(),
            streak: StreakJson {
                class: s.streak_class,
                count: s.streak_count,
                start: s.streak_start,
            },
            // In the order phase the state's `phase_throws` counts the tied rounds,
            // written as `order.round`.
            phase_throws: if s.phase == Phase::Order {
                0
            } else {
                s.phase_throws
            },
            throw_again: s.throw_again,
            capture_again: s.capture_again,
            ranking: s.ranking().to_vec(),
            order: (s.phase == Phase::Order).then(|| OrderJson {
                contenders: bits(s.order_contenders),
                next: s.order_next,
                best: s.order_best,
                best_seats: bits(s.order_best_mask),
                round: s.phase_throws,
            }),
            revenge: (s.revenge.turn != 0).then(|| {
                let sq = self.board.squares[s.revenge.square as usize];
                RevengeJson {
                    turn: s.revenge.turn,
                    seat: s.revenge.seat,
                    piece: s.revenge.piece,
                    square: [sq.x, sq.y],
                }
            }),
            winning_team: s.winner_team.checked_sub(1),
            adjudicated: s.adjudicated,
            mars: s.mars,
            last_moved: s.last_moved.checked_sub(1),
            split: (s.split & crate::game::SPLIT_ARMED != 0).then(|| {
                (0..PIECES)
                    .map(|j| (s.split >> (2 * j)) as u8 & 3)
                    .collect()
            }),
            release_open: s.release & crate::game::RELEASE_OPEN != 0,
            released: bits(s.release & 0xF),
            crown: s.release & crate::game::CROWN != 0,
            deck_left: (s.deck != 0).then(|| self.throws.cards_left(s.deck).to_vec()),
            blow: (s.blow != 0).then(|| BlowJson {
                seat: (s.blow >> 4) & 3,
                pieces: bits(s.blow & 0xF),
                now: s.blow & crate::game::BLOW_NOW != 0,
            }),
        }
    }

    /// The position of a state as pretty JSON text.
    pub fn position_json(&self, s: &State) -> String {
        serde_json::to_string_pretty(&self.to_position(s)).unwrap_or_default()
    }

    /// Parse and validate a position file's text. Returns the game and the state.
    pub fn parse_position(text: &str) -> Result<(Game, State), PositionError> {
        let pj: PositionJson = serde_json::from_str(text)
            .map_err(|e| PositionError::one(format!("not a position file: {e}")))?;
        if pj.format != POSITION_FORMAT {
            return Err(PositionError::one(format!(
                "format is '{}', expected '{POSITION_FORMAT}'",
                pj.format
            )));
        }
        if pj.version != POSITION_VERSION {
            return Err(PositionError::one(format!(
                "version {} is not supported (this program reads version {POSITION_VERSION})",
                pj.version
            )));
        }
        let variant = variant_from_json(&pj.variant, &pj.options)
            .map_err(|e| PositionError::one(e.to_string()))?;
        let game = Game::new(variant).map_err(|e| PositionError::one(e.to_string()))?;
        let state = game.from_position(&pj)?;
        Ok((game, state))
    }

    /// Build a state from a parsed position of this game's variant, validating it.
    /// Y-STACK, Y-CAPTURE: own pieces on one station are a stack and share their
    /// route and index; pieces of opposing sides never share a station.
    fn check_yut_stations(&self, s: &State, problems: &mut Vec<String>) {
        use crate::family::yut::{FINISH, station, word};
        // With `stack = optional` own pieces on one station may be separate stacks.
        let optional = self.yut_stack_optional();
        for st in 0..29u8 {
            let mut teams = vec![];
            for seat in 0..self.seats as usize {
                let here: Vec<u8> = s.pos[seat]
                    .iter()
                    .copied()
                    .filter(|&p| p != 0 && p != FINISH && station(p) == st)
                    .collect();
                if here.is_empty() {
                    continue;
                }
                teams.push(self.team_of(seat as u8));
                if !optional && here.iter().any(|&p| p != here[0]) {
                    let words: Vec<String> = here.iter().map(|&p| word(p)).collect();
                    problems.push(format!(
                        "seat {seat}: pieces on station {st} are a stack and share one place, not {} (Y-STACK)",
                        words.join(" and ")
                    ));
                }
            }
            if teams.iter().any(|&t| t != teams[0]) {
                problems.push(format!(
                    "station {st}: opposing sides share it (the later one would have captured, Y-CAPTURE)"
                ));
            }
        }
    }

    pub fn from_position(&self, pj: &PositionJson) -> Result<State, PositionError> {
        let mut problems: Vec<String> = Vec::new();
        let o = self.options();
        let t = &self.track;
        let n = self.seats as usize;
        let mut s = self.initial_state();
        s.pos = [[0; PIECES]; MAX_SEATS];
        if pj.seats.len() != n {
            problems.push(format!(
                "the variant has {n} seats but the position lists {}",
                pj.seats.len()
            ));
            return Err(PositionError { problems });
        }
        for (seat, sj) in pj.seats.iter().enumerate() {
            if sj.pieces.len() != PIECES {
                problems.push(format!(
                    "seat {seat} has {} pieces, expected {PIECES}",
                    sj.pieces.len()
                ));
                continue;
            }
            for (i, pc) in sj.pieces.iter().enumerate() {
                let at = format!("seat {seat} piece p{}", i + 1);
                let p = match pc {
                    PieceJson::Word(w) if w == "waiting" => 0,
                    PieceJson::Word(w) if w == "home" => t.finish,
                    PieceJson::Word(w) if self.yut => match crate::family::yut::parse_word(w) {
                        Ok(p) => p,
                        Err(e) => {
                            problems.push(format!("{at}: {e}"));
                            continue;
                        }
                    },
                    PieceJson::Word(w) => {
                        problems.push(format!("{at}: '{w}' is not a place (use a step number, \"waiting\", \"home\" or {{\"fool\": step}})"));
                        continue;
                    }
                    _ if self.yut => {
                        problems.push(format!("{at}: Yut Nori's places are words: a route letter and an index (O1 … O20, A6 … A16, B11 … B16, C9 … C11), \"waiting\" or \"home\""));
                        continue;
                    }
                    PieceJson::Step(st) | PieceJson::Fool { fool: st } => {
                        let fool = matches!(pc, PieceJson::Fool { .. });
                        match t.pos(*st) {
                            // The Mensch goal's last square (the finish) may be
                            // named by its step too (M-END).
                            // Sorry!: the diamond square, step 0, before the start
                            // square (reached only backward, S-POSITIONS).
                            Some(p)
                                if (p < t.finish || (t.fill_goal && p == t.finish && !fool))
                                    && (p >= t.place
                                        || p >= t.loop_lo
                                            && (o.must_capture || fool || self.sorry)) =>
                            {
                                if fool {
                                    p | FOOL
                                } else {
                                    p
                                }
                            }
                            _ => {
                                let lo = t.step(if o.must_capture || fool {
                                    t.loop_lo.min(t.place)
                                } else {
                                    t.place
                                });
                                problems.push(format!(
                                    "{at}: step {st} is not on the board (steps run from {lo} to {}; use \"waiting\" or \"home\")",
                                    t.step(t.finish) - if t.fill_goal { 0 } else { 1 }
                                ));
                                continue;
                            }
                        }
                    }
                };
                s.pos[seat][i] = p;
                if p & FOOL == 0
                    && t.in_home_column(p)
                    && o.must_capture
                    && !o.revenge
                    && sj.captures == 0
                {
                    problems.push(format!("{at}: step {} is in the home column, but the seat has made no capture (P-MUST-CAPTURE / C-TOHD)", t.step(p)));
                }
            }
            s.captures[seat] = sj.captures;
            let out = s.pos[seat].iter().any(|&p| p != 0);
            if sj.entered.unwrap_or(out) {
                s.entered |= 1 << seat;
            } else if out && self.start_pos.is_none() {
                problems.push(format!(
                    "seat {seat}: 'entered' is false but a piece is out of the Charkoni"
                ));
            }
            // CH-HORSES: the horses past `horses` take no part and stay home.
            if s.pos[seat][o.horses.min(PIECES as u8) as usize..]
                .iter()
                .any(|&p| p != t.finish)
            {
                problems.push(format!(
                    "seat {seat}: with horses = {} pieces {} … {PIECES} take no part and must be \"home\"",
                    o.horses,
                    o.horses + 1
                ));
            }
            let fools = s.pos[seat].iter().filter(|&&p| p & FOOL != 0).count();
            let home = s.pos[seat].iter().filter(|&&p| p == t.finish).count();
            if fools > 0 {
                if !o.fool {
                    problems.push(format!(
                        "seat {seat}: a fool piece, but the option 'fool' (C-FOOL) is off"
                    ));
                } else if fools > 1 || home + fools != PIECES {
                    problems.push(format!("seat {seat}: a fool piece needs every other piece of the seat home, and there is at most one"));
                }
            }
            // M-END: on the Mensch track a seat is done with all four pieces in its goal.
            let in_goal = s.pos[seat]
                .iter()
                .filter(|&&p| p & FOOL == 0 && p > t.turn_in && p <= t.finish)
                .count();
            if home == PIECES
                || (fools == 1 && home == PIECES - 1)
                || (t.fill_goal && in_goal == PIECES)
            {
                s.finished |= 1 << seat;
            }
        }
        if !problems.is_empty() {
            return Err(PositionError { problems });
        }
        if self.yut {
            for (seat, sj) in pj.seats.iter().enumerate() {
                self.read_yut_groups(&mut s, seat, sj.groups.as_deref(), &mut problems);
            }
            self.check_yut_stations(&s, &mut problems);
        } else if pj.seats.iter().any(|sj| sj.groups.is_some()) {
            problems.push("'groups' is for Yut Nori with stack = optional (Y-STACK) only".into());
        }
        // Pieces of different teams on one square (Yut Nori's stations: above).
        let squares = if self.yut {
            0
        } else {
            self.board.squares.len() as u8
        };
        for sq in 1..squares {
            let mut per_seat = [0u8; MAX_SEATS];
            let mut fool_here = false;
            for seat in 0..n {
                for i in 0..PIECES {
                    let p = s.pos[seat][i];
                    if p != 0 && p != t.finish && self.square_of(seat as u8, p) == sq {
                        if p & FOOL != 0 {
                            fool_here = true;
                        } else {
                            per_seat[seat] += 1;
                        }
                    }
                }
            }
            let total: u8 = per_seat.iter().sum::<u8>() + fool_here as u8;
            if self.sorry && total > 1 {
                problems.push(format!(
                    "square ({}, {}): {total} pawns share it, and a square holds one (S-BUMP)",
                    self.board.squares[sq as usize].x, self.board.squares[sq as usize].y
                ));
                continue;
            }
            let teams: Vec<u8> = (0..n)
                .filter(|&x| per_seat[x] > 0)
                .map(|x| self.team_of(x as u8))
                .collect();
            let mixed = teams.iter().any(|&a| a != teams[0]);
            let sqi = self.board.squares[sq as usize];
            let here = format!("square ({}, {})", sqi.x, sqi.y);
            if self.is_safe(sq) {
                if o.castle_single && total > 1 {
                    problems.push(format!(
                        "{here}: {total} pieces share a safe square, but castle_single allows one"
                    ));
                }
                if mixed && o.castle_exclusive {
                    problems.push(format!("{here}: opponents share a castle (P-CASTLE)"));
                }
                // Under C-BLOCK a seat may add a second piece to a flower an opponent
                // already holds (only stopping on a block is forbidden), so a block
                // with an opponent on it is reachable and not checked here.
            } else if mixed && !o.ludopy {
                // Under ludopy's rules opponents may share any square: a piece bouncing
                // back onto the loop does not capture (LP-BOUNCE), and only the first
                // enemy on a square is dealt with (LP-FIRST-ENEMY).
                problems.push(format!("{here}: opponents share a square that is not safe (the later one would have captured)"));
            }
        }
        // Turn and phase.
        if pj.turn as usize >= n {
            problems.push(format!("turn {} is not a seat (0..{})", pj.turn, n - 1));
        }
        let mover = pj.mover.unwrap_or(pj.turn);
        if mover as usize >= n {
            problems.push(format!("mover {mover} is not a seat"));
        } else if mover != pj.turn
            && !(o.partner_moves && s.finished & (1 << pj.turn) != 0 && mover == (pj.turn + 2) % 4)
        {
            problems.push(format!(
                "mover {mover} differs from turn {} but K-PARTNER does not apply",
                pj.turn
            ));
        }
        s.turn = pj.turn;
        s.mover = mover;
        s.phase = pj.phase;
        self.derive(&mut s);
        s.turn_number = pj.turn_number;
        if pj.turn_number > o.max_turns {
            problems.push(format!(
                "turn_number {} is past max_turns {}",
                pj.turn_number, o.max_turns
            ));
        }
        if pj.kept.len() > MAX_KEPT {
            problems.push(format!("{} kept throws; at most {MAX_KEPT}", pj.kept.len()));
        } else {
            for &v in &pj.kept {
                let ok = if self.throws.is_dice() {
                    self.throws.faces.contains(&v)
                } else {
                    self.throws.values[..=self.throws.shells as usize].contains(&v)
                        || (v == 1 && o.bonus)
                        || (self.throws.is_two_dice() && (1..=6).contains(&v))
                } || (v != 0 && (v == o.capture_bonus || v == o.home_bonus))
                    || (v == 7 && o.six_counts_seven)
                    // S-SEVEN: the rest of a split 7.
                    || (self.sorry && pj.last_moved.is_some() && (1..=6).contains(&v));
                if !ok {
                    problems.push(format!("kept throw {v} cannot be thrown in this variant"));
                }
            }
            s.kept[..pj.kept.len()].copy_from_slice(&pj.kept);
            s.nkept = pj.kept.len() as u8;
        }
        if pj.streak.count > 2 {
            problems.push(format!(
                "streak count {} is more than 2 (a third throw ends the streak)",
                pj.streak.count
            ));
        }
        s.streak_class = pj.streak.class;
        s.streak_count = pj.streak.count;
        s.streak_start = pj.streak.start.min(s.nkept);
        s.phase_throws = pj.phase_throws;
        if pj.phase_throws > MAX_THROWS_PER_PHASE {
            problems.push(format!(
                "phase_throws {} is more than {MAX_THROWS_PER_PHASE}, the most throws in one throw phase",
                pj.phase_throws
            ));
        }
        s.throw_again = pj.throw_again;
        s.capture_again = pj.capture_again;
        match pj.last_moved {
            None => {}
            Some(j) if (j as usize) < PIECES && o.three_sixes_last && o.three_doubles => {
                s.last_moved = j + 1;
            }
            // S-SEVEN: the pawn that moved the first part of a split 7, whose rest
            // (the kept value) goes to another pawn.
            Some(j)
                if self.sorry
                    && (j as usize) < PIECES
                    && pj.phase == Phase::Move
                    && pj.kept.len() == 1
                    && (1..=6).contains(&pj.kept[0]) =>
            {
                s.last_moved = j + 1;
            }
            Some(j) => problems.push(format!(
                "last_moved {j}: only with three_sixes_last and three_doubles, or in Sorry! for the pawn that moved the first part of a split 7 (one kept value, 1 to 6), and a piece 0 to 3"
            )),
        }
        if let Some(left) = &pj.deck_left {
            let full = self.throws.deck;
            if !self.throws.is_cards() || !self.throws.deck_finite {
                problems.push(
                    "deck_left: only with table = cards and deck_model = finite (S-DRAW)".into(),
                );
            } else if left.len() != full.len()
                || left.iter().zip(full.iter()).any(|(l, f)| l > f)
                || left.iter().all(|&l| l == 0)
            {
                problems.push(format!(
                    "deck_left: give the cards left of each kind (1, 2, 3, 4, 5, 7, 8, 10, 11, 12, Sorry!), each at most the full deck's {full:?}, not all 0 (an empty draw pile is shuffled anew)"
                ));
            } else {
                s.deck = left
                    .iter()
                    .zip(full.iter())
                    .enumerate()
                    .fold(0u64, |d, (k, (l, f))| d | ((f - l) as u64) << (4 * k));
            }
        }
        match &pj.split {
            None => {}
            Some(groups)
                if o.blockade
                    && o.blockade_doubles
                    && pj.phase == Phase::Move
                    && groups.len() == PIECES
                    && groups.iter().all(|&g| g <= 2) =>
            {
                s.split = crate::game::SPLIT_ARMED;
                for (j, &g) in groups.iter().enumerate() {
                    s.split |= (g as u16) << (2 * j);
                }
            }
            Some(groups) => problems.push(format!(
                "split {groups:?}: only in the move phase with blockade and blockade_doubles, one group (0, 1 or 2) per piece"
            )),
        }
        // Parqués' state (Q-PAIR-RELEASE, Q-THREE-PAIRS, Q-SOPLAR).
        let release_rule = o.pair_release != crate::options::PairRelease::Off;
        if (pj.release_open || !pj.released.is_empty()) && !release_rule {
            problems
                .push("release_open and released: only with pair_release (Q-PAIR-RELEASE)".into());
        }
        if pj.release_open && !pj.released.is_empty() {
            problems.push("release_open and released: a pair that released a piece may release no more (Q-RELEASE-DICE)".into());
        }
        if (pj.release_open || !pj.released.is_empty()) && pj.phase != Phase::Move {
            problems
                .push("release_open and released: only while a move phase spends the pair".into());
        }
        if pj.released.iter().any(|&j| j as usize >= PIECES) {
            problems.push(format!("released {:?}: pieces are 0 to 3", pj.released));
        }
        if pj.crown && !(o.crown && pj.phase == Phase::Move && pj.kept.is_empty()) {
            problems.push(
                "crown: only with crown = true, in a move phase with no kept throw (Q-THREE-PAIRS)"
                    .into(),
            );
        }
        if pj.crown && (pj.release_open || !pj.released.is_empty()) {
            problems.push("crown: the third pair is not played, so it releases nothing".into());
        }
        let open = if pj.release_open {
            crate::game::RELEASE_OPEN
        } else {
            0
        };
        let crown = if pj.crown { crate::game::CROWN } else { 0 };
        s.release = open
            | crown
            | pj.released
                .iter()
                .filter(|&&j| (j as usize) < PIECES)
                .fold(0u8, |m, &j| m | 1 << j);
        if let Some(b) = &pj.blow {
            let ok = o.soplar
                && (b.seat as usize) < n
                && !b.pieces.is_empty()
                && b.pieces.iter().all(|&j| (j as usize) < PIECES);
            if !ok {
                problems.push("blow: only with soplar = true, a seat of the game and pieces 0 to 3 (Q-SOPLAR)".into());
            } else if b.now
                && !(pj.phase == Phase::Move
                    && pj.kept.is_empty()
                    && b.seat != pj.turn
                    && !pj.crown)
            {
                problems.push("blow: a blow is decided in a move phase with no kept throw, by another seat than the one that left the capture".into());
            } else if !b.now && b.seat != pj.turn {
                problems.push("blow: a capture left in this turn is the turn's seat's".into());
            } else {
                let now = if b.now { crate::game::BLOW_NOW } else { 0 };
                s.blow = (b.seat << 4) | now | b.pieces.iter().fold(0u8, |m, &j| m | 1 << j);
            }
        }
        if pj.throw_again && o.accumulate {
            problems.push("throw_again is only used when accumulate = false".into());
        }
        // Ranking.
        let mut seen = 0u8;
        for &r in &pj.ranking {
            if r as usize >= n || seen & (1 << r) != 0 {
                problems.push(format!("ranking lists seat {r} twice or it is not a seat"));
            }
            seen |= 1 << r;
        }
        if pj.phase != Phase::Over && seen != s.finished {
            problems.push("the ranking must list exactly the seats with all pieces home, in the order they finished".into());
        }
        if pj.phase == Phase::Over && pj.ranking.len() != n {
            problems.push(format!("a finished game ranks all {n} seats"));
        }
        for (i, &r) in pj.ranking.iter().enumerate().take(MAX_SEATS) {
            s.ranking[i] = r;
        }
        s.nranked = pj.ranking.len().min(MAX_SEATS) as u8;
        match pj.phase {
            Phase::Order => {
                let oj = pj.order.clone().unwrap_or_default();
                let mask = |v: &[u8]| {
                    v.iter()
                        .filter(|&&x| (x as usize) < n)
                        .fold(0u8, |m, &x| m | (1 << x))
                };
                s.order_contenders = if oj.contenders.is_empty() {
                    (1 << n) - 1
                } else {
                    mask(&oj.contenders)
                };
                s.order_next = oj.next;
                s.order_best = oj.best;
                s.order_best_mask = mask(&oj.best_seats);
                if oj.next as usize >= n || s.order_contenders & (1 << oj.next) == 0 {
                    problems.push(format!(
                        "order: seat {} throws next but is not a contender",
                        oj.next
                    ));
                } else {
                    // The contenders before `next` have thrown in this round.
                    let thrown = s.order_contenders & ((1u8 << oj.next) - 1);
                    if s.order_best_mask & !thrown != 0 {
                        problems.push(format!(
                            "order: best_seats {:?} must be contenders that have thrown in this round (before seat {})",
                            oj.best_seats, oj.next
                        ));
                    }
                    if (thrown == 0) != (s.order_best_mask == 0)
                        || (oj.best == 0) != (s.order_best_mask == 0)
                    {
                        problems.push(format!(
                            "order: best {} and best_seats {:?} must be given exactly when a contender has thrown in this round",
                            oj.best, oj.best_seats
                        ));
                    }
                }
                if oj.round >= MAX_ORDER_ROUNDS {
                    problems.push(format!(
                        "order: round {} is past the cap: at most {MAX_ORDER_ROUNDS} rounds of order throws are thrown (rounds 0 to {}; T-ORDER)",
                        oj.round,
                        MAX_ORDER_ROUNDS - 1
                    ));
                }
                if pj.phase_throws != 0 {
                    problems.push(
                        "phase_throws must be 0 in phase order (tied rounds are counted by order.round)".into(),
                    );
                }
                s.phase_throws = oj.round;
                if s.pos.iter().flatten().any(|&p| p != 0) && self.start_pos.is_none() {
                    problems.push("order: no piece can be out before the first turn".into());
                }
            }
            Phase::Throw => {
                if s.finished & (1 << s.mover) != 0 && !(o.fool) {
                    problems.push(format!("seat {} is to throw but has finished", s.mover));
                }
            }
            Phase::Move => {
                let special =
                    s.release & crate::game::CROWN != 0 || s.blow & crate::game::BLOW_NOW != 0;
                if special {
                    if problems.is_empty() && self.legal_actions(&s).is_empty() {
                        problems.push("crown or blow with no piece to choose".into());
                    }
                } else if s.nkept == 0 {
                    problems.push("move phase with no kept throw".into());
                } else if problems.is_empty() && self.legal_actions(&s).is_empty() {
                    problems.push("move phase in which no kept throw can be spent (such throws are forfeited at once)".into());
                }
            }
            Phase::Over => {}
        }
        if let Some(r) = &pj.revenge {
            match self.board.at(r.square[0], r.square[1]) {
                Some(sq) if sq != 0 && (r.seat as usize) < n && (r.piece as usize) < PIECES => {
                    s.revenge = Revenge {
                        turn: r.turn,
                        seat: r.seat,
                        piece: r.piece,
                        square: sq,
                    }
                }
                _ => problems.push("revenge: bad seat, piece or square".into()),
            }
        }
        s.winner_team = pj.winning_team.map(|t| t + 1).unwrap_or(0);
        s.adjudicated = pj.adjudicated;
        if pj.mars && (!o.mars || pj.ranking.is_empty()) {
            problems
                .push("mars: only a won game with the mars option (B-MARS) is won by mars".into());
        }
        s.mars = pj.mars && o.mars;
        s.counters = Counters::default();
        if problems.is_empty() {
            Ok(s)
        } else {
            Err(PositionError { problems })
        }
    }
}
