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
from ._native import Game as _NativeGame

__all__ = [
    "Game",
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


class Game:
    """A two-heap game from its rules file (``docs/games.md``), as ``wythoff game``.

    Positions and Grundy values are compared with the rules solver on the box they
    reach at request time; past it a request raises unless ``past_compared=True``.

    >>> g = Game("wythoff")
    >>> g.positions(count=4, upper=True).tolist()
    [[0, 0], [1, 2], [3, 5], [4, 7]]
    >>> g.guess()["proved"]
    True
    >>> Game("gdwn", p=3, q=4).guess()["states"]
    7
    """

    def __init__(self, spec: str, **params: int) -> None:
        """A gallery name (``Game.gallery()``) or a rules file's path; ``params`` set
        the file's parameters."""
        try:
            self._g = _NativeGame.load(str(spec), params or None)
        except WythoffError as e:
            raise _refused(e) from None

    @classmethod
    def from_file(cls, path: PathLike, **params: int) -> "Game":
        """The game of the rules file at ``path``."""
        return cls(os.fspath(path), **params)

    @classmethod
    def from_text(cls, text: str, **params: int) -> "Game":
        """The game of a rules file's text."""
        g = cls.__new__(cls)
        try:
            g._g = _NativeGame.from_text(text, params or None)
        except WythoffError as e:
            raise _refused(e) from None
        return g

    @staticmethod
    def gallery() -> list[str]:
        """The gallery's game names."""
        return list(_NativeGame.gallery())

    @property
    def name(self) -> str:
        return self._g.name

    @property
    def title(self) -> str:
        return self._g.title

    @property
    def params(self) -> dict[str, int]:
        return dict(self._g.params)

    @property
    def text(self) -> str:
        """The rules file's text."""
        return self._g.text

    def __repr__(self) -> str:
        return repr(self._g)

    def positions(
        self,
        count: Optional[int] = None,
        nth: Optional[int] = None,
        side: Optional[int] = None,
        upper: bool = False,
        past_compared: bool = False,
    ) -> np.ndarray:
        """P-positions in column order as an ``(n, 2)`` array: the first ``count``, the
        ``nth``, or every one of ``[0, side)^2``; ``upper`` keeps ``x <= y``."""
        try:
            array, note = self._g.positions(count, nth, side, upper, past_compared)
        except WythoffError as e:
            raise _refused(e) from None
        if note:
            _note(note)
        return array

    def grundy(self, side: int, past_compared: bool = False) -> np.ndarray:
        """Grundy values on ``[0, side)^2`` (row ``x``) as a ``uint32`` array."""
        try:
            array, note = self._g.grundy(side, past_compared)
        except WythoffError as e:
            raise _refused(e) from None
        if note:
            _note(note)
        return array

    def guess(
        self,
        numeration: Optional[str] = None,
        up_to: int = 1000,
        max_states: int = 500,
    ) -> dict[str, Any]:
        """Learn the P-set's automaton and prove it for every position: ``proved``,
        ``numeration`` (unless given, each system the positions name is tried in turn
        and the first proof wins), ``states``, ``length``, ``reasons`` (each system tried,
        ``"BASE: why"``), ``detail`` (the proof, or the last system's obstacle)."""
        try:
            return json.loads(self._g.guess(numeration, up_to, max_states, None))
        except WythoffError as e:
            raise _refused(e) from None

    def prove(
        self,
        out: PathLike,
        numeration: Optional[str] = None,
        up_to: int = 1000,
        max_states: int = 500,
    ) -> dict[str, Any]:
        """As :meth:`guess`, and write the Walnut proof file ``out`` (its automaton
        beside it) that ``wythoff prove`` and Walnut re-run."""
        try:
            return json.loads(
                self._g.guess(numeration, up_to, max_states, os.fspath(out))
            )
        except WythoffError as e:
            raise _refused(e) from None

    def check(
        self,
        conjectures: Optional[Union[str, PathLike]] = None,
        side: int = 100,
        numeration: Optional[str] = None,
        up_to: int = 1000,
        box_only: bool = False,
    ) -> list[dict[str, Any]]:
        """Check conjectures (a conjecture file's path or text; default the game's
        own) on ``[0, side)^2`` and, unless ``box_only``, for every position when the
        P-set is proved: one verdict per claim (``on_box``, ``for_every``,
        ``differs`` from the claim's ``expect``)."""
        c = None if conjectures is None else (
            conjectures if isinstance(conjectures, str) else os.fspath(conjectures)
        )
        try:
            return json.loads(
                self._g.check(c, side, numeration, up_to, 500, box_only)
            )
        except WythoffError as e:
            raise _refused(e) from None
