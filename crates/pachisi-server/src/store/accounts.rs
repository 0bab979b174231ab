//! The store's accounts and sessions (crate::accounts has the rules and endpoints).

use super::{Sqlite, e};
use crate::accounts::{Account, now};
use crate::fairness;
use rusqlite::{OptionalExtension, params};
use serde_json::{Value, json};

/// The account tables (the `seats.account` and `games.rated`/`creator`/`settled`/
/// `unrated` columns are added in store/mod.rs). Quick match and friends add their
/// own tables keyed by `accounts.id`; `suspended` is for `pachisi admin`.
pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS accounts (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    name_key    TEXT NOT NULL UNIQUE,
    password    TEXT NOT NULL,
    created     INTEGER NOT NULL,
    suspended   INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sessions (
    token_hash  TEXT PRIMARY KEY,
    account     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created     INTEGER NOT NULL,
    expires     INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account);
CREATE TABLE IF NOT EXISTS ratings (
    account     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    preset      TEXT NOT NULL,
    players     INTEGER NOT NULL,
    teams       INTEGER NOT NULL,
    mu          REAL NOT NULL,
    sigma       REAL NOT NULL,
    games       INTEGER NOT NULL,
    updated     INTEGER NOT NULL,
    PRIMARY KEY (account, preset, players, teams)
);
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (preset, players, teams);
CREATE TABLE IF NOT EXISTS rating_history (
    account     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    game        TEXT NOT NULL,
    preset      TEXT NOT NULL,
    players     INTEGER NOT NULL,
    teams       INTEGER NOT NULL,
    at          INTEGER NOT NULL,
    mu          REAL NOT NULL,
    sigma       REAL NOT NULL,
    PRIMARY KEY (account, game)
);
CREATE INDEX IF NOT EXISTS seats_account ON seats (account);
";

/// One game of an account, as its game list and profile show it.
#[derive(Clone, Debug, PartialEq)]
pub struct AccountGame {
    pub id: String,
    pub variant: String,
    pub options: String,
    pub created: i64,
    pub finished: bool,
    pub result: Option<String>,
    pub rated: bool,
    pub unrated: Option<String>,
    /// The account's seats.
    pub mine: Vec<u8>,
    /// Every seat: `{"seat","kind","bot","name","account"}`.
    pub seats: Vec<Value>,
    /// The account's rating after the game, if it was rated.
    pub rating_after: Option<(f64, f64)>,
}

impl Sqlite {
    /// The account of a session token, if the session is known and not expired.
    pub fn session_account(&self, token: &str) -> Result<Option<Account>, String> {
        let h = fairness::sha256_hex(token.as_bytes());
        self.conn
            .query_row(
                "SELECT a.id, a.name, a.created FROM sessions s JOIN accounts a ON a.id = s.account
                 WHERE s.token_hash = ?1 AND s.expires > ?2 AND a.suspended = 0",
                params![h, now()],
                |r| {
                    Ok(Account {
                        id: r.get(0)?,
                        name: r.get(1)?,
                        created: r.get(2)?,
                    })
                },
            )
            .optional()
            .map_err(e)
    }

    /// An account by name key (lower case), with its password hash.
    pub fn account_by_name(&self, key: &str) -> Result<Option<(Account, String)>, String> {
        self.conn
            .query_row(
                "SELECT id, name, created, password FROM accounts WHERE name_key = ?1",
                params![key],
                |r| {
                    Ok((
                        Account {
                            id: r.get(0)?,
                            name: r.get(1)?,
                            created: r.get(2)?,
                        },
                        r.get(3)?,
                    ))
                },
            )
            .optional()
            .map_err(e)
    }

    /// An account by id.
    pub fn account(&self, id: i64) -> Result<Account, String> {
        self.conn
            .query_row(
                "SELECT name, created FROM accounts WHERE id = ?1",
                params![id],
                |r| {
                    Ok(Account {
                        id,
                        name: r.get(0)?,
                        created: r.get(1)?,
                    })
                },
            )
            .map_err(e)
    }

    /// An account's password hash.
    pub fn password_of(&self, account: i64) -> Result<String, String> {
        self.conn
            .query_row(
                "SELECT password FROM accounts WHERE id = ?1",
                params![account],
                |r| r.get(0),
            )
            .map_err(e)
    }

    /// A new account: its id, or `None` when the name key is taken.
    pub fn create_account(
        &mut self,
        name: &str,
        key: &str,
        password_hash: &str,
        created: i64,
    ) -> Result<Option<i64>, String> {
        let n = self
            .conn
            .execute(
                "INSERT INTO accounts (name, name_key, password, created) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (name_key) DO NOTHING",
                params![name, key, password_hash, created],
            )
            .map_err(e)?;
        Ok((n > 0).then(|| self.conn.last_insert_rowid()))
    }

    /// A new session for `account` lasting `lifetime` seconds: its token.
    pub fn new_session(&mut self, account: i64, lifetime: i64) -> Result<String, String> {
        let token = fairness::hex(&fairness::os_random::<32>());
        let t = now();
        // Expired sessions go whenever a new one is made.
        self.conn
            .execute("DELETE FROM sessions WHERE expires <= ?1", params![t])
            .map_err(e)?;
        self.conn
            .execute(
                "INSERT INTO sessions (token_hash, account, created, expires) VALUES (?1, ?2, ?3, ?4)",
                params![fairness::sha256_hex(token.as_bytes()), account, t, t + lifetime],
            )
            .map_err(e)?;
        Ok(token)
    }

    /// End the session of a token.
    pub fn end_session(&mut self, token: &str) -> Result<(), String> {
        self.conn
            .execute(
                "DELETE FROM sessions WHERE token_hash = ?1",
                params![fairness::sha256_hex(token.as_bytes())],
            )
            .map(|_| ())
            .map_err(e)
    }

    /// Store a new password hash and end every session of the account.
    pub fn set_password(&mut self, account: i64, password_hash: &str) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE accounts SET password = ?1 WHERE id = ?2",
                params![password_hash, account],
            )
            .map_err(e)?;
        self.conn
            .execute("DELETE FROM sessions WHERE account = ?1", params![account])
            .map_err(e)?;
        Ok(())
    }

    /// Delete an account (its sessions and ratings go with it); its seats lose the
    /// account and the player's name, the games it created their creator. Returns the
    /// games it sat in.
    pub fn delete_account(&mut self, account: i64) -> Result<Vec<String>, String> {
        let tx = self.conn.transaction().map_err(e)?;
        let games = {
            let mut q = tx
                .prepare("SELECT DISTINCT game FROM seats WHERE account = ?1")
                .map_err(e)?;
            q.query_map(params![account], |r| r.get::<_, String>(0))
                .map_err(e)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(e)?
        };
        tx.execute(
            "UPDATE seats SET account = NULL, name = NULL WHERE account = ?1",
            params![account],
        )
        .map_err(e)?;
        tx.execute(
            "UPDATE games SET creator = NULL WHERE creator = ?1",
            params![account],
        )
        .map_err(e)?;
        tx.execute("DELETE FROM accounts WHERE id = ?1", params![account])
            .map_err(e)?;
        tx.commit().map_err(e)?;
        Ok(games)
    }

    /// An account's sessions (`{"created","expires"}`), oldest first.
    pub fn sessions_of(&self, account: i64) -> Result<Vec<Value>, String> {
        let mut q = self
            .conn
            .prepare("SELECT created, expires FROM sessions WHERE account = ?1 ORDER BY created")
            .map_err(e)?;
        q.query_map(params![account], |r| {
            Ok(json!({"created": r.get::<_, i64>(0)?, "expires": r.get::<_, i64>(1)?}))
        })
        .map_err(e)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(e)
    }

    /// The finished games an account sat in, per variant (by name).
    pub fn finished_per_variant(&self, account: i64) -> Result<Vec<(String, i64)>, String> {
        let mut q = self
            .conn
            .prepare(
                "SELECT g.variant, COUNT(DISTINCT g.id) FROM seats s JOIN games g ON g.id = s.game
                 WHERE s.account = ?1 AND g.finished = 1 GROUP BY g.variant ORDER BY g.variant",
            )
            .map_err(e)?;
        q.query_map(params![account], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?))
        })
        .map_err(e)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(e)
    }

    /// An account's games, newest first, at most `limit`.
    pub fn games_of(&self, account: i64, limit: i64) -> Result<Vec<AccountGame>, String> {
        let mut q = self
            .conn
            .prepare(
                "SELECT g.id, g.variant, g.options, g.created, g.finished, g.result, g.rated, g.unrated,
                        group_concat(s.seat)
                 FROM seats s JOIN games g ON g.id = s.game
                 WHERE s.account = ?1 GROUP BY g.id ORDER BY g.created DESC, g.id LIMIT ?2",
            )
            .map_err(e)?;
        let rows = q
            .query_map(params![account, limit], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, i64>(3)?,
                    r.get::<_, bool>(4)?,
                    r.get::<_, Option<String>>(5)?,
                    r.get::<_, bool>(6)?,
                    r.get::<_, Option<String>>(7)?,
                    r.get::<_, String>(8)?,
                ))
            })
            .map_err(e)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(e)?;
        let mut seats_q = self
            .conn
            .prepare_cached(
                "SELECT s.seat, s.kind, s.bot, s.name, a.name FROM seats s LEFT JOIN accounts a ON a.id = s.account
                 WHERE s.game = ?1 ORDER BY s.seat",
            )
            .map_err(e)?;
        let mut change_q = self
            .conn
            .prepare_cached("SELECT mu, sigma FROM rating_history WHERE account = ?1 AND game = ?2")
            .map_err(e)?;
        let mut out = vec![];
        for (id, variant, options, created, finished, result, rated, unrated, mine) in rows {
            let seats: Vec<Value> = seats_q
                .query_map(params![id], |r| {
                    Ok(json!({
                        "seat": r.get::<_, i64>(0)?,
                        "kind": r.get::<_, String>(1)?,
                        "bot": r.get::<_, Option<String>>(2)?,
                        "name": r.get::<_, Option<String>>(3)?,
                        "account": r.get::<_, Option<String>>(4)?,
                    }))
                })
                .map_err(e)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(e)?;
            let rating_after = change_q
                .query_row(params![account, id], |r| {
                    Ok((r.get::<_, f64>(0)?, r.get::<_, f64>(1)?))
                })
                .optional()
                .map_err(e)?;
            out.push(AccountGame {
                id,
                variant,
                options,
                created,
                finished,
                result,
                rated,
                unrated,
                mine: mine
                    .split(',')
                    .filter_map(|x| x.parse::<u8>().ok())
                    .collect(),
                seats,
                rating_after,
            });
        }
        Ok(out)
    }

    /// Record `account` on those of `seats` of `game` that have no account yet;
    /// returns the seats changed.
    pub fn bind_seats(
        &mut self,
        game: &str,
        seats: &[u8],
        account: i64,
    ) -> Result<Vec<u8>, String> {
        let tx = self.conn.transaction().map_err(e)?;
        let mut changed = vec![];
        for &s in seats {
            let n = tx
                .execute(
                    "UPDATE seats SET account = ?1 WHERE game = ?2 AND seat = ?3 AND kind = 'human' AND account IS NULL",
                    params![account, game, s],
                )
                .map_err(e)?;
            if n == 1 {
                changed.push(s);
            }
        }
        tx.commit().map_err(e)?;
        Ok(changed)
    }
}
