//! The store's operations on both backends: the same calls on a SQLite file and, when
//! `PACHISI_TEST_POSTGRES` is set, on a fresh PostgreSQL database; what comes back
//! must be the same.

mod common;

use pachisi_core::Event;
use pachisi_server::store::quickmatch::{Enqueued, NewTicket};
use pachisi_server::store::social::InviteAnswer;
use pachisi_server::store::{ChatLine, GameRow, Loaded, SeatRow, Store};
use serde_json::{Value, json};

fn game(id: &str, created: i64) -> GameRow {
    GameRow {
        id: id.into(),
        variant: "pachisi".into(),
        options: "{}".into(),
        seed: "00ff".into(),
        commitment: "abcd".into(),
        created,
        rematch_of: None,
        rematch: None,
        damaged: None,
        public: true,
        clock: Some(30),
        clock_bot: Some("medium".into()),
        spectator_chat: false,
        rated: true,
        creator: None,
    }
}

fn seat(seat: u8, kind: &str) -> SeatRow {
    SeatRow {
        seat,
        kind: kind.into(),
        bot: (kind == "bot").then(|| "easy".to_string()),
        token_hash: (kind == "human").then(|| format!("hash{seat}")),
        joined: false,
        name: None,
        away: false,
        account: None,
        account_name: None,
    }
}

fn event(v: Value) -> Event {
    serde_json::from_value(v).expect("an event")
}

