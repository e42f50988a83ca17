"""Surveys of whole game families on Dask: one task per member, rows streamed to a file.

:func:`survey` runs every member of a family (a built-in family, or a rules file with a
``[survey]`` table of parameter ranges) as one Dask task. Each task calls the Rust library
(``games::rules::survey::member``, the rows ``wythoff survey`` prints) with the GIL
released and returns the member's row as a sealed JSON line (the row format's version and
a CRC-32). The rows are written as the tasks finish, so a rerun with the same ``out``
computes only the members not yet in the file (after a crash, a killed worker or a
cancelled notebook cell). A task that kills its worker process every time it runs (Dask's
``KilledWorker``, the worker's memory limit) is a ``refused`` row with the reason, and the
survey goes on; a member the library refuses up front (its engine's estimated memory over
``memory_mb``) is a ``refused`` row too.

Route: the members and their keys (``_native.survey_members``); the rows already in
``out``; one ``client.submit`` per missing member (``pure=False``: each row computed once;
Dask reschedules the task of a worker that died); ``as_completed`` writes each row once
(by its key) and moves the progress bar. Without ``client``, a ``LocalCluster`` with one
single-threaded worker process per core of this machine runs the survey and is closed
at the end.

Files: ``*.parquet`` is a folder of Parquet parts (``part-NNNNN.parquet``, each written
whole under a temporary name and then renamed, at most every 32 rows or 10 seconds), each
row with its sealed ``line`` beside the table's columns; any other name is JSON lines (one
sealed row a line, flushed after each row; the format of ``wythoff survey --out``, so
``wythoff survey --merge`` joins it with the command line's shards). On a rerun every
stored row's checksum and version is checked; a JSON-lines file's torn last line is cut
off and recomputed.

Cost: the members' own (each states its cost in ``docs/survey.md``), plus Dask's
per-task overhead (measured in ``python/benches/survey_overhead.py``).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any, Iterable, Mapping, Optional, Sequence, Union

from . import _native

__all__ = ["survey", "read", "frame"]

PathLike = Union[str, "os.PathLike[str]"]

#: The row fields, in the table's order (the parameters come after ``family``).
FIELDS = [
    "status",
    "reason",
    "bound",
    "engine",
    "p_positions",
    "compared",
    "points",
    "periodic",
    "system",
    "ost",
    "automaton",
    "states",
    "learned_length",
    "obstacle",
    "wythoff",
    "wythoff_difference",
    "seconds",
    "peak_mb",
    "key",
]

_PART_ROWS = 32
_PART_SECONDS = 10.0


def _run_member(
    text: str,
    params: list[tuple[str, int]],
    bound: int,
    settings: tuple[int, int, int, bool],
) -> str:
    """One Dask task: the member's sealed row (the GIL released inside)."""
    learn_up_to, max_states, memory_mb, wythoff = settings
    return _native.survey_member(
        text, params, bound, learn_up_to, max_states, memory_mb, wythoff
    )


def _rows_of_lines(lines: Iterable[str]) -> list[dict[str, Any]]:
    out = []
    for line in lines:
        row = json.loads(line)
        row["line"] = line
        out.append(row)
    return out


def frame(rows: Sequence[Mapping[str, Any]]):
    """The rows (dicts of the JSON lines) as a pandas DataFrame: one column per parameter
    after ``family``, then :data:`FIELDS`; ``points`` is the JSON text of the list of
    aggregation points, ``wythoff_difference`` a pair or ``None``; the settings as
    ``learn_up_to``, ``max_states``, ``memory_mb``."""
    import pandas as pd

    names: list[str] = []
    for r in rows:
        for k in r["params"]:
            if k not in names:
                names.append(k)
    table = []
    for r in rows:
        t: dict[str, Any] = {"family": r["family"]}
        for k in names:
            t[k] = r["params"].get(k)
        for f in FIELDS:
            v = r.get(f)
            if f == "points":
                v = json.dumps(v)
            elif f == "wythoff_difference" and v is not None:
                v = tuple(v)
            t[f] = v
        for k in ("learn_up_to", "max_states", "memory_mb"):
            t[k] = r["settings"][k]
        table.append(t)
    return pd.DataFrame(table, columns=["family", *names, *FIELDS, "learn_up_to", "max_states", "memory_mb"])


