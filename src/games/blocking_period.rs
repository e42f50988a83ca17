//! Whether the P-set of W^k is ultimately additively periodic on its data: from some
//! column `a0` on, column `a + T` holds the upper P-positions of column `a` moved up by `D`
//! (`(a, b)` P with `a <= b` iff `(a + T, b + D)` is). Such a set (with its transpose and
//! the finitely many columns before `a0`) is Presburger-definable, so it is automatic in
//! every base and its proof is a finite check of W^k's rule (`games::automatic`).
//!
//! Route: the column generator (`blocking::Columns`) to column `A - 1`; per column, its
//! smallest upper `b` and a hash of the offsets of the others from it. For each `T` from 1
//! up to `A / 4`, `D` is read off the last two columns `T` apart, and the columns are walked
//! down from `A - 1 - T` while the relation holds; the least `T` whose relation holds from
//! some `a0 <= A / 4` on, over at least `3 T` columns, is reported. A set that is not
//! periodic fails at once for almost every `T`, so the search costs about `A / 4` steps
//! beyond the generator. Cost: the generator to `a = A` (about `k A / 2` positions) and 16
//! bytes per column.

use super::blocking::Columns;

/// An additive period of the upper P-positions, as the data show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// The column period `T`.
    pub t: u64,
    /// The row shift `D`.
    pub d: u64,
    /// The first column from which the relation holds up to the data's end.
    pub from: u64,
}

/// Per column: the smallest upper `b` (`u64::MAX` for an empty column) and a hash of the
/// offsets of the column's upper positions from it.
fn signatures(k: usize, a_max: u64) -> Vec<(u64, u64)> {
    let mut sig = vec![(u64::MAX, 0u64); a_max as usize];
    for (a, b) in Columns::new(k).take_while(|&(a, _)| a < a_max) {
        let s = &mut sig[a as usize];
        if s.0 == u64::MAX {
            *s = (b, 0xcbf2_9ce4_8422_2325);
        }
        // FNV-1a over the offsets (the first is 0).
        for byte in (b - s.0).to_le_bytes() {
            s.1 = (s.1 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    sig
}

/// The least period of the upper P-positions of W^k on the columns `a < a_max` (see the
/// module doc), or `None`.
pub fn period(k: usize, a_max: u64) -> Option<Period> {
    period_of(&signatures(k, a_max))
}

/// [`period`] on per-column signatures `(smallest upper b, hash of the offsets)`.
pub fn period_of(sig: &[(u64, u64)]) -> Option<Period> {
    let cols = sig.len();
    (1..=cols / 4).find_map(|t| {
        let (last, before) = (sig[cols - 1], sig[cols - 1 - t]);
        if last.1 != before.1 || last.0 == u64::MAX || before.0 > last.0 {
            return None;
        }
        let d = last.0 - before.0;
        let mut a = cols - 1 - t;
        while a > 0 && {
            let (x, y) = (sig[a - 1], sig[a - 1 + t]);
            x.1 == y.1 && x.0 != u64::MAX && y.0 == x.0 + d
        } {
            a -= 1;
        }
        (a <= cols / 4 && cols - t - a >= 3 * t).then_some(Period {
            t: t as u64,
            d,
            from: a as u64,
        })
    })
}

/// Whether the upper P-positions `ps` (of the columns `a < a_max`) satisfy the period `p`
/// exactly, position by position: `(a, b)` with `p.from <= a < a_max - p.t` is an upper
/// P-position iff `(a + t, b + d)` is. `Err` names the first position breaking it.
pub fn holds(ps: &[(u64, u64)], p: Period, a_max: u64) -> Result<(), String> {
    let set: std::collections::HashSet<(u64, u64)> = ps.iter().copied().collect();
    for &(a, b) in ps {
        if a >= p.from && a + p.t < a_max && !set.contains(&(a + p.t, b + p.d)) {
            return Err(format!(
                "({a},{b}) is P but ({},{}) is not",
                a + p.t,
                b + p.d
            ));
        }
        if a >= p.from + p.t && a < a_max && b >= p.d && !set.contains(&(a - p.t, b - p.d)) {
            return Err(format!(
                "({a},{b}) is P but ({},{}) is not",
                a - p.t,
                b - p.d
            ));
        }
    }
    Ok(())
}
