//! # pachisi-server
//!
//! The browser app behind `pachisi serve`: a lobby (HTTP JSON), play over one
//! WebSocket per client, server-side bots, a SQLite store that survives `kill -9`,
//! and provably fair throws ([`fairness`], docs/fairness.md).
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
//!   `GET /api/variants`; `POST /api/replay` a record → one frame per event.
//! - Errors: `{"error": {"code", "message"}}`.
//!
//! ## WebSocket `/ws`
//! Client → server (intents only): `{"type":"hello","game":ID,"token":T?,"tokens":[T]?}`,
//! `{"type":"throw","version":V}`, `{"type":"act","version":V,"action":"25 p1"}`,
//! `{"type":"hint","version":V}`, `{"type":"state"}`. `throw`/`act`/`hint` may carry
//! `"token"` to act for that seat only.
//!
//! Server → client: `{"type":"state",…}` after `hello` and after every change (version
//! = number of events; legal actions only to a client holding the seat to move),
//! `{"type":"hint",…}`, and `{"type":"error","code","message"}` with the stable codes
//! `bad_request`, `too_large`, `unauthorized`, `spectator`, `not_your_turn`,
//! `stale_version`, `illegal_action`, `game_over`, `not_found`, plus `not_started`
//! (a human seat has not joined yet) and `internal` (the store failed). A rejected
//! intent changes nothing.

pub mod app;
mod assets;
mod bots;
pub mod fairness;
mod http;
pub mod room;
pub mod store;
mod ws;

pub use app::{App, Config};
pub use fairness::{Verified, VerifyError, verify};

use axum::Router;
use axum::routing::{get, post};
use std::net::SocketAddr;
use std::sync::Arc;

/// The routes.
pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/", get(http::index))
        .route("/replay", get(http::index))
        .route(
            "/favicon.ico",
            get(|| async { axum::http::StatusCode::NO_CONTENT }),
        )
        .route("/web/{name}", get(http::asset))
        .route("/api/variants", get(http::variants))
        .route("/api/layout", get(http::layout))
        .route("/api/games", post(http::create))
        .route("/api/games/{id}", get(http::summary))
        .route("/api/games/{id}/join", post(http::join))
        .route("/api/games/{id}/rematch", post(http::rematch))
        .route("/api/games/{id}/record", get(http::record))
        .route("/api/games/{id}/layout", get(http::game_layout))
        .route("/api/replay", post(http::replay))
        .route("/ws", get(ws::upgrade))
        .with_state(app)
}

/// A running server.
pub struct Running {
    pub addr: SocketAddr,
    pub app: Arc<App>,
    pub task: tokio::task::JoinHandle<()>,
}

/// Open the store (rebuilding every stored game and restarting its bots), bind and
/// serve in a background task.
pub async fn start(config: Config) -> Result<Running, String> {
    let listener = tokio::net::TcpListener::bind(&config.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let app = App::open(config)?;
    for room in app.all_rooms() {
        bots::spawn_driver(app.clone(), room);
    }
    let router = router(app.clone());
    let task = tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, router).await {
            eprintln!("server stopped: {e}");
        }
    });
    Ok(Running { addr, app, task })
}

/// `pachisi serve`: run until killed, printing the address to open.
pub fn run(config: Config) -> Result<(), String> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(async {
        let db = config.db.clone();
        let running = start(config).await?;
        println!(
            "pachisi server on http://{}/ (games in {}); open it in a browser",
            running.addr,
            db.display()
        );
        use std::io::Write;
        let _ = std::io::stdout().flush();
        running.task.await.map_err(|e| e.to_string())
    })
}
