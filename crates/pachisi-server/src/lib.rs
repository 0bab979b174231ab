//! # pachisi-server
//!
//! The browser app behind `pachisi serve`: a lobby (HTTP JSON), play over one
//! WebSocket per client, server-side bots, a SQLite store that survives `kill -9`,
//! and provably fair throws ([`fairness`], docs/fairness.md). Every message is
//! documented in docs/api.md: names, presence, chat, turn clocks and open tables as
//! well as the summary below.
//!
//! ## HTTP
//! - `POST /api/games` `{"preset","players","teams","options":["key=value"],"seats":["human","bot:hard",…]}`
//!   → game id, commitment, per seat a secret token and invite link, a spectator link.
//!   Only the SHA-256 of each token is stored.
//! - `POST /api/games/{id}/join` `{"seat","token"}`; the game starts when every human
//!   seat has joined (a WebSocket `hello` with a token joins too).
//! - `POST /api/games/{id}/rematch` `{"token"}` → a new game with the same seats and
//!   tokens. `GET /api/games/{id}` summary; `GET /api/games/{id}/record` the record
//!   with its fairness data; `GET /api/games/{id}/layout` and
//!   `GET /api/layout?preset=…&players=…&teams=…&set=key%3Dvalue` the board geometry;
//!   `GET /api/variants` (also the bot specifications this server accepts);
//!   `POST /api/replay` a record → one compact frame per event.
//! - `GET /sw.js` the service worker, `GET /manifest.webmanifest` the web app manifest
//!   (the installable app: web/sw.js, docs/play.md).
//! - Errors: `{"error": {"code", "message"}}`; besides the codes below, `damaged`
//!   (409: the game is quarantined), `rate_limited` (429, `Retry-After`), `busy` (503,
//!   `Retry-After`), `unknown_host` (421), `bad_origin` (403),
//!   `unsupported_media_type` (415: POSTs are JSON), and 413 for a body over its limit.
//!
//! ## Limits
//! Every request passes [`guard::check`] (Host, Origin, JSON) and [`guard::clients`]
//! (the client key: the peer's address or, with `--trust-proxy`, the last
//! `X-Forwarded-For` entry; IPv6 by /64); connections (a WebSocket keeps its slot for
//! its life), bodies, WebSockets (per client and in total; every send has a timeout),
//! game creation, bots and replays are bounded by [`Limits`] and
//! [`Config`]; games leave memory when finished or idle and come back from SQLite on
//! demand; a damaged game is quarantined, never fatal. docs/security.md lists every
//! number and the test that checks it.
//!
//! ## WebSocket `/ws`
//! Client → server (intents only): `{"type":"hello","game":ID,"token":T?,"tokens":[T]?}`,
//! `{"type":"throw","version":V}`, `{"type":"act","version":V,"action":"25 p1"}`,
//! `{"type":"hint","version":V}` (the best 3 actions; with `"all":true` every
//! distinct legal action, best first), `{"type":"state"}`. `throw`/`act`/`hint` may
//! carry `"token"` to act for that seat only.
//!
//! Server → client: `{"type":"state",…}` after `hello` and after every change (version
//! = number of events; legal actions only to a client holding the seat to move),
//! `{"type":"hint",…}`, and `{"type":"error","code","message"}` with the stable codes
//! `bad_request`, `too_large`, `unauthorized`, `spectator`, `not_your_turn`,
//! `stale_version`, `illegal_action`, `game_over`, `not_found`, plus `not_started`
//! (a human seat has not joined yet), `damaged` (the game is quarantined), `name_taken`
//! (another seat of the table has that name), `rate_limited` (chat, reactions and
//! renames are limited per connection, per client address and per game) and `internal`
//! (the store failed). A rejected intent changes nothing. Spectators are read-only
//! unless the table allows spectator chat. The server pings every WebSocket; one that
//! stays silent (no pong) past [`Limits::ws_idle`], or does not read what it is sent
//! within [`Limits::ws_send_timeout`], is closed.

pub mod accounts;
mod analysis;
pub mod app;
mod assets;
mod bots;
pub mod conns;
pub mod fairness;
pub mod guard;
mod http;
mod leave;
mod lesson;
pub mod multi;
pub mod quickmatch;
pub mod ratings;
pub mod room;
pub mod social;
pub mod store;
pub mod talk;
mod ws;

pub use app::{App, Config, Limits};
pub use fairness::{Verified, VerifyError, verify};

use axum::Router;
use axum::extract::{ConnectInfo, DefaultBodyLimit};
use axum::routing::{get, post};
use hyper_util::rt::{TokioIo, TokioTimer};
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

