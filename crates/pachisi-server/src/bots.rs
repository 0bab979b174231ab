//! Bots play server-side: one task per game with bot seats waits for a bot's turn,
//! pauses for the thinking delay, and submits a throw or the bot's choice through the
//! same path as a human's intent (so it is stored before anyone sees it).

use crate::app::App;
use crate::fairness;
use crate::room::{Intent, Room, SeatKind};
use pachisi_bots::{Bot, Budget, make_bot};
use std::sync::Arc;

/// A bot seat's generator seed: derived from the game's secret seed, so bots differ
/// between games (their choices are recorded as events, so nothing depends on it).
fn bot_seed(seed: &fairness::Seed, seat: u8) -> u64 {
    let h = fairness::sha256_hex(&[&seed[..], b"bot", &[seat]].concat());
    u64::from_str_radix(&h[..16], 16).unwrap_or(0)
}

/// Start the driver of a game if it has bot seats and is not over.
pub fn spawn_driver(app: Arc<App>, room: Arc<Room>) {
    let bots: Vec<Option<Box<dyn Bot>>> = {
        let d = room.lock();
        if d.status() == crate::room::Status::Over {
            return;
        }
        d.seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s {
                SeatKind::Bot { spec } => make_bot(spec, bot_seed(&d.seed, i as u8)).ok(),
                SeatKind::Human { .. } => None,
            })
            .collect()
    };
    if bots.iter().all(Option::is_none) {
        return;
    }
    tokio::spawn(drive(app, room, bots));
}

async fn drive(app: Arc<App>, room: Arc<Room>, mut bots: Vec<Option<Box<dyn Bot>>>) {
    let mut rx = room.tick.subscribe();
    loop {
        rx.borrow_and_update();
        let job = room.lock().bot_job();
        let Some(job) = job else {
            if room.lock().status() == crate::room::Status::Over {
                return;
            }
            if rx.changed().await.is_err() {
                return;
            }
            continue;
        };
        if !app.config.bot_delay.is_zero() {
            tokio::time::sleep(app.config.bot_delay).await;
        }
        let intent = if job.chance {
            Intent::Throw
        } else {
            let Some(mut bot) = bots[job.seat as usize].take() else {
                return;
            };
            let (game, state) = (job.game.clone(), job.state);
            let Ok((bot, action)) = tokio::task::spawn_blocking(move || {
                let a = bot.choose(&game, &state, Budget::Auto);
                (bot, a)
            })
            .await
            else {
                return;
            };
            bots[job.seat as usize] = Some(bot);
            Intent::Act(action.to_string())
        };
        // A stale version (someone else's event came first) is simply retried.
        match room.submit(&app.store, &[job.seat], job.version as u64, intent) {
            Ok(()) => {}
            Err(e) if e.code == "stale_version" => {}
            Err(e) if e.code == "internal" => {
                eprintln!("game {}: bot move not stored: {}", room.id, e.message);
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
            Err(e) => {
                eprintln!("game {}: bot stopped: {}", room.id, e.message);
                return;
            }
        }
        // Let other tasks (clients) run between bot moves.
        tokio::task::yield_now().await;
    }
}
