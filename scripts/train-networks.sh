#!/usr/bin/env bash
# The networks shipped in crates/pachisi-bots/networks/ (docs/network.md, "Shipped
# networks"), made again from their commands. Each file records the command, the
# games, the seconds and (from PACHISI_COMMIT) the commit it was made at; a run is the
# same for a seed and batch whatever the threads, so the weights come out byte for
# byte as committed when the training code has not changed since that commit.
#
#   scripts/train-networks.sh [PACHISI] [OUT]
#
# PACHISI defaults to target/release/pachisi, OUT to crates/pachisi-bots/networks.
# Two-player Ludo: about a minute on one core.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/pachisi} out=${2:-crates/pachisi-bots/networks}
mkdir -p "$out"
export PACHISI_COMMIT=${PACHISI_COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}
# Two-player Ludo: the heuristic's start (--init heuristic) with a step ten times
# smaller than the default (a start from the heuristic is unlearnt at 0.1).
"$bin" train --variant ludo --set players=2 --games 50000 --seed 1 --init heuristic \
    --alpha 0.01 --eval-every 10000 --eval-deals 200 --threads 1 --out "$out/ludo-2.json"
