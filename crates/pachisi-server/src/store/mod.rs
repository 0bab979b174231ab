//! The SQLite store: games, seats and events.
//!
//! Every accepted event is inserted (in a transaction that also records a finished
//! game's result) before any client hears of it, so a killed server loses nothing that
//! anyone saw. On start the server rebuilds each game by replaying its events.

use pachisi_core::Event;
use rusqlite::{Connection, OptionalExtension, params};
use std::path::Path;

pub mod accounts;
pub mod pg;
mod postgres;
pub mod quickmatch;
pub mod ratings;
pub mod social;

pub use accounts::AccountGame;

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
    rematch     TEXT,
    damaged     TEXT
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
CREATE TABLE IF NOT EXISTS chat (
    game        TEXT NOT NULL REFERENCES games(id),
    n           INTEGER NOT NULL,
    at          INTEGER NOT NULL,
    seat        INTEGER,
    spectator   INTEGER NOT NULL DEFAULT 0,
    kind        TEXT NOT NULL,
    text        TEXT NOT NULL,
    PRIMARY KEY (game, n)
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
    /// Why the game is quarantined (a damaged row or a failed bot), if it is.
    pub damaged: Option<String>,
    /// Listed among the open tables while it waits for players.
    pub public: bool,
    /// Seconds per decision for human seats; `None`: no clock.
    pub clock: Option<i64>,
    /// The level that plays for a human seat whose clock ran out.
    pub clock_bot: Option<String>,
    /// Spectators may chat (by default they only read).
    pub spectator_chat: bool,
    /// The creator chose a rated game (docs/api.md, "Accounts and ratings").
    pub rated: bool,
    /// The account that created the game, if it was signed in.
    pub creator: Option<i64>,
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
    /// The player's chosen name, if any.
    pub name: Option<String>,
    /// The player's clock ran out: a bot plays for the seat until the player is back.
    pub away: bool,
    /// The account of the player who sits here, if they were signed in.
    pub account: Option<i64>,
    /// That account's name (read with the seat; not a column of `seats`).
    pub account_name: Option<String>,
}

/// What [`Store::load_game`] finds.
#[derive(Clone, Debug)]
pub enum Loaded {
    Game(Box<StoredGame>),
    /// The game's rows cannot be read (or it was quarantined): why.
    Damaged(String),
}

/// A stored game: its row, seats and events in order.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub game: GameRow,
    pub seats: Vec<SeatRow>,
    pub events: Vec<Event>,
    /// How long ago the last event was stored, by the store's clock (PostgreSQL's
    /// own, so instances whose clocks differ agree); `None` with no events, or for an
    /// event stored before its time was kept. A turn clock runs from it when a game is
    /// loaded (a restart, or a takeover by another instance), not from the load.
    pub since_last_event: Option<std::time::Duration>,
}

/// What creating a rematch answers when the game has one already (made by another
/// instance, on PostgreSQL): the caller uses that one.
pub const REMATCH_TAKEN: &str = "the game has a rematch already";

/// Chat lines kept per game by default ([`crate::Limits::chat_stored`]): appending a
/// line beyond it deletes the oldest.
pub const MAX_CHAT_STORED: usize = 500;

/// The SQLite backend: one connection to the database file.
pub struct Sqlite {
    conn: Connection,
    /// Chat lines kept per game.
    chat_stored: usize,
}

fn err(e: rusqlite::Error) -> String {
    format!("database: {e}")
}

/// A database error as the area modules report it (their callers add "database: ").
fn e(e: rusqlite::Error) -> String {
    e.to_string()
}

/// Whether `path` is an existing file of 0 bytes (SQLite would quietly use it as a new
/// database; the server says so loudly, as it may be a truncated copy).
pub fn is_empty_file(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() == 0)
}

const GAME_COLUMNS: &str = "id, variant, options, seed, commitment, created, rematch_of, rematch, damaged, public, clock, clock_bot, spectator_chat, rated, creator";

fn game_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: r.get(0)?,
        variant: r.get(1)?,
        options: r.get(2)?,
        seed: r.get(3)?,
        commitment: r.get(4)?,
        created: r.get(5)?,
        rematch_of: r.get(6)?,
        rematch: r.get(7)?,
        damaged: r.get(8)?,
        public: r.get::<_, Option<bool>>(9)?.unwrap_or(false),
        clock: r.get(10)?,
        clock_bot: r.get(11)?,
        spectator_chat: r.get::<_, Option<bool>>(12)?.unwrap_or(false),
        rated: r.get::<_, Option<bool>>(13)?.unwrap_or(false),
        creator: r.get(14)?,
    })
}

/// A chat line (or reaction) as stored and sent.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ChatLine {
    /// Line number in the game (0-based).
    pub n: u64,
    /// Unix time in seconds.
    pub at: i64,
    /// The seat that wrote it (`None` for a spectator).
    pub seat: Option<u8>,
    pub spectator: bool,
    /// `text` or `emote`.
    pub kind: String,
    pub text: String,
}

/// Add `column` to `table` unless it is there (databases of older versions).
fn ensure_column(conn: &Connection, table: &str, column: &str, decl: &str) -> Result<(), String> {
    if !has_column(conn, table, column)? {
        conn.execute_batch(&format!("ALTER TABLE {table} ADD COLUMN {column} {decl}"))
            .map_err(err)?;
    }
    Ok(())
}

/// This machine's clock in Unix milliseconds (the SQLite store's event times).
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis().min(i64::MAX as u128) as i64)
}

