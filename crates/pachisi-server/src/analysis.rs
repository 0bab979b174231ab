//! Game review on the server: `POST /api/games/{id}/analysis` starts the review of a
//! finished game (pachisi-analysis: rollouts of every decision, the win chance lost,
//! marks), `GET` answers how far it is and, once done, the review, which is stored with
//! the game so that it is computed once.
//!
//! Bounds (docs/security.md): one review at a time on the whole server (another asks
//! get `busy`), holding one of the bot threads' permits (so that bot moves keep the
//! others), on a one-thread pool, stopped at `Config::review_deadline` (the review then
//! says it is incomplete, coarse rather than missing).

use crate::app::App;
use crate::http::{find, ok_json};
use crate::room::{Rejection, Status};
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use pachisi_analysis::{Settings, review};
use pachisi_bots::Budget;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The reviews in progress or failed since the start, by game.
pub struct Reviews {
    jobs: Mutex<HashMap<String, Job>>,
    /// Set while a review runs (one at a time).
    slot: Arc<tokio::sync::Semaphore>,
}

#[derive(Clone)]
enum Job {
    Running { done: u64, of: u64 },
    Failed(String),
}

impl Default for Reviews {
    fn default() -> Self {
        Reviews::new()
    }
}

impl Reviews {
    pub fn new() -> Reviews {
        Reviews {
            jobs: Mutex::new(HashMap::new()),
            slot: Arc::new(tokio::sync::Semaphore::new(1)),
        }
    }

    fn job(&self, id: &str) -> Option<Job> {
        self.jobs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .cloned()
    }

    fn set(&self, id: &str, job: Option<Job>) {
        let mut jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        match job {
            Some(j) => {
                jobs.insert(id.to_string(), j);
            }
            None => {
                jobs.remove(id);
            }
        }
    }
}

fn stored(app: &App, id: &str) -> Result<Option<Value>, Rejection> {
    let text = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .analysis(id)
        .map_err(|e| Rejection::new("internal", format!("cannot read the review: {e}")))?;
    Ok(text.and_then(|t| serde_json::from_str(&t).ok()))
}

fn answer(app: &App, id: &str) -> Result<Value, Rejection> {
    if let Some(review) = stored(app, id)? {
        return Ok(json!({"status": "done", "review": review}));
    }
    Ok(match app.reviews.job(id) {
        Some(Job::Running { done, of }) => json!({"status": "running", "done": done, "of": of}),
        Some(Job::Failed(why)) => json!({"status": "failed", "message": why}),
        None => json!({"status": "none"}),
    })
}

/// `GET /api/games/{id}/analysis`: `{"status": "none" | "running" | "done" |
/// "failed", …}`, with `review` once done and `done`/`of` rollouts while running.
pub async fn get(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Response, Rejection> {
    find(&app, &id)?;
    Ok(ok_json(answer(&app, &id)?))
}

/// `POST /api/games/{id}/analysis`: start the review of a finished game (202 with
/// `running`), or answer the stored one (200). `not_over` before the end, `busy` while
/// another game is reviewed.
pub async fn start(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Response, Rejection> {
    let room = find(&app, &id)?;
    let record = {
        let d = room.lock();
        match d.status() {
            Status::Over => d.record.clone(),
            Status::Damaged => {
                return Err(Rejection::new(
                    "damaged",
                    "a damaged game cannot be reviewed",
                ));
            }
            _ => {
                return Err(Rejection::new(
                    "not_over",
                    "only a finished game can be reviewed",
                ));
            }
        }
    };
    let now = answer(&app, &id)?;
    if now["status"] == "done" || now["status"] == "running" {
        return Ok(ok_json(now));
    }
    let Ok(slot) = app.reviews.slot.clone().try_acquire_owned() else {
        return Err(Rejection::new(
            "busy",
            "another game is being reviewed; try again in a minute",
        ));
    };
    let Ok(thread) = app.bot_pool.clone().try_acquire_owned() else {
        return Err(Rejection::new(
            "busy",
            "the bot threads are all at work; try again soon",
        ));
    };
    app.reviews.set(&id, Some(Job::Running { done: 0, of: 0 }));
    let deadline = app.config.review_deadline;
    let (app2, id2) = (app.clone(), id.clone());
    tokio::task::spawn_blocking(move || {
        let _held = (slot, thread);
        let progress = |done: u64, of: u64| app2.reviews.set(&id2, Some(Job::Running { done, of }));
        let result = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .map_err(|e| e.to_string())
            .and_then(|pool| {
                pool.install(|| {
                    review(
                        &record,
                        &Settings::review(),
                        Budget::Within(deadline),
                        &progress,
                    )
                })
                .map_err(|e| e.to_string())
            });
        let outcome = result.and_then(|r| serde_json::to_string(&r).map_err(|e| e.to_string()));
        match outcome {
            Ok(text) => {
                let saved = app2
                    .store
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .set_analysis(&id2, &text);
                match saved {
                    Ok(()) => app2.reviews.set(&id2, None),
                    Err(e) => app2.reviews.set(
                        &id2,
                        Some(Job::Failed(format!("cannot store the review: {e}"))),
                    ),
                }
            }
            Err(e) => {
                eprintln!("game {id2}: review failed: {e}");
                app2.reviews.set(&id2, Some(Job::Failed(e)));
            }
        }
    });
    Ok((
        StatusCode::ACCEPTED,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        json!({"status": "running", "done": 0, "of": 0}).to_string(),
    )
        .into_response())
}
