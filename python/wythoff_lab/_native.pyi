"""Type stubs of the native part (``python/src/lib.rs``); the documented API is the
package's (``wythoff_lab/__init__.py``)."""

from typing import Any, Callable, Optional

import numpy as np
import numpy.typing as npt

class WythoffError(ValueError):
    """A request refused or malformed: the command line's one-line message."""

class Outcome:
    """What one Walnut command answered."""

    name: str
    result: str
    states: int
    witness: Optional[str]
    vars: list[str]
    text: Optional[str]
    seconds: float
    line: str

class Session:
    """A Walnut session whose definitions stay from one ``run`` to the next."""

    def __init__(
        self,
        walnut_home: Optional[str] = None,
        open_evals: bool = True,
        base_dir: Optional[str] = None,
    ) -> None: ...
    def run(self, script: str) -> list[Outcome]: ...
    def states(self, name: str) -> Optional[int]: ...
    def gv(self, name: str) -> Optional[str]: ...
    @property
    def history(self) -> str: ...
    def learn(
        self,
        name: str,
        game: str,
        numeration: str = "msd_fib",
        up_to: int = 1000,
        max_states: int = 500,
        k: Optional[int] = None,
        piles: Optional[int] = None,
        f: Optional[str] = None,
        alter: Optional[str] = None,
        params: Optional[dict[str, int]] = None,
    ) -> tuple[int, int]: ...
    def export(self, dir: str, name: str = "session") -> list[str]: ...

def prove(
    script: str,
    walnut_home: Optional[str] = None,
    open_evals: bool = True,
    base_dir: Optional[str] = None,
) -> list[Outcome]: ...
def positions(
    game: str,
    count: Optional[int] = None,
    nth: Optional[int] = None,
    max_sum: Optional[int] = None,
    k: Optional[int] = None,
    piles: Optional[int] = None,
    f: Optional[str] = None,
    alter: Optional[str] = None,
    columns: Optional[int] = None,
    engine: str = "fast",
    past_compared: bool = False,
    progress: Optional[Callable[[int], Any]] = None,
) -> tuple[npt.NDArray[np.uint64], list[str]]: ...
def grundy(
    game: str,
    side: int,
    k: Optional[int] = None,
    alter: Optional[str] = None,
    past_compared: bool = False,
) -> tuple[npt.NDArray[np.uint32], Optional[str]]: ...
def check(id: str, bound: Optional[int] = None, deep: bool = False) -> tuple[str, bool]: ...
def catalog() -> str: ...

def survey_members(
    spec: str,
    text: Optional[str],
    ranges: list[tuple[str, str]],
    where_: Optional[str],
    bound: int,
    learn_up_to: int,
    max_states: int,
    memory_mb: int,
    wythoff: bool,
) -> tuple[str, list[tuple[str, list[tuple[str, int]], str]]]: ...
def survey_member(
    text: str,
    params: list[tuple[str, int]],
    bound: int,
    learn_up_to: int,
    max_states: int,
    memory_mb: int,
    wythoff: bool,
) -> str: ...
def survey_read(what: str, text: str) -> tuple[list[str], int]: ...
def survey_check_line(line: str) -> str: ...
def survey_stopped(
    text: str,
    params: list[tuple[str, int]],
    bound: int,
    learn_up_to: int,
    max_states: int,
    memory_mb: int,
    wythoff: bool,
    status: str,
    reason: str,
) -> str: ...
class Game:
    @staticmethod
    def load(spec: str, params: Optional[dict[str, int]] = None) -> Game: ...
    @staticmethod
    def from_text(text: str, params: Optional[dict[str, int]] = None) -> Game: ...
    @staticmethod
    def gallery() -> list[str]: ...
    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def params(self) -> dict[str, int]: ...
    @property
    def text(self) -> str: ...
    def positions(
        self,
        count: Optional[int] = None,
        nth: Optional[int] = None,
        side: Optional[int] = None,
        upper: bool = False,
        past_compared: bool = False,
    ) -> tuple[npt.NDArray[np.uint64], Optional[str]]: ...
    def grundy(
        self, side: int, past_compared: bool = False
    ) -> tuple[npt.NDArray[np.uint32], Optional[str]]: ...
    def guess(
        self,
        numeration: Optional[str] = None,
        up_to: int = 1000,
        max_states: int = 500,
        out: Optional[str] = None,
    ) -> str: ...
    def check(
        self,
        conjectures: Optional[str] = None,
        side: int = 100,
        numeration: Optional[str] = None,
        up_to: int = 1000,
        max_states: int = 500,
        box_only: bool = False,
    ) -> str: ...
