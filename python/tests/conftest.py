"""Shared fixtures: the repository, and the `wythoff` command line the module is
compared with (`WYTHOFF_BIN`, default target/release/wythoff: `cargo build --release`)."""

import json
import os
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


class Cli:
    def __init__(self, path: Path) -> None:
        self.path = path

    def run(self, *args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(self.path), *args], cwd=cwd, capture_output=True, text=True, timeout=600
        )

    def json(self, *args: str, cwd: Path = REPO):
        done = self.run(*args, cwd=cwd)
        assert done.returncode == 0, f"wythoff {' '.join(args)}: {done.stderr}"
        return json.loads(done.stdout)

    def error(self, *args: str) -> str:
        """The one-line message of a refused request (exit 2), without `error: `."""
        done = self.run(*args)
        assert done.returncode == 2, f"wythoff {' '.join(args)}: exit {done.returncode}"
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr
        return lines[0][len("error: "):]


@pytest.fixture(scope="session")
def cli() -> Cli:
    path = Path(os.environ.get("WYTHOFF_BIN", REPO / "target" / "release" / "wythoff"))
    assert path.exists(), f"{path} is missing: run `cargo build --release` (or set WYTHOFF_BIN)"
    return Cli(path)


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO
