//! Sprague–Grundy values of an altered game on a square: the alteration handed to the
//! line engine of `games/wythoff/grundy.rs` (its [`Label`] documents the definition: a
//! declared P cell has no move, a declared N cell also moves to a terminal position). The
//! twin is [`rules::grundy`](super::rules::grundy), the generic solver on the literal moves.

use super::spec::Alteration;
use crate::games::wythoff::grundy::{GrundyLines, Label};

/// The engine for `alt` on the square of side `side` (lines `x = 0..side`, each
/// `G(x, 0..side)`); cells of the alteration outside the square play no part.
pub fn lines(alt: &Alteration, side: u32) -> Result<GrundyLines, String> {
    let inside = |&(x, y): &(u64, u64)| x < u64::from(side) && y < u64::from(side);
    let fixed = alt
        .p
        .iter()
        .filter(|c| inside(c))
        .map(|&(x, y)| (x as u32, y as u32, Label::P))
        .chain(
            alt.n
                .iter()
                .filter(|c| inside(c))
                .map(|&(x, y)| (x as u32, y as u32, Label::N)),
        )
        .collect();
    GrundyLines::altered(side, fixed)
}
