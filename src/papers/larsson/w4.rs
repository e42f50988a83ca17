//! The W^4 hypothesis of section 3 (Table 1, row 4), proved: for the upper P-positions
//! `(a_n, b_n)` of W^4 in lexicographic order, `delta_n = b_n - a_n = n/2 + O(1)`,
//! `a_n = n sqrt 2 / 4 + O(1)`, `b_n = n (2 + sqrt 2) / 4 + O(1)`, so `1/alpha + 1/beta = 4`
//! and `b_n / a_n -> 1 + sqrt 2`.
//!
//! Route for every n: `proofs/walnut/larsson.w4-hypothesis.walnut`, over the Pell-automatic
//! P-set of `frontier.automatic.blocking-k4-pell` and the Pell shift `s` (digits moved up
//! one place). The decision procedure proves: `s` is a function with `s(x) >= x`,
//! `s(s(x)) = 2 s(x) + x` and `|s(x + y) - s(x) - s(y)| <= 1`; every upper P-position has
//! `-4 <= b - s(a) <= 3` (`-2 <= b - s(a) <= 2` from `a = 5` on); every difference occurs
//! exactly twice; the differences follow the columns up to 4 columns; every column holds at
//! least 2 upper P-positions and exactly 4 P-positions in all. The constants are sharp (one
//! tighter is FALSE: `tests/blocking_automatic.rs`). The classical step
//! (Fekete's lemma) turns the shift's three properties into `|s(n) - (1 + sqrt 2) n| <= 1`;
//! the rest is counting (in the proof file's comments).
//!
//! Bounded route (shares nothing with the proof but the game): the column generator's
//! positions with `a <= A` satisfy each proved inequality with the same constants, the
//! shift computed from greedy Pell digits, `|s(x) - (1 + sqrt 2) x| < 1` checked in
//! integers for `x <= A`. Cost: linear in `A` (the generator and one pass).

use crate::check::Findings;
use crate::check::engines::{BLOCKING, blocking_past_reach};
use crate::games::blocking::Columns;

/// The Pell numbers 1, 2, 5, 12, ... below `2^63`.
fn pell() -> Vec<u64> {
    let mut p = vec![1u64, 2];
    while let Some(next) = p[p.len() - 1]
        .checked_mul(2)
        .and_then(|v| v.checked_add(p[p.len() - 2]))
        .filter(|&v| v < 1 << 63)
    {
        p.push(next);
    }
    p
}

/// The Pell shift: the greedy Pell digits of `x` moved up one place (`None` past `u64`).
pub fn pell_shift(x: u64) -> Option<u64> {
    let p = pell();
    let mut rest = x;
    let mut out = 0u64;
    for i in (0..p.len()).rev() {
        let d = rest / p[i];
        rest -= d * p[i];
        if d > 0 {
            out = out.checked_add(d.checked_mul(*p.get(i + 1)?)?)?;
        }
    }
    Some(out)
}

/// `|y - (1 + sqrt 2) x| < 1`, in integers: `y - x - 1 < sqrt 2 x < y - x + 1`.
pub fn within_one_of_silver(x: u64, y: u64) -> bool {
    let two_x2 = 2 * (x as i128) * (x as i128);
    let t = y as i128 - x as i128;
    let below = t - 1 < 0 || (t - 1) * (t - 1) < two_x2;
    let above = t + 1 > 0 && two_x2 < (t + 1) * (t + 1);
    below && above
}

/// The bounded route at `A`: P-positions of W^4 with `a <= A`.
pub fn check(a_max: u64) -> Findings {
    let mut f = Findings::new(format!(
        "P-positions of W^4 with a <= {a_max}{}",
        blocking_past_reach(&BLOCKING[1], a_max)
    ));
    let ps: Vec<(u64, u64)> = Columns::new(4).take_while(|&(a, _)| a <= a_max).collect();
    f.check(
        "the Pell shift: |s(x) - (1 + sqrt 2) x| < 1 for x <= A",
        (0..=a_max)
            .find(|&x| pell_shift(x).is_none_or(|s| !within_one_of_silver(x, s)))
            .map_or(Ok(format!("x = 0..={a_max}")), |x| {
                Err(format!("x = {x}, s(x) = {:?}", pell_shift(x)))
            }),
    );
    let line = ps.iter().find_map(|&(a, b)| {
        let e = b as i64 - pell_shift(a)? as i64;
        let (lo, hi) = if a >= 5 { (-2, 2) } else { (-4, 3) };
        (!(lo..=hi).contains(&e)).then_some((a, b, e))
    });
    f.check(
        "line: -4 <= b - s(a) <= 3 (-2 <= .. <= 2 for a >= 5)",
        line.map_or(
            Ok(format!("{} upper P-positions", ps.len())),
            |(a, b, e)| Err(format!("({a},{b}): b - s(a) = {e}")),
        ),
    );
    f.check(
        "columns: every column x <= A holds at least 2 upper P-positions and exactly 4 in all",
        columns(&ps, a_max),
    );
    f.check(
        "twice: every difference d < A occurs exactly twice",
        twice(&ps, a_max),
    );
    f.check(
        "order: a + 5 <= c implies d < e (upper P-positions (a, a+d), (c, c+e))",
        order(&ps),
    );
    let dev: Vec<i64> = ps
        .iter()
        .enumerate()
        .map(|(n, &(a, b))| 2 * (b - a) as i64 - n as i64)
        .collect();
    let (lo, hi) = (
        dev.iter().copied().min().unwrap_or(0),
        dev.iter().copied().max().unwrap_or(0),
    );
    f.check(
        "|2 delta_n - n| <= 20 (the proof's constant)",
        if lo >= -20 && hi <= 20 {
            Ok(format!(
                "over n = 0..{}: 2 delta_n - n from {lo} to {hi}",
                ps.len().saturating_sub(1)
            ))
        } else {
            Err(format!("2 delta_n - n reaches {lo}..{hi}"))
        },
    );
    if let Some(&(a, b)) = ps.last() {
        let n = (ps.len() - 1) as f64;
        let (alpha, beta) = (a as f64 / n, b as f64 / n);
        f.measured(
            "alpha, beta, b/a",
            format!(
                "at n = {n}: alpha = {alpha:.5} (sqrt 2/4 = {:.5}), beta = {beta:.5}, 1/alpha + 1/beta = {:.5} (4), b/a = {:.5} (1 + sqrt 2 = {:.5})",
                2f64.sqrt() / 4.0,
                1.0 / alpha + 1.0 / beta,
                b as f64 / a as f64,
                1.0 + 2f64.sqrt()
            ),
        );
    }
    f
}

