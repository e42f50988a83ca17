//! Positive Nim's exact engine (`games/positive/`, its audit on) against its two twins:
//! the plane-sieve rules solver on every position with a+b+c <= 10000 (30000 under
//! `slow-tests`; the sieve's lexicographic sweep takes 0.4 s and 5 s of CPU), and the
//! checker written from the literal rule (`games/positive/literal.rs`): no listed position
//! moves to another among the first 10^6 (10^8 under `slow-tests`), and sampled positions
//! off the list (every triple with a+b+c <= 300, windows around the three rays, random
//! triples) each move into the list.

mod common;

use wythoff_lab::check::compare::agree_all;
use wythoff_lab::check::engines::POSITIVE;
use wythoff_lab::check::rng::Rng;
use wythoff_lab::games::l1::planes;
use wythoff_lab::games::l1::rules::Variant;
use wythoff_lab::games::positive::PositiveNim;
use wythoff_lab::games::positive::literal::{Listing, moves_to};

#[test]
fn engine_equals_the_plane_sieve() {
    let s = POSITIVE[1].tier();
    let rules = planes::solve_deep(Variant::Positive, s).unwrap();
    // The engine with its audit on: every entering pair's z checked exact by a scan from
    // e = 1 (no lower bound of z was above it).
    let mut engine = PositiveNim::audited();
    let fast: Vec<[u64; 3]> = (&mut engine)
        .take_while(|t| t.iter().sum::<u64>() <= s)
        .collect();
    assert_eq!(engine.error(), None);
    agree_all("plane sieve", &rules, "exact engine", &fast).unwrap();
    assert!(rules.len() > 226, "{}", rules.len());
    // The rules solver's own view of the two refutations (frontier.positive.one-per-sum
    // and frontier.positive.partition): the sum 1575 holds two P-positions, and 1094 is
    // the largest entry of both P(225) and P(226), the first repeated value.
    let at: Vec<[u64; 3]> = rules
        .iter()
        .copied()
        .filter(|t| t.iter().sum::<u64>() == 1575)
        .collect();
    assert_eq!(at, [[298, 531, 746], [300, 530, 745]]);
    assert_eq!(rules[225], [441, 783, 1094]);
    assert_eq!(rules[226], [443, 782, 1094]);
    let mut seen = std::collections::HashSet::new();
    let first_repeat = rules[1..]
        .iter()
        .enumerate()
        .find_map(|(i, t)| t.iter().find(|&&v| !seen.insert(v)).map(|&v| (v, i + 1)));
    assert_eq!(first_repeat, Some((1094, 226)));
}

/// P(0..n) from the engine into the checker's compact list. The engine's stream goes
/// through a temporary file, so the engine (about 38 bytes per position) and the list (12)
/// are never held at once: at n = 10^8 the peak is the engine's, not their sum.
fn listing(n: usize) -> Listing {
    use std::io::{BufReader, BufWriter, Read, Write};
    let path = std::env::temp_dir().join(format!("wythoff-posl-{}-{n}", std::process::id()));
    {
        let mut e = PositiveNim::new();
        let mut w = BufWriter::new(std::fs::File::create(&path).unwrap());
        for t in (&mut e).take(n) {
            for x in t {
                w.write_all(&x.to_le_bytes()).unwrap();
            }
        }
        w.flush().unwrap();
        assert_eq!(e.error(), None);
    }
    let mut r = BufReader::new(std::fs::File::open(&path).unwrap());
    let stream = std::iter::from_fn(|| {
        let mut b = [0u8; 24];
        r.read_exact(&mut b).ok()?;
        Some([0, 1, 2].map(|k| u64::from_le_bytes(b[8 * k..8 * k + 8].try_into().unwrap())))
    });
    let l = Listing::new(stream).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(l.list().len(), n);
    l
}

#[test]
fn no_listed_position_moves_to_another() {
    let n = POSITIVE[0].tier() as usize;
    let l = listing(n);
    let s = l.stability(n).unwrap();
    // Every value and every difference of every position was looked at.
    assert_eq!(s.entries, 6 * n as u64);
    assert!(s.pairs > 0, "{s:?}");
}

#[test]
fn sampled_positions_off_the_list_move_into_it() {
    let l = listing(common::tier(200_000, 2_000_000) as usize);
    let list = l.list().to_vec();
    // Every triple (sorted, zeros and repeats included) with a+b+c <= S.
    let s_max = common::tier(300, 600);
    let mut off = 0;
    for s in 0..=s_max {
        for a in 0..=s / 3 {
            for b in a..=(s - a) / 2 {
                let t = [a, b, s - a - b];
                l.complete_at(t).unwrap();
                off += usize::from(!l.contains(t));
            }
        }
    }
    assert!(off > 100_000, "{off}");
    // Windows around the rays: every sorted triple within 6 of a P(n), n = 10^k.
    let last = l.last_sum();
    for k in [100, 1000, 10_000, 100_000] {
        let [a, b, c] = list[k];
        for x in a - 6..=a + 6 {
            for y in b - 6..=b + 6 {
                for z in c - 6..=c + 6 {
                    if x + y + z < last {
                        l.complete_at([x, y, z]).unwrap();
                    }
                }
            }
        }
    }
    // Random triples below the last listed sum.
    let mut rng = Rng::new(24);
    for _ in 0..common::tier(20_000, 1_000_000) {
        let t = [0; 3].map(|_| rng.range(0, last / 3));
        l.complete_at(t).unwrap();
    }
}

