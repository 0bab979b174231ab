//! End-to-end tests of `pachisi play --plain`, driven through standard input.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh directory for one test (used as TMPDIR, where end-of-input saves go).
fn temp_dir(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "play-{}-{}-{name}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Run `pachisi play --plain ARGS` with `input` on standard input.
fn play(args: &[&str], input: &str, tmp: &PathBuf) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .arg("play")
        .arg("--plain")
        .args(args)
        .env("TMPDIR", tmp)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run pachisi");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    // The game may end before all input is read: a broken pipe is fine.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("wait for pachisi");
    writer.join().unwrap();
    out
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn assert_clean_exit(o: &Output) {
    let (out, err) = text(o);
    assert!(
        o.status.success(),
        "exit {:?}\nstderr: {err}\nstdout tail: {}",
        o.status.code(),
        &out[out.len().saturating_sub(2000)..]
    );
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn full_game_against_random_bots_from_stdin() {
    let tmp = temp_dir("full");
    for (variant, seats) in [
        ("pachisi", "human,bot:random,bot:random,bot:random"),
        ("chopat", "human,bot:random,bot:random,bot:random"),
    ] {
        let o = play(
            &["--variant", variant, "--seats", seats, "--seed", "42"],
            &"1\n".repeat(20_000),
            &tmp,
        );
        assert_clean_exit(&o);
        let (out, _) = text(&o);
        assert!(out.contains("=== game over ==="), "{variant}: no end");
        assert!(out.contains("ranking: "), "{variant}");
        assert!(out.contains("your move. Kept throws:"), "{variant}");
        assert!(
            out.contains("Red plays "),
            "{variant}: the human never moved"
        );
        assert!(out.contains("  1) "), "{variant}: no numbered list");
        assert!(out.contains("shells mouth up"), "{variant}");
        assert!(out.contains("--- turn "), "{variant}: whose turn");
        assert!(!out.contains("end of input"), "{variant}: ran out of input");
    }
}

#[test]
fn all_bot_game_prints_to_the_end_without_input() {
    let tmp = temp_dir("bots");
    let o = play(
        &[
            "--variant",
            "chaupar",
            "--seats",
            "bot:random,bot:random,bot:random,bot:random",
            "--seed",
            "3",
        ],
        "",
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(out.contains("dice "), "Chaupar throws dice");
    assert!(out.contains("=== game over ==="));
    assert!(!out.contains("choice ("), "no prompt without humans");
}

#[test]
fn same_seed_same_game() {
    let tmp = temp_dir("seed");
    let args = [
        "--seats",
        "bot:random,bot:medium,bot:random,bot:easy",
        "--seed",
        "9",
    ];
    let a = play(&args, "", &tmp);
    let b = play(&args, "", &tmp);
    assert_clean_exit(&a);
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn bad_input_gets_a_clear_message_and_end_of_input_saves() {
    let tmp = temp_dir("bad");
    let o = play(
        &[
            "--seats",
            "human,bot:random,bot:random,bot:random",
            "--seed",
            "4",
        ],
        "99\nfoo bar\n\n0\n30 p9\nsave\n",
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(
        out.contains("'99' is not a choice: pick a number from 1 to "),
        "{out}"
    );
    assert!(out.contains("'0' is not a choice"), "{out}");
    assert!(out.contains("cannot read 'foo bar'"), "{out}");
    assert!(out.contains("cannot read '30 p9'"), "{out}");
    assert!(out.contains("please choose"), "{out}");
    assert!(out.contains("save needs a file name"), "{out}");
    assert!(out.contains("end of input: game saved to "), "{out}");
    let saved = tmp.join("pachisi-game-4.json");
    assert!(saved.exists(), "no autosave at {}", saved.display());
    // The saved record replays, and play goes on from it.
    let r = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args(["replay", saved.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let o = play(
        &[
            "--load",
            saved.to_str().unwrap(),
            "--seats",
            "human,bot:random,bot:random,bot:random",
        ],
        "quit\n",
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(out.contains("resumed after "), "{out}");
    assert!(out.contains("quitting"), "{out}");
}

#[test]
fn an_illegal_action_text_is_refused_and_asked_again() {
    let tmp = temp_dir("illegal");
    // 63 p4 parses but is never legal at the first decision.
    let o = play(
        &[
            "--seats",
            "human,bot:random,bot:random,bot:random",
            "--seed",
            "4",
        ],
        "63 p4\nhint\nboard\nhelp\nquit\n",
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(out.contains("'63 p4' is not legal now"), "{out}");
    assert!(out.contains("hint: 1) "), "{out}");
    assert!(out.contains("board, North at the top:"), "{out}");
    assert!(out.contains("legend: "), "{out}");
    assert!(out.contains("quitting"), "{out}");
}

#[test]
fn save_and_undo_commands() {
    let tmp = temp_dir("save");
    let file = tmp.join("game.json");
    let input = format!("1\nundo\n1\nsave {}\nquit\n", file.display());
    let o = play(
        &[
            "--seats",
            "human,bot:random,bot:random,bot:random",
            "--seed",
            "4",
        ],
        &input,
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(out.contains("undone: back to Red's decision"), "{out}");
    assert!(out.contains("saved "), "{out}");
    let rec: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(rec["format"], "pachisi-record");
    assert_eq!(rec["seed"], 4);
}

#[test]
fn bad_arguments_exit_2() {
    let tmp = temp_dir("args");
    let o = play(&["--seats", "human,bot"], "", &tmp);
    assert_eq!(o.status.code(), Some(2));
    let (_, err) = text(&o);
    assert!(
        err.contains("--seats lists 2 seat(s), but this game has 4"),
        "{err}"
    );
    let o = play(&["--seats", "human,robot,bot,bot"], "", &tmp);
    assert_eq!(o.status.code(), Some(2));
    let o = play(&["--load", "/nonexistent/record.json"], "", &tmp);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn endless_input_line_ends_the_game_instead_of_filling_memory() {
    // /dev/zero never gives a newline: the line is cut at 64 KiB and the input ends.
    let tmp = temp_dir("zero");
    let o = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args([
            "play",
            "--plain",
            "--seats",
            "human,bot:random",
            "--seed",
            "3",
        ])
        .args(["--variant", "chopat", "--set", "players=2"])
        .env("TMPDIR", &tmp)
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .output()
        .expect("run pachisi");
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(
        out.contains("cannot read the input: an input line is longer than 65536 bytes"),
        "{}",
        &out[out.len().saturating_sub(2000)..]
    );
    assert!(out.contains("end of input: game saved to"), "{out}");
}
