//! Several server instances on one PostgreSQL database (docs/deploy.md, "Several
//! instances"). Only with `--db postgres://…`; with SQLite one process owns every
//! game and nothing here runs.
//!
//! - **Any instance serves any game.** Each instance that has a game in memory keeps
//!   its own copy of the room. An intent (a throw, a move, a join, a chat line) is
//!   checked on the copy of the instance that received it and stored there, before it
//!   is applied, as with one instance. The database orders the writes of a game: an
//!   event is stored under its number (the key (game, n)), so when two instances try
//!   to store event n, the second is refused; that instance catches up from the store
//!   and answers `stale_version` ([`crate::room::Room::submit`]). No intent is relayed
//!   through another instance, so none is lost when an instance dies.
//! - **Changes reach every instance.** A trigger (migration 0002) sends
//!   `NOTIFY pachisi_game, '<game id>'` at the commit of every change of a game (an
//!   event, a chat line, a seat, the game's row). Each instance LISTENs on one
//!   connection of its own ([`listen`], reconnecting after a failure, and catching up
//!   every room in memory after each connection); for a game it has in memory it reads
//!   the events after the last one it has, the seats and the new chat lines
//!   ([`crate::room::Room::refresh`]), so its WebSockets send them, each event once and
//!   in order. A game an instance does not have in memory is read whole when asked for.
//! - **One owner drives a game.** Bots and the turn clock run on one instance: the
//!   holder of the game's lease (table `room_leases`, taken and renewed with one
//!   statement, [`crate::store::Store::take_lease`]). [`leases`] renews every lease
//!   the instance holds every [`crate::Limits::lease_renew`]; a renewal that fails
//!   stops the game's driver at once. It also takes over the games whose lease expired
//!   (their owner died): it loads them, catches up, and starts their bots and clocks.
//!   Even two drivers at once (a renewal delayed past the expiry) cannot store an
//!   event twice: the key (game, n) refuses the second.
//! - **Presence is shared.** Each instance counts its WebSockets per seat in memory
//!   (`RoomData::connected`) and keeps a row per (instance, game, seat) it has
//!   connections for in `seat_presence` (migration 0004): [`share_presence`] writes a
//!   game's rows when a seat's count there goes between none and some, and a trigger
//!   announces the change on `pachisi_game`. A room's view of a seat is its own count
//!   plus the other instances' unexpired rows (`RoomData::elsewhere`), read by
//!   [`read_presence`] when the game is loaded and each time it is caught up. Rows
//!   last [`PRESENCE_LEASES`] lease lengths; each lease round renews this instance's
//!   rows (one UPDATE), deletes the expired ones of dead instances (announced, so the
//!   others read again) and rewrites a game's rows that are out of step; a clean stop
//!   ([`hand_over`]) deletes this instance's rows.

use crate::app::App;
use crate::room::Room;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Weak};
use std::time::Duration;

/// How many expired leases one round takes over at most.
const TAKEOVER_BATCH: i64 = 32;

/// The lease's length in milliseconds.
fn lease_ms(app: &App) -> i64 {
    app.config.limits.lease.as_millis().min(i64::MAX as u128) as i64
}

/// A presence row lasts this many lease lengths unless renewed (it is renewed every
/// [`crate::Limits::lease_renew`]): a few missed rounds do not make a player
/// disappear, and a killed instance's players are shown gone within about this long.
pub const PRESENCE_LEASES: i64 = 3;

/// A presence row's length in milliseconds.
fn presence_ms(app: &App) -> i64 {
    lease_ms(app).saturating_mul(PRESENCE_LEASES)
}

/// The seats of `room` whose count on this instance changed between none and some
/// (crate::room::Room::presence said so): write its presence rows, on a blocking
/// thread so that the connection's task does not wait for the database. Nothing with
/// SQLite, or once the instance is stopping.
pub fn share_presence(app: &Arc<App>, room: &Arc<Room>) {
    if !app.multi || app.stopping.load(Ordering::SeqCst) {
        return;
    }
    let (app, room) = (app.clone(), room.clone());
    match tokio::runtime::Handle::try_current() {
        Ok(rt) => {
            rt.spawn_blocking(move || write_presence(&app, &room));
        }
        Err(_) => write_presence(&app, &room),
    }
}

/// Write this instance's presence rows of `room` as its counts are now (a row per
/// connected seat, none for the others). Writes of one room take turns, each with
/// the counts at its turn, so the last one written is the last state.
fn write_presence(app: &App, room: &Room) {
    let _turn = room.presence_io.lock().unwrap_or_else(|e| e.into_inner());
    if app.stopping.load(Ordering::SeqCst) {
        return;
    }
    let here = local_presence(room);
    let written = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .put_presence(&app.instance, &room.id, &here, presence_ms(app));
    if let Err(e) = written {
        // The next lease round finds the rows out of step and writes them again.
        eprintln!("game {}: presence not shared: {e}", room.id);
    }
}

