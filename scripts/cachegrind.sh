#!/usr/bin/env bash
# Simulated cache misses and branch mispredictions per legal_actions + apply, counted
# by valgrind's cachegrind (`--cache-sim=yes --branch-sim=yes`: exact and independent
# of the machine's load; docs/performance.md). `perf stat` hardware counters are not
# available on the project's machine; this is the stand-in.
#
#   scripts/cachegrind.sh PROF [PRESET ...]     (default: every preset)
#
# PROF is a release build of crates/pachisi-core/examples/prof.rs (as for
# scripts/instructions.sh). Every figure is (`prof legal PRESET 10` − `prof legal
# PRESET 0`) / 10,000, over the 1000 typical positions of `pachisi bench`:
#   Ir    instructions          Bc/Bcm  conditional branches / mispredicted
#   Bim   mispredicted indirect branches (jump tables, calls through pointers)
#   I1mr  first-level instruction-cache misses
#   D1m   first-level data-cache misses (reads + writes)
#   LLm   last-level misses (instructions + data)
# Set CG_KEEP=DIR to keep the two runs' cachegrind files there (for `cg_diff` and
# `cg_annotate`, to see which functions the differences fall in).
set -euo pipefail
prof=$1
shift
[ $# -gt 0 ] || set -- pachisi pachisi-seven chopat chaupar ludo ludo-ludopy mensch \
    petits-chevaux parcheesi parchis
keep=${CG_KEEP:-$(mktemp -d)}
mkdir -p "$keep"
run() {
    local out=$keep/$1-$2.cg
    valgrind --tool=cachegrind --cache-sim=yes --branch-sim=yes \
        --cachegrind-out-file="$out" "$prof" legal "$1" "$2" >/dev/null 2>&1
    # events: Ir I1mr ILmr Dr D1mr DLmr Dw D1mw DLmw Bc Bcm Bi Bim
    awk '/^summary:/ {print $2, $3, $4 + $7 + $10, $6 + $9, $11, $12, $14}' "$out"
}
printf '%-16s %8s %8s %8s %8s %8s %8s %8s\n' preset Ir Bc Bcm Bim I1mr D1m LLm
for p in "$@"; do
    read -r i0 im0 lm0 dm0 b0 bm0 bim0 <<<"$(run "$p" 0)"
    read -r i1 im1 lm1 dm1 b1 bm1 bim1 <<<"$(run "$p" 10)"
    awk -v p="$p" -v i="$((i1 - i0))" -v b="$((b1 - b0))" -v bm="$((bm1 - bm0))" \
        -v bim="$((bim1 - bim0))" -v im="$((im1 - im0))" -v dm="$((dm1 - dm0))" \
        -v lm="$((lm1 - lm0))" 'BEGIN {
        printf "%-16s %8.1f %8.1f %8.2f %8.3f %8.3f %8.3f %8.3f\n", p, i / 1e4, b / 1e4,
            bm / 1e4, bim / 1e4, im / 1e4, dm / 1e4, lm / 1e4 }'
done
