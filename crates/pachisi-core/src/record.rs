//! Game records (docs/records.md): the variant, every throw and every action, and the
//! result. Replaying a record never uses a random generator.

use crate::game::{Action, Game, Outcome, Phase, PlayError, State};
use crate::options::Variant;
use crate::position::{PositionJson, option_overrides, variant_from_json};
use rand_core::Rng;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Format name written in every record.
pub const RECORD_FORMAT: &str = "pachisi-record";
/// Current record format version.
pub const RECORD_VERSION: u32 = 1;

/// One thrown cowrie set or dice throw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThrowEvent {
    /// The seat that threw.
    pub seat: u8,
    /// Cowries: shells mouth up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub up: Option<u8>,
    /// Cowries: the value of the throw (checked against the table).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u8>,
    /// Long dice: the three faces.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<[u8; 3]>,
}

/// One decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionEvent {
    /// The seat that decided.
    pub seat: u8,
    /// The action's text form (`25 p1`, `pass`, …).
    pub action: String,
    /// Who decided for a human seat when its player did not: the level of the stand-in
    /// bot (`"hard"`, …) that played while the player was away or after they left.
    /// Absent when the seat's own player (or the seat's own bot) decided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
}

/// A seat gives up (a rule of the app, not of the game: docs/records.md). It is ranked
/// after every seat still in; with `ends`, the game ends here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResignEvent {
    pub seat: u8,
    /// The game ends with this resignation: the seats still in are ranked by the
    /// engine's rule (finished seats first, then by distance left), the resigned ones
    /// after them. With teams, the resigning seat's whole team loses.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ends: bool,
}

/// The game is called off: it ends here with no result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbortEvent {
    /// The seat whose player aborted.
    pub seat: u8,
}

/// A player leaves the game: a bot plays their seat from here on (its decisions carry
/// `by`); the result is the board's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaveEvent {
    pub seat: u8,
}

/// An event of a record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Event {
    Throw(ThrowEvent),
    Move(ActionEvent),
    Resign(ResignEvent),
    Abort(AbortEvent),
    Leave(LeaveEvent),
}

/// What resignations and an abort did to a game so far: the record's events other than
/// throws and decisions, which leave the board as it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    /// The seats that resigned, in order.
    pub resigned: Vec<u8>,
    /// A resignation ended the game (`ends`).
    pub ended: bool,
    /// The seats whose players left (a bot plays them).
    pub left: Vec<u8>,
    /// The game was aborted (it has no result).
    pub aborted: bool,
}

impl Standing {
    /// Whether no more events may follow: the board's game is over, a resignation
    /// ended it, or it was aborted.
    pub fn is_over(&self, game: &Game, s: &State) -> bool {
        self.ended || self.aborted || game.is_terminal(s)
    }

    /// Take one event into account (after [`Game::apply_event`] accepted it in `s`).
    pub fn note(&mut self, game: &Game, s: &State, ev: &Event) -> Result<(), String> {
        if self.ended || self.aborted {
            return Err(if self.aborted {
                "an event after the game was aborted".into()
            } else {
                "an event after a resignation ended the game".into()
            });
        }
        match ev {
            Event::Resign(r) => {
                if self.resigned.contains(&r.seat) {
                    return Err(format!("seat {} resigned already", r.seat));
                }
                self.resigned.push(r.seat);
                self.ended = r.ends;
            }
            Event::Abort(_) => self.aborted = true,
            Event::Leave(l) => {
                if self.left.contains(&l.seat) || self.resigned.contains(&l.seat) {
                    return Err(format!("seat {} is out of the game already", l.seat));
                }
                self.left.push(l.seat);
            }
            _ => {}
        }
        let _ = (game, s);
        Ok(())
    }

    /// The result: none while the game goes on or when it was aborted. A game the board
    /// ended has the engine's result with the resigned seats moved to the end (the last
    /// to resign first). A game a resignation ended ranks the seats still in as the
    /// engine ends a game (the seats already finished first, then by distance left),
    /// then the seats out: with teams the resigning team, which loses.
    pub fn outcome(&self, game: &Game, s: &State) -> Option<Outcome> {
        if self.aborted {
            return None;
        }
        let out_last = |ranking: &mut Vec<u8>| {
            for &r in &self.resigned {
                ranking.retain(|&x| x != r);
            }
            ranking.extend(self.resigned.iter().rev());
        };
        if !self.ended {
            let mut o = game.outcome(s)?;
            out_last(&mut o.ranking);
            return Some(o);
        }
        let last = *self.resigned.last()?;
        let teams = game.options().teams;
        let out =
            |x: u8| self.resigned.contains(&x) || (teams && game.team_of(x) == game.team_of(last));
        let mut ranking: Vec<u8> = s.ranking().iter().copied().filter(|&x| !out(x)).collect();
        let mut rest: Vec<(u32, u8)> = (0..game.seats())
            .filter(|&x| !out(x) && !ranking.contains(&x))
            .map(|x| (game.distance_left(s, x), x))
            .collect();
        rest.sort_unstable();
        ranking.extend(rest.iter().map(|&(_, x)| x));
        // The resigning team's seats that did not resign themselves (a partner played
        // by a bot), then the resigned seats.
        let mut partners: Vec<(u32, u8)> = (0..game.seats())
            .filter(|&x| out(x) && !self.resigned.contains(&x))
            .map(|x| (game.distance_left(s, x), x))
            .collect();
        partners.sort_unstable();
        ranking.extend(partners.iter().map(|&(_, x)| x));
        ranking.extend(self.resigned.iter().rev());
        Some(Outcome {
            winning_team: teams.then(|| 1 - game.team_of(last)),
            ranking,
            adjudicated: false,
            // B-MARS: a win by resignation counts one game.
            score: game.options().mars.then_some(1),
        })
    }
}

