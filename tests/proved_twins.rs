//! Engines against their proved P-set automata (`games::proved`): every position of the
//! first `PROVED` positions (the columns below it for an altered game) is accepted, and
//! every column before the last is complete. The automata are proved the P-sets for every
//! position by their proof files (`proofs/walnut/automatic.*.walnut`).

use wythoff_lab::check::engines::PROVED;
use wythoff_lab::games::altered::{Alteration, Columns as AlteredColumns};
use wythoff_lab::games::blocking::Columns;
use wythoff_lab::games::lythoff::Construction;
use wythoff_lab::games::proved::{Checked, Half, ProvedSet};

/// Stream `pairs` (upper half, `a` nondecreasing) through the checker; every column before
/// the last is checked whole, the last one's positions each for membership.
fn stream(set: ProvedSet, pairs: impl Iterator<Item = (u64, u64)>) -> Result<u64, String> {
    let mut c = Checked::new(set, Half::Upper);
    let mut last = 0;
    for (a, b) in pairs {
        c.push(a, b)?;
        last = a;
    }
    c.finish()?;
    assert_eq!(c.columns, last);
    Ok(c.columns)
}

#[test]
fn wythoff_and_blocking_k_1_to_4_against_their_proved_automata() {
    let n = PROVED.tier() as usize;
    let pairs = wythoff_lab::games::wythoff::Pairs::new()
        .take(n)
        .map(|(_, a, b)| (a, b));
    let cols = stream(ProvedSet::wythoff(), pairs).unwrap();
    assert!(cols as usize > n, "{cols} columns");
    for k in 1..=4u64 {
        let set = ProvedSet::blocking(k).unwrap();
        let cols = stream(set, Columns::new(k as usize).take(n))
            .unwrap_or_else(|e| panic!("k = {k}: {e}"));
        // Each column x >= 1 holds k positions, at least half of them upper ones.
        assert!(cols >= n as u64 / k, "k = {k}: {cols} columns");
    }
}

#[test]
fn lythoff2_f_1_to_5_against_their_proved_automata() {
    let n = PROVED.tier() as usize;
    for f in 1..=5u64 {
        let set = ProvedSet::lythoff2(f).unwrap();
        let pairs = Construction::with_f(2, Box::new(move |_| Ok(f)))
            .take(n)
            .map(|p| {
                let p = p.expect("no engine error");
                (p[0], p[1])
            });
        stream(set, pairs).unwrap_or_else(|e| panic!("f = {f}: {e}"));
    }
}

#[test]
fn the_proved_altered_games_against_their_automata() {
    let columns = PROVED.tier();
    for spec in [
        "N: 0,0",
        "P: box 2x2",
        "P: box 4x4",
        "P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2",
    ] {
        let alt = Alteration::parse(spec).unwrap();
        let mut c = Checked::new(ProvedSet::altered(&alt).unwrap(), Half::Whole);
        for [x, y] in AlteredColumns::new(&alt).pairs(columns) {
            c.push(x, y).unwrap_or_else(|e| panic!("{spec}: {e}"));
        }
        c.close_to(columns)
            .unwrap_or_else(|e| panic!("{spec}: {e}"));
        assert_eq!(c.columns, columns, "{spec}");
    }
}

/// The check can fail: W^3's stream with one position moved in column 300000, and
/// Lythoff(2_2)'s with column 200000 dropped, are caught at that column.
#[test]
fn a_planted_error_far_out_is_caught() {
    let n = PROVED.tier() as usize;
    let moved = Columns::new(3).take(n).map(|(a, b)| {
        if a == 300_000 && b > a {
            (a, b + 1)
        } else {
            (a, b)
        }
    });
    let err = stream(ProvedSet::blocking(3).unwrap(), moved).unwrap_err();
    assert!(err.contains("column 300000"), "{err}");
    let dropped = Construction::with_f(2, Box::new(|_| Ok(2)))
        .take(n)
        .map(|p| p.unwrap())
        .filter(|p| p[0] != 200_000)
        .map(|p| (p[0], p[1]));
    let err = stream(ProvedSet::lythoff2(2).unwrap(), dropped).unwrap_err();
    assert!(err.contains("column 200000"), "{err}");
}

/// A late column holding more than one listed position loses one of them (not the first):
/// the count of the column no longer matches, and the error names it.
#[test]
fn a_position_missing_from_a_late_column_of_several_is_caught() {
    let n = PROVED.tier() as usize;
    let pairs: Vec<(u64, u64)> = Columns::new(4).take(n).collect();
    // The last column before the final one with at least two listed positions.
    let last = pairs.last().unwrap().0;
    let i = (1..pairs.len())
        .rev()
        .find(|&i| pairs[i].0 == pairs[i - 1].0 && pairs[i].0 < last)
        .unwrap();
    let x = pairs[i].0;
    assert!(x as usize > n / 4, "column {x} is late");
    let mut dropped = pairs.clone();
    dropped.remove(i);
    let err = stream(ProvedSet::blocking(4).unwrap(), dropped.into_iter()).unwrap_err();
    assert!(err.contains(&format!("column {x}:")), "{err}");
    assert!(err.contains(&format!("{}", pairs[i].1)), "{err}");
}
