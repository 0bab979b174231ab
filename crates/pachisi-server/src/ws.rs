//! The play protocol: one WebSocket per client. Clients send intents; the server
//! answers with `state` messages (after every change) and `error` messages with stable
//! codes (see docs in lib.rs).

use crate::app::App;
use crate::conns::{ClientKey, Held, Over};
use crate::room::{Intent, Rejection, Room};
use axum::Extension;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::HeaderMap;
use axum::response::Response;
use serde_json::{Value, json};
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::watch;

/// Largest intent accepted, in bytes.
pub const MAX_MESSAGE: usize = 4096;

/// `GET /ws`: over the WebSocket caps the upgrade is refused, 429 `rate_limited` (per
/// client address: too many open, or opened too fast) or 503 `busy` (in all). The
/// session keeps the connection's slots and its WebSocket slot until it ends.
pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(app): State<Arc<App>>,
    key: Option<Extension<ClientKey>>,
    held: Option<Extension<Held>>,
    headers: HeaderMap,
) -> Response {
    let key = key.map_or_else(|| crate::guard::client_ip(&app, &headers, None), |k| k.0.0);
    if !app.talk.ws_open(key) {
        return crate::guard::too_many(
            "too many new connections to games from your address; wait a few seconds".into(),
        );
    }
    let slot = match app.caps.websockets.admit(Some(key)) {
        Ok(s) => s,
        Err(Over::Client) => {
            return crate::guard::too_many(format!(
                "too many open connections to games from your address (at most {}); close some tabs and try again",
                app.caps.websockets.max_per_client
            ));
        }
        Err(Over::Total) => {
            return crate::guard::busy(
                "the server has as many players connected as it can take; try again in a minute"
                    .into(),
            );
        }
    };
    let held = held.map(|h| h.0).unwrap_or_default();
    // The signed-in account (its session cookie), if any: seats it joins are its.
    let account = crate::accounts::account_of(&app, &headers);
    // The client's address (its key: an IPv6 /64), for the chat and rename limits
    // per address.
    let ip = key;
    // Frames above 64 KiB close the connection; 4 KiB..64 KiB get `too_large`.
    // Intents are small: a 16 KiB read buffer instead of the default 128 KiB keeps a
    // connection's memory low (the load test measured ~150 KiB per connection before).
    ws.max_message_size(64 * 1024)
        .max_frame_size(64 * 1024)
        .read_buffer_size(16 * 1024)
        .write_buffer_size(16 * 1024)
        .on_upgrade(move |socket| async move {
            let _held = (held, slot);
            session(socket, app, ip, account).await
        })
}

/// Longest chat line, in characters.
pub const MAX_CHAT: usize = 200;

/// Chat lines and reactions one connection may send: a burst of this many, then one
/// every [`CHAT_EVERY`] (the defaults of [`crate::Limits::chat_burst_per_connection`]
/// and its period; the address and the game have their own buckets, talk.rs).
pub const CHAT_BURST: u32 = 5;
/// See [`CHAT_BURST`].
pub const CHAT_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

/// The quick reactions.
pub const EMOTES: [&str; 8] = ["👍", "👏", "😄", "😮", "😢", "🎉", "🙏", "🔥"];

/// Seats a connection holds in a game, counted as present until dropped.
struct Presence {
    app: Arc<App>,
    room: Arc<Room>,
    seats: Vec<u8>,
}

impl Drop for Presence {
    fn drop(&mut self) {
        if self.room.presence(&self.seats, -1) {
            crate::multi::share_presence(&self.app, &self.room);
        }
    }
}

/// One client's connection.
struct Conn {
    room: Option<Arc<Room>>,
    rx: Option<watch::Receiver<u64>>,
    /// Chat lines of the game, as they are posted.
    chat_rx: Option<tokio::sync::broadcast::Receiver<Value>>,
    /// Seats whose tokens this client showed.
    held: Vec<u8>,
    /// The client showed a token that belongs to no seat.
    bad_token: bool,
    presence: Option<Presence>,
    /// Messages to send after the reply (the chat history after `hello`).
    outbox: Vec<Value>,
    /// Chat, reactions and renames of this connection (`None`: no limit).
    chat_limiter: Option<governor::DefaultDirectRateLimiter>,
    /// The client's address.
    ip: IpAddr,
    /// The signed-in account, if any.
    account: Option<crate::accounts::Account>,
}

