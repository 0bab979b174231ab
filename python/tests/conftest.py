import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Every preset of the engine (the Indian games, the Ludo family, Mensch, Parcheesi, Parchís): the generic tests
# (api, environments' checkers, OpenSpiel) run over each.
try:
    from pachisi import presets as _presets

    PRESETS = _presets()
except ImportError:  # the package is not built yet; tests that need it fail clearly
    PRESETS = ["pachisi", "pachisi-seven", "chopat", "chaupar", "ludo", "ludo-ludopy", "mensch", "petits-chevaux", "parcheesi", "parchis"]


def pachisi_bin():
    """The CLI binary: $PACHISI_BIN, else target/release/pachisi, else target/debug."""
    env = os.environ.get("PACHISI_BIN")
    if env:
        return env
    for p in (ROOT / "target" / "release" / "pachisi", ROOT / "target" / "debug" / "pachisi"):
        if p.exists():
            return str(p)
    return None


@pytest.fixture(scope="session")
def cli():
    path = pachisi_bin()
    if path is None:
        pytest.fail("the pachisi binary is needed (cargo build --release --bin pachisi, or set PACHISI_BIN)")

    def run(*args, check=True):
        r = subprocess.run([path, *args], capture_output=True, text=True)
        if check and r.returncode != 0:
            raise AssertionError(f"pachisi {' '.join(args)} failed: {r.stderr}")
        return r

    return run