/// Columns added since the first version of the schema: `open` adds those missing.
const ADDED_COLUMNS: [(&str, &str, &str); 14] = [
    ("games", "damaged", "TEXT"),
    ("games", "public", "INTEGER NOT NULL DEFAULT 0"),
    ("games", "clock", "INTEGER"),
    ("games", "clock_bot", "TEXT"),
    ("games", "analysis", "TEXT"),
    ("games", "spectator_chat", "INTEGER NOT NULL DEFAULT 0"),
    ("seats", "name", "TEXT"),
    ("seats", "away", "INTEGER NOT NULL DEFAULT 0"),
    ("seats", "account", "INTEGER"),
    ("games", "rated", "INTEGER NOT NULL DEFAULT 0"),
    ("games", "creator", "INTEGER"),
    ("games", "settled", "INTEGER NOT NULL DEFAULT 0"),
    ("games", "unrated", "TEXT"),
    // When the event was stored (Unix milliseconds): a turn clock resumes from it.
    ("events", "at", "INTEGER"),
];

/// Whether `table` has `column`.
fn has_column(conn: &Connection, table: &str, column: &str) -> Result<bool, String> {
    conn.query_row(
        &format!("SELECT COUNT(*) FROM pragma_table_info('{table}') WHERE name = ?1"),
        params![column],
        |r| r.get::<_, i64>(0),
    )
    .map(|n| n > 0)
    .map_err(err)
}

/// The tables every database has had since the first version (`chat` came later and
/// is added to older files).
const CORE_TABLES: [&str; 3] = ["games", "seats", "events"];

/// Whether the database has the table `name`.
fn has_table(conn: &Connection, path: &Path, name: &str) -> Result<bool, String> {
    let n: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
            params![name],
            |r| r.get(0),
        )
        .map_err(|e| format!("{}: not a game database: {e}", path.display()))?;
    Ok(n > 0)
}

/// A file with none of the [`CORE_TABLES`] is new and gets them; a file with some but
/// not all of them is not a whole game database (a table dropped or lost): refuse it
/// rather than create an empty table in its place, which would make every stored game
/// look damaged.
fn refuse_partial_schema(conn: &Connection, path: &Path) -> Result<(), String> {
    let mut missing = Vec::new();
    for table in CORE_TABLES {
        if !has_table(conn, path, table)? {
            missing.push(table);
        }
    }
    if missing.is_empty() || missing.len() == CORE_TABLES.len() {
        return Ok(());
    }
    Err(format!(
        "the database {} is missing table {}: it is not a whole pachisi database; \
         check it with pachisi db check",
        path.display(),
        missing.join(", ")
    ))
}

impl Sqlite {
    /// Open (creating if needed) the database file. A file with only some of the
    /// core tables is refused (see [`refuse_partial_schema`]).
    pub fn open(path: &Path) -> Result<Sqlite, String> {
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
        refuse_partial_schema(&conn, path)?;
        conn.execute_batch(SCHEMA).map_err(err)?;
        for (table, column, decl) in ADDED_COLUMNS {
            ensure_column(&conn, table, column, decl)?;
        }
        conn.execute_batch(
            "CREATE INDEX IF NOT EXISTS games_open ON games (public, finished, created)",
        )
        .map_err(err)?;
        conn.execute_batch(accounts::SCHEMA).map_err(err)?;
        conn.execute_batch(quickmatch::SCHEMA).map_err(err)?;
        conn.execute_batch(social::SCHEMA).map_err(err)?;
        Ok(Sqlite {
            conn,
            chat_stored: MAX_CHAT_STORED,
        })
    }

    /// Open an existing database read-only (for `pachisi db check`).
    pub fn open_read_only(path: &Path) -> Result<Sqlite, String> {
        if !path.is_file() {
            return Err(format!("{}: no such file", path.display()));
        }
        let conn = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(err)?;
        // A file of an older version lacks columns that only `open` adds: say so, rather
        // than fail on the first query that reads one.
        if CORE_TABLES
            .iter()
            .all(|t| has_table(&conn, path, t).unwrap_or(false))
        {
            for (table, column, _) in ADDED_COLUMNS {
                if has_table(&conn, path, table)? && !has_column(&conn, table, column)? {
                    return Err(format!(
                        "{} was written by an older pachisi (it has no column {table}.{column}): \
                         start `pachisi serve --db {}` once to bring it up to date, then check it",
                        path.display(),
                        path.display()
                    ));
                }
            }
        }
        Ok(Sqlite {
            conn,
            chat_stored: MAX_CHAT_STORED,
        })
    }

    /// Keep at most `n` chat lines per game (at least one) from now on.
    pub fn set_chat_stored(&mut self, n: usize) {
        self.chat_stored = n.max(1);
    }