impl Conn {
    /// Whether a chat line is from an account this connection's account blocks
    /// (crate::social).
    fn hides(&self, app: &App, line: &Value) -> bool {
        let (Some(viewer), Some(room)) = (&self.account, &self.room) else {
            return false;
        };
        let accounts = room.lock().accounts.clone();
        crate::social::hidden_line(app, Some(viewer), &accounts, line)
    }

    /// Take a token of this connection's chat bucket.
    fn chat_allowed(&self) -> bool {
        self.chat_limiter.as_ref().is_none_or(|l| l.check().is_ok())
    }
}

/// Send one message within `within` ([`crate::Limits::ws_send_timeout`]); false when the
/// socket failed or the client does not read (the session then ends).
async fn send_within(socket: &mut WebSocket, m: Message, within: std::time::Duration) -> bool {
    matches!(
        tokio::time::timeout(within, socket.send(m)).await,
        Ok(Ok(()))
    )
}

async fn send(socket: &mut WebSocket, v: &Value, within: std::time::Duration) -> bool {
    send_within(socket, Message::Text(v.to_string().into()), within).await
}

async fn session(
    mut socket: WebSocket,
    app: Arc<App>,
    ip: IpAddr,
    account: Option<crate::accounts::Account>,
) {
    let quota = crate::talk::quota(
        app.config.limits.chat_burst_per_connection,
        app.config.limits.chat_every_per_connection,
    );
    let mut c = Conn {
        room: None,
        rx: None,
        chat_rx: None,
        held: vec![],
        bad_token: false,
        presence: None,
        outbox: vec![],
        chat_limiter: quota.map(governor::RateLimiter::direct),
        ip,
        account,
    };
    // Ping now and then; a client silent (not even a pong) for `ws_idle` is gone.
    let limits = &app.config.limits;
    let mut ping = tokio::time::interval(limits.ws_ping.max(std::time::Duration::from_millis(10)));
    ping.tick().await;
    let mut last_heard = tokio::time::Instant::now();
    // A client that does not read is closed after this long on one message.
    let within = limits
        .ws_send_timeout
        .max(std::time::Duration::from_millis(1));
    loop {
        let changed = async {
            match c.rx.as_mut() {
                Some(rx) => rx.changed().await.is_ok(),
                None => std::future::pending().await,
            }
        };
        let chat = async {
            match c.chat_rx.as_mut() {
                Some(rx) => rx.recv().await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            line = chat => {
                match line {
                    // Lines of players this account blocks are not sent to it.
                    Ok(v) if c.hides(&app, &v) => {}
                    Ok(v) => {
                        if !send(&mut socket, &v, within).await {
                            return;
                        }
                    }
                    // A slow client missed lines: it can ask for the state again.
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                    Err(_) => c.chat_rx = None,
                }
            }
            _ = ping.tick() => {
                if last_heard.elapsed() >= limits.ws_idle {
                    let close = Message::Close(Some(axum::extract::ws::CloseFrame {
                        code: 1001,
                        reason: "idle".into(),
                    }));
                    let _ = send_within(&mut socket, close, within).await;
                    return;
                }
                if !send_within(&mut socket, Message::Ping(Default::default()), within).await {
                    return;
                }
            }
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { return };
                last_heard = tokio::time::Instant::now();
                let reply = match msg {
                    Message::Text(t) => handle(&app, &mut c, t.as_str()).await,
                    Message::Binary(b) => Some(if b.len() > MAX_MESSAGE {
                        Rejection::new("too_large", format!("messages are limited to {MAX_MESSAGE} bytes")).to_json()
                    } else {
                        Rejection::new("bad_request", "send JSON text, not binary").to_json()
                    }),
                    Message::Close(_) => return,
                    _ => None,
                };
                if let Some(r) = reply
                    && !send(&mut socket, &r, within).await
                {
                    return;
                }
                for v in std::mem::take(&mut c.outbox) {
                    if !send(&mut socket, &v, within).await {
                        return;
                    }
                }
            }
            ok = changed => {
                if !ok {
                    c.rx = None;
                    continue;
                }
                if let (Some(room), Some(rx)) = (&c.room, c.rx.as_mut()) {
                    rx.borrow_and_update();
                    let v = room.lock().state_json(&room.id, &c.held);
                    if !send(&mut socket, &v, within).await {
                        return;
                    }
                }
            }
        }
    }
}

