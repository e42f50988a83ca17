//! The sequences behind `wythoff positions`: which indices each game supports, and the
//! positions themselves as streams of integer tuples ([`lines`]: their decimal output;
//! [`pipeline`]: a stream computed on a second thread).

use crate::games::wythoff;

pub mod lines;
pub mod pipeline;

/// Which positions to print: the first `Count(n)`, or only the `Nth(n)` (from `n = 0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Select {
    /// Positions `0..n`.
    Count(u64),
    /// Position `n` alone.
    Nth(u64),
}

/// One position: its integers, inline up to four (no allocation per position for the
/// two- and three-pile games; a Lythoff position of more piles spills to the heap).
pub type Pos = smallvec::SmallVec<[u64; 4]>;

/// A stream of positions, one tuple of integers each; an `Err` ends the stream (the
/// positions before it are valid).
pub type Positions = Box<dyn Iterator<Item = Result<Pos, String>>>;

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
            Ok(Box::new(std::iter::once(Ok(Pos::from_slice(&[a, b])))))
        }
        Select::Count(c) => Ok(Box::new(
            wythoff_count(c)?.map(|ab| Ok(Pos::from_slice(&ab))),
        )),
    }
}

/// The first `count` Wythoff pairs, unboxed (the command line prints them through this
/// concrete iterator).
pub fn wythoff_count(count: u64) -> Result<impl Iterator<Item = [u64; 2]>, String> {
    let max = wythoff::MAX_N;
    if count > max.saturating_add(1) {
        return Err(format!(
            "--count {count} is too large: the largest n supported for wythoff is {max}"
        ));
    }
    Ok(wythoff::Pairs::new()
        .take(count as usize)
        .map(|(_, a, b)| [a, b]))
}

/// The largest `n` of `positions akiyama`. The ring engine holds the next powers of two
/// above 3.4 n and 1.7 n bits: at 4*10^9 that is 2^34 + 2^33 bits (3 GB; the last doubling
/// of W holds 1 GB beside 2 GB for a moment). At 5*10^9 W would double again, to 8 GB
/// in all: past this project's 8 GB limit.
pub const AKIYAMA_MAX_N: u64 = 4_000_000_000;

/// Akiyama's sequence `v(n)` (the simplified algorithm; the P-positions of Lythoff(3), not
/// of L1-Nim: `akiyama.thm1` is refuted), `a b c` with `a <= b <= c`, from the ring engine
/// [`crate::games::akiyama_vn::VRing`] (its twin, the simplified generator, is compared with it in
/// the tests). Unboxed (the command line prints through this concrete iterator); the
/// positions before `--nth` are skipped by the engine's own loop.
pub fn akiyama(select: Select) -> Result<impl Iterator<Item = [u64; 3]>, String> {
    use crate::games::akiyama_vn::VRing;
    let (skip, take) = skip_take("akiyama", select, AKIYAMA_MAX_N)?;
    let mut g = VRing::new();
    if !g.run(skip, |_| true) {
        return Err(format!("v(n) passes 2^62 before n = {skip}"));
    }
    Ok(g.take(take as usize))
}

/// Positions `skip..skip + take` of a fallible stream. Unlike `skip`, an error met while
/// skipping is passed on (never swallowed into an empty, successful output), and a stream
/// that ends before `skip` is reported as an error.
pub fn window(
    mut stream: impl Iterator<Item = Result<Pos, String>>,
    skip: u64,
    take: u64,
) -> impl Iterator<Item = Result<Pos, String>> {
    let mut failed = None;
    for i in 0..skip {
        match stream.next() {
            Some(Ok(_)) => {}
            Some(Err(e)) => {
                failed = Some(format!("n = {i}: {e}"));
                break;
            }
            None => {
                failed = Some(format!("the sequence ends at n = {i}, before n = {skip}"));
                break;
            }
        }
    }
    // After a failure, the failure alone; otherwise the next `take` items.
    let take = if failed.is_some() { 0 } else { take as usize };
    failed.map(Err).into_iter().chain(stream.take(take))
}

