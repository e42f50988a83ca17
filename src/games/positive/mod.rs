//! Positive Nim (Akiyama, introduction: the 3D Wythoff game with `x, y, z >= 0`) exactly at
//! scale: the sorted P-positions in order of sum, ties lexicographic, without deciding
//! every position of every layer. The proof below uses the move rule alone, nothing about
//! where P-positions lie.
//!
//! ## The rule and the six tests
//! A move is `(a, b, c) -> (a - x, b - y, c - z)` with `x, y, z >= 0`, `x + y + z > 0` and
//! `xyz(x - y)(y - z)(z - x) = 0`. A triple with a zero or a repeated entry other than
//! `(0, 0, 0)` moves to `(0, 0, 0)` (the vector `(0, b, c)` has a zero factor, `(a, a, c)`
//! a zero difference), so every P-position but `(0, 0, 0)` is `A = (a, b, c)`
//! with `0 < a < b < c`, and `(0, 0, 0)` is no option of such an `A` (its move vector would
//! be `A`, with no zero and no repeat). For a P-position `Q = (q1 < q2 < q3)`, `A` moves to
//! a permutation `Q'` of `Q` iff `Q' <= A` componentwise, `Q' != A`, and `Q'` keeps a place
//! of `A` (`Q'_i = A_i`: a zero factor `x_i`) or a difference of two places
//! (`A_i - Q'_i = A_j - Q'_j`). Sorting the six cases by what `A` keeps, with the sorted
//! orders of both triples, gives six tests ([`index::Known`]; each case written out there;
//! `index::tests` checks their union against the literal rule on every pair of sum <= 27):
//!
//! * V1 (keeps `a`): `a = q3`; or `a = q2`, `q3 <= c`; or `a = q1`, `q2 <= b`, `q3 <= c`.
//! * V2 (keeps `b`): `b = q3`, `q1 <= a`; or `b = q2`, `q1 <= a`, `q3 <= c`.
//! * V3 (keeps `c`): `c = q3`, `q1 <= a`, `q2 <= b`.
//! * D1 (keeps `b - a`): `q2 - q1 = b - a`, `q1 <= a`, `q3 <= c`; or `q3 - q1 = b - a`,
//!   `q1 <= a`; or `q3 - q2 = b - a`, `q2 <= a`.
//! * D2 (keeps `c - b`): `q3 - q2 = c - b`, `q1 <= a`, `q2 <= b`; or `q3 - q1 = c - b`,
//!   `q2 <= a`; or `q2 - q1 = c - b`, `q3 <= a`.
//! * D3 (keeps `c - a`): `q3 - q1 = c - a`, `q1 <= a`, `q2 <= b`; or `q2 - q1 = c - a`,
//!   `q1 <= a`, `q3 <= b`; or `q3 - q2 = c - a`, `q2 <= a`.
//!
//! A firing `Q` is dominated by `A` and differs from it, so it has the smaller sum: `A` is
//! P iff no test fires against the P-positions of smaller sum, and a P-position never
//! fires against another of the same sum. **Monotone:** each test keeps firing when the
//! coordinates of `A` it does not fix grow (they appear only in `q <= ...`) or when more
//! P-positions are known.
//!
//! ## Pairs and entry layers
//! Write a candidate as the pair `(a, b)` and `c = b + e`, `e >= 1`. V1, V2, D1 see `c`
//! only through `q3 <= c` (or `q2 <= c`), so once one fires at `c` it fires at every
//! larger `c`. D2 depends on `(a, b, e)`: let `z(a, b)` be the least `e >= 1` at which no
//! P-position other than `(a, b, b + e)` fires D2. The firing `Q` of D2 at `(a, b, b + e)`
//! have sum `< a + 2b + e`, so `z(a, b)` is decided by the P-positions of sum below the
//! pair's **entry layer** `E(a, b) = a + 2b + z(a, b)`. A P-position `(a, b, c)` has D2
//! silent at `e = c - b`, so `c - b >= z(a, b)`, and (V1, V2, D1 monotone in `c` and in
//! what is known) its pair is free of V1, V2, D1 at `c = b + z(a, b)` judged at its entry
//! layer. **`z` is nondecreasing in `a` and in `b`**: every clause of D2 stays true when
//! `a` or `b` grows (a `Q` equal to the larger triple cannot fire for the smaller, whose
//! sum is less). So `E` is strictly increasing along every row (`a` fixed) and every
//! diagonal (`b - a` fixed), and V1 at entry is monotone along a row, D1 at entry along a
//! diagonal: once it fires for one pair it fires for every later pair of that line.
//!
//! ## The layer loop ([`engine::PositiveNim`])
//! Layers `s = 1, 2, ...` are decided in order, knowing every P-position of sum `< s`. The
//! pairs entering at `s` (`E(a, b) = s`) and free of V1, V2, D1 there join the **active
//! list**; every active pair is tested with all six tests at `c = s - a - b` at every
//! layer: it leaves when V1, V2 or D1 fires (for good, by monotonicity) or when it passes
//! all six (a P-position of sum `s`, recorded after the layer). So everything reported
//! passes all six tests against all P-positions of smaller sum (it is P), and every
//! P-position is reported provided every free pair is seen at its entry layer. A pair
//! entering at `s` is in exactly one class, judged with the P-positions of sum `< s`
//! ("used": a value or a difference of one of them):
//!
//! * **(i) `a` and `d = b - a` unused**: then `a >= m` and `d >= md` (the least unused
//!   value and difference), so `s = 3a + 2d + z(a, b) >= 3a + 2d + L`, where `L` is any
//!   lower bound of `z` on all pairs with `a >= m`, `b >= m + md`: [`floor`] gives two
//!   (D2's blocked differences at the least `a`, `b`; and `z` at earlier pairs, by
//!   monotonicity). The simplex is swept by lines `3a + 2d = t`: at layer `s` every line
//!   `t <= s - L` not introduced before is, and each fresh pair on it gets the least
//!   `e >= L` with D2 silent now and waits in the walkers' heap for layer `a + 2b + e`;
//!   there `e` is recomputed from itself (exact when `a + 2b + e <= s`): the pair enters
//!   at `a + 2b + e = s` or waits again, and is dropped once `a` or `d` is used (its row
//!   or diagonal, below, covers it). A pair fresh at its entry layer `E` lies on a line
//!   `t <= E - L_E` (`L_E` bounds its `z` at `E`), so it has been introduced by then.
//! * **(ii) `a` used**: a **row walker** starts when `a` is first used (layer `s0`), at
//!   the first `b` whose pair can still enter after `s0` (when `a = q1` of a new `Q`,
//!   every `b <= q2` has `E(a, b) <= E(a, q2) <= s0`), and walks `b` up, waiting in a heap
//!   for each pair's predicted entry layer (`a + 2b + e` with `e` a lower bound of `z`:
//!   exact once the layer is reached, since the P-positions of smaller sum are known);
//!   pairs with `E <= s0` are skipped (they entered while `a` was unused). It stops when V1
//!   fires at a lower bound of the entry's `c` (then at every later pair's entry; tested
//!   first at the carried bound, before `z` is computed, then at `z` as known). A row
//!   whose value is first used as `q3` is dead at once (V1 always fires).
//! * **(iii) `a` unused, `d` used**: a **diagonal walker** starts when `d` is first used
//!   (layer `s0`), at `a = m` (an `a` unused after `s0` is at least the mex then), skips
//!   used `a` (class ii), and stops when D1 fires at entry. Its first lower bound of `z`
//!   is the simplex's `L` from before `s0`: `d` was unused then, so `d >= md` and
//!   `a >= m` for the mexes of then, the pairs `L` bounds.
//!
//! Lower bounds of `z` carried along a walk stay valid by monotonicity; a walker finding
//! a pair whose exact entry lies between its start and the current layer reports an
//! internal error (never a silent gap). Weakening `L` only makes the simplex larger (the
//! self-test [`engine::PositiveNim::weakened`]; the output must not change). The audit
//! ([`engine::PositiveNim::audited`], on in the plane-sieve twin test) checks every
//! bound's claim where it matters: at each pair's entry layer, the `e` found is the least
//! with D2 silent.
//!
//! A walker's first step is taken when it starts, at the end of layer `s0`: every
//! P-position of sum below `s0 + 1` is known then, as at the start of that layer. A layer
//! is skipped when no pair is active and no walker, no fresh pair and no new line of the
//! simplex is due there: it would find nothing and change nothing.
//!
//! ## Limits and cost
//! Entries are stored as `u32` (refused past `2^32 - 1`, about n = 8.8*10^8) and linked by
//! 32-bit indices `3 i + place` (refused past n = 1.4*10^9); memory is about 36 bytes per
//! P-position ([`index`], [`floor`]) plus the waiting walkers and fresh pairs: 388 MB
//! peak measured at n = 10^7 and 3.80 GB at n = 10^8 (690 MB and 7.03 GB before the
//! compact index). Time: counted to n = 10^6, per P-position, 2.2 layers are visited
//! (10.3 before layers were skipped), the walkers take 4.1 steps (about 4 of them end at
//! their first test, before `z`), the simplex introduces 1.3 fresh pairs, `z` is computed
//! 1.6 times and the difference slots are read 8.6 times, so the cost is linear: the
//! walkers and fresh pairs wait in a radix heap (layers only grow), the floor of `z` is
//! found through a coarse table of its blocks and read only where it helps (the diagonals
//! past their first pair, the simplex; its part of the simplex's bound extended from layer
//! to layer). Measured 2026-11-26: 3.8-4.0 s of CPU for n = 10^7 (the plain C program of
//! `benches/reference/positive.c`: 10.8-11.7 s in the same minutes), 38-48 s for n = 10^8;
//! about 3450 instructions per P-position at n = 3*10^5 under cachegrind (5960 before the
//! walkers' first tests, the heap-driven simplex and the skipped layers; 9360 before the
//! floor was skipped where it never helped).
//! One thread: each layer needs the P-positions of every smaller sum.
//!
//! Checkpoints ([`engine::PositiveNim::to_bytes`]): between layers, the P-positions with
//! their exact `z` (16 bytes each), the blocked set, the active pairs, the waiting
//! walkers and fresh pairs and the simplex's last line; a restored engine replays the stored positions, so its stream is a fresh
//! engine's.
//!
//! Twins: the plane-sieve rules solver ([`crate::games::l1::planes`], positive variant) on
//! every position with `a + b + c <= 10000` (tests; 30000 under `slow-tests`), and
//! [`literal`], written from the literal rule: no listed position moves to another, and
//! sampled positions off the list each move into it. Besides, the whole of P(0..=10^6)
//! (10^7 under `slow-tests`) equals that of a second engine written separately in C from
//! the same proof (`benches/reference/positive.c`, `tests/positive_c.rs`), which has none
//! of this engine's code, layout or prunings.

pub mod engine;
pub mod floor;
pub mod index;
pub mod literal;

pub use engine::PositiveNim;

/// A xorshift generator for the family's unit tests: `next(m)` is pseudo-random in `0..m`.
#[cfg(test)]
fn xorshift(mut x: u64) -> impl FnMut(u64) -> u64 {
    move |m| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % m
    }
}
