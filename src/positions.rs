//! The sequences behind `wythoff positions`: which indices each game supports, and the
//! positions themselves as streams of integer tuples.

use crate::games::wythoff;

/// Which positions to print: the first `Count(n)`, or only the `Nth(n)` (from `n = 0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Select {
    /// Positions `0..n`.
    Count(u64),
    /// Position `n` alone.
    Nth(u64),
}

/// A stream of positions, one tuple of integers each; an `Err` ends the stream (the
/// positions before it are valid).
pub type Positions = Box<dyn Iterator<Item = Result<Vec<u64>, String>>>;

/// Wythoff's P-positions `(a_n, b_n)`, `a_n <= b_n`, from the exact closed form.
///
/// Supports every `n <= wythoff::MAX_N` (7046029254386353130, the largest index whose
/// `b_n` fits in 64 bits).
pub fn wythoff(select: Select) -> Result<Positions, String> {
    let max = wythoff::MAX_N;
    match select {
        Select::Nth(n) => {
            let (a, b) = wythoff::pair(n).ok_or_else(|| {
                format!("--nth {n} is too large: the largest n supported for wythoff is {max}")
            })?;
            Ok(Box::new(std::iter::once(Ok(vec![a, b]))))
        }
        Select::Count(c) => {
            if c > max.saturating_add(1) {
                return Err(format!(
                    "--count {c} is too large: the largest n supported for wythoff is {max}"
                ));
            }
            Ok(Box::new(
                wythoff::Pairs::new()
                    .take(c as usize)
                    .map(|(_, a, b)| Ok(vec![a, b])),
            ))
        }
    }
}

/// The largest `n` of `positions l1` (the simplified generator holds ~0.63 n bytes, up to
/// twice that while its windows grow: about 13 GB at this bound).
pub const L1_MAX_N: u64 = 10_000_000_000;

/// The largest `S` of the rules-solver position lists (a dense cube of `(S+1)^3` bytes).
pub const RULES_MAX_SUM: u64 = 1000;

/// Akiyama's sequence `v(n)` (the mex / simplified algorithm; the P-positions of
/// Lythoff(3)), `a b c` with `a <= b <= c`.
pub fn l1(select: Select) -> Result<Positions, String> {
    use crate::games::l1::Simplified;
    let (skip, take) = match select {
        Select::Count(c) if c > L1_MAX_N + 1 => {
            return Err(format!(
                "--count {c} is too large: the largest n supported for l1 is {L1_MAX_N}"
            ));
        }
        Select::Nth(n) if n > L1_MAX_N => {
            return Err(format!(
                "--nth {n} is too large: the largest n supported for l1 is {L1_MAX_N}"
            ));
        }
        Select::Count(c) => (0, c),
        Select::Nth(n) => (n, 1),
    };
    Ok(Box::new(
        Simplified::new()
            .skip(skip as usize)
            .take(take as usize)
            .map(|s| Ok(s.v.to_vec())),
    ))
}

/// The P-positions `a <= b <= c` with `a + b + c <= S` of L1-Nim or positive Nim, from the
/// rules solver (forward sieve), in lexicographic order.
pub fn l1_rules(
    variant: crate::games::l1::rules::Variant,
    max_sum: u64,
) -> Result<Positions, String> {
    if max_sum > RULES_MAX_SUM {
        return Err(format!(
            "--max-sum {max_sum} is too large: the largest supported is {RULES_MAX_SUM}"
        ));
    }
    let mut v: Vec<Vec<u64>> = crate::games::l1::rules::sieve_p_positions(variant, max_sum as u32)
        .into_iter()
        .filter(|t| t[0] <= t[1] && t[1] <= t[2])
        .map(|t| t.iter().map(|&x| u64::from(x)).collect())
        .collect();
    v.sort_unstable();
    Ok(Box::new(v.into_iter().map(Ok)))
}

/// The largest `n` of `positions lythoff` (memory of the construction's windows).
pub const LYTHOFF_MAX_N: u64 = 1_000_000_000;

/// P-positions of Lythoff(K) or Lythoff(K_f) from Construction 1 / 2 (with the mex).
pub fn lythoff(k: u64, f: Option<&str>, select: Select) -> Result<Positions, String> {
    use crate::games::lythoff::{Construction, FExpr};
    if !(2..=64).contains(&k) {
        return Err(format!("--piles {k}: K must lie in 2..=64"));
    }
    let k = k as usize;
    let generator = match f {
        None => Construction::lythoff(k),
        Some(text) => {
            let e = FExpr::parse(text, k)?;
            Construction::with_f(k, Box::new(move |b| e.eval(b)))
        }
    };
    let (skip, take) = match select {
        Select::Count(c) if c > LYTHOFF_MAX_N + 1 => {
            return Err(format!(
                "--count {c} is too large: the largest n supported for lythoff is {LYTHOFF_MAX_N}"
            ));
        }
        Select::Nth(n) if n > LYTHOFF_MAX_N => {
            return Err(format!(
                "--nth {n} is too large: the largest n supported for lythoff is {LYTHOFF_MAX_N}"
            ));
        }
        Select::Count(c) => (0, c),
        Select::Nth(n) => (n, 1),
    };
    // An error (an invalid f value, a window past 1 GiB) ends the stream; the positions
    // printed before it are valid.
    Ok(Box::new(generator.skip(skip as usize).take(take as usize)))
}

/// The largest `n` of `positions blocking` (the generator's time grows like `a^2`).
pub const BLOCKING_MAX_N: u64 = 100_000_000;

/// P-positions `a b` (`a <= b`, lexicographic) of Larsson's W^k, from the column generator.
pub fn blocking(k: u64, select: Select) -> Result<Positions, String> {
    use crate::games::blocking::Columns;
    if !(1..=255).contains(&k) {
        return Err(format!("--k {k}: k must lie in 1..=255"));
    }
    let (skip, take) = match select {
        Select::Count(c) if c > BLOCKING_MAX_N + 1 => {
            return Err(format!(
                "--count {c} is too large: the largest n supported for blocking is {BLOCKING_MAX_N}"
            ));
        }
        Select::Nth(n) if n > BLOCKING_MAX_N => {
            return Err(format!(
                "--nth {n} is too large: the largest n supported for blocking is {BLOCKING_MAX_N}"
            ));
        }
        Select::Count(c) => (0, c),
        Select::Nth(n) => (n, 1),
    };
    Ok(Box::new(
        Columns::new(k as usize)
            .skip(skip as usize)
            .take(take as usize)
            .map(|(a, b)| Ok(vec![a, b])),
    ))
}

/// The largest `--columns` of `positions altered` (the column algorithm streams; memory is
/// the active window, about `t / 8` bytes at column `t`).
pub const ALTERED_MAX_COLUMNS: u64 = 10_000_000_000;

/// Every P-position `x y` with `x < columns` of the altered game, column by column (rows
/// increasing within a column), from the column algorithm.
pub fn altered(spec: &str, columns: u64) -> Result<Positions, String> {
    use crate::games::altered::{Alteration, Columns};
    if columns > ALTERED_MAX_COLUMNS {
        return Err(format!(
            "--columns {columns} is too large: the largest supported is {ALTERED_MAX_COLUMNS}"
        ));
    }
    let alt = Alteration::parse(spec)?;
    Ok(Box::new(
        Columns::new(&alt)
            .take(columns as usize)
            .flat_map(|c| c.p.into_iter().map(move |y| Ok(vec![c.t, y]))),
    ))
}
