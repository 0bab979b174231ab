//! Leaving a game: abort, resign, leave and claiming the win when the opponents have
//! gone (docs/api.md, "Leaving a game"). These are the app's rules, not the game's:
//! each is a record event (`abort`, `resign`, `leave`, docs/records.md) stored like a
//! throw or a move, and the result follows from the events alone.
//!
//! - **Abort**: before the first decision (start-order throws and throws that gave no
//!   choice do not count) any player may abort; the game ends with no result. A game
//!   whose human seats all belong to one player (you against bots) can be aborted at
//!   any time: nobody else is wronged.
//! - **Resign**: the player's seats are out and ranked after every seat still in; a
//!   bot plays them on (its decisions carry `by`). The game ends at once when at most
//!   one seat is still in, or no player is still in (only bots and seats whose players
//!   left are), or, with teams, when every human seat of the resigning team has
//!   resigned or left: that team loses.
//! - **Leave**: a bot plays the player's seats from here on (`by`); the result is the
//!   board's. Refused to the last player still in (resign or abort instead).
//! - **Claim the win**: when every opposing human seat still in is away (its clock ran
//!   out) or left, a present player may claim: those seats resign.
//! - **Every human away**: the stand-in bots stop and the game waits until a player
//!   comes back (bots.rs asks [`RoomData::bot_job`], which checks
//!   [`RoomData::anyone_present`]).

use crate::room::{Rejection, Room, RoomData, SeatKind, Status, step};
use crate::store::SharedStore;
use pachisi_core::Event;
use pachisi_core::record::{AbortEvent, LeaveEvent, ResignEvent};
use serde_json::{Value, json};

/// What a player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Abort,
    Resign,
    Leave,
    ClaimWin,
}

impl Ending {
    /// The WebSocket message type.
    pub fn parse(kind: &str) -> Option<Ending> {
        match kind {
            "abort" => Some(Ending::Abort),
            "resign" => Some(Ending::Resign),
            "leave" => Some(Ending::Leave),
            "claim_win" => Some(Ending::ClaimWin),
            _ => None,
        }
    }
}

fn not_allowed(message: impl Into<String>) -> Rejection {
    Rejection::new("not_allowed", message)
}

impl RoomData {
    fn is_human(&self, seat: u8) -> bool {
        matches!(self.seats.get(seat as usize), Some(SeatKind::Human { .. }))
    }

    /// The seat's player resigned or left: a bot plays it to the end.
    pub fn is_out(&self, seat: u8) -> bool {
        self.standing.left.contains(&seat) || self.standing.resigned.contains(&seat)
    }

    fn is_away(&self, seat: u8) -> bool {
        self.away.get(seat as usize).copied().unwrap_or(false)
    }

    /// A bot plays this human seat now: its player is away, left or resigned.
    pub fn stand_in(&self, seat: u8) -> bool {
        self.is_human(seat) && (self.is_away(seat) || self.is_out(seat))
    }

    /// A human seat whose player is still in and not away.
    fn present(&self, seat: u8) -> bool {
        self.is_human(seat) && !self.is_out(seat) && !self.is_away(seat)
    }

    /// A human seat whose player is still in and here: not away, or connected (a
    /// player whose clock ran out but whose page is open, on any instance).
    fn here(&self, seat: u8) -> bool {
        self.is_human(seat)
            && !self.is_out(seat)
            && (!self.is_away(seat) || self.is_connected(seat))
    }

    /// Some player is still in and not away.
    pub fn anyone_present(&self) -> bool {
        (0..self.seats.len() as u8).any(|i| self.present(i))
    }

    /// Every human seat belongs to one player (one token): a game against bots.
    pub fn one_player(&self) -> bool {
        let mut hashes = self.seats.iter().filter_map(|s| match s {
            SeatKind::Human { token_hash, .. } => Some(token_hash),
            SeatKind::Bot { .. } => None,
        });
        let first = hashes.next();
        hashes.all(|h| Some(h) == first)
    }

