//! The search both cell-by-cell twins of W^k run ([`super::plain`], [`super::cells`]):
//! the first cell of a stretch whose two counts (row and diagonal) add up to less than a
//! budget. Route: blocks of [`CHUNK`] cells are skipped by their least saturating byte
//! sum (a min reduction the compiler vectorizes; with AVX2 when the CPU has it, chosen at
//! run time), then the block that holds one is read cell by cell. Cost: about 0.05 ns per
//! cell with AVX2. Nothing here is shared with the column generator ([`super::columns`]).

/// Cells compared per block of the search.
const CHUNK: usize = 64;

/// The first `i` with `a[i] + b[i] < budget` (`b` read forwards, or backwards from its
/// end when `reversed`), in blocks of [`CHUNK`]. On a CPU with AVX2 the same loop is
/// compiled for 32 cells per instruction (chosen at run time).
pub(super) fn first_below(a: &[u8], b: &[u8], reversed: bool, budget: u8) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU supports AVX2, checked just above.
        return unsafe { first_below_avx2(a, b, reversed, budget) };
    }
    first_below_any(a, b, reversed, budget)
}

/// [`first_below_any`] compiled with AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn first_below_avx2(a: &[u8], b: &[u8], reversed: bool, budget: u8) -> Option<usize> {
    first_below_any(a, b, reversed, budget)
}

#[inline(always)]
fn first_below_any(a: &[u8], b: &[u8], reversed: bool, budget: u8) -> Option<usize> {
    debug_assert_eq!(a.len(), b.len());
    let n = a.len();
    let sum = |i: usize| {
        let q = if reversed { b[n - 1 - i] } else { b[i] };
        a[i].saturating_add(q)
    };
    let mut start = 0;
    while start + CHUNK <= n {
        // The least saturating sum of the block: a min reduction the compiler vectorizes.
        let least = if reversed {
            let q = &b[n - start - CHUNK..n - start];
            a[start..start + CHUNK]
                .iter()
                .zip(q.iter().rev())
                .fold(u8::MAX, |m, (&p, &q)| m.min(p.saturating_add(q)))
        } else {
            a[start..start + CHUNK]
                .iter()
                .zip(&b[start..start + CHUNK])
                .fold(u8::MAX, |m, (&p, &q)| m.min(p.saturating_add(q)))
        };
        if least < budget {
            return (start..start + CHUNK).find(|&i| sum(i) < budget);
        }
        start += CHUNK;
    }
    (start..n).find(|&i| sum(i) < budget)
}
