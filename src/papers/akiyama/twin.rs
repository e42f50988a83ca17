//! The simplified streaming generator of `v(n)` against its independent twin, Klein and
//! Fraenkel's Construction 1 with K = 3 (the same sequence: `kf.thm2`, written separately
//! in `games/lythoff/construction.rs`), on every `n` a verdict uses it for.
//!
//! The plain mex algorithm (the whole sets kept) is `O(n^2)` and reaches only `n = 2*10^5`;
//! Construction 1 streams, so every statement that runs the simplified generator to `N`
//! also compares it with Construction 1 to `N` (once per `N` in a process).

use crate::check::compare::agree;
use crate::check::memo::Memo;
use crate::games::akiyama_vn::Simplified;
use crate::games::lythoff::Construction;

static TWIN: Memo<Result<String, String>> = Memo::new();

/// How far the comparison goes (both generators together hold about 1.6 GB there).
pub const TWIN_MAX_N: u64 = 1_000_000_000;

/// `Ok(evidence)` when `v(0..=n)` from the simplified generator equals Construction 1
/// (K = 3), or `Err` naming the first index where they differ.
pub fn simplified_vs_construction(n: u64) -> Result<String, String> {
    let upto = n.min(TWIN_MAX_N);
    let r = TWIN.get(upto, || {
        agree(
            "simplified generator",
            Simplified::new().map(|s| Ok(s.v.to_vec())),
            "Construction 1 (K = 3)",
            Construction::lythoff(3),
            upto as usize + 1,
        )
        .map(|_| format!("v(0..={upto}) equals Construction 1 with K = 3 (written separately)"))
    });
    if let Ok(e) = &*r
        && upto < n
    {
        return Ok(format!("{e}; v({upto}..={n}) not compared (memory)"));
    }
    (*r).clone()
}

/// The claim's name in every verdict that uses it.
pub const CLAIM: &str = "simplified generator = Construction 1 (K = 3)";
