//! Numeration systems read from files, as Walnut's `Custom Bases/` folder holds them:
//! `msd_NAME_addition.txt` (three inputs `x, y, z`, accepting `x + y = z`) and, optional,
//! `msd_NAME.txt` (one input: the valid representations; without it every word is valid).
//! The files are Walnut's automaton format with alphabets as sets (`{0, 1, 2}`); the digits
//! must be `0..r` for a radix `2 <= r <=` [`MAX_RADIX`]. Walnut's own rules: 0 is the
//! empty word (and every run of zeros), 1 is the word `1`, and every other constant is
//! built by additions (here `n` by doubling: `2m = m + m`, `2m + 1 = 2m + 1`), `y = k x`
//! likewise, and the order is read off the adder (`x < y` iff `x + z = y` for some
//! `z != 0`).
//!
//! Checked before the system is used (one line naming the file when it fails):
//! * the valid representations accept 0 and 1 and are closed under leading zeros (the
//!   minimal automaton's start state loops on 0; the empty word, the shortest word of 0, is
//!   added when the file rejects it but accepts `0`, as Walnut's `msd_ns.txt` does);
//! * by automata, the adder (intersected with the valid representations on each input) is
//!   a total function of `(x, y)`: projecting `z` away gives every valid pair, and
//!   `x + y = z & x + y = w & z != w` is empty;
//! * by automata, the adder adds ranks (a word's value is its rank among the valid words of
//!   its length in lexicographic order: `0*1` is 1, the next word 2, ...): `x + 0 = x`, and
//!   `x + y = z` with `u` the word after `y` gives `x + u` the word after `z` (induction on
//!   `y`), and the adder's order is the lexicographic one (Walnut's order of a custom base
//!   without a `_less_than.txt`) — the test Walnut's own `number_system_proof` runs;
//! * again pair by pair on every valid word of up to [`checked_length`] digits (the
//!   values printed are the ranks).
//!
//! Not read: a `_less_than.txt` file (Walnut's order of a custom base without one is the
//! lexicographic order; here the order is the adder's, which the checks above prove to be
//! the lexicographic one), and `lsd_NAME` files that differ from the reversal of the `msd_NAME` ones
//! (an `lsd_NAME` file is read, reversed, only when there is no `msd_NAME` file).
//!
//! Cost: the checks are a few projections and products on up to four inputs (`r^4`
//! letters: hence the radix bound), then `O(N^2)` runs of the adder for the `N` valid words
//! of the checked length (at most [`MAX_CHECKED_WORDS`]).

use crate::automaton::dfa::{Dfa, decode_letter};
use crate::automaton::limits::{Budget, Overflow};
use crate::automaton::minimize::minimize;
use crate::automaton::ops::{product, project, retrack, reverse};
use crate::numeration::table;
use std::path::Path;

mod checks;
mod ranks;

pub use crate::numeration::custom_base::checks::checked_length;

/// The largest radix of a file-defined system (the functionality check reads four inputs).
pub const MAX_RADIX: u32 = 16;

/// The most valid words of one length checked pair by pair against the adder.
pub const MAX_CHECKED_WORDS: u128 = 200;

/// A system defined by files: its digits `0..radix`, most significant first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileBase {
    /// The part of the name after `msd_` / `lsd_`.
    pub name: String,
    /// Digits are `0..radix`.
    pub radix: u32,
    /// One input, msd: the valid representations (minimal).
    pub valid_msd: Dfa,
    /// Three inputs, msd: `x + y = z` on valid representations (minimal).
    pub adder_msd: Dfa,
}

/// Read `NAME` from a `Custom Bases/` folder: `None` when the folder has no adder for it.
pub fn load(folder: &Path, name: &str) -> Option<Result<FileBase, String>> {
    Some(read_tables(folder, name)?.and_then(|t| {
        FileBase::new(name, t.radix, t.valid, t.adder, &Budget::default())
            .map_err(|e| format!("{}: {e}", t.adder_path.display()))
    }))
}