/// `(skip, take)` for a selection by index, refusing an index past `max`.
fn skip_take(game: &str, select: Select, max: u64) -> Result<(u64, u64), String> {
    match select {
        Select::Count(c) if c > max + 1 => Err(format!(
            "--count {c} is too large: the largest n supported for {game} is {max}"
        )),
        Select::Nth(n) if n > max => Err(format!(
            "--nth {n} is too large: the largest n supported for {game} is {max}"
        )),
        Select::Count(c) => Ok((0, c)),
        Select::Nth(n) => Ok((n, 1)),
    }
}

/// The largest `n` of `positions l1` (fast engine, `games/l1/fast.rs`): its two ring
/// windows take about `0.63 n` bytes and grow in place (peak 632 MB measured at this
/// bound), and the run
/// is checked against Akiyama's v(n)-independent rules solver to `a+b+c <= 2000` in the
/// tests and compared with a second engine to this `n` in the deep tier.
pub const L1_MAX_N: u64 = 1_000_000_000;

/// The largest `--max-sum` of `positions l1` (the fast engine; P-position `n` has a sum
/// of about `10.67 n`, so this stays below [`L1_MAX_N`]).
pub const L1_MAX_SUM: u64 = 10_000_000_000;

/// The largest `a+b+c` of the rules engines (the plane sieve: a bit per sorted triple,
/// `S^3/288` bytes, 220 MB at this bound).
pub const RULES_MAX_SUM: u64 = 4000;

/// Which engine computes the true games' P-positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// The fast exact engine (L1-Nim: [`crate::games::l1::TrueL1`]).
    Fast,
    /// The rules solver (the plane sieve, [`crate::games::l1::planes`]).
    Rules,
}

/// The sorted P-positions of L1-Nim from the fast engine ([`crate::games::l1::fast`]) as
/// a plain stream that can move to another thread (`positions l1` computes it on one core
/// and prints on the other); the limits of [`true_game`].
pub fn l1_fast(
    select: Select,
    max_sum: Option<u64>,
) -> Result<Box<dyn Iterator<Item = [u64; 3]> + Send>, String> {
    use crate::games::l1::fast::FastL1;
    if let Some(s) = max_sum {
        if s > L1_MAX_SUM {
            return Err(format!(
                "--max-sum {s} is too large: the largest supported for l1 is {L1_MAX_SUM}"
            ));
        }
        return Ok(Box::new(
            FastL1::new().take_while(move |t| t.iter().sum::<u64>() <= s),
        ));
    }
    let (skip, take) = skip_take("l1", select, L1_MAX_N)?;
    Ok(Box::new(
        FastL1::new().skip(skip as usize).take(take as usize),
    ))
}

