//! The lobby and file endpoints (HTTP JSON).

use crate::app::{App, CreateRequest, VariantSpec};
use crate::bots::spawn_driver;
use crate::fairness::{self, FairRecord, Seed};
use crate::room::{self, Rejection, SeatKind, Status};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use pachisi_core::{Event, Layout, Options, Preset, Record};
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::Arc;

/// Most events the replay endpoint steps through (a whole game has some 500 to 1,500;
/// also at most the variant's [`pachisi_core::Game::max_game_events`]).
pub const MAX_REPLAY_EVENTS: usize = 20_000;

impl IntoResponse for Rejection {
    fn into_response(self) -> Response {
        let status = match self.code {
            "bad_request" | "too_large" | "illegal_action" => StatusCode::BAD_REQUEST,
            "unauthorized" | "sign_in_required" | "wrong_password" => StatusCode::UNAUTHORIZED,
            "bad_name" | "weak_password" => StatusCode::BAD_REQUEST,
            "wrong_account" | "blocked" | "not_following" | "suspended" => StatusCode::FORBIDDEN,
            "expired" | "already_reported" => StatusCode::CONFLICT,
            "not_found" => StatusCode::NOT_FOUND,
            "not_over" | "stale_version" | "game_over" | "not_started" | "damaged" | "full"
            | "too_early" => StatusCode::CONFLICT,
            "busy" => StatusCode::SERVICE_UNAVAILABLE,
            "name_taken" => StatusCode::CONFLICT,
            "rate_limited" => StatusCode::TOO_MANY_REQUESTS,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        };
        (
            status,
            [(header::CONTENT_TYPE, "application/json")],
            json!({"error": {"code": self.code, "message": self.message}}).to_string(),
        )
            .into_response()
    }
}

/// Errors that axum answers itself in plain text (a body over its limit, a query or
/// body it cannot read) get the JSON error body of every other error, with the same
/// status: 413 `too_large`, 400 / 422 `bad_request`.
pub(crate) async fn json_errors(res: Response) -> Response {
    let code = match res.status() {
        StatusCode::PAYLOAD_TOO_LARGE => "too_large",
        StatusCode::BAD_REQUEST | StatusCode::UNPROCESSABLE_ENTITY => "bad_request",
        _ => return res,
    };
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if is_json {
        return res;
    }
    let status = res.status();
    let message = match axum::body::to_bytes(res.into_body(), 4096).await {
        Ok(b) if !b.is_empty() => String::from_utf8_lossy(&b).into_owned(),
        _ => status
            .canonical_reason()
            .unwrap_or("bad request")
            .to_string(),
    };
    let mut res = Rejection::new(code, message).into_response();
    *res.status_mut() = status;
    res
}

pub(crate) fn ok_json(v: Value) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        v.to_string(),
    )
        .into_response()
}

fn parse_body<T: for<'de> Deserialize<'de>>(body: &[u8]) -> Result<T, Rejection> {
    serde_json::from_slice(body).map_err(|e| Rejection::new("bad_request", e.to_string()))
}

/// A game by id: from memory or loaded from the database (restarting its bots).
pub fn find(app: &Arc<App>, id: &str) -> Result<Arc<room::Room>, Rejection> {
    let shown: String = id.chars().take(40).collect();
    match app.find(id) {
        Ok(Some((room, loaded))) => {
            if loaded {
                spawn_driver(app.clone(), &room);
            } else if app.multi
                && let Err(e) = room.refresh(&app.store)
            {
                // Another instance may have moved the game on: what it stored is read
                // before answering (crate::multi); if that fails, the notices will do.
                eprintln!("game {}: cannot catch up: {e}", room.id);
            }
            Ok(room)
        }
        Ok(None) => Err(Rejection::new("not_found", format!("no game '{shown}'"))),
        Err(why) => Err(Rejection::new(
            "damaged",
            format!("game '{shown}' is damaged and cannot be played: {why}"),
        )),
    }
}

/// The links of a game: per seat (with the token where known) and for spectators.
fn links(origin: &str, id: &str, tokens: &[Option<String>], seats: &[SeatKind]) -> Value {
    let seats: Vec<Value> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s {
            SeatKind::Human { .. } => {
                let token = tokens.get(i).cloned().flatten();
                json!({
                    "seat": i,
                    "kind": "human",
                    "token": token,
                    "invite": token.as_ref().map(|t| format!("{origin}/?game={id}&seat={i}&token={t}")),
                })
            }
            SeatKind::Bot { spec } => json!({"seat": i, "kind": "bot", "bot": spec}),
        })
        .collect();
    json!({
        "seats": seats,
        "spectate": format!("{origin}/?game={id}"),
        "record": format!("{origin}/api/games/{id}/record"),
    })
}