    /// Quarantine a game: it is no longer played or loaded at start, and its summary
    /// and page say why.
    pub fn mark_damaged(&mut self, game: &str, why: &str) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE games SET damaged = ?1 WHERE id = ?2",
                params![why, game],
            )
            .map(|_| ())
            .map_err(err)
    }

    /// The ids of the games that are neither finished nor quarantined, oldest first.
    pub fn unfinished_ids(&self) -> Result<Vec<String>, String> {
        let mut q = self
            .conn
            .prepare(
                "SELECT id FROM games WHERE finished = 0 AND damaged IS NULL ORDER BY created, id",
            )
            .map_err(err)?;
        q.query_map([], |r| r.get::<_, String>(0))
            .map_err(err)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)
    }

    /// Every game id, oldest first.
    pub fn all_ids(&self) -> Result<Vec<String>, String> {
        let mut q = self
            .conn
            .prepare("SELECT id FROM games ORDER BY created, id")
            .map_err(err)?;
        q.query_map([], |r| r.get::<_, String>(0))
            .map_err(err)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)
    }

    /// Number of stored games.
    /// A cheap round trip to the database (`GET /api/health`).
    pub fn ping(&self) -> Result<(), String> {
        self.conn
            .query_row("SELECT 1", [], |r| r.get::<_, i64>(0))
            .map(|_| ())
            .map_err(err)
    }

    pub fn count(&self) -> Result<u64, String> {
        self.conn
            .query_row("SELECT COUNT(*) FROM games", [], |r| r.get::<_, i64>(0))
            .map(|n| n as u64)
            .map_err(err)
    }

    /// One stored game: `Ok(None)` when there is no such game; `Err` for a database
    /// failure; a damaged game's rows come back as [`Loaded::Damaged`] with the reason.
    pub fn load_game(&self, id: &str) -> Result<Option<Loaded>, String> {
        let row = self
            .conn
            .query_row(
                &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"),
                params![id],
                game_row,
            )
            .optional();
        let row = match row {
            Ok(Some(r)) => r,
            Ok(None) => return Ok(None),
            // A row whose columns have the wrong types.
            Err(e @ rusqlite::Error::FromSqlConversionFailure(..))
            | Err(e @ rusqlite::Error::InvalidColumnType(..))
            | Err(e @ rusqlite::Error::IntegralValueOutOfRange(..)) => {
                return Ok(Some(Loaded::Damaged(format!("game row: {e}"))));
            }
            Err(e) => return Err(err(e)),
        };
        if let Some(why) = &row.damaged {
            return Ok(Some(Loaded::Damaged(why.clone())));
        }
        let seats = {
            let mut sq = self
                .conn
                .prepare_cached(
                    "SELECT s.seat, s.kind, s.bot, s.token_hash, s.joined, s.name, s.away, s.account, a.name
                     FROM seats s LEFT JOIN accounts a ON a.id = s.account
                     WHERE s.game = ?1 ORDER BY s.seat",
                )
                .map_err(err)?;
            let rows = sq
                .query_map(params![id], |r| {
                    Ok(SeatRow {
                        seat: r.get(0)?,
                        kind: r.get(1)?,
                        bot: r.get(2)?,
                        token_hash: r.get(3)?,
                        joined: r.get(4)?,
                        name: r.get(5)?,
                        away: r.get::<_, Option<bool>>(6)?.unwrap_or(false),
                        account: r.get(7)?,
                        account_name: r.get(8)?,
                    })
                })
                .map_err(err)?
                .collect::<Result<Vec<_>, _>>();
            match rows {
                Ok(r) => r,
                Err(e) => return Ok(Some(Loaded::Damaged(format!("seat rows: {e}")))),
            }
        };
        let rows = {
            let mut eq = self
                .conn
                .prepare_cached("SELECT n, event FROM events WHERE game = ?1 ORDER BY n")
                .map_err(err)?;
            let rows = eq
                .query_map(params![id], |r| {
                    Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
                })
                .map_err(err)?
                .collect::<Result<Vec<_>, _>>();
            match rows {
                Ok(r) => r,
                Err(e) => return Ok(Some(Loaded::Damaged(format!("event rows: {e}")))),
            }
        };
        let mut events = Vec::with_capacity(rows.len());
        for (i, (n, text)) in rows.into_iter().enumerate() {
            if n != i as i64 {
                return Ok(Some(Loaded::Damaged(format!("event {i} is missing"))));
            }
            match serde_json::from_str(&text) {
                Ok(ev) => events.push(ev),
                Err(e) => {
                    return Ok(Some(Loaded::Damaged(format!(
                        "event {n} is not an event: {e}"
                    ))));
                }
            }
        }
        // A read-only file of an older version has no column `at` (db check refuses
        // those before it gets here); a row stored before it has NULL.
        let last_at: Option<i64> = self
            .conn
            .query_row(
                "SELECT at FROM events WHERE game = ?1 ORDER BY n DESC LIMIT 1",
                params![id],
                |r| r.get(0),
            )
            .optional()
            .map_err(err)?
            .flatten();
        let since_last_event = last_at
            .map(|at| std::time::Duration::from_millis(now_ms().saturating_sub(at).max(0) as u64));
        Ok(Some(Loaded::Game(Box::new(StoredGame {
            game: row,
            seats,
            events,
            since_last_event,
        }))))
    }

    /// Insert a new game with its seats.
    pub fn create_game(&mut self, g: &GameRow, seats: &[SeatRow]) -> Result<(), String> {
        let tx = self.conn.transaction().map_err(err)?;
        tx.execute(
            "INSERT INTO games (id, variant, options, seed, commitment, created, rematch_of, public, clock, clock_bot, spectator_chat, rated, creator)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            params![
                g.id,
                g.variant,
                g.options,
                g.seed,
                g.commitment,
                g.created,
                g.rematch_of,
                g.public,
                g.clock,
                g.clock_bot,
                g.spectator_chat,
                g.rated,
                g.creator
            ],
        )
        .map_err(err)?;
        for s in seats {
            tx.execute(
                "INSERT INTO seats (game, seat, kind, bot, token_hash, joined, name, away, account)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                params![
                    g.id,
                    s.seat,
                    s.kind,
                    s.bot,
                    s.token_hash,
                    s.joined,
                    s.name,
                    s.away,
                    s.account
                ],
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
            "INSERT INTO events (game, n, event, at) VALUES (?1, ?2, ?3, ?4)",
            params![game, n as i64, text, now_ms()],
        )
        .map_err(err)?;
        if let Some(r) = result {
            tx.execute(
                "UPDATE games SET finished = 1, result = ?1 WHERE id = ?2",
                params![r, game],
            )
            .map_err(err)?;
        } else if matches!(event, Event::Abort(_)) {
            // An aborted game is finished with no result.
            tx.execute("UPDATE games SET finished = 1 WHERE id = ?1", params![game])
                .map_err(err)?;
        }
        tx.commit().map_err(err)
    }

    /// Set a seat's name.
    pub fn set_name(&mut self, game: &str, seat: u8, name: &str) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE seats SET name = ?1 WHERE game = ?2 AND seat = ?3",
                params![name, game, seat],
            )
            .map(|_| ())
            .map_err(err)
    }

    /// Store a finished game's review (JSON, web/replay.js shows it).
    pub fn set_analysis(&mut self, game: &str, review: &str) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE games SET analysis = ?1 WHERE id = ?2",
                params![review, game],
            )
            .map(|_| ())
            .map_err(err)
    }

    /// A game's stored review, if it has one.
    pub fn analysis(&self, game: &str) -> Result<Option<String>, String> {
        self.conn
            .query_row(
                "SELECT analysis FROM games WHERE id = ?1",
                params![game],
                |r| r.get::<_, Option<String>>(0),
            )
            .optional()
            .map(Option::flatten)
            .map_err(err)
    }

    /// Mark a seat away (its clock ran out) or back.
    pub fn set_away(&mut self, game: &str, seat: u8, away: bool) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE seats SET away = ?1 WHERE game = ?2 AND seat = ?3",
                params![away, game, seat],
            )
            .map(|_| ())
            .map_err(err)
    }

    /// Give a seat a new token (an open table's seat claimed by a newcomer) and mark
    /// it joined.
    pub fn claim_seat(&mut self, game: &str, seat: u8, token_hash: &str) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE seats SET token_hash = ?1, joined = 1 WHERE game = ?2 AND seat = ?3",
                params![token_hash, game, seat],
            )
            .map(|_| ())
            .map_err(err)
    }

    /// Claim the seats of one player of an open table in one transaction: each gets
    /// the new token hash and is marked joined and, with `name`, named (without, the
    /// seat keeps the name it had). Only seats still free (human, not joined) are
    /// changed: if any of them was taken meanwhile, nothing is stored and `Ok(false)`
    /// comes back.
    pub fn claim_seat_named(
        &mut self,
        game: &str,
        seats: &[u8],
        token_hash: &str,
        name: Option<&str>,
    ) -> Result<bool, String> {
        let tx = self.conn.transaction().map_err(err)?;
        for &seat in seats {
            let n = tx
                .execute(
                    "UPDATE seats SET token_hash = ?1, joined = 1, name = COALESCE(?2, name)
                     WHERE game = ?3 AND seat = ?4 AND kind = 'human' AND joined = 0",
                    params![token_hash, name, game, seat],
                )
                .map_err(err)?;
            if n != 1 {
                // Dropping the transaction rolls it back.
                return Ok(false);
            }
        }
        tx.commit().map_err(err)?;
        Ok(true)
    }

    /// Mark the seats of a token joined and, with `name`, named, in one transaction.
    pub fn join_named(
        &mut self,
        game: &str,
        seats: &[u8],
        name: Option<&str>,
    ) -> Result<(), String> {
        let tx = self.conn.transaction().map_err(err)?;
        for &seat in seats {
            tx.execute(
                "UPDATE seats SET joined = 1, name = COALESCE(?1, name) WHERE game = ?2 AND seat = ?3",
                params![name, game, seat],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)
    }

    /// Store a chat line; in the same transaction, delete the game's lines older than
    /// the last [`MAX_CHAT_STORED`] (or the configured bound). Line numbers go on
    /// counting up.
    pub fn append_chat(&mut self, game: &str, line: &ChatLine) -> Result<(), String> {
        let tx = self.conn.transaction().map_err(err)?;
        tx.execute(
            "INSERT INTO chat (game, n, at, seat, spectator, kind, text) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                game,
                line.n as i64,
                line.at,
                line.seat,
                line.spectator,
                line.kind,
                line.text
            ],
        )
        .map_err(err)?;
        let oldest_kept = line.n as i64 - self.chat_stored as i64 + 1;
        if oldest_kept > 0 {
            tx.execute(
                "DELETE FROM chat WHERE game = ?1 AND n < ?2",
                params![game, oldest_kept],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)
    }

    /// The last `limit` chat lines of a game, oldest first, and the number the next
    /// line gets (the lines so far, counting those deleted beyond the bound).
    pub fn load_chat(&self, game: &str, limit: usize) -> Result<(Vec<ChatLine>, u64), String> {
        let total: i64 = self
            .conn
            .query_row(
                "SELECT COALESCE(MAX(n) + 1, 0) FROM chat WHERE game = ?1",
                params![game],
                |r| r.get(0),
            )
            .map_err(err)?;
        let mut q = self
            .conn
            .prepare_cached(
                "SELECT n, at, seat, spectator, kind, text FROM chat WHERE game = ?1 ORDER BY n DESC LIMIT ?2",
            )
            .map_err(err)?;
        let mut lines = q
            .query_map(params![game, limit as i64], |r| {
                Ok(ChatLine {
                    n: r.get::<_, i64>(0)? as u64,
                    at: r.get(1)?,
                    seat: r.get(2)?,
                    spectator: r.get(3)?,
                    kind: r.get(4)?,
                    text: r.get(5)?,
                })
            })
            .map_err(err)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?;
        lines.reverse();
        Ok((lines, total as u64))
    }

    /// The open tables: public games not started, with a human seat free, newest
    /// first.
    pub fn open_games(&self, limit: usize) -> Result<Vec<String>, String> {
        let mut q = self
            .conn
            .prepare_cached(
                "SELECT g.id FROM games g
                 WHERE g.public = 1 AND g.finished = 0 AND g.damaged IS NULL
                   AND NOT EXISTS (SELECT 1 FROM events e WHERE e.game = g.id)
                   AND EXISTS (SELECT 1 FROM seats s WHERE s.game = g.id AND s.kind = 'human' AND s.joined = 0)
                 ORDER BY g.created DESC, g.id LIMIT ?1",
            )
            .map_err(err)?;
        q.query_map(params![limit as i64], |r| r.get::<_, String>(0))
            .map_err(err)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)
    }

    /// Seat and event rows that belong to no game.
    pub fn orphan_rows(&self) -> Result<i64, String> {
        self.conn
            .query_row(
                "SELECT (SELECT COUNT(*) FROM seats WHERE game NOT IN (SELECT id FROM games))
                      + (SELECT COUNT(*) FROM events WHERE game NOT IN (SELECT id FROM games))",
                [],
                |r| r.get(0),
            )
            .map_err(err)
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
}