    /// Some seat has decided (a move or a pass) — throws do not count.
    fn decided(&self) -> bool {
        self.record
            .events
            .iter()
            .any(|e| matches!(e, Event::Move(_)))
    }

    fn playing(&self) -> Result<(), Rejection> {
        match self.status() {
            Status::Playing => Ok(()),
            Status::Waiting => Err(Rejection::new(
                "not_started",
                "the game starts when every human seat has joined",
            )),
            Status::Damaged => Err(Rejection::new("damaged", "this game is stopped")),
            Status::Over | Status::Aborted => Err(Rejection::new("game_over", "the game is over")),
        }
    }

    /// Whether the seats of `held` may abort now.
    pub fn may_abort(&self, held: &[u8]) -> Result<(), Rejection> {
        if !matches!(self.status(), Status::Waiting) {
            self.playing()?;
        }
        if held.is_empty() {
            return Err(not_allowed("only players can abort"));
        }
        if self.decided() && !self.one_player() {
            return Err(not_allowed(
                "a game can be aborted only before its first move; resign instead",
            ));
        }
        Ok(())
    }

    /// The seats of `held` that may resign now.
    pub fn may_resign(&self, held: &[u8]) -> Result<Vec<u8>, Rejection> {
        self.playing()?;
        let seats: Vec<u8> = held
            .iter()
            .copied()
            .filter(|&s| {
                self.is_human(s)
                    && !self.standing.resigned.contains(&s)
                    && !self.game.seat_finished(&self.state, s)
            })
            .collect();
        if seats.is_empty() {
            return Err(not_allowed("your seats are out of this game already"));
        }
        Ok(seats)
    }

    /// The seats of `held` that may leave now.
    pub fn may_leave(&self, held: &[u8]) -> Result<Vec<u8>, Rejection> {
        self.playing()?;
        let seats: Vec<u8> = held
            .iter()
            .copied()
            .filter(|&s| self.is_human(s) && !self.is_out(s))
            .collect();
        if seats.is_empty() {
            return Err(not_allowed("your seats are out of this game already"));
        }
        let others = (0..self.seats.len() as u8)
            .any(|i| !seats.contains(&i) && self.is_human(i) && !self.is_out(i));
        if !others {
            return Err(not_allowed(
                "you are the only player left in this game: resign or abort instead",
            ));
        }
        Ok(seats)
    }

    /// The opposing seats a claim would resign: every opposing human seat still in,
    /// when each is away or left and `held` has a present seat.
    pub fn may_claim(&self, held: &[u8]) -> Result<Vec<u8>, Rejection> {
        self.playing()?;
        let Some(&mine) = held.iter().find(|&&s| self.here(s)) else {
            return Err(not_allowed("only a player who is here can claim the win"));
        };
        let teams = self.game.options().teams;
        let opponents: Vec<u8> = (0..self.seats.len() as u8)
            .filter(|&i| {
                !held.contains(&i)
                    && self.is_human(i)
                    && !self.standing.resigned.contains(&i)
                    && (!teams || self.game.team_of(i) != self.game.team_of(mine))
            })
            .collect();
        if opponents.is_empty() {
            return Err(not_allowed("you have no human opponent to claim against"));
        }
        if opponents.iter().any(|&i| self.present(i)) {
            return Err(not_allowed(
                "an opponent is still playing: the win can be claimed once every opposing player's clock has run out or they left",
            ));
        }
        Ok(opponents)
    }

    /// Whether the game ends when `seats` resign (besides those resigned already).
    fn ends_after(&self, seats: &[u8]) -> bool {
        let resigned = |i: u8| self.standing.resigned.contains(&i) || seats.contains(&i);
        let left = |i: u8| self.standing.left.contains(&i);
        let Some(&last) = seats.last() else {
            return false;
        };
        let n = self.seats.len() as u8;
        if self.game.options().teams {
            let team = self.game.team_of(last);
            return (0..n)
                .filter(|&i| self.game.team_of(i) == team && self.is_human(i))
                .all(|i| resigned(i) || left(i));
        }
        let still_in: Vec<u8> = (0..n)
            .filter(|&i| !resigned(i) && !self.game.seat_finished(&self.state, i))
            .collect();
        still_in.len() <= 1 || !still_in.iter().any(|&i| self.is_human(i) && !left(i))
    }