#[test]
fn the_checker_catches_a_wrong_list() {
    // A list with a position that moves to an earlier one, and a list missing one.
    let mut list: Vec<[u64; 3]> = PositiveNim::new().take(200).collect();
    assert!(moves_to([5, 9, 14], [5, 9, 13]));
    let mut bad = list.clone();
    let at = bad.partition_point(|t| (t.iter().sum::<u64>(), *t) < (28, [5, 9, 14]));
    bad.insert(at, [5, 9, 14]);
    let e = Listing::new(bad).unwrap().independent(201).unwrap_err();
    assert!(e.contains("[5, 9, 14] moves to listed position"), "{e}");
    let missing = list.remove(50);
    let l = Listing::new(list).unwrap();
    assert!(l.complete_at(missing).is_err());
}

/// `wythoff positions positive ARGS`: exit code, stdout, stderr.
fn positions(args: &[&str]) -> (Option<i32>, String, String) {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .arg("positions")
        .arg("positive")
        .args(args)
        .output()
        .expect("the binary runs");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (o.status.code(), text(&o.stdout), text(&o.stderr))
}

#[test]
fn checkpoints_resume_to_the_same_output_and_refuse_bad_files() {
    let dir = std::env::temp_dir().join(format!("wythoff-posck-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ck = dir.join("p.ck");
    let ck = ck.to_str().unwrap();
    let (code, fresh, _) = positions(&["--count", "30000"]);
    assert_eq!(code, Some(0));
    // A first run saves every 4000 positions and at its end (P(0..12000)); the second
    // resumes from it (replaying the stored positions) and goes on to 30000.
    let (code, first, err) = positions(&[
        "--count",
        "12000",
        "--checkpoint",
        ck,
        "--checkpoint-every",
        "4000",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        first,
        fresh
            .lines()
            .take(12000)
            .map(|l| format!("{l}\n"))
            .collect::<String>()
    );
    let saved = std::fs::read(ck).unwrap();
    let (code, resumed, err) = positions(&["--count", "30000", "--checkpoint", ck]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(resumed, fresh);
    assert!(
        std::fs::read(ck).unwrap().len() > saved.len(),
        "the end of the run is saved"
    );
    // --nth and --bfile from a checkpoint.
    let (_, nth, _) = positions(&[
        "--nth",
        "20000",
        "--checkpoint",
        ck,
        "--bfile",
        "--coordinate",
        "3",
    ]);
    let c = fresh.lines().nth(20000).unwrap().split(' ').nth(2).unwrap();
    assert_eq!(nth, format!("20000 {c}\n"));
    // Corrupt (one byte changed), foreign (another kind), cut short, not a checkpoint:
    // one line on stderr, exit 2, nothing on stdout.
    let mut corrupt = saved.clone();
    corrupt[100] ^= 1;
    let mut foreign = saved.clone();
    foreign[8..12].copy_from_slice(b"akiy");
    let cases: [(&str, Vec<u8>, &str); 4] = [
        ("corrupt", corrupt, "checksum"),
        ("foreign", foreign, "not of 'posn'"),
        ("short", saved[..saved.len() - 9].to_vec(), "cut short"),
        ("text", b"hello\n".to_vec(), "not a wythoff-lab checkpoint"),
    ];
    for (name, bytes, says) in cases {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        let (code, out, err) =
            positions(&["--count", "10", "--checkpoint", path.to_str().unwrap()]);
        assert_eq!(code, Some(2), "{name}: {err}");
        assert!(out.is_empty(), "{name}: {out}");
        assert_eq!(err.trim().lines().count(), 1, "{name}: {err}");
        assert!(err.contains(says), "{name}: {err}");
    }
    // Bad input: no positions, past the limit (refused up front with the estimate), no
    // checkpoints for the rules engine.
    for (args, says) in [
        (vec!["--count", "0"], "--count 0"),
        (vec!["--nth", "200000000", "--past-compared"], "GB"),
        (
            vec!["--nth", "150000000", "--checkpoint", ck, "--past-compared"],
            "with checkpoints",
        ),
        (
            vec!["--count", "5", "--engine", "rules", "--checkpoint", ck],
            "fast engine",
        ),
        (
            vec![
                "--count",
                "5",
                "--checkpoint",
                ck,
                "--checkpoint-every",
                "0",
            ],
            "at least 1",
        ),
    ] {
        let (code, out, err) = positions(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(out.is_empty() && err.contains(says), "{args:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
