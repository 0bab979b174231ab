//! Friends (docs/api.md, "Friends"; docs/security.md, "Friends, blocks and reports"):
//! following, presence, invites with Accept/Decline, blocks, chat reports and account
//! suspension (`pachisi admin`).
//!
//! - **Follow** is one-way and needs no consent, like a bookmark. A player's presence
//!   (online or not, never when last seen) is shown only to those who follow them;
//!   blocking someone removes their follow and stops them following again.
//! - **Presence** is kept in the database (`presence.seen`, Unix seconds), so that it
//!   works across server instances sharing one database: every signed-in page polls
//!   `GET /api/notices` every few seconds, which refreshes it (written at most once per
//!   [`SEEN_WRITE_EVERY`] seconds per account). A player is **online** when seen within
//!   the last [`ONLINE_WITHIN`] seconds.
//! - **Invites** name a seat of a waiting table and carry its token (supplied by the
//!   inviter, who holds it); they last [`INVITE_LIFETIME`] seconds. The token is kept in
//!   the row until the invite is answered or expires, then erased. One may invite only
//!   players one follows, never across a block.
//! - **Blocks** hide the blocked player's chat lines from the blocker (filtered by the
//!   server, ws.rs), refuse invites either way, and [`Store::blocked_between`] keeps the
//!   two apart in quick match.
//! - **Reports** of a chat line store its text, game, time and both accounts for the
//!   operator (`pachisi admin reports`); at most [`REPORT_BURST`] at once per account,
//!   then one per [`REPORT_EVERY`].
//! - **Suspension** (`pachisi admin suspend`): the account cannot sign in, its
//!   sessions end, and it cannot chat ([`Store::is_suspended`], for quick match too).

use crate::accounts::{Account, db, now, parse, signed_in, store};
use crate::app::App;
use crate::http::ok_json;
use crate::room::{Rejection, SeatKind};
use crate::store::Store;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use governor::DefaultKeyedRateLimiter;
use rusqlite::{OptionalExtension, params};
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

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

/// A player is online when seen within this many seconds.
pub const ONLINE_WITHIN: i64 = 60;
/// Presence is written at most this often per account (seconds).
pub const SEEN_WRITE_EVERY: i64 = 10;
/// An invite lasts this long (seconds).
pub const INVITE_LIFETIME: i64 = 300;
/// Reports per account at once, then one per [`REPORT_EVERY`].
pub const REPORT_BURST: u32 = 5;
pub const REPORT_EVERY: Duration = Duration::from_secs(120);
/// Invites per account at once, then one per [`INVITE_EVERY`].
pub const INVITE_BURST: u32 = 10;
pub const INVITE_EVERY: Duration = Duration::from_secs(20);
/// Longest report reason, in characters.
pub const MAX_REASON: usize = 500;
/// Most follows (and most blocks) per account.
pub const MAX_FOLLOWS: i64 = 500;

/// Invites and reports per account (in memory, like the password limits).
pub struct SocialLimiters {
    reports: Option<DefaultKeyedRateLimiter<i64>>,
    invites: Option<DefaultKeyedRateLimiter<i64>>,
}

impl Default for SocialLimiters {
    fn default() -> Self {
        SocialLimiters {
            reports: crate::talk::keyed(REPORT_BURST, REPORT_EVERY),
            invites: crate::talk::keyed(INVITE_BURST, INVITE_EVERY),
        }
    }
}

impl SocialLimiters {
    fn take(
        l: &Option<DefaultKeyedRateLimiter<i64>>,
        who: i64,
        what: &str,
    ) -> Result<(), Rejection> {
        match l {
            Some(l) if l.check_key(&who).is_err() => Err(Rejection::new(
                "rate_limited",
                format!("too many {what}: wait a few minutes"),
            )),
            _ => Ok(()),
        }
    }

    /// Forget the buckets that are full again.
    pub fn retain_recent(&self) {
        for l in [&self.reports, &self.invites].into_iter().flatten() {
            l.retain_recent();
        }
    }
}

