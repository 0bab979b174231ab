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
        ("ludo", "human,bot:random,bot:random,bot:random"),
        ("parcheesi", "human,bot:random,bot:random,bot:random"),
        ("parchis", "human,bot:random,bot:random,bot:random"),
    ] {
        let o = play(
            &["--variant", variant, "--seats", seats, "--seed", "42"],
            // "y" confirms a move into a dead end (and is refused, harmlessly, at
            // a choice).
            &"1\ny\n".repeat(20_000),
            &tmp,
        );
        assert_clean_exit(&o);
        let (out, _) = text(&o);
        assert!(out.contains("=== game over ==="), "{variant}: no end");
        assert!(out.contains("ranking: "), "{variant}");
        assert!(out.contains("your move. Kept throws:"), "{variant}");
        assert!(
            out.contains("Red enters piece ") && out.contains("Red moves piece "),
            "{variant}: the human never moved"
        );
        assert!(out.contains("  1) "), "{variant}: no numbered list");
        // Shells are counted for cowries; a die (Ludo) shows its value alone.
        if variant == "ludo" || variant == "parchis" {
            assert!(out.contains("Red throws a "), "{variant}");
            assert!(!out.contains("shells"), "{variant}: a die has no shells");
        } else if variant == "parcheesi" {
            // Two dice, each shown (PR-DICE); the waiting pieces are in the nests.
            assert!(!out.contains("with the die"), "{variant}: two dice");
            assert!(out.contains(", doubles"), "{variant}");
            assert!(out.contains("for the start: "), "{variant}");
            assert!(!out.contains("shells"), "{variant}");
        } else {
            assert!(out.contains("shells mouth up"), "{variant}");
        }
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
    assert!(out.contains("hint (best first):\n  1) "), "{out}");
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

/// Whether a line names a raw step number ("step 12"), which players should not see.
fn names_a_step_number(line: &str) -> bool {
    line.match_indices("step ").any(|(i, m)| {
        line[i + m.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == '-')
    })
}

#[test]
fn moves_and_pieces_are_told_in_plain_words() {
    let tmp = temp_dir("words");
    for variant in ["pachisi", "chopat"] {
        let o = play(
            &[
                "--variant",
                variant,
                "--seats",
                "human,bot:random,bot:random,bot:random",
                "--seed",
                "42",
            ],
            // "y" confirms a move into a dead end (and is refused, harmlessly, at
            // a choice).
            &"1\ny\n".repeat(20_000),
            &tmp,
        );
        assert_clean_exit(&o);
        let (out, _) = text(&o);
        assert!(out.contains("=== game over ==="), "{variant}: no end");
        for line in out.lines() {
            assert!(!names_a_step_number(line), "{variant}: {line}");
        }
        // The list of choices, the log and the pieces in words.
        assert!(out.contains("  1) "), "{variant}");
        assert!(out.contains(": enters piece 1 with "), "{variant}");
        assert!(out.contains("Red enters piece "), "{variant}");
        assert!(out.contains(" to go)"), "{variant}");
        assert!(out.contains("Your pieces: piece 1 "), "{variant}");
        assert!(out.contains(", capturing "), "{variant}: no capture told");
        assert!(
            out.contains(" home with "),
            "{variant}: no piece brought home"
        );
        let safe = if variant == "chopat" {
            "flower"
        } else {
            "castle"
        };
        assert!(out.contains(&format!(" on a {safe}, ")), "{variant}");
    }
}

#[test]
fn a_forfeited_throw_says_which_value_and_why() {
    let tmp = temp_dir("forfeit");
    let o = play(
        &[
            "--seats",
            "bot:random,bot:random,bot:random,bot:random",
            "--seed",
            "4",
        ],
        "",
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    // Seed 4: Red's first throw is a 5, and no piece is in play.
    assert!(
        out.contains(
            "Red throws 5 of 6 shells mouth up: 5\n  no piece can use the 5: enter a piece with 6, 10 or 25 first\n"
        ),
        "{}",
        &out[..out.len().min(3000)]
    );
    assert!(!out.contains("forfeited"), "the old wording");
    assert!(!out.contains("throw(s)"), "the old wording");
}

#[test]
fn a_cancelled_throw_says_why() {
    // Pachisi with seven cowries: three throw-agains in a row cancel the streak
    // (T-STREAK).
    let tmp = temp_dir("cancel");
    let o = play(
        &[
            "--variant",
            "pachisi-seven",
            "--seats",
            "bot:random,bot:random,bot:random,bot:random",
            "--seed",
            "5",
        ],
        "",
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    // Seed 5: Green throws 25 three times in a row in turn 34.
    assert!(
        out.contains(
            "Green throws 5 of 7 shells mouth up: 25\n  the 25 is a third throw-again in a row: \
             the streak of throws is cancelled (3 throws given up)\n--- turn 35"
        ),
        "{}",
        &out[..out.len().min(8000)]
    );
}

/// Red to move with a kept 4 and 2 (preset `pachisi`, default options): `4 p1` takes
/// piece 1 from step 79 to step 83, one step before home, where no throw of the six
/// cowries can bring it in (T-EXACT, docs/rules.md "Dead ends").
const DEAD_END: &str = r#"{
  "format": "pachisi-position", "version": 1, "variant": "pachisi",
  "phase": "move", "turn": 0, "turn_number": 30, "kept": [4, 2],
  "seats": [
    {"pieces": [79, 70, "waiting", "waiting"]},
    {"pieces": ["waiting", "waiting", "waiting", "waiting"]},
    {"pieces": ["waiting", "waiting", "waiting", "waiting"]},
    {"pieces": ["waiting", "waiting", "waiting", "waiting"]}
  ]
}"#;

#[test]
fn a_move_into_a_dead_end_is_confirmed_first() {
    let tmp = temp_dir("deadend");
    let pos = tmp.join("dead-end.json");
    std::fs::write(&pos, DEAD_END).unwrap();
    let saved = tmp.join("after.json");
    let seats = ["--seats", "human,bot:random,bot:random,bot:random"];
    let load = ["--load", pos.to_str().unwrap(), "--seed", "1"];
    let listing = "Red (seat 1, you), your move. Kept throws: 4 2. Your pieces: \
                   piece 1 in the home column, 5 to go; piece 2 on the track, 14 to go; \
                   pieces 3 and 4 waiting\n  1) 4 p1: moves piece 1 by 4 into the home column \
                   (1 to go) — it can never finish from there\n";
    let warning = "dead end: piece 1 would stop one step before home, and no throw can ever \
                   bring it in from there. Play it anyway?\n(y/n)> ";

    // Declining keeps the position: the same choices again.
    let o = play(&[&load[..], &seats[..]].concat(), "1\nn\nquit\n", &tmp);
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(out.contains("started from a position file"), "{out}");
    assert_eq!(out.matches(listing).count(), 2, "{out}");
    assert!(
        out.contains(&format!("{warning}not played; choose again\n{listing}")),
        "{out}"
    );
    assert!(!out.contains("Red moves"), "{out}");

    // Accepting plays it; another move is played without a question.
    let input = format!("1\ny\nsave {}\nquit\n", saved.display());
    let o = play(&[&load[..], &seats[..]].concat(), &input, &tmp);
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(
        out.contains(&format!(
            "{warning}Red moves piece 1 by 4 into the home column (1 to go) — it can never finish from there\n  Red keeps 2\n"
        )),
        "{out}"
    );
    assert!(
        out.contains(
            "Your pieces: piece 1 in the home column, 1 to go: stuck, it can never finish;"
        ),
        "{out}"
    );
    let o = play(&[&load[..], &seats[..]].concat(), "3\nquit\n", &tmp);
    let (out, _) = text(&o);
    assert!(
        out.contains("Red moves piece 1 by 2 into the home column (3 to go)"),
        "{out}"
    );
    assert!(!out.contains("(y/n)"), "{out}");

    // A game started from a position is saved as a position, and loads again.
    assert!(saved.exists());
    let o = play(
        &["--load", saved.to_str().unwrap(), seats[0], seats[1]],
        "quit\n",
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(
        out.contains("Kept throws: 2. Your pieces: piece 1 in the home column, 1 to go"),
        "{out}"
    );

    // A bot is never asked.
    let o = play(
        &[
            &load[..],
            &["--seats", "bot:random,bot:random,bot:random,bot:random"],
        ]
        .concat(),
        "",
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(out.contains("=== game over ==="), "{out}");
    assert!(!out.contains("(y/n)"), "{out}");
}

#[test]
fn h_asks_for_a_hint_and_seats_are_numbered_from_1() {
    let tmp = temp_dir("hint");
    let o = play(
        &[
            "--seats",
            "human,bot:random,bot:random,bot:random",
            "--seed",
            "4",
        ],
        "h\nquit\n",
        &tmp,
    );
    assert_clean_exit(&o);
    let (out, _) = text(&o);
    assert!(out.contains("hint (best first):\n  1) "), "{out}");
    assert!(out.contains("% to win"), "{out}");
    assert!(out.contains("hint (h)"), "the help names h: {out}");
    // Seats 1-4, as in the browser.
    assert!(
        out.contains("teams: Red and Yellow (seats 1+3) against Green and Blue (seats 2+4)"),
        "{out}"
    );
    for (i, c) in ["Red", "Green", "Yellow", "Blue"].iter().enumerate() {
        assert!(
            out.contains(&format!("{c} (seat {}, ", i + 1)),
            "{c}: {out}"
        );
    }
    assert!(!out.contains("(seat 0"), "{out}");
    assert!(!out.contains("seats 0"), "{out}");
    // The board marks each seat's entry square with its number from 1.
    let o = play(
        &[
            "--seats",
            "human,bot:random,bot:random,bot:random",
            "--seed",
            "4",
        ],
        "b\nquit\n",
        &tmp,
    );
    let (out, _) = text(&o);
    assert!(out.contains("1-4 the entry square of seat 1-4"), "{out}");
    assert!(out.contains(" 4 @@@@@@@@@"), "{out}");
    assert!(out.contains(".  1  .") && out.contains(".  3  ."), "{out}");
}
