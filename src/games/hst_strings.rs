//! Bit strings of Hu, Sleator and Tsin, sections 3-4: the Wythoff update, the morphism
//! `w` (0 -> 001, 1 -> 01), balance, units of area between two balanced strings, defects,
//! and the maps `f(x, y) = (2x + y + 1, x + y)`, `g(x, y) = (x - y - 1, 2y - x + 1)`.
//!
//! A string is a `Vec<bool>` (`true` = '1'); [`parse`] accepts only '0' and '1'.
//! Indices in the defect definitions are 1-based, as in the paper.

/// A bit string.
pub type Bits = Vec<bool>;

/// Parse a string of '0' and '1' (anything else is an error naming the character).
pub fn parse(s: &str) -> Result<Bits, String> {
    s.chars()
        .enumerate()
        .map(|(i, c)| match c {
            '0' => Ok(false),
            '1' => Ok(true),
            other => Err(format!(
                "bit string '{s}': character {:?} at position {} is not 0 or 1",
                other,
                i + 1
            )),
        })
        .collect()
}

/// Render as '0'/'1'.
pub fn show(s: &[bool]) -> String {
    s.iter().map(|&b| if b { '1' } else { '0' }).collect()
}

/// The Wythoff update: a leading 0 becomes 1 and a 0 is appended; a leading 1 is removed
/// and 01 appended. `None` for the empty string (the update needs a first character).
pub fn update(s: &[bool]) -> Option<Bits> {
    let (&first, rest) = s.split_first()?;
    let mut out = Vec::with_capacity(s.len() + 1);
    if first {
        out.extend_from_slice(rest);
        out.extend([false, true]);
    } else {
        out.push(true);
        out.extend_from_slice(rest);
        out.push(false);
    }
    Some(out)
}

/// The morphism `w`: 0 -> 001, 1 -> 01.
pub fn w(s: &[bool]) -> Bits {
    s.iter()
        .flat_map(|&b| {
            if b {
                vec![false, true]
            } else {
                vec![false, false, true]
            }
        })
        .collect()
}

/// `(zeros, ones)`.
pub fn counts(s: &[bool]) -> (usize, usize) {
    let ones = s.iter().filter(|&&b| b).count();
    (s.len() - ones, ones)
}

/// Balanced: same length and same number of ones.
pub fn balanced(s: &[bool], t: &[bool]) -> bool {
    s.len() == t.len() && counts(s).1 == counts(t).1
}

/// `M1[x]`: the most ones in a prefix with at most `x` zeros, for `x = 0..=zeros`.
fn max_ones_with_zeros(s: &[bool]) -> Vec<usize> {
    let (z, _) = counts(s);
    let mut m = vec![0usize; z + 1];
    let (mut zeros, mut ones) = (0usize, 0usize);
    for &b in s {
        if b {
            ones += 1;
        } else {
            m[zeros] = ones;
            zeros += 1;
        }
    }
    m[zeros] = ones;
    m
}

/// `M0[y]`: the most zeros in a prefix with at most `y` ones.
fn max_zeros_with_ones(s: &[bool]) -> Vec<usize> {
    let inv: Bits = s.iter().map(|b| !b).collect();
    max_ones_with_zeros(&inv)
}

/// `(x, y)` below `S`: some prefix has at most `x` zeros and at least `y + 1` ones.
pub fn below(s: &[bool], x: usize, y: usize) -> bool {
    let m = max_ones_with_zeros(s);
    m[x.min(m.len() - 1)] > y
}

/// `(x, y)` above `S`: some prefix has at most `y` ones and at least `x + 1` zeros.
pub fn above(s: &[bool], x: usize, y: usize) -> bool {
    let m = max_zeros_with_ones(s);
    m[y.min(m.len() - 1)] > x
}

/// The units of area between two balanced strings, sorted.
pub fn units_between(s: &[bool], t: &[bool]) -> Vec<(i64, i64)> {
    let (ms1, mt1) = (max_ones_with_zeros(s), max_ones_with_zeros(t));
    let (ms0, mt0) = (max_zeros_with_ones(s), max_zeros_with_ones(t));
    let (z, o) = counts(s);
    let mut out = Vec::new();
    for x in 0..=z {
        for y in 0..=o {
            let below = |m1: &Vec<usize>| m1[x.min(m1.len() - 1)] > y;
            let above = |m0: &Vec<usize>| m0[y.min(m0.len() - 1)] > x;
            if (above(&ms0) && below(&mt1)) || (above(&mt0) && below(&ms1)) {
                out.push((x as i64, y as i64));
            }
        }
    }
    out
}

/// The area between two balanced strings.
pub fn area(s: &[bool], t: &[bool]) -> usize {
    units_between(s, t).len()
}

/// The defects (1-based indices `i`, `1 <= i <= |S| - 1`) of two balanced strings.
pub fn defects(s: &[bool], t: &[bool]) -> Vec<usize> {
    let n = s.len();
    let mut out = Vec::new();
    let (mut ones_s, mut ones_t) = (0usize, 0usize);
    for i in 1..n {
        // prefixes of length i-1 balanced
        if ones_s == ones_t && s[i - 1] != t[i - 1] && s[i - 1] != s[i] && s[i] != t[i] {
            out.push(i);
        }
        ones_s += usize::from(s[i - 1]);
        ones_t += usize::from(t[i - 1]);
    }
    out
}

