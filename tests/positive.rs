//! Positive Nim's exact engine (`games/positive/`) against its two twins: the plane-sieve
//! rules solver on every position with a+b+c <= 2320 (6000 under `slow-tests`; 4000 takes about a minute, past the quick tier's budget), and the
//! checker written from the literal rule (`games/positive/literal.rs`): no listed position
//! moves to another among the first 10^6 (10^7 under `slow-tests`), and sampled positions
//! off the list (every triple with a+b+c <= 300, windows around the three rays, random
//! triples) each move into the list.

mod common;

use wythoff_lab::check::compare::agree_all;
use wythoff_lab::check::rng::Rng;
use wythoff_lab::games::l1::planes;
use wythoff_lab::games::l1::rules::Variant;
use wythoff_lab::games::positive::PositiveNim;
use wythoff_lab::games::positive::literal::{Listing, moves_to};

#[test]
fn engine_equals_the_plane_sieve_to_sum_2320() {
    let s = common::tier(2320, 6000);
    let rules = planes::solve_deep(Variant::Positive, s).unwrap();
    let fast: Vec<[u64; 3]> = PositiveNim::new()
        .take_while(|t| t.iter().sum::<u64>() <= s)
        .collect();
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

fn listing(n: usize) -> Listing {
    let mut e = PositiveNim::new();
    let list: Vec<[u64; 3]> = (&mut e).take(n).collect();
    assert_eq!(e.error(), None);
    assert_eq!(list.len(), n);
    Listing::new(list).unwrap()
}

#[test]
fn no_listed_position_moves_to_another() {
    let n = common::tier(1_000_000, 10_000_000) as usize;
    let l = listing(n);
    let tried = l.independent(n).unwrap();
    // Every position shares a value or a difference with itself at least.
    assert!(tried >= n as u64, "{tried}");
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
    bad.insert(4, [5, 9, 14]);
    assert!(Listing::new(bad).unwrap().independent(201).is_err());
    let missing = list.remove(50);
    let l = Listing::new(list).unwrap();
    assert!(l.complete_at(missing).is_err());
}
