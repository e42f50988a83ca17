//! The rules-based solver: ground truth for every fast algorithm in the crate.
//!
//! A game is described only by its move rules (the [`Rules`] trait: the options of a
//! position). A [`Region`] is a finite set of positions listed in an order in which every
//! option of a position comes before it ("closed under moves and topologically sorted").
//! The solver then labels the region by backward induction, exactly as the definition of a
//! P-position reads:
//!
//! * normal play: a position is P iff none of its options is P;
//! * blocking play with parameter `k` (Larsson's W^k, Definition 3): a position is P iff
//!   fewer than `k` of its options are P (`k = 1` is normal play);
//! * Grundy values: the mex of the options' values.
//!
//! The solver never assumes anything about the game beyond its options: if an option of a
//! position is outside the region, or listed after it, it returns [`SolveError::NotClosed`]
//! instead of guessing. Cost: one pass over the region, `O(sum of option counts)` time and
//! `O(|region|)` memory.

use std::fmt;

/// A game given by its move rules.
pub trait Rules {
    /// A position of the game.
    type Pos: Copy + fmt::Debug;
    /// Append every option (position reachable in one move) of `p` to `out`.
    fn options(&self, p: Self::Pos, out: &mut Vec<Self::Pos>);
}

/// A finite set of positions, indexed `0..len()` so that options precede positions.
pub trait Region<P> {
    /// The number of positions.
    fn len(&self) -> usize;
    /// Whether the region is empty.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The position with index `i < len()`.
    fn position(&self, i: usize) -> P;
    /// The index of `p`, or `None` if `p` is outside the region.
    fn index(&self, p: P) -> Option<usize>;
}

/// The solver refused a region that does not decide its own positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// `option` is an option of `position` but lies outside the region or after it.
    NotClosed { position: String, option: String },
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::NotClosed { position, option } => write!(
                f,
                "region is not closed under moves: option {option} of {position} is not solved before it"
            ),
        }
    }
}

impl std::error::Error for SolveError {}

/// Labels of a region: `true` for P (previous player wins), indexed like the region.
pub type Labels = Vec<bool>;

/// Label every position of `region`: P iff fewer than `k` options are P (`k >= 1`).
///
/// `k = 1` is ordinary normal play. Returns the labels indexed like the region.
pub fn label_blocking<R: Rules, G: Region<R::Pos>>(
    rules: &R,
    region: &G,
    k: usize,
) -> Result<Labels, SolveError> {
    assert!(k >= 1, "the blocking parameter k is at least 1");
    let mut labels = Vec::with_capacity(region.len());
    let mut opts = Vec::new();
    for i in 0..region.len() {
        let p = region.position(i);
        opts.clear();
        rules.options(p, &mut opts);
        let mut p_options = 0usize;
        for &o in &opts {
            let j = checked_index(region, p, o, i)?;
            if labels[j] {
                p_options += 1;
            }
        }
        labels.push(p_options < k);
    }
    Ok(labels)
}

/// Label every position of `region` P or N under normal play.
pub fn label<R: Rules, G: Region<R::Pos>>(rules: &R, region: &G) -> Result<Labels, SolveError> {
    label_blocking(rules, region, 1)
}

/// The Grundy value of every position of `region` (the mex of its options' values).
pub fn grundy<R: Rules, G: Region<R::Pos>>(rules: &R, region: &G) -> Result<Vec<u32>, SolveError> {
    let mut values: Vec<u32> = Vec::with_capacity(region.len());
    let mut opts = Vec::new();
    let mut seen: Vec<bool> = Vec::new();
    for i in 0..region.len() {
        let p = region.position(i);
        opts.clear();
        rules.options(p, &mut opts);
        seen.clear();
        seen.resize(opts.len() + 1, false);
        for &o in &opts {
            let j = checked_index(region, p, o, i)?;
            let v = values[j] as usize;
            if v < seen.len() {
                seen[v] = true;
            }
        }
        let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len());
        values.push(mex as u32);
    }
    Ok(values)
}

fn checked_index<P: Copy + fmt::Debug, G: Region<P>>(
    region: &G,
    p: P,
    o: P,
    i: usize,
) -> Result<usize, SolveError> {
    match region.index(o) {
        Some(j) if j < i => Ok(j),
        _ => Err(SolveError::NotClosed {
            position: format!("{p:?}"),
            option: format!("{o:?}"),
        }),
    }
}

/// The square `[0, side) x [0, side)` of the plane, listed row by row.
///
/// Any move that lowers one or both coordinates (never raising one) stays inside and lands
/// on a smaller index, so the square is a valid region for Wythoff-like games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Square {
    /// Side length.
    pub side: u32,
}

impl Region<(u32, u32)> for Square {
    fn len(&self) -> usize {
        self.side as usize * self.side as usize
    }
    fn position(&self, i: usize) -> (u32, u32) {
        let s = self.side as usize;
        ((i % s) as u32, (i / s) as u32)
    }
    fn index(&self, (x, y): (u32, u32)) -> Option<usize> {
        (x < self.side && y < self.side).then(|| y as usize * self.side as usize + x as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_square_indexes_its_cells_and_nothing_else() {
        let sq = Square { side: 3 };
        for i in 0..sq.len() {
            assert_eq!(sq.index(sq.position(i)), Some(i));
        }
        for outside in [(3, 0), (0, 3), (3, 3), (7, 1)] {
            assert_eq!(sq.index(outside), None, "{outside:?}");
        }
    }

    /// Subtraction game {1, 2} on one pile: P iff n % 3 == 0, Grundy n % 3.
    struct Sub12;
    impl Rules for Sub12 {
        type Pos = (u32, u32);
        fn options(&self, (x, y): (u32, u32), out: &mut Vec<(u32, u32)>) {
            for s in 1..=2 {
                if x >= s {
                    out.push((x - s, y));
                }
            }
        }
    }

    #[test]
    fn subtraction_game_labels_and_grundy() {
        let sq = Square { side: 12 };
        let labels = label(&Sub12, &sq).unwrap();
        let g = grundy(&Sub12, &sq).unwrap();
        for i in 0..sq.len() {
            let (x, _) = sq.position(i);
            assert_eq!(labels[i], x % 3 == 0, "label at {x}");
            assert_eq!(g[i], x % 3, "grundy at {x}");
        }
    }

    /// A rule that raises a coordinate leaves the square: the solver must refuse it.
    struct Raise;
    impl Rules for Raise {
        type Pos = (u32, u32);
        fn options(&self, (x, y): (u32, u32), out: &mut Vec<(u32, u32)>) {
            out.push((x + 1, y));
        }
    }

    #[test]
    fn open_regions_are_refused() {
        let err = label(&Raise, &Square { side: 3 }).unwrap_err();
        assert!(err.to_string().contains("not closed"), "{err}");
    }
}