/// Per column `x <= a_max`: the upper P-positions `(x, b)` and, below the diagonal, the
/// transposes of the upper P-positions `(c, x)` with `c < x` (all among `ps`, since
/// `c < x <= a_max`).
fn columns(ps: &[(u64, u64)], a_max: u64) -> Result<String, String> {
    let n = a_max as usize + 1;
    let (mut upper, mut lower) = (vec![0u32; n], vec![0u32; n]);
    for &(a, b) in ps {
        upper[a as usize] += 1;
        if a < b && b <= a_max {
            lower[b as usize] += 1;
        }
    }
    match (0..n).find(|&x| upper[x] < 2 || upper[x] + lower[x] != 4) {
        Some(x) => Err(format!(
            "column {x}: {} upper P-positions, {} in all",
            upper[x],
            upper[x] + lower[x]
        )),
        None => Ok(format!("x = 0..={a_max}")),
    }
}

/// Every difference below `a_max` is `b - a` of exactly two positions (those positions have
/// `a < a_max / sqrt 2 + 4`, so all are among `ps`).
fn twice(ps: &[(u64, u64)], a_max: u64) -> Result<String, String> {
    let mut count = vec![0u8; a_max as usize];
    for &(a, b) in ps {
        if let Some(c) = count.get_mut((b - a) as usize) {
            *c = c.saturating_add(1);
        }
    }
    match count.iter().position(|&c| c != 2) {
        Some(d) => Err(format!("difference {d} occurs {} times", count[d])),
        None => Ok(format!("d = 0..{a_max}")),
    }
}

/// The largest difference in columns `<= c - 5` is below every difference in column `c`.
fn order(ps: &[(u64, u64)]) -> Result<String, String> {
    let cols = ps.last().map_or(0, |p| p.0 as usize + 1);
    let mut col_max: Vec<Option<u64>> = vec![None; cols];
    for &(a, b) in ps {
        let m = &mut col_max[a as usize];
        *m = Some(m.map_or(b - a, |v| v.max(b - a)));
    }
    let mut prefix: Vec<Option<u64>> = Vec::with_capacity(cols);
    for (i, &m) in col_max.iter().enumerate() {
        let before = if i > 0 { prefix[i - 1] } else { None };
        prefix.push(before.max(m));
    }
    for &(c, b) in ps {
        if c >= 5
            && let Some(m) = prefix[c as usize - 5]
            && m >= b - c
        {
            return Err(format!("({c},{b}): an earlier column holds difference {m}"));
        }
    }
    Ok(format!("{} columns", cols))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_of_small_numbers() {
        // 3 = 2 + 1 -> 5 + 2; 12 -> 29; 4 = 2*2 -> 2*5.
        assert_eq!(pell_shift(3), Some(7));
        assert_eq!(pell_shift(12), Some(29));
        assert_eq!(pell_shift(4), Some(10));
        assert_eq!(pell_shift(0), Some(0));
    }

    #[test]
    fn silver_window_in_integers() {
        // 1 + sqrt 2 = 2.414...: 2 and 3 are within 1 of it, 1 and 4 are not.
        assert!(within_one_of_silver(1, 2));
        assert!(within_one_of_silver(1, 3));
        assert!(!within_one_of_silver(1, 1));
        assert!(!within_one_of_silver(1, 4));
        // 10 (1 + sqrt 2) = 24.14...: 24, 25 in, 23 and 26 out.
        assert!(within_one_of_silver(10, 24) && within_one_of_silver(10, 25));
        assert!(!within_one_of_silver(10, 23) && !within_one_of_silver(10, 26));
    }

    #[test]
    fn bounded_route_holds_at_a_small_bound() {
        let f = check(300);
        assert_eq!(f.outcome(false), crate::check::Outcome::Holds);
    }
}
