"""wythoff-lab from Python: the prover, P-positions, catalog checks, Grundy values.

Every function calls the library functions the ``wythoff`` command line calls, so the
same gates apply: a request past the range where a game's engine is compared with its
independent twin is refused (a :class:`WythoffError` naming the range and
``past_compared=True``), and the games with a proved P-set are checked against it at
every position. Long calls release the GIL; progress is shown only when asked.

>>> import wythoff_lab as w
>>> w.positions("wythoff", count=4).tolist()
[[0, 0], [1, 2], [3, 5], [4, 7]]
>>> [o.line for o in w.prove('eval t "?msd_fib Ex x = 3";')]
['t: TRUE']

The Jupyter kernel for Walnut's language is :mod:`wythoff_lab.kernel`
(``python -m wythoff_lab.kernel install --user``).
"""

from __future__ import annotations

import json
import os
import sys
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Union

import numpy as np

from . import _native
from ._native import Outcome, Session, WythoffError
from .survey import survey

__all__ = [
    "Outcome",
    "PastComparedWarning",
    "Session",
    "Verdict",
    "WythoffError",
    "catalog",
    "check",
    "grundy",
    "positions",
    "prove",
    "survey",
]

PathLike = Union[str, "os.PathLike[str]"]


class PastComparedWarning(UserWarning):
    """A run allowed past the compared range: the values there are the engine's alone."""


def _python_words(message: str) -> str:
    # The command line's message, with its flag spelled as this module's argument.
    return message.replace("--past-compared", "past_compared=True")


def _refused(e: WythoffError) -> WythoffError:
    return WythoffError(_python_words(str(e)))


def _note(note: str) -> None:
    warnings.warn(_python_words(note), PastComparedWarning, stacklevel=3)


def prove(
    script: str,
    walnut_home: Optional[PathLike] = None,
    open_evals: bool = True,
    base_dir: Optional[PathLike] = None,
) -> list[Outcome]:
    """Run Walnut commands with the project's decision procedure (``wythoff prove``).

    One :class:`Outcome` per command (``load FILE;`` of a command file gives one per
    command of the file): ``name``, ``result`` (``"TRUE"``, ``"FALSE"``, ``"states"`` or
    ``"text"``), ``states``, ``witness`` (the smallest counterexample of a FALSE ``eval``
    under an outermost ``A``), ``vars``, ``text``, ``seconds`` and ``line`` (what
    ``wythoff prove`` prints). ``open_evals=False`` refuses an ``eval`` with free
    variables, as a proof does; ``walnut_home`` is a Walnut folder whose libraries supply
    ``$NAME`` and words the script does not define; ``load`` reads paths relative to
    ``base_dir`` (default: the working directory). A malformed script raises
    :class:`WythoffError` with the command line's message.

    >>> [o.line for o in prove('def even "?msd_2 Ek x = 2*k"; eval e "?msd_2 $even(4)";')]
    ['even: 2 states', 'e: TRUE']
    """
    home = os.fspath(walnut_home) if walnut_home is not None else None
    base = os.fspath(base_dir) if base_dir is not None else None
    return _native.prove(script, home, open_evals, base)


class _Bar:
    """A text progress line on standard error (tqdm's look, when tqdm is absent)."""

    def __init__(self, total: Optional[int], desc: str) -> None:
        self.total, self.desc, self.n = total, desc, 0

    def update(self, k: int) -> None:
        self.n += k
        if self.total:
            pct = 100 * self.n // max(self.total, 1)
            sys.stderr.write(f"\r{self.desc}: {pct:3d}% {self.n}/{self.total}")
        else:
            sys.stderr.write(f"\r{self.desc}: {self.n}")
        sys.stderr.flush()

    def close(self) -> None:
        sys.stderr.write("\n")
        sys.stderr.flush()


def _progress(total: Optional[int], desc: str) -> Any:
    try:
        from tqdm.auto import tqdm  # type: ignore[import-not-found]

        return tqdm(total=total, desc=desc, unit=" positions")
    except ImportError:
        return _Bar(total, desc)


_PARAMS = {"k", "piles", "f", "alter", "columns", "engine", "max_sum"}


