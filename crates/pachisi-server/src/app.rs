//! The server's shared state: the store, the games in memory, and game creation.

use crate::fairness;
use crate::room::{Rejection, Room, RoomData, SeatKind};
use crate::store::{GameRow, SeatRow, Store};
use pachisi_core::{Game, Preset, Variant};
use serde::Deserialize;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// Address to listen on (`127.0.0.1:0` picks a free port).
    pub addr: String,
    /// The SQLite file (created on first start).
    pub db: PathBuf,
    /// A bot's thinking delay before each throw or move.
    pub bot_delay: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            addr: "127.0.0.1:8080".into(),
            db: PathBuf::from("pachisi.db"),
            bot_delay: Duration::from_millis(600),
        }
    }
}

/// Everything the handlers share.
pub struct App {
    pub config: Config,
    pub store: Mutex<Store>,
    pub rooms: Mutex<HashMap<String, Arc<Room>>>,
    /// Serialises rematch creation, so that one game gets one rematch.
    rematch_lock: Mutex<()>,
}

/// A variant as the lobby sends it.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantSpec {
    /// pachisi, pachisi-seven, chopat, chaupar (default pachisi).
    #[serde(default)]
    pub preset: Option<String>,
    #[serde(default)]
    pub players: Option<u8>,
    #[serde(default)]
    pub teams: Option<bool>,
    /// `key=value` settings, as `--set`.
    #[serde(default)]
    pub options: Vec<String>,
}

impl VariantSpec {
    /// The game of this spec.
    pub fn game(&self) -> Result<Game, Rejection> {
        let bad = |e: String| Rejection::new("bad_request", e);
        let preset = Preset::parse(self.preset.as_deref().unwrap_or("pachisi"))
            .map_err(|e| bad(e.to_string()))?;
        let mut v = Variant::preset(preset);
        if let Some(p) = self.players {
            v.options
                .set("players", &p.to_string())
                .map_err(|e| bad(e.to_string()))?;
        }
        if let Some(t) = self.teams {
            v.options
                .set("teams", &t.to_string())
                .map_err(|e| bad(e.to_string()))?;
        }
        // P-PLAYERS: teams need four seats, and two players on the Pachisi track play
        // two opposite colours each, as a team. The lobby's teams switch is for four
        // players; explicit `options` below may still override.
        if v.options.seats() != 4 {
            v.options.teams = false;
            v.options.partner_moves = false;
        } else if v.options.players == 2 {
            v.options.teams = true;
        }
        if !v.options.teams {
            v.options.partner_moves = false; // K-PARTNER needs partners
        }
        for s in &self.options {
            v.options.set_pair(s).map_err(|e| bad(e.to_string()))?;
        }
        v.options.validate().map_err(|e| bad(e.to_string()))?;
        Game::new(v).map_err(|e| bad(e.to_string()))
    }
}

/// The lobby's create request.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRequest {
    #[serde(flatten)]
    pub variant: VariantSpec,
    /// One per seat, in playing order: `human` or `bot:<level or spec>`.
    pub seats: Vec<String>,
}

/// A created game: its id and the token of each human seat (index = seat).
pub struct Created {
    pub id: String,
    pub tokens: Vec<Option<String>>,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

impl App {
    /// Open the store and rebuild every stored game.
    pub fn open(config: Config) -> Result<Arc<App>, String> {
        let store = Store::open(&config.db)?;
        let stored = store.load_all()?;
        let mut rooms = HashMap::new();
        for g in stored {
            let data = RoomData::from_rows(&g.game, &g.seats, &g.events)
                .map_err(|e| format!("game {}: {e}", g.game.id))?;
            rooms.insert(
                g.game.id.clone(),
                Arc::new(Room::new(g.game.id.clone(), data)),
            );
        }
        Ok(Arc::new(App {
            config,
            store: Mutex::new(store),
            rooms: Mutex::new(rooms),
            rematch_lock: Mutex::new(()),
        }))
    }

    /// A game in memory.
    pub fn room(&self, id: &str) -> Option<Arc<Room>> {
        self.rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .cloned()
    }

    /// Every game in memory.
    pub fn all_rooms(&self) -> Vec<Arc<Room>> {
        self.rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .cloned()
            .collect()
    }

