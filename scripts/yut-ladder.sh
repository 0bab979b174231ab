#!/usr/bin/env bash
# Yut Nori's ladder, every step (easy over random, medium over easy, hard over medium,
# expert over hard), with 2, 3 and 4 players: duplicate-dice tournaments, one thread,
# intervals over deals (docs/strength.md, *Yut Nori*). Prints one JSON report per run
# into OUT/VARIANT-PLAYERS-A-B[-lineup].json.
#
#   scripts/yut-ladder.sh PACHISI OUT VARIANT SEED [STEPS]
#
# Two players: 4,000 games (line-up A,B); three: 999 games each of A,B,A and B,A,B
# (seeds SEED+1, SEED+2); four: 1,000 games of A,B,A,B (seed SEED+3). The bots are
# given as two (`--bots A,B`), which the tournament seats A,B,A(,B) with three or four
# players: so its head-to-head pools every A seat against every B seat (given as
# A,B,A,B, the four seats are four bots, and each pair of seats is reported apart).
# STEPS: the steps to run, as A,B pairs separated by spaces (default all four).
set -euo pipefail
bin=$1 out=$2 variant=$3 seed=$4
mkdir -p "$out"
run() { # name, players, line-up, games, seed
    "$bin" tournament --variant "$variant" --set players="$2" --bots "$3" --games "$4" \
        --seed "$5" --threads 1 --json > "$out/$variant-$1.json"
}
for step in ${5:-easy,random medium,easy hard,medium expert,hard}; do
    a=${step%,*} b=${step#*,}
    run "2-$a-$b" 2 "$a,$b" 4000 "$seed"
    run "3-$a-$b-aba" 3 "$a,$b" 999 $((seed + 1))
    run "3-$a-$b-bab" 3 "$b,$a" 999 $((seed + 2))
    run "4-$a-$b" 4 "$a,$b" 1000 $((seed + 3))
done