/// A system's two files as read, before any check: the digits, the valid representations
/// and the adder, msd and minimal.
pub struct Tables {
    /// The digits are `0..radix`.
    pub radix: u32,
    /// The valid representations (all words when the folder has no `msd_NAME.txt`).
    pub valid: Dfa,
    /// The adder `x + y = z`, three tracks.
    pub adder: Dfa,
    /// The adder's file, for errors.
    pub adder_path: std::path::PathBuf,
}

/// The files of the system `name` in `folder` read and minimized, not checked (`None`:
/// the folder has no adder file for it). Cost: the files' size, two minimizations.
pub fn read_tables(folder: &Path, name: &str) -> Option<Result<Tables, String>> {
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let file = |dir: &str, suffix: &str| {
        let p = folder.join(format!("{dir}_{name}{suffix}.txt"));
        p.is_file().then_some(p)
    };
    // msd first; an lsd file is the reversal of the msd system.
    let (adder_path, adder_msd) = match file("msd", "_addition") {
        Some(p) => (p, true),
        None => (file("lsd", "_addition")?, false),
    };
    let valid = match file("msd", "") {
        Some(p) => Some((p, true)),
        None => file("lsd", "").map(|p| (p, false)),
    };
    let budget = Budget::default();
    let read = |p: &Path, tracks: usize, msd: bool| -> Result<(u32, Dfa), String> {
        let text =
            std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))?;
        let (r, d) = parse_table(&text, tracks).map_err(|e| format!("{}: {e}", p.display()))?;
        let d = if msd {
            d
        } else {
            reverse(&d, &budget).map_err(|e| format!("{}: {e}", p.display()))?
        };
        Ok((r, minimize(&d)))
    };
    Some((|| {
        let (radix, adder) = read(&adder_path, 3, adder_msd)?;
        let valid = match &valid {
            Some((p, msd)) => {
                let (r, v) = read(p, 1, *msd)?;
                if r != radix {
                    return Err(format!(
                        "{}: digits 0..{r}, the adder's are 0..{radix}",
                        p.display()
                    ));
                }
                v
            }
            None => Dfa::constant(vec![radix], true),
        };
        Ok(Tables {
            radix,
            valid,
            adder,
            adder_path,
        })
    })())
}

/// A system's files as this crate reads them, before the checks of [`FileBase::new`]: the
/// empty word made valid when "0" is (Walnut's files may reject it and accept "0"), the
/// valid representations minimal and closed under leading zeros (else an error), the
/// adder kept to valid triples, minimal. Cost: three products with the adder.
pub fn normalized(
    radix: u32,
    valid: Dfa,
    adder: Dfa,
    budget: &Budget,
) -> Result<(Dfa, Dfa), String> {
    let e = |o: Overflow| o.to_string();
    // Walnut's files may reject the empty word and accept "0" (`msd_ns.txt`): 0* is
    // the number 0 either way, so the empty word is added when "0" is valid.
    let valid = if valid.accepts([0usize]) && !valid.is_accepting(valid.start()) {
        let mut accept = valid.accepting().to_vec();
        accept[valid.start() as usize] = true;
        let start = valid.start();
        Dfa::from_parts(
            valid.radices().to_vec(),
            valid.table().to_vec(),
            accept,
            start,
        )
    } else {
        valid
    };
    let valid = minimize(&valid);
    let s = valid.start();
    if !valid.is_accepting(s) || !valid.accepts([1usize]) {
        return Err("the valid representations must accept 0 (0* or the empty word) and 1".into());
    }
    if valid.next(s, 0) != s {
        return Err("the valid representations are not closed under leading zeros".into());
    }
    let r3 = vec![radix; 3];
    let mut a = adder;
    for t in 0..3 {
        a = product(
            &a,
            &retrack(&valid, &r3, &[t], budget).map_err(e)?,
            |x, y| x && y,
            budget,
        )
        .map_err(e)?;
    }
    let adder = minimize(&a);
    Ok((valid, adder))
}