/// The sorted P-positions of L1-Nim (`Variant::L1`) or positive Nim, in order of sum, ties
/// lexicographic, `n = 0` is `0 0 0`; `max_sum` keeps only `a+b+c <= S`.
pub fn true_game(
    variant: crate::games::l1::rules::Variant,
    engine: Engine,
    select: Select,
    max_sum: Option<u64>,
) -> Result<Positions, String> {
    use crate::games::l1::planes;
    use crate::games::l1::rules::Variant;
    let name = match variant {
        Variant::L1 => "l1",
        Variant::Positive => "positive",
    };
    let to_vec = |t: [u64; 3]| Ok(Pos::from_slice(&t));
    if engine == Engine::Fast && variant == Variant::L1 {
        return Ok(Box::new(l1_fast(select, max_sum)?.map(to_vec)));
    }
    if engine == Engine::Fast {
        return positive(select, max_sum);
    }
    let refuse = |what: String| {
        format!(
            "{what}: the rules engine of {name} reaches a+b+c <= {RULES_MAX_SUM} (a bit per sorted triple)"
        )
    };
    let list = match (select, max_sum) {
        (_, Some(s)) if s > RULES_MAX_SUM => {
            return Err(refuse(format!("--max-sum {s} is too large")));
        }
        (_, Some(s)) => planes::solve(variant, s)?,
        (sel, None) => {
            let need = match sel {
                Select::Count(c) => c,
                Select::Nth(n) => n.saturating_add(1),
            };
            // P-position n has a sum of about 10.3 n (measured to S = 4000): refuse up front
            // what cannot fit, else start at 12 n and double until enough are found.
            if need > RULES_MAX_SUM / 10 {
                return Err(refuse(format!(
                    "n = {} is too large (its sum is about {})",
                    need - 1,
                    need.saturating_mul(103) / 10
                )));
            }
            let mut s = need.saturating_mul(12).clamp(16, RULES_MAX_SUM);
            loop {
                let v = planes::solve(variant, s)?;
                if v.len() as u64 >= need {
                    break v;
                }
                if s == RULES_MAX_SUM {
                    return Err(refuse(format!(
                        "n = {} is too large (only {} P-positions have a+b+c <= {RULES_MAX_SUM})",
                        need - 1,
                        v.len()
                    )));
                }
                s = (s * 2).min(RULES_MAX_SUM);
            }
        }
    };
    let (skip, take) = match (select, max_sum) {
        (_, Some(_)) => (0, u64::MAX),
        (Select::Count(c), None) => (0, c),
        (Select::Nth(n), None) => (n, 1),
    };
    Ok(Box::new(
        list.into_iter()
            .skip(skip as usize)
            .take(take as usize)
            .map(to_vec),
    ))
}

/// The largest `n` of `positions positive` (fast engine): entries are stored as `u32`
/// (`c` of P(n) is about `4.88 n`, so `2^32` is passed near `n = 8.8*10^8`) and
/// linked by 32-bit indices (`3 n < 2^32`); the memory cap binds first (about
/// 1.8*10^8 positions in 8 GB).
pub const POSITIVE_MAX_N: u64 = 700_000_000;

/// The largest `n` `positions positive` accepts (with `--past-compared`, without
/// checkpoints): the smaller of [`POSITIVE_MAX_N`] and the last `n` whose memory estimate
/// (`n + 1` positions of [`POSITIVE_BYTES_PER_N`] bytes) stays within [`MEMORY_CAP`].
pub const POSITIVE_LARGEST_N: u64 = {
    let by_memory = MEMORY_CAP / POSITIVE_BYTES_PER_N - 1;
    if by_memory < POSITIVE_MAX_N {
        by_memory
    } else {
        POSITIVE_MAX_N
    }
};

/// Peak bytes per P-position of the positive-Nim engine (measured peaks with the compact
/// index: 39.1 at n = 10^7, maxrss 391112 kB; 38.9 at n = 10^8, maxrss 3796772 kB, for
/// `positions positive --nth 100000000`; 69-70 before it), with a margin, used to refuse
/// up front what would pass [`MEMORY_CAP`].
pub const POSITIVE_BYTES_PER_N: u64 = 43;

/// The memory cap of every command (8 GB).
pub const MEMORY_CAP: u64 = 8_000_000_000;

/// Saves a checkpoint's bytes (the caller seals and writes them).
pub type Save = Box<dyn FnMut(&[u8]) -> Result<(), String>>;

/// Checkpoints of `positions positive`: the state to resume from (the payload of a sealed
/// file), and where and how often to save.
#[derive(Default)]
pub struct Checkpoints {
    /// A state written by [`crate::games::positive::PositiveNim::to_bytes`].
    pub resume: Option<Vec<u8>>,
    /// Called with the state every `every` positions (at the first layer boundary after)
    /// and at the end of the run.
    pub save: Option<Save>,
    /// Positions between two saves (at least 1).
    pub every: u64,
}

/// Positive Nim from the exact engine ([`crate::games::positive::PositiveNim`]): the
/// first `--count N`, the `--nth N`, or every position with `a+b+c <= S`. Refuses
/// `--count 0`, and an `n` whose memory estimate passes 8 GB, before any work.
fn positive(select: Select, max_sum: Option<u64>) -> Result<Positions, String> {
    positive_checkpointed(select, max_sum, Checkpoints::default())
}

