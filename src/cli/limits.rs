//! The limits the help texts state, read from the one table the code applies: the
//! commands' [`Use`](wythoff_lab::check::engines::Use) entries (what each serves without
//! `--past-compared`, and its size limit with it) and the engines' size constants. A help
//! text never writes a limit by hand, so it cannot drift from what the command refuses.

use wythoff_lab::check::engines::{self, AKIYAMA_VRING, BLOCKING, POSITIVE, Reach, TRUE_L1};

/// What the command `by` serves in `reach`'s measure, and its limit with
/// `--past-compared`, from the table the gates read (`check::engines::served`, `limit`).
pub(crate) fn served(by: &str, reach: &Reach) -> (u64, u64) {
    let uses = super::compared::uses();
    (
        engines::served(&uses, by, reach),
        engines::limit(&uses, by, reach),
    )
}

/// `n` as a reader writes it: from a million on `10^9`, `5*10^8`, else the digits.
pub(crate) fn num(n: u64) -> String {
    if n >= 1_000_000 {
        let mut e = 0;
        let mut m = n;
        while m.is_multiple_of(10) {
            m /= 10;
            e += 1;
        }
        if m == 1 {
            return format!("10^{e}");
        }
        if m < 10 {
            return format!("{m}*10^{e}");
        }
    }
    n.to_string()
}

/// The help of `positions l1`.
pub(crate) fn l1_help() -> String {
    let (max, limit) = served("positions l1", &TRUE_L1[2]);
    let past = if limit > max {
        format!("with --past-compared to n = {}, ", num(limit))
    } else {
        String::new()
    };
    format!(
        "The true P-positions of L1-Nim: sorted `a b c`, in order of sum, ties lexicographic, n = 0 is `0 0 0` (fast engine: served to n = {}, P(0..={}) compared with the plain path, and `--max-sum` stops at the position past it; {past}--max-sum to S = 10^10; rules: S <= 4000)",
        num(max),
        num(max),
    )
}

/// The help of `positions positive`.
pub(crate) fn positive_help() -> String {
    let (max, limit) = served("positions positive", &POSITIVE[2]);
    format!(
        "The P-positions of positive Nim (x, y, z >= 0): sorted `a b c`, in order of sum, ties lexicographic, n = 0 is `0 0 0` (fast engine: served to n = {}, P(0..={}) compared with the C engine, and `--max-sum` stops at the position past it; with --past-compared to n = {limit}, the most whose memory estimate fits in 8 GB; rules: a+b+c <= 4000)",
        num(max),
        num(max),
    )
}

/// The help of `positions akiyama`.
pub(crate) fn akiyama_help() -> String {
    let (max, limit) = served("positions akiyama", &AKIYAMA_VRING);
    format!(
        "Akiyama's sequence v(n) (the paper's mex algorithm; the P-positions of Lythoff(3)): `a b c`, n = 0 is `0 0 0`. Served to n = {} (v(0..={}) compared with the twin), to n = {} with --past-compared. Not the P-positions of L1-Nim from n = 14 on (the paper's Theorem 1 is refuted): those are `positions l1`",
        num(max),
        num(max),
        num(limit)
    )
}

/// The help of `positions wythoff`.
pub(crate) fn wythoff_help() -> String {
    format!(
        "Classic Wythoff Nim: `a b` with a <= b, n = 0 is `0 0` (largest n: {}; `--count` is checked against the proved P-set automaton at every position)",
        wythoff_lab::games::wythoff::MAX_N
    )
}

/// The help of `positions blocking`.
pub(crate) fn blocking_help() -> String {
    let band = |i: usize| num(served("positions blocking", &BLOCKING[i]).0);
    format!(
        "Larsson's blocking Wythoff W^k: `a b` with a <= b in lexicographic order, n = 0 is `0 0` (largest n: {}; about 1 microsecond and at most 3 bytes per position). k = 1..4: checked against the proved automata at every n. k >= 5: the output stops where the column a passes the compared range ({} for k <= 20, {} for k <= 127, {} above) unless --past-compared",
        num(wythoff_lab::positions::BLOCKING_MAX_N),
        band(0),
        band(2),
        band(3)
    )
}

/// The help of `grundy`'s games, and of `--side`.
pub(crate) fn grundy_help() -> String {
    let (max, limit) = served("grundy", &wythoff_lab::check::engines::GRUNDY[2]);
    format!(
        "Wythoff Nim (OEIS A004481). Every game is served to side {} (every value compared with a bit-set twin), to {limit} (8 GB) with --past-compared",
        num(max)
    )
}

/// The help of `--side`.
pub(crate) fn side_help() -> String {
    format!(
        "The side N of the square (at most {}: 8 GB; {} with --bfile)",
        wythoff_lab::requests::largest_side(false),
        wythoff_lab::requests::largest_side(true),
    )
}

/// `deep`'s default `--larsson-up-to`: the columns the command serves without
/// `--past-compared` (the W^k generator's compared range for k <= 20).
pub(crate) fn larsson_default() -> u64 {
    served("deep --larsson-up-to", &BLOCKING[0]).0
}

/// The help of `deep --larsson-up-to`.
pub(crate) fn larsson_up_to_help() -> String {
    let (max, limit) = served("deep --larsson-up-to", &BLOCKING[0]);
    format!(
        "Larsson's Table 1 at a <= A (0 skips it; default and largest without --past-compared: {}, the columns where the W^k generator is compared with its plain twin for k <= 20; largest {} with it)",
        num(max),
        num(limit)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_limit_is_the_engines() {
        assert_eq!(
            wythoff_lab::requests::largest_side(false),
            wythoff_lab::games::wythoff::grundy::MAX_SIDE
        );
    }

    #[test]
    fn numbers_read_as_written() {
        assert_eq!(num(1_000_000_000), "10^9");
        assert_eq!(num(50_000), "50000");
        assert_eq!(num(4_000_000_000), "4*10^9");
        assert_eq!(num(87_253), "87253");
        assert_eq!(num(500), "500");
        assert_eq!(num(186_046_511), "186046511");
    }
}