/// The store the server uses: the SQLite file (the default) or a PostgreSQL database,
/// chosen by `--db` (docs/deploy.md, "Stores"). Both backends have the same methods;
/// their documentation is on [`Sqlite`]'s.
pub struct Store {
    inner: Inner,
}

enum Inner {
    Sqlite(Sqlite),
    Postgres(postgres::Postgres),
}

/// The server's store, shared by its tasks. With SQLite (one connection) the callers
/// take turns under a mutex; with PostgreSQL each caller gets its own handle to the
/// backend's workers ([`pg::WORKERS`] calls at once), so a slow call does not hold up
/// the others. Either way `lock()` gives something that derefs to a [`Store`].
pub struct SharedStore(std::sync::Mutex<Store>);

/// What [`SharedStore::lock`] gives: the locked SQLite store, or a PostgreSQL handle.
pub enum StoreGuard<'a> {
    Locked(std::sync::MutexGuard<'a, Store>),
    Handle(Store),
}

impl SharedStore {
    pub fn new(store: Store) -> SharedStore {
        SharedStore(std::sync::Mutex::new(store))
    }

    /// The store to call now (never poisoned: a panic during a call leaves nothing
    /// half-done in the store, whose every change is one statement or transaction).
    pub fn lock(&self) -> std::sync::LockResult<StoreGuard<'_>> {
        let g = self.0.lock().unwrap_or_else(|e| e.into_inner());
        Ok(match &g.inner {
            Inner::Postgres(p) => StoreGuard::Handle(Store {
                inner: Inner::Postgres(p.clone()),
            }),
            Inner::Sqlite(_) => StoreGuard::Locked(g),
        })
    }
}

