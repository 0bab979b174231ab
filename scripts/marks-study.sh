#!/usr/bin/env bash
# How far a review's marks hold (issue 27; docs/analysis.md, "How far the marks hold"):
# record games between two bots, review each with two seeds, re-run every mark with
# several budgets, one JSON line a game. Long: about 35 minutes for the default
# eighteen games on two quiet cores. Not part of CI.
#
#   scripts/marks-study.sh OUT [GAMES...]
#
# OUT      a directory for the results (OUT/VARIANT-SEED.json and .log, and OUT/commit,
#          the commits that built the runs); a game whose JSON is there already is
#          skipped, so a stopped run resumes.
# GAMES    VARIANT:SEED items (default: ludo:1..12 and chopat:1..6, the games of the
#          rounds in docs/analysis.md).
# JOBS     games at a time (default 2), each on one thread.
# BOTS     the two players (default expert,easy), seat 1 first.
# CONFIRM  re-run budgets (default 1000,10000; every action gets them all, nothing dropped).
# SEEDS    the two review seeds (default 1,2).
# EXTRA    more arguments for the marks example, e.g. "--confirm-max 266240 --confirm-early 2"
#          (default none: the review's default settings).
# Summarise with: python3 scripts/marks-summary.py OUT
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/marks-study.sh OUT [VARIANT:SEED ...]}
shift
mkdir -p "$out"
games=("$@")
if [ ${#games[@]} -eq 0 ]; then
    for s in $(seq 1 12); do games+=("ludo:$s"); done
    for s in $(seq 1 6); do games+=("chopat:$s"); done
fi
cargo build --release -q -p pachisi-analysis --example marks
# A copy, so that a rebuild during the run does not change the program half-way.
cp target/release/examples/marks "$out/marks-bin"
# The commits that built it, one a line: a resumed run adds its own if it differs.
head=$(git rev-parse HEAD 2>/dev/null || true)
if [ -n "$head" ] && ! grep -qsx "$head" "$out/commit"; then echo "$head" >> "$out/commit"; fi
export OUT="$out" BOTS=${BOTS:-expert,easy} CONFIRM=${CONFIRM:-1000,10000} SEEDS=${SEEDS:-1,2} EXTRA=${EXTRA:-}
printf '%s\n' "${games[@]}" | xargs -P "${JOBS:-2}" -I{} bash -c '
    v=${1%%:*}; s=${1##*:}; f="$OUT/$v-$s"
    [ -s "$f.json" ] && exit 0
    start=$(date +%s)
    if RAYON_NUM_THREADS=1 "$OUT/marks-bin" "$v" "$s" "$BOTS" players=2 \
        --confirm "$CONFIRM" --seeds "$SEEDS" $EXTRA > "$f.tmp" 2> "$f.log"; then
        mv "$f.tmp" "$f.json"
        echo "$v $s done in $(( $(date +%s) - start )) s"
    else
        echo "$v $s FAILED (see $f.log)"
    fi' _ {}