/// Run every kind of operation on `s` and return what was read back, as JSON.
fn exercise(s: &mut Store) -> Value {
    let mut out = serde_json::Map::new();
    let mut put = |k: &str, v: Value| {
        out.insert(k.into(), v);
    };
    // Games, seats, events in order, a finished game.
    s.create_game(&game("g1", 100), &[seat(0, "human"), seat(1, "bot")])
        .unwrap();
    s.create_game(&game("g2", 200), &[seat(0, "human"), seat(1, "human")])
        .unwrap();
    put("open", json!(s.open_games(10).unwrap()));
    s.join("g1", 0).unwrap();
    s.set_name("g1", 0, "Asha").unwrap();
    let evs = [
        event(json!({"throw": {"seat": 0, "value": 5}})),
        event(json!({"move": {"seat": 0, "action": "enter"}})),
        event(json!({"resign": {"seat": 1, "ends": true}})),
    ];
    for (n, ev) in evs.iter().enumerate() {
        let result = (n == evs.len() - 1).then_some("{\"winner\":0}");
        s.append_event("g1", n, ev, result).unwrap();
    }
    // An event number taken twice is refused on both.
    assert!(s.append_event("g1", 1, &evs[1], None).is_err());
    match s.load_game("g1").unwrap() {
        Some(Loaded::Game(g)) => {
            assert_eq!(g.events, evs.to_vec());
            // When the last event was stored, by the store's clock: just now.
            let since = g.since_last_event.expect("the last event's time is kept");
            assert!(since < std::time::Duration::from_secs(600), "{since:?}");
            put("game", json!(format!("{:?}", g.game)));
            put("seats", json!(format!("{:?}", g.seats)));
        }
        other => panic!("g1: {other:?}"),
    }
    assert!(s.load_game("nope").unwrap().is_none());
    put("unfinished", json!(s.unfinished_ids().unwrap()));
    put("all", json!(s.all_ids().unwrap()));
    put("count", json!(s.count().unwrap()));
    match s.load_game("g2").unwrap() {
        Some(Loaded::Game(g)) => assert_eq!(g.since_last_event, None, "no event yet"),
        other => panic!("g2: {other:?}"),
    }
    assert!(
        s.claim_seat_named("g2", &[0, 1], "new", Some("Bo"))
            .unwrap()
    );
    assert!(!s.claim_seat_named("g2", &[1], "again", None).unwrap());
    s.mark_damaged("g2", "test").unwrap();
    match s.load_game("g2").unwrap() {
        Some(Loaded::Damaged(why)) => put("damaged", json!(why)),
        other => panic!("g2: {other:?}"),
    }
    // Chat: at most 2 kept, numbers go on.
    s.set_chat_stored(2);
    for n in 0..3u64 {
        let line = ChatLine {
            n,
            at: 1000 + n as i64,
            seat: Some(0),
            spectator: false,
            kind: "text".into(),
            text: format!("line {n}"),
        };
        s.append_chat("g1", &line).unwrap();
    }
    let (lines, next) = s.load_chat("g1", 10).unwrap();
    put("chat", json!({"lines": lines, "next": next}));
    // Reviews.
    s.set_analysis("g1", "{\"review\":1}").unwrap();
    put("analysis", json!(s.analysis("g1").unwrap()));
    // Accounts and sessions.
    let a = s
        .create_account("Asha", "asha", "hash", 5)
        .unwrap()
        .unwrap();
    let b = s.create_account("Bo", "bo", "hash", 6).unwrap().unwrap();
    assert_eq!(s.create_account("ASHA", "asha", "x", 7).unwrap(), None);
    let token = s.new_session(a, 3600).unwrap();
    let who = s.session_account(&token).unwrap().expect("signed in");
    put("session", json!([who.id, who.name, who.created]));
    put("bound", json!(s.bind_seats("g1", &[0, 1], a).unwrap()));
    put(
        "games_of",
        json!(format!("{:?}", s.games_of(a, 10).unwrap())),
    );
    // A rating: the game settled once.
    s.settle_ratings(
        "g1",
        ("pachisi", 2, false),
        Ok(&[(vec![a], 1), (vec![b], 2)]),
        pachisi_server::ratings::update,
        5000,
    )
    .unwrap();
    s.settle_ratings(
        "g1",
        ("pachisi", 2, false),
        Err("twice"),
        pachisi_server::ratings::update,
        5001,
    )
    .unwrap();
    put("ratings", json!(s.ratings_of(a).unwrap()));
    put(
        "leaderboard",
        json!(s.leaderboard(("pachisi", 2, false), 10).unwrap()),
    );
    // Quick match: two tickets pair.
    for (h, acc) in [("t1", a), ("t2", b)] {
        let t = NewTicket {
            id_hash: h,
            account: Some(acc),
            browser: None,
            client: "127.0.0.1",
            preset: "ludo",
            players: 2,
            rated: true,
            rating: 1500.0,
            now: 10_000,
        };
        assert_eq!(s.enqueue_ticket(&t).unwrap(), Enqueued::Queued);
    }
    put(
        "ticket",
        json!(format!("{:?}", s.poll_ticket("t1", 10_500).unwrap())),
    );
    let groups = s
        .claim_tables(11_000, pachisi_server::quickmatch::pair)
        .unwrap();
    put(
        "tables",
        json!(
            groups
                .iter()
                .map(|g| g.iter().map(|(h, _)| h.clone()).collect::<Vec<_>>())
                .collect::<Vec<_>>()
        ),
    );
    s.recover_tickets().unwrap();
    put(
        "recovered",
        json!(s.waiting_ticket("t1").unwrap().is_some()),
    );
    // Friends: follow, invite, answer, block.
    s.follow(a, b, 1).unwrap();
    s.follow(a, b, 2).unwrap();
    put("follows", json!(s.follows(a, b).unwrap()));
    let inv = s.new_invite(a, b, "g1", 1, "tok", 100, 400).unwrap();
    let (invites, _) = s.notices(b, 150).unwrap();
    put("invites", json!(invites));
    let answered = s.answer_invite(inv, b, "accepted", 160).unwrap();
    assert_eq!(
        answered,
        InviteAnswer::Answered("g1".into(), 1, Some("tok".into()))
    );
    assert_eq!(
        s.answer_invite(inv, b, "declined", 170).unwrap(),
        InviteAnswer::Closed
    );
    let (_, answers) = s.notices(a, 180).unwrap();
    put("answers", json!(answers));
    s.block(b, a, 3).unwrap();
    put(
        "blocked",
        json!([s.blocked_between(a, b).unwrap(), s.follows(a, b).unwrap()]),
    );
    put("export", s.social_export(a).unwrap());
    put(
        "suspended",
        json!(s.set_suspended("bo", Some("spam")).unwrap()),
    );
    put("is_suspended", json!(s.is_suspended(b).unwrap()));
    put("deleted", json!(s.delete_account(a).unwrap()));
    put("orphans", json!(s.orphan_rows().unwrap()));
    Value::Object(out)
}