impl std::ops::Deref for StoreGuard<'_> {
    type Target = Store;
    fn deref(&self) -> &Store {
        match self {
            StoreGuard::Locked(g) => g,
            StoreGuard::Handle(s) => s,
        }
    }
}

impl std::ops::DerefMut for StoreGuard<'_> {
    fn deref_mut(&mut self) -> &mut Store {
        match self {
            StoreGuard::Locked(g) => g,
            StoreGuard::Handle(s) => s,
        }
    }
}

/// `--db`'s value for messages: a file's path, or a URL without its password.
pub fn shown(db: &Path) -> String {
    match db.to_str().filter(|p| pg::is_url(p)) {
        Some(url) => pg::redact(url),
        None => db.display().to_string(),
    }
}

impl Store {
    /// Open the store `db` names: a `postgres://` or `postgresql://` URL opens that
    /// PostgreSQL database (applying the migrations it lacks), anything else the SQLite
    /// file (created if needed; see [`Sqlite::open`]).
    pub fn open(db: &Path) -> Result<Store, String> {
        let inner = match db.to_str().filter(|p| pg::is_url(p)) {
            Some(url) => Inner::Postgres(postgres::Postgres::open(url, pg::Mode::Migrate)?),
            None => Inner::Sqlite(Sqlite::open(db)?),
        };
        let store = Store { inner };
        store.recover_tickets()?;
        Ok(store)
    }

    /// Whether this is the PostgreSQL backend.
    pub fn is_postgres(&self) -> bool {
        matches!(self.inner, Inner::Postgres(_))
    }

    /// Take or renew the lease of a game's room for `owner` (crate::multi; PostgreSQL
    /// only: with SQLite one instance owns every game, and this is always true).
    pub fn take_lease(&mut self, game: &str, owner: &str, ms: i64) -> Result<bool, String> {
        match &mut self.inner {
            Inner::Sqlite(_) => Ok(true),
            Inner::Postgres(p) => p.take_lease(game, owner, ms),
        }
    }

    /// The games an instance loads when it starts: with SQLite every unfinished game
    /// (one instance serves them all); with PostgreSQL those no other instance holds
    /// the lease of now, the others being loaded when asked for.
    pub fn ids_to_load(&self) -> Result<Vec<String>, String> {
        match &self.inner {
            Inner::Sqlite(s) => s.unfinished_ids(),
            Inner::Postgres(p) => p.unheld_unfinished_ids(),
        }
    }

    /// Take a token from the rate-limit bucket `key` shared by every instance (`burst`
    /// tokens, one more per `every`): `None` when taken, else how long until one is
    /// there. With SQLite one instance serves everything and its own buckets are the
    /// whole limit: always taken.
    pub fn take_token(
        &mut self,
        key: &str,
        burst: u32,
        every: std::time::Duration,
    ) -> Result<Option<std::time::Duration>, String> {
        match &mut self.inner {
            Inner::Sqlite(_) => Ok(None),
            Inner::Postgres(p) => {
                p.take_token(key, burst, every.as_millis().min(i64::MAX as u128) as i64)
            }
        }
    }

    /// Delete the shared rate-limit buckets that are full again (nothing with SQLite).
    pub fn sweep_tokens(&mut self) -> Result<u64, String> {
        match &mut self.inner {
            Inner::Sqlite(_) => Ok(0),
            Inner::Postgres(p) => p.sweep_tokens(),
        }
    }

    /// Give up a game's lease if `owner` holds it (nothing with SQLite).
    pub fn drop_lease(&mut self, game: &str, owner: &str) -> Result<(), String> {
        match &mut self.inner {
            Inner::Sqlite(_) => Ok(()),
            Inner::Postgres(p) => p.drop_lease(game, owner),
        }
    }

    /// Let every lease of `owner` expire now (nothing with SQLite).
    pub fn expire_leases(&mut self, owner: &str) -> Result<u64, String> {
        match &mut self.inner {
            Inner::Sqlite(_) => Ok(0),
            Inner::Postgres(p) => p.expire_leases(owner),
        }
    }

    /// Unfinished games whose lease expired (none with SQLite).
    pub fn expired_leases(&self, limit: i64) -> Result<Vec<String>, String> {
        match &self.inner {
            Inner::Sqlite(_) => Ok(vec![]),
            Inner::Postgres(p) => p.expired_leases(limit),
        }
    }

    /// Write `instance`'s presence rows of a game: the seats of `here` (seat,
    /// connections) and no other, expiring in `ms` milliseconds (crate::multi;
    /// nothing with SQLite, where presence is only counted in memory).
    pub fn put_presence(
        &mut self,
        instance: &str,
        game: &str,
        here: &[(u8, u32)],
        ms: i64,
    ) -> Result<(), String> {
        match &mut self.inner {
            Inner::Sqlite(_) => Ok(()),
            Inner::Postgres(p) => p.put_presence(instance, game, here, ms),
        }
    }

