"""docs/survey.md as written: each Python block runs (in a fresh folder); the cluster
example against a scheduler on this machine's loopback address; the Slurm example through
dask-jobqueue with stand-ins for sbatch and scancel that start the job script here; the
row table names every field of a row; the `[survey]` example is a family."""

import json
import os
import re
import signal
import stat
from pathlib import Path

import pytest

pytest.importorskip("dask.distributed", reason="SKIPPED: dask[distributed] is not installed")
pytest.importorskip("pandas", reason="SKIPPED: pandas is not installed")
pytest.importorskip("pyarrow", reason="SKIPPED: pyarrow is not installed")

from wythoff_lab import _native  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
DOC = (REPO / "docs" / "survey.md").read_text()


def blocks(info):
    return re.findall(r"```" + info + r"\n(.*?)```", DOC, flags=re.S)


def python_block(containing):
    found = [b for b in blocks("python") if containing in b]
    assert len(found) == 1, f"one Python block of docs/survey.md shows {containing!r}"
    return found[0]


def run_block(code, cwd, monkeypatch):
    monkeypatch.chdir(cwd)
    ns = {"__name__": "__main__"}
    exec(compile(code, "docs/survey.md", "exec"), ns)
    return ns


def test_the_documented_call(tmp_path, monkeypatch, capsys):
    ns = run_block(python_block("rows = w.survey(\"blocking_wythoff\""), tmp_path, monkeypatch)
    rows = ns["rows"]
    assert list(rows["k"]) == list(range(1, 5))
    assert (rows["status"] == "done").all()
    assert (tmp_path / "wk.parquet").is_dir()
    assert "automaton" in capsys.readouterr().out


def test_the_cluster_example(tmp_path, monkeypatch):
    from dask.distributed import LocalCluster

    code = python_block('Client("tcp://HOST:8786")')
    with LocalCluster(
        n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=":0"
    ) as cluster:
        ns = run_block(code.replace("tcp://HOST:8786", cluster.scheduler_address), tmp_path, monkeypatch)
        ns["client"].close()
    rows = ns["rows"]
    assert len(rows) > 0 and (rows["status"] == "done").all()
    assert len((tmp_path / "a_wythoff.jsonl").read_text().splitlines()) == len(rows)


SBATCH = """#!/bin/sh
# A stand-in for Slurm's sbatch: runs the job script here, in its own process group.
d="$FAKE_SLURM"
id=$$
cp "$1" "$d/job-$id.sh"
setsid bash "$d/job-$id.sh" > "$d/job-$id.log" 2>&1 &
echo $! > "$d/job-$id.pid"
echo "Submitted batch job $id"
"""

SCANCEL = """#!/bin/sh
# A stand-in for Slurm's scancel: ends the job's process group.
for id in "$@"; do
    pid=$(cat "$FAKE_SLURM/job-$id.pid" 2>/dev/null) && kill -TERM -- "-$pid" 2>/dev/null
done
exit 0
"""


def test_the_slurm_example(tmp_path, monkeypatch):
    pytest.importorskip("dask_jobqueue", reason="SKIPPED: dask-jobqueue is not installed")
    slurm = tmp_path / "slurm"
    slurm.mkdir()
    for name, text in [("sbatch", SBATCH), ("scancel", SCANCEL), ("squeue", "#!/bin/sh\nexit 0\n")]:
        p = slurm / name
        p.write_text(text)
        p.chmod(p.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("FAKE_SLURM", str(slurm))
    monkeypatch.setenv("PATH", f"{slurm}{os.pathsep}{os.environ['PATH']}")
    work = tmp_path / "work"
    work.mkdir()
    import dask

    try:
        # Scheduler and workers on the loopback interface only.
        with dask.config.set({"jobqueue.slurm.interface": "lo"}):
            ns = run_block(python_block("SLURMCluster("), work, monkeypatch)
    finally:
        for pid_file in slurm.glob("job-*.pid"):
            try:
                os.killpg(int(pid_file.read_text()), signal.SIGKILL)
            except (ProcessLookupError, ValueError):
                pass
    rows = ns["rows"]
    assert list(rows["l"]) == list(range(0, 4))
    assert (rows["status"] == "done").all()
    scripts = sorted(slurm.glob("job-*.sh"))
    assert len(scripts) == 2
    assert "#SBATCH" in scripts[0].read_text() and "--memory-limit" in scripts[0].read_text()


def test_the_row_table_names_every_field():
    _, members = _native.survey_members("gdwn", None, [("p", "1"), ("q", "2")], None, 64, 0, 10, 64, True)
    row = json.loads(_native.survey_member(members[0][0], members[0][1], 64, 0, 10, 64, True))
    table = DOC[DOC.index("| field | meaning |"):]
    named = re.findall(r"^\| `([a-z_]+)` \|", table, flags=re.M)
    assert named == list(row), "docs/survey.md's row table, in the row's order"


def test_the_survey_table_example_is_a_family():
    (example,) = blocks("toml")
    text = (REPO / "gallery" / "gdwn.toml").read_text() + "\n" + example
    name, members = _native.survey_members("gdwn.toml", text, [], None, 64, 0, 10, 64, True)
    assert name == "gdwn"
    assert [dict(p) for _, p, _ in members] == [{"p": 1, "q": q} for q in range(3, 13)]