    /// The events an ending adds, or why it is refused.
    fn ending_events(&self, held: &[u8], ending: Ending) -> Result<Vec<Event>, Rejection> {
        let resign = |seats: Vec<u8>| {
            let mut evs = vec![];
            for k in 0..seats.len() {
                let ends = self.ends_after(&seats[..=k]);
                evs.push(Event::Resign(ResignEvent {
                    seat: seats[k],
                    ends,
                }));
                if ends {
                    break;
                }
            }
            evs
        };
        Ok(match ending {
            Ending::Abort => {
                self.may_abort(held)?;
                vec![Event::Abort(AbortEvent { seat: held[0] })]
            }
            Ending::Resign => resign(self.may_resign(held)?),
            Ending::Leave => self
                .may_leave(held)?
                .into_iter()
                .map(|seat| Event::Leave(LeaveEvent { seat }))
                .collect(),
            Ending::ClaimWin => resign(self.may_claim(held)?),
        })
    }

    /// What the page needs for the buttons and the game-over panel: who resigned or
    /// left, whether this client may abort, resign, leave or claim the win, and per
    /// seat the decisions it made and how many of them a stand-in bot made.
    pub fn endings_json(&self, held: &[u8]) -> Value {
        let n = self.seats.len();
        let (mut decisions, mut by_bot) = (vec![0u32; n], vec![0u32; n]);
        for e in &self.record.events {
            if let Event::Move(m) = e
                && (m.seat as usize) < n
            {
                decisions[m.seat as usize] += 1;
                by_bot[m.seat as usize] += m.by.is_some() as u32;
            }
        }
        let players = !held.is_empty();
        json!({
            "resigned": self.standing.resigned,
            "left": self.standing.left,
            "aborted": self.standing.aborted,
            "can_abort": players && self.may_abort(held).is_ok(),
            "can_resign": players && self.may_resign(held).is_ok(),
            "can_leave": players && self.may_leave(held).is_ok(),
            "can_claim": players && self.may_claim(held).is_ok(),
            // Resigning now ends the game (else a bot plays the seats on).
            "resign_ends": self
                .may_resign(held)
                .is_ok_and(|seats| (1..=seats.len()).any(|k| self.ends_after(&seats[..k]))),
            "paused": self.status() == Status::Playing
                && !self.anyone_present()
                && (0..n as u8).any(|i| self.is_human(i) && !self.is_out(i)),
            "decisions": decisions,
            "by_bot": by_bot,
        })
    }
}

impl Room {
    /// Abort, resign, leave or claim the win for the seats of `held`: the events are
    /// stored one by one, each before it is applied, and everyone hears of them.
    pub fn end(&self, store: &SharedStore, held: &[u8], ending: Ending) -> Result<(), Rejection> {
        {
            let mut d = self.lock();
            let events = d.ending_events(held, ending)?;
            for ev in events {
                let game = d.game.clone();
                let n = d.version();
                let applied = step(&game, Some(&d.seed), &d.state, d.throws, n, &ev)
                    .map_err(|e| Rejection::new("not_allowed", e))?;
                let mut standing = d.standing.clone();
                standing
                    .note(&game, &applied.state, &ev)
                    .map_err(|e| Rejection::new("not_allowed", e))?;
                let result = standing
                    .outcome(&game, &applied.state)
                    .map(|o| serde_json::to_string(&o).unwrap_or_default());
                store
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .append_event(&self.id, n, &ev, result.as_deref())
                    .map_err(|e| Rejection::new("internal", e))?;
                d.commit(ev, applied);
            }
            crate::ratings::settle_if_over(store, &self.id, &mut d);
        }
        self.notify();
        Ok(())
    }
}
