//! Akiyama's L1-Nim: the simplified generator, the plain mex algorithm and the two rules
//! solvers compared on every position they share; the refutation of Theorem 1 confirmed by
//! both solvers; the first-40 table as a snapshot.

mod common;

use proptest::prelude::*;
use wythoff_lab::check::compare::agree;
use wythoff_lab::games::akiyama_vn::{MexAlgorithm, Simplified};
use wythoff_lab::games::l1::rules::{self, Variant};

#[test]
fn simplified_equals_mex_algorithm_on_a_full_prefix() {
    let n = common::tier(30_000, 150_000) as usize;
    let mut mex = MexAlgorithm::new();
    mex.run_to(n);
    let fast = Simplified::new().map(|s| s.v);
    assert_eq!(
        agree(
            "mex algorithm",
            mex.v.iter().copied(),
            "simplified",
            fast,
            n + 1
        ),
        Ok(n + 1)
    );
}

/// The ring engine of `positions akiyama` against its twin, the simplified generator, on
/// every v(n) to 10^7 (10^9 under `slow-tests`), and its memory at the end.
#[test]
fn the_ring_engine_equals_the_simplified_generator() {
    let n = wythoff_lab::check::engines::AKIYAMA_VRING.tier() as usize;
    let mut ring = wythoff_lab::games::akiyama_vn::VRing::new();
    let mut slow = Simplified::new();
    for i in 0..=n {
        assert_eq!(ring.next(), slow.next().map(|s| s.v), "n = {i}");
    }
    // About 3.4 n + 1.7 n bits, rounded up to powers of two: at most 1.6 n bytes.
    assert!(
        ring.ring_bytes() as f64 <= 1.6 * n as f64,
        "{} bytes",
        ring.ring_bytes()
    );
}

#[test]
fn the_two_rules_solvers_agree_on_every_position() {
    let s = common::tier(150, 300) as u32;
    for variant in [Variant::L1, Variant::Positive] {
        let mut layer = rules::p_positions(variant, s, |_| {});
        let mut sieve = rules::sieve_p_positions(variant, s);
        layer.sort_unstable();
        sieve.sort_unstable();
        assert_eq!(
            agree(
                "layer solver",
                layer.iter(),
                "sieve",
                sieve.iter(),
                layer.len().max(sieve.len())
            ),
            Ok(layer.len()),
            "{variant:?}"
        );
    }
}

/// Every P-position of L1-Nim (rules) agrees with the mex algorithm below sum 150, and the
/// first disagreement is the refutation recorded for akiyama.thm1.
#[test]
fn rules_and_mex_agree_below_150_and_part_at_27_50_73() {
    let truth = rules::sieve_p_positions(Variant::L1, 160);
    let mut sorted: Vec<[u64; 3]> = truth
        .iter()
        .filter(|t| t[0] <= t[1] && t[1] <= t[2])
        .map(|t| t.map(u64::from))
        .collect();
    sorted.sort_unstable_by_key(|t| (t.iter().sum::<u64>(), *t));
    let mut mex = MexAlgorithm::new();
    mex.run_to(20);
    assert_eq!(&sorted[..14], &mex.v[..14]);
    assert_eq!(sorted[14], [27, 50, 73]);
    assert!(
        !sorted.contains(&mex.v[14]),
        "v(14) = {:?} is not a P-position",
        mex.v[14]
    );
    // v(14) = (26,51,74) -> (27,50,73) by (x, y, z) = (-1, 1, 1).
    assert!(rules::is_legal(Variant::L1, [26, 51, 74], [27, 50, 73]));
}

/// `(v(n), kappa(n-1))` for `n = 0..20_000` from the plain mex algorithm, with
/// `kappa(n-1) = v2(n) - v1(n) - Mex D_(n-1)` (the definition after Corollary 3:
/// `v2(n) = Mex F_(n-1) + Mex D_(n-1) + kappa(n-1)`); `kappa(-1)` is written 0.
fn mex_kappas() -> &'static [([u64; 3], i64)] {
    static TABLE: std::sync::OnceLock<Vec<([u64; 3], i64)>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut m = MexAlgorithm::new();
        let mut out = vec![([0, 0, 0], 0)];
        while out.len() < 20_000 {
            let mex_d = m.mex_d() as i64;
            let v = m.step();
            out.push((v, v[1] as i64 - v[0] as i64 - mex_d));
        }
        out
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::tier(64, 2000) as u32))]

    /// `kappa(n-1)` of the simplified generator equals `kappa(n-1)` read off the plain mex
    /// computation of `v(n)` (games/akiyama_vn/mex.rs, Theorem 1's definition):
    /// `v2(n) - v1(n) - Mex D_(n-1)`, which is in {0, 1, 2}; and Corollary 3's expression
    /// `-(v1 - 2 v2 + v3)` of the mex algorithm's `v(n)` equals it too.
    #[test]
    fn kappa_matches_the_plain_mex_computation(n in 1usize..20_000) {
        let s = Simplified::new().nth(n).unwrap();
        let (v, k) = mex_kappas()[n];
        prop_assert_eq!(s.v, v, "v({})", n);
        prop_assert!((0..=2).contains(&k), "kappa({}) = {} from the mex algorithm", n - 1, k);
        prop_assert_eq!(i64::from(s.kappa), k, "kappa({})", n - 1);
        let [a, b, c] = v.map(|x| x as i64);
        prop_assert_eq!(-(a - 2 * b + c), k, "Corollary 3 at v({}) = {:?}", n, v);
    }

    /// The rule as printed (the product `xyz(x-y)(y-z)(z-x)` is zero, in i128, and
    /// `x+y+z > 0`) decides `is_move`; and a legal move from a position to a position in
    /// N_0^3 lowers `a+b+c` (the L1 remark), so play ends.
    #[test]
    fn legal_moves_lower_the_sum(
        x in -50i64..50, y in -50i64..50, z in -50i64..50,
        p in prop::array::uniform3(0i64..120),
    ) {
        let legal = rules::is_move(Variant::L1, [x, y, z]);
        let (a, b, c) = (i128::from(x), i128::from(y), i128::from(z));
        let printed = a * b * c * (a - b) * (b - c) * (c - a) == 0 && a + b + c > 0;
        prop_assert_eq!(legal, printed);
        let q = [p[0] - x, p[1] - y, p[2] - z];
        if legal && q.iter().all(|&v| v >= 0) {
            prop_assert!(q.iter().sum::<i64>() < p.iter().sum::<i64>(), "{:?} -> {:?}", p, q);
        }
        if rules::is_move(Variant::Positive, [x, y, z]) {
            prop_assert!(legal && x >= 0 && y >= 0 && z >= 0);
        }
    }
}

#[test]
fn first_40_table_snapshot() {
    let t = (wythoff_lab::papers::table("akiyama.first-40")
        .unwrap()
        .compute)();
    common::snapshots().bind(|| insta::assert_snapshot!("akiyama_first_40", t.to_text()));
}
