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

/// A stream of positions, one tuple of integers each.
pub type Positions = Box<dyn Iterator<Item = Vec<u64>>>;

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
            Ok(Box::new(std::iter::once(vec![a, b])))
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
                    .map(|(_, a, b)| vec![a, b]),
            ))
        }
    }
}
