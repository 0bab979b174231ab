//! Accounts (optional: guests play as before), sessions and the account endpoints
//! (docs/api.md, "Accounts and ratings"; docs/security.md, "Accounts").
//!
//! - A user name is 3 to 20 characters: ASCII letters, digits, `_` and `-`, starting
//!   with a letter or digit; unique without regard to case (the lower-case form is
//!   the key).
//! - A password is 8 to 128 characters and is not the user name. It is stored as an
//!   argon2id PHC string (the `argon2` crate, OWASP's parameters: 19 MiB, 2 passes,
//!   1 lane), hashed and checked off the async threads.
//! - A session is 32 random bytes from the OS (hex) in the cookie
//!   [`SESSION_COOKIE`] (`HttpOnly; SameSite=Lax; Path=/`, `Secure` behind an https
//!   `--public-url`); only its SHA-256 is stored, with its expiry
//!   ([`crate::Limits::session_lifetime`], 30 days by default).
//! - Password attempts are limited in memory per client address and per account name
//!   ([`PasswordLimiters`]).

use crate::app::{App, Limits};
use crate::fairness;
use crate::http::ok_json;
use crate::room::{Rejection, Room, SeatKind};
use crate::store::SharedStore;
use crate::store::Store;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use governor::DefaultKeyedRateLimiter;
use serde::Deserialize;
use serde_json::{Value, json};
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "pachisi_session";
/// User names: this many characters at least and at most.
pub const NAME_LEN: std::ops::RangeInclusive<usize> = 3..=20;
/// Passwords: this many characters at least and at most.
pub const PASSWORD_LEN: std::ops::RangeInclusive<usize> = 8..=128;
/// Games one claim request may name.
pub const MAX_CLAIMS: usize = 200;

pub(crate) fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

pub(crate) fn db(e: impl std::fmt::Display) -> Rejection {
    Rejection::new("internal", format!("database: {e}"))
}

/// A user name as given, and its key (lower case): `bad_name` unless it follows the
/// rules in the module docs.
pub fn check_name(name: &str) -> Result<(String, String), Rejection> {
    let n = name.trim();
    let ok_chars = n
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    let ok_first = n.chars().next().is_some_and(|c| c.is_ascii_alphanumeric());
    if !NAME_LEN.contains(&n.chars().count()) || !ok_chars || !ok_first {
        return Err(Rejection::new(
            "bad_name",
            format!(
                "a user name has {} to {} characters: letters a-z, digits, _ and -, starting with a letter or digit",
                NAME_LEN.start(),
                NAME_LEN.end()
            ),
        ));
    }
    Ok((n.to_string(), n.to_ascii_lowercase()))
}

/// `weak_password` unless the password has [`PASSWORD_LEN`] characters and is not
/// the user name.
pub fn check_password(password: &str, name: &str) -> Result<(), Rejection> {
    if !PASSWORD_LEN.contains(&password.chars().count()) {
        return Err(Rejection::new(
            "weak_password",
            format!(
                "a password has {} to {} characters",
                PASSWORD_LEN.start(),
                PASSWORD_LEN.end()
            ),
        ));
    }
    if password.eq_ignore_ascii_case(name) {
        return Err(Rejection::new(
            "weak_password",
            "the password must not be the user name",
        ));
    }
    Ok(())
}

fn hasher() -> argon2::Argon2<'static> {
    // OWASP's first choice for argon2id: m = 19 MiB, t = 2, p = 1.
    let params = argon2::Params::new(19 * 1024, 2, 1, None).unwrap_or_default();
    argon2::Argon2::new(argon2::Algorithm::Argon2id, argon2::Version::V0x13, params)
}

/// The argon2id PHC string of a password, with a random salt from the OS.
pub fn hash_password(password: &str) -> Result<String, Rejection> {
    use argon2::PasswordHasher;
    let salt = argon2::password_hash::SaltString::encode_b64(&fairness::os_random::<16>())
        .map_err(|e| Rejection::new("internal", e.to_string()))?;
    hasher()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| Rejection::new("internal", e.to_string()))
}

/// Whether `password` matches a stored PHC string (the parameters are read from it).
pub fn verify_password(password: &str, stored: &str) -> bool {
    use argon2::PasswordVerifier;
    argon2::password_hash::PasswordHash::new(stored)
        .is_ok_and(|h| hasher().verify_password(password.as_bytes(), &h).is_ok())
}

