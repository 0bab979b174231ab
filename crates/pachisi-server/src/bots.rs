//! Bots play server-side: one task per game with bot seats waits for a bot's turn,
//! pauses for the thinking delay, and submits a throw or the bot's choice through the
//! same path as a human's intent (so it is stored before anyone sees it).
//!
//! Bot decisions run on blocking threads, at most [`App::bot_pool`] at once, each
//! with a wall-clock deadline ([`crate::Config::bot_deadline`]): a heavy game waits
//! for a thread, it cannot starve the others or the request handlers. A bot that
//! panics or answers an illegal action quarantines its game (marked damaged, never
//! retried). The driver holds its game only while it works, so an idle game can be
//! dropped from memory; the driver then ends.

use crate::app::App;
use crate::fairness;
use crate::room::{Intent, Room, SeatKind};
use pachisi_bots::{Bot, Budget, make_bot};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Weak};

/// A bot seat's generator seed: derived from the game's secret seed, so bots differ
/// between games (their choices are recorded as events, so nothing depends on it).
fn bot_seed(seed: &fairness::Seed, seat: u8) -> u64 {
    let h = fairness::sha256_hex(&[&seed[..], b"bot", &[seat]].concat());
    u64::from_str_radix(&h[..16], 16).unwrap_or(0)
}

/// Start the driver of a game if it has bot seats or a clock, is being played and has
/// no driver. Under a clock, a human seat whose time runs out is played by the clock's
/// bot until its player is back.
pub fn spawn_driver(app: Arc<App>, room: &Arc<Room>) {
    let bots: Result<Vec<Option<Box<dyn Bot>>>, String> = {
        let d = room.lock();
        if d.status().ended() {
            return;
        }
        let clock = d.clock.is_some();
        d.seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s {
                SeatKind::Bot { spec } => make_bot(spec, bot_seed(&d.seed, i as u8))
                    .map(Some)
                    .map_err(|e| format!("seat {}: {e}", i + 1)),
                SeatKind::Human { .. } if clock || d.stand_in(i as u8) => {
                    make_bot(&d.clock_bot, bot_seed(&d.seed, i as u8))
                        .map(Some)
                        .map_err(|e| format!("seat {}: {e}", i + 1))
                }
                SeatKind::Human { .. } => Ok(None),
            })
            .collect()
    };
    let bots = match bots {
        Ok(b) => b,
        Err(e) => return app.quarantine(&room.id, &e),
    };
    if bots.iter().all(Option::is_none) {
        return;
    }
    // With several instances, only the holder of the game's lease drives it
    // (crate::multi): taken here if free, after which the room catches up with
    // what the previous owner stored.
    if app.multi && !crate::multi::own(&app, room) {
        return;
    }
    if room.driven.swap(true, Ordering::SeqCst) {
        return; // already driven
    }
    let rx = room.tick.subscribe();
    tokio::spawn(drive(app, Arc::downgrade(room), rx, bots));
}

/// Clears the room's `driven` flag when the driver ends, however it ends.
struct Driving(Weak<Room>);

impl Drop for Driving {
    fn drop(&mut self) {
        if let Some(r) = self.0.upgrade() {
            r.driven.store(false, Ordering::SeqCst);
        }
    }
}

/// What became of one bot decision.
pub(crate) enum Decision {
    Action(String, Box<dyn Bot>),
    /// The bot failed: why.
    Failed(String),
    /// The server is shutting down.
    Gone,
}

/// One bot decision on the bounded pool, with the deadline.
pub(crate) async fn decide(
    app: &App,
    mut bot: Box<dyn Bot>,
    game: Arc<pachisi_core::Game>,
    state: pachisi_core::State,
) -> Decision {
    let Ok(permit) = app.bot_pool.clone().acquire_owned().await else {
        return Decision::Gone;
    };
    let deadline = app.config.bot_deadline;
    let joined = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        let a = bot.choose(&game, &state, Budget::Within(deadline));
        // The next decision is seconds away at least: keep no search tree meanwhile.
        bot.release_memory();
        let legal = game.is_legal(&state, a);
        (bot, a, legal)
    })
    .await;
    match joined {
        Ok((bot, a, true)) => Decision::Action(a.to_string(), bot),
        Ok((bot, a, false)) => Decision::Failed(format!(
            "bot '{}' chose an illegal action '{a}'",
            bot.name()
        )),
        Err(e) if e.is_panic() => Decision::Failed("a bot crashed (panicked)".into()),
        Err(_) => Decision::Gone,
    }
}

