#!/usr/bin/env bash
# Browser end-to-end tests of `pachisi serve`: installs what is missing (Debian's
# chromium via apt, playwright-core via npm ci; no browser is downloaded by npm),
# builds the release binary and runs e2e/*.test.mjs with node's test runner.
# Screenshots go to e2e/screenshots/ (not committed); the README's pictures in
# docs/screenshots/ come from `node e2e/docs-screenshots.mjs`.
#
#   e2e/run.sh                  all tests
#   e2e/run.sh lobby.test.mjs   some of them
set -euo pipefail
E2E="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$E2E")"
started=$(date +%s)

if [ ! -x /usr/bin/chromium ]; then
  echo "e2e: installing chromium (apt)" >&2
  if [ "$(id -u)" = 0 ]; then
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  elif command -v sudo >/dev/null; then
    sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  else
    echo "e2e: /usr/bin/chromium is missing; run as root: apt-get install -y chromium" >&2
    exit 1
  fi
fi
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "e2e: node and npm are needed (Node 20 or later)" >&2
  exit 1
fi
if [ ! -d "$E2E/node_modules/playwright-core" ] || [ ! -d "$E2E/node_modules/axe-core" ]; then
  echo "e2e: npm ci" >&2
  (cd "$E2E" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
fi

(cd "$ROOT" && cargo build --release --bin pachisi)

cd "$E2E"
if [ $# -eq 0 ]; then
  set -- ./*.test.mjs
fi
status=0
node --test --test-concurrency=1 "$@" || status=$?
echo "e2e: finished in $(( $(date +%s) - started )) s (exit $status); screenshots in $E2E/screenshots" >&2
exit $status