fn bad(message: impl Into<String>) -> Option<Value> {
    Some(Rejection::new("bad_request", message).to_json())
}

/// Handle one text message; the reply to send, if any (state changes are announced
/// through the room's tick).
async fn handle(app: &Arc<App>, c: &mut Conn, text: &str) -> Option<Value> {
    if text.len() > MAX_MESSAGE {
        return Some(
            Rejection::new(
                "too_large",
                format!("messages are limited to {MAX_MESSAGE} bytes"),
            )
            .to_json(),
        );
    }
    let Ok(Value::Object(m)) = serde_json::from_str::<Value>(text) else {
        return bad("not a JSON object");
    };
    let Some(kind) = m.get("type").and_then(Value::as_str) else {
        return bad("missing \"type\"");
    };
    let str_field = |k: &str| m.get(k).and_then(Value::as_str).map(str::to_string);
    if kind == "hello" {
        let Some(id) = str_field("game") else {
            return bad("hello needs \"game\"");
        };
        let room = match crate::http::find(app, &id) {
            Ok(r) => r,
            Err(e) => return Some(e.to_json()),
        };
        let mut tokens: Vec<String> = str_field("token").into_iter().collect();
        if let Some(Value::Array(a)) = m.get("tokens") {
            tokens.extend(a.iter().filter_map(Value::as_str).map(str::to_string));
        }
        c.held.clear();
        c.bad_token = false;
        let mut reply = None;
        for t in tokens.iter().filter(|t| !t.is_empty()) {
            if let Err(e) = room.may_hold_rated(t, c.account.as_ref()) {
                c.bad_token = true;
                reply = Some(e.to_json());
                continue;
            }
            // The account first, then the seats joined (see `http::join`).
            if let Some(a) = &c.account
                && let Err(e) = room.bind_account_of_token(&app.store, None, t, a)
            {
                reply = Some(e.to_json());
            }
            match room.join(&app.store, None, t) {
                Ok(seats) => {
                    for s in seats {
                        if !c.held.contains(&s) {
                            c.held.push(s);
                        }
                    }
                }
                Err(e) => {
                    c.bad_token = true;
                    reply = Some(e.to_json());
                }
            }
        }
        c.held.sort_unstable();
        c.held.dedup();
        // A signed-in player's unnamed seats take the account's name (unique among
        // accounts, and a valid seat name) unless the page names them; a guest at the
        // table already under that name keeps it (the seat stays unnamed).
        if str_field("name").is_none()
            && let Some(a) = &c.account
        {
            let unnamed: Vec<u8> = {
                let d = room.lock();
                c.held
                    .iter()
                    .copied()
                    .filter(|&s| d.names.get(s as usize).is_some_and(Option::is_none))
                    .collect()
            };
            if !unnamed.is_empty() {
                let _ = room.set_name(&app.store, &unnamed, &a.name);
            }
        }
        // A name is stored and shown to everyone, so a rename (a name that changes
        // something; the page sends the same name with every hello) takes a token of
        // the connection's chat bucket and of the rename buckets of the address and
        // the game.
        if let Some(name) = str_field("name")
            && !c.held.is_empty()
            && room.lock().renames(&c.held, &name)
        {
            let result = if !c.chat_allowed() {
                Err(Rejection::new(
                    "rate_limited",
                    "too many messages: wait a few seconds",
                ))
            } else {
                app.talk
                    .rename(&app.store, c.ip, &room.id)
                    .and_then(|()| room.set_name(&app.store, &c.held, &name))
            };
            if let Err(e) = result {
                reply = Some(e.to_json());
            }
        }
        // Present from now on (the previous game's presence ends), and back if a bot
        // was playing for these seats.
        c.presence = None;
        if !c.held.is_empty() {
            if room.presence(&c.held, 1) {
                crate::multi::share_presence(app, &room);
            }
            c.presence = Some(Presence {
                app: app.clone(),
                room: room.clone(),
                seats: c.held.clone(),
            });
            room.back(&app.store, &c.held);
        }
        let mut rx = room.tick.subscribe();
        rx.mark_changed();
        c.rx = Some(rx);
        c.chat_rx = Some(room.chat.subscribe());
        c.room = Some(room.clone());
        let lines: Vec<Value> = room
            .lock()
            .chat
            .iter()
            .map(|l| serde_json::to_value(l).unwrap_or_default())
            .collect();
        let lines: Vec<Value> = lines.into_iter().filter(|l| !c.hides(app, l)).collect();
        c.outbox
            .push(json!({"type": "chat_history", "lines": lines}));
        c.room = Some(room);
        return reply;
    }
    let Some(room) = c.room.clone() else {
        return bad("say hello first: {\"type\":\"hello\",\"game\":ID,\"token\":TOKEN}");
    };
    match kind {
        "chat" | "react" => {
            let (kind, text) = if kind == "chat" {
                let Some(text) = str_field("text") else {
                    return bad("chat needs \"text\"");
                };
                let text: String = text
                    .chars()
                    .map(|ch| if ch.is_control() { ' ' } else { ch })
                    .collect();
                let text = text.trim().to_string();
                if text.is_empty() {
                    return bad("an empty chat line");
                }
                if text.chars().count() > MAX_CHAT {
                    return Some(
                        Rejection::new(
                            "too_large",
                            format!("chat lines are at most {MAX_CHAT} characters"),
                        )
                        .to_json(),
                    );
                }
                ("text", text)
            } else {
                match str_field("emote") {
                    Some(e) if EMOTES.contains(&e.as_str()) => ("emote", e),
                    _ => {
                        return bad(format!(
                            "react needs \"emote\", one of {}",
                            EMOTES.join(" ")
                        ));
                    }
                }
            };
            // Spectators read the chat; they write only where the table allows it.
            let spectator = c.held.is_empty();
            if spectator && !room.lock().spectator_chat {
                let r = if c.bad_token {
                    Rejection::new("unauthorized", "wrong or missing token: you hold no seat")
                } else {
                    Rejection::new(
                        "spectator",
                        "spectators can read the chat of this game but not write in it",
                    )
                };
                return Some(r.to_json());
            }
            if let Some(a) = &c.account
                && crate::accounts::store(app)
                    .is_suspended(a.id)
                    .unwrap_or(false)
            {
                return Some(
                    Rejection::new("suspended", "this account is suspended: it cannot chat")
                        .to_json(),
                );
            }
            if !c.chat_allowed() {
                return Some(
                    Rejection::new("rate_limited", "too many chat messages: wait a few seconds")
                        .to_json(),
                );
            }
            if let Err(e) = app.talk.chat(&app.store, c.ip, &room.id, spectator) {
                return Some(e.to_json());
            }
            let seat = c.held.first().copied();
            return room
                .post_chat(&app.store, seat, kind, text)
                .err()
                .map(|e| e.to_json());
        }
        "back" => {
            room.back(&app.store, &c.held);
            return None;
        }
        _ => {}
    }
    if let Some(ending) = crate::leave::Ending::parse(kind) {
        // Only seat holders: the token sent with the message, else the seats shown at
        // hello. No version: these do not depend on the position.
        let held = match str_field("token") {
            Some(t) => room.lock().seats_of_token(&t),
            None => c.held.clone(),
        };
        if held.is_empty() {
            let r = if c.bad_token || str_field("token").is_some() {
                Rejection::new("unauthorized", "wrong or missing token: you hold no seat")
            } else {
                Rejection::new("spectator", "only players can do this")
            };
            return Some(r.to_json());
        }
        return match room.end(&app.store, &held, ending) {
            Ok(()) => {
                // A seat a bot now plays needs the game's bot driver.
                crate::bots::spawn_driver(app.clone(), &room);
                None
            }
            Err(e) => Some(e.to_json()),
        };
    }
    let intent = match kind {
        "throw" => Intent::Throw,
        "act" => match str_field("action") {
            Some(a) => Intent::Act(a),
            None => return bad("act needs \"action\", e.g. \"25 p1\" or \"pass\""),
        },
        "hint" => Intent::Throw, // checked below; never submitted
        "state" => {
            let v = room.lock().state_json(&room.id, &c.held);
            return Some(v);
        }
        other => return bad(format!("unknown message type '{other}'")),
    };
    let Some(version) = m.get("version").and_then(Value::as_u64) else {
        return bad(format!("{kind} needs \"version\" (the state's version)"));
    };
    // Who acts: the token sent with the intent, else the seats shown at hello.
    let held = match str_field("token") {
        Some(t) => match room.lock().seats_of_token(&t) {
            seats if !seats.is_empty() => seats,
            _ => {
                return Some(Rejection::new("unauthorized", "wrong token for this game").to_json());
            }
        },
        None => c.held.clone(),
    };
    if held.is_empty() {
        let r = if c.bad_token {
            Rejection::new("unauthorized", "wrong or missing token: you hold no seat")
        } else {
            Rejection::new(
                "spectator",
                "spectators cannot play; join a seat with its link",
            )
        };
        return Some(r.to_json());
    }
    // Seats whose players left or resigned are the stand-in bot's to play.
    let held: Vec<u8> = {
        let d = room.lock();
        held.into_iter().filter(|&s| !d.is_out(s)).collect()
    };
    if held.is_empty() {
        return Some(
            Rejection::new(
                "not_allowed",
                "a bot plays your seats now: you left or resigned",
            )
            .to_json(),
        );
    }
    // A player who acts is back (a bot stops playing for the seat).
    room.back(&app.store, &held);
    if kind == "hint" {
        // `"all": true` asks for every legal action (the page's tutor); else the best 3.
        let all = match m.get("all") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => return bad("hint's \"all\" must be true or false"),
        };
        return Some(hint(app, &room, &held, version, all).await);
    }
    match room.submit(&app.store, &held, version, intent) {
        Ok(()) => None,
        Err(e) => Some(e.to_json()),
    }
}