async fn drive(
    app: Arc<App>,
    room: Weak<Room>,
    mut rx: tokio::sync::watch::Receiver<u64>,
    mut bots: Vec<Option<Box<dyn Bot>>>,
) {
    let _driving = Driving(room.clone());
    let mut store_failures = 0u32;
    loop {
        rx.borrow_and_update();
        let (job, clock) = {
            let Some(r) = room.upgrade() else { return };
            // The lease went to another instance (crate::multi): it drives from now on.
            if app.multi && !r.owned.load(Ordering::SeqCst) {
                return;
            }
            let d = r.lock();
            if d.status().ended() {
                return;
            }
            (d.bot_job(), d.clock_deadline())
        };
        let Some(job) = job else {
            // Not a bot's turn: wait for a change (or for the game to be dropped), or
            // for the clock of the human seat to move to run out.
            match clock {
                Some((seat, at, version)) => {
                    tokio::select! {
                        changed = rx.changed() => if changed.is_err() { return },
                        _ = tokio::time::sleep_until(at.into()) => {
                            let Some(r) = room.upgrade() else { return };
                            if app.multi && !r.owned.load(Ordering::SeqCst) {
                                return;
                            }
                            r.time_out(&app.store, seat, version);
                        }
                    }
                }
                None => {
                    if rx.changed().await.is_err() {
                        return;
                    }
                }
            }
            continue;
        };
        if !app.config.bot_delay.is_zero() {
            tokio::time::sleep(app.config.bot_delay).await;
        }
        let Some(r) = room.upgrade() else { return };
        if app.multi && !r.owned.load(Ordering::SeqCst) {
            return;
        }
        let intent = if job.chance {
            Intent::Throw
        } else {
            // A seat whose player left or resigned after the driver started gets its
            // stand-in bot now.
            if bots[job.seat as usize].is_none() {
                let d = r.lock();
                match make_bot(&d.clock_bot, bot_seed(&d.seed, job.seat)) {
                    Ok(b) => bots[job.seat as usize] = Some(b),
                    Err(e) => {
                        drop(d);
                        app.quarantine(&r.id, &format!("seat {}: {e}", job.seat + 1));
                        return;
                    }
                }
            }
            let Some(bot) = bots[job.seat as usize].take() else {
                return;
            };
            match decide(&app, bot, job.game.clone(), job.state).await {
                Decision::Action(a, bot) => {
                    bots[job.seat as usize] = Some(bot);
                    Intent::Act(a)
                }
                Decision::Failed(why) => {
                    app.quarantine(&r.id, &format!("seat {}: {why}", job.seat + 1));
                    return;
                }
                Decision::Gone => return,
            }
        };
        // A stale version (someone else's event came first) is simply retried.
        match r.submit(&app.store, &[job.seat], job.version as u64, intent) {
            Ok(()) => store_failures = 0,
            Err(e) if e.code == "stale_version" => {}
            Err(e) if e.code == "internal" => {
                // The store failed (a full disk, say): try again a little later, for a
                // while; the game stays as it was, and loads again at the next start.
                store_failures += 1;
                eprintln!("game {}: bot move not stored: {}", r.id, e.message);
                if store_failures >= 60 {
                    eprintln!("game {}: bot stopped after 60 failed writes", r.id);
                    return;
                }
                drop(r);
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
            Err(e) if e.code == "damaged" || e.code == "game_over" => return,
            Err(e) => {
                app.quarantine(
                    &r.id,
                    &format!(
                        "seat {}: the bot's move was refused: {}",
                        job.seat + 1,
                        e.message
                    ),
                );
                return;
            }
        }
        // Let other tasks (clients) run between bot moves.
        tokio::task::yield_now().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Config, CreateRequest, VariantSpec};
    use crate::room::Status;
    use pachisi_core::{Action, Game, State};

    /// A bot that crashes.
    struct Panics;
    impl Bot for Panics {
        fn name(&self) -> String {
            "panics".into()
        }
        fn choose(&mut self, _: &Game, _: &State, _: Budget) -> Action {
            panic!("a bot bug")
        }
    }

    /// A bot that answers an action that is not legal.
    struct Cheats;
    impl Bot for Cheats {
        fn name(&self) -> String {
            "cheats".into()
        }
        fn choose(&mut self, game: &Game, state: &State, _: Budget) -> Action {
            (0..u16::MAX)
                .filter_map(Action::from_id)
                .find(|&a| !game.is_legal(state, a))
                .expect("some action is illegal")
        }
    }

    fn app(dir: &tempfile::TempDir) -> Arc<App> {
        App::open(
            Config {
                db: dir.path().join("g.db"),
                bot_delay: std::time::Duration::ZERO,
                ..Config::default()
            },
            "127.0.0.1:1".parse().unwrap(),
        )
        .unwrap()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_failing_bot_quarantines_its_game_once() {
        let dir = tempfile::tempdir().unwrap();
        let app = app(&dir);
        let req = CreateRequest {
            variant: VariantSpec {
                preset: Some("chaupar".into()),
                players: Some(2),
                ..VariantSpec::default()
            },
            seats: vec!["bot:random".into(), "bot:random".into()],
            ..CreateRequest::default()
        };
        for bad in [Box::new(Panics) as Box<dyn Bot>, Box::new(Cheats)] {
            let (room, _) = app.create(&req).unwrap();
            // Throw until a decision is due.
            loop {
                let job = room.lock().bot_job().unwrap();
                if !job.chance {
                    break;
                }
                room.submit(&app.store, &[job.seat], job.version as u64, Intent::Throw)
                    .unwrap();
            }
            let job = room.lock().bot_job().unwrap();
            let rx = room.tick.subscribe();
            // Two-player chaupar has four seats (each player plays two colours).
            let seats = room.lock().seats.len();
            let mut bots: Vec<Option<Box<dyn Bot>>> = (0..seats).map(|_| None).collect();
            bots[job.seat as usize] = Some(bad);
            room.driven.store(true, Ordering::SeqCst);
            // The driver ends (it does not retry) and the game is quarantined.
            drive(app.clone(), Arc::downgrade(&room), rx, bots).await;
            assert!(!room.driven.load(Ordering::SeqCst));
            let d = room.lock();
            assert_eq!(d.status(), Status::Damaged);
            assert!(
                d.damaged.as_deref().unwrap().contains("seat"),
                "{:?}",
                d.damaged
            );
            drop(d);
            let e = room
                .submit(&app.store, &[job.seat], job.version as u64, Intent::Throw)
                .unwrap_err();
            assert_eq!(e.code, "damaged");
        }
        // Both are marked in the database: a restarted server does not load them.
        drop(app);
        let app = self::app(&dir);
        assert_eq!(app.rooms_in_memory(), 0);
    }
}