/// The routes, behind the checks of [`guard::check`], body limits and a handler
/// timeout.
pub fn router(app: Arc<App>) -> Router {
    let limits = &app.config.limits;
    Router::new()
        .route("/", get(http::index))
        .route("/replay", get(http::index))
        .route("/learn", get(http::index))
        .route("/u/{name}", get(http::index))
        .route("/leaderboard", get(http::index))
        .route("/api/account", get(accounts::me))
        .route("/api/account/signup", post(accounts::signup))
        .route("/api/account/signin", post(accounts::signin))
        .route("/api/account/signout", post(accounts::signout))
        .route("/api/account/password", post(accounts::change_password))
        .route("/api/account/delete", post(accounts::delete))
        .route("/api/account/export", get(accounts::export))
        .route("/api/account/claim", post(accounts::claim))
        .route("/api/account/games", get(accounts::my_games))
        .route("/api/users/{name}", get(accounts::profile))
        .route("/api/leaderboard", get(ratings::leaderboard))
        .route("/api/match", post(quickmatch::join))
        .route(
            "/api/match/{ticket}",
            get(quickmatch::get).delete(quickmatch::delete),
        )
        .route("/api/match/{ticket}/bots", post(quickmatch::bots))
        .route("/api/users/{name}/relation", get(social::relation))
        .route("/api/friends", get(social::list))
        .route("/api/friends/follow", post(social::follow))
        .route("/api/friends/unfollow", post(social::unfollow))
        .route("/api/friends/block", post(social::block))
        .route("/api/friends/unblock", post(social::unblock))
        .route("/api/notices", get(social::notices))
        .route("/api/invites", post(social::invite))
        .route("/api/invites/{id}/accept", post(social::accept))
        .route("/api/invites/{id}/decline", post(social::decline))
        .route("/api/reports", post(social::report))
        .route(
            "/favicon.ico",
            get(|| async { axum::http::StatusCode::NO_CONTENT }),
        )
        .route("/web/{*path}", get(http::asset))
        .route("/sw.js", get(http::worker))
        .route("/manifest.webmanifest", get(http::manifest))
        .route(guard::HEALTH, get(http::health))
        .route("/api/variants", get(http::variants))
        .route("/api/layout", get(http::layout))
        .route("/api/rules", get(http::rules))
        .route("/api/lesson", get(lesson::lesson))
        .route("/rules/{preset}", get(http::index))
        .route("/api/games", post(http::create).get(http::list))
        .route("/api/games/{id}/claim", post(http::claim))
        .route("/api/games/{id}", get(http::summary))
        .route("/api/games/{id}/join", post(http::join))
        .route("/api/games/{id}/rematch", post(http::rematch))
        .route("/api/games/{id}/record", get(http::record))
        .route(
            "/api/games/{id}/analysis",
            get(analysis::get).post(analysis::start),
        )
        .route("/api/games/{id}/layout", get(http::game_layout))
        .route(
            "/api/replay",
            post(http::replay).layer(DefaultBodyLimit::max(limits.max_replay_body)),
        )
        .route("/ws", get(ws::upgrade))
        .layer(DefaultBodyLimit::max(limits.max_body))
        .layer(axum::middleware::map_response(http::json_errors))
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            axum::http::StatusCode::REQUEST_TIMEOUT,
            limits.request_timeout,
        ))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            guard::clients,
        ))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            guard::check,
        ))
        .with_state(app)
}

/// A running server.
pub struct Running {
    pub addr: SocketAddr,
    pub app: Arc<App>,
    pub task: tokio::task::JoinHandle<()>,
}

impl Running {
    /// Stop serving cleanly: with several instances (PostgreSQL) the instance's
    /// presence rows are removed and its game leases handed over at once, so another
    /// instance (or this one restarted) takes its games without waiting for the leases
    /// to expire. (Dropping a `Running` does not stop the server: its task and the
    /// tasks it spawned go on in the runtime, beside a server a test starts next on
    /// the same database.)
    pub async fn stop(self) {
        self.task.abort();
        let _ = self.task.await;
        if self.app.multi {
            let app = self.app.clone();
            let _ = tokio::task::spawn_blocking(move || multi::hand_over(&app)).await;
        }
    }
}

/// Raise the soft limit of open files to the hard limit (many players, each with a
/// WebSocket); returns the soft limit now in force.
pub fn raise_descriptor_limit() -> u64 {
    #[cfg(unix)]
    {
        if let Ok(n) = rlimit::increase_nofile_limit(u64::MAX) {
            return n;
        }
        rlimit::getrlimit(rlimit::Resource::NOFILE).map_or(1024, |(soft, _)| soft)
    }
    #[cfg(not(unix))]
    {
        u64::MAX
    }
}

/// The soft limit of open files now in force.
pub fn descriptor_limit() -> u64 {
    #[cfg(unix)]
    {
        rlimit::getrlimit(rlimit::Resource::NOFILE).map_or(1024, |(soft, _)| soft)
    }
    #[cfg(not(unix))]
    {
        u64::MAX
    }
}

