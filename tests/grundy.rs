//! Sprague–Grundy values on a square: the line engine (`games/wythoff/grundy.rs`) against
//! the generic rules solver on the literal move lists, cell by cell, and its zero cells
//! against the P-position engines (Wythoff's closed form, the altered games' column
//! algorithm) on the same square.

mod common;

use proptest::prelude::*;
use std::collections::BTreeSet;
use wythoff_lab::games::altered::{self, Alteration, Columns};
use wythoff_lab::games::wythoff::{self, grundy::GrundyLines};

/// The side of the rules comparison: 300 (800 under `slow-tests`).
fn rules_side() -> u32 {
    wythoff_lab::check::engines::GRUNDY[0].tier() as u32
}

/// The side of the zero-cell comparison: 2000 (10^4 under `slow-tests`).
fn zeros_side() -> u32 {
    wythoff_lab::check::engines::GRUNDY[1].tier() as u32
}

fn zeros(lines: GrundyLines) -> BTreeSet<(u64, u64)> {
    let mut z = BTreeSet::new();
    for (x, line) in lines.enumerate() {
        for (y, &g) in line.iter().enumerate() {
            if g == 0 {
                z.insert((x as u64, y as u64));
            }
        }
    }
    z
}

#[test]
fn wythoff_values_equal_the_rules_solver() {
    let side = rules_side();
    let rules = wythoff::rules::grundy_table(side).unwrap(); // rules[y][x]
    let mut lines = 0;
    for (x, line) in GrundyLines::wythoff(side).unwrap().enumerate() {
        assert_eq!(line.len(), side as usize);
        for (y, &g) in line.iter().enumerate() {
            assert_eq!(
                g, rules[y][x],
                "G({x}, {y}): engine {g}, rules {}",
                rules[y][x]
            );
        }
        lines += 1;
    }
    assert_eq!(lines, side);
}

#[test]
fn wythoff_zero_cells_are_the_closed_form_pairs() {
    let side = u64::from(zeros_side());
    let mut want = BTreeSet::new();
    for n in 0.. {
        let (a, b) = wythoff::pair(n).unwrap();
        if a >= side {
            break;
        }
        want.insert((a, b));
        want.insert((b, a));
    }
    want.retain(|&(x, y)| x < side && y < side);
    let got = zeros(GrundyLines::wythoff(side as u32).unwrap());
    assert_eq!(got.len(), want.len(), "number of zero cells");
    assert_eq!(got, want);
}

/// The catalog's alterations (Hu-Sleator-Tsin): misère, a P box, a mixed one.
fn named() -> Vec<(&'static str, Alteration)> {
    [
        "N: 0,0",
        "P: box 8x13",
        "P: 0,0 1,2 5,5; N: 3,3 2,7",
        "N: 0,0 1,2 2,1",
    ]
    .into_iter()
    .map(|s| (s, Alteration::parse(s).unwrap()))
    .collect()
}

fn assert_equal_to_rules(alt: &Alteration, side: u32) -> Result<(), String> {
    let rules = altered::rules::grundy(alt, side).map_err(|e| e.to_string())?; // rules[x][y]
    let fast: Vec<Vec<u32>> = altered::grundy::lines(alt, side)?.collect();
    if fast != rules {
        let (x, y) = (0..side as usize)
            .flat_map(|x| (0..side as usize).map(move |y| (x, y)))
            .find(|&(x, y)| fast[x][y] != rules[x][y])
            .unwrap_or_default();
        return Err(format!(
            "{alt:?}: G({x}, {y}) engine {}, rules {}",
            fast[x][y], rules[x][y]
        ));
    }
    Ok(())
}

#[test]
fn altered_values_equal_the_rules_solver() {
    for (spec, alt) in named() {
        assert_equal_to_rules(&alt, rules_side()).unwrap_or_else(|e| panic!("{spec}: {e}"));
    }
}

