//! The functions `f` of Lythoff(K_f) accepted on the command line (`--f EXPR`).
//!
//! An expression is a sum of terms separated by `+` or `-`: an integer constant or `B<i>`,
//! the i-th entry (1-based) of the sorted target position `B`. Examples: `1` (Lythoff(K)
//! itself), `3` (constant), `1+B3-B2` (the paper's variable 3-pile example), `1+B1`,
//! `1+B2-B1`. The value must be at least 1 at every position it is evaluated on; a smaller
//! value is reported as an error, never clamped.

use std::fmt;

/// A parsed `f`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FExpr {
    constant: i128,
    /// `(coefficient, index)` with 0-based index.
    terms: Vec<(i128, usize)>,
    text: String,
}

impl fmt::Display for FExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl FExpr {
    /// The constant function 1 (plain Lythoff(K)).
    pub fn one() -> Self {
        FExpr {
            constant: 1,
            terms: vec![],
            text: "1".into(),
        }
    }

    /// The constant function `a`.
    pub fn constant(a: u64) -> Self {
        FExpr {
            constant: i128::from(a),
            terms: vec![],
            text: a.to_string(),
        }
    }

    /// Parse an expression for positions of `k` piles.
    pub fn parse(s: &str, k: usize) -> Result<Self, String> {
        let text: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        if text.is_empty() {
            return Err("empty f expression".into());
        }
        let mut constant = 0i128;
        let mut terms = Vec::new();
        let mut rest = text.as_str();
        let mut first = true;
        while !rest.is_empty() {
            let sign = match rest.as_bytes()[0] {
                b'+' => {
                    rest = &rest[1..];
                    1
                }
                b'-' => {
                    rest = &rest[1..];
                    -1
                }
                _ if first => 1,
                _ => {
                    return Err(format!(
                        "f expression '{s}': expected '+' or '-' before '{rest}'"
                    ));
                }
            };
            first = false;
            let end = rest.find(['+', '-']).unwrap_or(rest.len());
            let term = &rest[..end];
            rest = &rest[end..];
            if let Some(idx) = term.strip_prefix('B').or_else(|| term.strip_prefix('b')) {
                let i: usize = idx
                    .parse()
                    .map_err(|_| format!("f expression '{s}': '{term}' is not B1..B{k}"))?;
                if i == 0 || i > k {
                    return Err(format!(
                        "f expression '{s}': '{term}' is not B1..B{k} (K = {k})"
                    ));
                }
                terms.push((sign, i - 1));
            } else {
                let v: i128 = term.parse().map_err(|_| {
                    format!("f expression '{s}': '{term}' is neither an integer nor B<i>")
                })?;
                constant = constant
                    .checked_add(sign * v)
                    .ok_or_else(|| format!("f expression '{s}': constant overflows"))?;
            }
        }
        Ok(FExpr {
            constant,
            terms,
            text,
        })
    }

    /// The function itself: the constant and each `B_i`'s coefficient (index 0-based,
    /// increasing; zeros dropped), so that `B1+1`, `1+B1` and `2+B1-1` agree.
    pub fn normal(&self) -> (i128, Vec<(usize, i128)>) {
        let mut c = std::collections::BTreeMap::new();
        for &(k, i) in &self.terms {
            *c.entry(i).or_insert(0i128) += k;
        }
        (
            self.constant,
            c.into_iter().filter(|&(_, k)| k != 0).collect(),
        )
    }

    /// The constant value, when `f` is constant.
    pub fn as_constant(&self) -> Option<i128> {
        let (c, terms) = self.normal();
        terms.is_empty().then_some(c)
    }

    /// `f(B)`, or an error if it is below 1 or does not fit.
    pub fn eval(&self, b: &[u64]) -> Result<u64, String> {
        let mut v = self.constant;
        for &(c, i) in &self.terms {
            v += c * i128::from(b[i]);
        }
        if v < 1 {
            return Err(format!("f = {} is {v} < 1 at B = {b:?}", self.text));
        }
        u64::try_from(v).map_err(|_| format!("f = {} overflows at B = {b:?}", self.text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_papers_example() {
        let f = FExpr::parse("1+B3-B2", 3).unwrap();
        assert_eq!(f.eval(&[0, 0, 2]), Ok(3));
        assert!(FExpr::parse("1+B4", 3).is_err());
        assert!(FExpr::parse("x", 3).is_err());
        assert!(FExpr::parse("1-B1", 3).unwrap().eval(&[5, 6, 7]).is_err());
        assert_eq!(FExpr::parse("-2+B1", 2).unwrap().eval(&[3, 4]), Ok(1));
    }

    #[test]
    fn the_normal_form_is_the_function() {
        let n = |s: &str| FExpr::parse(s, 3).unwrap().normal();
        assert_eq!(n("B1+1"), n("1+B1"));
        assert_eq!(n("2+B1-1"), (1, vec![(0, 1)]));
        assert_eq!(n("1+B3-B2"), (1, vec![(1, -1), (2, 1)]));
        assert_ne!(n("1+B2"), n("1+B1"));
        assert_eq!(FExpr::parse("1+B2-B2", 2).unwrap().as_constant(), Some(1));
        assert_eq!(FExpr::parse("1+B2", 2).unwrap().as_constant(), None);
    }
}