    /// Connections per seat of a game held by the other instances, unexpired (none
    /// with SQLite).
    pub fn presence_elsewhere(&self, game: &str, instance: &str) -> Result<Vec<(u8, u32)>, String> {
        match &self.inner {
            Inner::Sqlite(_) => Ok(vec![]),
            Inner::Postgres(p) => p.presence_elsewhere(game, instance),
        }
    }

    /// Renew `instance`'s presence rows for `ms` milliseconds; the (game, seat) of
    /// the rows renewed (none with SQLite).
    pub fn renew_presence(&mut self, instance: &str, ms: i64) -> Result<Vec<(String, u8)>, String> {
        match &mut self.inner {
            Inner::Sqlite(_) => Ok(vec![]),
            Inner::Postgres(p) => p.renew_presence(instance, ms),
        }
    }

    /// Delete the expired presence rows (of instances that died); how many (none
    /// with SQLite).
    pub fn clear_expired_presence(&mut self) -> Result<u64, String> {
        match &mut self.inner {
            Inner::Sqlite(_) => Ok(0),
            Inner::Postgres(p) => p.clear_expired_presence(),
        }
    }

    /// Delete every presence row of `instance` (a clean stop); how many (none with
    /// SQLite).
    pub fn drop_presence(&mut self, instance: &str) -> Result<u64, String> {
        match &mut self.inner {
            Inner::Sqlite(_) => Ok(0),
            Inner::Postgres(p) => p.drop_presence(instance),
        }
    }

    /// A game's row and seats, and its events from number `from` on (with SQLite, the
    /// whole game is read and the earlier events left out).
    pub fn load_from(&self, id: &str, from: usize) -> Result<Option<Loaded>, String> {
        match &self.inner {
            Inner::Sqlite(s) => Ok(s.load_game(id)?.map(|l| match l {
                Loaded::Game(mut g) => {
                    g.events.drain(..from.min(g.events.len()));
                    Loaded::Game(g)
                }
                d => d,
            })),
            Inner::Postgres(p) => p.load_from(id, from),
        }
    }

    /// Keep at most `n` chat lines per game (at least one) from now on.
    pub fn set_chat_stored(&mut self, n: usize) {
        match &mut self.inner {
            Inner::Sqlite(s) => s.set_chat_stored(n),
            Inner::Postgres(p) => p.set_chat_stored(n),
        }
    }
}

/// Methods of [`Store`] that each backend has, by the same name and arguments.
macro_rules! both {
    () => {};
    (fn $name:ident(&self $(, $arg:ident: $ty:ty)*) -> $ret:ty; $($rest:tt)*) => {
        impl Store {
            #[allow(clippy::too_many_arguments)]
            pub fn $name(&self $(, $arg: $ty)*) -> $ret {
                match &self.inner {
                    Inner::Sqlite(s) => s.$name($($arg),*),
                    Inner::Postgres(p) => p.$name($($arg),*),
                }
            }
        }
        both!($($rest)*);
    };
    (fn $name:ident(&mut self $(, $arg:ident: $ty:ty)*) -> $ret:ty; $($rest:tt)*) => {
        impl Store {
            #[allow(clippy::too_many_arguments)]
            pub fn $name(&mut self $(, $arg: $ty)*) -> $ret {
                match &mut self.inner {
                    Inner::Sqlite(s) => s.$name($($arg),*),
                    Inner::Postgres(p) => p.$name($($arg),*),
                }
            }
        }
        both!($($rest)*);
    };
}

