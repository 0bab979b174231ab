#!/usr/bin/env bash
# Instructions per legal_actions + apply and per random game, counted by valgrind's
# callgrind (exact and independent of the machine's load; docs/performance.md).
#
#   scripts/instructions.sh PROF [PRESET ...]     (default: every preset)
#
# PROF is a release build of crates/pachisi-core/examples/prof.rs
# (`cargo build --release -p pachisi-core --example prof`, then
# target/release/examples/prof; build the same example in another worktree to compare).
# Per legal+apply: (`prof legal PRESET 10` − `prof legal PRESET 0`) / 10,000, over the
# 1000 typical positions of `pachisi bench`. Per game: `prof play PRESET 200` / 200
# (random games, seeds 1/0..199, setup included).
set -euo pipefail
prof=$1
shift
[ $# -gt 0 ] || set -- pachisi pachisi-seven chopat chaupar ludo ludo-ludopy mensch \
    petits-chevaux parcheesi parchis
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$prof" "$@" 2>&1 |
        awk '/Collected/ {print $4}'
}
printf '%-16s %14s %14s\n' preset per-legal+apply per-game
for p in "$@"; do
    base=$(count legal "$p" 0)
    timed=$(count legal "$p" 10)
    games=$(count play "$p" 200)
    printf '%-16s %14d %14d\n' "$p" $(((timed - base) / 10000)) $((games / 200))
done