/// A hash of no one's password: checked when the name is unknown, so that an
/// unknown name takes as long to refuse as a wrong password.
fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_password("no account has this password").unwrap_or_default())
}

/// Argon2 off the async threads, at most one per core at a time: each hash holds 19 MiB,
/// so a flood of sign-ups or sign-ins from many addresses (each within its own limit)
/// waits its turn instead of filling the blocking pool and the memory.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Rejection> {
    static SLOTS: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    let slots = SLOTS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        tokio::sync::Semaphore::new(cores.max(2))
    });
    let _slot = slots
        .acquire()
        .await
        .map_err(|_| Rejection::new("internal", "the password check failed"))?;
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|_| Rejection::new("internal", "the password check failed"))
}

/// Password attempts per client address and per account name (in memory: a restart
/// forgets them, which costs an attacker one burst per restart; kept out of the
/// database so that a flood of attempts writes nothing).
pub struct PasswordLimiters {
    per_client: Option<DefaultKeyedRateLimiter<IpAddr>>,
    per_account: Option<DefaultKeyedRateLimiter<String>>,
}

impl PasswordLimiters {
    pub fn new(l: &Limits) -> PasswordLimiters {
        PasswordLimiters {
            per_client: crate::talk::keyed(
                l.password_burst_per_client,
                l.password_every_per_client,
            ),
            per_account: crate::talk::keyed(
                l.password_burst_per_account,
                l.password_every_per_account,
            ),
        }
    }

    /// One password attempt from `ip`, for the account `key` if named.
    pub fn attempt(&self, ip: IpAddr, key: Option<&str>) -> Result<(), Rejection> {
        if let Some(l) = &self.per_client
            && l.check_key(&ip).is_err()
        {
            return Err(Rejection::new(
                "rate_limited",
                "too many password attempts from your address: wait a minute",
            ));
        }
        if let (Some(l), Some(k)) = (&self.per_account, key)
            && l.check_key(&k.to_string()).is_err()
        {
            return Err(Rejection::new(
                "rate_limited",
                "too many sign-in attempts for this account: wait a minute",
            ));
        }
        Ok(())
    }

    /// Forget the buckets that are full again.
    pub fn retain_recent(&self) {
        if let Some(l) = &self.per_client {
            l.retain_recent();
        }
        if let Some(l) = &self.per_account {
            l.retain_recent();
        }
    }
}

/// A signed-in account.
#[derive(Clone, Debug)]
pub struct Account {
    pub id: i64,
    pub name: String,
    pub created: i64,
}

impl Account {
    fn json(&self) -> Value {
        json!({"name": self.name, "created": self.created})
    }
}

/// The session token in a request's `Cookie` header, if any.
fn session_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == SESSION_COOKIE)
        .map(|(_, v)| v.trim().to_string())
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The signed-in account of a request, if any.
pub fn account_of(app: &App, headers: &HeaderMap) -> Option<Account> {
    let token = session_token(headers)?;
    app.store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .session_account(&token)
        .ok()
        .flatten()
}

pub(crate) fn signed_in(app: &App, headers: &HeaderMap) -> Result<Account, Rejection> {
    account_of(app, headers).ok_or_else(|| Rejection::new("sign_in_required", "sign in first"))
}

/// The `Set-Cookie` value of a session (`None`: clear it).
fn cookie(app: &App, token: Option<&str>) -> HeaderValue {
    let secure = if app.public_origin.starts_with("https://") {
        "; Secure"
    } else {
        ""
    };
    let v = match token {
        Some(t) => format!(
            "{SESSION_COOKIE}={t}; HttpOnly; SameSite=Lax; Path=/; Max-Age={}{secure}",
            app.config.limits.session_lifetime.as_secs()
        ),
        None => format!("{SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0{secure}"),
    };
    HeaderValue::from_str(&v).unwrap_or_else(|_| HeaderValue::from_static(""))
}

fn with_cookie(mut r: Response, c: HeaderValue) -> Response {
    r.headers_mut().append(header::SET_COOKIE, c);
    r
}