/// Whether `S` and `T` differ by defects: balanced, and every index where they differ is
/// at a defect or just after one.
pub fn differ_by_defects(s: &[bool], t: &[bool]) -> bool {
    if !balanced(s, t) {
        return false;
    }
    let mut at = vec![false; s.len() + 2];
    for i in defects(s, t) {
        at[i] = true;
    }
    (1..=s.len()).all(|i| s[i - 1] == t[i - 1] || at[i] || at[i - 1])
}

/// `f(x, y) = (2x + y + 1, x + y)`.
pub fn f(x: i64, y: i64) -> (i64, i64) {
    (2 * x + y + 1, x + y)
}

/// `g(x, y) = (x - y - 1, 2y - x + 1)`.
pub fn g(x: i64, y: i64) -> (i64, i64) {
    (x - y - 1, 2 * y - x + 1)
}

/// The Fibonacci number `F_i` (`F_1 = F_2 = 1`), exactly; `None` past `i128`.
pub fn fib(i: u32) -> Option<i128> {
    let (mut a, mut b) = (0i128, 1i128);
    for _ in 0..i {
        let c = a.checked_add(b)?;
        a = b;
        b = c;
    }
    Some(a)
}

/// Lemma 8's closed form of `g^n(x, y)`, in `i128` (`None` on overflow).
pub fn g_power_closed(n: u32, x: i128, y: i128) -> Option<(i128, i128)> {
    let (f1, f2, f3) = (fib(2 * n - 1)?, fib(2 * n)?, fib(2 * n + 1)?);
    let gx = f1
        .checked_mul(x)?
        .checked_sub(f2.checked_mul(y)?)?
        .checked_sub(f2)?;
    let gy = f3
        .checked_mul(y)?
        .checked_sub(f2.checked_mul(x)?)?
        .checked_add(f3)?
        .checked_sub(1)?;
    Some((gx, gy))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every bitstring of length `n` with `ones` ones.
    fn strings(n: usize, ones: usize) -> Vec<Vec<bool>> {
        (0u32..1 << n)
            .filter(|m| m.count_ones() as usize == ones)
            .map(|m| (0..n).map(|i| m >> i & 1 == 1).collect())
            .collect()
    }

    #[test]
    fn lemma_7_relates_defects_to_the_units_of_area() {
        // Lemma 7, from the units of area (a separate computation): S and T differ by
        // defects iff no two units share a row or a column, and then #defects = area.
        let mut differ = 0;
        for n in 1..=8 {
            for ones in 0..=n {
                let all = strings(n, ones);
                for s in &all {
                    for t in &all {
                        let units = units_between(s, t);
                        let apart = units
                            .iter()
                            .enumerate()
                            .all(|(i, a)| units[i + 1..].iter().all(|b| a.0 != b.0 && a.1 != b.1));
                        assert_eq!(differ_by_defects(s, t), apart, "{s:?} {t:?}");
                        if apart {
                            assert_eq!(defects(s, t).len(), units.len(), "{s:?} {t:?}");
                            differ += usize::from(!units.is_empty());
                        }
                    }
                }
            }
        }
        assert!(differ > 100, "{differ} pairs differ by at least one defect");
    }

    #[test]
    fn below_and_above_by_their_prefix_definitions() {
        for n in 1..=8usize {
            for m in 0u32..1 << n {
                let s: Vec<bool> = (0..n).map(|i| m >> i & 1 == 1).collect();
                let prefixes: Vec<(usize, usize)> = (0..=n)
                    .map(|l| {
                        let ones = s[..l].iter().filter(|&&b| b).count();
                        (l - ones, ones)
                    })
                    .collect();
                for x in 0..=n + 1 {
                    for y in 0..=n + 1 {
                        let want_below = prefixes.iter().any(|&(z, o)| z <= x && o > y);
                        let want_above = prefixes.iter().any(|&(z, o)| o <= y && z > x);
                        assert_eq!(below(&s, x, y), want_below, "{s:?} ({x}, {y})");
                        assert_eq!(above(&s, x, y), want_above, "{s:?} ({x}, {y})");
                    }
                }
            }
        }
    }

    #[test]
    fn balanced_means_same_length_and_same_ones() {
        assert!(balanced(&[true, false], &[false, true]));
        assert!(!balanced(&[true, true], &[false, true]));
        assert!(!balanced(&[true], &[true, false]));
        assert!(!differ_by_defects(&[true, true], &[false, false]));
    }

    #[test]
    fn g_inverts_f_and_lemma_8_closes_g_powers() {
        for x in -20..20 {
            for y in -20..20 {
                assert_eq!(g(f(x, y).0, f(x, y).1), (x, y));
                assert_eq!(f(g(x, y).0, g(x, y).1), (x, y));
                let mut p = (i128::from(x), i128::from(y));
                for n in 1..=12u32 {
                    let q = g(p.0 as i64, p.1 as i64);
                    p = (i128::from(q.0), i128::from(q.1));
                    assert_eq!(g_power_closed(n, x.into(), y.into()), Some(p), "n = {n}");
                }
            }
        }
        assert_eq!(f(0, 0), (1, 0));
        assert_eq!(g(1, 0), (0, 0));
    }

    #[test]
    fn printed_examples() {
        assert_eq!(show(&w(&parse("0010").unwrap())), "00100101001");
        assert!(parse("0120").is_err());
        let (s, t) = (parse("00100111").unwrap(), parse("11001100").unwrap());
        assert!(balanced(&s, &t));
        assert_eq!(area(&s, &t), 10);
        assert_eq!(show(&update(&parse("1").unwrap()).unwrap()), "01");
    }
}