/// Parse a file of Walnut's automaton format whose inputs are `tracks` alphabets `{0, ..,
/// r-1}` (the same `r` for each), read by the plain table reader
/// ([`table::parse`]): the radix and the automaton (minimal; missing transitions go to a
/// rejecting dead state).
pub fn parse_table(text: &str, tracks: usize) -> Result<(u32, Dfa), String> {
    let t = match table::parse(text, Digits::read)? {
        table::Parsed::Constant(_) => {
            return Err(format!("0 alphabet(s), expected {tracks} like {{0, 1}}"));
        }
        table::Parsed::Table(t) => t,
    };
    if t.nums.len() != tracks {
        return Err(format!(
            "{} alphabet(s), expected {tracks} like {{0, 1}}",
            t.nums.len()
        ));
    }
    let r = t.nums[0].0;
    if t.nums.iter().any(|d| d.0 != r) {
        return Err("every input must have the same alphabet".into());
    }
    let accept = t.outs.iter().map(|&o| o == 1).collect();
    Ok((r, minimize(&Dfa::from_parts(t.radices, t.trans, accept, 0))))
}

/// An input of a custom base's file: the alphabet `{0, 1, ..., r-1}`, 2 <= r <=
/// [`MAX_RADIX`].
struct Digits(u32);

impl Digits {
    fn read(token: &str) -> Result<Digits, String> {
        let values = match table::parse_letters(token) {
            Some(v) => v?,
            None => {
                return Err(format!(
                    "the input '{}' must be an alphabet {{0, 1, ..., r-1}}",
                    table::cut(token)
                ));
            }
        };
        let r = values.len();
        if !values.iter().copied().eq(0..r as i64) || !(2..=MAX_RADIX as usize).contains(&r) {
            return Err(format!(
                "the alphabet {token} must be 0, 1, ..., r-1 with 2 <= r <= {MAX_RADIX}"
            ));
        }
        Ok(Digits(r as u32))
    }
}

impl table::Input for Digits {
    fn radix(&self) -> u32 {
        self.0
    }

    fn digit(&self, v: i64) -> Result<u32, String> {
        u32::try_from(v)
            .ok()
            .filter(|&d| d < self.0)
            .ok_or_else(|| format!("digit {v} is not below the radix {} of its input", self.0))
    }
}

impl FileBase {
    /// Check the automata (see the module doc) and make the system.
    pub fn new(
        name: &str,
        radix: u32,
        valid: Dfa,
        adder: Dfa,
        budget: &Budget,
    ) -> Result<FileBase, String> {
        let e = |o: Overflow| o.to_string();
        let (valid, adder) = normalized(radix, valid, adder, budget)?;
        // Total: every valid pair has a sum.
        let pairs = product(
            &retrack(&valid, &[radix; 2], &[0], budget).map_err(e)?,
            &retrack(&valid, &[radix; 2], &[1], budget).map_err(e)?,
            |x, y| x && y,
            budget,
        )
        .map_err(e)?;
        let sums = project(&adder, 2, true, budget).map_err(e)?;
        if !product(&sums, &pairs, |x, y| x != y, budget)
            .map_err(e)?
            .is_empty()
        {
            return Err("the adder is not total: some valid x, y have no z with x + y = z".into());
        }
        // A function: x + y = z & x + y = w & z != w is empty.
        let r4 = vec![radix; 4];
        let z = retrack(&adder, &r4, &[0, 1, 2], budget).map_err(e)?;
        let w = retrack(&adder, &r4, &[0, 1, 3], budget).map_err(e)?;
        let differ = Dfa::explore(
            r4.clone(),
            false,
            |&seen, l| {
                let d = decode_letter(&r4, l);
                Some(seen || d[2] != d[3])
            },
            |&seen| seen,
            budget,
            "custom base",
        )
        .map_err(e)?;
        let both = product(&z, &w, |x, y| x && y, budget).map_err(e)?;
        if !product(&both, &differ, |x, y| x && y, budget)
            .map_err(e)?
            .is_empty()
        {
            return Err("the adder is not a function: some x + y has two values z".into());
        }
        let base = FileBase {
            name: name.to_string(),
            radix,
            valid_msd: valid,
            adder_msd: adder,
        };
        base.check_induction(budget).map_err(|o| match o {
            Ok(m) => m,
            Err(o) => o.to_string(),
        })?;
        base.check_small_sums()?;
        Ok(base)
    }
}