/// One stored report, as `pachisi admin reports` lists it.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Report {
    pub id: i64,
    pub created: i64,
    pub reporter: String,
    pub reported: Option<String>,
    pub game: String,
    pub line: i64,
    pub said: i64,
    pub seat: Option<i64>,
    pub text: String,
    pub reason: Option<String>,
}

impl Store {
    /// Whether `sql` (`SELECT EXISTS (…)` of ?1 and ?2) holds.
    fn exists(&self, sql: &str, a: i64, b: i64) -> Result<bool, String> {
        self.conn
            .query_row(sql, params![a, b], |r| r.get(0))
            .map_err(|e| e.to_string())
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
            .map_err(|e| e.to_string())
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
            .map_err(|e| e.to_string())
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
            .map_err(|e| e.to_string())
    }

    /// Suspend (`Some(reason)`, possibly empty) or restore (`None`) an account by name:
    /// a suspension ends its sessions. Returns the account's name as stored.
    pub fn set_suspended(&mut self, name: &str, reason: Option<&str>) -> Result<String, String> {
        let Some((id, shown)) = self.account_id(name)? else {
            return Err(format!("no account '{name}'"));
        };
        let tx = self.conn.transaction().map_err(|e| e.to_string())?;
        tx.execute(
            "UPDATE accounts SET suspended = ?1 WHERE id = ?2",
            params![reason.is_some(), id],
        )
        .map_err(|e| e.to_string())?;
        match reason {
            Some(r) => {
                tx.execute("DELETE FROM sessions WHERE account = ?1", params![id])
                    .map_err(|e| e.to_string())?;
                let r = r.trim();
                tx.execute(
                    "INSERT OR REPLACE INTO suspensions (account, at, reason) VALUES (?1, ?2, ?3)",
                    params![id, now(), (!r.is_empty()).then_some(r)],
                )
                .map_err(|e| e.to_string())?;
            }
            None => {
                tx.execute("DELETE FROM suspensions WHERE account = ?1", params![id])
                    .map_err(|e| e.to_string())?;
            }
        }
        tx.commit().map_err(|e| e.to_string())?;
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
            .map_err(|e| e.to_string())?;
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
        .map_err(|e| e.to_string())?
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())
    }
}

/// Whether the chat line `line` (a `chat` message) comes from an account that
/// `viewer` blocks: the server does not send it.
pub fn hidden_line(
    app: &App,
    viewer: Option<&Account>,
    accounts: &[Option<i64>],
    line: &Value,
) -> bool {
    let (Some(viewer), Some(seat)) = (viewer, line["seat"].as_u64()) else {
        return false;
    };
    let Some(Some(author)) = accounts.get(seat as usize) else {
        return false;
    };
    *author != viewer.id && store(app).blocks(viewer.id, *author).unwrap_or(false)
}

