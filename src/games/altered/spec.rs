//! The alteration text format (a contract: examples in docs/commands.md).
//!
//! `P: 0,0 1,2; N: 3,3` — a `P:` part and an `N:` part separated by `;`, either may be
//! absent (an empty spec is the unaltered game); cells are `x,y` (x is the column),
//! separated by spaces; inside a part, `box AxB` stands for every cell with `x < A` and
//! `y < B` (the paper's Box(A, B)). Errors name the offending text: a cell in both parts,
//! a negative or non-numeric coordinate, an unknown part name, a repeated part, a
//! coordinate or box beyond the supported size.

use std::collections::BTreeSet;
use std::fmt;

/// The largest coordinate accepted (exclusive).
pub const MAX_COORD: u64 = 1 << 20;
/// The largest number of altered cells accepted.
pub const MAX_CELLS: usize = 4_000_000;

/// An alteration: cells declared P and cells declared N (disjoint, finite).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Alteration {
    /// Cells declared P.
    pub p: BTreeSet<(u64, u64)>,
    /// Cells declared N.
    pub n: BTreeSet<(u64, u64)>,
}

impl Alteration {
    /// `Box(a, b)` of P-positions (Theorem 2).
    pub fn p_box(a: u64, b: u64) -> Self {
        let p = (0..a).flat_map(|x| (0..b).map(move |y| (x, y))).collect();
        Alteration {
            p,
            n: BTreeSet::new(),
        }
    }

    /// The misère alteration: `({}, {(0,0)})`.
    pub fn misere() -> Self {
        Alteration {
            p: BTreeSet::new(),
            n: [(0, 0)].into(),
        }
    }

    /// The label fixed at `(x, y)`, if altered.
    pub fn fixed(&self, x: u64, y: u64) -> Option<bool> {
        if self.p.contains(&(x, y)) {
            Some(true)
        } else if self.n.contains(&(x, y)) {
            Some(false)
        } else {
            None
        }
    }

    /// `(m_x, m_y)`: every altered cell lies in `[0, m_x) x [0, m_y)` (both 0 when none).
    pub fn extent(&self) -> (u64, u64) {
        let cells = self.p.iter().chain(&self.n);
        let mx = cells.clone().map(|c| c.0 + 1).max().unwrap_or(0);
        let my = cells.map(|c| c.1 + 1).max().unwrap_or(0);
        (mx, my)
    }

    /// Parse the text format.
    pub fn parse(spec: &str) -> Result<Self, String> {
        let mut alt = Alteration::default();
        let mut seen = [false, false];
        // Cells written, repeats included: a spec repeating a large box is refused before
        // its cost (time proportional to the cells written) runs away.
        let mut written: u64 = 0;
        for part in spec.split(';') {
            let part = part.trim();
            if part.is_empty() {
                continue;
            }
            let (name, body) = part
                .split_once(':')
                .ok_or_else(|| format!("alteration part '{part}' has no 'P:' or 'N:' label"))?;
            let which = match name.trim() {
                "P" | "p" => 0,
                "N" | "n" => 1,
                other => {
                    return Err(format!(
                        "unknown alteration part '{other}' in '{part}' (expected P or N)"
                    ));
                }
            };
            if seen[which] {
                return Err(format!("alteration part '{}' appears twice", name.trim()));
            }
            seen[which] = true;
            let set = if which == 0 { &mut alt.p } else { &mut alt.n };
            let mut tokens = body.split_whitespace().peekable();
            while let Some(tok) = tokens.next() {
                if tok == "box" {
                    let size = tokens.next().ok_or_else(|| {
                        format!("'box' without a size in '{part}' (expected box AxB)")
                    })?;
                    let (a, b) = size
                        .split_once(['x', 'X'])
                        .ok_or_else(|| format!("box size '{size}' is not AxB"))?;
                    let (a, b) = (coord(a, size)?, coord(b, size)?);
                    if (a as u128) * (b as u128) > MAX_CELLS as u128 {
                        return Err(format!("box {size} has more than {MAX_CELLS} cells"));
                    }
                    written += a * b;
                    if written > MAX_CELLS as u64 {
                        return Err(format!(
                            "the spec writes more than {MAX_CELLS} cells (repeats included) by box {size}"
                        ));
                    }
                    set.extend((0..a).flat_map(|x| (0..b).map(move |y| (x, y))));
                } else {
                    let (x, y) = tok
                        .split_once(',')
                        .ok_or_else(|| format!("cell '{tok}' is not x,y"))?;
                    set.insert((coord(x, tok)?, coord(y, tok)?));
                }
                if set.len() > MAX_CELLS {
                    return Err(format!("more than {MAX_CELLS} altered cells"));
                }
            }
        }
        if let Some(c) = alt.p.intersection(&alt.n).next() {
            return Err(format!("cell {},{} is declared both P and N", c.0, c.1));
        }
        Ok(alt)
    }
}

fn coord(s: &str, context: &str) -> Result<u64, String> {
    let t = s.trim();
    if t.starts_with('-') {
        return Err(format!("negative coordinate '{t}' in '{context}'"));
    }
    let v: u64 = t.parse().map_err(|_| {
        if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            format!(
                "coordinate {t} in '{context}' is too large (the largest supported is {})",
                MAX_COORD - 1
            )
        } else {
            format!("coordinate '{t}' in '{context}' is not a non-negative integer")
        }
    })?;
    if v >= MAX_COORD {
        return Err(format!(
            "coordinate {v} in '{context}' is too large (the largest supported is {})",
            MAX_COORD - 1
        ));
    }
    Ok(v)
}

impl fmt::Display for Alteration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cells = |s: &BTreeSet<(u64, u64)>| {
            s.iter()
                .map(|(x, y)| format!("{x},{y}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut parts = Vec::new();
        if !self.p.is_empty() {
            parts.push(format!("P: {}", cells(&self.p)));
        }
        if !self.n.is_empty() {
            parts.push(format!("N: {}", cells(&self.n)));
        }
        f.write_str(&parts.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_rejects() {
        let a = Alteration::parse("P: 0,0 1,2; N: 3,3").unwrap();
        assert_eq!(a.p, [(0, 0), (1, 2)].into());
        assert_eq!(a.n, [(3, 3)].into());
        assert_eq!(Alteration::parse("P: box 8x13").unwrap().p.len(), 104);
        assert_eq!(Alteration::parse("N: 0,0").unwrap(), Alteration::misere());
        assert_eq!(Alteration::parse("").unwrap(), Alteration::default());
        for bad in [
            "P: 0,0; N: 0,0",
            "P: -1,2",
            "P: a,2",
            "Q: 1,1",
            "P: 1",
            "P: box 3",
            "P: 1,1; P: 2,2",
            "P 1,1",
            "P: 2000000,1",
            "P: box 5000x5000",
        ] {
            let e = Alteration::parse(bad).unwrap_err();
            assert!(!e.is_empty(), "{bad}");
        }
        assert!(
            Alteration::parse("P: 0,0; N: 0,0")
                .unwrap_err()
                .contains("0,0")
        );
    }
}
