//! `simulate --shard K/N`, `tournament --shard K/N` and `merge`: the merged report is
//! the one-machine report, byte for byte; bad shards are refused with a message.

use std::path::Path;
use std::process::{Command, Output};

fn pachisi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args(args)
        .output()
        .expect("run pachisi")
}

fn ok(args: &[&str]) -> String {
    let o = pachisi(args);
    assert!(
        o.status.success(),
        "pachisi {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("utf-8")
}

fn write_shards(dir: &Path, args: &[&str], n: u32) -> Vec<String> {
    (1..=n)
        .map(|k| {
            let mut a = args.to_vec();
            let shard = format!("{k}/{n}");
            a.extend(["--shard", &shard]);
            let path = dir.join(format!("part-{k}.json"));
            std::fs::write(&path, ok(&a)).expect("write shard");
            path.display().to_string()
        })
        .collect()
}

#[test]
fn simulate_shards_merge_to_the_whole_report() {
    let dir = tempfile::tempdir().expect("tempdir");
    let args = [
        "simulate",
        "--variant",
        "chopat",
        "--set",
        "players=3",
        "--games",
        "501",
        "--seed",
        "9",
    ];
    let mut whole_args = args.to_vec();
    whole_args.push("--json");
    let whole = ok(&whole_args);
    let parts = write_shards(dir.path(), &args, 4);
    let mut merge: Vec<&str> = vec!["merge"];
    merge.extend(parts.iter().rev().map(String::as_str));
    assert_eq!(ok(&merge), whole);

    // A missing part, a part twice, and a shard of another run are refused.
    let o = pachisi(&["merge", &parts[0], &parts[1], &parts[3]]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("missing shard 3 of 4"));
    let o = pachisi(&[
        "merge", &parts[0], &parts[0], &parts[1], &parts[2], &parts[3],
    ]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("given twice"));
    let other = dir.path().join("other.json");
    std::fs::write(
        &other,
        ok(&[
            "simulate",
            "--variant",
            "chopat",
            "--games",
            "501",
            "--seed",
            "9",
            "--shard",
            "3/4",
        ]),
    )
    .expect("write");
    let o = pachisi(&[
        "merge",
        &parts[0],
        &parts[1],
        other.to_str().unwrap(),
        &parts[3],
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not from the same run"));
}

#[test]
fn tournament_shards_merge_to_the_whole_report() {
    let dir = tempfile::tempdir().expect("tempdir");
    let args = [
        "tournament",
        "--variant",
        "pachisi",
        "--bots",
        "random,heuristic",
        "--games",
        "10",
        "--seed",
        "2",
    ];
    let mut whole_args = args.to_vec();
    whole_args.push("--json");
    let whole = ok(&whole_args);
    let parts = write_shards(dir.path(), &args, 3);
    let mut merge: Vec<&str> = vec!["merge"];
    merge.extend(parts.iter().map(String::as_str));
    assert_eq!(ok(&merge), whole);
    // Simulation and tournament shards do not mix.
    let sim = dir.path().join("sim.json");
    std::fs::write(&sim, ok(&["simulate", "--games", "10", "--shard", "1/3"])).expect("write");
    let o = pachisi(&["merge", &parts[0], sim.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
}

/// Four seats, two bots: a game stands for two rotations; shards cut inside deals
/// play the games of the whole run and merge into its report.
#[test]
fn four_seat_tournament_shards_merge_to_the_whole_report() {
    let dir = tempfile::tempdir().expect("tempdir");
    let args = [
        "tournament",
        "--variant",
        "ludo",
        "--set",
        "max_turns=200",
        "--bots",
        "heuristic,random",
        "--games",
        "12",
        "--seed",
        "3",
    ];
    let mut whole_args = args.to_vec();
    whole_args.push("--json");
    let whole = ok(&whole_args);
    assert!(whole.contains("\"games_played\": 6"), "{whole}");
    let parts = write_shards(dir.path(), &args, 4);
    let mut merge: Vec<&str> = vec!["merge"];
    merge.extend(parts.iter().map(String::as_str));
    assert_eq!(ok(&merge), whole);
}

#[test]
fn bad_shard_arguments_are_refused() {
    for bad in ["0/3", "4/3", "1/0", "a/b", "3"] {
        let o = pachisi(&["simulate", "--games", "10", "--shard", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(
            String::from_utf8_lossy(&o.stderr).contains("--shard"),
            "{bad}"
        );
    }
    // A shard is a part of a run; the run's chart is drawn from the whole run.
    let o = pachisi(&[
        "simulate", "--games", "10", "--shard", "1/2", "--plot", "x.svg",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--plot"));
    let dir = tempfile::tempdir().expect("tempdir");
    let junk = dir.path().join("junk.json");
    std::fs::write(&junk, "{\"format\": \"pachisi-record\"}").expect("write");
    let o = pachisi(&["merge", junk.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not a shard file"));
    let o = pachisi(&["merge"]);
    assert_eq!(o.status.code(), Some(2));
}
