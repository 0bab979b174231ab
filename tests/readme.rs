//! The README's commands run as written: every `cargo run --release -- ARGS` line of
//! its `sh` blocks is run as `pachisi ARGS` in a scratch directory holding a copy of
//! `examples/`, and must succeed. Three are left out: `serve` (a server that runs until
//! stopped; tests/serve.rs covers it), `bench` (it measures for seconds by design;
//! tests/cli.rs runs it with a short `--seconds`) and `train` (20,000 games; tests/
//! analysis.rs trains on a few). `play` gets `q` on its input.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const PREFIX: &str = "cargo run --release -- ";

/// The pachisi arguments of the README's command lines, in order.
fn readme_commands() -> Vec<Vec<String>> {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md");
    let mut out = vec![];
    let mut in_sh = false;
    for line in readme.lines() {
        let t = line.trim();
        if t.starts_with("```") {
            in_sh = t == "```sh";
            continue;
        }
        if !in_sh {
            continue;
        }
        let Some(rest) = t.strip_prefix(PREFIX) else {
            continue;
        };
        // A comment after the command: two spaces and '#'.
        let cmd = rest.split("  #").next().unwrap_or(rest).trim();
        assert!(
            !cmd.contains(['"', '\'', '[', '|', '>', '<']),
            "README command needs a shell to read: {cmd}"
        );
        out.push(cmd.split_whitespace().map(String::from).collect());
    }
    out
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_file() {
            std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
}

fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pachisi-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("examples"),
        &dir.join("examples"),
    );
    dir
}

#[test]
fn the_readme_commands_run_as_written() {
    let commands = readme_commands();
    let dir = scratch();
    let mut ran = vec![];
    for args in &commands {
        let name = args.first().map(String::as_str).unwrap_or("");
        // `train` plays 20,000 games: seconds in a release build, minutes in the test
        // build; tests/analysis.rs runs the command on a few games instead.
        if name == "serve" || name == "bench" || name == "train" {
            continue;
        }
        let mut c = Command::new(env!("CARGO_BIN_EXE_pachisi"));
        c.args(args).current_dir(&dir);
        c.stdin(if name == "play" {
            Stdio::piped()
        } else {
            Stdio::null()
        });
        c.stdout(Stdio::piped()).stderr(Stdio::piped());
        let mut child = c.spawn().expect("run pachisi");
        if name == "play" {
            use std::io::Write;
            let _ = child.stdin.take().unwrap().write_all(b"q\n");
        }
        let o = child.wait_with_output().unwrap();
        assert!(
            o.status.success(),
            "README command `pachisi {}` failed ({:?}):\n{}",
            args.join(" "),
            o.status.code(),
            String::from_utf8_lossy(&o.stderr)
        );
        ran.push(args.join(" "));
    }
    // The files the commands write, and every kind of command.
    assert!(dir.join("game.json").exists());
    assert!(dir.join("chaupar.svg").exists() && dir.join("bonus.svg").exists());
    for name in [
        "simulate",
        "compare",
        "legal",
        "analyze",
        "tournament",
        "record",
        "replay",
        "board",
        "play",
    ] {
        assert!(
            ran.iter().any(|r| r.starts_with(name)),
            "no README command `{name}` ran: {ran:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
