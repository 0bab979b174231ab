"""Simulations and tournaments: the library, the CLI and Ray give the same JSON bytes."""
import json

import pytest

import pachisi
from conftest import PRESETS


@pytest.fixture(scope="module")
def ray_local():
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()


@pytest.mark.parametrize("variant", PRESETS)
def test_simulate_matches_the_cli(cli, variant):
    want = cli("simulate", "--variant", variant, "--games", "300", "--seed", "5", "--json").stdout
    assert pachisi.simulate(variant, 300, 5) == want


def test_simulate_with_options_matches_the_cli(cli):
    want = cli("simulate", "--variant", "pachisi-seven", "--set", "players=3", "--set", "teams=false",
               "--set", "max_turns=80", "--games", "200", "--seed", "2", "--json").stdout
    got = pachisi.simulate("pachisi-seven", 200, 2, {"teams": False, "max_turns": 80}, players=3)
    assert got == want
    assert json.loads(got)["options"] == {"players": 3, "teams": False, "max_turns": 80}


def test_tournament_matches_the_cli(cli):
    want = cli("tournament", "--variant", "chopat", "--set", "players=3", "--bots", "random,heuristic,mixed",
               "--games", "12", "--seed", "4", "--json").stdout
    assert pachisi.tournament("chopat", ["random", "heuristic", "mixed"], 12, 4, players=3) == want


def test_shards_merge_to_the_whole_report():
    whole = pachisi.simulate("chaupar", 500, 3)
    parts = [pachisi.simulate("chaupar", 500, 3, shard=(k, 7)) for k in range(7)]
    assert pachisi.merge(parts[::-1]) == whole
    with pytest.raises(ValueError, match="missing shard 3"):
        pachisi.merge(parts[:2] + parts[3:])
    with pytest.raises(ValueError, match="twice"):
        pachisi.merge(parts + parts[:1])
    other = pachisi.simulate("chaupar", 500, 4, shard=(0, 7))
    with pytest.raises(ValueError, match="same run"):
        pachisi.merge([other] + parts[1:])
    with pytest.raises(ValueError):
        pachisi.merge(["{}"])
    with pytest.raises(ValueError):
        pachisi.simulate("chaupar", 10, 3, shard=(7, 7))
    t = pachisi.tournament("pachisi", ["random", "heuristic"], 8, 1)
    tparts = [pachisi.tournament("pachisi", ["random", "heuristic"], 8, 1, shard=(k, 3)) for k in range(3)]
    assert pachisi.merge(tparts) == t
    with pytest.raises(ValueError, match="not a simulate shard"):
        pachisi.merge([parts[0]] + tparts[1:])


def test_ray_simulate_is_byte_identical_to_the_cli(ray_local, cli):
    import pachisi.distributed as dist

    want = cli("simulate", "--variant", "chopat", "--games", "3000", "--seed", "7", "--json").stdout
    assert dist.simulate("chopat", games=3000, seed=7, shards=5) == want
    want = cli("simulate", "--variant", "pachisi", "--set", "players=2", "--set", "max_turns=60",
               "--games", "400", "--seed", "1", "--json").stdout
    assert dist.simulate("pachisi", 400, 1, shards=3, options={"max_turns": 60}, players=2) == want


def test_ray_tournament_is_byte_identical_to_the_cli(ray_local, cli):
    import pachisi.distributed as dist

    want = cli("tournament", "--variant", "chopat", "--set", "players=2", "--bots", "random,easy",
               "--games", "10", "--seed", "3", "--json").stdout
    got = dist.tournament("chopat", ["random", "easy"], games=10, seed=3, shards=4, players=2)
    assert got == want
    with pytest.raises(ValueError):
        dist.tournament("chopat", ["nobody"], games=10, seed=3, shards=2)


def test_ray_option_sweep(ray_local):
    import pachisi.distributed as dist

    sweep = [{"max_turns": m} for m in (20, 40, 200)]
    reports = dist.map_options("chopat", 200, 1, sweep, shards_per_point=2, players=2)
    assert [json.loads(r)["options"]["max_turns"] for r in reports] == [20, 40, 200]
    for opts, r in zip(sweep, reports):
        assert r == pachisi.simulate("chopat", 200, 1, opts, players=2)
    capped = [json.loads(r)["summary"]["adjudicated_cap"] for r in reports]
    assert capped[0] >= capped[1] >= capped[2]