/// A game record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub variant: String,
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub options: Map<String, Value>,
    /// Informational: the seed the throws were drawn with, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The position the game started from (docs/positions.md), when it did not start
    /// from the beginning; its variant and options must be the record's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Box<PositionJson>>,
    pub events: Vec<Event>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Outcome>,
}

/// A replay that stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("not a record: {0}")]
    Format(String),
    #[error("event {index}: {reason}")]
    Event { index: usize, reason: String },
    #[error("the record's result {recorded} differs from the replayed result {replayed}")]
    Result { recorded: String, replayed: String },
}

impl Record {
    /// An empty record for a variant.
    pub fn new(variant: &Variant, seed: Option<u64>) -> Record {
        Record {
            format: RECORD_FORMAT.into(),
            version: RECORD_VERSION,
            variant: variant.preset.name().into(),
            options: option_overrides(variant),
            seed,
            start: None,
            events: Vec::new(),
            result: None,
        }
    }

    /// An empty record of a game that starts from state `s` of `game` (at the start
    /// itself, no position is written).
    pub fn starting_at(game: &Game, s: &State, seed: Option<u64>) -> Record {
        let mut r = Record::new(game.variant(), seed);
        if *s != game.initial_state() {
            r.start = Some(Box::new(game.to_position(s)));
        }
        r
    }

    /// The state the record's events start from: its start position (checked
    /// against the record's variant and options), or the game's initial state.
    pub fn start_state(&self, game: &Game) -> Result<State, ReplayError> {
        let Some(pj) = &self.start else {
            return Ok(game.initial_state());
        };
        if pj.variant != self.variant || pj.options != self.options {
            return Err(ReplayError::Format(format!(
                "the start position is a game of {} {}, the record of {} {}",
                pj.variant,
                Value::Object(pj.options.clone()),
                self.variant,
                Value::Object(self.options.clone())
            )));
        }
        game.from_position(pj)
            .map_err(|e| ReplayError::Format(format!("start position: {e}")))
    }

    /// Parse a record's text (format and version are checked).
    pub fn parse(text: &str) -> Result<Record, ReplayError> {
        let r: Record =
            serde_json::from_str(text).map_err(|e| ReplayError::Format(e.to_string()))?;
        if r.format != RECORD_FORMAT {
            return Err(ReplayError::Format(format!(
                "format is '{}', expected '{RECORD_FORMAT}'",
                r.format
            )));
        }
        if r.version != RECORD_VERSION {
            return Err(ReplayError::Format(format!(
                "version {} is not supported (this program reads {RECORD_VERSION})",
                r.version
            )));
        }
        Ok(r)
    }

    /// Pretty JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The game of this record.
    pub fn game(&self) -> Result<Game, ReplayError> {
        let v = variant_from_json(&self.variant, &self.options)
            .map_err(|e| ReplayError::Format(e.to_string()))?;
        Game::new(v).map_err(|e| ReplayError::Format(e.to_string()))
    }

    /// The resignations and abort of the record (without replaying it).
    pub fn standing(&self) -> Standing {
        let mut st = Standing::default();
        for ev in &self.events {
            match ev {
                Event::Resign(r) => {
                    st.resigned.push(r.seat);
                    st.ended |= r.ends;
                }
                Event::Abort(_) => st.aborted = true,
                Event::Leave(l) => st.left.push(l.seat),
                _ => {}
            }
        }
        st
    }

    /// The replayed result (resignations and an abort counted), or why the record
    /// does not replay.
    pub fn replayed_outcome(&self) -> Result<Option<Outcome>, ReplayError> {
        let (game, s) = self.replay()?;
        Ok(self.standing().outcome(&game, &s))
    }

    /// Re-apply every event from the start. Returns the game and the final state, or
    /// the index of the first event that cannot be applied and why.
    pub fn replay(&self) -> Result<(Game, State), ReplayError> {
        let game = self.game()?;
        let mut s = self.start_state(&game)?;
        let mut standing = Standing::default();
        for (index, ev) in self.events.iter().enumerate() {
            game.apply_event(&mut s, ev)
                .and_then(|()| standing.note(&game, &s, ev))
                .map_err(|reason| ReplayError::Event { index, reason })?;
        }
        if let Some(recorded) = &self.result {
            let replayed = standing.outcome(&game, &s);
            if replayed.as_ref() != Some(recorded) {
                return Err(ReplayError::Result {
                    recorded: serde_json::to_string(recorded).unwrap_or_default(),
                    replayed: replayed
                        .map(|o| serde_json::to_string(&o).unwrap_or_default())
                        .unwrap_or_else(|| "(game not over)".into()),
                });
            }
        }
        Ok((game, s))
    }
}

