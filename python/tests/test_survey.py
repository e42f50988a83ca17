"""wythoff_lab.survey on a LocalCluster of 2 workers: the rows equal the members run one by
one (and the command line's rows), a worker killed in the middle loses no row, a rerun
over a partial file computes only the missing rows, a member over its budget is a refused
row."""

import json
import os
import signal
import threading
import time

import pytest

dask_distributed = pytest.importorskip(
    "dask.distributed", reason="SKIPPED: dask[distributed] is not installed (.ci/run installs it)"
)
pd = pytest.importorskip("pandas", reason="SKIPPED: pandas is not installed")
pytest.importorskip("pyarrow", reason="SKIPPED: pyarrow is not installed")

import wythoff_lab as w  # noqa: E402
from wythoff_lab import _native  # noqa: E402
import importlib  # noqa: E402

sv = importlib.import_module("wythoff_lab.survey")

# Small members (a few hundredths of a second each; the rules solver, the twin, takes most).
BOUND = 64
LEARN = 60
SETTINGS = dict(learn_up_to=LEARN, max_states=40, memory_mb=512)
# Fields that depend on the run (wall-clock, memory, the checksum over them).
RUN_FIELDS = {"seconds", "peak_mb", "checksum", "line"}


def comparable(row):
    return {k: v for k, v in row.items() if k not in RUN_FIELDS}


@pytest.fixture(scope="module")
def client():
    from dask.distributed import Client, LocalCluster

    cluster = LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
    )
    c = Client(cluster)
    yield c
    c.close()
    cluster.close()


def one_by_one(family, ranges=None, where=None, bound=BOUND, settings=SETTINGS):
    s = (settings["learn_up_to"], settings["max_states"], settings["memory_mb"], True)
    _, members = _native.survey_members(
        family, None, list((ranges or {}).items()), where, bound, *s
    )
    return [json.loads(_native.survey_member(t, p, bound, *s)) for t, p, _ in members]


def lines_of(path):
    return [json.loads(l) for l in path.read_text().splitlines() if l.strip()]


def test_twenty_members_equal_the_members_run_one_by_one(client, cli):
    ranges = {"k": "1..20"}
    rows = w.survey("blocking_wythoff", BOUND, ranges=ranges, client=client, progress=False, **SETTINGS)
    want = one_by_one("blocking_wythoff", ranges)
    assert len(rows) == len(want) == 20
    assert list(rows["status"]) == ["done"] * 20
    assert list(rows["k"]) == list(range(1, 21))
    assert list(rows["key"]) == [r["key"] for r in want]
    cols = [c for c in rows.columns if c not in RUN_FIELDS]
    pd.testing.assert_frame_equal(rows[cols], sv.frame(want)[cols])
    # W^1 is Wythoff's game: its row says so, proved.
    assert rows["wythoff"][0].startswith("same as Wythoff's: proved")
    # The command line's rows are the same rows.
    done = cli.run(
        "survey", "blocking_wythoff", "--range", "k=1..20", "--bound", str(BOUND),
        "--learn-up-to", str(LEARN), "--max-states", "40", "--memory", "512", "--json",
    )
    assert done.returncode == 0, done.stderr
    theirs = [json.loads(l) for l in done.stdout.splitlines()]
    assert [comparable(r) for r in theirs] == [comparable(r) for r in want]


def test_a_killed_worker_loses_no_row(client, tmp_path):
    out = tmp_path / "rows.jsonl"
    ranges = {"k": "1..20"}
    result = {}

    def run():
        result["rows"] = w.survey(
            "blocking_wythoff", 120, ranges=ranges, client=client, out=out,
            progress=False, learn_up_to=0, max_states=60, memory_mb=512,
        )

    t = threading.Thread(target=run)
    t.start()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (not out.exists() or len(out.read_text().splitlines()) < 2):
        time.sleep(0.02)
    written_at_kill = len(out.read_text().splitlines())
    pids = client.run(os.getpid)
    victim = sorted(pids.values())[0]
    os.kill(victim, signal.SIGKILL)
    t.join(120)
    assert not t.is_alive()
    assert written_at_kill < 20, "the survey ended before the kill"
    rows = lines_of(out)
    keys = [r["key"] for r in rows]
    assert len(keys) == len(set(keys)) == 20
    assert {r["params"]["k"] for r in rows} == set(range(1, 21))
    assert all(r["status"] == "done" for r in rows), [r["reason"] for r in rows]
    assert list(result["rows"]["k"]) == list(range(1, 21))
    # Every row as the member alone gives it.
    want = one_by_one("blocking_wythoff", ranges, bound=120,
                      settings=dict(learn_up_to=0, max_states=60, memory_mb=512))
    assert sorted(map(json.dumps, map(comparable, rows))) == sorted(
        map(json.dumps, map(comparable, want))
    )


@pytest.mark.parametrize("name", ["rows.jsonl", "rows.parquet"])
def test_a_rerun_computes_only_the_missing_rows(client, tmp_path, name):
    from dask.distributed import get_task_stream

    out = tmp_path / name
    args = dict(ranges={"a": "1..10"}, client=client, out=out, progress=False, **SETTINGS)
    if name.endswith(".jsonl"):
        first = w.survey("a_wythoff", BOUND, **{**args, "ranges": {"a": "1..4"}})
        assert len(first) == 4
        # A torn last line (a crash in the middle of a write) is cut off and recomputed.
        text = out.read_text()
        out.write_text(text + text.splitlines()[0][:30])
        expect_new = 6
    else:
        first = w.survey("a_wythoff", BOUND, **{**args, "ranges": {"a": "1..4"}})
        assert len(list(out.glob("part-*.parquet"))) == 1
        expect_new = 6
    with get_task_stream(client) as ts:
        rows = w.survey("a_wythoff", BOUND, **args)
    ran = [t for t in ts.data if str(t["key"]).startswith("wythoff-survey-")]
    assert len(ran) == expect_new
    assert list(rows["a"]) == list(range(1, 11))
    assert list(rows["key"][:4]) == list(first["key"])
    stored = sv.read(out)
    assert sorted(stored["key"]) == sorted(rows["key"])
    with get_task_stream(client) as ts:
        again = w.survey("a_wythoff", BOUND, **args)
    assert [t for t in ts.data if str(t["key"]).startswith("wythoff-survey-")] == []
    assert list(again["key"]) == list(rows["key"])


def test_a_member_over_its_budget_is_a_refused_row(client, tmp_path):
    rows = w.survey(
        "blocking_wythoff", 40_000, ranges={"k": [1, 40]}, client=client,
        out=tmp_path / "rows.jsonl", progress=False, learn_up_to=0, max_states=60, memory_mb=2,
    )
    assert list(rows["status"]) == ["done", "refused"], list(rows["reason"])
    assert "budget 2 MB" in rows["reason"][1]
    assert len(lines_of(tmp_path / "rows.jsonl")) == 2


def test_bad_input_is_one_error():
    with pytest.raises(w.WythoffError, match="not a built-in family"):
        w.survey("no_such_family", progress=False)
    with pytest.raises(w.WythoffError, match="declares no parameter 'z'"):
        w.survey("gdwn", ranges={"z": "1..3"}, progress=False)
    with pytest.raises(w.WythoffError, match="memory"):
        w.survey("gdwn", memory_mb=0, progress=False)