/// `positive` with checkpoints: resumed from `ck.resume` (the stored positions are
/// replayed, so the output is that of a fresh run) and saved through `ck.save`. A
/// malformed state is refused before any output.
pub fn positive_checkpointed(
    select: Select,
    max_sum: Option<u64>,
    ck: Checkpoints,
) -> Result<Positions, String> {
    use crate::games::positive::PositiveNim;
    // P(n) has a sum of about 10.3 n (measured): S bounds n by S / 10.
    let need = match (select, max_sum) {
        (_, Some(s)) => s / 10 + 1,
        (Select::Count(0), None) => {
            return Err("--count 0 asks for no position (give N >= 1)".into());
        }
        (Select::Count(c), None) => c,
        (Select::Nth(n), None) => n.saturating_add(1),
    };
    let what = match (select, max_sum) {
        (_, Some(s)) => format!("--max-sum {s}"),
        (Select::Count(c), None) => format!("--count {c}"),
        (Select::Nth(n), None) => format!("--nth {n}"),
    };
    if need > POSITIVE_MAX_N + 1 {
        return Err(format!(
            "{what} is too large: the largest n supported for positive is {POSITIVE_MAX_N} (32-bit entries)"
        ));
    }
    // Checkpoints hold a copy of the state (16 bytes per position) while it is written
    // or read.
    let per = POSITIVE_BYTES_PER_N
        + if ck.save.is_some() || ck.resume.is_some() {
            16
        } else {
            0
        };
    let bytes = need.saturating_mul(per);
    if bytes > MEMORY_CAP {
        return Err(format!(
            "{what} is too large: the positive-Nim engine would need about {:.1} GB ({per} bytes per P-position{}), past the 8 GB cap",
            bytes as f64 / 1e9,
            if per > POSITIVE_BYTES_PER_N {
                ", with checkpoints"
            } else {
                ""
            }
        ));
    }
    let room = need.min(POSITIVE_MAX_N) as usize;
    let mut engine = match &ck.resume {
        Some(bytes) => PositiveNim::from_bytes(bytes, room)
            .ok_or_else(|| "the checkpoint's state is malformed".to_string())?,
        None => PositiveNim::with_capacity(room),
    };
    let mut done = false;
    let (mut save, every) = (ck.save, ck.every.max(1));
    // The run's last position: its index + 1 (`--max-sum`: the first past S ends it).
    let last = match (select, max_sum) {
        (_, Some(_)) => None,
        (Select::Count(c), None) => Some(c),
        (Select::Nth(n), None) => Some(n.saturating_add(1)),
    };
    let (mut since, mut made) = (0u64, 0u64);
    let stream = std::iter::from_fn(move || {
        if done {
            return None;
        }
        let Some(p) = engine.next() else {
            done = true;
            return engine.error().map(|e| Err(e.to_string()));
        };
        since += 1;
        made += 1;
        let end = Some(made) == last || max_sum.is_some_and(|s| p.iter().sum::<u64>() > s);
        if let Some(f) = save.as_mut() {
            // Periodically at the first layer boundary; at the end, after finishing the
            // layer (its remaining positions are stored, not printed). A resumed run that
            // ends inside the replayed positions keeps its checkpoint as it is.
            let mut bytes = None;
            if end {
                while !engine.replaying() && engine.error().is_none() {
                    if let Some(b) = engine.to_bytes() {
                        bytes = Some(b);
                        break;
                    }
                    engine.next();
                }
                if let Some(e) = engine.error() {
                    done = true;
                    return Some(Err(e.to_string()));
                }
            } else if since >= every {
                bytes = engine.to_bytes();
            }
            if let Some(b) = bytes {
                since = 0;
                if let Err(e) = f(&b) {
                    done = true;
                    return Some(Err(e));
                }
            }
        }
        Some(Ok(Pos::from_slice(&p)))
    });
    Ok(match (select, max_sum) {
        (_, Some(s)) => Box::new(
            stream.take_while(move |p| p.as_ref().map_or(true, |p| p.iter().sum::<u64>() <= s)),
        ),
        (Select::Count(c), None) => Box::new(window(stream, 0, c)),
        (Select::Nth(n), None) => Box::new(window(stream, n, 1)),
    })
}

