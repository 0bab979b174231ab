//! `pachisi admin` on a temporary database (the one `pachisi serve --db` keeps):
//! reports listed as text and JSON, suspend and unsuspend, and the refusals (no such
//! file, no such account).

use std::path::Path;
use std::process::Command;

/// Run `pachisi admin ARGS --db DB`: (exit code, stdout, stderr).
fn admin(db: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .arg("admin")
        .args(args)
        .arg("--db")
        .arg(db)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn admin_lists_reports_and_suspends_accounts() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let (code, _, err) = admin(&db, &["reports"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("no such file"), "{err}");
    drop(pachisi_server::store::Store::open(&db).unwrap());
    let c = rusqlite::Connection::open(&db).unwrap();
    c.execute_batch(
        "INSERT INTO accounts (id, name, name_key, password, created) VALUES (1, 'Asha', 'asha', 'x', 0), (2, 'Bilal', 'bilal', 'x', 0);
         INSERT INTO sessions (token_hash, account, created, expires) VALUES ('h', 1, 0, 9999999999);",
    )
    .unwrap();
    let (code, out, _) = admin(&db, &["reports"]);
    assert_eq!((code, out.as_str()), (Some(0), "no reports\n"));
    c.execute_batch(
        "INSERT INTO reports (created, reporter, reporter_name, reported, reported_name, game, line, said, seat, text, reason)
         VALUES (100, 2, 'Bilal', 1, 'Asha', 'g1', 3, 90, 0, 'you fool', 'insult');",
    )
    .unwrap();
    let (code, out, _) = admin(&db, &["reports"]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "#1 at 100 by Bilal about Asha (game g1, line 3, said at 90): \"you fool\" — reason: \"insult\"\n"
    );
    let (code, out, _) = admin(&db, &["reports", "--json"]);
    assert_eq!(code, Some(0));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v[0]["reported"], "Asha");
    assert_eq!(v[0]["text"], "you fool");
    assert_eq!(v.as_array().unwrap().len(), 1);
    let (code, out, err) = admin(&db, &["suspend", "ASHA", "--reason", "insults"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Asha is suspended"), "{out}");
    let row = |c: &rusqlite::Connection| -> (bool, i64, Option<String>) {
        c.query_row(
            "SELECT a.suspended, (SELECT COUNT(*) FROM sessions WHERE account = 1), s.reason
             FROM accounts a LEFT JOIN suspensions s ON s.account = a.id WHERE a.id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap()
    };
    assert_eq!(row(&c), (true, 0, Some("insults".into())));
    let (code, _, _) = admin(&db, &["unsuspend", "asha"]);
    assert_eq!(code, Some(0));
    assert_eq!(row(&c), (false, 0, None));
    let (code, _, err) = admin(&db, &["suspend", "nobody"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no account 'nobody'"), "{err}");
}