/// The best few actions for the seat to move (every distinct legal action with `all`),
/// best first, by the bots' `explain`, on the bot pool and within the bot deadline.
async fn hint(app: &App, room: &Room, held: &[u8], version: u64, all: bool) -> Value {
    let job = {
        let d = room.lock();
        let to_move = d.to_move();
        if d.status().ended() {
            Err(Rejection::new("game_over", "the game is over"))
        } else if !to_move.is_some_and(|s| held.contains(&s)) {
            Err(Rejection::new(
                "not_your_turn",
                "hints are for the seat to move",
            ))
        } else if version != d.version() as u64 {
            Err(Rejection::new("stale_version", "the game has moved on"))
        } else if d.game.is_chance(&d.state) {
            Err(Rejection::new(
                "illegal_action",
                "a throw is due; hints are for decisions",
            ))
        } else {
            Ok((d.game.clone(), d.state))
        }
    };
    let (game, state) = match job {
        Ok(j) => j,
        Err(e) => return e.to_json(),
    };
    // Hints never queue for the bot threads: a flood of hints must not delay the
    // bots of other games. When every thread is busy the client is told to ask again.
    let Ok(permit) = app.bot_pool.clone().try_acquire_owned() else {
        return Rejection::new(
            "busy",
            "the server is busy thinking; ask for a hint again in a moment",
        )
        .to_json();
    };
    let limit = app.config.bot_deadline;
    let (ranked, evaluation) = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        // The engine lists each distinct action once; `explain` returns at most that many.
        let n = if all { usize::MAX } else { HINT_ACTIONS };
        let (ranked, evaluation) = pachisi_bots::explain_ranked(&game, &state, n, limit);
        let ranked = ranked
            .into_iter()
            .map(|(a, v)| {
                json!({
                    "action": a.to_string(),
                    "value": v,
                    "info": game.move_info(&state, a),
                })
            })
            .collect::<Vec<_>>();
        (ranked, evaluation.name())
    })
    .await
    .unwrap_or_else(|_| (Vec::new(), pachisi_bots::HintEvaluation::Search.name()));
    // `evaluation`: "exact" in a race position of a bundled endgame table (every value
    // the exact win chance), else "search" (docs/api.md).
    if all {
        json!({"type": "hint", "version": version, "all": true, "actions": ranked, "evaluation": evaluation})
    } else {
        json!({"type": "hint", "version": version, "actions": ranked, "evaluation": evaluation})
    }
}

/// How many actions a hint lists unless it asks for all of them.
const HINT_ACTIONS: usize = 3;
