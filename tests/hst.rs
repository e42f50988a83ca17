//! Hu-Sleator-Tsin: the column algorithm against the rules solver on random alterations,
//! the alteration format's errors, bit-string laws on random strings.

mod common;

use proptest::prelude::*;
use wythoff_lab::games::altered::{Alteration, Columns, rules};
use wythoff_lab::games::hst_strings as bs;

fn alteration() -> impl Strategy<Value = Alteration> {
    prop::collection::vec((0u64..10, 0u64..10, 0u8..4), 0..30).prop_map(|cells| {
        let mut a = Alteration::default();
        for (x, y, k) in cells {
            match k {
                0 if !a.n.contains(&(x, y)) => {
                    a.p.insert((x, y));
                }
                1 if !a.p.contains(&(x, y)) => {
                    a.n.insert((x, y));
                }
                _ => {}
            }
        }
        a
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::tier(60, 2_000) as u32))]

    #[test]
    fn column_algorithm_equals_rules_solver(alt in alteration()) {
        let w = 80usize;
        let h = (alt.extent().1 as usize) + 2 * w + 10;
        let truth = rules::p_positions(&alt, w, h);
        let fast: Vec<(u64, u64)> = Columns::new(&alt).take(w).flat_map(|c| c.p.into_iter().map(move |y| (c.t, y))).collect();
        prop_assert_eq!(truth, fast);
    }

    #[test]
    fn spec_round_trips(alt in alteration()) {
        let text = alt.to_string();
        prop_assert_eq!(Alteration::parse(&text).unwrap(), alt);
    }

    #[test]
    fn update_and_w_laws(s in prop::collection::vec(any::<bool>(), 1..60)) {
        let u = bs::update(&s).unwrap();
        prop_assert_eq!(u.len(), s.len() + 1);
        let (z, o) = bs::counts(&s);
        let mut v = s.clone();
        for _ in 0..2 * z + o {
            v = bs::update(&v).unwrap();
        }
        prop_assert_eq!(v, bs::w(&s));
    }

    #[test]
    fn parse_rejects_other_characters(s in "[01]{0,10}[2-9a-z ][01]{0,10}") {
        prop_assert!(bs::parse(&s).is_err());
    }
}

#[test]
fn alteration_errors_name_the_offending_text() {
    for (spec, needle) in [
        ("P: 1,1; N: 1,1", "1,1"),
        ("P: -3,1", "-3"),
        ("P: x,1", "x"),
        ("Z: 1,1", "Z"),
        ("P: box 3", "box"),
        ("P: 4", "4"),
    ] {
        let e = Alteration::parse(spec).unwrap_err();
        assert!(e.contains(needle), "{spec}: {e}");
    }
}

#[test]
fn figure_4_snapshot() {
    let mut s = vec![true];
    let mut text = String::from("1\n");
    for _ in 1..10 {
        s = bs::update(&s).unwrap();
        text.push_str(&bs::show(&s));
        text.push('\n');
    }
    common::snapshots().bind(|| insta::assert_snapshot!("hst_fig4", text));
}