/// The largest `n` of `positions lythoff` (memory of the construction's windows).
pub const LYTHOFF_MAX_N: u64 = 1_000_000_000;

/// The longest run `positions lythoff` accepts, in seconds of the estimate below.
pub const LYTHOFF_MAX_SECONDS: u64 = 2 * 3600;

/// Estimated nanoseconds per position of Construction 1 with `k` piles on this project's
/// 2-core machine (one core). Measured (`/usr/bin/time wythoff positions lythoff --piles K
/// --nth N`, quiet machine, 2026-11-25): 0.54 / 1.14 / 2.4 / 11.6 / 37 / 169 / 440 / 1273 /
/// 5800 microseconds a position at K = 8 / 12 / 16 / 24 / 32 / 40 / 48 / 56 / 64 (n from
/// 3*10^6 at K = 8 down to 6000 at K = 64; time linear in n at each K). Fitted: 2.4 us at
/// K = 16, times 1.178 per pile more (3.7 per 8 piles), in integers.
pub fn lythoff_ns_per_position(k: u64) -> u64 {
    let mut ns: u128 = 2_400_000; // in thousandths of a nanosecond
    if k >= 16 {
        for _ in 16..k {
            ns = ns * 1178 / 1000;
        }
    } else {
        for _ in k..16 {
            ns = ns * 1000 / 1178;
        }
    }
    (ns / 1000).max(1) as u64
}

/// Refuse a Lythoff run whose estimated time passes [`LYTHOFF_MAX_SECONDS`], with the
/// estimate (the entries of many piles grow fast and each step tests more candidates).
fn lythoff_time_check(k: u64, positions: u64) -> Result<(), String> {
    let ns = lythoff_ns_per_position(k);
    let secs = u128::from(positions) * u128::from(ns) / 1_000_000_000;
    if secs > u128::from(LYTHOFF_MAX_SECONDS) {
        let max_n = u128::from(LYTHOFF_MAX_SECONDS) * 1_000_000_000 / u128::from(ns);
        return Err(format!(
            "{positions} positions of Lythoff({k}) would take about {} hours at about {} us a position (measured on 2 cores); the limit is {} hours: at K = {k}, at most n = {max_n}",
            secs / 3600,
            ns / 1000,
            LYTHOFF_MAX_SECONDS / 3600
        ));
    }
    Ok(())
}

/// P-positions of Lythoff(K) or Lythoff(K_f) from Construction 1 / 2 (with the mex).
pub fn lythoff(k: u64, f: Option<&str>, select: Select) -> Result<Positions, String> {
    Ok(Box::new(lythoff_stream(k, f, select)?))
}

/// The positions of [`lythoff`], unboxed and `Send` (the command line runs it, with its
/// check, on a second thread).
pub fn lythoff_stream(
    k: u64,
    f: Option<&str>,
    select: Select,
) -> Result<impl Iterator<Item = Result<Pos, String>> + Send + use<>, String> {
    use crate::games::lythoff::{Construction, FExpr};
    if !(2..=64).contains(&k) {
        return Err(format!("--piles {k}: K must lie in 2..=64"));
    }
    let (skip, take) = skip_take("lythoff", select, LYTHOFF_MAX_N)?;
    lythoff_time_check(k, skip.saturating_add(take))?;
    let k = k as usize;
    let generator = match f {
        None => Construction::lythoff(k),
        Some(text) => {
            let e = FExpr::parse(text, k)?;
            Construction::with_f(k, Box::new(move |b| e.eval(b)))
        }
    };
    // An error (an invalid f value, a window past 1 GiB) ends the stream; the positions
    // printed before it are valid.
    Ok(window(generator.map(|r| r.map(Pos::from_vec)), skip, take))
}

