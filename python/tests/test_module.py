"""The Python module against the command line: the same requests give the same values,
the same refusals and the same messages."""

import os
import time
import warnings

import numpy as np
import pytest

import wythoff_lab as w

# Five games (and two more), each with its `wythoff positions` arguments.
GAMES = [
    (("wythoff",), dict(count=2000), ["wythoff", "--count", "2000"]),
    (("wythoff",), dict(nth=10**12), ["wythoff", "--nth", str(10**12)]),
    (("akiyama",), dict(count=500), ["akiyama", "--count", "500"]),
    (("l1",), dict(count=300), ["l1", "--count", "300"]),
    (("l1",), dict(max_sum=200, engine="rules"), ["l1", "--max-sum", "200", "--engine", "rules"]),
    (("positive",), dict(count=300), ["positive", "--count", "300"]),
    (("lythoff",), dict(count=200, piles=3), ["lythoff", "--piles", "3", "--count", "200"]),
    (("lythoff",), dict(count=100, piles=2, f="3"), ["lythoff", "--piles", "2", "--f", "3", "--count", "100"]),
    (("blocking",), dict(count=500, k=2), ["blocking", "--k", "2", "--count", "500"]),
    (("blocking",), dict(nth=999, k=7), ["blocking", "--k", "7", "--nth", "999"]),
    (("altered",), dict(alter="P: box 2x2", columns=100), ["altered", "--alter", "P: box 2x2", "--columns", "100"]),
    (("altered",), dict(alter="P: 0,1; N: 3,3", columns=60), ["altered", "--alter", "P: 0,1; N: 3,3", "--columns", "60"]),
]


@pytest.mark.parametrize("args,params,cli_args", GAMES, ids=[" ".join(g[2]) for g in GAMES])
def test_positions_equal_the_command_line(cli, args, params, cli_args):
    got = w.positions(*args, **params)
    assert isinstance(got, np.ndarray) and got.ndim == 2 and got.dtype == np.uint64
    expected = cli.json("positions", *cli_args, "--json")
    assert got.tolist() == expected
    assert len(expected) > 0


def test_positions_empty_keeps_its_width():
    assert w.positions("lythoff", count=0, piles=4).shape == (0, 4)


def test_a_refused_request_raises_the_command_lines_message(cli):
    # Lythoff(9) is compared with its twin on 5000 positions (n <= 4999): 6000 positions
    # (n = 5999) are refused up front, naming the last index served.
    message = cli.error("positions", "lythoff", "--piles", "9", "--count", "6000")
    with pytest.raises(w.WythoffError) as e:
        w.positions("lythoff", count=6000, piles=9)
    assert str(e.value) == message.replace("--past-compared", "past_compared=True")
    assert "past_compared=True" in str(e.value) and "to 4999 " in str(e.value)


def test_a_refusal_on_the_output_reached(cli):
    # W^21 is compared to the column 5000: the stream is cut where it passes it (the
    # first 200000 positions reach past it).
    message = cli.error("positions", "blocking", "--k", "21", "--count", "200000")
    assert "the column a = 5001 passes" in message
    with pytest.raises(w.WythoffError) as e:
        w.positions("blocking", count=200_000, k=21)
    assert str(e.value) == message.replace("--past-compared", "past_compared=True")


def test_past_compared_runs_with_a_warning(cli):
    expected = cli.json("positions", "lythoff", "--piles", "64", "--count", "101", "--json", "--past-compared")
    with pytest.warns(w.PastComparedWarning, match="engine's alone"):
        got = w.positions("lythoff", count=101, piles=64, past_compared=True)
    assert got.tolist() == expected


def test_bad_input_messages_equal_the_command_line(cli):
    message = cli.error("positions", "blocking", "--k", "300", "--count", "3")
    with pytest.raises(w.WythoffError, match="k must lie in 1..=255") as e:
        w.positions("blocking", count=3, k=300)
    assert str(e.value) == message
    with pytest.raises(w.WythoffError, match="unknown game") as e:
        w.positions("nim", count=3)
    assert str(e.value) == cli.error("positions", "nim", "--count", "3")
    with pytest.raises(w.WythoffError, match="exactly one"):
        w.positions("wythoff", count=3, nth=4)
    with pytest.raises(TypeError, match="unknown parameter"):
        w.positions("wythoff", count=3, kk=2)


