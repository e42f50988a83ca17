"""A Jupyter kernel for Walnut's language, answered by wythoff-lab's prover.

Each cell holds Walnut commands (``def``, ``eval``, ``reg``, ``morphism``, ...; the
prover's list is docs/prover.md); one :class:`wythoff_lab.Session` lives as long as
the kernel, so definitions made in one cell are used by the next, as in a Walnut
session. A cell's result is one line per command (``NAME: TRUE``, ``NAME: FALSE
(counterexample: ...)``, ``NAME: N states``), and the picture of the last automaton the
cell defines when it has at most ``DRAW_STATES`` states (Walnut's Graphviz drawing,
rendered to SVG by Graphviz's ``dot``). Lines starting with ``%`` are magics:

* ``%learn NAME GAME [--k K] [--piles P] [--f F] [--alter SPEC] [--numeration N]
  [--up-to B] [--max-states S]``: learn a two-pile game's P-set as ``wythoff guess``
  does (learned, then proved for every position) and define it as ``$NAME``;
* ``%game FILE|NAME [--as DEF] [--param K=V ...] [--numeration N] [--up-to B]
  [--max-states S]``: a game from its rules file (a path or a gallery name), its P-set
  learned and proved as ``wythoff game FILE guess`` does (the numeration its positions
  name unless ``--numeration``), defined as ``$P`` (or ``$DEF``);
* ``%draw NAME``: the picture of a definition, whatever its size;
* ``%export DIR [NAME]``: write the session for Walnut (``Command Files/NAME.txt``, the
  learned and loaded automata in ``Automata Library/``, a README.txt);
* ``%history``: the commands run so far.

Install: ``python -m wythoff_lab.kernel install --user`` (or ``--sys-prefix``,
``--prefix DIR``); then pick "Walnut (wythoff-lab)" in Jupyter.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from typing import Any, Optional

from ipykernel.kernelbase import Kernel

from . import Session, WythoffError

__all__ = ["WalnutKernel", "install", "svg", "DRAW_STATES", "KERNEL_NAME"]

#: Automata with at most this many states are drawn after a cell.
DRAW_STATES = 50

#: The kernel's name in Jupyter's kernelspecs.
KERNEL_NAME = "walnut"


def svg(dot_text: str) -> Optional[str]:
    """The SVG of a Graphviz drawing from ``dot -Tsvg`` (``None`` without Graphviz)."""
    dot = shutil.which("dot")
    if dot is None:
        return None
    done = subprocess.run(
        [dot, "-Tsvg"], input=dot_text.encode(), capture_output=True, timeout=60
    )
    if done.returncode != 0:
        return None
    return done.stdout.decode()


def _learn_args(words: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="%learn", add_help=False, exit_on_error=False)
    p.add_argument("name")
    p.add_argument("game", choices=["wythoff", "blocking", "lythoff", "altered"])
    p.add_argument("--k", type=int)
    p.add_argument("--piles", type=int)
    p.add_argument("--f")
    p.add_argument("--alter")
    p.add_argument("--numeration", default="msd_fib")
    p.add_argument("--up-to", type=int, default=1000)
    p.add_argument("--max-states", type=int, default=500)
    try:
        return p.parse_args(words)
    except (argparse.ArgumentError, SystemExit) as e:
        raise WythoffError(f"%learn: {e}" if str(e) else "%learn: bad arguments") from None


def _game_args(words: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="%game", add_help=False, exit_on_error=False)
    p.add_argument("spec")
    p.add_argument("--as", dest="name", default="P")
    p.add_argument("--param", action="append", default=[])
    p.add_argument("--numeration", default="auto")
    p.add_argument("--up-to", type=int, default=1000)
    p.add_argument("--max-states", type=int, default=500)
    try:
        a = p.parse_args(words)
    except (argparse.ArgumentError, SystemExit) as e:
        raise WythoffError(f"%game: {e}" if str(e) else "%game: bad arguments") from None
    params = {}
    for kv in a.param:
        k, sep, v = kv.partition("=")
        try:
            params[k.strip()] = int(v)
        except ValueError:
            raise WythoffError(f"%game: --param {kv}: write NAME=VALUE (an integer)") from None
        if not sep:
            raise WythoffError(f"%game: --param {kv}: write NAME=VALUE")
    a.params = params
    return a


class WalnutKernel(Kernel):
    """The kernel: each cell runs in one :class:`wythoff_lab.Session`."""

    implementation = "wythoff_lab"
    implementation_version = "0.1.0"
    language = "walnut"
    language_version = "wythoff-lab"
    language_info = {
        "name": "walnut",
        "mimetype": "text/x-walnut",
        "file_extension": ".txt",
    }
    banner = "Walnut's language, answered by wythoff-lab's prover"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.walnut = Session(base_dir=os.getcwd())

    # Output -------------------------------------------------------------------------

    def _text(self, text: str, name: str = "stdout") -> None:
        if not self.silent:
            self.send_response(self.iopub_socket, "stream", {"name": name, "text": text})

    def _picture(self, name: str, states: int) -> None:
        gv = self.walnut.gv(name)
        if gv is None or self.silent:
            return
        picture = svg(gv)
        data = {"text/plain": f"{name}: {states} states (drawn by Graphviz's dot)"}
        if picture is None:
            data = {"text/plain": f"{name}: no picture (Graphviz's dot is not installed)"}
        else:
            data["image/svg+xml"] = picture
        self.send_response(
            self.iopub_socket, "display_data", {"data": data, "metadata": {}}
        )

    # Commands -----------------------------------------------------------------------

    def _walnut(self, script: str) -> None:
        outcomes = self.walnut.run(script)
        if outcomes:
            self._text("".join(o.line + "\n" for o in outcomes))
        drawn = [o for o in outcomes if o.result == "states" and self.walnut.states(o.name) is not None]
        if drawn:
            last = drawn[-1]
            if last.states <= DRAW_STATES:
                self._picture(last.name, last.states)

    def _magic(self, line: str) -> None:
        words = shlex.split(line[1:])
        if not words:
            raise WythoffError("an empty magic (known: %learn, %game, %draw, %export, %history)")
        cmd, args = words[0], words[1:]
        if cmd == "learn":
            a = _learn_args(args)
            states, length = self.walnut.learn(
                a.name,
                a.game,
                a.numeration,
                a.up_to,
                a.max_states,
                a.k,
                a.piles,
                a.f,
                a.alter,
            )
            self._text(
                f"{a.name}: learned and proved, {states} states "
                f"({a.numeration}, learned to length {length}); defined as ${a.name}\n"
            )
            if states <= DRAW_STATES:
                self._picture(a.name, states)
        elif cmd == "game":
            a = _game_args(args)
            states, length = self.walnut.learn(
                a.name, a.spec, a.numeration, a.up_to, a.max_states,
                None, None, None, None, a.params,
            )
            self._text(
                f"{a.spec}: learned and proved, {states} states "
                f"(learned to length {length}); defined as ${a.name}\n"
            )
            if states <= DRAW_STATES:
                self._picture(a.name, states)
        elif cmd == "draw":
            if len(args) != 1:
                raise WythoffError("%draw NAME: one name")
            states = self.walnut.states(args[0])
            if states is None:
                raise WythoffError(f"%draw: '{args[0]}' is not defined")
            self._picture(args[0], states)
        elif cmd == "export":
            if not 1 <= len(args) <= 2:
                raise WythoffError("%export DIR [NAME]")
            name = args[1] if len(args) == 2 else "session"
            for p in self.walnut.export(args[0], name):
                self._text(f"wrote {p}\n")
        elif cmd == "history":
            self._text(self.walnut.history)
        else:
            raise WythoffError(
                f"unknown magic %{cmd} (known: %learn, %game, %draw, %export, %history)"
            )

    def do_execute(
        self,
        code: str,
        silent: bool,
        store_history: bool = True,
        user_expressions: Optional[dict] = None,
        allow_stdin: bool = False,
    ) -> dict:
        self.silent = silent
        try:
            block: list[str] = []
            for line in code.splitlines():
                if line.lstrip().startswith("%"):
                    if block:
                        self._walnut("\n".join(block))
                        block = []
                    self._magic(line.strip())
                else:
                    block.append(line)
            if any(line.strip() for line in block):
                self._walnut("\n".join(block))
        except WythoffError as e:
            error = {"ename": "WythoffError", "evalue": str(e), "traceback": [f"error: {e}"]}
            if not silent:
                self.send_response(self.iopub_socket, "error", error)
            return {"status": "error", "execution_count": self.execution_count, **error}
        return {
            "status": "ok",
            "execution_count": self.execution_count,
            "payload": [],
            "user_expressions": {},
        }

    def do_complete(self, code: str, cursor_pos: int) -> dict:
        return {
            "status": "ok",
            "matches": [],
            "cursor_start": cursor_pos,
            "cursor_end": cursor_pos,
            "metadata": {},
        }


def install(user: bool = False, prefix: Optional[str] = None) -> str:
    """Install the kernelspec (``KERNEL_NAME``) running this Python; its folder."""
    from jupyter_client.kernelspec import KernelSpecManager

    spec = {
        "argv": [sys.executable, "-m", "wythoff_lab.kernel", "-f", "{connection_file}"],
        "display_name": "Walnut (wythoff-lab)",
        "language": "walnut",
    }
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "kernel.json"), "w") as f:
            json.dump(spec, f, indent=1)
        return KernelSpecManager().install_kernel_spec(
            d, KERNEL_NAME, user=user, prefix=prefix
        )


def main(argv: Optional[list[str]] = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "install":
        p = argparse.ArgumentParser(prog="python -m wythoff_lab.kernel install")
        where = p.add_mutually_exclusive_group()
        where.add_argument("--user", action="store_true", help="in the user's Jupyter folder")
        where.add_argument("--sys-prefix", action="store_true", help="in sys.prefix (a venv)")
        where.add_argument("--prefix", help="under PREFIX/share/jupyter/kernels")
        a = p.parse_args(argv[1:])
        prefix = sys.prefix if a.sys_prefix else a.prefix
        print(f"installed the kernel '{KERNEL_NAME}' in {install(user=a.user, prefix=prefix)}")
        return
    from ipykernel.kernelapp import IPKernelApp

    IPKernelApp.launch_instance(argv=argv, kernel_class=WalnutKernel)


if __name__ == "__main__":
    main()
