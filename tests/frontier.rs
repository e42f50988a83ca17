//! The true games of the frontier section: the exact L1-Nim engine against the rules, on
//! every position with a+b+c <= 2000 (4000 under `slow-tests`), the move lemma as a
//! property, and positive Nim's plane sieve against the literal layer solver (positive Nim's
//! exact engine: tests/positive.rs).

mod common;

use proptest::prelude::*;
use wythoff_lab::check::compare::{agree, agree_all};
use wythoff_lab::games::l1::exact::shares_value_or_difference;
use wythoff_lab::games::l1::exact_plain::{Bits, Plain};
use wythoff_lab::games::l1::rules::{self, ORDERINGS, Variant};
use wythoff_lab::games::l1::{TrueL1, planes};

fn by_sum(v: Vec<[u32; 3]>) -> Vec<[u64; 3]> {
    let mut v: Vec<[u64; 3]> = v
        .into_iter()
        .filter(|t| t[0] <= t[1] && t[1] <= t[2])
        .map(|t| t.map(u64::from))
        .collect();
    v.sort_by_key(|t| (t.iter().sum::<u64>(), *t));
    v
}

#[test]
fn exact_l1_engine_equals_the_plane_sieve_to_sum_2000() {
    let s = common::tier(2000, 4000);
    let rules = planes::solve(Variant::L1, s).unwrap();
    let fast: Vec<[u64; 3]> = TrueL1::new()
        .take_while(|t| t.iter().sum::<u64>() <= s)
        .collect();
    agree_all("plane sieve", &rules, "exact engine", &fast).unwrap();
    assert!(rules.len() > 180, "{}", rules.len());
}

#[test]
fn exact_l1_engine_equals_the_second_engine() {
    let n = common::tier(1_000_000, 1_000_000_000) as usize;
    agree(
        "exact engine",
        TrueL1::new(),
        "second engine",
        Plain::<Bits>::new(),
        n,
    )
    .unwrap();
}

#[test]
fn plane_sieve_equals_the_literal_solvers() {
    let s = common::tier(220, 400);
    for variant in [Variant::L1, Variant::Positive] {
        let plane = planes::solve(variant, s).unwrap();
        let literal = by_sum(rules::p_positions(variant, s as u32, |_| {}));
        agree_all("layer solver", &literal, "plane sieve", &plane).unwrap();
        let older = by_sum(rules::sieve_p_positions(variant, s as u32));
        agree_all("forward sieve", &older, "plane sieve", &plane).unwrap();
    }
}

#[test]
fn the_plane_sieve_refuses_what_it_cannot_hold() {
    assert!(planes::solve(Variant::L1, 4001).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::tier(2000, 100_000) as u32))]

    /// A random position and a random move vector (near a plane half the time): the rule
    /// holds iff the lemma's condition does.
    #[test]
    fn move_lemma_on_random_positions(
        p in prop::array::uniform3(0i64..1_000_000),
        v in prop::array::uniform3(-1_000i64..1_000),
        plane in 0usize..7,
    ) {
        let mut v = v;
        match plane {
            0..=2 => v[plane] = 0,
            3 => v[1] = v[0],
            4 => v[2] = v[1],
            5 => v[0] = v[2],
            _ => {}
        }
        let q = [0, 1, 2].map(|i| p[i] - v[i]);
        prop_assume!(q.iter().all(|&x| x >= 0));
        let rule = rules::is_move(Variant::L1, v);
        let lemma = q.iter().sum::<i64>() < p.iter().sum::<i64>()
            && ((0..3).any(|i| p[i] == q[i])
                || [(0, 1), (1, 2), (0, 2)].iter().any(|&(i, j)| p[i] - p[j] == q[i] - q[j]));
        prop_assert_eq!(rule, lemma, "P = {:?}, Q = {:?}", p, q);
    }

    /// The sorted form the engine uses: some permutation of q is an option of P iff q has
    /// the smaller sum and they share a value or an absolute difference.
    #[test]
    fn sorted_move_lemma_on_random_pairs(
        p in prop::array::uniform3(0u32..2_000),
        q in prop::array::uniform3(0u32..2_000),
        share in 0usize..3,
    ) {
        let (mut p, mut q) = (p, q);
        if share == 1 { q[0] = p[1]; }            // a shared value
        if share == 2 { q[1] = q[0] + p[2].abs_diff(p[0]); } // a shared difference
        p.sort_unstable();
        q.sort_unstable();
        let rule = ORDERINGS.iter().any(|o| rules::is_legal(Variant::L1, p, o.map(|i| q[i])));
        let lemma = q.iter().sum::<u32>() < p.iter().sum::<u32>()
            && shares_value_or_difference(p.map(u64::from), q.map(u64::from));
        prop_assert_eq!(rule, lemma, "P = {:?}, q = {:?}", p, q);
    }
}