both! {
    fn ping(&self) -> Result<(), String>;
    fn mark_damaged(&mut self, game: &str, why: &str) -> Result<(), String>;
    fn unfinished_ids(&self) -> Result<Vec<String>, String>;
    fn all_ids(&self) -> Result<Vec<String>, String>;
    fn count(&self) -> Result<u64, String>;
    fn load_game(&self, id: &str) -> Result<Option<Loaded>, String>;
    fn create_game(&mut self, g: &GameRow, seats: &[SeatRow]) -> Result<(), String>;
    fn join(&mut self, game: &str, seat: u8) -> Result<(), String>;
    fn append_event(&mut self, game: &str, n: usize, event: &Event, result: Option<&str>) -> Result<(), String>;
    fn set_name(&mut self, game: &str, seat: u8, name: &str) -> Result<(), String>;
    fn set_analysis(&mut self, game: &str, review: &str) -> Result<(), String>;
    fn analysis(&self, game: &str) -> Result<Option<String>, String>;
    fn set_away(&mut self, game: &str, seat: u8, away: bool) -> Result<(), String>;
    fn claim_seat(&mut self, game: &str, seat: u8, token_hash: &str) -> Result<(), String>;
    fn claim_seat_named(&mut self, game: &str, seats: &[u8], token_hash: &str, name: Option<&str>) -> Result<bool, String>;
    fn join_named(&mut self, game: &str, seats: &[u8], name: Option<&str>) -> Result<(), String>;
    fn append_chat(&mut self, game: &str, line: &ChatLine) -> Result<(), String>;
    fn load_chat(&self, game: &str, limit: usize) -> Result<(Vec<ChatLine>, u64), String>;
    fn open_games(&self, limit: usize) -> Result<Vec<String>, String>;
    fn orphan_rows(&self) -> Result<i64, String>;
    fn rematch_of(&self, game: &str) -> Result<Option<String>, String>;
    fn session_account(&self, token: &str) -> Result<Option<crate::accounts::Account>, String>;
    fn account_by_name(&self, key: &str) -> Result<Option<(crate::accounts::Account, String)>, String>;
    fn account(&self, id: i64) -> Result<crate::accounts::Account, String>;
    fn password_of(&self, account: i64) -> Result<String, String>;
    fn create_account(&mut self, name: &str, key: &str, password_hash: &str, created: i64) -> Result<Option<i64>, String>;
    fn new_session(&mut self, account: i64, lifetime: i64) -> Result<String, String>;
    fn end_session(&mut self, token: &str) -> Result<(), String>;
    fn set_password(&mut self, account: i64, password_hash: &str) -> Result<(), String>;
    fn delete_account(&mut self, account: i64) -> Result<Vec<String>, String>;
    fn sessions_of(&self, account: i64) -> Result<Vec<serde_json::Value>, String>;
    fn finished_per_variant(&self, account: i64) -> Result<Vec<(String, i64)>, String>;
    fn games_of(&self, account: i64, limit: i64) -> Result<Vec<AccountGame>, String>;
    fn bind_seats(&mut self, game: &str, seats: &[u8], account: i64) -> Result<Vec<u8>, String>;
    fn rating(&self, account: i64, preset: &str, players: u8, teams: bool) -> Result<Option<(f64, f64)>, String>;
    fn enqueue_ticket(&mut self, t: &quickmatch::NewTicket<'_>) -> Result<quickmatch::Enqueued, String>;
    fn poll_ticket(&mut self, id_hash: &str, now: i64) -> Result<Option<quickmatch::TicketRow>, String>;
    fn cancel_ticket(&mut self, id_hash: &str) -> Result<bool, String>;
    fn waiting_ticket(&self, id_hash: &str) -> Result<Option<quickmatch::WaitingTicket>, String>;
    fn claim_ticket(&mut self, id_hash: &str) -> Result<bool, String>;
    fn set_ticket_table(&mut self, id_hash: &str, game: &str, seats: &str, token: &str) -> Result<(), String>;
    fn free_ticket(&mut self, id_hash: &str) -> Result<(), String>;
    fn claim_tables(&mut self, now: i64, pair: quickmatch::Pairing) -> Result<Vec<Vec<quickmatch::ClaimedTicket>>, String>;
    fn recover_tickets(&self) -> Result<(), String>;
    fn settle_ratings(&mut self, game: &str, key: ratings::RatingKey<'_>, sides: Result<&[(Vec<i64>, usize)], &str>, update: ratings::Update, at: i64) -> Result<(), String>;
    fn put_rating(&mut self, account: i64, preset: &str, players: i64, teams: bool, rating: crate::ratings::Mu, games: i64, updated: i64) -> Result<(), String>;
    fn unsettled_ids(&self) -> Result<Vec<String>, String>;
    fn ratings_of(&self, account: i64) -> Result<Vec<serde_json::Value>, String>;
    fn leaderboard(&self, key: ratings::RatingKey<'_>, limit: i64) -> Result<Vec<serde_json::Value>, String>;
    fn blocked_between(&self, a: i64, b: i64) -> Result<bool, String>;
    fn follows(&self, follower: i64, followee: i64) -> Result<bool, String>;
    fn blocks(&self, blocker: i64, blocked: i64) -> Result<bool, String>;
    fn is_suspended(&self, account: i64) -> Result<bool, String>;
    fn seen(&self, account: i64, at: i64) -> Result<(), String>;
    fn account_id(&self, name: &str) -> Result<Option<(i64, String)>, String>;
    fn set_suspended(&mut self, name: &str, reason: Option<&str>) -> Result<String, String>;
    fn reports(&self) -> Result<Vec<crate::social::Report>, String>;
    fn unfollow(&mut self, follower: i64, followee: i64) -> Result<(), String>;
    fn unblock(&mut self, blocker: i64, blocked: i64) -> Result<(), String>;
    fn following(&self, account: i64, since: i64) -> Result<Vec<serde_json::Value>, String>;
    fn blocked_names(&self, account: i64) -> Result<Vec<String>, String>;
    fn follow_count(&self, account: i64) -> Result<i64, String>;
    fn block_count(&self, account: i64) -> Result<i64, String>;
    fn follow(&mut self, follower: i64, followee: i64, at: i64) -> Result<(), String>;
    fn block(&mut self, blocker: i64, blocked: i64, at: i64) -> Result<(), String>;
    fn notices(&mut self, account: i64, t: i64) -> Result<(Vec<serde_json::Value>, Vec<serde_json::Value>), String>;
    fn new_invite(&mut self, sender: i64, recipient: i64, game: &str, seat: u8, token: &str, t: i64, expires: i64) -> Result<i64, String>;
    fn answer_invite(&mut self, id: i64, recipient: i64, how: &str, t: i64) -> Result<social::InviteAnswer, String>;
    fn chat_line_of(&self, game: &str, line: i64) -> Result<Option<social::LineRow>, String>;
    fn reported(&self, reporter: i64, game: &str, line: i64) -> Result<bool, String>;
    fn add_report(&mut self, r: &social::NewReport<'_>) -> Result<bool, String>;
    fn social_export(&self, account: i64) -> Result<serde_json::Value, String>;
}

/// `pachisi db backup`: a consistent copy of the SQLite file `from` in the new file
/// `to`, made by SQLite's `VACUUM INTO` in one read transaction, so a server serving
/// the file may go on writing meanwhile (docs/deploy.md, "Backups"). Returns the
/// copy's size in bytes. A PostgreSQL store is backed up with its own tools.
pub fn backup_sqlite(from: &Path, to: &Path) -> Result<u64, String> {
    if let Some(url) = from.to_str().filter(|p| pg::is_url(p)) {
        return Err(format!(
            "{}: a PostgreSQL database: back it up with pg_dump (docs/deploy.md, \"Backups\")",
            pg::redact(url)
        ));
    }
    if to.exists() {
        return Err(format!(
            "{}: already exists (a backup is written to a new file)",
            to.display()
        ));
    }
    let target = to
        .to_str()
        .ok_or_else(|| format!("{}: not a UTF-8 path", to.display()))?;
    let src = Sqlite::open_read_only(from)?;
    src.conn
        .execute("VACUUM INTO ?1", [target])
        .map_err(|e| format!("{}: backup to {} failed: {e}", from.display(), to.display()))?;
    std::fs::metadata(to)
        .map(|m| m.len())
        .map_err(|e| format!("{}: {e}", to.display()))
}

/// The tables `pachisi db migrate` copies, in an order that keeps every reference
/// satisfied.
const COPY_ORDER: [&str; 15] = [
    "games",
    "seats",
    "events",
    "chat",
    "accounts",
    "sessions",
    "ratings",
    "rating_history",
    "match_tickets",
    "follows",
    "blocks",
    "presence",
    "invites",
    "reports",
    "suspensions",
];

/// `pachisi db migrate`: copy every table of the SQLite file `from` into the empty
/// PostgreSQL database `to` (migrated first), in one transaction on the target, rows
/// in their order in the file. Returns the rows copied. The file is read only.
pub fn copy_to_postgres(from: &Path, to: &str) -> Result<u64, String> {
    if !pg::is_url(to) {
        return Err(format!(
            "{}: not a postgres:// or postgresql:// URL",
            pg::redact(to)
        ));
    }
    let src = Sqlite::open_read_only(from)?;
    for table in CORE_TABLES {
        if !has_table(&src.conn, from, table)? {
            return Err(format!(
                "{}: not a game database (no table '{table}')",
                from.display()
            ));
        }
    }
    let mut dst = postgres::Postgres::open(to, pg::Mode::Migrate)?;
    let columns = dst.columns(&COPY_ORDER)?;
    let mut tables = vec![];
    for (table, cols) in COPY_ORDER.iter().zip(columns) {
        // A file of an older version may lack the later tables: nothing to copy.
        if !has_table(&src.conn, from, table)? {
            continue;
        }
        let names: Vec<String> = cols.iter().map(|(n, _)| n.clone()).collect();
        let mut q = src
            .conn
            .prepare(&format!(
                "SELECT {} FROM {table} ORDER BY rowid",
                names.join(", ")
            ))
            .map_err(err)?;
        let rows = q
            .query_map([], |r| {
                (0..names.len())
                    .map(|i| r.get::<_, rusqlite::types::Value>(i))
                    .collect::<Result<Vec<_>, _>>()
            })
            .map_err(err)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?;
        let mut typed = Vec::with_capacity(rows.len());
        for (k, row) in rows.into_iter().enumerate() {
            let mut out = Vec::with_capacity(row.len());
            for ((name, ty), v) in cols.iter().zip(row) {
                out.push(copy_value(ty, v).map_err(|e| {
                    format!(
                        "{}: table {table}, row {}, column {name}: {e}",
                        from.display(),
                        k + 1
                    )
                })?);
            }
            typed.push(out);
        }
        tables.push((table.to_string(), names, typed));
    }
    dst.copy_in(tables)
}

/// A SQLite value as the PostgreSQL column of type `ty` takes it (flags 0/1 become
/// booleans, integers in a REAL column reals); anything else is refused.
fn copy_value(ty: &str, v: rusqlite::types::Value) -> Result<postgres::CopyValue, String> {
    use postgres::CopyValue as C;
    use rusqlite::types::Value as V;
    Ok(match (ty, v) {
        ("bigint", V::Null) => C::Int(None),
        ("bigint", V::Integer(i)) => C::Int(Some(i)),
        ("boolean", V::Null) => C::Bool(None),
        ("boolean", V::Integer(i)) => C::Bool(Some(i != 0)),
        ("double precision", V::Null) => C::Real(None),
        ("double precision", V::Integer(i)) => C::Real(Some(i as f64)),
        ("double precision", V::Real(f)) => C::Real(Some(f)),
        ("text", V::Null) => C::Text(None),
        ("text", V::Text(t)) => C::Text(Some(t)),
        (ty, v) => return Err(format!("{v:?} does not fit a column of type {ty}")),
    })
}

/// What `pachisi db check` found.
#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    /// Games looked at.
    pub games: u64,
    /// One line per problem, naming the game.
    pub problems: Vec<String>,
}

/// Check every game of a database without changing it: its rows can be read, its
/// variant and options are valid, it has one seat row per seat with a bot the server
/// accepts, its events are numbered without gaps and replay by the rules. `Err` when
/// the file is not a game database at all.
pub fn check(path: &Path) -> Result<CheckReport, String> {
    let mut report = CheckReport::default();
    if let Some(url) = path.to_str().filter(|p| pg::is_url(p)) {
        let store = Store {
            inner: Inner::Postgres(postgres::Postgres::open(url, pg::Mode::Check)?),
        };
        check_games(&store, &mut report)?;
        return Ok(report);
    }
    if is_empty_file(path) {
        report.problems.push(format!(
            "{}: the file is empty (0 bytes): no games in it",
            path.display()
        ));
        return Ok(report);
    }
    let sqlite = Sqlite::open_read_only(path)?;
    for table in CORE_TABLES {
        if !has_table(&sqlite.conn, path, table)? {
            return Err(format!(
                "{}: not a game database (no table '{table}')",
                path.display()
            ));
        }
    }
    let store = Store {
        inner: Inner::Sqlite(sqlite),
    };
    check_games(&store, &mut report)?;
    Ok(report)
}

/// The checks of [`check`] that read the games through the store (either backend).
fn check_games(store: &Store, report: &mut CheckReport) -> Result<(), String> {
    for id in store.all_ids()? {
        report.games += 1;
        match store.load_game(&id)? {
            None => report
                .problems
                .push(format!("game {id}: vanished while checking")),
            Some(Loaded::Damaged(why)) => report.problems.push(format!("game {id}: {why}")),
            Some(Loaded::Game(g)) => {
                if let Err(why) = crate::room::RoomData::from_rows(&g.game, &g.seats, &g.events) {
                    report.problems.push(format!("game {id}: {why}"));
                }
            }
        }
    }
    // Rows that belong to no game.
    let orphans = store.orphan_rows()?;
    if orphans > 0 {
        report
            .problems
            .push(format!("{orphans} seat or event rows belong to no game"));
    }
    Ok(())
}
