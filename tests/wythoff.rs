//! Classic Wythoff: the three routes (rules solver, mex recurrence, exact closed form)
//! agree element by element, on full prefixes and on random indices.

mod common;

use proptest::prelude::*;
use quickcheck::quickcheck;
use std::sync::OnceLock;
use wythoff_lab::check::compare::agree;
use wythoff_lab::check::engines::WYTHOFF;
use wythoff_lab::games::wythoff::{self, MAX_N, MexPairs, Pairs};

/// The mex recurrence on positions 0..WYTHOFF[0] (10^6, 10^7 in the deep tier), computed once.
fn mex_prefix() -> &'static Vec<(u64, u64, u64)> {
    static MEX: OnceLock<Vec<(u64, u64, u64)>> = OnceLock::new();
    MEX.get_or_init(|| {
        MexPairs::new()
            .take(WYTHOFF[0].tier() as usize + 1)
            .collect()
    })
}

#[test]
fn rules_solver_equals_mex_on_a_full_square() {
    let side = common::tier(250, 1200) as u32;
    let truth = wythoff::rules::p_positions(side).unwrap();
    let mex = MexPairs::new()
        .map(|(_, a, b)| (a, b))
        .take_while(|&(_, b)| b < u64::from(side));
    assert_eq!(
        agree(
            "rules solver",
            truth.iter().copied(),
            "mex",
            mex,
            truth.len()
        ),
        Ok(truth.len())
    );
    assert!(
        truth.len() > 90,
        "the square holds the first {} P-positions",
        truth.len()
    );
}

#[test]
fn rules_solver_labels_are_symmetric_and_match_grundy_zero() {
    let side = 60;
    let labels = wythoff::rules::labels(side).unwrap();
    let g = wythoff::rules::grundy_table(side).unwrap();
    for y in 0..side as usize {
        for x in 0..side as usize {
            assert_eq!(labels[y][x], labels[x][y], "symmetry at ({x},{y})");
            assert_eq!(labels[y][x], g[y][x] == 0, "P iff Grundy 0 at ({x},{y})");
            assert_eq!(g[y][x], g[x][y], "Grundy symmetry at ({x},{y})");
        }
    }
}

#[test]
fn closed_form_and_streaming_equal_mex_on_the_whole_prefix() {
    let mex = mex_prefix();
    let closed = (0..mex.len() as u64).map(|n| {
        let (a, b) = wythoff::pair(n).unwrap();
        (n, a, b)
    });
    assert_eq!(
        agree("mex", mex.iter().copied(), "closed form", closed, mex.len()),
        Ok(mex.len())
    );
    assert_eq!(
        agree(
            "mex",
            mex.iter().copied(),
            "streaming",
            Pairs::new(),
            mex.len()
        ),
        Ok(mex.len())
    );
}

#[test]
fn a_deliberately_wrong_generator_is_caught_at_its_first_wrong_index() {
    let mex = mex_prefix();
    let wrong = Pairs::new().map(|(n, a, b)| {
        if n == 777 || n == 900 {
            (n, a + 1, b + 1)
        } else {
            (n, a, b)
        }
    });
    let err = agree("mex", mex.iter().copied(), "wrong generator", wrong, 1000).unwrap_err();
    assert!(err.starts_with("index 777:"), "{err}");
}

/// `a = floor(n phi)` by the definition of floor: `a <= n phi < a + 1`, i.e.
/// `(2a - n)^2 < 5 n^2 < (2a + 2 - n)^2` (with `2a >= n`), an exact test independent of
/// the integer square root used by the closed form.
fn is_floor_n_phi(n: u64, a: u64) -> bool {
    let (n, a) = (u128::from(n), u128::from(a));
    let five_n2 = 5 * n * n;
    2 * a >= n
        && (2 * a - n) * (2 * a - n) <= five_n2
        && five_n2 < (2 * a + 2 - n) * (2 * a + 2 - n)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::tier(2_000, 200_000) as u32))]

    #[test]
    fn closed_form_equals_mex_at_random_n(n in 0usize..1_000_000) {
        let (m, a, b) = mex_prefix()[n];
        prop_assert_eq!((m, Some((a, b))), (n as u64, wythoff::pair(n as u64)));
    }

    #[test]
    fn closed_form_is_floor_n_phi_over_the_whole_range(n in 0u64..WYTHOFF[1].tier()) {
        let (a, b) = wythoff::pair(n).unwrap();
        prop_assert!(is_floor_n_phi(n, a), "a_{} = {} is not floor(n phi)", n, a);
        prop_assert_eq!(b, a + n);
    }
}

quickcheck! {
    fn streaming_from_any_start_equals_random_access(start: u64) -> bool {
        let start = start % (MAX_N - 100);
        Pairs::starting_at(start).take(100).all(|(n, a, b)| wythoff::pair(n) == Some((a, b)))
    }

    fn steps_along_the_beam_are_1_2_or_2_3(start: u64) -> bool {
        let start = start % (MAX_N - 50);
        let pts: Vec<_> = Pairs::starting_at(start).take(50).collect();
        pts.windows(2).all(|w| matches!((w[1].1 - w[0].1, w[1].2 - w[0].2), (1, 2) | (2, 3)))
    }
}

#[test]
fn nth_at_a_trillion_satisfies_b_equals_a_plus_n_and_floor() {
    let n = 1_000_000_000_000u64;
    let (a, b) = wythoff::pair(n).unwrap();
    assert_eq!((a, b), (1_618_033_988_749, 2_618_033_988_749));
    assert_eq!(b, a + n);
    assert!(is_floor_n_phi(n, a));
}
