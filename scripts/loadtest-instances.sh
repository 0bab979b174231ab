#!/usr/bin/env bash
# The load test's store and instance comparison (docs/performance.md, "Several
# instances on PostgreSQL"): SQLite, PostgreSQL with one instance and with two, each at
# saturation (--think-ms 0, 50 games) and with players who think a second (200 games),
# one after the other in one run, each on a fresh database of a throwaway cluster.
#   scripts/loadtest-instances.sh [OUT_DIR] [SECONDS]
# Needs Debian's postgresql (.ci/postgres.sh installs it); writes one JSON report per
# run to OUT_DIR and prints a table.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-$(mktemp -d /tmp/loadtest-instances.XXXXXX)}"
secs="${2:-30}"
mkdir -p "$out"
CARGO_PROFILE_RELEASE_LTO=false cargo build --release -q -p pachisi-server --example loadtest
lt=target/release/examples/loadtest
source .ci/postgres.sh
pg_start
base="${PACHISI_TEST_POSTGRES%/postgres}"
# A new database named $1 (called in a subshell: it keeps no state of its own).
fresh() {
    psql -q "$PACHISI_TEST_POSTGRES" -c "CREATE DATABASE $1" >/dev/null
    echo "$base/$1"
}
for load in "--games 50 --think-ms 0" "--games 200 --think-ms 1000"; do
    tag="$(echo "$load" | tr -d ' -' )"
    # shellcheck disable=SC2086
    "$lt" $load --seconds "$secs" > "$out/sqlite-$tag.json" 2>> "$out/stderr.log"
    # shellcheck disable=SC2086
    "$lt" $load --seconds "$secs" --db "$(fresh "pg1_$tag")" > "$out/pg1-$tag.json" 2>> "$out/stderr.log"
    # shellcheck disable=SC2086
    "$lt" $load --seconds "$secs" --instances 2 --db "$(fresh "pg2_$tag")" > "$out/pg2-$tag.json" 2>> "$out/stderr.log"
done
pg_stop
python3 - "$out" <<'PY'
import json, pathlib, sys
out = pathlib.Path(sys.argv[1])
for f in sorted(out.glob("*.json")):
    r = json.loads(f.read_text())
    d = r["delivery_ms"]
    print(f"{f.stem:28} started {r['games_started']:4} finished {r['games_finished']:4} "
          f"actions/s {r['actions_per_second']:6} errors {r['errors']} "
          f"latency p50/p99 {r['latency_ms']['p50']}/{r['latency_ms']['p99']} ms "
          f"delivery same {d['same_instance']['p50']}/{d['same_instance']['p99']} "
          f"other {d['other_instance']['p50']}/{d['other_instance']['p99']} ms "
          f"cpu {r['server_cpu_seconds']} s rss {r['server_peak_rss_mib']}")
PY
echo "reports in $out"
