#!/usr/bin/env bash
# Side-by-side engine speed of two or more builds (issue 28, docs/performance.md):
# runs `pachisi bench --json` of each build in turn, ROUNDS rounds (interleaved, so
# that a change in the machine's load falls on every build alike), and prints per
# preset the median over the rounds of random games per second (one thread) and of
# nanoseconds per legal_actions + apply.
#
#   scripts/bench-vs.sh [BUILD ...]      (default: f243b71 .)
#
# A BUILD is
#   - `.` or a directory: that work tree, built with `cargo build --release`;
#   - an executable file: that `pachisi` binary as it is;
#   - anything else: a git revision, checked out (detached) in a worktree of its own
#     under $BENCH_TREES (default: ../bench-trees beside this repository) with its own
#     target/ dir, and built there. The worktree is kept for the next run.
#
# Environment: ROUNDS (3), SECONDS_PER (1: `bench --seconds`), BENCH_OUT (a temporary
# directory: every run's JSON is kept there), CARGO_BUILD_JOBS (2). Builds and runs
# are `nice -n 10`. Needs python3 for the table.
set -euo pipefail
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
rounds=${ROUNDS:-3}
seconds=${SECONDS_PER:-1}
trees=${BENCH_TREES:-$repo/../bench-trees}
out=${BENCH_OUT:-$(mktemp -d)}
export CARGO_BUILD_JOBS=${CARGO_BUILD_JOBS:-2}
[ $# -gt 0 ] || set -- f243b71 .

# The binary of one BUILD (building it first), on stdout; the build's output on stderr.
binary() {
    local b=$1 dir
    if [ -d "$b" ]; then
        dir=$(cd "$b" && pwd)
    elif [ -f "$b" ] && [ -x "$b" ]; then
        echo "$b"
        return
    else
        local sha
        sha=$(git -C "$repo" rev-parse --short=9 "$b^{commit}")
        dir=$trees/$sha
        if [ ! -d "$dir" ]; then
            mkdir -p "$trees"
            git -C "$repo" worktree add --detach "$dir" "$sha" >&2
        fi
    fi
    (cd "$dir" && nice -n 10 cargo build --release --quiet --bin pachisi >&2)
    echo "$dir/target/release/pachisi"
}

names=()
bins=()
for b in "$@"; do
    names+=("$b")
    bins+=("$(binary "$b")")
done

echo "bench-vs: ${#bins[@]} builds, $rounds rounds, --seconds $seconds; runs kept in $out" >&2
for r in $(seq 1 "$rounds"); do
    for i in "${!bins[@]}"; do
        echo "round $r: ${names[$i]}" >&2
        nice -n 10 "${bins[$i]}" bench --json --seconds "$seconds" --bot-positions 1 \
            >"$out/round$r-build$i.json"
    done
done

python3 - "$out" "$rounds" "${names[@]}" <<'EOF'
import json, statistics, sys
out, rounds, names = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
runs = {}  # (build, preset) -> [(games/s, ns)]
presets = []
for r in range(1, rounds + 1):
    for i in range(len(names)):
        with open(f"{out}/round{r}-build{i}.json") as f:
            for p in json.load(f)["presets"]:
                if p["preset"] not in presets:
                    presets.append(p["preset"])
                runs.setdefault((i, p["preset"]), []).append(
                    (p["one_thread"]["games_per_s"], p["ns_per_legal_apply"]))
def cell(i, preset, k, fmt):
    v = runs.get((i, preset))
    return fmt.format(statistics.median(x[k] for x in v)) if v else "–"
print(f"Medians of {rounds} interleaved rounds (`pachisi bench`, one thread).\n")
print("| preset | random games/s: " + " / ".join(names) + " | legal+apply ns: " + " / ".join(names) + " |")
print("|---|---|---|")
for p in presets:
    games = " / ".join(cell(i, p, 0, "{:,.0f}") for i in range(len(names)))
    ns = " / ".join(cell(i, p, 1, "{:.1f}") for i in range(len(names)))
    print(f"| {p} | {games} | {ns} |")
EOF