/// Open the store (rebuilding the unfinished games and restarting their bots), bind
/// and serve in a background task.
pub async fn start(config: Config) -> Result<Running, String> {
    raise_descriptor_limit();
    let listener = tokio::net::TcpListener::bind(&config.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let app = App::open(config, addr)?;
    for room in app.all_rooms() {
        bots::spawn_driver(app.clone(), &room);
    }
    // Drop idle and finished games from memory now and then.
    {
        let weak = Arc::downgrade(&app);
        let every = app
            .config
            .limits
            .sweep_every
            .max(std::time::Duration::from_millis(10));
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.tick().await;
            loop {
                tick.tick().await;
                let Some(app) = weak.upgrade() else { return };
                app.evict();
                if let Some(l) = &app.create_limiter {
                    l.retain_recent();
                }
                app.talk.retain_recent();
                app.passwords.retain_recent();
                app.social.retain_recent();
                // The rate-limit buckets the instances share (PostgreSQL): those full
                // again are dropped, as the in-memory ones above.
                if app.multi {
                    let a = app.clone();
                    let _ = tokio::task::spawn_blocking(move || {
                        let swept = a
                            .store
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .sweep_tokens();
                        if let Err(e) = swept {
                            eprintln!("shared rate limits not swept: {e}");
                        }
                    })
                    .await;
                }
            }
        });
    }
    // Several instances on PostgreSQL: listen for other instances' changes, and
    // hold, renew and take over room leases (crate::multi).
    if app.multi {
        let url = app.config.db.to_string_lossy().into_owned();
        tokio::spawn(multi::listen(Arc::downgrade(&app), url));
        tokio::spawn(multi::leases(Arc::downgrade(&app)));
    }
    // Pair the quick-match queue.
    if !app.config.limits.match_every.is_zero() {
        let weak = Arc::downgrade(&app);
        let every = app.config.limits.match_every;
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let Some(app) = weak.upgrade() else { return };
                let a = app.clone();
                let done =
                    tokio::task::spawn_blocking(move || quickmatch::tick(&a, quickmatch::now_ms()))
                        .await;
                if let Ok(Err(e)) = done {
                    eprintln!("quick match: {e}");
                }
            }
        });
    }
    let limits = app.config.limits.clone();
    // The caps (app.caps) were set below the descriptor limit raised above.
    let connections = app.caps.connections.clone();
    let router = router(app.clone());
    let trust_proxy = app.config.trust_proxy;
    let task = tokio::spawn(async move {
        loop {
            let (socket, peer) = match listener.accept().await {
                Ok(c) => c,
                Err(e) => {
                    // Out of descriptors, for example: wait a little instead of spinning.
                    eprintln!("accept: {e}");
                    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                    continue;
                }
            };
            // Behind a trusted proxy every connection comes from the proxy: only the
            // total is counted here, and each request is counted under its forwarded
            // client in `guard::clients`.
            let key = (!trust_proxy).then(|| guard::key_of(peer.ip()));
            let Ok(slot) = connections.admit(key) else {
                drop(socket); // over a cap: closed at once
                continue;
            };
            // Each request carries the connection's slot, so that a WebSocket keeps
            // it after the upgrade (the connection's task ends there).
            let slot = Arc::new(slot);
            let router = router.clone();
            let header_timeout = limits.header_timeout;
            tokio::spawn(async move {
                let held = conns::Held(vec![slot]);
                let service = hyper::service::service_fn(move |mut req| {
                    req.extensions_mut().insert(ConnectInfo(peer));
                    req.extensions_mut().insert(held.clone());
                    let mut router = router.clone();
                    async move {
                        use tower::Service;
                        router.call(req).await
                    }
                });
                let _ = hyper::server::conn::http1::Builder::new()
                    .timer(TokioTimer::new())
                    .header_read_timeout(header_timeout)
                    .max_buf_size(64 * 1024)
                    .serve_connection(TokioIo::new(socket), service)
                    .with_upgrades()
                    .await;
            });
        }
    });
    Ok(Running { addr, app, task })
}

/// `pachisi serve`: run until killed, printing the addresses to open.
pub fn run(config: Config) -> Result<(), String> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(async {
        let db = store::shown(&config.db);
        let running = start(config).await?;
        println!(
            "pachisi server on {}/ (games in {}); open it in a browser",
            running.app.public_origin, db
        );
        if running.addr.ip().is_unspecified() {
            for ip in guard::interface_addresses() {
                let host = match ip {
                    IpAddr::V4(v) => v.to_string(),
                    IpAddr::V6(v) => format!("[{v}]"),
                };
                println!("  reachable at http://{host}:{}/", running.addr.port());
            }
        }
        use std::io::Write;
        let _ = std::io::stdout().flush();
        if !running.app.multi {
            return running.task.await.map_err(|e| e.to_string());
        }
        // Several instances: a clean stop hands the leases over (crate::multi).
        let Running { addr, app, task } = running;
        let mut task = task;
        tokio::select! {
            done = &mut task => done.map_err(|e| e.to_string()),
            () = stop_signal() => {
                Running { addr, app, task }.stop().await;
                Ok(())
            }
        }
    })
}

/// SIGTERM or SIGINT (Ctrl-C).
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match (
            signal(SignalKind::terminate()),
            signal(SignalKind::interrupt()),
        ) {
            (Ok(mut term), Ok(mut int)) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = int.recv() => {}
                }
            }
            _ => std::future::pending().await,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