/// The signed-in account of a request, refreshing its presence.
fn present(app: &App, headers: &HeaderMap) -> Result<Account, Rejection> {
    let a = signed_in(app, headers)?;
    store(app).seen(a.id, now()).map_err(db)?;
    Ok(a)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Named {
    name: String,
}

/// The other account a request names: `not_found` if none, `bad_request` if it is
/// oneself.
fn other(app: &App, me: &Account, name: &str) -> Result<(i64, String), Rejection> {
    let found = store(app).account_id(name).map_err(db)?;
    let Some((id, shown)) = found else {
        return Err(Rejection::new(
            "not_found",
            format!("no player '{}'", name.chars().take(40).collect::<String>()),
        ));
    };
    if id == me.id {
        return Err(Rejection::new("bad_request", "that is you"));
    }
    Ok((id, shown))
}

/// The signed-in account, and the other account a `{"name"}` body names.
fn pair(app: &App, headers: &HeaderMap, body: &[u8]) -> Result<(Account, i64, String), Rejection> {
    let req: Named = parse(body)?;
    let me = signed_in(app, headers)?;
    let (them, name) = other(app, &me, &req.name)?;
    Ok((me, them, name))
}

/// Unfollow or unblock: `sql` deletes the row from the account (?1) to the named one (?2).
fn undo(
    app: &App,
    headers: &HeaderMap,
    body: &[u8],
    sql: &str,
    key: &str,
) -> Result<Response, Rejection> {
    let (me, them, name) = pair(app, headers, body)?;
    store(app)
        .conn
        .execute(sql, params![me.id, them])
        .map_err(db)?;
    Ok(ok_json(json!({ key: name })))
}

fn already_reported() -> Rejection {
    Rejection::new("already_reported", "you reported this line already")
}

fn blocked() -> Rejection {
    Rejection::new("blocked", "one of you blocks the other")
}

/// `GET /api/friends`: whom the account follows (each with `online`) and whom it blocks.
pub async fn list(State(app): State<Arc<App>>, headers: HeaderMap) -> Result<Response, Rejection> {
    let me = present(&app, &headers)?;
    let s = store(&app);
    let since = now() - ONLINE_WITHIN;
    let following: Vec<Value> = {
        let mut q = s
            .conn
            .prepare(
                "SELECT a.name, COALESCE(p.seen, 0) >= ?2 FROM follows f JOIN accounts a ON a.id = f.followee
                 LEFT JOIN presence p ON p.account = a.id
                 WHERE f.follower = ?1 ORDER BY a.name_key",
            )
            .map_err(db)?;
        q.query_map(params![me.id, since], |r| {
            Ok(json!({"name": r.get::<_, String>(0)?, "online": r.get::<_, bool>(1)?}))
        })
        .map_err(db)?
        .collect::<Result<_, _>>()
        .map_err(db)?
    };
    let blocked: Vec<String> = {
        let mut q = s
            .conn
            .prepare(
                "SELECT a.name FROM blocks b JOIN accounts a ON a.id = b.blocked
                 WHERE b.blocker = ?1 ORDER BY a.name_key",
            )
            .map_err(db)?;
        q.query_map(params![me.id], |r| r.get(0))
            .map_err(db)?
            .collect::<Result<_, _>>()
            .map_err(db)?
    };
    Ok(ok_json(json!({
        "following": following,
        "blocked": blocked,
        "online_within": ONLINE_WITHIN,
    })))
}

/// How many rows of `table` have `column` = the account (for the caps).
fn count(s: &Store, sql: &str, who: i64) -> Result<i64, Rejection> {
    s.conn
        .query_row(sql, params![who], |r| r.get(0))
        .map_err(db)
}

fn too_many(what: &str) -> Rejection {
    Rejection::new("too_large", format!("at most {MAX_FOLLOWS} {what}"))
}

/// `POST /api/friends/follow` `{"name"}`.
pub async fn follow(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let (me, them, name) = pair(&app, &headers, &body)?;
    let s = store(&app);
    if s.blocked_between(me.id, them).map_err(db)? {
        return Err(blocked());
    }
    if count(
        &s,
        "SELECT COUNT(*) FROM follows WHERE follower = ?1",
        me.id,
    )? >= MAX_FOLLOWS
    {
        return Err(too_many("follows"));
    }
    s.conn
        .execute(
            "INSERT OR IGNORE INTO follows (follower, followee, created) VALUES (?1, ?2, ?3)",
            params![me.id, them, now()],
        )
        .map_err(db)?;
    Ok(ok_json(json!({"following": name})))
}

/// `POST /api/friends/unfollow` `{"name"}`.
pub async fn unfollow(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    undo(
        &app,
        &headers,
        &body,
        "DELETE FROM follows WHERE follower = ?1 AND followee = ?2",
        "unfollowed",
    )
}

/// `POST /api/friends/block` `{"name"}`: also ends their follow of you and every
/// pending invite between you.
pub async fn block(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let (me, them, name) = pair(&app, &headers, &body)?;
    let mut s = store(&app);
    if count(&s, "SELECT COUNT(*) FROM blocks WHERE blocker = ?1", me.id)? >= MAX_FOLLOWS {
        return Err(too_many("blocks"));
    }
    let tx = s.conn.transaction().map_err(db)?;
    tx.execute(
        "INSERT OR IGNORE INTO blocks (blocker, blocked, created) VALUES (?1, ?2, ?3)",
        params![me.id, them, now()],
    )
    .map_err(db)?;
    tx.execute(
        "DELETE FROM follows WHERE follower = ?1 AND followee = ?2",
        params![them, me.id],
    )
    .map_err(db)?;
    tx.execute(
        "DELETE FROM invites WHERE answer IS NULL AND ((sender = ?1 AND recipient = ?2) OR (sender = ?2 AND recipient = ?1))",
        params![me.id, them],
    )
    .map_err(db)?;
    tx.commit().map_err(db)?;
    Ok(ok_json(json!({"blocked": name})))
}

/// `POST /api/friends/unblock` `{"name"}`.
pub async fn unblock(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    undo(
        &app,
        &headers,
        &body,
        "DELETE FROM blocks WHERE blocker = ?1 AND blocked = ?2",
        "unblocked",
    )
}

/// `GET /api/notices`: the account's pending invites, and the answers to its own
/// invites not yet told (each told once). Refreshes presence.
pub async fn notices(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
) -> Result<Response, Rejection> {
    let me = present(&app, &headers)?;
    let t = now();
    let mut s = store(&app);
    let tx = s.conn.transaction().map_err(db)?;
    // Expired invites lose their token and are answered "expired".
    tx.execute(
        "UPDATE invites SET answer = 'expired', answered = expires, token = NULL
         WHERE answer IS NULL AND expires <= ?1",
        params![t],
    )
    .map_err(db)?;
    let invites: Vec<Value> = {
        let mut q = tx
            .prepare(
                "SELECT i.id, a.name, i.game, i.seat, i.expires FROM invites i JOIN accounts a ON a.id = i.sender
                 WHERE i.recipient = ?1 AND i.answer IS NULL ORDER BY i.id",
            )
            .map_err(db)?;
        q.query_map(params![me.id], |r| {
            Ok(json!({
                "id": r.get::<_, i64>(0)?,
                "from": r.get::<_, String>(1)?,
                "game": r.get::<_, String>(2)?,
                "seat": r.get::<_, i64>(3)?,
                "expires": r.get::<_, i64>(4)?,
            }))
        })
        .map_err(db)?
        .collect::<Result<_, _>>()
        .map_err(db)?
    };
    let answers: Vec<Value> = {
        let mut q = tx
            .prepare(
                "SELECT i.id, a.name, i.game, i.answer FROM invites i JOIN accounts a ON a.id = i.recipient
                 WHERE i.sender = ?1 AND i.answer IS NOT NULL AND i.told = 0 ORDER BY i.id",
            )
            .map_err(db)?;
        q.query_map(params![me.id], |r| {
            Ok(json!({
                "id": r.get::<_, i64>(0)?,
                "to": r.get::<_, String>(1)?,
                "game": r.get::<_, String>(2)?,
                "answer": r.get::<_, String>(3)?,
            }))
        })
        .map_err(db)?
        .collect::<Result<_, _>>()
        .map_err(db)?
    };
    tx.execute(
        "UPDATE invites SET told = 1 WHERE sender = ?1 AND answer IS NOT NULL AND told = 0",
        params![me.id],
    )
    .map_err(db)?;
    tx.commit().map_err(db)?;
    Ok(ok_json(
        json!({"invites": invites, "answers": answers, "now": t}),
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InviteReq {
    name: String,
    game: String,
    seat: u8,
    token: String,
}

/// `POST /api/invites` `{"name","game","seat","token"}`: invite a player one follows
/// to a free seat of a waiting table whose token one holds.
pub async fn invite(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let req: InviteReq = parse(&body)?;
    let me = signed_in(&app, &headers)?;
    let (them, name) = other(&app, &me, &req.name)?;
    {
        let s = store(&app);
        if s.blocked_between(me.id, them).map_err(db)? {
            return Err(blocked());
        }
        if !s.follows(me.id, them).map_err(db)? {
            return Err(Rejection::new(
                "not_following",
                format!("follow {name} first: you can invite the players you follow"),
            ));
        }
    }
    let room = crate::http::find(&app, &req.game)?;
    {
        let d = room.lock();
        if !d.seats_of_token(&req.token).contains(&req.seat) {
            return Err(Rejection::new(
                "unauthorized",
                "that token does not hold that seat",
            ));
        }
        if !matches!(
            d.seats.get(req.seat as usize),
            Some(SeatKind::Human { joined: false, .. })
        ) {
            return Err(Rejection::new("full", "that seat is taken already"));
        }
    }
    SocialLimiters::take(&app.social.invites, me.id, "invites")?;
    let t = now();
    let id = {
        let mut s = store(&app);
        let tx = s.conn.transaction().map_err(db)?;
        // A new invite from the same player replaces the pending one.
        tx.execute(
            "DELETE FROM invites WHERE sender = ?1 AND recipient = ?2 AND answer IS NULL",
            params![me.id, them],
        )
        .map_err(db)?;
        tx.execute(
            "INSERT INTO invites (sender, recipient, game, seat, token, created, expires)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                me.id,
                them,
                room.id,
                req.seat,
                req.token,
                t,
                t + INVITE_LIFETIME
            ],
        )
        .map_err(db)?;
        let id = tx.last_insert_rowid();
        tx.commit().map_err(db)?;
        id
    };
    Ok(ok_json(
        json!({"invite": id, "to": name, "expires": t + INVITE_LIFETIME}),
    ))
}

/// An invite's game, seat, token, expiry and answer.
type InviteRow = (String, i64, Option<String>, i64, Option<String>);
/// A chat line's time, seat and text, and its seat's account id and name.
type LineRow = (i64, Option<i64>, String, Option<i64>, Option<String>);

/// Answer a pending invite to the signed-in account: its game, seat and token.
fn answer(
    app: &App,
    headers: &HeaderMap,
    id: i64,
    how: &str,
) -> Result<(String, i64, Option<String>), Rejection> {
    let me = signed_in(app, headers)?;
    let t = now();
    let mut s = store(app);
    let tx = s.conn.transaction().map_err(db)?;
    let row: Option<InviteRow> = tx
        .query_row(
            "SELECT game, seat, token, expires, answer FROM invites WHERE id = ?1 AND recipient = ?2",
            params![id, me.id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()
        .map_err(db)?;
    let Some((game, seat, token, expires, answered)) = row else {
        return Err(Rejection::new(
            "not_found",
            format!("no invite {id} for you"),
        ));
    };
    if answered.is_some() || expires <= t {
        return Err(Rejection::new(
            "expired",
            "this invite was answered or has expired",
        ));
    }
    tx.execute(
        "UPDATE invites SET answer = ?1, answered = ?2, token = NULL WHERE id = ?3",
        params![how, t, id],
    )
    .map_err(db)?;
    tx.commit().map_err(db)?;
    Ok((game, seat, token))
}

/// `POST /api/invites/{id}/accept`: `{"game","seat","token"}` to take the seat with.
pub async fn accept(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(id): Path<i64>,
) -> Result<Response, Rejection> {
    let (game, seat, token) = answer(&app, &headers, id, "accepted")?;
    Ok(ok_json(json!({
        "game": game,
        "seat": seat,
        "token": token,
        "url": format!("/?game={game}"),
    })))
}

/// `POST /api/invites/{id}/decline`: the inviter is told.
pub async fn decline(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(id): Path<i64>,
) -> Result<Response, Rejection> {
    answer(&app, &headers, id, "declined")?;
    Ok(ok_json(json!({"declined": id})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReportReq {
    game: String,
    line: i64,
    #[serde(default)]
    reason: Option<String>,
}

/// `POST /api/reports` `{"game","line","reason"?}`: report chat line `line` (its
/// number, `n` in the chat messages) of a game.
pub async fn report(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let req: ReportReq = parse(&body)?;
    let me = signed_in(&app, &headers)?;
    let reason = req
        .reason
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty());
    if reason.is_some_and(|r| r.chars().count() > MAX_REASON) {
        return Err(Rejection::new(
            "too_large",
            format!("a reason has at most {MAX_REASON} characters"),
        ));
    }
    let line: Option<LineRow> = store(&app)
        .conn
        .query_row(
            "SELECT c.at, c.seat, c.text, s.account, a.name FROM chat c
             LEFT JOIN seats s ON s.game = c.game AND s.seat = c.seat
             LEFT JOIN accounts a ON a.id = s.account
             WHERE c.game = ?1 AND c.n = ?2",
            params![req.game, req.line],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()
        .map_err(db)?;
    let Some((said, seat, text, reported, reported_name)) = line else {
        return Err(Rejection::new("not_found", "no such chat line"));
    };
    if reported == Some(me.id) {
        return Err(Rejection::new("bad_request", "that line is yours"));
    }
    let again: bool = store(&app)
        .conn
        .query_row(
            "SELECT EXISTS (SELECT 1 FROM reports WHERE reporter = ?1 AND game = ?2 AND line = ?3)",
            params![me.id, req.game, req.line],
            |r| r.get(0),
        )
        .map_err(db)?;
    if again {
        return Err(already_reported());
    }
    // Refusals above cost no report from the budget.
    SocialLimiters::take(&app.social.reports, me.id, "reports")?;
    let n = store(&app)
        .conn
        .execute(
            "INSERT INTO reports (created, reporter, reporter_name, reported, reported_name, game, line, said, seat, text, reason)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
             ON CONFLICT (reporter, game, line) DO NOTHING",
            params![now(), me.id, me.name, reported, reported_name, req.game, req.line, said, seat, text, reason],
        )
        .map_err(db)?;
    if n == 0 {
        return Err(already_reported());
    }
    Ok(ok_json(json!({"reported": true})))
}

/// `GET /api/users/{name}/relation`: whether the signed-in account follows and blocks
/// the player (for the profile page's buttons).
pub async fn relation(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Result<Response, Rejection> {
    let me = signed_in(&app, &headers)?;
    let (them, name) = other(&app, &me, &name)?;
    let s = store(&app);
    let following = s.follows(me.id, them).map_err(db)?;
    let blocking = s.blocks(me.id, them).map_err(db)?;
    Ok(ok_json(
        json!({"name": name, "following": following, "blocking": blocking}),
    ))
}

/// What the account export (`GET /api/account/export`) adds: whom the account follows
/// and blocks, its last-seen time, its invites sent and received, its reports.
pub fn export_of(s: &Store, account: i64) -> Result<Value, Rejection> {
    let rows = |sql: &str, cols: &[&str]| -> Result<Vec<Value>, Rejection> {
        let mut q = s.conn.prepare(sql).map_err(db)?;
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
        .map_err(db)?
        .collect::<Result<_, _>>()
        .map_err(db)
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

/// `pachisi admin reports [--json]`: the reports as text lines or one JSON array.
pub fn reports_text(reports: &[Report], as_json: bool) -> String {
    if as_json {
        return serde_json::to_string_pretty(reports).unwrap_or_default() + "\n";
    }
    if reports.is_empty() {
        return "no reports\n".into();
    }
    let mut out = String::new();
    for r in reports {
        out.push_str(&format!(
            "#{} at {} by {} about {} (game {}, line {}, said at {}): {:?}{}\n",
            r.id,
            r.created,
            r.reporter,
            r.reported.as_deref().unwrap_or("a guest or spectator"),
            r.game,
            r.line,
            r.said,
            r.text,
            r.reason
                .as_deref()
                .map(|x| format!(" — reason: {x:?}"))
                .unwrap_or_default(),
        ));
    }
    out
}
