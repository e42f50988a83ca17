//! Every parser of user input, fed arbitrary strings: an `Ok` or an `Err` with a message,
//! never a panic; and round trips where a printed form exists.

use proptest::prelude::*;
use wythoff_lab::games::altered::Alteration;
use wythoff_lab::games::hst_strings;
use wythoff_lab::games::lythoff::FExpr;
use wythoff_lab::input::parse_number;

/// Strings near each grammar: its own alphabet, so that deep paths are reached.
fn near(alphabet: &'static str) -> impl Strategy<Value = String> {
    proptest::collection::vec(
        proptest::sample::select(alphabet.chars().collect::<Vec<_>>()),
        0..60,
    )
    .prop_map(|v| v.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn alteration_specs_never_panic(s in any::<String>(), t in near("PN:;,box x0123456789 -\t")) {
        for spec in [&s, &t] {
            if let Err(e) = Alteration::parse(spec) {
                prop_assert!(!e.is_empty());
            }
        }
    }

    #[test]
    fn alteration_specs_round_trip(cells in proptest::collection::btree_set((0u64..50, 0u64..50), 0..30)) {
        let alt = Alteration { p: cells, n: Default::default() };
        let back = Alteration::parse(&alt.to_string()).unwrap();
        prop_assert_eq!(back, alt);
    }

    #[test]
    fn f_expressions_never_panic(s in any::<String>(), t in near("B+-0123456789 ()*"), k in 0usize..70) {
        for e in [&s, &t] {
            if let Ok(f) = FExpr::parse(e, k) {
                // Evaluating on any position of the right length never panics either.
                let _ = f.eval(&vec![u64::MAX; k]);
                let _ = f.eval(&vec![0; k]);
            }
        }
    }

    #[test]
    fn bit_strings_never_panic(s in any::<String>(), t in near("01 2a")) {
        for b in [&s, &t] {
            if let Ok(bits) = hst_strings::parse(b) {
                prop_assert_eq!(hst_strings::parse(&hst_strings::show(&bits)), Ok(bits));
            }
        }
    }

    #[test]
    fn numbers_never_panic(s in any::<String>(), t in near("0123456789 -+e.")) {
        for n in [&s, &t] {
            match parse_number(n) {
                Ok(v) => prop_assert_eq!(Some(v), n.trim().parse::<u64>().ok()),
                Err(e) => prop_assert!(e.contains(n.as_str())),
            }
        }
    }
}

#[test]
fn numbers_at_the_edges() {
    assert_eq!(parse_number("18446744073709551615"), Ok(u64::MAX));
    assert!(
        parse_number("18446744073709551616")
            .unwrap_err()
            .contains("too large")
    );
    assert!(
        parse_number("-1")
            .unwrap_err()
            .contains("not a non-negative")
    );
    assert!(parse_number("").is_err());
    assert_eq!(parse_number(" 007 "), Ok(7));
}
