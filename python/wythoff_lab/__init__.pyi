"""Type stubs of the public API (the implementation and its examples: ``__init__.py``)."""

import os
from dataclasses import dataclass
from typing import Any, Callable, Optional, Union

import numpy as np
import numpy.typing as npt

from ._native import Outcome as Outcome
from ._native import Session as Session
from ._native import WythoffError as WythoffError

PathLike = Union[str, os.PathLike[str]]

class PastComparedWarning(UserWarning): ...

@dataclass(frozen=True)
class Verdict:
    id: str
    verdict: str
    recorded: str
    bound: int
    range: str
    evidence: str
    parts: list[dict[str, Any]]
    seconds: float
    matches_record: bool
    counterexample: Optional[str] = ...
    witness_changed: Optional[str] = ...
    proof: Optional[str] = ...
    raw: dict[str, Any] = ...

def prove(
    script: str,
    walnut_home: Optional[PathLike] = None,
    open_evals: bool = True,
    base_dir: Optional[PathLike] = None,
) -> list[Outcome]: ...
def positions(
    game: str,
    count: Optional[int] = None,
    nth: Optional[int] = None,
    *,
    past_compared: bool = False,
    progress: Union[bool, Callable[[int], Any]] = False,
    max_sum: Optional[int] = None,
    k: Optional[int] = None,
    piles: Optional[int] = None,
    f: Optional[str] = None,
    alter: Optional[str] = None,
    columns: Optional[int] = None,
    engine: str = "fast",
) -> npt.NDArray[np.uint64]: ...
def grundy(
    game: str,
    side: int,
    *,
    past_compared: bool = False,
    k: Optional[int] = None,
    alter: Optional[str] = None,
) -> npt.NDArray[np.uint32]: ...
def check(id: str, bound: Optional[int] = None, deep: bool = False) -> Verdict: ...
def catalog() -> list[dict[str, Any]]: ...
def survey(
    family: Union[str, "os.PathLike[str]"],
    bound: int = 10_000,
    *,
    ranges: Optional[dict[str, Union[str, list[int], int]]] = None,
    where: Optional[str] = None,
    learn_up_to: int = 2_000,
    max_states: int = 200,
    memory_mb: int = 4_096,
    wythoff: bool = True,
    client: Any = None,
    out: Optional[Union[str, "os.PathLike[str]"]] = None,
    progress: bool = True,
) -> Any: ...

class Game:
    def __init__(self, spec: str, **params: int) -> None: ...
    @classmethod
    def from_file(cls, path: PathLike, **params: int) -> Game: ...
    @classmethod
    def from_text(cls, text: str, **params: int) -> Game: ...
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
    ) -> npt.NDArray[np.uint64]: ...
    def grundy(self, side: int, past_compared: bool = False) -> npt.NDArray[np.uint32]: ...
    def guess(
        self, numeration: Optional[str] = None, up_to: int = 1000, max_states: int = 500
    ) -> dict[str, Any]: ...
    def prove(
        self,
        out: PathLike,
        numeration: Optional[str] = None,
        up_to: int = 1000,
        max_states: int = 500,
    ) -> dict[str, Any]: ...
    def check(
        self,
        conjectures: Optional[Union[str, PathLike]] = None,
        side: int = 100,
        numeration: Optional[str] = None,
        up_to: int = 1000,
        box_only: bool = False,
    ) -> list[dict[str, Any]]: ...
