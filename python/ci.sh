#!/usr/bin/env bash
# CI stage for the Python package: a fresh virtual environment, the pinned test
# dependencies (python/requirements-test.txt, maturin among them), the abi3 wheel built
# with `maturin build --release` into target/wheels/ and installed from that file (what
# a user without cargo installs), lints of the extension crate, then `pytest
# python/tests` (the tests compare with the release CLI binary, built here if missing)
# and a short run of python/scripts/long_games.py. Called by .ci/run after the Rust and browser
# stages.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
started=$(date +%s)
VENV="${PACHISI_PY_VENV:-$ROOT/target/venv-py-ci}"

python3 -m venv --clear "$VENV"
"$VENV/bin/pip" install -q --upgrade pip
"$VENV/bin/pip" install -q -r python/requirements-test.txt
# ludopy 1.5.0 for the differential test of the ludo-ludopy preset
# (python/tests/test_ludopy_diff.py). Its wheel pins an old opencv-python that does not
# install on CPython 3.11, so it comes without dependencies; at run time it needs numpy
# (above) and cv2, which its visualiser imports: the headless OpenCV build.
"$VENV/bin/pip" install -q --no-deps ludopy==1.5.0 opencv-python-headless==5.0.0.93
rm -rf target/wheels
"$VENV/bin/maturin" build -q --release -m python/Cargo.toml --out target/wheels
"$VENV/bin/pip" install -q --force-reinstall --no-deps target/wheels/pachisi-*-abi3-*.whl

(cd python && cargo fmt -- --check && cargo clippy --all-targets -- -D warnings)
cargo build --release --bin pachisi

PACHISI_BIN="$ROOT/target/release/pachisi" RAY_AUTH_MODE=disabled \
  "$VENV/bin/python" -m pytest -q python/tests -p no:cacheprovider
# Every env through many games, the bug seeds included (python/scripts/long_games.py; the
# documented run is 200,000 games per env, docs/python.md).
"$VENV/bin/python" python/scripts/long_games.py --games 5000
echo "python stage: $(( $(date +%s) - started )) s" >&2