def test_an_array_past_the_memory_cap_is_refused_up_front():
    with pytest.raises(w.WythoffError, match="past the 8 GB cap"):
        w.positions("wythoff", count=10**9)


def test_progress_is_reported_only_when_asked():
    seen = []
    w.positions("wythoff", count=200_000, progress=seen.append)
    assert seen and seen[-1] == 200_000 and seen == sorted(seen)


def test_wythoff_ten_million_positions_in_under_two_seconds():
    # CPU seconds of this process (the engine runs on the calling thread): the wall time
    # on a quiet machine, and not inflated when other jobs share the cores.
    start = time.process_time()
    a = w.positions("wythoff", count=10**7)
    seconds = time.process_time() - start
    assert a.shape == (10**7, 2)
    # The last pair from the closed form: a_n = floor(n phi), b_n = a_n + n.
    n = 10**7 - 1
    assert a[-1, 1] - a[-1, 0] == n
    assert seconds < 2.0, f"{seconds:.2f} s"


PROOFS = [
    "proofs/walnut/automatic.wythoff.walnut",
    "proofs/walnut/larsson.prop1-2.walnut",
    "proofs/walnut/automatic.blocking-k2.walnut",
]


@pytest.mark.parametrize("path", PROOFS)
def test_proofs_equal_the_command_line(cli, repo, path):
    expected = cli.json("prove", path, "--json")
    text = (repo / path).read_text()
    got = w.prove(text, base_dir=(repo / path).parent, open_evals=False)
    assert [(o.name, o.result, o.states, o.witness, o.vars) for o in got] == [
        (e["name"], e["result"].upper() if e["result"] in ("true", "false") else e["result"],
         e["states"], e.get("witness"), e["vars"])
        for e in expected
    ]
    assert any(o.result == "TRUE" for o in got)


def test_a_false_eval_has_its_witness(cli, repo, tmp_path):
    script = 'eval notall "?msd_fib Ax x < 5";\ndef fives "?msd_fib Ek x = 5*k";\n'
    (tmp_path / "s.walnut").write_text(script)
    expected = cli.json("prove", str(tmp_path / "s.walnut"), "--json", "--open-evals")
    got = w.prove(script)
    assert [o.line for o in got] == ["notall: FALSE (counterexample: x = 5)", f"fives: {expected[1]['states']} states"]
    assert got[0].witness == expected[0]["witness"]


def test_a_malformed_script_raises_the_command_lines_message(cli, tmp_path):
    script = 'def ok "?msd_fib x = x";\neval bad "?msd_fib Ex x = ";\n'
    (tmp_path / "bad.walnut").write_text(script)
    message = cli.error("prove", str(tmp_path / "bad.walnut"))
    with pytest.raises(w.WythoffError) as e:
        w.prove(script)
    assert str(e.value) == message
    assert "line 2" in message


def test_an_open_eval_is_refused_in_proof_mode(cli, tmp_path):
    script = 'eval open "?msd_fib x = 1";'
    (tmp_path / "o.walnut").write_text(script)
    message = cli.error("prove", str(tmp_path / "o.walnut"))
    with pytest.raises(w.WythoffError) as e:
        w.prove(script, open_evals=False)
    assert str(e.value) == message
    # A Walnut session (the default) answers an open eval with its automaton.
    open_eval = w.prove(script)[0]
    assert (open_eval.result, open_eval.vars) == ("states", ["x"])


def test_check_equals_the_command_line(cli):
    expected = cli.run("check", "hst.beams", "--bound", "2000", "--json")
    assert expected.returncode == 0, expected.stderr
    import json

    e = json.loads(expected.stdout)[0]
    v = w.check("HST.BEAMS", bound=2000)
    assert (v.id, v.verdict, v.recorded, v.bound, v.range, v.evidence) == (
        e["id"], e["verdict"], e["recorded"], e["bound"], e["range"], e["evidence"]
    )
    assert v.matches_record
    with pytest.raises(w.WythoffError, match="unknown statement id 'no.such'"):
        w.check("no.such")