#[tokio::test]
async fn the_same_answers_on_both_stores() {
    let dir = tempfile::tempdir().unwrap();
    let mut sqlite = Store::open(&dir.path().join("store.db")).unwrap();
    assert!(!sqlite.is_postgres());
    let want = exercise(&mut sqlite);
    drop(sqlite);
    // `pachisi db check` reads both games and names the quarantined one.
    let report = pachisi_server::store::check(&dir.path().join("store.db")).unwrap();
    assert_eq!(report.games, 2);
    assert!(
        report.problems.contains(&"game g2: test".to_string()),
        "{report:?}"
    );
    // A sanity check of what SQLite gives.
    assert_eq!(want["chat"]["next"], 3);
    assert_eq!(want["chat"]["lines"].as_array().unwrap().len(), 2);
    assert_eq!(want["tables"], json!([["t1", "t2"]]));
    assert_eq!(want["deleted"], json!(["g1"]));
    if !common::on_postgres() {
        eprintln!("PACHISI_TEST_POSTGRES is not set: SQLite only");
        return;
    }
    let url = common::db_for(&dir).await;
    let mut pg = Store::open(&url).unwrap();
    assert!(pg.is_postgres());
    let got = exercise(&mut pg);
    for (k, v) in want.as_object().unwrap() {
        assert_eq!(&got[k], v, "{k}");
    }
    let pg_report = pachisi_server::store::check(&url).unwrap();
    assert_eq!(pg_report.games, report.games);
    assert_eq!(pg_report.problems, report.problems);
    // Opening again applies no migration twice.
    drop(pg);
    assert!(Store::open(&url).is_ok());
}

#[test]
fn a_database_that_cannot_be_reached_is_named_without_its_password() {
    let e = Store::open(std::path::Path::new(
        "postgres://ann:s3cret@127.0.0.1:1/pachisi",
    ))
    .err()
    .expect("refused");
    assert!(e.contains("postgres://ann@127.0.0.1:1/pachisi"), "{e}");
    assert!(!e.contains("s3cret"), "{e}");
}

/// What a store holds after [`exercise`], read through it.
fn contents(s: &Store) -> Value {
    let g1 = match s.load_game("g1").unwrap() {
        Some(Loaded::Game(g)) => format!("{:?}", (g.game, g.seats, g.events)),
        other => panic!("g1: {other:?}"),
    };
    json!({
        "ids": s.all_ids().unwrap(),
        "g1": g1,
        "chat": s.load_chat("g1", 10).unwrap().0,
        "analysis": s.analysis("g1").unwrap(),
        "bo": format!("{:?}", s.account_by_name("bo").unwrap()),
        "ratings": s.ratings_of(2).unwrap(),
        "leaderboard": s.leaderboard(("pachisi", 2, false), 10).unwrap(),
        "ticket": s.waiting_ticket("t1").unwrap().is_some(),
        "suspended": s.is_suspended(2).unwrap(),
        "export": s.social_export(2).unwrap(),
    })
}