/// The largest `n` of `positions blocking`. The generator is linear in n (residue-class
/// search, `games::blocking::columns`): measured 1.4 s per 10^7 positions at k = 2, 1.0 s
/// at k = 20, 10.6 s at k = 255 (the splits grow with k), and at most about 3 bytes per
/// position (k = 2: 306 MB at 10^8). So 10^9 is at most about 20 minutes and 3 GB.
pub const BLOCKING_MAX_N: u64 = 1_000_000_000;

/// P-positions `a b` (`a <= b`, lexicographic) of Larsson's W^k, from the column generator.
pub fn blocking(k: u64, select: Select) -> Result<Positions, String> {
    use crate::games::blocking::Columns;
    if !(1..=255).contains(&k) {
        return Err(format!("--k {k}: k must lie in 1..=255"));
    }
    let (skip, take) = skip_take("blocking", select, BLOCKING_MAX_N).map_err(|e| {
        format!("{e} (about 1 microsecond and 3 bytes per position: 10^9 is 20 minutes and 3 GB)")
    })?;
    Ok(Box::new(
        Columns::new(k as usize)
            .skip(skip as usize)
            .take(take as usize)
            .map(|(a, b)| Ok(Pos::from_slice(&[a, b]))),
    ))
}

/// The positions of [`blocking`] from `n = 0`, as `[a, b]`, unboxed and `Send` (the
/// command line runs it on a second thread): `Select::Count(c)` lists `0..c`,
/// `Select::Nth(n)` lists `0..=n`.
pub fn blocking_pairs(
    k: u64,
    select: Select,
) -> Result<impl Iterator<Item = [u64; 2]> + Send + use<>, String> {
    use crate::games::blocking::Columns;
    if !(1..=255).contains(&k) {
        return Err(format!("--k {k}: k must lie in 1..=255"));
    }
    let (skip, take) = skip_take("blocking", select, BLOCKING_MAX_N).map_err(|e| {
        format!("{e} (about 1 microsecond and 3 bytes per position: 10^9 is 20 minutes and 3 GB)")
    })?;
    let count = skip.saturating_add(take);
    Ok(Columns::new(k as usize)
        .take(count as usize)
        .map(|(a, b)| [a, b]))
}

/// The largest `--columns` of `positions altered` (the column algorithm streams; memory is
/// the active window, about `t / 8` bytes at column `t`).
pub const ALTERED_MAX_COLUMNS: u64 = 10_000_000_000;

/// Every P-position `x y` with `x < columns` of the altered game, column by column (rows
/// increasing within a column), from the column algorithm.
/// Unboxed, as `[x, y]` (the command line prints them through this concrete iterator: no
/// allocation or dynamic call per position).
pub fn altered(spec: &str, columns: u64) -> Result<impl Iterator<Item = [u64; 2]> + use<>, String> {
    use crate::games::altered::{Alteration, Columns};
    if columns > ALTERED_MAX_COLUMNS {
        return Err(format!(
            "--columns {columns} is too large: the largest supported is {ALTERED_MAX_COLUMNS}"
        ));
    }
    let alt = Alteration::parse(spec)?;
    Ok(Columns::new(&alt).pairs(columns))
}

#[cfg(test)]
mod lythoff_estimate_tests {
    use super::*;

    #[test]
    fn the_estimate_follows_the_measurements_and_refuses_years() {
        // Measured (module doc of the estimate): 0.54 us at K = 8, 2.4 us at K = 16,
        // 37 us at K = 32, 5800 us at K = 64; the fit stays within a factor 2.
        for (k, us) in [(8, 0.54), (16, 2.4), (32, 37.0), (64, 5800.0)] {
            let est = lythoff_ns_per_position(k) as f64 / 1000.0;
            assert!(
                est > us / 2.0 && est < us * 2.0,
                "K = {k}: {est} us vs {us}"
            );
        }
        assert!(lythoff_time_check(3, 1_000_000_001).is_ok());
        assert!(lythoff_time_check(16, 1_000_000_001).is_ok());
        let err = lythoff_time_check(64, 1_000_000_001).unwrap_err();
        assert!(err.contains("at most n ="), "{err}");
        assert!(lythoff_time_check(64, 1_000_000).is_ok());
    }
}
