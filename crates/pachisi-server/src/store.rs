//! The SQLite store: games, seats and events.
//!
//! Every accepted event is inserted (in a transaction that also records a finished
//! game's result) before any client hears of it, so a killed server loses nothing that
//! anyone saw. On start the server rebuilds each game by replaying its events.

use pachisi_core::Event;
use rusqlite::{Connection, OptionalExtension, params};
use std::path::Path;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id          TEXT PRIMARY KEY,
    variant     TEXT NOT NULL,
    options     TEXT NOT NULL,
    seed        TEXT NOT NULL,
    commitment  TEXT NOT NULL,
    created     INTEGER NOT NULL,
    finished    INTEGER NOT NULL DEFAULT 0,
    result      TEXT,
    rematch_of  TEXT,
    rematch     TEXT
);
CREATE TABLE IF NOT EXISTS seats (
    game        TEXT NOT NULL REFERENCES games(id),
    seat        INTEGER NOT NULL,
    kind        TEXT NOT NULL,
    bot         TEXT,
    token_hash  TEXT,
    joined      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game, seat)
);
CREATE TABLE IF NOT EXISTS events (
    game        TEXT NOT NULL REFERENCES games(id),
    n           INTEGER NOT NULL,
    event       TEXT NOT NULL,
    PRIMARY KEY (game, n)
);
";

/// A game's row.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: String,
    pub variant: String,
    /// JSON object of option overrides (as in records).
    pub options: String,
    /// Hex seed.
    pub seed: String,
    pub commitment: String,
    pub created: i64,
    pub rematch_of: Option<String>,
    pub rematch: Option<String>,
}

/// A seat's row.
#[derive(Clone, Debug)]
pub struct SeatRow {
    pub seat: u8,
    /// `human` or `bot`.
    pub kind: String,
    /// The bot specification for a bot seat.
    pub bot: Option<String>,
    /// SHA-256 (hex) of the seat's token, for a human seat.
    pub token_hash: Option<String>,
    pub joined: bool,
}

/// A stored game: its row, seats and events in order.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub game: GameRow,
    pub seats: Vec<SeatRow>,
    pub events: Vec<Event>,
}

/// The database.
pub struct Store {
    conn: Connection,
}

fn err(e: rusqlite::Error) -> String {
    format!("database: {e}")
}

impl Store {
    /// Open (creating if needed) the database file.
    pub fn open(path: &Path) -> Result<Store, String> {
        let conn = Connection::open(path).map_err(err)?;
        // WAL keeps committed transactions across a killed process; synchronous=FULL
        // also across a power cut.
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(err)?;
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(err)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(err)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(err)?;
        conn.execute_batch(SCHEMA).map_err(err)?;
        Ok(Store { conn })
    }

    /// Insert a new game with its seats.
    pub fn create_game(&mut self, g: &GameRow, seats: &[SeatRow]) -> Result<(), String> {
        let tx = self.conn.transaction().map_err(err)?;
        tx.execute(
            "INSERT INTO games (id, variant, options, seed, commitment, created, rematch_of)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                g.id,
                g.variant,
                g.options,
                g.seed,
                g.commitment,
                g.created,
                g.rematch_of
            ],
        )
        .map_err(err)?;
        for s in seats {
            tx.execute(
                "INSERT INTO seats (game, seat, kind, bot, token_hash, joined)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![g.id, s.seat, s.kind, s.bot, s.token_hash, s.joined],
            )
            .map_err(err)?;
        }
        if let Some(old) = &g.rematch_of {
            tx.execute(
                "UPDATE games SET rematch = ?1 WHERE id = ?2 AND rematch IS NULL",
                params![g.id, old],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)
    }

    /// Mark a seat joined.
    pub fn join(&mut self, game: &str, seat: u8) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE seats SET joined = 1 WHERE game = ?1 AND seat = ?2",
                params![game, seat],
            )
            .map(|_| ())
            .map_err(err)
    }

    /// Append event number `n` (0-based); with `result`, also mark the game finished.
    /// One transaction: either both are stored or neither.
    pub fn append_event(
        &mut self,
        game: &str,
        n: usize,
        event: &Event,
        result: Option<&str>,
    ) -> Result<(), String> {
        let text = serde_json::to_string(event).map_err(|e| e.to_string())?;
        let tx = self.conn.transaction().map_err(err)?;
        tx.execute(
            "INSERT INTO events (game, n, event) VALUES (?1, ?2, ?3)",
            params![game, n as i64, text],
        )
        .map_err(err)?;
        if let Some(r) = result {
            tx.execute(
                "UPDATE games SET finished = 1, result = ?1 WHERE id = ?2",
                params![r, game],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)
    }

    /// The id of a game's rematch, if any.
    pub fn rematch_of(&self, game: &str) -> Result<Option<String>, String> {
        self.conn
            .query_row(
                "SELECT rematch FROM games WHERE id = ?1",
                params![game],
                |r| r.get::<_, Option<String>>(0),
            )
            .optional()
            .map(|x| x.flatten())
            .map_err(err)
    }

    /// Every stored game, oldest first.
    pub fn load_all(&self) -> Result<Vec<StoredGame>, String> {
        let mut out = Vec::new();
        let mut q = self
            .conn
            .prepare(
                "SELECT id, variant, options, seed, commitment, created, rematch_of, rematch
                 FROM games ORDER BY created, id",
            )
            .map_err(err)?;
        let games = q
            .query_map([], |r| {
                Ok(GameRow {
                    id: r.get(0)?,
                    variant: r.get(1)?,
                    options: r.get(2)?,
                    seed: r.get(3)?,
                    commitment: r.get(4)?,
                    created: r.get(5)?,
                    rematch_of: r.get(6)?,
                    rematch: r.get(7)?,
                })
            })
            .map_err(err)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?;
        let mut sq = self
            .conn
            .prepare(
                "SELECT seat, kind, bot, token_hash, joined FROM seats WHERE game = ?1 ORDER BY seat",
            )
            .map_err(err)?;
        let mut eq = self
            .conn
            .prepare("SELECT n, event FROM events WHERE game = ?1 ORDER BY n")
            .map_err(err)?;
        for g in games {
            let seats = sq
                .query_map(params![g.id], |r| {
                    Ok(SeatRow {
                        seat: r.get(0)?,
                        kind: r.get(1)?,
                        bot: r.get(2)?,
                        token_hash: r.get(3)?,
                        joined: r.get(4)?,
                    })
                })
                .map_err(err)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(err)?;
            let rows = eq
                .query_map(params![g.id], |r| {
                    Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
                })
                .map_err(err)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(err)?;
            let mut events = Vec::with_capacity(rows.len());
            for (i, (n, text)) in rows.into_iter().enumerate() {
                if n != i as i64 {
                    return Err(format!("game {}: event {i} is missing", g.id));
                }
                events.push(
                    serde_json::from_str(&text)
                        .map_err(|e| format!("game {} event {n}: {e}", g.id))?,
                );
            }
            out.push(StoredGame {
                game: g,
                seats,
                events,
            });
        }
        Ok(out)
    }
}
