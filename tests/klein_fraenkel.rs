//! Klein-Fraenkel: Definition 1 (literal) against Lemmas 1-2 / Definition 5 on random
//! positions for K = 2..5; the construction against the rules solver; the printed tables
//! as snapshots.

mod common;

use proptest::prelude::*;
use wythoff_lab::games::lythoff::legal::{
    legal_def1, legal_def5, legal_def7, lex_less, share_value,
};
use wythoff_lab::games::lythoff::pruned_search::{self as rules, Game};
use wythoff_lab::games::lythoff::{Construction, FExpr};

fn sorted_vec(k: usize, max: u64) -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(0..=max, k).prop_map(|mut v| {
        v.sort_unstable();
        v
    })
}

fn pair() -> impl Strategy<Value = (Vec<u64>, Vec<u64>)> {
    (2usize..=5).prop_flat_map(|k| (sorted_vec(k, 40), sorted_vec(k, 40)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::tier(3_000, 300_000) as u32))]

    #[test]
    fn definition_5_equals_definition_1((a, b) in pair()) {
        prop_assert_eq!(legal_def1(&a, &b), legal_def5(&a, &b), "{:?} -> {:?}", a, b);
    }

    #[test]
    fn lemma_1_shared_value_is_legal((a, b) in pair()) {
        if lex_less(&b, &a) && share_value(&a, &b) {
            prop_assert!(legal_def1(&a, &b));
        }
    }

    /// Lythoff(K_f) with f = 1 is Lythoff(K).
    #[test]
    fn definition_7_with_f_1_is_definition_1((a, b) in pair()) {
        prop_assert_eq!(legal_def7(&a, &b, 1), legal_def1(&a, &b));
    }

    /// Definition 1 applied literally (games/lythoff/legal.rs's search is not used to make
    /// the move): from `A` choose `S` (K-1 integers, negatives allowed), take `x in S` with
    /// `x <= a_i` from each pile or leave it, sort. The search [`legal_def1`] finds this
    /// move exactly when the result precedes `A` in the order computed here by hand (first
    /// differing index), so it neither rejects a literal move that descends nor accepts
    /// one that does not (Theorem 1's "every legal move lowers the order" on the rule
    /// itself).
    #[test]
    fn literal_moves_are_legal_exactly_when_they_descend(
        (a, s, choice) in (2usize..=5).prop_flat_map(|k| (
            sorted_vec(k, 40),
            prop::collection::vec(-20i64..=40, k - 1),
            prop::collection::vec(0usize..k, k),
        ))
    ) {
        let k = a.len();
        let mut b = Vec::with_capacity(k);
        for i in 0..k {
            // x <= a_i is required; a pile whose chosen x is too big is left untouched
            let x = if choice[i] == k - 1 { 0 } else { s[choice[i]] };
            let x = if x <= a[i] as i64 { x } else { 0 };
            b.push((a[i] as i64 - x) as u64);
        }
        b.sort_unstable();
        let descends = first_difference_lower(&b, &a);
        prop_assert_eq!(legal_def1(&a, &b), descends, "{:?} -> {:?} by S = {:?}", a, b, s);
    }

    /// Every pair the search calls legal descends in the hand-written order.
    #[test]
    fn legal_pairs_descend((a, b) in pair()) {
        if legal_def1(&a, &b) {
            prop_assert!(first_difference_lower(&b, &a), "{:?} -> {:?}", a, b);
        }
    }
}

/// `b ≺ a` as the paper defines it: `b_i < a_i` at the first index where they differ
/// (written out, not the slice order that `lex_less` uses).
fn first_difference_lower(b: &[u64], a: &[u64]) -> bool {
    match (0..a.len()).find(|&i| a[i] != b[i]) {
        Some(i) => b[i] < a[i],
        None => false,
    }
}

#[test]
fn construction_equals_rules_solver_for_k_2_to_5() {
    let n = common::tier(150, 400) as usize;
    for k in 2..=5 {
        let fast: Vec<Vec<u64>> = Construction::lythoff(k)
            .take(n)
            .collect::<Result<_, _>>()
            .unwrap();
        let slow = rules::p_positions(k, &Game::Lythoff, n).unwrap();
        assert_eq!(fast, slow, "K = {k}");
    }
}

#[test]
fn construction_2_equals_rules_solver_for_the_papers_f() {
    let e = FExpr::parse("1+B3-B2", 3).unwrap();
    let e2 = e.clone();
    let fast: Vec<Vec<u64>> = Construction::with_f(3, Box::new(move |b| e2.eval(b)))
        .take(12)
        .collect::<Result<_, _>>()
        .unwrap();
    let fe = Game::expr(&e);
    let slow = rules::p_positions(3, &Game::Variable(&fe), 12).unwrap();
    assert_eq!(fast, slow);
}

#[test]
fn printed_tables_snapshots() {
    for id in ["kf.table-alternate", "kf.table-variable"] {
        let t = (wythoff_lab::papers::table(id).unwrap().compute)();
        common::snapshots().bind(|| insta::assert_snapshot!(id.replace('.', "_"), t.to_text()));
    }
}