def test_grundy_equals_the_command_line(cli):
    expected = cli.json("grundy", "--side", "64", "wythoff", "--json")
    got = w.grundy("wythoff", 64)
    assert got.dtype == np.uint32 and got.shape == (64, 64)
    assert got.tolist() == expected
    alt = cli.json("grundy", "--side", "30", "altered", "--alter", "P: box 2x2", "--json")
    assert w.grundy("altered", 30, alter="P: box 2x2").tolist() == alt


def test_grundy_refusals_equal_the_command_line(cli):
    for args, params in [
        (["--side", "20", "blocking", "--k", "2"], dict(k=2)),
        (["--side", "20000", "wythoff"], {}),
    ]:
        message = cli.error("grundy", *args)
        game = args[2]
        side = int(args[1])
        with pytest.raises(w.WythoffError) as e:
            w.grundy(game, side, **params)
        assert str(e.value) == message.replace("--past-compared", "past_compared=True")


def test_catalog_equals_the_command_line(cli):
    assert w.catalog() == cli.json("list", "--json")


def test_session_keeps_definitions_and_exports(tmp_path):
    s = w.Session()
    assert [o.line for o in s.run('def even "?msd_2 Ek x = 2*k";')] == ["even: 2 states"]
    assert [o.line for o in s.run('eval e "?msd_2 $even(6) & ~$even(7)";')] == ["e: TRUE"]
    assert s.gv("even").startswith("digraph G {")
    assert s.gv("nothing") is None
    written = s.export(str(tmp_path / "out"), "evens")
    commands = (tmp_path / "out" / "Command Files" / "evens.txt").read_text()
    assert "def even" in commands and "eval e" in commands
    assert any(p.endswith("README.txt") for p in written)
    with pytest.raises(w.WythoffError, match="line 1"):
        s.run('eval bad "?msd_2 $nothing(1)";')


def test_the_jupyter_extra_names_a_front_end():
    from importlib.metadata import metadata

    meta = metadata("wythoff-lab")
    assert "jupyter" in (meta.get_all("Provides-Extra") or [])
    requires = [r.replace('"', "'") for r in meta.get_all("Requires-Dist") or []]
    wanted = [r for r in requires if "extra == 'jupyter'" in r]
    assert any(r.startswith("jupyterlab") for r in wanted), wanted


def test_game_from_rules_matches_the_command_line(tmp_path):
    """wythoff_lab.Game takes the command line's path: the same positions, refusals,
    proofs and conjecture verdicts."""
    import subprocess

    g = w.Game("wythoff")
    assert g.positions(count=5, upper=True).tolist() == [[0, 0], [1, 2], [3, 5], [4, 7], [6, 10]]
    with pytest.raises(w.WythoffError, match="past_compared=True"):
        g.positions(count=1000)
    rules = tmp_path / "gdwn34.toml"
    rules.write_text(w.Game("gdwn", p=3, q=4).text)
    h = w.Game.from_file(rules, p=3, q=4)
    assert h.params == {"p": 3, "q": 4}
    out = tmp_path / "gdwn34.walnut"
    r = h.prove(out)
    assert r["proved"] and r["numeration"] == "msd_fib"
    binary = os.environ.get("WYTHOFF_BIN")
    if binary:
        done = subprocess.run([binary, "prove", str(out)], capture_output=True, text=True)
        assert done.returncode == 0 and "FALSE" not in done.stdout, done.stdout
    verdicts = {v["name"]: v for v in w.Game("wythoff").check(side=60)}
    assert verdicts["symmetric"]["for_every"] == {"verdict": "proved"}
    assert not any(v["differs"] for v in verdicts.values())
    with pytest.raises(w.WythoffError, match="gallery"):
        w.Game("no_such_game")
