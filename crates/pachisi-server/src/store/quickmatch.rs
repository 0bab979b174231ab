//! The store's quick-match queue (crate::quickmatch has the pairing and endpoints).

use super::{Sqlite, e};
use crate::quickmatch::{EXPIRE_MS, GUEST_TICKETS_PER_CLIENT, MAX_QUEUE, PAIRED_KEPT_MS, Waiting};
use rusqlite::{OptionalExtension, params};

/// The queue's table.
pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS match_tickets (
    id_hash     TEXT PRIMARY KEY,
    account     INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
    browser     TEXT,
    client      TEXT NOT NULL,
    preset      TEXT NOT NULL,
    players     INTEGER NOT NULL,
    rated       INTEGER NOT NULL,
    rating      REAL NOT NULL,
    since       INTEGER NOT NULL,
    polled      INTEGER NOT NULL,
    game        TEXT,
    seats       TEXT,
    token       TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS match_tickets_account ON match_tickets (account) WHERE account IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS match_tickets_browser ON match_tickets (browser) WHERE browser IS NOT NULL;
CREATE INDEX IF NOT EXISTS match_tickets_waiting ON match_tickets (game, since);
";

/// A game id in a ticket row while its table is being made.
pub const PENDING: &str = "pending";

/// A new ticket's row.
#[derive(Clone, Debug)]
pub struct NewTicket<'a> {
    pub id_hash: &'a str,
    pub account: Option<i64>,
    /// The browser key's SHA-256, if given.
    pub browser: Option<&'a str>,
    pub client: &'a str,
    pub preset: &'a str,
    pub players: u8,
    pub rated: bool,
    pub rating: f64,
    pub now: i64,
}

/// What [`Store::enqueue_ticket`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enqueued {
    Queued,
    /// [`MAX_QUEUE`] tickets wait already: nothing changed.
    QueueFull,
    /// The client address has [`GUEST_TICKETS_PER_CLIENT`] guest tickets: nothing changed.
    TooManyGuests,
}

/// A ticket as a poll reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct TicketRow {
    pub preset: String,
    pub players: u8,
    pub rated: bool,
    pub rating: f64,
    pub since: i64,
    pub game: Option<String>,
    /// JSON array of the ticket's seats once paired.
    pub seats: Option<String>,
    pub token: Option<String>,
}

/// A waiting ticket's account, preset, player count and time of joining.
pub type WaitingTicket = (Option<i64>, String, u8, i64);

/// A waiting ticket claimed for a table: its id hash and how the pairing saw it.
pub type ClaimedTicket = (String, Waiting);

/// The pairing: groups of indices into the waiting tickets (oldest first) at `now`.
pub type Pairing = fn(&[Waiting], i64) -> Vec<Vec<usize>>;

impl Sqlite {
    /// The stored rating (μ, σ) of an account for a game key, if it has one.
    pub fn rating(
        &self,
        account: i64,
        preset: &str,
        players: u8,
        teams: bool,
    ) -> Result<Option<(f64, f64)>, String> {
        self.conn
            .query_row(
                "SELECT mu, sigma FROM ratings WHERE account = ?1 AND preset = ?2 AND players = ?3 AND teams = ?4",
                params![account, preset, players, teams],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(e)
    }

    /// Put a ticket in the queue, replacing an older one of the same account or
    /// browser, unless the queue or the client's guest tickets are full (then nothing
    /// changes).
    pub fn enqueue_ticket(&mut self, t: &NewTicket<'_>) -> Result<Enqueued, String> {
        let tx = self.conn.transaction().map_err(e)?;
        if let Some(a) = t.account {
            tx.execute("DELETE FROM match_tickets WHERE account = ?1", params![a])
                .map_err(e)?;
        }
        if let Some(b) = t.browser {
            tx.execute("DELETE FROM match_tickets WHERE browser = ?1", params![b])
                .map_err(e)?;
        }
        let waiting: i64 = tx
            .query_row(
                "SELECT COUNT(*) FROM match_tickets WHERE game IS NULL",
                [],
                |r| r.get(0),
            )
            .map_err(e)?;
        if waiting >= MAX_QUEUE {
            return Ok(Enqueued::QueueFull);
        }
        if t.account.is_none() {
            let mine: i64 = tx
                .query_row(
                    "SELECT COUNT(*) FROM match_tickets WHERE account IS NULL AND client = ?1",
                    params![t.client],
                    |r| r.get(0),
                )
                .map_err(e)?;
            if mine >= GUEST_TICKETS_PER_CLIENT {
                return Ok(Enqueued::TooManyGuests);
            }
        }
        tx.execute(
            "INSERT INTO match_tickets (id_hash, account, browser, client, preset, players, rated, rating, since, polled)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)",
            params![
                t.id_hash, t.account, t.browser, t.client, t.preset, t.players, t.rated, t.rating,
                t.now
            ],
        )
        .map_err(e)?;
        tx.commit().map_err(e)?;
        Ok(Enqueued::Queued)
    }

    /// A ticket by its id hash, marked polled at `now` (`None`: no such ticket).
    pub fn poll_ticket(&mut self, id_hash: &str, now: i64) -> Result<Option<TicketRow>, String> {
        let row = self
            .conn
            .query_row(
                "SELECT preset, players, rated, rating, since, game, seats, token FROM match_tickets WHERE id_hash = ?1",
                params![id_hash],
                |r| {
                    Ok(TicketRow {
                        preset: r.get(0)?,
                        players: r.get(1)?,
                        rated: r.get(2)?,
                        rating: r.get(3)?,
                        since: r.get(4)?,
                        game: r.get(5)?,
                        seats: r.get(6)?,
                        token: r.get(7)?,
                    })
                },
            )
            .optional()
            .map_err(e)?;
        if row.is_some() {
            self.conn
                .execute(
                    "UPDATE match_tickets SET polled = ?1 WHERE id_hash = ?2",
                    params![now, id_hash],
                )
                .map_err(e)?;
        }
        Ok(row)
    }

    /// Remove a ticket still waiting: whether there was one.
    pub fn cancel_ticket(&mut self, id_hash: &str) -> Result<bool, String> {
        self.conn
            .execute(
                "DELETE FROM match_tickets WHERE id_hash = ?1 AND game IS NULL",
                params![id_hash],
            )
            .map(|n| n > 0)
            .map_err(e)
    }

    /// A waiting ticket's account, preset, player count and time of joining.
    pub fn waiting_ticket(&self, id_hash: &str) -> Result<Option<WaitingTicket>, String> {
        self.conn
            .query_row(
                "SELECT account, preset, players, since FROM match_tickets WHERE id_hash = ?1 AND game IS NULL",
                params![id_hash],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()
            .map_err(e)
    }

    /// Claim one waiting ticket for a table being made: whether it was still waiting.
    pub fn claim_ticket(&mut self, id_hash: &str) -> Result<bool, String> {
        self.conn
            .execute(
                "UPDATE match_tickets SET game = ?1 WHERE id_hash = ?2 AND game IS NULL",
                params![PENDING, id_hash],
            )
            .map(|n| n > 0)
            .map_err(e)
    }

    /// Record a claimed ticket's table: the game, its seats (JSON array) and token.
    pub fn set_ticket_table(
        &mut self,
        id_hash: &str,
        game: &str,
        seats: &str,
        token: &str,
    ) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE match_tickets SET game = ?1, seats = ?2, token = ?3 WHERE id_hash = ?4",
                params![game, seats, token, id_hash],
            )
            .map(|_| ())
            .map_err(e)
    }