def positions(
    game: str,
    count: Optional[int] = None,
    nth: Optional[int] = None,
    *,
    past_compared: bool = False,
    progress: Union[bool, Callable[[int], Any]] = False,
    **params: Any,
) -> np.ndarray:
    """P-positions of a game as a 2-D ``uint64`` array, one row per position.

    ``game`` and its parameters are those of ``wythoff positions``: ``"wythoff"``,
    ``"akiyama"``, ``"l1"`` and ``"positive"`` (``engine="fast"`` or ``"rules"``,
    ``max_sum=S`` in place of ``count``), ``"lythoff"`` (``piles=K``, ``f="1+B1"``),
    ``"blocking"`` (``k=K``), ``"altered"`` (``alter="P: box 2x2"``, ``columns=T``).
    ``count=N`` gives positions ``0..N-1``, ``nth=N`` position ``N`` alone (one row).
    A request past the range where the engine is compared with its twin raises
    :class:`WythoffError` unless ``past_compared=True`` (then a
    :class:`PastComparedWarning` says so). ``progress=True`` shows a progress bar (tqdm
    when installed), or pass a callable taking the positions done so far.

    >>> positions("blocking", count=5, k=2).tolist()
    [[0, 0], [0, 1], [1, 3], [2, 2], [2, 5]]
    >>> positions("lythoff", nth=3, piles=3).tolist()
    [[5, 9, 13]]
    """
    unknown = set(params) - _PARAMS
    if unknown:
        raise TypeError(
            f"positions() got unknown parameter(s) {', '.join(sorted(unknown))} "
            f"(known: {', '.join(sorted(_PARAMS))})"
        )
    bar = None
    callback: Optional[Callable[[int], Any]] = None
    if callable(progress):
        callback = progress
    elif progress:
        total = count if count is not None else (1 if nth is not None else None)
        bar = _progress(total, f"positions {game}")
        last = [0]

        def callback(done: int) -> None:
            bar.update(done - last[0])
            last[0] = done

    try:
        array, notes = _native.positions(
            game,
            count,
            nth,
            params.get("max_sum"),
            params.get("k"),
            params.get("piles"),
            params.get("f"),
            params.get("alter"),
            params.get("columns"),
            params.get("engine", "fast"),
            past_compared,
            callback,
        )
    except WythoffError as e:
        raise _refused(e) from None
    finally:
        if bar is not None:
            bar.close()
    for note in notes:
        _note(note)
    return array


def grundy(
    game: str, side: int, *, past_compared: bool = False, **params: Any
) -> np.ndarray:
    """Sprague-Grundy values ``G(x, y)`` on ``[0, side)^2`` as a 2-D ``uint32`` array.

    ``game`` is ``"wythoff"``, ``"blocking"`` (``k=1`` only: for ``k >= 2`` the values
    are not defined, and the request raises) or ``"altered"`` (``alter=SPEC``). Row ``x``
    holds ``G(x, 0..side-1)``, as the lines of ``wythoff grundy``. Past the compared side
    only with ``past_compared=True``.

    >>> grundy("wythoff", 4).tolist()
    [[0, 1, 2, 3], [1, 2, 0, 4], [2, 0, 1, 5], [3, 4, 5, 6]]
    """
    unknown = set(params) - {"k", "alter"}
    if unknown:
        raise TypeError(f"grundy() got unknown parameter(s) {', '.join(sorted(unknown))}")
    try:
        array, note = _native.grundy(
            game, side, params.get("k"), params.get("alter"), past_compared
        )
    except WythoffError as e:
        raise _refused(e) from None
    if note:
        _note(note)
    return array


@dataclass(frozen=True)
class Verdict:
    """A catalog statement's verdict (``wythoff check ID --json``)."""

    id: str
    verdict: str
    recorded: str
    bound: int
    range: str
    evidence: str
    parts: list[dict[str, Any]]
    seconds: float
    matches_record: bool
    counterexample: Optional[str] = None
    witness_changed: Optional[str] = None
    proof: Optional[str] = None
    raw: dict[str, Any] = field(default_factory=dict, repr=False)


def check(id: str, bound: Optional[int] = None, deep: bool = False) -> Verdict:
    """Check one catalog statement (``wythoff check ID``) and return its verdict.

    ``verdict`` is ``proved``, ``holds``, ``refuted``, ``erratum`` or ``measured``;
    ``range`` says what was checked and ``evidence`` how; ``parts`` has every claim with
    its own outcome. ``bound`` is the statement's own bound (each statement says what
    it bounds), ``deep=True`` its deep bound.

    >>> v = check("hst.beams", bound=1000)
    >>> v.verdict, v.matches_record
    ('holds', True)
    """
    text, matches = _native.check(id, bound, deep)
    raw = json.loads(text)
    return Verdict(
        id=raw["id"],
        verdict=raw["verdict"],
        recorded=raw["recorded"],
        bound=raw["bound"],
        range=raw["range"],
        evidence=raw["evidence"],
        parts=raw["parts"],
        seconds=raw["seconds"],
        matches_record=matches,
        counterexample=raw.get("counterexample"),
        witness_changed=raw.get("witness_changed"),
        proof=raw.get("proof"),
        raw=raw,
    )


def catalog() -> list[dict[str, Any]]:
    """Every catalog statement, as the rows of ``wythoff list --json``: ``id``,
    ``paper``, ``number``, ``kind``, ``kinds``, ``words``, ``bound``, ``recorded``,
    ``note``.

    >>> any(s["id"] == "hst.beams" for s in catalog())
    True
    """
    return json.loads(_native.catalog())
