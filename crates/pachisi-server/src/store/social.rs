//! The store's follows, blocks, presence, invites, reports and suspensions
//! (crate::social has the rules and endpoints).

use super::{Sqlite, e};
use crate::accounts::now;
use crate::social::{Report, SEEN_WRITE_EVERY};
use rusqlite::{OptionalExtension, params};
use serde_json::{Value, json};

/// The tables of follows, blocks, presence, invites, reports and suspensions.
pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS follows (
    follower    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    followee    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created     INTEGER NOT NULL,
    PRIMARY KEY (follower, followee)
);
CREATE INDEX IF NOT EXISTS follows_followee ON follows (followee);
CREATE TABLE IF NOT EXISTS blocks (
    blocker     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    blocked     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created     INTEGER NOT NULL,
    PRIMARY KEY (blocker, blocked)
);
CREATE INDEX IF NOT EXISTS blocks_blocked ON blocks (blocked);
CREATE TABLE IF NOT EXISTS presence (
    account     INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    seen        INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS invites (
    id          INTEGER PRIMARY KEY,
    sender      INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    recipient   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    game        TEXT NOT NULL,
    seat        INTEGER NOT NULL,
    token       TEXT,
    created     INTEGER NOT NULL,
    expires     INTEGER NOT NULL,
    answer      TEXT,
    answered    INTEGER,
    told        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS invites_recipient ON invites (recipient, answer);
CREATE INDEX IF NOT EXISTS invites_sender ON invites (sender, told);
CREATE INDEX IF NOT EXISTS invites_pending ON invites (expires) WHERE answer IS NULL;
CREATE TABLE IF NOT EXISTS reports (
    id              INTEGER PRIMARY KEY,
    created         INTEGER NOT NULL,
    reporter        INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
    reporter_name   TEXT NOT NULL,
    reported        INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
    reported_name   TEXT,
    game            TEXT NOT NULL,
    line            INTEGER NOT NULL,
    said            INTEGER NOT NULL,
    seat            INTEGER,
    text            TEXT NOT NULL,
    reason          TEXT,
    UNIQUE (reporter, game, line)
);
CREATE TABLE IF NOT EXISTS suspensions (
    account     INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    at          INTEGER NOT NULL,
    reason      TEXT
);
";

/// An invite's game, seat and token, as answering it finds them.
#[derive(Clone, Debug, PartialEq)]
pub enum InviteAnswer {
    /// No such invite for this account.
    NotFound,
    /// Answered already or expired: nothing changed.
    Closed,
    /// Answered now: the invite's game, seat and token (erased from the row).
    Answered(String, i64, Option<String>),
}

/// An invite's game, seat, token, expiry and answer.
type InviteRow = (String, i64, Option<String>, i64, Option<String>);

/// A chat line's time, seat and text, and its seat's account id and name.
pub type LineRow = (i64, Option<i64>, String, Option<i64>, Option<String>);

/// A report's row.
#[derive(Clone, Debug)]
pub struct NewReport<'a> {
    pub created: i64,
    pub reporter: i64,
    pub reporter_name: &'a str,
    pub reported: Option<i64>,
    pub reported_name: Option<&'a str>,
    pub game: &'a str,
    pub line: i64,
    pub said: i64,
    pub seat: Option<i64>,
    pub text: &'a str,
    pub reason: Option<&'a str>,
}

impl Sqlite {
    /// Whether `sql` (`SELECT EXISTS (…)` of ?1 and ?2) holds.
    fn exists(&self, sql: &str, a: i64, b: i64) -> Result<bool, String> {
        self.conn
            .query_row(sql, params![a, b], |r| r.get(0))
            .map_err(e)
    }

    /// Whether either account blocks the other (quick match pairs neither way).
    pub fn blocked_between(&self, a: i64, b: i64) -> Result<bool, String> {
        self.exists(
            "SELECT EXISTS (SELECT 1 FROM blocks WHERE (blocker = ?1 AND blocked = ?2)
                                                  OR (blocker = ?2 AND blocked = ?1))",
            a,
            b,
        )
    }

    /// Whether `follower` follows `followee`.
    pub fn follows(&self, follower: i64, followee: i64) -> Result<bool, String> {
        self.exists(
            "SELECT EXISTS (SELECT 1 FROM follows WHERE follower = ?1 AND followee = ?2)",
            follower,
            followee,
        )
    }

    /// Whether `blocker` blocks `blocked` (one way).
    pub fn blocks(&self, blocker: i64, blocked: i64) -> Result<bool, String> {
        self.exists(
            "SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker = ?1 AND blocked = ?2)",
            blocker,
            blocked,
        )
    }

    /// Whether the account is suspended (by `pachisi admin suspend`).
    pub fn is_suspended(&self, account: i64) -> Result<bool, String> {
        self.conn
            .query_row(
                "SELECT suspended FROM accounts WHERE id = ?1",
                params![account],
                |r| r.get::<_, bool>(0),
            )
            .optional()
            .map(|s| s.unwrap_or(false))
            .map_err(e)
    }

    /// Mark the account as seen now (at most one write per [`SEEN_WRITE_EVERY`]).
    pub fn seen(&self, account: i64, at: i64) -> Result<(), String> {
        self.conn
            .execute(
                "INSERT INTO presence (account, seen) VALUES (?1, ?2)
                 ON CONFLICT (account) DO UPDATE SET seen = excluded.seen
                 WHERE presence.seen <= excluded.seen - ?3",
                params![account, at, SEEN_WRITE_EVERY],
            )
            .map(|_| ())
            .map_err(e)
    }

    /// An account's id and name by name (any case), if it exists.
    pub fn account_id(&self, name: &str) -> Result<Option<(i64, String)>, String> {
        self.conn
            .query_row(
                "SELECT id, name FROM accounts WHERE name_key = ?1",
                params![name.trim().to_ascii_lowercase()],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(e)
    }

    /// Suspend (`Some(reason)`, possibly empty) or restore (`None`) an account by name:
    /// a suspension ends its sessions. Returns the account's name as stored.
    pub fn set_suspended(&mut self, name: &str, reason: Option<&str>) -> Result<String, String> {
        let Some((id, shown)) = self.account_id(name)? else {
            return Err(format!("no account '{name}'"));
        };
        let tx = self.conn.transaction().map_err(e)?;
        tx.execute(
            "UPDATE accounts SET suspended = ?1 WHERE id = ?2",
            params![reason.is_some(), id],
        )
        .map_err(e)?;
        match reason {
            Some(r) => {
                tx.execute("DELETE FROM sessions WHERE account = ?1", params![id])
                    .map_err(e)?;
                let r = r.trim();
                tx.execute(
                    "INSERT OR REPLACE INTO suspensions (account, at, reason) VALUES (?1, ?2, ?3)",
                    params![id, now(), (!r.is_empty()).then_some(r)],
                )
                .map_err(e)?;
            }
            None => {
                tx.execute("DELETE FROM suspensions WHERE account = ?1", params![id])
                    .map_err(e)?;
            }
        }
        tx.commit().map_err(e)?;
        Ok(shown)
    }

    /// Every report, oldest first.
    pub fn reports(&self) -> Result<Vec<Report>, String> {
        let mut q = self
            .conn
            .prepare(
                "SELECT id, created, reporter_name, reported_name, game, line, said, seat, text, reason
                 FROM reports ORDER BY id",
            )
            .map_err(e)?;
        q.query_map([], |r| {
            Ok(Report {
                id: r.get(0)?,
                created: r.get(1)?,
                reporter: r.get(2)?,
                reported: r.get(3)?,
                game: r.get(4)?,
                line: r.get(5)?,
                said: r.get(6)?,
                seat: r.get(7)?,
                text: r.get(8)?,
                reason: r.get(9)?,
            })
        })
        .map_err(e)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(e)
    }

    /// Stop following.
    pub fn unfollow(&mut self, follower: i64, followee: i64) -> Result<(), String> {
        self.conn
            .execute(
                "DELETE FROM follows WHERE follower = ?1 AND followee = ?2",
                params![follower, followee],
            )
            .map(|_| ())
            .map_err(e)
    }

    /// Lift a block.
    pub fn unblock(&mut self, blocker: i64, blocked: i64) -> Result<(), String> {
        self.conn
            .execute(
                "DELETE FROM blocks WHERE blocker = ?1 AND blocked = ?2",
                params![blocker, blocked],
            )
            .map(|_| ())
            .map_err(e)
    }

    /// Whom an account follows (`{"name","online"}`, online when seen at `since` or
    /// later), by name.
    pub fn following(&self, account: i64, since: i64) -> Result<Vec<Value>, String> {
        let mut q = self
            .conn
            .prepare(
                "SELECT a.name, COALESCE(p.seen, 0) >= ?2 FROM follows f JOIN accounts a ON a.id = f.followee
                 LEFT JOIN presence p ON p.account = a.id
                 WHERE f.follower = ?1 ORDER BY a.name_key",
            )
            .map_err(e)?;
        q.query_map(params![account, since], |r| {
            Ok(json!({"name": r.get::<_, String>(0)?, "online": r.get::<_, bool>(1)?}))
        })
        .map_err(e)?
        .collect::<Result<_, _>>()
        .map_err(e)
    }

    /// The names of the accounts an account blocks.
    pub fn blocked_names(&self, account: i64) -> Result<Vec<String>, String> {
        let mut q = self
            .conn
            .prepare(
                "SELECT a.name FROM blocks b JOIN accounts a ON a.id = b.blocked
                 WHERE b.blocker = ?1 ORDER BY a.name_key",
            )
            .map_err(e)?;
        q.query_map(params![account], |r| r.get(0))
            .map_err(e)?
            .collect::<Result<_, _>>()
            .map_err(e)
    }

    /// How many accounts an account follows.
    pub fn follow_count(&self, account: i64) -> Result<i64, String> {
        self.conn
            .query_row(
                "SELECT COUNT(*) FROM follows WHERE follower = ?1",
                params![account],
                |r| r.get(0),
            )
            .map_err(e)
    }

    /// How many accounts an account blocks.
    pub fn block_count(&self, account: i64) -> Result<i64, String> {
        self.conn
            .query_row(
                "SELECT COUNT(*) FROM blocks WHERE blocker = ?1",
                params![account],
                |r| r.get(0),
            )
            .map_err(e)
    }

    /// Follow (nothing changes when already following).
    pub fn follow(&mut self, follower: i64, followee: i64, at: i64) -> Result<(), String> {
        self.conn
            .execute(
                "INSERT OR IGNORE INTO follows (follower, followee, created) VALUES (?1, ?2, ?3)",
                params![follower, followee, at],
            )
            .map(|_| ())
            .map_err(e)
    }

    /// Block, in one transaction: the blocked account's follow of the blocker ends,
    /// and every pending invite between the two.
    pub fn block(&mut self, blocker: i64, blocked: i64, at: i64) -> Result<(), String> {
        let tx = self.conn.transaction().map_err(e)?;
        tx.execute(
            "INSERT OR IGNORE INTO blocks (blocker, blocked, created) VALUES (?1, ?2, ?3)",
            params![blocker, blocked, at],
        )
        .map_err(e)?;
        tx.execute(
            "DELETE FROM follows WHERE follower = ?1 AND followee = ?2",
            params![blocked, blocker],
        )
        .map_err(e)?;
        tx.execute(
            "DELETE FROM invites WHERE answer IS NULL AND ((sender = ?1 AND recipient = ?2) OR (sender = ?2 AND recipient = ?1))",
            params![blocker, blocked],
        )
        .map_err(e)?;
        tx.commit().map_err(e)
    }

    /// An account's notices at `t`, in one transaction: invites past their expiry are
    /// answered "expired" (and lose their token); then the pending invites to the
    /// account (`{"id","from","game","seat","expires"}`) and the answers to its own
    /// invites not told yet (`{"id","to","game","answer"}`), which are now told.
    pub fn notices(&mut self, account: i64, t: i64) -> Result<(Vec<Value>, Vec<Value>), String> {
        let tx = self.conn.transaction().map_err(e)?;
        tx.execute(
            "UPDATE invites SET answer = 'expired', answered = expires, token = NULL
             WHERE answer IS NULL AND expires <= ?1",
            params![t],
        )
        .map_err(e)?;
        let invites: Vec<Value> = {
            let mut q = tx
                .prepare(
                    "SELECT i.id, a.name, i.game, i.seat, i.expires FROM invites i JOIN accounts a ON a.id = i.sender
                     WHERE i.recipient = ?1 AND i.answer IS NULL ORDER BY i.id",
                )
                .map_err(e)?;
            q.query_map(params![account], |r| {
                Ok(json!({
                    "id": r.get::<_, i64>(0)?,
                    "from": r.get::<_, String>(1)?,
                    "game": r.get::<_, String>(2)?,
                    "seat": r.get::<_, i64>(3)?,
                    "expires": r.get::<_, i64>(4)?,
                }))
            })
            .map_err(e)?
            .collect::<Result<_, _>>()
            .map_err(e)?
        };
        let answers: Vec<Value> = {
            let mut q = tx
                .prepare(
                    "SELECT i.id, a.name, i.game, i.answer FROM invites i JOIN accounts a ON a.id = i.recipient
                     WHERE i.sender = ?1 AND i.answer IS NOT NULL AND i.told = 0 ORDER BY i.id",
                )
                .map_err(e)?;
            q.query_map(params![account], |r| {
                Ok(json!({
                    "id": r.get::<_, i64>(0)?,
                    "to": r.get::<_, String>(1)?,
                    "game": r.get::<_, String>(2)?,
                    "answer": r.get::<_, String>(3)?,
                }))
            })
            .map_err(e)?
            .collect::<Result<_, _>>()
            .map_err(e)?
        };
        tx.execute(
            "UPDATE invites SET told = 1 WHERE sender = ?1 AND answer IS NOT NULL AND told = 0",
            params![account],
        )
        .map_err(e)?;
        tx.commit().map_err(e)?;
        Ok((invites, answers))
    }

    /// A new invite from `sender` to `recipient` to `seat` of `game` (holding `token`),
    /// made at `t` and lasting until `expires`; it replaces the pending one between
    /// the two. Its id.
    #[allow(clippy::too_many_arguments)]
    pub fn new_invite(
        &mut self,
        sender: i64,
        recipient: i64,
        game: &str,
        seat: u8,
        token: &str,
        t: i64,
        expires: i64,
    ) -> Result<i64, String> {
        let tx = self.conn.transaction().map_err(e)?;
        tx.execute(
            "DELETE FROM invites WHERE sender = ?1 AND recipient = ?2 AND answer IS NULL",
            params![sender, recipient],
        )
        .map_err(e)?;
        tx.execute(
            "INSERT INTO invites (sender, recipient, game, seat, token, created, expires)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![sender, recipient, game, seat, token, t, expires],
        )
        .map_err(e)?;
        let id = tx.last_insert_rowid();
        tx.commit().map_err(e)?;
        Ok(id)
    }

    /// Answer (`how`) invite `id` to `recipient` at `t`, if it is still pending.
    pub fn answer_invite(
        &mut self,
        id: i64,
        recipient: i64,
        how: &str,
        t: i64,
    ) -> Result<InviteAnswer, String> {
        let tx = self.conn.transaction().map_err(e)?;
        let row: Option<InviteRow> = tx
            .query_row(
                "SELECT game, seat, token, expires, answer FROM invites WHERE id = ?1 AND recipient = ?2",
                params![id, recipient],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
            )
            .optional()
            .map_err(e)?;
        let Some((game, seat, token, expires, answered)) = row else {
            return Ok(InviteAnswer::NotFound);
        };
        if answered.is_some() || expires <= t {
            return Ok(InviteAnswer::Closed);
        }
        tx.execute(
            "UPDATE invites SET answer = ?1, answered = ?2, token = NULL WHERE id = ?3",
            params![how, t, id],
        )
        .map_err(e)?;
        tx.commit().map_err(e)?;
        Ok(InviteAnswer::Answered(game, seat, token))
    }

    /// Chat line `line` of `game` with its seat's account, if there is such a line.
    pub fn chat_line_of(&self, game: &str, line: i64) -> Result<Option<LineRow>, String> {
        self.conn
            .query_row(
                "SELECT c.at, c.seat, c.text, s.account, a.name FROM chat c
                 LEFT JOIN seats s ON s.game = c.game AND s.seat = c.seat
                 LEFT JOIN accounts a ON a.id = s.account
                 WHERE c.game = ?1 AND c.n = ?2",
                params![game, line],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
            )
            .optional()
            .map_err(e)
    }

    /// Whether `reporter` reported chat line `line` of `game` already.
    pub fn reported(&self, reporter: i64, game: &str, line: i64) -> Result<bool, String> {
        self.conn
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM reports WHERE reporter = ?1 AND game = ?2 AND line = ?3)",
                params![reporter, game, line],
                |r| r.get(0),
            )
            .map_err(e)
    }

    /// Store a report: false when the reporter reported that line already.
    pub fn add_report(&mut self, r: &NewReport<'_>) -> Result<bool, String> {
        self.conn
            .execute(
                "INSERT INTO reports (created, reporter, reporter_name, reported, reported_name, game, line, said, seat, text, reason)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
                 ON CONFLICT (reporter, game, line) DO NOTHING",
                params![
                    r.created,
                    r.reporter,
                    r.reporter_name,
                    r.reported,
                    r.reported_name,
                    r.game,
                    r.line,
                    r.said,
                    r.seat,
                    r.text,
                    r.reason
                ],
            )
            .map(|n| n > 0)
            .map_err(e)
    }

    /// What the account export adds: whom the account follows and blocks, its
    /// last-seen time, its invites sent and received, its reports.
    pub fn social_export(&self, account: i64) -> Result<Value, String> {
        let rows = |sql: &str, cols: &[&str]| -> Result<Vec<Value>, String> {
            let mut q = self.conn.prepare(sql).map_err(e)?;
            q.query_map(params![account], |r| {
                let mut m = serde_json::Map::new();
                for (i, c) in cols.iter().enumerate() {
                    m.insert(
                        (*c).into(),
                        r.get::<_, rusqlite::types::Value>(i).map(sql_json)?,
                    );
                }
                Ok(Value::Object(m))
            })
            .map_err(e)?
            .collect::<Result<_, _>>()
            .map_err(e)
        };
        Ok(json!({
            "following": rows("SELECT a.name, f.created FROM follows f JOIN accounts a ON a.id = f.followee WHERE f.follower = ?1", &["name", "since"])?,
            "blocking": rows("SELECT a.name, b.created FROM blocks b JOIN accounts a ON a.id = b.blocked WHERE b.blocker = ?1", &["name", "since"])?,
            "seen": rows("SELECT seen FROM presence WHERE account = ?1", &["seen"])?,
            "invites": rows(
                "SELECT i.id, s.name, r.name, i.game, i.seat, i.created, i.answer FROM invites i
                 JOIN accounts s ON s.id = i.sender JOIN accounts r ON r.id = i.recipient
                 WHERE i.sender = ?1 OR i.recipient = ?1 ORDER BY i.id",
                &["id", "from", "to", "game", "seat", "created", "answer"],
            )?,
            "reports_made": rows(
                "SELECT created, game, line, text, reason FROM reports WHERE reporter = ?1 ORDER BY id",
                &["created", "game", "line", "text", "reason"],
            )?,
        }))
    }
}

fn sql_json(v: rusqlite::types::Value) -> Value {
    use rusqlite::types::Value as V;
    match v {
        V::Null => Value::Null,
        V::Integer(i) => json!(i),
        V::Real(f) => json!(f),
        V::Text(t) => json!(t),
        V::Blob(_) => Value::Null,
    }
}