    /// A claimed ticket waits again (its table could not be made).
    pub fn free_ticket(&mut self, id_hash: &str) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE match_tickets SET game = NULL WHERE id_hash = ?1",
                params![id_hash],
            )
            .map(|_| ())
            .map_err(e)
    }

    /// One round of the queue at `now`, in one transaction: drop the expired tickets
    /// and those of suspended accounts, read the waiting ones (oldest first, each with
    /// the accounts it must stay apart from), pair them with `pair` and claim every
    /// group's tickets. Returns the groups.
    pub fn claim_tables(
        &mut self,
        now: i64,
        pair: Pairing,
    ) -> Result<Vec<Vec<ClaimedTicket>>, String> {
        // IMMEDIATE: another instance on the same file waits, so a ticket is claimed once.
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(e)?;
        tx.execute(
            "DELETE FROM match_tickets WHERE (game IS NULL AND polled < ?1) OR (game IS NOT NULL AND game != ?3 AND polled < ?2)",
            params![now - EXPIRE_MS, now - PAIRED_KEPT_MS, PENDING],
        )
        .map_err(e)?;
        // A suspended account leaves the queue (its sessions are gone already).
        tx.execute(
            "DELETE FROM match_tickets WHERE game IS NULL
             AND account IN (SELECT id FROM accounts WHERE suspended != 0)",
            [],
        )
        .map_err(e)?;
        let mut rows: Vec<(String, Waiting)> = {
            let mut q = tx
                .prepare(
                    "SELECT id_hash, account, browser, preset, players, rated, rating, since
                     FROM match_tickets WHERE game IS NULL ORDER BY since, id_hash",
                )
                .map_err(e)?;
            q.query_map([], |r| {
                Ok((
                    r.get(0)?,
                    Waiting {
                        account: r.get(1)?,
                        browser: r.get(2)?,
                        preset: r.get(3)?,
                        players: r.get(4)?,
                        rated: r.get(5)?,
                        rating: r.get(6)?,
                        since: r.get(7)?,
                        apart: vec![],
                    },
                ))
            })
            .map_err(e)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(e)?
        };
        // The blocks between waiting players, either way.
        {
            let mut q = tx
                .prepare(
                    "SELECT b.blocker, b.blocked FROM blocks b
                     JOIN match_tickets x ON x.account = b.blocker AND x.game IS NULL
                     JOIN match_tickets y ON y.account = b.blocked AND y.game IS NULL",
                )
                .map_err(e)?;
            let blocks = q
                .query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)))
                .map_err(e)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(e)?;
            for (_, w) in &mut rows {
                let Some(me) = w.account else { continue };
                for &(x, y) in &blocks {
                    if x == me {
                        w.apart.push(y);
                    } else if y == me {
                        w.apart.push(x);
                    }
                }
            }
        }
        let waiting: Vec<Waiting> = rows.iter().map(|(_, w)| w.clone()).collect();
        let mut groups = vec![];
        for g in pair(&waiting, now) {
            for &i in &g {
                tx.execute(
                    "UPDATE match_tickets SET game = ?1 WHERE id_hash = ?2",
                    params![PENDING, rows[i].0],
                )
                .map_err(e)?;
            }
            groups.push(g.iter().map(|&i| rows[i].clone()).collect());
        }
        tx.commit().map_err(e)?;
        Ok(groups)
    }

    /// Tickets whose table was being made when the server stopped go back to waiting.
    pub fn recover_tickets(&self) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE match_tickets SET game = NULL WHERE game = ?1",
                params![PENDING],
            )
            .map(|_| ())
            .map_err(e)
    }
}
