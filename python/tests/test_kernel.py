"""The kernel: examples/w4.ipynb (learn, prove, draw, export W^4's P-set) executed by
nbclient under the installed kernelspec, its outputs checked against the command line."""

import os
import re

import nbformat
import pytest
from nbclient import NotebookClient

import wythoff_lab as w
from wythoff_lab import kernel


@pytest.fixture(scope="module")
def kernel_env(tmp_path_factory):
    prefix = tmp_path_factory.mktemp("jupyter")
    kernel.install(prefix=str(prefix))
    old = os.environ.get("JUPYTER_PATH")
    os.environ["JUPYTER_PATH"] = str(prefix / "share" / "jupyter")
    yield prefix
    if old is None:
        os.environ.pop("JUPYTER_PATH", None)
    else:
        os.environ["JUPYTER_PATH"] = old


def texts(cell, name="stdout"):
    return "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream" and o.name == name)


def errors(cell):
    return [o.evalue for o in cell.outputs if o.output_type == "error"]


def pictures(cell):
    return [o.data["image/svg+xml"] for o in cell.outputs if o.output_type == "display_data" and "image/svg+xml" in o.data]


def run(nb, cwd):
    NotebookClient(nb, timeout=600, kernel_name="walnut", resources={"metadata": {"path": str(cwd)}}).execute()
    return nb


def test_the_w4_notebook(cli, repo, kernel_env, tmp_path):
    nb = run(nbformat.read(repo / "examples" / "w4.ipynb", as_version=4), tmp_path)
    code = [c for c in nb.cells if c.cell_type == "code"]
    by_source = {c.source.splitlines()[0]: c for c in code}

    # Learn: the same automaton as `wythoff guess`.
    learned = texts(by_source["%learn p blocking --k 4 --numeration msd_pell"])
    guess = cli.run("guess", "blocking", "--k", "4", "--numeration", "msd_pell")
    assert guess.returncode == 0, guess.stderr
    states, length = re.search(r"proved, (\d+) states \(msd_pell, learned to length (\d+)\)", guess.stdout).groups()
    assert learned == f"p: learned and proved, {states} states (msd_pell, learned to length {length}); defined as $p\n"
    assert len(pictures(by_source["%learn p blocking --k 4 --numeration msd_pell"])) == 1

    # Prove: every line the command line prints for the proof file, cell by cell.
    proof = cli.run("prove", "proofs/walnut/automatic.blocking-k4-pell.walnut")
    assert proof.returncode == 0, proof.stderr
    expected = [l for l in proof.stdout.splitlines() if not l.startswith("p:")]
    printed = [l for c in code if c.source.startswith(("def ", "eval ")) for l in texts(c).splitlines()]
    assert printed[: len(expected)] == expected
    assert "rule: TRUE" in printed

    # Draw: the last automaton of a cell, and %draw p (26 states: under the limit).
    upper = by_source['def upper "?msd_pell $p(x,y) & x<=y";']
    assert texts(upper).startswith("upper: ") and len(pictures(upper)) == 1
    drawn = pictures(by_source["%draw p"])
    assert len(drawn) == 1 and drawn[0].lstrip().startswith(("<?xml", "<svg")) and "<svg" in drawn[0]
    assert drawn[0].count("class=\"node\"") == int(states) + 1  # the states and the start arrow's point

    # Export: the session for Walnut, the learned automaton in its library.
    out = tmp_path / "w4-walnut"
    commands = (out / "Command Files" / "w4.txt").read_text()
    assert "eval rule" in commands and "load" not in commands and "$p(x,y)" in commands
    assert (out / "Automata Library" / "p.txt").read_text().strip()
    assert texts(by_source["%export w4-walnut w4"]).count("wrote ") >= 3
    assert not any(texts(c, "stderr") or errors(c) for c in code)


def test_an_error_is_a_failed_cell_and_the_session_goes_on(kernel_env, tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "walnut", "display_name": "Walnut", "language": "walnut"}
    nb.cells = [
        nbformat.v4.new_code_cell('def even "?msd_2 Ek x = 2*k";'),
        nbformat.v4.new_code_cell('eval bad "?msd_2 Ex x = ";'),
        nbformat.v4.new_code_cell('eval e "?msd_2 $even(10)";\n%nope'),
    ]
    NotebookClient(nb, timeout=120, kernel_name="walnut", allow_errors=True,
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    assert texts(nb.cells[0]) == "even: 2 states\n"
    assert errors(nb.cells[1])[0].startswith("line 1")
    with pytest.raises(w.WythoffError) as e:
        w.prove('eval bad "?msd_2 Ex x = ";')
    assert errors(nb.cells[1]) == [str(e.value)]
    assert texts(nb.cells[2]) == "e: TRUE\n"
    assert errors(nb.cells[2]) == ["unknown magic %nope (known: %learn, %game, %draw, %export, %history)"]


def test_game_defines_the_p_set_of_a_rules_file(kernel_env, tmp_path):
    """%game learns and proves a gallery game's P-set and defines it for the next cells."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "walnut", "display_name": "Walnut", "language": "walnut"}
    nb.cells = [
        nbformat.v4.new_code_cell("%game gdwn --param p=3 --param q=4"),
        nbformat.v4.new_code_cell('eval sym "?msd_fib Ax,y $P(x,y) <=> $P(y,x)";'),
        nbformat.v4.new_code_cell("%game no_such_game"),
    ]
    NotebookClient(nb, timeout=120, kernel_name="walnut", allow_errors=True,
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    assert texts(nb.cells[0]).startswith("gdwn: learned and proved, 7 states")
    assert texts(nb.cells[1]) == "sym: TRUE\n"
    assert errors(nb.cells[2])[0].startswith("no rules file or gallery game 'no_such_game'")