/// (seat, connections) of the seats with connections on this instance.
fn local_presence(room: &Room) -> Vec<(u8, u32)> {
    let d = room.lock();
    d.connected
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c > 0)
        .map(|(i, &c)| (i as u8, c))
        .collect()
}

/// Read the other instances' presence rows of `room` (unexpired) into its view; its
/// watchers hear of a seat whose presence changed. Called when a game is loaded and
/// each time it is caught up.
pub fn read_presence(app: &App, room: &Room) {
    if !app.multi {
        return;
    }
    let _turn = room.presence_io.lock().unwrap_or_else(|e| e.into_inner());
    let read = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .presence_elsewhere(&room.id, &app.instance);
    match read {
        Ok(counts) => room.set_elsewhere(&counts),
        Err(e) => eprintln!("game {}: other instances' presence not read: {e}", room.id),
    }
}

/// The presence part of a lease round: renew this instance's rows, delete the
/// expired rows of instances that died (the trigger announces their games, so every
/// instance holding one reads its presence again), and write again the rows of any
/// game whose rows are out of step with the counts here (a failed write, rows
/// deleted while this instance was stalled past their expiry).
fn presence_round(app: &App) {
    let ms = presence_ms(app);
    let renewed = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .renew_presence(&app.instance, ms);
    let renewed = match renewed {
        Ok(r) => r,
        Err(e) => {
            eprintln!("presence: not renewed: {e}");
            return;
        }
    };
    let cleared = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clear_expired_presence();
    match cleared {
        Ok(0) => {}
        Ok(n) => eprintln!("presence: {n} expired rows of other instances removed"),
        Err(e) => eprintln!("presence: expired rows not removed: {e}"),
    }
    let mut stored: HashMap<String, BTreeSet<u8>> = HashMap::new();
    for (game, seat) in renewed {
        stored.entry(game).or_default().insert(seat);
    }
    for room in app.all_rooms() {
        let here: BTreeSet<u8> = local_presence(&room).into_iter().map(|(s, _)| s).collect();
        let there = stored.remove(&room.id).unwrap_or_default();
        if here != there {
            write_presence(app, &room);
        }
    }
    // Rows of games no longer in memory here.
    for game in stored.into_keys() {
        if let Err(e) = app
            .store
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .put_presence(&app.instance, &game, &[], ms)
        {
            eprintln!("game {game}: presence rows not removed: {e}");
        }
    }
}

/// Take `room`'s lease for this instance if it is free (or renew it); true when this
/// instance holds it. A newly taken room first catches up with the store, so its
/// driver starts from the last stored event.
pub fn own(app: &App, room: &Room) -> bool {
    let got = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take_lease(&room.id, &app.instance, lease_ms(app));
    match got {
        Ok(true) => {
            if !room.owned.swap(true, Ordering::SeqCst)
                && let Err(e) = room.refresh(&app.store)
            {
                eprintln!("game {}: cannot catch up: {e}", room.id);
            }
            true
        }
        Ok(false) => {
            room.owned.store(false, Ordering::SeqCst);
            false
        }
        Err(e) => {
            eprintln!("game {}: lease not taken: {e}", room.id);
            room.owned.store(false, Ordering::SeqCst);
            false
        }
    }
}

/// One round of [`leases`]: renew the leases held (stopping the drivers of those
/// lost), give up those of ended games, and take over games whose lease expired.
pub fn lease_round(app: &Arc<App>) {
    for room in app.all_rooms() {
        if !room.owned.load(Ordering::SeqCst) {
            continue;
        }
        let ended = room.lock().status().ended();
        if ended {
            room.owned.store(false, Ordering::SeqCst);
            let _ = app
                .store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .drop_lease(&room.id, &app.instance);
            continue;
        }
        if !own(app, &room) {
            // Lost (expired while the database was slow, say): the driver sees the
            // flag and stops; the new owner drives from the stored events.
            eprintln!("game {}: lease lost; another instance drives it", room.id);
            room.notify();
        }
    }
    let expired = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .expired_leases(TAKEOVER_BATCH);
    match expired {
        Ok(ids) => {
            for id in ids {
                // Loads the game if it is not in memory, then takes the lease and
                // starts its bots and clock (`bots::spawn_driver`).
                if let Ok(room) = crate::http::find(app, &id)
                    && !room.owned.load(Ordering::SeqCst)
                {
                    crate::bots::spawn_driver(app.clone(), &room);
                    if room.owned.load(Ordering::SeqCst) {
                        eprintln!("game {id}: taken over (its owner's lease expired)");
                    }
                }
            }
        }
        Err(e) => eprintln!("leases: {e}"),
    }
    presence_round(app);
}