/// `pachisi db migrate`: a SQLite file copied into an empty PostgreSQL database reads
/// back the same and checks the same; a second copy into it is refused.
#[tokio::test]
async fn a_sqlite_file_copied_to_postgres_reads_the_same() {
    if !common::on_postgres() {
        eprintln!("PACHISI_TEST_POSTGRES is not set: skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("store.db");
    let want = {
        let mut sqlite = Store::open(&file).unwrap();
        exercise(&mut sqlite);
        contents(&sqlite)
    };
    let url = common::db_for(&dir).await;
    let to = url.to_str().unwrap();
    let rows = pachisi_server::store::copy_to_postgres(&file, to).unwrap();
    // 2 games, 4 seats, 3 events, 2 chat lines, Bo with a rating, its history row,
    // a ticket and a suspension (the deleted account's rows went with it).
    assert_eq!(rows, 16);
    let mut pg = Store::open(&url).unwrap();
    assert_eq!(contents(&pg), want);
    assert_eq!(
        pachisi_server::store::check(&url).unwrap().problems,
        pachisi_server::store::check(&file).unwrap().problems
    );
    // The ids go on after the copied ones.
    let mut sqlite = Store::open(&file).unwrap();
    assert_eq!(
        pg.create_account("Cy", "cy", "h", 9).unwrap(),
        sqlite.create_account("Cy", "cy", "h", 9).unwrap()
    );
    drop(pg);
    let again = pachisi_server::store::copy_to_postgres(&file, to).unwrap_err();
    assert!(again.contains("already"), "{again}");
}

/// Room leases (crate::multi, PostgreSQL only): one owner at a time, renewed by its
/// owner, taken by another only once expired (an already expired lease is made with
/// a negative length, so nothing here waits on a clock); events after a number; a
/// second rematch of one game refused. With SQLite every lease is this instance's.
#[tokio::test]
async fn leases_have_one_owner_until_they_expire() {
    let dir = tempfile::tempdir().unwrap();
    let mut sqlite = Store::open(&dir.path().join("store.db")).unwrap();
    sqlite
        .create_game(&game("g1", 100), &[seat(0, "human"), seat(1, "bot")])
        .unwrap();
    assert!(sqlite.take_lease("g1", "a", 10_000).unwrap());
    assert!(sqlite.take_lease("g1", "b", 10_000).unwrap());
    assert!(sqlite.expired_leases(10).unwrap().is_empty());
    if !common::on_postgres() {
        eprintln!("PACHISI_TEST_POSTGRES is not set: SQLite only");
        return;
    }
    let url = common::db_for(&dir).await;
    let mut pg = Store::open(&url).unwrap();
    pg.create_game(&game("g1", 100), &[seat(0, "human"), seat(1, "bot")])
        .unwrap();
    pg.create_game(&game("g2", 200), &[seat(0, "human"), seat(1, "bot")])
        .unwrap();
    // A holds g1; B cannot take it; A renews it.
    assert!(pg.take_lease("g1", "a", 60_000).unwrap());
    assert!(!pg.take_lease("g1", "b", 60_000).unwrap());
    assert!(pg.take_lease("g1", "a", 60_000).unwrap());
    assert!(pg.expired_leases(10).unwrap().is_empty());
    // An instance starting loads the unfinished games nobody holds now: g1 is A's.
    let mut started = pg.ids_to_load().unwrap();
    started.sort();
    assert_eq!(
        started,
        vec!["g2".to_string()],
        "g1 is held by A, g2 by nobody"
    );
    assert_eq!(sqlite.ids_to_load().unwrap(), vec!["g1".to_string()]);
    // A's lease of g2 has expired: listed, and B takes it; A's renewal then fails.
    assert!(pg.take_lease("g2", "a", -1_000).unwrap());
    assert_eq!(pg.expired_leases(10).unwrap(), vec!["g2".to_string()]);
    assert_eq!(
        pg.ids_to_load().unwrap(),
        vec!["g2".to_string()],
        "an expired lease is nobody's"
    );
    assert!(pg.take_lease("g2", "b", 60_000).unwrap());
    assert!(!pg.take_lease("g2", "a", 60_000).unwrap());
    assert!(pg.expired_leases(10).unwrap().is_empty());
    // Only the owner gives a lease up.
    pg.drop_lease("g2", "a").unwrap();
    assert!(!pg.take_lease("g2", "a", 60_000).unwrap());
    pg.drop_lease("g2", "b").unwrap();
    assert!(pg.take_lease("g2", "a", 60_000).unwrap());
    // A clean stop lets the owner's leases expire at once.
    assert!(pg.take_lease("g2", "a", 60_000).unwrap());
    assert_eq!(pg.expire_leases("a").unwrap(), 2);
    let mut expired = pg.expired_leases(10).unwrap();
    expired.sort();
    assert_eq!(expired, vec!["g1".to_string(), "g2".to_string()]);
    assert!(pg.take_lease("g2", "b", 60_000).unwrap());
    // A finished game's expired lease is nobody's business.
    assert!(pg.take_lease("g1", "a", -1_000).unwrap());
    pg.append_event(
        "g1",
        0,
        &event(json!({"resign": {"seat": 0, "ends": true}})),
        Some("{}"),
    )
    .unwrap();
    assert!(pg.expired_leases(10).unwrap().is_empty());
    // The event of a number is stored once: a second writer is refused.
    assert!(
        pg.append_event(
            "g1",
            0,
            &event(json!({"resign": {"seat": 1, "ends": true}})),
            None
        )
        .is_err()
    );
    // Events from a number on.
    let Some(Loaded::Game(g)) = pg.load_from("g1", 1).unwrap() else {
        panic!("g1")
    };
    assert!(g.events.is_empty());
    let Some(Loaded::Game(g)) = pg.load_from("g1", 0).unwrap() else {
        panic!("g1")
    };
    assert_eq!(g.events.len(), 1);
    // Rate-limit buckets shared by the instances (two handles here, as two
    // instances): three tokens, one a minute.
    let mut other = Store::open(&url).unwrap();
    let minute = std::time::Duration::from_secs(60);
    assert_eq!(pg.take_token("chat:10.0.0.1", 3, minute).unwrap(), None);
    assert_eq!(other.take_token("chat:10.0.0.1", 3, minute).unwrap(), None);
    assert_eq!(pg.take_token("chat:10.0.0.1", 3, minute).unwrap(), None);
    let wait = other
        .take_token("chat:10.0.0.1", 3, minute)
        .unwrap()
        .expect("the fourth token within a minute is refused");
    assert!(
        wait > std::time::Duration::from_secs(50) && wait <= minute,
        "{wait:?}"
    );
    assert!(pg.take_token("chat:10.0.0.1", 3, minute).unwrap().is_some());
    // Other keys have their own buckets.
    assert_eq!(pg.take_token("chat:10.0.0.2", 3, minute).unwrap(), None);
    // A bucket full again is swept; one still counting is kept.
    let ms = std::time::Duration::from_millis(1);
    assert_eq!(pg.take_token("short", 1, ms).unwrap(), None);
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert_eq!(pg.sweep_tokens().unwrap(), 1);
    assert!(
        other
            .take_token("chat:10.0.0.1", 3, minute)
            .unwrap()
            .is_some()
    );
    // With SQLite one instance serves everything: its own buckets are the limit.
    assert_eq!(sqlite.take_token("chat:10.0.0.1", 0, minute).unwrap(), None);
    assert_eq!(sqlite.sweep_tokens().unwrap(), 0);
    // One rematch per game, whichever instance makes it.
    let mut r1 = game("r1", 300);
    r1.rematch_of = Some("g1".into());
    pg.create_game(&r1, &[seat(0, "human"), seat(1, "bot")])
        .unwrap();
    let mut r2 = game("r2", 300);
    r2.rematch_of = Some("g1".into());
    assert_eq!(
        pg.create_game(&r2, &[seat(0, "human"), seat(1, "bot")]),
        Err(pachisi_server::store::REMATCH_TAKEN.to_string())
    );
    assert_eq!(pg.rematch_of("g1").unwrap().as_deref(), Some("r1"));
}

/// The next notice on `rx` (a `LISTEN pachisi_game` connection's), failing after 30 s.
async fn next_notice(rx: &mut tokio::sync::mpsc::UnboundedReceiver<String>) -> String {
    tokio::time::timeout(std::time::Duration::from_secs(30), rx.recv())
        .await
        .expect("a notice within 30 s")
        .expect("the listening connection is open")
}

/// Presence rows of several instances (crate::multi, PostgreSQL only): each
/// instance's rows per (game, seat) are counted by the others, not by itself; a write
/// replaces the instance's rows of a game; a row that appears or goes is announced
/// on `pachisi_game`, a renewal is not; an expired row (written or renewed with a
/// negative length, so nothing here waits on a clock) is not counted, not renewed,
/// and removed by a round's cleanup; a clean stop deletes the instance's rows. With
/// SQLite nothing is stored and nothing counted elsewhere.
#[tokio::test]
async fn presence_rows_count_for_the_other_instances_until_they_expire() {
    let dir = tempfile::tempdir().unwrap();
    let mut sqlite = Store::open(&dir.path().join("store.db")).unwrap();
    sqlite
        .create_game(&game("g1", 100), &[seat(0, "human"), seat(1, "human")])
        .unwrap();
    sqlite.put_presence("a", "g1", &[(0, 1)], 60_000).unwrap();
    assert!(sqlite.presence_elsewhere("g1", "b").unwrap().is_empty());
    assert!(sqlite.renew_presence("a", 60_000).unwrap().is_empty());
    assert_eq!(sqlite.clear_expired_presence().unwrap(), 0);
    assert_eq!(sqlite.drop_presence("a").unwrap(), 0);
    if !common::on_postgres() {
        eprintln!("PACHISI_TEST_POSTGRES is not set: SQLite only");
        return;
    }
    let url = common::db_for(&dir).await;
    let mut pg = Store::open(&url).unwrap();
    for id in ["g1", "g2"] {
        pg.create_game(&game(id, 100), &[seat(0, "human"), seat(1, "human")])
            .unwrap();
    }
    // What another instance hears.
    let (client, mut conn) = tokio_postgres::connect(url.to_str().unwrap(), tokio_postgres::NoTls)
        .await
        .unwrap();
    let (tx, mut notices) = tokio::sync::mpsc::unbounded_channel();
    let reader = tokio::spawn(async move {
        while let Some(Ok(m)) = std::future::poll_fn(|cx| conn.poll_message(cx)).await {
            if let tokio_postgres::AsyncMessage::Notification(n) = m {
                let _ = tx.send(n.payload().to_string());
            }
        }
    });
    client.batch_execute("LISTEN pachisi_game").await.unwrap();

    // A holds seat 1 of g1 twice, B seats 1 and 2 once each.
    pg.put_presence("a", "g1", &[(0, 2)], 60_000).unwrap();
    assert_eq!(next_notice(&mut notices).await, "g1");
    pg.put_presence("b", "g1", &[(0, 1), (1, 1)], 60_000)
        .unwrap();
    assert_eq!(next_notice(&mut notices).await, "g1");
    assert_eq!(pg.presence_elsewhere("g1", "a").unwrap(), [(0, 1), (1, 1)]);
    assert_eq!(pg.presence_elsewhere("g1", "b").unwrap(), [(0, 2)]);
    assert_eq!(pg.presence_elsewhere("g1", "c").unwrap(), [(0, 3), (1, 1)]);
    assert!(pg.presence_elsewhere("g2", "c").unwrap().is_empty());
    // B's second seat disconnects: its row goes, the other stays.
    pg.put_presence("b", "g1", &[(0, 1)], 60_000).unwrap();
    assert_eq!(next_notice(&mut notices).await, "g1");
    assert_eq!(pg.presence_elsewhere("g1", "a").unwrap(), [(0, 1)]);
    // A renewal gives the rows renewed and is not announced: the next notice is the
    // one of g2's new row.
    assert_eq!(
        pg.renew_presence("b", 60_000).unwrap(),
        [("g1".to_string(), 0)]
    );
    assert!(pg.renew_presence("nobody", 60_000).unwrap().is_empty());
    pg.put_presence("b", "g2", &[(1, 1)], 60_000).unwrap();
    assert_eq!(next_notice(&mut notices).await, "g2");
    pg.put_presence("b", "g2", &[], 60_000).unwrap();
    assert_eq!(next_notice(&mut notices).await, "g2");
    assert!(pg.presence_elsewhere("g2", "a").unwrap().is_empty());

    // C's row has expired (C was killed): not counted, not renewed; the cleanup of a
    // round removes it and announces its game.
    pg.put_presence("c", "g2", &[(0, 1)], -1_000).unwrap();
    assert_eq!(next_notice(&mut notices).await, "g2");
    assert!(pg.presence_elsewhere("g2", "a").unwrap().is_empty());
    assert_eq!(pg.clear_expired_presence().unwrap(), 1);
    assert_eq!(next_notice(&mut notices).await, "g2");
    assert!(pg.renew_presence("c", 60_000).unwrap().is_empty());
    // A zero length is expired at once, too.
    pg.put_presence("c", "g2", &[(0, 1)], 0).unwrap();
    assert_eq!(next_notice(&mut notices).await, "g2");
    assert!(pg.presence_elsewhere("g2", "a").unwrap().is_empty());
    assert_eq!(pg.clear_expired_presence().unwrap(), 1);
    assert_eq!(next_notice(&mut notices).await, "g2");
    // B stalls past its rows' expiry (renewed with a negative length): its seat no
    // longer counts, and the cleanup removes its row; the others' rows stay.
    assert_eq!(
        pg.renew_presence("b", -1_000).unwrap(),
        [("g1".to_string(), 0)]
    );
    assert!(pg.presence_elsewhere("g1", "a").unwrap().is_empty());
    assert_eq!(pg.clear_expired_presence().unwrap(), 1);
    assert_eq!(next_notice(&mut notices).await, "g1");
    assert_eq!(pg.presence_elsewhere("g1", "b").unwrap(), [(0, 2)]);
    assert_eq!(pg.clear_expired_presence().unwrap(), 0);

    // A clean stop: A's rows are deleted and announced.
    assert_eq!(pg.drop_presence("a").unwrap(), 1);
    assert_eq!(next_notice(&mut notices).await, "g1");
    assert!(pg.presence_elsewhere("g1", "b").unwrap().is_empty());
    assert_eq!(pg.drop_presence("a").unwrap(), 0);
    // A game that does not exist is an error, not a panic; a count too large for the
    // column is kept at the largest it holds.
    assert!(pg.put_presence("a", "nope", &[(0, 1)], 60_000).is_err());
    pg.put_presence("a", "g1", &[(1, u32::MAX)], 60_000)
        .unwrap();
    assert_eq!(
        pg.presence_elsewhere("g1", "b").unwrap(),
        [(1, i32::MAX as u32)]
    );
    drop(client);
    reader.abort();
}

/// `store`'s rows of game `id` seen from an instance that is not the server's, once
/// they equal `want`; fails after 30 s (a bound, not a measure of speed).
async fn rows_become(store: &Store, id: &str, want: &[(u8, u32)]) {
    let start = std::time::Instant::now();
    loop {
        let got = store.presence_elsewhere(id, "test").unwrap();
        if got == want {
            return;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(30),
            "presence rows {got:?}, not {want:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// A running server on PostgreSQL keeps its presence rows in step with its
/// WebSockets (crate::multi): a connection writes its seat's row, closing it deletes
/// the row, a lease round writes again a row that went missing, another instance's
/// row shows that seat connected to this server's clients until it expires and a
/// round removes it, and a clean stop deletes the server's rows. (Lease rounds are
/// called here directly, so nothing waits on the renewal period.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_keeps_its_presence_rows_in_step_with_its_connections() {
    if !common::on_postgres() {
        eprintln!("PACHISI_TEST_POSTGRES is not set: skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let s = common::server(&dir).await;
    let mut other = Store::open(&common::db_for(&dir).await).unwrap();
    let g = common::create(
        s.addr,
        json!({"preset": "ludo", "players": 2, "seats": ["human", "human"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let round = |app: std::sync::Arc<pachisi_server::App>| async move {
        tokio::task::spawn_blocking(move || pachisi_server::multi::lease_round(&app))
            .await
            .unwrap()
    };

    // Seat 1 connects: its row is written.
    let mut ws = common::connect(s.addr).await;
    common::send(
        &mut ws,
        json!({"type": "hello", "game": id, "token": common::token(&g, 0)}),
    )
    .await;
    common::until(&mut ws, |v| {
        v["type"] == "state" && v["seats"][0]["connected"] == true
    })
    .await;
    rows_become(&other, &id, &[(0, 1)]).await;
    // The row goes missing (deleted behind the server's back): the next round finds
    // the rows out of step with the connections and writes it again.
    assert_eq!(other.drop_presence(&s.app.instance).unwrap(), 1);
    assert!(other.presence_elsewhere(&id, "test").unwrap().is_empty());
    round(s.app.clone()).await;
    assert_eq!(other.presence_elsewhere(&id, "test").unwrap(), [(0, 1)]);

    // Seat 2 is connected to another instance: this server's client sees it.
    other.put_presence("z", &id, &[(1, 1)], 60_000).unwrap();
    common::until(&mut ws, |v| {
        v["type"] == "state" && v["seats"][1]["connected"] == true
    })
    .await;
    // That instance dies: its row expires (renewed with a negative length, which
    // announces nothing); a round removes it and the client sees seat 2 gone.
    assert_eq!(
        other.renew_presence("z", -1_000).unwrap(),
        [(id.clone(), 1)]
    );
    round(s.app.clone()).await;
    common::until(&mut ws, |v| {
        v["type"] == "state" && v["seats"][1]["connected"] == false
    })
    .await;
    assert!(other.renew_presence("z", 60_000).unwrap().is_empty());

    // Seat 1's page closes: its row is deleted.
    drop(ws);
    rows_become(&other, &id, &[]).await;
    // Back, then a clean stop: the server's rows are deleted and no more written.
    let mut ws = common::connect(s.addr).await;
    common::send(
        &mut ws,
        json!({"type": "hello", "game": id, "token": common::token(&g, 0)}),
    )
    .await;
    rows_become(&other, &id, &[(0, 1)]).await;
    let app = s.app.clone();
    tokio::task::spawn_blocking(move || pachisi_server::multi::hand_over(&app))
        .await
        .unwrap();
    assert!(other.presence_elsewhere(&id, "test").unwrap().is_empty());
    drop(ws);
    round(s.app.clone()).await;
    assert!(other.presence_elsewhere(&id, "test").unwrap().is_empty());
    s.task.abort();
}
