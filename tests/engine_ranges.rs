//! Every verdict that uses an engine stays inside the range its twin is compared over:
//! the statement's default bound (mapped into the engine's measure) against the quick
//! tests' range, its deep bound against the slow-tests range (`check::engines`). Every
//! command's entry in the same table (the range it serves without `--past-compared`, the
//! number its gate reads) lies inside the slow-tests range, and the command itself is run
//! one past that entry (refused, exit 2, naming the range and the flag) and at ordinary
//! requests (served).

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};
use wythoff_lab::check::engines::{
    AKIYAMA_VRING, ALTERED, BLOCKING, GRUNDY, LYTHOFF, POSITIVE, Reach, TRUE_L1,
};

use wythoff_lab::papers::engines::engines as all;
use wythoff_lab::papers::find;

#[test]
fn every_verdict_stays_inside_its_engines_compared_range() {
    let (mut checked, mut commands) = (0, 0);
    for e in all() {
        for u in &e.uses {
            let reach = e
                .reach
                .iter()
                .find(|r| r.measure == u.measure)
                .unwrap_or_else(|| panic!("{}: {} names no measure of the engine", e.engine, u.by));
            let Some(at) = u.at_bound else {
                let (Some(max), Some(limit)) = (u.command_max, u.command_limit) else {
                    panic!("{}: {} is neither a verdict nor a command", e.engine, u.by);
                };
                assert!(
                    max > 0 && max <= reach.deep && max <= limit,
                    "{} accepts {} to {max} without --past-compared, past the slow-tests comparison ({}) of {}",
                    u.by,
                    u.measure,
                    reach.deep,
                    e.engine
                );
                commands += 1;
                continue;
            };
            let s = find(u.by).unwrap_or_else(|| panic!("{}: no statement {}", e.engine, u.by));
            let (d, deep) = (at(s.bound.default), at(s.bound.deep));
            assert!(
                d <= reach.quick,
                "{} at its default bound {} uses {} to {d}, past the quick comparison ({}) of {}",
                u.by,
                s.bound.default,
                u.measure,
                reach.quick,
                e.engine
            );
            assert!(
                deep <= reach.deep,
                "{} at its deep bound {} uses {} to {deep}, past the slow-tests comparison ({}) of {}",
                u.by,
                s.bound.deep,
                u.measure,
                reach.deep,
                e.engine
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} verdict uses listed");
    assert!(commands >= 10, "only {commands} command uses listed");
}

/// The check itself: a verdict past its range is caught.
#[test]
fn a_verdict_past_its_range_is_caught() {
    let e = all()
        .into_iter()
        .find(|e| e.engine.starts_with("Lythoff"))
        .expect("the Lythoff engine");
    let u = e
        .uses
        .iter()
        .find(|u| u.by == "kf.lemma3")
        .expect("kf.lemma3 uses it");
    let reach = e
        .reach
        .iter()
        .find(|r| r.measure == u.measure)
        .expect("its measure");
    let at = u.at_bound.expect("a verdict");
    assert!(
        at(reach.deep) > reach.deep,
        "a deep bound at the reach would pass it"
    );
}

fn wythoff(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Each gated command, per measure: how to ask it for `v` in that measure.
type Ask = fn(u64) -> Vec<String>;

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn askers() -> Vec<(&'static str, &'static Reach, Ask)> {
    fn lythoff(piles: &str, f: &str, count: u64) -> Vec<String> {
        let mut a = strings(&["positions", "lythoff", "--piles", piles, "--count"]);
        a.push(count.to_string());
        if !f.is_empty() {
            a.extend(strings(&["--f", f]));
        }
        a
    }
    fn altered(spec: &str, columns: u64) -> Vec<String> {
        let mut a = strings(&["positions", "altered", "--alter", spec, "--columns"]);
        a.push(columns.to_string());
        a
    }
    // W^k: the whole range asked; the gate cuts where the output passes column v.
    fn blocking(k: &str) -> Vec<String> {
        strings(&["positions", "blocking", "--k", k, "--count", "1000000000"])
    }
    vec![
        ("positions akiyama", &AKIYAMA_VRING, |v| {
            strings(&["positions", "akiyama", "--nth", &v.to_string()])
        }),
        ("positions l1", &TRUE_L1[2], |v| {
            strings(&["positions", "l1", "--nth", &v.to_string()])
        }),
        ("positions positive", &POSITIVE[2], |v| {
            strings(&["positions", "positive", "--nth", &v.to_string()])
        }),
        ("positions lythoff", &LYTHOFF[0], |v| lythoff("6", "1", v)),
        ("positions lythoff", &LYTHOFF[1], |v| lythoff("41", "", v)),
        ("positions lythoff", &LYTHOFF[2], |v| lythoff("3", "2", v)),
        ("positions lythoff", &LYTHOFF[4], |v| {
            lythoff("3", "B1+1", v)
        }),
        ("positions lythoff", &LYTHOFF[5], |v| {
            lythoff("2", "B1+1", v)
        }),
        ("positions lythoff", &LYTHOFF[6], |v| {
            lythoff("4", "1+B4-B3", v)
        }),
        ("positions lythoff", &LYTHOFF[7], |v| {
            lythoff("2", "1+B2", v)
        }),
        ("positions lythoff", &LYTHOFF[8], |v| lythoff("9", "", v)),
        ("positions lythoff", &LYTHOFF[9], |v| lythoff("17", "", v)),
        ("positions lythoff", &LYTHOFF[10], |v| lythoff("25", "", v)),
        ("positions altered", &ALTERED[0], |v| {
            altered("P: box 8x13", v)
        }),
        ("positions altered", &ALTERED[1], |v| {
            altered("P: box 40x50", v)
        }),
        ("positions altered", &ALTERED[2], |v| {
            altered("P: 3,4; N: 5,6", v)
        }),
        ("positions blocking", &BLOCKING[0], |_| blocking("20")),
        ("positions blocking", &BLOCKING[2], |_| blocking("100")),
        ("positions blocking", &BLOCKING[3], |_| blocking("200")),
        ("grundy", &GRUNDY[2], |v| {
            strings(&["grundy", "wythoff", "--side", &v.to_string()])
        }),
    ]
}

/// Every command of the `positions` and `grundy` families in the table is run one past
/// the range it serves: refused (exit 2) with that range and `--past-compared`.
#[test]
fn every_command_is_refused_one_past_its_served_range() {
    let uses: Vec<_> = all().into_iter().flat_map(|e| e.uses).collect();
    let asks = askers();
    for u in uses.iter().filter(|u| u.at_bound.is_none()) {
        if !(u.by.starts_with("positions") || u.by == "grundy") {
            continue;
        }
        // Compared over its whole range (Wythoff's closed form): no gate to run.
        if u.command_max >= u.command_limit {
            continue;
        }
        assert!(
            asks.iter()
                .any(|(by, r, _)| *by == u.by && r.measure == u.measure),
            "{} ({}) has no run here",
            u.by,
            u.measure
        );
    }
    for (by, reach, ask) in asks {
        let max = uses
            .iter()
            .find(|u| u.by == by && u.measure == reach.measure)
            .and_then(|u| u.command_max)
            .unwrap_or_else(|| panic!("{by}: no entry for {}", reach.measure));
        let args = ask(max + 1);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = wythoff(&args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        // A measure counting positions (`--count c`: P(0..c)) is refused by the index
        // it reaches, as the help states the largest n.
        let (shown_max, shown_asked) = if by == "positions lythoff" && !reach.last_index {
            (max - 1, max)
        } else {
            (max, max + 1)
        };
        assert!(
            err.contains("--past-compared") && err.contains(&format!("to {shown_max} ")),
            "{args:?}: {err}"
        );
        assert!(
            err.contains(&format!(" {shown_asked} passes")),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

/// A request that must be served: it ends with exit 0, or is still running (and is then
/// stopped) after `wait`; nothing is written on standard error meanwhile.
fn served(args: &[&str], wait: Duration) {
    served_all(&[args], wait);
}

/// Each request runs (all at once) until it ends, which must be a success, or until `wait`
/// has passed, when it is stopped: a refusal comes before any work, so a run still going
/// then was served.
fn served_all(requests: &[&[&str]], wait: Duration) {
    let mut children: Vec<_> = requests
        .iter()
        .map(|args| {
            let child = Command::new(env!("CARGO_BIN_EXE_wythoff"))
                .args(*args)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("the binary runs");
            (args, Some(child))
        })
        .collect();
    let start = Instant::now();
    while children.iter().any(|(_, c)| c.is_some()) {
        for (args, slot) in &mut children {
            let Some(child) = slot else { continue };
            if let Some(status) = child.try_wait().expect("wait") {
                let mut err = String::new();
                if let Some(mut e) = child.stderr.take() {
                    use std::io::Read;
                    let _ = e.read_to_string(&mut err);
                }
                assert!(status.success(), "{args:?}: {status} {err}");
                *slot = None;
            } else if start.elapsed() > wait {
                child.kill().expect("stop the run");
                let _ = child.wait();
                *slot = None;
            }
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The requests of an ordinary user that the gates once refused, and the unchecked ones
/// they once let through.
#[test]
fn ordinary_requests_are_served_and_unchecked_ones_refused() {
    let long = Duration::from_millis(1500);
    let short = Duration::from_secs(60);
    // W^20's first 28512 positions reach column 1993 only; W^2 is checked against its
    // proved automaton at every n.
    served(
        &["positions", "blocking", "--k", "20", "--count", "28512"],
        short,
    );
    served(
        &["positions", "blocking", "--k", "2", "--count", "100000"],
        short,
    );
    // The long runs, together (stopped after `long`). v(0..=10^9) is compared: the 10^9-th
    // value is served. The L1 fast path is compared with the plain path to P(0..=10^9).
    // The altered box is checked against its proved automaton.
    served_all(
        &[
            &["positions", "akiyama", "--nth", "1000000000"],
            &["positions", "l1", "--nth", "100000000"],
            &["positions", "l1", "--count", "200000000"],
            &["positions", "positive", "--nth", "10000000"],
            &[
                "positions",
                "altered",
                "--alter",
                "P: box 4x4",
                "--columns",
                "200000000",
            ],
        ],
        long,
    );
    // f = 1 is Construction 1 (K = 6: 10^6); B1+1 is 1+B1.
    served(
        &[
            "positions",
            "lythoff",
            "--piles",
            "6",
            "--f",
            "1",
            "--count",
            "1000",
        ],
        short,
    );
    served(
        &[
            "positions",
            "lythoff",
            "--piles",
            "6",
            "--f",
            "2-1",
            "--count",
            "1000",
        ],
        short,
    );
    let a = wythoff(&[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--f",
        "B1+1",
        "--count",
        "3000",
    ]);
    let b = wythoff(&[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--f",
        "1+B1",
        "--count",
        "3000",
    ]);
    assert!(a.status.success() && a.stdout == b.stdout, "{}", stderr(&a));
    // Lythoff(2_f), f = 1..5, and the proved alterations: checked against the automata.
    served(
        &[
            "positions",
            "lythoff",
            "--piles",
            "2",
            "--f",
            "5",
            "--count",
            "2000000",
        ],
        short,
    );
    // Grundy values compared over side 10^4.
    served(&["grundy", "wythoff", "--side", "2000"], short);
    // Refused: a shape never compared; an f never compared (not the reach of f in
    // {2, 3, 5}).
    for args in [
        vec![
            "positions",
            "altered",
            "--alter",
            "P: box 200x300; N: 500,7000",
            "--columns",
            "2000000",
        ],
        vec![
            "positions",
            "lythoff",
            "--piles",
            "2",
            "--f",
            "50",
            "--count",
            "13",
        ],
    ] {
        let o = wythoff(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("--past-compared"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

/// `--max-sum` is gated on the positions it reaches (10^7 + 1 of positive Nim's: 14 s).
#[cfg(feature = "slow-tests")]
#[test]
fn max_sum_stops_where_it_passes_the_range() {
    let o = wythoff(&["positions", "positive", "--max-sum", "1000000000"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("position n = 10000001 passes"), "{err}");
    assert_eq!(o.stdout.iter().filter(|&&b| b == b'\n').count(), 10_000_001);
}

/// The help states the ranges the gates apply.
#[test]
fn the_help_states_the_served_ranges() {
    let help = |game: &str| {
        String::from_utf8_lossy(&wythoff(&["positions", game, "--help"]).stdout).into_owned()
    };
    assert!(help("l1").contains("served to n = 10^9"), "{}", help("l1"));
    assert!(help("positive").contains("served to n = 10^7"));
    let a = help("akiyama");
    assert!(a.contains("to n = 10^9") && !a.contains("5*10^9"), "{a}");
    assert!(
        help("blocking").contains("(10^6 for k <= 20,"),
        "{}",
        help("blocking")
    );
    // The largest n of positive Nim is the one its memory estimate admits, as refused.
    let largest = wythoff_lab::positions::POSITIVE_LARGEST_N;
    assert!(
        help("positive").contains(&format!("to n = {largest},")),
        "{}",
        help("positive")
    );
    for (n, code) in [(largest, None), (largest + 1, Some(2))] {
        // Refused before any work: only the refusal is run.
        if code.is_some() {
            let o = wythoff(&[
                "positions",
                "positive",
                "--nth",
                &n.to_string(),
                "--past-compared",
            ]);
            assert_eq!(o.status.code(), code, "{}", stderr(&o));
        }
    }
    // Wythoff: the help's largest n is the one the refusal names.
    let max = wythoff_lab::games::wythoff::MAX_N;
    assert!(help("wythoff").contains(&format!("largest n: {max}")));
    let o = wythoff(&["positions", "wythoff", "--nth", &(max + 1).to_string()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!("{max}")) && !stderr(&o).contains(&format!("{}", max + 2)),
        "{}",
        stderr(&o)
    );
    // grundy: one largest side, in the help and in the refusal.
    let g = String::from_utf8_lossy(&wythoff(&["grundy", "wythoff", "--help"]).stdout).into_owned();
    let side = wythoff_lab::games::wythoff::grundy::MAX_SIDE;
    assert!(g.contains(&format!("at most {side}")), "{g}");
    let o = wythoff(&["grundy", "wythoff", "--side", &(side + 1).to_string()]);
    assert!(
        stderr(&o).contains(&format!("largest side is {side}")),
        "{}",
        stderr(&o)
    );
    assert!(help("lythoff").contains("41..64: 100"));
    assert!(help("altered").contains("4100"));
}