class _Store:
    """The rows already in ``out`` and the writer of new ones."""

    def __init__(self, out: Optional[PathLike]):
        self.path = None if out is None else Path(out)
        self.parquet = self.path is not None and self.path.suffix == ".parquet"
        self.pending: list[dict[str, Any]] = []
        self.last = time.monotonic()
        self.file = None
        self.next_part = 0

    def load(self) -> list[str]:
        """The sealed lines already stored (each checked)."""
        if self.path is None:
            return []
        if self.parquet:
            import pyarrow.parquet as pq

            self.path.mkdir(parents=True, exist_ok=True)
            lines = []
            parts = sorted(self.path.glob("part-*.parquet"))
            for part in parts:
                for line in pq.read_table(part, columns=["line"]).column("line").to_pylist():
                    try:
                        lines.append(_native.survey_check_line(line))
                    except _native.WythoffError as e:
                        raise _native.WythoffError(f"{part}: {e}") from None
                n = part.stem.split("-")[-1]
                if n.isdigit():
                    self.next_part = max(self.next_part, int(n) + 1)
            return lines
        text = self.path.read_bytes().decode() if self.path.exists() else ""
        lines, valid = _native.survey_read(str(self.path), text)
        self.file = open(self.path, "a+b")
        self.file.truncate(valid)
        self.file.seek(0, os.SEEK_END)
        return lines

    def add(self, row: dict[str, Any]) -> None:
        if self.path is None:
            return
        if self.parquet:
            self.pending.append(row)
            if len(self.pending) >= _PART_ROWS or time.monotonic() - self.last >= _PART_SECONDS:
                self.flush()
            return
        assert self.file is not None
        self.file.write((row["line"] + "\n").encode())
        self.file.flush()

    def flush(self) -> None:
        if self.parquet and self.pending:
            import pyarrow as pa
            import pyarrow.parquet as pq

            assert self.path is not None
            table = frame(self.pending)
            table["line"] = [r["line"] for r in self.pending]
            table["wythoff_difference"] = table["wythoff_difference"].map(
                lambda v: None if v is None else json.dumps(list(v))
            )
            name = self.path / f"part-{self.next_part:05d}.parquet"
            tmp = self.path / f".part-{self.next_part:05d}.parquet.tmp"
            pq.write_table(pa.Table.from_pandas(table, preserve_index=False), tmp)
            os.replace(tmp, name)
            self.next_part += 1
            self.pending = []
        self.last = time.monotonic()

    def close(self) -> None:
        self.flush()
        if self.file is not None:
            self.file.flush()
            os.fsync(self.file.fileno())
            self.file.close()
            self.file = None