    fn insert(
        &self,
        game: Game,
        seats: Vec<SeatKind>,
        rematch_of: Option<String>,
    ) -> Result<Arc<Room>, Rejection> {
        let id = fairness::hex(&fairness::os_random::<8>());
        let seed = fairness::new_seed();
        let commitment = fairness::commitment(&seed);
        let options = pachisi_core::position::option_overrides(game.variant());
        let row = GameRow {
            id: id.clone(),
            variant: game.variant().preset.name().into(),
            options: serde_json::to_string(&options).unwrap_or_else(|_| "{}".into()),
            seed: fairness::hex(&seed),
            commitment,
            created: now(),
            rematch_of,
            rematch: None,
        };
        let seat_rows: Vec<SeatRow> = seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s {
                SeatKind::Human { token_hash, joined } => SeatRow {
                    seat: i as u8,
                    kind: "human".into(),
                    bot: None,
                    token_hash: Some(token_hash.clone()),
                    joined: *joined,
                },
                SeatKind::Bot { spec } => SeatRow {
                    seat: i as u8,
                    kind: "bot".into(),
                    bot: Some(spec.clone()),
                    token_hash: None,
                    joined: true,
                },
            })
            .collect();
        let data = RoomData::from_rows(&row, &seat_rows, &[])
            .map_err(|e| Rejection::new("internal", e))?;
        self.store
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .create_game(&row, &seat_rows)
            .map_err(|e| Rejection::new("internal", e))?;
        let room = Arc::new(Room::new(id.clone(), data));
        self.rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, room.clone());
        Ok(room)
    }

    /// Create a game from a lobby request.
    pub fn create(&self, req: &CreateRequest) -> Result<(Arc<Room>, Created), Rejection> {
        let game = req.variant.game()?;
        let n = game.seats() as usize;
        let players = game.options().players as usize;
        // Two-player Pachisi has four seats: a player's entry covers seats i and i + 2.
        let per_player = req.seats.len() == players && players < n;
        if req.seats.len() != n && !per_player {
            return Err(Rejection::new(
                "bad_request",
                format!(
                    "this variant has {n} seats ({players} players), but {} were given",
                    req.seats.len()
                ),
            ));
        }
        let mut entries = vec![];
        for s in &req.seats {
            let s = s.trim().to_ascii_lowercase();
            if s == "human" {
                let token = fairness::hex(&fairness::os_random::<16>());
                entries.push((
                    SeatKind::Human {
                        token_hash: fairness::sha256_hex(token.as_bytes()),
                        joined: false,
                    },
                    Some(token),
                ));
            } else if let Some(spec) = s.strip_prefix("bot:").or((s == "bot").then_some("medium")) {
                pachisi_bots::make_bot(spec, 0).map_err(|e| Rejection::new("bad_request", e))?;
                entries.push((SeatKind::Bot { spec: spec.into() }, None));
            } else {
                return Err(Rejection::new(
                    "bad_request",
                    format!("seat '{s}': expected 'human' or 'bot:<level>'"),
                ));
            }
        }
        let (seats, tokens): (Vec<SeatKind>, Vec<Option<String>>) =
            (0..n).map(|i| entries[i % entries.len()].clone()).unzip();
        let room = self.insert(game, seats, None)?;
        let id = room.id.clone();
        Ok((room, Created { id, tokens }))
    }

    /// The rematch of a finished game: same variant and seats (same tokens), a new id
    /// and seed. Asking again returns the same rematch.
    pub fn rematch(&self, old: &Room, token: Option<&str>) -> Result<Arc<Room>, Rejection> {
        let _one_at_a_time = self.rematch_lock.lock().unwrap_or_else(|e| e.into_inner());
        let (game, seats) = {
            let d = old.lock();
            let has_humans = d.seats.iter().any(|s| matches!(s, SeatKind::Human { .. }));
            if has_humans && token.is_none_or(|t| d.seats_of_token(t).is_empty()) {
                return Err(Rejection::new(
                    "unauthorized",
                    "a rematch needs the token of a seat of this game",
                ));
            }
            if let Some(r) = d.rematch.as_ref().and_then(|r| self.room(r)) {
                return Ok(r);
            }
            if d.status() != crate::room::Status::Over {
                return Err(Rejection::new("not_over", "the game is not over yet"));
            }
            let seats = d
                .seats
                .iter()
                .map(|s| match s {
                    SeatKind::Human { token_hash, .. } => SeatKind::Human {
                        token_hash: token_hash.clone(),
                        joined: false,
                    },
                    b => b.clone(),
                })
                .collect();
            ((*d.game).clone(), seats)
        };
        let room = self.insert(game, seats, Some(old.id.clone()))?;
        old.lock().rematch = Some(room.id.clone());
        old.notify();
        Ok(room)
    }
}

#[cfg(test)]
mod tests {
    use super::VariantSpec;

    fn spec(preset: &str, players: u8, teams: bool) -> VariantSpec {
        VariantSpec {
            preset: Some(preset.into()),
            players: Some(players),
            teams: Some(teams),
            options: vec![],
        }
    }

    // P-PLAYERS / K-PARTNER: the lobby's teams switch only matters for four players.
    #[test]
    fn lobby_player_counts_give_valid_games_for_every_preset() {
        for preset in ["pachisi", "pachisi-seven", "chopat", "chaupar"] {
            for players in 2..=4 {
                for teams in [false, true] {
                    let g = spec(preset, players, teams).game();
                    assert!(g.is_ok(), "{preset} {players} {teams}: {:?}", g.err());
                }
            }
        }
        let two = spec("chaupar", 2, false).game().unwrap();
        assert_eq!(two.seats(), 4);
        assert!(two.options().teams && two.options().partner_moves);
        let three = spec("chaupar", 3, true).game().unwrap();
        assert_eq!(three.seats(), 3);
        assert!(!three.options().teams && !three.options().partner_moves);
        let four = spec("chaupar", 4, false).game().unwrap();
        assert!(!four.options().teams && !four.options().partner_moves);
    }
}