#[cfg(test)]
mod tests {
    use crate::numeration::custom_base::*;

    fn base3() -> FileBase {
        // Base 3 given by hand: carry 0 or 1, msd.
        let mut adder = String::from("{0,1,2} {0,1,2} {0,1,2}\n0 1\n");
        let mut carry = String::from("1 0\n");
        for x in 0..3 {
            for y in 0..3 {
                for z in 0..3 {
                    if x + y == z {
                        adder.push_str(&format!("{x} {y} {z} -> 0\n"));
                    }
                    if x + y + 1 == z {
                        adder.push_str(&format!("{x} {y} {z} -> 1\n"));
                    }
                    if x + y == z + 3 {
                        carry.push_str(&format!("{x} {y} {z} -> 0\n"));
                    }
                    if x + y + 1 == z + 3 {
                        carry.push_str(&format!("{x} {y} {z} -> 1\n"));
                    }
                }
            }
        }
        adder.push_str(&carry);
        let (r, a) = parse_table(&adder, 3).expect("parses");
        FileBase::new("b3", r, Dfa::constant(vec![3], true), a, &Budget::default()).expect("checks")
    }

    #[test]
    fn base_three_by_hand_has_base_three_values() {
        let b = base3();
        for n in 0..200u64 {
            let w = b.repr(n);
            let mut v = 0u128;
            for &d in &w {
                v = 3 * v + u128::from(d);
            }
            assert_eq!(v, u128::from(n), "{n}: {w:?}");
            assert_eq!(b.rank(&w), Some(u128::from(n)));
        }
        assert_eq!(checked_length(&b.valid_msd), 4);
    }

    #[test]
    fn a_wrong_adder_is_refused() {
        // x + y = z only when z = x (a function, total, but not addition).
        let text = "{0,1} {0,1} {0,1}\n0 1\n0 0 0 -> 0\n1 0 1 -> 0\n0 1 0 -> 0\n1 1 1 -> 0\n";
        let (r, a) = parse_table(text, 3).expect("parses");
        let e = FileBase::new("w", r, Dfa::constant(vec![2], true), a, &Budget::default())
            .expect_err("refused");
        assert!(e.contains("lexicographic order"), "{e}");
        // Not total: only 0 + 0 = 0.
        let (r, a) = parse_table("{0,1} {0,1} {0,1}\n0 1\n0 0 0 -> 0\n", 3).expect("parses");
        let e = FileBase::new("w", r, Dfa::constant(vec![2], true), a, &Budget::default())
            .expect_err("refused");
        assert!(e.contains("not total"), "{e}");
    }

    #[test]
    fn bad_alphabets_are_one_line_errors() {
        for (text, want) in [
            ("{0,2} {0,2} {0,2}\n0 1\n", "0, 1, ..., r-1"),
            ("{0,1} {0,1}\n0 1\n", "expected 3"),
            ("{0,1} {0,1} {0,1,2}\n0 1\n", "same alphabet"),
            ("{0,1} {0,1} {0,1}\n0 1\n0 0 -> 0\n", "one per input (3)"),
            ("{0,1} {0,1} {0,1}\n0 1\n0 0 0 -> 7\n", "never declared"),
        ] {
            let e = parse_table(text, 3).expect_err(text);
            assert!(e.contains(want) && !e.contains('\n'), "{text}: {e}");
        }
    }
}