#[test]
fn altered_zero_cells_are_the_column_algorithms_positions() {
    let side = zeros_side();
    for (spec, alt) in named() {
        let want: BTreeSet<(u64, u64)> = Columns::new(&alt)
            .pairs(u64::from(side))
            .map(|[x, y]| (x, y))
            .filter(|&(_, y)| y < u64::from(side))
            .collect();
        let got = zeros(altered::grundy::lines(&alt, side).unwrap());
        assert_eq!(got, want, "{spec}");
    }
}

fn alteration() -> impl Strategy<Value = Alteration> {
    prop::collection::vec((0u64..24, 0u64..24, prop::bool::ANY), 0..25).prop_map(|cells| {
        let mut a = Alteration::default();
        for (x, y, p) in cells {
            if p && !a.n.contains(&(x, y)) {
                a.p.insert((x, y));
            } else if !p && !a.p.contains(&(x, y)) {
                a.n.insert((x, y));
            }
        }
        a
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::tier(24, 400) as u32))]

    /// Random alterations, some cells outside the square (side 20 of a 24 x 24 spread).
    #[test]
    fn random_alterations_equal_the_rules_solver(alt in alteration(), side in 1u32..70) {
        prop_assert_eq!(assert_equal_to_rules(&alt, side), Ok(()));
    }

    /// And their zero cells are the column algorithm's P-positions.
    #[test]
    fn random_alterations_zero_cells(alt in alteration()) {
        let side = 150u32;
        let want: BTreeSet<(u64, u64)> = Columns::new(&alt)
            .pairs(u64::from(side))
            .map(|[x, y]| (x, y))
            .filter(|&(_, y)| y < u64::from(side))
            .collect();
        prop_assert_eq!(zeros(altered::grundy::lines(&alt, side).unwrap()), want);
    }
}

/// Every value on the square of `GRUNDY[2]` (side 4096, 10^4 under `slow-tests`: the
/// largest side `grundy` serves without `--past-compared`) against the column-major bit-set
/// twin, for Wythoff and the 4 named alterations (on a quarter of the side in the quick
/// tier, the twin's table being `4 N^2` bytes per game).
#[test]
fn values_equal_the_bit_set_twin_over_the_served_side() {
    use std::collections::HashMap;
    use wythoff_lab::games::wythoff::grundy::Label;
    use wythoff_lab::games::wythoff::grundy_twin;
    let side = wythoff_lab::check::engines::GRUNDY[2].tier() as u32;
    let check =
        |name: &str, lines: GrundyLines, fixed: HashMap<(usize, usize), Label>, side: u32| {
            let twin = grundy_twin::table(side as usize, &fixed);
            let mut n = 0;
            for (x, line) in lines.enumerate() {
                if let Some(y) = (0..line.len()).find(|&y| line[y] != twin[x][y]) {
                    panic!(
                        "{name}: G({x}, {y}) engine {}, twin {}",
                        line[y], twin[x][y]
                    );
                }
                n += 1;
            }
            assert_eq!(n, side, "{name}");
        };
    check(
        "Wythoff",
        GrundyLines::wythoff(side).unwrap(),
        HashMap::new(),
        side,
    );
    let small = common::tier(u64::from(side / 4), u64::from(side)) as u32;
    for (spec, alt) in named() {
        let mut fixed = HashMap::new();
        for &(x, y) in &alt.p {
            fixed.insert((x as usize, y as usize), Label::P);
        }
        for &(x, y) in &alt.n {
            fixed.insert((x as usize, y as usize), Label::N);
        }
        check(
            spec,
            altered::grundy::lines(&alt, small).unwrap(),
            fixed,
            small,
        );
    }
}

/// The twin can fail: one value changed far out is named.
#[test]
fn the_bit_set_twin_catches_a_changed_value() {
    use wythoff_lab::games::wythoff::grundy_twin;
    let twin = grundy_twin::table(600, &Default::default());
    let mut lines: Vec<Vec<u32>> = GrundyLines::wythoff(600).unwrap().collect();
    assert_eq!(lines, twin);
    lines[577][431] += 1;
    assert_ne!(lines, twin);
    assert_eq!(twin[577][431], lines[431][577]);
}
