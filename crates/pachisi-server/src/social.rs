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
use crate::store::social::{InviteAnswer, NewReport};
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use governor::DefaultKeyedRateLimiter;
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

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

/// Unfollow or unblock: `how` deletes the row from the account to the named one.
fn undo(
    app: &App,
    headers: &HeaderMap,
    body: &[u8],
    how: fn(&mut Store, i64, i64) -> Result<(), String>,
    key: &str,
) -> Result<Response, Rejection> {
    let (me, them, name) = pair(app, headers, body)?;
    how(&mut store(app), me.id, them).map_err(db)?;
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
    let following = s.following(me.id, since).map_err(db)?;
    let blocked = s.blocked_names(me.id).map_err(db)?;
    Ok(ok_json(json!({
        "following": following,
        "blocked": blocked,
        "online_within": ONLINE_WITHIN,
    })))
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
    let mut s = store(&app);
    if s.blocked_between(me.id, them).map_err(db)? {
        return Err(blocked());
    }
    if s.follow_count(me.id).map_err(db)? >= MAX_FOLLOWS {
        return Err(too_many("follows"));
    }
    s.follow(me.id, them, now()).map_err(db)?;
    Ok(ok_json(json!({"following": name})))
}

/// `POST /api/friends/unfollow` `{"name"}`.
pub async fn unfollow(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    undo(&app, &headers, &body, Store::unfollow, "unfollowed")
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
    if s.block_count(me.id).map_err(db)? >= MAX_FOLLOWS {
        return Err(too_many("blocks"));
    }
    s.block(me.id, them, now()).map_err(db)?;
    Ok(ok_json(json!({"blocked": name})))
}

/// `POST /api/friends/unblock` `{"name"}`.
pub async fn unblock(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    undo(&app, &headers, &body, Store::unblock, "unblocked")
}

/// `GET /api/notices`: the account's pending invites, and the answers to its own
/// invites not yet told (each told once). Refreshes presence.
pub async fn notices(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
) -> Result<Response, Rejection> {
    let me = present(&app, &headers)?;
    let t = now();
    let (invites, answers) = store(&app).notices(me.id, t).map_err(db)?;
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
    let id = store(&app)
        .new_invite(
            me.id,
            them,
            &room.id,
            req.seat,
            &req.token,
            t,
            t + INVITE_LIFETIME,
        )
        .map_err(db)?;
    Ok(ok_json(
        json!({"invite": id, "to": name, "expires": t + INVITE_LIFETIME}),
    ))
}

/// Answer a pending invite to the signed-in account: its game, seat and token.
fn answer(
    app: &App,
    headers: &HeaderMap,
    id: i64,
    how: &str,
) -> Result<(String, i64, Option<String>), Rejection> {
    let me = signed_in(app, headers)?;
    let t = now();
    match store(app).answer_invite(id, me.id, how, t).map_err(db)? {
        InviteAnswer::NotFound => Err(Rejection::new(
            "not_found",
            format!("no invite {id} for you"),
        )),
        InviteAnswer::Closed => Err(Rejection::new(
            "expired",
            "this invite was answered or has expired",
        )),
        InviteAnswer::Answered(game, seat, token) => Ok((game, seat, token)),
    }
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
    let line = store(&app).chat_line_of(&req.game, req.line).map_err(db)?;
    let Some((said, seat, text, reported, reported_name)) = line else {
        return Err(Rejection::new("not_found", "no such chat line"));
    };
    if reported == Some(me.id) {
        return Err(Rejection::new("bad_request", "that line is yours"));
    }
    let again = store(&app)
        .reported(me.id, &req.game, req.line)
        .map_err(db)?;
    if again {
        return Err(already_reported());
    }
    // Refusals above cost no report from the budget.
    SocialLimiters::take(&app.social.reports, me.id, "reports")?;
    let added = store(&app)
        .add_report(&NewReport {
            created: now(),
            reporter: me.id,
            reporter_name: &me.name,
            reported,
            reported_name: reported_name.as_deref(),
            game: &req.game,
            line: req.line,
            said,
            seat,
            text: &text,
            reason,
        })
        .map_err(db)?;
    if !added {
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
    s.social_export(account).map_err(db)
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
