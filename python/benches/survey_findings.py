"""The surveys of docs/findings-survey.md: (p,q)-GDWN for 1 <= p < q <= 12, Wythoff with
the terminal sets x + y <= l for l <= 64, W^k for k <= 64, a-Wythoff for a <= 20, each
through ``wythoff_lab.survey`` on a LocalCluster of this machine's cores, the rows stored in
``DIR/FAMILY.jsonl`` (a rerun computes only the missing rows), then the page's tables
printed as Markdown with each survey's time and the load average.

    python python/benches/survey_findings.py DIR [--gdwn-bound B] [--terminal-bound B]
        [--blocking-bound B] [--a-bound B] [--memory MB]
"""

import argparse
import json
import os
import time
from pathlib import Path

import wythoff_lab as w


def verdict(r):
    if r["status"] != "done":
        return f"{r['status']}: {r['reason']}"
    return r["wythoff"]


def auto(r):
    if r["automaton"] == "proved":
        return f"proved, {r['states']} states in {r['system']}"
    if r["system"]:
        return f"{r['automaton']} in {r['system']}"
    return r["automaton"]


def points(r):
    out = []
    for p in r["points"]:
        s = p["exact"] or f"{p['slope']:.7f}"
        if p["period"]:
            s += " (periodic)"
        out.append(s)
    return ", ".join(out) or "none"


def table(rows, params):
    head = "| " + " | ".join(params) + " | P-positions | points | automaton | against Wythoff's P-set |"
    lines = [head, "|" + "---|" * (len(params) + 4)]
    for _, r in rows.iterrows():
        line = json.loads(r["_line"])
        cells = [str(line["params"][p]) for p in params]
        cells += [str(line["p_positions"]), points(line), auto(line), verdict(line)]
        lines.append("| " + " | ".join(c.replace("|", "/") for c in cells) + " |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir")
    ap.add_argument("--gdwn-bound", type=int, default=2000)
    ap.add_argument("--terminal-bound", type=int, default=2000)
    ap.add_argument("--blocking-bound", type=int, default=1_000_000)
    ap.add_argument("--a-bound", type=int, default=2000)
    ap.add_argument("--memory", type=int, default=2048)
    ap.add_argument("--only", action="append", default=None, metavar="FAMILY",
                    help="run only this family (repeatable; default: all four)")
    a = ap.parse_args()
    d = Path(a.dir)
    d.mkdir(parents=True, exist_ok=True)
    runs = [
        ("gdwn", a.gdwn_bound, ["p", "q"]),
        ("wythoff_terminal", a.terminal_bound, ["l"]),
        ("blocking_wythoff", a.blocking_bound, ["k"]),
        ("a_wythoff", a.a_bound, ["a"]),
    ]
    for family, bound, params in runs:
        if a.only and family not in a.only:
            continue
        load = os.getloadavg()[0]
        start = time.perf_counter()
        out = d / f"{family}.jsonl"
        rows = w.survey(family, bound=bound, memory_mb=a.memory, out=out, progress=False)
        seconds = time.perf_counter() - start
        lines = {json.loads(l)["key"]: l for l in out.read_text().splitlines() if l.strip()}
        rows["_line"] = [lines[k] for k in rows["key"]]
        print(f"## {family}, bound {bound}\n")
        print(f"{len(rows)} members in {seconds:.0f} s (load average {load:.1f} at the start, "
              f"{os.getloadavg()[0]:.1f} at the end; {os.cpu_count()} cores)\n")
        print(f"<!-- survey-table: {family} -->")
        print(table(rows, params))
        print("<!-- end -->\n")


if __name__ == "__main__":
    main()