pub(crate) fn parse<T: for<'de> Deserialize<'de>>(body: &[u8]) -> Result<T, Rejection> {
    let body = if body.iter().all(u8::is_ascii_whitespace) {
        b"{}".as_slice()
    } else {
        body
    };
    serde_json::from_slice(body).map_err(|e| Rejection::new("bad_request", e.to_string()))
}

pub(crate) fn store(app: &App) -> crate::store::StoreGuard<'_> {
    app.store.lock().unwrap_or_else(|e| e.into_inner())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
}

fn signed_in_answer(app: &App, account: &Account) -> Result<Response, Rejection> {
    let lifetime = app.config.limits.session_lifetime.as_secs() as i64;
    let token = store(app).new_session(account.id, lifetime).map_err(db)?;
    Ok(with_cookie(
        ok_json(json!({"account": account.json()})),
        cookie(app, Some(&token)),
    ))
}

fn taken(name: &str) -> Rejection {
    Rejection::new("name_taken", format!("the name '{name}' is taken"))
}

/// `POST /api/account/signup` `{"name","password"}`: a new account, signed in.
pub async fn signup(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let req: Credentials = parse(&body)?;
    let (name, key) = check_name(&req.name)?;
    check_password(&req.password, &name)?;
    let ip = crate::guard::client_ip(&app, &headers, Some(peer));
    app.passwords.attempt(ip, None)?;
    if store(&app).account_by_name(&key).map_err(db)?.is_some() {
        return Err(taken(&name));
    }
    let password = req.password;
    let hash = blocking(move || hash_password(&password)).await??;
    let created = now();
    let Some(id) = store(&app)
        .create_account(&name, &key, &hash, created)
        .map_err(db)?
    else {
        return Err(taken(&name));
    };
    signed_in_answer(&app, &Account { id, name, created })
}

/// `POST /api/account/signin` `{"name","password"}`.
pub async fn signin(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let req: Credentials = parse(&body)?;
    let key = req.name.trim().to_ascii_lowercase();
    let ip = crate::guard::client_ip(&app, &headers, Some(peer));
    app.passwords.attempt(ip, Some(&key))?;
    let found = store(&app).account_by_name(&key).map_err(db)?;
    let stored = found
        .as_ref()
        .map_or_else(|| decoy_hash().to_string(), |(_, h)| h.clone());
    let password = req.password;
    let ok = blocking(move || verify_password(&password, &stored)).await?;
    match found {
        Some((account, _)) if ok => {
            // Only the right password learns of a suspension (docs/security.md).
            if store(&app).is_suspended(account.id).map_err(db)? {
                return Err(Rejection::new(
                    "suspended",
                    "this account is suspended: ask the server's operator",
                ));
            }
            signed_in_answer(&app, &account)
        }
        _ => Err(Rejection::new(
            "wrong_password",
            "no account has this name and password",
        )),
    }
}

/// `POST /api/account/signout`: ends this session.
pub async fn signout(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
) -> Result<Response, Rejection> {
    if let Some(t) = session_token(&headers) {
        store(&app).end_session(&t).map_err(db)?;
    }
    Ok(with_cookie(
        ok_json(json!({"account": null})),
        cookie(&app, None),
    ))
}

