"""The survey's speedup and Dask's per-task overhead: 100 small members (Wythoff with
Box(a, b) declared P, a, b = 1..10) on a LocalCluster of 1 and of 2 single-threaded
worker processes.

    python python/benches/survey_overhead.py [--bound B] [--learn-up-to N]

Prints, for each cluster size, the survey's wall-clock time (cluster started and warmed
before the clock starts), the sum of the members' own seconds (the rows' ``seconds``), the
per-task overhead (wall time on one worker minus the members' seconds, over the members)
and the speedup of 2 workers over 1; and the machine's load average before and after.
"""

import argparse
import os
import time

from dask.distributed import Client, LocalCluster

import wythoff_lab as w


def run(workers: int, bound: int, learn_up_to: int):
    with LocalCluster(
        n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0"
    ) as cluster, Client(cluster) as client:
        client.submit(os.getpid, pure=False).result()  # warm: the workers are up
        client.run(lambda: __import__("wythoff_lab"))
        start = time.perf_counter()
        rows = w.survey(
            "hst_box",
            bound,
            ranges={"a": "1..10", "b": "1..10"},
            learn_up_to=learn_up_to,
            wythoff=False,
            client=client,
            progress=False,
        )
        wall = time.perf_counter() - start
    assert len(rows) == 100 and (rows["status"] == "done").all(), rows["reason"].tolist()
    return wall, float(rows["seconds"].sum())


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bound", type=int, default=500)
    ap.add_argument("--learn-up-to", type=int, default=0)
    a = ap.parse_args()
    load_before = os.getloadavg()
    w1, s1 = run(1, a.bound, a.learn_up_to)
    w2, s2 = run(2, a.bound, a.learn_up_to)
    load_after = os.getloadavg()
    print(f"members: 100 (hst_box a, b = 1..10, bound {a.bound}, learn_up_to {a.learn_up_to})")
    print(f"1 worker:  {w1:.2f} s wall, members' own {s1:.2f} s, "
          f"overhead {1000 * (w1 - s1) / 100:.1f} ms per task")
    print(f"2 workers: {w2:.2f} s wall, members' own {s2:.2f} s")
    print(f"speedup: {w1 / w2:.2f}")
    print(f"cores: {os.cpu_count()}, load average before {load_before[0]:.2f}, "
          f"after {load_after[0]:.2f}")


if __name__ == "__main__":
    main()