/// A clean stop (SIGTERM, Ctrl-C): stop driving, and let every lease this instance
/// holds expire now, so the other instances take its games over at their next round
/// rather than after the lease's length. Its presence rows are deleted (and no more
/// written), so the others show its players gone at once.
pub fn hand_over(app: &App) {
    app.stopping.store(true, Ordering::SeqCst);
    for room in app.all_rooms() {
        room.owned.store(false, Ordering::SeqCst);
        // Wait for a write of the room's presence under way.
        drop(room.presence_io.lock().unwrap_or_else(|e| e.into_inner()));
    }
    match app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .drop_presence(&app.instance)
    {
        Ok(n) => eprintln!("stopping: {n} presence rows removed"),
        Err(e) => eprintln!("stopping: presence rows not removed (they expire by themselves): {e}"),
    }
    match app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .expire_leases(&app.instance)
    {
        Ok(n) => eprintln!("stopping: {n} game leases handed over"),
        Err(e) => eprintln!("stopping: leases not handed over (they expire by themselves): {e}"),
    }
}

/// Renew and take over leases every [`crate::Limits::lease_renew`] until the app is
/// dropped.
pub async fn leases(app: Weak<App>) {
    let every = match app.upgrade() {
        Some(a) => a.config.limits.lease_renew.max(Duration::from_millis(10)),
        None => return,
    };
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let Some(app) = app.upgrade() else { return };
        let _ = tokio::task::spawn_blocking(move || lease_round(&app)).await;
    }
}

/// Catch up the rooms `ids` names that are in memory (all of them with `None`).
fn catch_up(app: &App, ids: Option<HashSet<String>>) {
    let rooms: Vec<Arc<Room>> = match ids {
        Some(ids) => ids.iter().filter_map(|id| app.in_memory(id)).collect(),
        None => app.all_rooms(),
    };
    for room in rooms {
        if let Err(e) = room.refresh(&app.store) {
            eprintln!("game {}: cannot catch up: {e}", room.id);
        }
        read_presence(app, &room);
    }
}

/// Listen for `pachisi_game` notices on a connection of its own to `url` and catch up
/// the rooms they name; reconnect a second after a failure, catching up every room
/// (notices sent meanwhile are lost). Ends when the app is dropped.
pub async fn listen(app: Weak<App>, url: String) {
    let shown = crate::store::pg::redact(&url);
    loop {
        if app.strong_count() == 0 {
            return;
        }
        match listen_once(&app, &url).await {
            Ok(()) => return,
            Err(e) => eprintln!("{shown}: listening for other instances' changes: {e}"),
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

/// One connection's life: `Ok` when the app is gone, `Err` when the connection fails.
async fn listen_once(app: &Weak<App>, url: &str) -> Result<(), String> {
    use tokio_postgres::AsyncMessage;
    let mut config: tokio_postgres::Config = url.parse().map_err(|e| format!("{e}"))?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(Duration::from_secs(5));
    }
    let (client, mut conn) = tokio::time::timeout(
        Duration::from_secs(10),
        config.connect(tokio_postgres::NoTls),
    )
    .await
    .map_err(|_| "no answer within 10 s".to_string())?
    .map_err(|e| crate::store::pg::chain(&e))?;
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Option<String>>();
    // The connection's messages: notices to the channel; its end (None) too.
    let reader = tokio::spawn(async move {
        loop {
            match std::future::poll_fn(|cx| conn.poll_message(cx)).await {
                Some(Ok(AsyncMessage::Notification(n))) => {
                    if tx.send(Some(n.payload().to_string())).is_err() {
                        return;
                    }
                }
                Some(Ok(_)) => {}
                Some(Err(e)) => {
                    eprintln!("listening connection: {}", crate::store::pg::chain(&e));
                    let _ = tx.send(None);
                    return;
                }
                None => {
                    let _ = tx.send(None);
                    return;
                }
            }
        }
    });
    let result = async {
        tokio::time::timeout(
            Duration::from_secs(10),
            client.batch_execute("LISTEN pachisi_game"),
        )
        .await
        .map_err(|_| "LISTEN: no answer within 10 s".to_string())?
        .map_err(|e| crate::store::pg::chain(&e))?;
        // What changed before this connection listened.
        {
            let Some(app) = app.upgrade() else {
                return Ok(());
            };
            let _ = tokio::task::spawn_blocking(move || catch_up(&app, None)).await;
        }
        // Every second without a notice, see whether the app is still there.
        let mut alive = tokio::time::interval(Duration::from_secs(1));
        loop {
            let first = tokio::select! {
                n = rx.recv() => n,
                _ = alive.tick() => {
                    if app.strong_count() == 0 {
                        return Ok(());
                    }
                    continue;
                }
            };
            let Some(Some(first)) = first else {
                return Err("the connection closed".to_string());
            };
            // Notices that arrived meanwhile are handled together, each game once.
            let mut ids = HashSet::from([first]);
            while let Ok(more) = rx.try_recv() {
                match more {
                    Some(id) => {
                        ids.insert(id);
                    }
                    None => return Err("the connection closed".to_string()),
                }
            }
            let Some(app) = app.upgrade() else {
                return Ok(());
            };
            let _ = tokio::task::spawn_blocking(move || catch_up(&app, Some(ids))).await;
        }
    }
    .await;
    reader.abort();
    drop(client);
    result
}