/// `GET /api/account`: the signed-in account, or `null`.
pub async fn me(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    ok_json(json!({"account": account_of(&app, &headers).map(|a| a.json())}))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PasswordChange {
    password: String,
    new_password: String,
}

/// Check the signed-in account's password (counted as an attempt).
async fn confirm(
    app: &Arc<App>,
    peer: SocketAddr,
    headers: &HeaderMap,
    password: String,
) -> Result<Account, Rejection> {
    let account = signed_in(app, headers)?;
    let ip = crate::guard::client_ip(app, headers, Some(peer));
    let key = account.name.to_ascii_lowercase();
    app.passwords.attempt(ip, Some(&key))?;
    let stored = store(app).password_of(account.id).map_err(db)?;
    if !blocking(move || verify_password(&password, &stored)).await? {
        return Err(Rejection::new("wrong_password", "the password is wrong"));
    }
    Ok(account)
}

/// `POST /api/account/password` `{"password","new_password"}`: every other session
/// ends; this one is replaced.
pub async fn change_password(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let req: PasswordChange = parse(&body)?;
    let account = signed_in(&app, &headers)?;
    check_password(&req.new_password, &account.name)?;
    let account = confirm(&app, peer, &headers, req.password).await?;
    let new = req.new_password;
    let hash = blocking(move || hash_password(&new)).await??;
    store(&app).set_password(account.id, &hash).map_err(db)?;
    signed_in_answer(&app, &account)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PasswordOnly {
    password: String,
}

/// `POST /api/account/delete` `{"password"}`: the account, its sessions and ratings
/// go; its games stay, their seats without the account or the player's name.
pub async fn delete(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let req: PasswordOnly = parse(&body)?;
    let account = confirm(&app, peer, &headers, req.password).await?;
    let games = store(&app).delete_account(account.id).map_err(db)?;
    // The games in memory forget the account too.
    for id in games {
        let room = app
            .rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&id)
            .cloned();
        if let Some(room) = room {
            {
                let mut d = room.lock();
                for i in 0..d.accounts.len() {
                    if d.accounts[i] == Some(account.id) {
                        d.accounts[i] = None;
                        d.account_names[i] = None;
                        d.names[i] = None;
                    }
                }
            }
            room.notify();
        }
    }
    Ok(with_cookie(
        ok_json(json!({"deleted": true})),
        cookie(&app, None),
    ))
}

/// One game of an account: id, preset, when, whether finished, the result, whether
/// rated, the account's seats and every seat's player.
fn games_of(s: &Store, account: i64, limit: i64) -> Result<Vec<Value>, Rejection> {
    let games = s.games_of(account, limit).map_err(db)?;
    Ok(games
        .into_iter()
        .map(|g| {
            let players = serde_json::from_str::<Value>(&g.options)
                .ok()
                .and_then(|o| o["players"].as_u64());
            json!({
                "game": g.id,
                "variant": g.variant,
                "players": players.unwrap_or(g.seats.len() as u64),
                "created": g.created,
                "finished": g.finished,
                "result": g.result.and_then(|r| serde_json::from_str::<Value>(&r).ok()),
                "rated": g.rated,
                "unrated": g.unrated,
                "you": g.mine,
                "seats": g.seats,
                "rating_after": g.rating_after.map(|(mu, sigma)| json!({"mu": mu, "sigma": sigma})),
            })
        })
        .collect())
}

/// `GET /api/account/games`: the signed-in account's games (at most 200, newest
/// first), from the server's database.
pub async fn my_games(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
) -> Result<Response, Rejection> {
    let account = signed_in(&app, &headers)?;
    let games = games_of(&store(&app), account.id, 200)?;
    Ok(ok_json(json!({"games": games})))
}

/// `GET /api/account/export`: everything the server keeps about the account, as one
/// JSON file (its games with their records are at `/api/games/{id}/record`).
pub async fn export(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
) -> Result<Response, Rejection> {
    let account = signed_in(&app, &headers)?;
    let s = store(&app);
    let games = games_of(&s, account.id, i64::MAX)?;
    let ratings = crate::ratings::ratings_of(&s, account.id)?;
    let sessions = s.sessions_of(account.id).map_err(db)?;
    let v = json!({
        "format": "pachisi-account-export",
        "version": 1,
        "exported": now(),
        "account": account.json(),
        "sessions": sessions,
        "ratings": ratings,
        "games": games,
        "friends": crate::social::export_of(&s, account.id)?,
    });
    Ok((
        [
            (header::CONTENT_TYPE, "application/json".to_string()),
            (header::CACHE_CONTROL, "no-store".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!(
                    "attachment; filename=\"pachisi-account-{}.json\"",
                    account.name
                ),
            ),
        ],
        serde_json::to_string_pretty(&v).unwrap_or_default(),
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClaimItem {
    game: String,
    token: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClaimGames {
    games: Vec<ClaimItem>,
}

/// `POST /api/account/claim` `{"games":[{"game","token"}]}`: the seats these tokens
/// hold (a guest's games in this browser) become the signed-in account's, where they
/// have no account yet. Unknown games and wrong tokens are skipped.
pub async fn claim(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let req: ClaimGames = parse(&body)?;
    let account = signed_in(&app, &headers)?;
    if req.games.len() > MAX_CLAIMS {
        return Err(Rejection::new(
            "too_large",
            format!("at most {MAX_CLAIMS} games in one claim"),
        ));
    }
    let mut claimed = vec![];
    for item in req.games {
        let Ok(room) = crate::http::find(&app, &item.game) else {
            continue;
        };
        let seats = room.lock().seats_of_token(&item.token);
        if seats.is_empty() {
            continue;
        }
        let got = room.bind_account(&app.store, &seats, &account)?;
        if !got.is_empty() {
            claimed.push(json!({"game": item.game, "seats": got}));
        }
    }
    Ok(ok_json(json!({"claimed": claimed})))
}

impl Room {
    /// Record `account` on those of `seats` that have none yet (in the database, then
    /// in memory); the seats changed.
    pub fn bind_account(
        &self,
        store: &SharedStore,
        seats: &[u8],
        account: &Account,
    ) -> Result<Vec<u8>, Rejection> {
        let changed = {
            let mut d = self.lock();
            let free: Vec<u8> = seats
                .iter()
                .copied()
                .filter(|&s| {
                    d.accounts.get(s as usize) == Some(&None)
                        && matches!(d.seats[s as usize], SeatKind::Human { .. })
                })
                .collect();
            if free.is_empty() {
                return Ok(vec![]);
            }
            let changed = store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .bind_seats(&self.id, &free, account.id)
                .map_err(db)?;
            for &s in &changed {
                d.accounts[s as usize] = Some(account.id);
                d.account_names[s as usize] = Some(account.name.clone());
            }
            changed
        };
        if !changed.is_empty() {
            self.notify();
        }
        Ok(changed)
    }

    /// As [`Room::bind_account`] for the seats `token` holds (only `seat` of them
    /// if given); nothing when the token holds no seat (or not that one), which
    /// joining refuses with its own error.
    pub fn bind_account_of_token(
        &self,
        store: &SharedStore,
        seat: Option<u8>,
        token: &str,
        account: &Account,
    ) -> Result<Vec<u8>, Rejection> {
        let seats = self.lock().seats_of_token(token);
        if seats.is_empty() || seat.is_some_and(|want| !seats.contains(&want)) {
            return Ok(vec![]);
        }
        self.bind_account(store, &seats, account)
    }

    /// Whether the player holding `token` may take its seats of a rated game: signed
    /// in, as the account already on them if any, and not already seated at the
    /// table under another token.
    pub fn may_hold_rated(&self, token: &str, account: Option<&Account>) -> Result<(), Rejection> {
        let d = self.lock();
        if !d.rated {
            return Ok(());
        }
        let seats = d.seats_of_token(token);
        if seats.is_empty() {
            return Ok(()); // refused as a wrong token by the join
        }
        let Some(a) = account else {
            return Err(Rejection::new(
                "sign_in_required",
                "a rated game is played signed in: sign in to take this seat",
            ));
        };
        if seats
            .iter()
            .any(|&s| d.accounts[s as usize].is_some_and(|b| b != a.id))
        {
            return Err(Rejection::new(
                "wrong_account",
                "another account sits in this seat",
            ));
        }
        let elsewhere = (0..d.seats.len() as u8)
            .any(|s| !seats.contains(&s) && d.accounts[s as usize] == Some(a.id));
        if elsewhere {
            return Err(Rejection::new(
                "wrong_account",
                "you sit at this rated table already, in another seat",
            ));
        }
        Ok(())
    }
}

/// `GET /api/users/{name}`: a player's profile (see docs/api.md).
pub async fn profile(
    State(app): State<Arc<App>>,
    Path(name): Path<String>,
) -> Result<Response, Rejection> {
    let key = name.trim().to_ascii_lowercase();
    let s = store(&app);
    let Some((account, _)) = s.account_by_name(&key).map_err(db)? else {
        return Err(Rejection::new(
            "not_found",
            format!("no player '{}'", name.chars().take(40).collect::<String>()),
        ));
    };
    let mut per_preset = serde_json::Map::new();
    for (v, n) in s.finished_per_variant(account.id).map_err(db)? {
        per_preset.insert(v, json!(n));
    }
    let ratings = crate::ratings::ratings_of(&s, account.id)?;
    let recent = games_of(&s, account.id, 20)?;
    Ok(ok_json(json!({
        "name": account.name,
        "created": account.created,
        "games": per_preset,
        "ratings": ratings,
        "recent": recent,
    })))
}