impl Game {
    /// The record event for a chance outcome in state `s` (before applying it).
    pub fn throw_event(&self, s: &State, outcome: u8) -> Event {
        let seat = self.current_seat(s).unwrap_or(0);
        if self.throws.is_dice() {
            Event::Throw(ThrowEvent {
                seat,
                up: None,
                value: None,
                dice: Some(self.throws.dice(outcome)),
            })
        } else {
            Event::Throw(ThrowEvent {
                seat,
                up: Some(outcome),
                value: Some(self.throws.value(outcome)),
                dice: None,
            })
        }
    }

    /// Apply one record event, checked; the reason on failure.
    pub fn apply_event(&self, s: &mut State, ev: &Event) -> Result<(), String> {
        let expected = self.current_seat(s);
        match ev {
            Event::Throw(t) => {
                if !self.is_chance(s) {
                    return Err(match s.phase {
                        Phase::Over => "a throw after the game ended".into(),
                        _ => format!("a throw, but seat {} must decide first", s.mover()),
                    });
                }
                if Some(t.seat) != expected {
                    return Err(format!(
                        "seat {} threw, but it is seat {}'s throw",
                        t.seat,
                        expected.unwrap_or(0)
                    ));
                }
                let outcome = if self.throws.is_dice() {
                    let d = t.dice.ok_or("a dice throw needs 'dice': [a, b, c]")?;
                    self.throws.dice_outcome(d).ok_or_else(|| {
                        format!("dice {d:?} are not faces {:?}", self.throws.faces)
                    })?
                } else if self.throws.is_two_dice() {
                    // Two dice (PR-DICE): 'up' is the outcome, 6 * (a - 1) + (b - 1).
                    let up =
                        t.up.ok_or("a two-dice throw needs 'up' (the outcome 0..36)")?;
                    if up >= 36 {
                        return Err(format!("two-dice outcome {up} is not in 0..36"));
                    }
                    if let Some(v) = t.value
                        && v != self.throws.value(up)
                    {
                        return Err(format!(
                            "outcome {up} totals {}, not {v}",
                            self.throws.value(up)
                        ));
                    }
                    up
                } else {
                    let up = t.up.ok_or("a cowrie throw needs 'up' (shells mouth up)")?;
                    if up > self.throws.shells {
                        return Err(format!(
                            "{up} shells up, but there are {}",
                            self.throws.shells
                        ));
                    }
                    if let Some(v) = t.value
                        && v != self.throws.value(up)
                    {
                        return Err(format!(
                            "{up} up is worth {}, not {v}",
                            self.throws.value(up)
                        ));
                    }
                    up
                };
                self.apply_chance(s, outcome).map_err(|e| e.to_string())
            }
            Event::Move(a) => {
                if s.phase != Phase::Move {
                    return Err(match s.phase {
                        Phase::Over => "an action after the game ended".into(),
                        _ => "an action, but a throw is due".into(),
                    });
                }
                if Some(a.seat) != expected {
                    return Err(format!(
                        "seat {} acted, but seat {} is to move",
                        a.seat,
                        expected.unwrap_or(0)
                    ));
                }
                let act = Action::parse(&a.action)?;
                self.play(s, act).map_err(|e: PlayError| e.to_string())
            }
            // Resignations and aborts leave the board as it is (Standing keeps them).
            Event::Resign(ResignEvent { seat, .. })
            | Event::Abort(AbortEvent { seat })
            | Event::Leave(LeaveEvent { seat }) => {
                if *seat >= self.seats() {
                    return Err(format!("seat {seat} does not exist"));
                }
                if s.phase == Phase::Over {
                    return Err("a resignation or abort after the game ended".into());
                }
                Ok(())
            }
        }
    }

    /// The record event for an action in state `s`.
    pub fn action_event(&self, s: &State, a: Action) -> Event {
        Event::Move(ActionEvent {
            seat: s.mover(),
            action: a.to_string(),
            by: None,
        })
    }

    /// Play a whole game, throwing with `rng` and deciding with `choose`, and return
    /// the record and the final state.
    pub fn play_recorded<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        seed: Option<u64>,
        mut choose: impl FnMut(&Game, &State, &[Action], &mut R) -> Action,
    ) -> (Record, State) {
        let mut rec = Record::new(&self.variant, seed);
        let mut s = self.initial_state();
        while !self.is_terminal(&s) {
            if self.is_chance(&s) {
                let o = self.sample_chance(&s, rng);
                rec.events.push(self.throw_event(&s, o));
                self.apply_chance_unchecked(&mut s, o);
            } else {
                let legal = self.legal_actions(&s);
                let a = choose(self, &s, &legal, rng);
                rec.events.push(self.action_event(&s, a));
                self.play_unchecked(&mut s, a);
            }
        }
        rec.result = self.outcome(&s);
        (rec, s)
    }
}
