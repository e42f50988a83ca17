//! Larsson's W^k: the column generator against the rules solver for k = 1..10 on squares of
//! side 300; the comply games against their blocking twins; printed tables as snapshots.

mod common;

use wythoff_lab::check::compare::agree;
use wythoff_lab::games::blocking::{Columns, rules};

#[test]
fn column_generator_equals_rules_solver_k_1_to_10() {
    let side = common::tier(300, 600) as u32;
    for k in 1..=10 {
        let truth = rules::upper_p_positions(&rules::blocking(k, side).unwrap());
        let fast = Columns::new(k)
            .take_while(|&(a, _)| a < u64::from(side))
            .filter(|&(_, b)| b < u64::from(side));
        let fast: Vec<(u64, u64)> = fast.collect();
        assert_eq!(
            agree(
                "rules solver",
                truth.iter(),
                "columns",
                fast.iter(),
                truth.len().max(fast.len())
            ),
            Ok(truth.len()),
            "k = {k}"
        );
    }
}

#[test]
fn comply_is_the_complement_of_blocking() {
    let side = 80;
    for k in 1..=6 {
        let b = rules::blocking(k, side).unwrap();
        let c = rules::comply(k, side);
        for y in 0..side as usize {
            for x in 0..side as usize {
                assert_eq!(c[y][x], !b[y][x], "k = {k}, ({x},{y})");
            }
        }
    }
}

#[test]
fn printed_tables_snapshots() {
    for id in ["larsson.table2", "larsson.table3", "larsson.table4"] {
        let t = (wythoff_lab::table::find(id).unwrap().compute)();
        common::snapshots().bind(|| insta::assert_snapshot!(id.replace('.', "_"), t.to_text()));
    }
}