/// `POST /api/games`: create a game.
pub async fn create(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Response> {
    let req: CreateRequest = parse_body(&body).map_err(IntoResponse::into_response)?;
    if let Some(refused) = crate::guard::creation_refused(&app, &headers, peer) {
        return Err(refused);
    }
    let creator = crate::accounts::account_of(&app, &headers);
    let (room, created) = app
        .create_as(&req, creator.as_ref().map(|a| a.id))
        .map_err(IntoResponse::into_response)?;
    spawn_driver(app.clone(), &room);
    let d = room.lock();
    let mut v = links(&app.public_origin, &created.id, &created.tokens, &d.seats);
    v["game"] = json!(created.id);
    v["commitment"] = json!(d.commitment);
    v["variant"] = json!(d.game.variant().preset.name());
    v["status"] = json!(d.status().name());
    v["public"] = json!(d.public);
    v["clock"] = json!(d.clock_secs);
    v["spectator_chat"] = json!(d.spectator_chat);
    v["rated"] = json!(d.rated);
    Ok(ok_json(v))
}

/// `GET /api/games?status=open`: the open tables (public games waiting for players),
/// newest first, at most [`OPEN_TABLES`].
pub async fn list(
    State(app): State<Arc<App>>,
    RawQuery(q): RawQuery,
) -> Result<Response, Rejection> {
    if q.as_deref() != Some("status=open") {
        return Err(Rejection::new(
            "bad_request",
            "list the open tables with GET /api/games?status=open",
        ));
    }
    let ids = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .open_games(OPEN_TABLES)
        .map_err(|e| Rejection::new("internal", e))?;
    let mut games = vec![];
    for id in ids {
        let Ok(room) = find(&app, &id) else { continue };
        let d = room.lock();
        if d.status() != Status::Waiting {
            continue;
        }
        // The creator's seats are kept for the creator: never offered to a claim.
        let kept = d.creator_seats();
        let free: Vec<usize> = d
            .seats
            .iter()
            .enumerate()
            .filter(|(i, s)| {
                matches!(s, SeatKind::Human { joined: false, .. }) && !kept.contains(&(*i as u8))
            })
            .map(|(i, _)| i)
            .collect();
        if free.is_empty() {
            continue;
        }
        games.push(json!({
            "game": id,
            "variant": d.game.variant().preset.name(),
            "options": pachisi_core::position::option_overrides(d.game.variant()),
            "players": d.game.options().players,
            "seats": d.seats_json(),
            "free": free,
            "clock": d.clock_secs,
            "created": d.created,
        }));
    }
    Ok(ok_json(json!({"games": games})))
}

/// Most open tables listed.
pub const OPEN_TABLES: usize = 50;

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ClaimRequest {
    #[serde(default)]
    seat: Option<u8>,
    #[serde(default)]
    name: Option<String>,
}

/// `POST /api/games/{id}/claim` `{"seat"?, "name"?}`: take a free seat of an open
/// table; answers the seat(s) and their new token.
pub async fn claim(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Response> {
    let req: ClaimRequest = parse_body(&body).map_err(IntoResponse::into_response)?;
    // Everything is checked before a seat is taken (the seat itself in Room::claim).
    let name = match &req.name {
        Some(n) => room::clean_name(n).map_err(IntoResponse::into_response)?,
        None => None,
    };
    if let Some(refused) = crate::guard::creation_refused(&app, &headers, peer) {
        return Err(refused);
    }
    let room = find(&app, &id).map_err(IntoResponse::into_response)?;
    let account = crate::accounts::account_of(&app, &headers);
    if room.lock().rated && account.is_none() {
        return Err(Rejection::new(
            "sign_in_required",
            "a rated game is played signed in: sign in to take a seat",
        )
        .into_response());
    }
    let (seats, token) = room
        .claim(&app.store, req.seat, name.as_deref())
        .map_err(IntoResponse::into_response)?;
    if let Some(a) = &account {
        room.bind_account(&app.store, &seats, a)
            .map_err(IntoResponse::into_response)?;
    }
    let status = room.lock().status();
    let seat = seats[0];
    Ok(ok_json(json!({
        "game": id,
        "seats": seats,
        "token": token,
        "invite": format!("{}/?game={id}&seat={seat}&token={token}", app.public_origin),
        "status": status.name(),
    })))
}

/// `GET /api/games/{id}`: a summary.
pub async fn summary(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Response, Rejection> {
    let room = match find(&app, &id) {
        Ok(r) => r,
        Err(e) if e.code == "damaged" => {
            return Ok(ok_json(json!({
                "game": id,
                "status": Status::Damaged.name(),
                "damaged": e.message,
            })));
        }
        Err(e) => return Err(e),
    };
    let d = room.lock();
    Ok(ok_json(json!({
        "game": id,
        "variant": d.game.variant().preset.name(),
        "options": pachisi_core::position::option_overrides(d.game.variant()),
        "status": d.status().name(),
        "version": d.version(),
        "seats": d.seats_json(),
        "commitment": d.commitment,
        "result": d.record.result,
        "rematch": d.rematch,
        "rematch_of": d.rematch_of,
        "damaged": d.damaged,
        "public": d.public,
        "spectator_chat": d.spectator_chat,
        "clock": d.clock_secs,
        "to_move": d.to_move().filter(|_| d.status() == Status::Playing),
        "created": d.created,
    })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinRequest {
    #[serde(default)]
    seat: Option<u8>,
    token: String,
    /// The player's name (optional).
    #[serde(default)]
    name: Option<String>,
}

/// `POST /api/games/{id}/join` with `{"seat": n, "token": hex}`.
pub async fn join(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Rejection> {
    let req: JoinRequest = parse_body(&body)?;
    // The name is checked before the seat is joined; both are stored together.
    let name = match &req.name {
        Some(n) => room::clean_name(n)?,
        None => None,
    };
    let room = find(&app, &id)?;
    // Renames are limited per address and per game, as over the WebSocket: counted
    // before anything is stored.
    if let Some(n) = &req.name {
        let d = room.lock();
        let seats = d.seats_of_token(&req.token);
        let renames = !seats.is_empty() && d.renames(&seats, n);
        drop(d);
        if renames {
            let ip = crate::guard::client_ip(&app, &headers, Some(peer));
            app.talk.rename(&app.store, ip, &room.id)?;
        }
    }
    let account = crate::accounts::account_of(&app, &headers);
    room.may_hold_rated(&req.token, account.as_ref())?;
    // The account is recorded before the seats are joined: the table never shows
    // as playing with a signed-in player's seats still anonymous.
    if let Some(a) = &account {
        room.bind_account_of_token(&app.store, req.seat, &req.token, a)?;
    }
    let seats = room.join_named(&app.store, req.seat, &req.token, name.as_deref())?;
    let status = room.lock().status();
    Ok(ok_json(
        json!({"game": id, "seats": seats, "status": status.name()}),
    ))
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RematchRequest {
    #[serde(default)]
    token: Option<String>,
}

/// `POST /api/games/{id}/rematch` with `{"token": hex}`: the same seats again.
pub async fn rematch(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Response> {
    let req: RematchRequest = if body.is_empty() {
        RematchRequest::default()
    } else {
        parse_body(&body).map_err(IntoResponse::into_response)?
    };
    let old = find(&app, &id).map_err(IntoResponse::into_response)?;
    if old.lock().rematch.is_none()
        && let Some(refused) = crate::guard::creation_refused(&app, &headers, peer)
    {
        return Err(refused);
    }
    let room = app
        .rematch(&old, req.token.as_deref())
        .map_err(IntoResponse::into_response)?;
    spawn_driver(app.clone(), &room);
    let d = room.lock();
    let mut v = links(&app.public_origin, &room.id, &[], &d.seats);
    v["game"] = json!(room.id);
    v["commitment"] = json!(d.commitment);
    v["status"] = json!(d.status().name());
    Ok(ok_json(v))
}

/// `GET /api/games/{id}/record`: `{"record": ..., "fairness": ...}`.
pub async fn record(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Response, Rejection> {
    let room = find(&app, &id)?;
    let fr = room.lock().fair_record();
    Ok((
        [
            (header::CONTENT_TYPE, "application/json".to_string()),
            (header::CACHE_CONTROL, "no-store".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"pachisi-{id}.json\""),
            ),
        ],
        serde_json::to_string_pretty(&fr).unwrap_or_default(),
    )
        .into_response())
}

/// `GET /api/games/{id}/layout`.
pub async fn game_layout(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Response, Rejection> {
    let room = find(&app, &id)?;
    let game = room.lock().game.clone();
    Ok(ok_json(layout_json(&game)))
}

/// The layout of a game's board ([`Layout::of`]), what its throws are (`throw_kind`:
/// `cowries`, `dice` for the long dice, `die` for one six-sided die) and how the board
/// looks (`board_style`: `cloth` for the Indian games' embroidered cloth, `boxed` for
/// Ludo's printed board of squares, `round` for Mensch ärgere Dich nicht's board of
/// round fields joined by a line), so that the page draws the board and the throw
/// without knowing the rules.
pub fn layout_json(game: &pachisi_core::Game) -> Value {
    use pachisi_core::options::TrackKind;
    let mut v = serde_json::to_value(Layout::of(game)).unwrap_or_default();
    v["board_style"] = json!(match game.options().track {
        // Parcheesi's board (PR-TRACK: entry on the loop) is a printed board, not a cloth.
        TrackKind::Pachisi if game.options().loop_entry != 0 => "boxed",
        TrackKind::Pachisi | TrackKind::Chopat => "cloth",
        TrackKind::Ludo => "boxed",
        TrackKind::Mensch => "round",
        // Sorry!'s square loop with slides, Start and Home circles (web/board.js).
        TrackKind::Sorry => "sorry",
        // Yut Nori's board of 29 stations (not drawn by the page yet).
        TrackKind::Yut => "yut",
    });
    let th = game.throws();
    let kind = if th.is_cards() {
        "cards"
    } else if th.is_sticks() {
        // Yut Nori's four sticks (Y-STICKS): the throw's outcome is the number of flat
        // sides up, 5 a back-do.
        "sticks"
    } else if th.is_dice() {
        "dice"
    } else if th.is_two_dice() {
        "two-dice"
    } else if th.is_cowries() {
        "cowries"
    } else {
        "die"
    };
    v["throw_kind"] = json!(kind);
    v
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 3 <= b.len() => {
                let hex = std::str::from_utf8(&b[i + 1..i + 3]).unwrap_or("");
                match u8::from_str_radix(hex, 16) {
                    Ok(v) => {
                        out.push(v);
                        i += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The variant of a `?preset=…&players=…&teams=…&set=key%3Dvalue` query.
fn query_spec(q: Option<String>) -> Result<VariantSpec, Rejection> {
    let mut spec = VariantSpec::default();
    for pair in q.unwrap_or_default().split('&').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let v = percent_decode(v);
        match percent_decode(k).as_str() {
            "preset" | "variant" => spec.preset = Some(v),
            "players" => {
                spec.players = Some(
                    v.parse()
                        .map_err(|_| Rejection::new("bad_request", "players: a number"))?,
                )
            }
            "teams" => spec.teams = Some(v == "true"),
            "set" => spec.options.push(v),
            other => {
                return Err(Rejection::new(
                    "bad_request",
                    format!("unknown parameter '{other}'"),
                ));
            }
        }
    }
    Ok(spec)
}

/// `GET /api/layout?preset=chopat&players=2&teams=false&set=key%3Dvalue...`.
pub async fn layout(RawQuery(q): RawQuery) -> Result<Response, Rejection> {
    let game = query_spec(q)?.game()?;
    Ok(ok_json(layout_json(&game)))
}

/// The facts a rules page shows for a game: the board layout, the throw table with
/// each outcome's exact probability (the engine's chance outcomes), and every option's
/// value with its rule and meaning.
pub fn rules_json(game: &pachisi_core::Game) -> Value {
    let th = game.throws();
    let o = game.options();
    // The chance outcomes of a throw (the first one: the odds never change).
    let outcomes = game.chance_outcomes(&game.initial_state());
    let throws: Value = if th.is_dice() {
        // Long dice: each die shows one of four faces with equal odds; the three values
        // are kept and used one by one.
        let mut sums: std::collections::BTreeMap<u32, f64> = Default::default();
        for &(outcome, p) in outcomes.as_slice().iter() {
            let d = th.dice(outcome);
            *sums.entry(d.iter().map(|&v| v as u32).sum()).or_default() += p;
        }
        json!({
            "kind": "dice",
            "dice": 3,
            "faces": th.faces,
            "face_probability": 0.25,
            "sums": sums.iter().map(|(s, p)| json!({"sum": s, "probability": p})).collect::<Vec<_>>(),
        })
    } else if th.is_two_dice() {
        // Two six-sided dice (Parcheesi, PR-DICE): each die is a kept throw of its own;
        // the sums, how often doubles come, and how often a throw can bring a piece in
        // (a 5 on a die, or a total of 5 where `enter_total` allows it: PR-ENTER).
        let mut sums: std::collections::BTreeMap<u32, f64> = Default::default();
        let (mut doubles, mut enters) = (0.0, 0.0);
        for &(outcome, p) in outcomes.as_slice().iter() {
            let [a, b] = th.pair(outcome);
            *sums.entry((a + b) as u32).or_default() += p;
            if a == b {
                doubles += p;
            }
            if game.enters_with(a) || game.enters_with(b) || (o.enter_total && a + b == 5) {
                enters += p;
            }
        }
        json!({
            "kind": "two-dice",
            "dice": 2,
            "faces": [1, 2, 3, 4, 5, 6],
            "face_probability": 1.0 / 6.0,
            "doubles_probability": doubles,
            "enter_probability": enters,
            "sums": sums.iter().map(|(s, p)| json!({"sum": s, "probability": p})).collect::<Vec<_>>(),
        })
    } else if th.is_cards() {
        // Sorry!'s deck (S-DECK, S-DRAW): each kind of card, how many the full deck holds
        // and the chance of drawing it first (the odds then follow the cards drawn, or stay
        // with `deck_model = infinite`); 13 is the Sorry! card.
        let left = th.cards_left(0);
        json!({
            "kind": "cards",
            "deck": left.iter().map(|&n| n as u32).sum::<u32>(),
            "finite": o.deck_model == pachisi_core::options::DeckModel::Finite,
            "outcomes": outcomes.as_slice().iter().map(|&(k, p)| {
                let v = th.value(k);
                json!({
                    "value": v,
                    "sorry": v == pachisi_core::throws::SORRY_CARD,
                    "count": left.get(k as usize).copied().unwrap_or(0),
                    "probability": p,
                    "throw_again": v == 2 && o.two_draws_again,
                    "enters": pachisi_core::throws::START_CARDS.contains(&v),
                })
            }).collect::<Vec<_>>(),
        })
    } else if th.is_sticks() {
        // Yut Nori's four sticks (Y-STICKS): each throw by its outcome (flat sides up, 5
        // a back-do), its name, steps (−1 for a back-do), odds and whether it throws
        // again; a throw enters a piece with its steps (Y-ENTER), a back-do never.
        json!({
            "kind": "sticks",
            "sticks": 4,
            "stick_p": o.stick_p,
            "back_do": o.back_do,
            "marked": if o.back_do { o.back_do_sticks } else { 0 },
            "outcomes": outcomes.as_slice().iter().map(|&(k, p)| {
                let v = th.value(k);
                let back = v == pachisi_core::throws::BACK_DO;
                json!({
                    "outcome": k,
                    "name": pachisi_core::throws::STICK_NAMES[k as usize],
                    "flat": if back { 1 } else { k },
                    "steps": if back { -1 } else { v as i32 },
                    "probability": p,
                    "throw_again": th.is_go_on(v),
                    "enters": !back,
                })
            }).collect::<Vec<_>>(),
        })
    } else if th.table == pachisi_core::options::ThrowTable::Die {
        // One six-sided die (Ludo): each face with its odds, what it allows.
        json!({
            "kind": "die",
            "outcomes": outcomes.as_slice().iter().map(|&(up, p)| {
                let v = th.value(up);
                json!({
                    "value": v,
                    "probability": p,
                    "throw_again": th.is_go_on(v),
                    "enters": game.enters_with(v),
                })
            }).collect::<Vec<_>>(),
        })
    } else {
        json!({
            "kind": "cowries",
            "shells": th.shells,
            "outcomes": outcomes.as_slice().iter().map(|&(up, p)| {
                let v = th.value(up);
                json!({
                    "up": up,
                    "value": v,
                    "probability": p,
                    "throw_again": th.is_go_on(v),
                    "enters": game.enters_with(v),
                })
            }).collect::<Vec<_>>(),
        })
    };
    let options: Vec<Value> = o
        .described()
        .into_iter()
        .zip(Options::describe(game.variant().preset))
        // A family's own options (Ludo's L-/LP-, Mensch's M-, petits chevaux' CH-,
        // Parcheesi's PR-, Parchís' ES-, Barjis' B-, Parqués' Q-) on that family's board; elsewhere
        // only when changed.
        .filter(|(now, preset)| {
            use pachisi_core::options::TrackKind;
            let own = match now.rule.split(',').next().unwrap_or("").trim() {
                r if r.starts_with("M-") => o.track == TrackKind::Mensch,
                r if r.starts_with("CH-") => o.ladder,
                r if r.starts_with("PR-") => o.loop_entry != 0,
                r if r.starts_with("ES-") => {
                    o.safe_squares == pachisi_core::options::SafeSquares::Parchis
                }
                r if r.starts_with("B-") => {
                    o.safe_squares == pachisi_core::options::SafeSquares::Barjis
                }
                // Parqués' (Q-): where the pair releases from the jail (Q-PAIR-RELEASE).
                r if r.starts_with("Q-") => {
                    o.pair_release != pachisi_core::options::PairRelease::Off
                }
                // Sorry!'s (S-): on its own board.
                r if r.starts_with("S-") => o.track == TrackKind::Sorry,
                // Yut Nori's (Y-): on its own board.
                r if r.starts_with("Y-") => o.track == TrackKind::Yut,
                // Ludo's own (L-, LP-): on the Ludo board, not on the petits chevaux one
                // drawn on the same cross (CH-LADDER).
                r if r.starts_with('L') => o.track == TrackKind::Ludo && !o.ladder,
                _ => true,
            };
            !(crate::app::ludo_only(now.rule)
                || crate::app::barjis_only(now.rule)
                || crate::app::parques_only(now.rule)
                || crate::app::sorry_only(now.rule)
                || crate::app::yut_only(now.rule))
                || own
                || now.default != preset.default
        })
        .map(|(now, preset)| {
            json!({
                "key": now.key,
                "rule": now.rule,
                "meaning": now.meaning,
                "value": now.default,
                "preset_value": preset.default,
            })
        })
        .collect();
    json!({
        "preset": game.variant().preset.name(),
        "description": game.variant().preset.description(),
        "seats": game.seats(),
        "players": o.players,
        "teams": o.teams,
        "layout": layout_json(game),
        "throws": throws,
        "options": options,
        "max_turns": o.max_turns,
    })
}

/// `GET /api/rules?preset=…` (same parameters as `/api/layout`): see [`rules_json`].
pub async fn rules(RawQuery(q): RawQuery) -> Result<Response, Rejection> {
    let game = query_spec(q)?.game()?;
    Ok(ok_json(rules_json(&game)))
}

/// `GET /api/health`: for a load balancer or a monitor. 200 `{"status": "ok", "store",
/// "games_in_memory", "version"}` when the store answers a round trip; 503
/// `{"status": "unavailable", "store", "error"}` when it does not (the store's own
/// deadlines bound the wait: docs/deploy.md; the failure's detail goes to the log).
/// The store is named by its kind only.
pub async fn health(State(app): State<Arc<App>>) -> Response {
    let probe = app.clone();
    let (kind, ping) = tokio::task::spawn_blocking(move || {
        let store = probe.store.lock().unwrap_or_else(|e| e.into_inner());
        let kind = if store.is_postgres() {
            "postgres"
        } else {
            "sqlite"
        };
        (kind, store.ping())
    })
    .await
    .unwrap_or(("unknown", Err("the health check stopped".into())));
    let games = app.rooms.lock().unwrap_or_else(|e| e.into_inner()).len();
    let (status, body) = match ping {
        Ok(()) => (
            StatusCode::OK,
            json!({"status": "ok", "store": kind, "games_in_memory": games, "version": env!("CARGO_PKG_VERSION")}),
        ),
        Err(e) => {
            // The detail (which may name the database's host) goes to the log only.
            eprintln!("health check: the store did not answer: {e}");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                json!({"status": "unavailable", "store": kind, "error": "the store did not answer"}),
            )
        }
    };
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body.to_string(),
    )
        .into_response()
}

/// `GET /api/variants`: presets and options (as `pachisi variants --json`), and bot levels.
pub async fn variants(State(app): State<Arc<App>>) -> Response {
    let levels: Vec<Value> = pachisi_bots::Level::ALL
        .iter()
        .map(|l| {
            let specs: serde_json::Map<String, Value> = crate::app::APP_PRESETS
                .iter()
                .map(|&p| {
                    // For the preset's default options (4-player Chopat's expert is a
                    // bot of its own: `Level::spec_for_variant`).
                    let spec = l.spec_for_variant(&pachisi_core::Variant::preset(p));
                    (p.name().to_string(), json!(spec))
                })
                .collect();
            json!({"name": l.name(), "specs": specs, "ratings": crate::quickmatch::bot_ratings(l.name())})
        })
        .collect();
    let mut catalogue = Options::catalogue();
    // Only the presets the app can draw (`APP_PRESETS`).
    if let Some(presets) = catalogue["presets"].as_array_mut() {
        presets.retain(|p| {
            p["name"]
                .as_str()
                .and_then(|n| Preset::parse(n).ok())
                .is_some_and(crate::app::in_app)
        });
    }
    // Nor the options only the Ludo family uses, while no Ludo preset is offered.
    if let Some(options) = catalogue["options"].as_array_mut() {
        options.retain(|o| o["rule"].as_str().is_none_or(crate::app::option_in_app));
    }
    catalogue["bots"] = Value::Array(levels);
    // The bot specifications this server accepts in `"seats": ["bot:…"]`, each with
    // its budgets capped; every decision also stops at the bot deadline.
    catalogue["server_bots"] = json!({
        "specs": pachisi_bots::server_specs_help()
            .into_iter()
            .map(|(spec, what)| json!({"spec": spec, "what": what}))
            .collect::<Vec<_>>(),
        "deadline_ms": app.config.bot_deadline.as_millis() as u64,
    });
    ok_json(catalogue)
}

/// Where each piece is, compactly, for replay frames: per seat, per piece, `-1`
/// waiting, `-2` home, `[step, square]` on the board (the square's coordinates are in
/// the layout), `[step, square, 1]` a fool there. Yut Nori with `stack = optional`
/// (Y-STACK): where a seat's pieces on one station are in two stacks, each of them is
/// `[step, square, 0, k]`, k the lowest piece of its stack (0-based).
pub(crate) fn compact_pieces(
    game: &pachisi_core::Game,
    s: &pachisi_core::State,
) -> Vec<Vec<Value>> {
    use pachisi_core::PieceAt;
    (0..game.seats())
        .map(|seat| {
            let places: Vec<(PieceAt, Option<u8>)> = (0..pachisi_core::PIECES as u8)
                .map(|p| {
                    let square = game
                        .piece_coords(s, seat, p)
                        .and_then(|(x, y)| game.board().at(x, y));
                    (game.piece_at(s, seat, p), square)
                })
                .collect();
            let stack = |p: usize| game.stack_of(s, seat, p as u8);
            // Two stacks of this seat on the piece's station.
            let apart = |p: usize| {
                matches!(places[p].0, PieceAt::Step(_))
                    && places.iter().enumerate().any(|(j, o)| {
                        matches!(o.0, PieceAt::Step(_))
                            && o.1 == places[p].1
                            && stack(j) != stack(p)
                    })
            };
            places
                .iter()
                .enumerate()
                .map(|(p, &(at, square))| match (at, square) {
                    (PieceAt::Step(n), Some(q)) if apart(p) => json!([n, q, 0, stack(p)]),
                    (PieceAt::Step(n), Some(q)) => json!([n, q]),
                    (PieceAt::Fool(n), Some(q)) => json!([n, q, 1]),
                    (PieceAt::Home, _) => json!(-2),
                    _ => json!(-1),
                })
                .collect()
        })
        .collect()
}

/// Parse and check a record for replay (the work of [`replay`], off the async threads).
fn replay_frames(body: &[u8]) -> Result<Value, Rejection> {
    let v: Value = parse_body(body)?;
    let (record, seed): (Record, Option<Seed>) = if v.get("record").is_some() {
        let fr: FairRecord =
            serde_json::from_value(v).map_err(|e| Rejection::new("bad_request", e.to_string()))?;
        let seed = fr
            .fairness
            .seed
            .as_deref()
            .and_then(fairness::unhex)
            .and_then(|b| b.try_into().ok());
        (fr.record, seed)
    } else {
        let r = Record::parse(&v.to_string())
            .map_err(|e| Rejection::new("bad_request", e.to_string()))?;
        (r, None)
    };
    let game = record
        .game()
        .map_err(|e| Rejection::new("bad_request", e.to_string()))?;
    let cap = (game.max_game_events().min(MAX_REPLAY_EVENTS as u64)) as usize;
    if record.events.len() > cap {
        return Err(Rejection::new(
            "too_large",
            format!(
                "the record has {} events; replays take at most {cap} (a whole game has some 500 to 1,500)",
                record.events.len()
            ),
        ));
    }
    let mut s = record
        .start_state(&game)
        .map_err(|e| Rejection::new("bad_request", e.to_string()))?;
    let mut frames = Vec::with_capacity(record.events.len() + 1);
    let mut pieces = compact_pieces(&game, &s);
    frames.push(json!({"pieces": pieces}));
    let mut throws = 0u64;
    let mut error = None;
    for (n, ev) in record.events.iter().enumerate() {
        match room::step(&game, seed.as_ref(), &s, throws, n, ev) {
            Ok(a) => {
                if matches!(ev, Event::Throw(_)) {
                    throws += 1;
                }
                s = a.state;
                // The frame is the event's log line as structured fields (the page
                // tells them in its language), plus the board and throw. To keep the
                // frames small, the English `text` and what `throw` already says
                // (kind, value, up, dice) are left out, and so are the fields a
                // caption does not need and false or empty ones.
                let mut f = serde_json::to_value(&a.log)
                    .unwrap_or_else(|_| json!({"seat": a.log.seat, "text": a.log.text}));
                if let Some(o) = f.as_object_mut() {
                    for k in ["n", "action", "from_place", "turn_passed", "text"] {
                        o.remove(k);
                    }
                    if a.last_throw.is_some() {
                        for k in ["kind", "value", "up", "dice"] {
                            o.remove(k);
                        }
                    }
                    // (Yut Nori's `stack`: false is a piece standing beside its own, Y-STACK.)
                    o.retain(|k, v| {
                        k == "stack"
                            || !(v == &json!(false) || v.as_array().is_some_and(|a| a.is_empty()))
                    });
                }
                // Only the pieces that changed, as `[seat, piece, code]`: a whole board
                // in every frame of a move made the answer 5 to 6 times the record.
                let now = compact_pieces(&game, &s);
                if now != pieces {
                    let set: Vec<Value> = now
                        .iter()
                        .zip(&pieces)
                        .enumerate()
                        .flat_map(|(seat, (a, b))| {
                            a.iter()
                                .zip(b)
                                .enumerate()
                                .filter(|(_, (x, y))| x != y)
                                .map(move |(piece, (code, _))| json!([seat, piece, code]))
                        })
                        .collect();
                    f["set"] = json!(set);
                    pieces = now;
                }
                if let Some(t) = a.last_throw {
                    f["throw"] = json!(t);
                }
                frames.push(f);
            }
            Err(e) => {
                error = Some(format!("event {n}: {e}"));
                break;
            }
        }
    }
    let seats: Vec<Value> = (0..game.seats())
        .map(|seat| json!({"seat": seat, "team": game.team_of(seat), "arm": game.arm_name(seat)}))
        .collect();
    Ok(json!({
        "variant": game.variant().preset.name(),
        "layout": layout_json(&game),
        "seats": seats,
        "frames": frames,
        "result": game.outcome(&s),
        "error": error,
        "finished": game.is_terminal(&s),
        "status": if game.is_terminal(&s) { Status::Over.name() } else { Status::Playing.name() },
    }))
}

/// `POST /api/replay` with a record (plain or the server's downloadable form): one
/// compact frame per event (`seat` and `text` of the log line, the `throw` if it was
/// one; the first frame has every piece as `pieces` (see [`compact_pieces`]), a later
/// one `set`: `[seat, piece, code]` of each piece that changed), so that
/// a page can step through the game without knowing rules. The record is limited in
/// size and events; a few replays are computed at once, off the async threads (503
/// with `Retry-After` when all slots are busy).
pub async fn replay(State(app): State<Arc<App>>, body: Bytes) -> Result<Response, Response> {
    let Ok(permit) = app.replay_slots.clone().try_acquire_owned() else {
        let mut r = Rejection::new(
            "busy",
            "other replays are being computed; try again in a second",
        )
        .into_response();
        r.headers_mut().insert(
            header::RETRY_AFTER,
            axum::http::HeaderValue::from_static("1"),
        );
        return Err(r);
    };
    let joined = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        replay_frames(&body).map(|v| v.to_string())
    })
    .await;
    match joined {
        Ok(Ok(text)) => Ok((
            [
                (header::CONTENT_TYPE, "application/json"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            text,
        )
            .into_response()),
        Ok(Err(e)) => Err(e.into_response()),
        Err(_) => Err(Rejection::new("internal", "the replay failed").into_response()),
    }
}

/// The embedded web page files.
pub async fn asset(Path(name): Path<String>) -> Response {
    // Fonts: binary, and kept a month by the browser (they change with a new name).
    if let Some((mime, body)) = crate::assets::get_binary_dev(&name) {
        return (
            [
                (header::CONTENT_TYPE, mime),
                (header::CACHE_CONTROL, "public, max-age=2592000"),
            ],
            body,
        )
            .into_response();
    }
    match crate::assets::get_dev(&name) {
        Some((mime, body)) => (
            [
                (header::CONTENT_TYPE, mime),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            body,
        )
            .into_response(),
        None => Rejection::new("not_found", format!("no file '{name}'")).into_response(),
    }
}

/// `GET /sw.js`: the service worker (scope `/`), with the build's version and the files
/// it keeps ([`crate::assets::worker`]). Checked by the browser at each visit: never
/// kept by caches.
pub async fn worker() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        crate::assets::worker(),
    )
        .into_response()
}

/// `GET /manifest.webmanifest`: the web app manifest (`web/manifest.webmanifest`).
pub async fn manifest() -> Response {
    asset(Path("manifest.webmanifest".into())).await
}

/// `GET /` (and the other page addresses): the page, with the build's version in
/// `X-Pachisi-Build` — the service worker (web/sw.js) compares it with its own to know
/// that its cached page files are an older build's.
pub async fn index() -> Response {
    let mut res = asset(Path("index.html".into())).await;
    if let Ok(v) = axum::http::HeaderValue::from_str(&crate::assets::version()) {
        res.headers_mut().insert("x-pachisi-build", v);
    }
    res
}