def read(path: PathLike):
    """The rows of a survey's output file (JSON lines or a ``.parquet`` folder), each row's
    checksum and version checked, as a DataFrame (:func:`frame`)."""
    store = _Store(path)
    if not store.parquet and not Path(path).exists():
        raise _native.WythoffError(f"{path}: no such file")
    lines = store.load()
    store.close()
    return frame(_rows_of_lines(lines))


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def survey(
    family: Union[str, PathLike],
    bound: int = 10_000,
    *,
    ranges: Optional[Mapping[str, Union[str, Sequence[int], int]]] = None,
    where: Optional[str] = None,
    learn_up_to: int = 2_000,
    max_states: int = 200,
    memory_mb: int = 4_096,
    wythoff: bool = True,
    client: Any = None,
    out: Optional[PathLike] = None,
    progress: bool = True,
):
    """Survey a game family on Dask: one row per member, as a pandas DataFrame.

    ``family``: a built-in family (``blocking_wythoff``, ``wythoff_terminal``, ``gdwn``,
    ``a_wythoff``, ``hst_box``; ``wythoff survey --families`` lists them) or the path of a
    rules file (its ``[survey]`` table gives the ranges). ``ranges`` replaces a
    parameter's values (``{"k": "1..64"}``, ``{"q": [3, 5]}``), ``where`` the condition
    (``"p < q"``). ``bound``, ``learn_up_to``, ``max_states``, ``memory_mb`` and
    ``wythoff`` mean what ``wythoff survey``'s flags of those names mean.

    ``client``: any ``dask.distributed.Client`` (``Client("tcp://HOST:8786")``); without
    one, a ``LocalCluster`` of one single-threaded worker process per core runs the
    survey. ``out``: the rows are written there as they finish (``*.parquet``: a folder of
    Parquet parts; else JSON lines), and the members already there are not computed
    again. ``progress``: a tqdm bar and the dashboard's link (on standard error).

    The rows are in the members' order (the first range slowest).
    """
    settings = (int(learn_up_to), int(max_states), int(memory_mb), bool(wythoff))
    spec = os.fspath(family)
    text = None
    if Path(spec).is_file():
        text = Path(spec).read_text()
    pairs: list[tuple[str, str]] = []
    for k, v in (ranges or {}).items():
        if isinstance(v, str):
            pairs.append((k, v))
        elif isinstance(v, int):
            pairs.append((k, str(v)))
        else:
            pairs.append((k, ",".join(str(int(x)) for x in v)))
    _, members = _native.survey_members(
        spec, text, pairs, where, int(bound), *settings
    )
    store = _Store(out)
    done: dict[str, dict[str, Any]] = {}
    for row in _rows_of_lines(store.load()):
        done.setdefault(row["key"], row)
    todo = []
    seen = set(done)
    for text_m, params, key in members:
        if key not in seen:
            seen.add(key)
            todo.append((text_m, params, key))
    own = None
    try:
        if todo:
            from dask.distributed import as_completed

            if client is None:
                from dask.distributed import Client, LocalCluster

                cluster = LocalCluster(
                    n_workers=_cores(),
                    threads_per_worker=1,
                    processes=True,
                    dashboard_address=":0",
                )
                own = (Client(cluster), cluster)
                client = own[0]
            bar = None
            if progress:
                from tqdm.auto import tqdm

                print(f"Dask dashboard: {client.dashboard_link}", file=sys.stderr)
                bar = tqdm(total=len(members), initial=len(members) - len(todo), desc="survey")
            by_future = {}
            for text_m, params, key in todo:
                fut = client.submit(
                    _run_member,
                    text_m,
                    params,
                    int(bound),
                    settings,
                    key=f"wythoff-survey-{key}",
                    pure=False,
                )
                by_future[fut] = (text_m, params, key)
            for fut in as_completed(list(by_future)):
                text_m, params, key = by_future.pop(fut)
                try:
                    line = fut.result()
                except Exception as e:  # the task's failure is the member's row
                    status = "refused" if type(e).__name__ == "KilledWorker" else "error"
                    reason = (
                        f"the task killed its worker process each time it ran (a worker's memory limit, "
                        f"or a crash): {e}"
                        if status == "refused"
                        else f"{type(e).__name__}: {e}"
                    )
                    line = _native.survey_stopped(
                        text_m, params, int(bound), *settings, status, reason
                    )
                row = _rows_of_lines([line])[0]
                if row["key"] not in done:
                    done[row["key"]] = row
                    store.add(row)
                fut.release()
                if bar is not None:
                    bar.update(1)
            if bar is not None:
                bar.close()
    finally:
        store.close()
        if own is not None:
            own[0].close()
            own[1].close()
    rows = []
    for _, _, key in members:
        if key in done:
            rows.append(done[key])
    return frame(rows)
