//! Numeration systems: each is a digit alphabet, the automaton of its valid representations
//! and the automaton of its addition relation `x + y = z`, both *constructed* here from the
//! system's definition (never typed in) and verified by the tests (brute force, and the
//! procedure proving its own axioms: `tests/automata_core.rs`, `tests/automata_proofs.rs`).
//!
//! Systems (names as in Walnut's `?base` prefixes; `msd_` reads the most significant digit
//! first, `lsd_` the least significant first, and every `lsd_` automaton is the reversal of
//! the `msd_` one):
//! * `msd_k` / `lsd_k`, base `k >= 2`: place values `k^i`, digits `0..k`, every word valid.
//! * `msd_fib` / `lsd_fib`: Zeckendorf, place values 1, 2, 3, 5, 8, ... (`U_{i+1} = U_i +
//!   U_{i-1}`), digits 0, 1, no two adjacent 1s.
//! * `msd_trib` / `lsd_trib`: Tribonacci, place values 1, 2, 4, 7, 13, ... (`U_{i+1} = U_i
//!   + U_{i-1} + U_{i-2}`), digits 0, 1, no three adjacent 1s (Walnut's `msd_trib`).
//! * `msd_ost_a` / `lsd_ost_a` for `a >= 1`: Ostrowski numeration for the quadratic
//!   irrational `[0; a, a, a, ...]` (`(sqrt(a^2+4) - a) / 2`): place values `q_0 = 1`,
//!   `q_1 = a`, `q_{i+1} = a q_i + q_{i-1}`, digits `0..=a`, the lowest digit at most `a - 1`,
//!   and a digit `a` followed (towards the lower places) by a 0. For `a = 1` the lowest place
//!   (`q_0 = 1`, digit always 0) is dropped, which leaves exactly Zeckendorf: `msd_ost_1` is
//!   `msd_fib`. `msd_pell` is another name for `msd_ost_2` (place values 1, 2, 5, 12, 29:
//!   the Pell numbers).
//!
//! * `msd_neg_k` / `lsd_neg_k`, `msd_neg_fib` / `lsd_neg_fib`: the negative systems of
//!   [`crate::numeration::negative`], whose numbers are all the integers.
//! * `{-1,0,1}`: a set alphabet (Walnut's `reg NAME {-1,0,1} "..."`), no number system at
//!   all: its words are words, read in no direction ([`letters`]). Digit `i` is the `i`-th
//!   least value of the set, every word is valid, and nothing numeric (addition, constants,
//!   order, values) is defined on it.
//!
//! * `msd_NAME` / `lsd_NAME` read from a Walnut `Custom Bases/` folder
//!   ([`crate::numeration::custom_base`], [`add_base_folder`]): a validity and an addition automaton
//!   given in files and checked when read; constants and `y = k x` come from the adder.
//!
//! An alias is the same system: [`numeration`] maps every name to its canonical one
//! (`msd_ost_1` to `msd_fib`, `msd_ost_2` to `msd_pell`, likewise for `lsd_`) and returns
//! one shared object per canonical name, so two names of one system and direction can never
//! be told apart downstream (a word is reversed only when the reading direction differs).
//!
//! Representations are the greedy ones (for these systems the greedy expansion is the unique
//! valid one); a tuple of numbers is read with every track padded by zeros to one length.
//!
//! The adder, msd: after the digits of places `>= r`, the weighted difference
//! `sum_j (x_j + y_j - z_j) U_j` over those places equals `p U_r + q U_{r-1} + s U_{r-2}`
//! for integers `(p, q, s)` (by `U_{r+1} = a U_r + b U_{r-1} + c U_{r-2}`; `c = 0` and
//! `s = 0` but for Tribonacci); reading the digit difference `e` at place `r - 1` moves
//! `(p, q, s)` to `(a p + q + e, b p + s, c p)`, and the word is accepted when
//! `p U_0 + q U_{-1} + s U_{-2} = 0` at the end (the recurrence run backwards gives
//! `U_{-1}`, `U_{-2}`). Only states with `|p|, |q|, |s| <= box` are kept (a state outside
//! can never return to 0: the tests build with twice the box and get the same automaton),
//! then the three tracks are intersected with the valid representations and the result
//! minimized. Cost: a few hundred states before minimization (`y = k x`: about `k^2`
//! states, `k^3` for Tribonacci: 3,081,362 for `k = 100`).

pub mod custom_base;
pub mod negative;
mod negative_file;
pub mod ostrowski;
pub mod table;

use crate::automaton::dfa::{Dfa, encode_letter};
use crate::automaton::limits::{Budget, Overflow};
use crate::automaton::minimize::minimize;
use crate::automaton::ops::{product, reverse};
use crate::numeration::custom_base::FileBase;
use crate::numeration::negative::Negative;
use crate::numeration::ostrowski::ContinuedFraction;
pub use crate::numeration::table::parse_letters;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// The family of a numeration system.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum System {
    /// Base `k` (`k >= 2`).
    Base(u32),
    /// Zeckendorf (Fibonacci).
    Fibonacci,
    /// Tribonacci: place values 1, 2, 4, 7, 13, ... (`U_{i+1} = U_i + U_{i-1} + U_{i-2}`),
    /// digits 0, 1, no three adjacent 1s.
    Tribonacci,
    /// Ostrowski for `[0; a, a, ...]`, `a >= 2` (`a = 1` is [`System::Fibonacci`]).
    Ostrowski(u32),
    /// Ostrowski for any quadratic irrational, defined by `ost NAME [pre] [period]`: the
    /// index of its definition ([`define_ost`]).
    Custom(u32),
    /// A negative system (base `-k`, negaFibonacci): its numbers are all the integers.
    Negative(Negative),
    /// A system read from a Walnut `Custom Bases/` folder ([`crate::numeration::custom_base`]): the
    /// index of its definition ([`file_base`]).
    File(u32),
    /// A set alphabet, not a number system: the index of its sorted values ([`letters`]).
    Letters(u32),
}

/// The systems read from `Custom Bases/` folders, by index.
fn file_systems() -> &'static Mutex<Vec<Arc<FileBase>>> {
    static FILES: OnceLock<Mutex<Vec<Arc<FileBase>>>> = OnceLock::new();
    FILES.get_or_init(|| Mutex::new(Vec::new()))
}

/// The `Custom Bases/` folders searched for a system that is neither built in nor defined
/// by `ost`, in the order they were added.
fn base_folders() -> &'static Mutex<Vec<PathBuf>> {
    static FOLDERS: OnceLock<Mutex<Vec<PathBuf>>> = OnceLock::new();
    FOLDERS.get_or_init(|| Mutex::new(Vec::new()))
}

/// Search `folder` (a Walnut `Custom Bases/` folder) for the systems no other rule names:
/// `msd_NAME` is read from `msd_NAME_addition.txt` and `msd_NAME.txt` there. A folder's
/// file for a built-in system's name (`msd_pell.txt`; not a base `k` or `neg_k`, which
/// Walnut builds itself) is read and checked too: when it defines another system than the
/// built-in one, the file's system is the one the name means from then on in this process
/// (as in Walnut, the user's file wins), and a note says so ([`take_notes`]); when it
/// defines the same system, nothing changes.
pub fn add_base_folder(folder: &std::path::Path) {
    if let Ok(mut v) = base_folders().lock()
        && !v.iter().any(|f| f == folder)
    {
        v.push(folder.to_path_buf());
        // A new folder may hold a file for a name decided before.
        if let Ok(mut d) = overrides().lock() {
            d.retain(|_, id| id.is_some());
        }
    }
}

/// For each built-in name looked up in the folders: the file system that replaces it, or
/// `None` (no file, or a file equal to the built-in system).
fn overrides() -> &'static Mutex<HashMap<String, Option<u32>>> {
    static OVERRIDES: OnceLock<Mutex<HashMap<String, Option<u32>>>> = OnceLock::new();
    OVERRIDES.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Lines for standard error not yet taken (a built-in name replaced by a folder's file).
fn notes() -> &'static Mutex<Vec<String>> {
    static NOTES: OnceLock<Mutex<Vec<String>>> = OnceLock::new();
    NOTES.get_or_init(|| Mutex::new(Vec::new()))
}

/// The notes since the last call (each one line, for standard error), cleared.
pub fn take_notes() -> Vec<String> {
    notes()
        .lock()
        .map(|mut v| std::mem::take(&mut *v))
        .unwrap_or_default()
}

/// Whether a folder's file replaces the built-in system `rest` (see [`add_base_folder`]).
fn overridden(rest: &str) -> bool {
    overrides()
        .lock()
        .map(|d| matches!(d.get(rest), Some(Some(_))))
        .unwrap_or(false)
}

/// The folder's system for the built-in name `rest` when it differs from the built-in
/// one (read, checked and compared once per name); `None`: the built-in system stands.
fn file_override(rest: &str, builtin: System) -> Option<Result<System, String>> {
    if rest.bytes().all(|b| b.is_ascii_digit())
        || rest
            .strip_prefix("neg_")
            .is_some_and(|k| k.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    if let Some(decided) = overrides().lock().ok()?.get(rest) {
        return decided.map(|id| Ok(System::File(id)));
    }
    if base_folders().lock().ok()?.is_empty() {
        return None;
    }
    if builtin.integers() {
        let refused = negative_file::refusal(rest, builtin);
        if refused.is_none()
            && let Ok(mut d) = overrides().lock()
        {
            d.insert(rest.to_string(), None);
        }
        return refused.map(Err);
    }
    let found = match find_file_base(rest) {
        None => None,
        Some(Err(e)) => return Some(Err(e)),
        Some(Ok(System::File(id))) => match same_as_file(builtin, &file_base(id)) {
            Ok(true) => None,
            Ok(false) => Some(id),
            Err(e) => return Some(Err(e)),
        },
        Some(Ok(_)) => None,
    };
    if let Ok(mut d) = overrides().lock() {
        d.insert(rest.to_string(), found);
    }
    let id = found?;
    if let Ok(mut n) = notes().lock() {
        n.push(format!(
            "Custom Bases/: msd_{rest} there is not the built-in msd_{rest}; the file's system is used"
        ));
    }
    Some(Ok(System::File(id)))
}

/// Whether a file's system is the built-in `builtin`: the same digits, valid
/// representations and adder (languages compared after minimization).
fn same_as_file(builtin: System, file: &FileBase) -> Result<bool, String> {
    if builtin.radix() != file.radix {
        return Ok(false);
    }
    if !crate::automaton::minimize::same_language(&builtin.valid_msd(), &file.valid_msd) {
        return Ok(false);
    }
    let own = builtin
        .adder_msd_with_box(builtin.adder_box(), &Budget::default())
        .map_err(|e| e.to_string())?;
    Ok(crate::automaton::minimize::same_language(
        &own,
        &file.adder_msd,
    ))
}

/// A file-defined system.
fn file_base(id: u32) -> Arc<FileBase> {
    file_systems()
        .lock()
        .map(|v| v[id as usize].clone())
        .expect("the file systems' lock")
}

/// The file-defined system `rest` (read from the first folder that has it, then kept):
/// `None` when no folder has it.
fn find_file_base(rest: &str) -> Option<Result<System, String>> {
    let known = file_systems()
        .lock()
        .ok()?
        .iter()
        .position(|b| b.name == rest);
    if let Some(i) = known {
        return Some(Ok(System::File(i as u32)));
    }
    let folders = base_folders().lock().ok()?.clone();
    let found = folders
        .iter()
        .find_map(|f| crate::numeration::custom_base::load(f, rest))?;
    Some(found.and_then(|b| {
        let mut v = file_systems()
            .lock()
            .map_err(|_| "the file systems' lock is poisoned".to_string())?;
        if let Some(i) = v.iter().position(|old| old.name == rest) {
            return Ok(System::File(i as u32));
        }
        v.push(Arc::new(b));
        Ok(System::File(v.len() as u32 - 1))
    }))
}

/// The set alphabets met so far, sorted and deduplicated, by index.
fn letter_sets() -> &'static Mutex<Vec<Vec<i64>>> {
    static SETS: OnceLock<Mutex<Vec<Vec<i64>>>> = OnceLock::new();
    SETS.get_or_init(|| Mutex::new(Vec::new()))
}

/// The most letters a set alphabet may have (a track's digits are `u32`, and a product of
/// a few tracks must stay a reasonable alphabet).
pub const MAX_LETTERS: usize = 1024;

/// The name of a set alphabet in this crate (one word, as a base is): `{-1,0,1}`.
pub fn letters_name(values: &[i64]) -> String {
    let v: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("{{{}}}", v.join(","))
}

/// The track of a set alphabet (Walnut's `{-1,0,1}`): the values sorted and deduplicated,
/// digit `i` reading the `i`-th least; one shared object per set as written (the order
/// written, first occurrences kept, is Walnut's order of the letters in `test` and `inf`:
/// [`Numeration::written_values`]; the sets `{2,0,1}` and `{0,1,2}` are one system). An
/// empty set, or one of more than [`MAX_LETTERS`] values, is an error.
pub fn letters(values: &[i64]) -> Result<Arc<Numeration>, String> {
    let mut written: Vec<i64> = Vec::with_capacity(values.len());
    for &v in values {
        if !written.contains(&v) {
            written.push(v);
        }
    }
    let mut set = written.clone();
    set.sort_unstable();
    if set.is_empty() {
        return Err("an empty alphabet {}".into());
    }
    if set.len() > MAX_LETTERS {
        return Err(format!(
            "an alphabet of {} letters (at most {MAX_LETTERS})",
            set.len()
        ));
    }
    let name = letters_name(&set);
    let key = letters_name(&written);
    let mut map = cache().lock().map_err(|_| "numeration cache poisoned")?;
    if let Some(n) = map.get(&key) {
        return Ok(n.clone());
    }
    let id = {
        let mut sets = letter_sets()
            .lock()
            .map_err(|_| "the alphabets' lock is poisoned")?;
        match sets.iter().position(|s| *s == set) {
            Some(i) => i as u32,
            None => {
                sets.push(set.clone());
                sets.len() as u32 - 1
            }
        }
    };
    let radix = set.len() as u32;
    let n = Arc::new(Numeration {
        name: name.clone(),
        system: System::Letters(id),
        msd: true,
        radix,
        valid: Dfa::constant(vec![radix], true),
        add: OnceLock::new(),
        alphabet: Some(set),
        written: Some(written),
    });
    map.insert(key, n.clone());
    Ok(n)
}

fn cache() -> &'static Mutex<HashMap<String, Arc<Numeration>>> {
    static CACHE: OnceLock<Mutex<HashMap<String, Arc<Numeration>>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The systems defined by `ost`: name and continued fraction, by index.
fn custom_systems() -> &'static Mutex<Vec<(String, ContinuedFraction)>> {
    static CUSTOM: OnceLock<Mutex<Vec<(String, ContinuedFraction)>>> = OnceLock::new();
    CUSTOM.get_or_init(|| Mutex::new(Vec::new()))
}

/// The continued fraction of a system defined by `ost`.
fn custom(id: u32) -> ContinuedFraction {
    custom_systems()
        .lock()
        .map(|v| v[id as usize].1.clone())
        .expect("the custom systems' lock")
}

/// Walnut's `ost NAME [pre] [period]`: define `msd_NAME` and `lsd_NAME` as the Ostrowski
/// system of `[0; pre, period, period, ...]` (normalised as in [`crate::numeration::ostrowski`]).
/// Defining a name again with the same continued fraction changes nothing; with another
/// one it is an error. The name of a built-in system is accepted when the definition is
/// that system (the same valid representations and the same adder, as automata: an
/// exported session's `ost ost_3 [0] [3];`), and is an error otherwise.
pub fn define_ost(name: &str, preperiod: &[u32], period: &[u32]) -> Result<(), String> {
    let cf = ContinuedFraction::new(preperiod, period)?;
    if let Some(builtin) = System::builtin(name) {
        builtin?;
        if same_as_ost(name, &cf)? {
            return Ok(());
        }
        return Err(format!(
            "msd_{name} is a built-in system, and [0; {:?}, {:?}...] defines another one (choose another name)",
            cf.preperiod(),
            cf.period()
        ));
    }
    let mut v = custom_systems()
        .lock()
        .map_err(|_| "the custom systems' lock is poisoned")?;
    match v.iter().find(|(n, _)| n == name) {
        Some((_, old)) if *old == cf => Ok(()),
        Some((_, old)) => Err(format!(
            "msd_{name} is already the Ostrowski system of [0; {:?}, {:?}...]",
            old.preperiod(),
            old.period()
        )),
        None => {
            v.push((name.to_string(), cf));
            Ok(())
        }
    }
}

/// Whether the Ostrowski system of `cf` is the built-in system `msd_NAME`: the same
/// digits, valid representations and adder (languages compared after minimization).
fn same_as_ost(name: &str, cf: &ContinuedFraction) -> Result<bool, String> {
    let own = numeration(&format!("msd_{name}"))?;
    if own.radix != cf.radix() || own.is_letters() {
        return Ok(false);
    }
    let budget = Budget::default();
    let valid = cf.valid_msd(&budget).map_err(|e| e.to_string())?;
    if !crate::automaton::minimize::same_language(&valid, &own.valid) {
        return Ok(false);
    }
    let add = cf
        .adder_msd_with_box(cf.adder_box(), &budget)
        .map_err(|e| e.to_string())?;
    let own_add = own.add(&budget).map_err(|e| e.to_string())?;
    Ok(crate::automaton::minimize::same_language(&add, own_add))
}

/// A numeration system in one reading direction, with its two automata.
#[derive(Debug)]
pub struct Numeration {
    /// The canonical name, e.g. `msd_fib` (also for `msd_ost_1`).
    pub name: String,
    /// The family.
    pub system: System,
    /// Most significant digit first?
    pub msd: bool,
    /// Digits are `0..radix`.
    pub radix: u32,
    /// One track: the valid representations (closed under padding with zeros).
    pub valid: Dfa,
    /// Three tracks `(x, y, z)`: `x + y = z`, built on first use ([`Numeration::add`]).
    add: OnceLock<Dfa>,
    /// A set alphabet's values, sorted (digit `i` reads `alphabet[i]`); `None` for a
    /// number system.
    pub alphabet: Option<Vec<i64>>,
    /// A set alphabet's values in the order written (see [`letters`]).
    written: Option<Vec<i64>>,
}

/// The largest number of places used for a `u64` value (base 2 needs 64).
const MAX_PLACES: usize = 100;

impl System {
    /// Parse the part of a base name after `msd_` / `lsd_`.
    fn parse(rest: &str) -> Result<System, String> {
        if let Some(s) = System::builtin(rest) {
            let s = s?;
            return file_override(rest, s).unwrap_or(Ok(s));
        }
        let custom = custom_systems()
            .lock()
            .map_err(|_| "the custom systems' lock is poisoned")?;
        if let Some(i) = custom.iter().position(|(n, _)| n == rest) {
            return Ok(System::Custom(i as u32));
        }
        drop(custom);
        find_file_base(rest).unwrap_or_else(|| {
            Err(format!(
                "unknown numeration system '{rest}' (expected a base k, fib, pell, ost_A, a system defined by ost or one of Custom Bases/ under --walnut-home)"
            ))
        })
    }

    /// A built-in system's name (the part after `msd_`), `None` for any other word.
    fn builtin(rest: &str) -> Option<Result<System, String>> {
        let known = rest == "fib"
            || rest == "trib"
            || rest == "pell"
            || rest.starts_with("ost_")
            || rest.starts_with("neg_")
            || rest.bytes().all(|b| b.is_ascii_digit());
        known.then(|| System::parse_builtin(rest))
    }

    fn parse_builtin(rest: &str) -> Result<System, String> {
        if let Some(neg) = rest.strip_prefix("neg_") {
            return Negative::parse(neg).map(System::Negative);
        }
        if rest == "fib" {
            return Ok(System::Fibonacci);
        }
        if rest == "trib" {
            return Ok(System::Tribonacci);
        }
        if rest == "pell" {
            return Ok(System::Ostrowski(2));
        }
        if let Some(a) = rest.strip_prefix("ost_") {
            let a: u32 = a.parse().map_err(|_| {
                format!("unknown Ostrowski parameter '{a}' (expected msd_ost_A with A = 1..=16)")
            })?;
            return match a {
                1 => Ok(System::Fibonacci),
                2..=16 => Ok(System::Ostrowski(a)),
                _ => Err(format!("Ostrowski parameter {a} out of range (1..=16)")),
            };
        }
        match rest.parse::<u32>() {
            Ok(k) if (2..=64).contains(&k) => Ok(System::Base(k)),
            Ok(k) => Err(format!("base {k} out of range (2..=64)")),
            Err(_) => Err(format!(
                "unknown numeration system '{rest}' (expected a base k, fib, pell or ost_A)"
            )),
        }
    }

    /// The digit alphabet size.
    pub fn radix(self) -> u32 {
        match self {
            System::Base(k) => k,
            System::Fibonacci | System::Tribonacci => 2,
            System::Ostrowski(a) => a + 1,
            System::Custom(id) => custom(id).radix(),
            System::Negative(n) => n.radix(),
            System::File(id) => file_base(id).radix,
            System::Letters(id) => letter_sets()
                .lock()
                .map(|v| v[id as usize].len() as u32)
                .expect("the alphabets' lock"),
        }
    }

    /// The recurrence `U_{i+1} = a U_i + b U_{i-1} + c U_{i-2}` as `[a, b, c]`, the first
    /// place values `U_0 = 1, U_1, U_2`, and `U_{-1}`, `U_{-2}` (the recurrence run
    /// backwards; a system defined by `ost` has none with constant coefficients: never
    /// asked for one).
    fn recurrence(self) -> ([i64; 3], [i64; 3], [i64; 2]) {
        match self {
            System::Base(k) => {
                let k = k as i64;
                ([k, 0, 0], [1, k, k * k], [0, 0])
            }
            System::Fibonacci => ([1, 1, 0], [1, 2, 3], [1, 0]),
            System::Tribonacci => ([1, 1, 1], [1, 2, 4], [1, 0]),
            System::Ostrowski(a) => {
                let a = a as i64;
                ([a, 1, 0], [1, a, a * a + 1], [0, 1])
            }
            System::Custom(_) => {
                unreachable!("an ost system is built by crate::numeration::ostrowski")
            }
            System::Letters(_) => unreachable!("a set alphabet has no place values"),
            System::Negative(n) => n.recurrence(),
            System::File(_) => unreachable!("a file-defined system has its own adder"),
        }
    }

    /// Whether the numbers of the system are all the integers (a negative system) rather
    /// than the natural numbers.
    pub fn integers(self) -> bool {
        matches!(self, System::Negative(_))
    }

    /// The place values `U_0, U_1, ...` that fit in a `u128` (none for a negative system:
    /// its place values are signed, [`Negative::places`]).
    pub fn places(self) -> Vec<u128> {
        if self.integers() || matches!(self, System::File(_) | System::Letters(_)) {
            return Vec::new();
        }
        if let System::Custom(id) = self {
            let mut v = custom(id).places();
            v.truncate(MAX_PLACES + 2);
            return v;
        }
        let (c, first, _) = self.recurrence();
        let mut v: Vec<u128> = first.iter().map(|&u| u as u128).collect();
        while v.len() < MAX_PLACES + 2 {
            let n = v.len();
            let next = (0..3).try_fold(0u128, |acc, j| {
                (c[j] as u128)
                    .checked_mul(v[n - 1 - j])
                    .and_then(|x| acc.checked_add(x))
            });
            match next {
                Some(x) => v.push(x),
                None => break,
            }
        }
        v
    }

    /// The canonical (greedy) representation of `n`, most significant digit first, with no
    /// leading zero (0 is the empty word).
    pub fn repr(self, n: u64) -> Vec<u32> {
        if let System::Negative(s) = self {
            return s.repr(n);
        }
        if let System::File(id) = self {
            return file_base(id).repr(n);
        }
        let places = self.places();
        let n = n as u128;
        let top = places.iter().rposition(|&u| u <= n);
        let Some(top) = top else {
            return Vec::new();
        };
        let mut rest = n;
        let mut out = Vec::with_capacity(top + 1);
        for i in (0..=top).rev() {
            let d = rest / places[i];
            rest -= d * places[i];
            out.push(d as u32);
        }
        out
    }

    /// The canonical representation of an integer `n`, most significant digit first, with
    /// no leading zero; `None` for a negative `n` in a system of natural numbers.
    pub fn repr_int(self, n: i64) -> Option<Vec<u32>> {
        match self {
            System::Negative(s) => Some(s.repr(n)),
            System::Letters(_) => None,
            _ => u64::try_from(n).ok().map(|n| self.repr(n)),
        }
    }

    /// The value of a digit string, most significant first (valid or not), as an integer.
    pub fn value_int(self, msd_digits: &[u32]) -> Option<i128> {
        match self {
            System::Negative(s) => s.value(msd_digits),
            System::Letters(_) => None,
            _ => self.value(msd_digits).and_then(|v| i128::try_from(v).ok()),
        }
    }

    /// The value of a digit string, most significant first (valid or not); `None` for a
    /// negative value.
    pub fn value(self, msd_digits: &[u32]) -> Option<u128> {
        if let System::Negative(s) = self {
            return s.value(msd_digits).and_then(|v| u128::try_from(v).ok());
        }
        if let System::File(id) = self {
            return file_base(id).rank(msd_digits);
        }
        if let System::Letters(_) = self {
            return None;
        }
        let places = self.places();
        let len = msd_digits.len();
        if len > places.len() {
            return msd_digits[..len - places.len()]
                .iter()
                .all(|&d| d == 0)
                .then(|| self.value(&msd_digits[len - places.len()..]))
                .flatten();
        }
        msd_digits
            .iter()
            .enumerate()
            .try_fold(0u128, |acc, (i, &d)| {
                acc.checked_add(d as u128 * places[len - 1 - i])
            })
    }

    /// The msd validity automaton: `state 0` last digit below the top digit (or none),
    /// `state 1` last digit the top digit (only a 0 may follow, except in base k);
    /// Tribonacci counts the trailing 1s (at most two).
    fn valid_msd(self) -> Dfa {
        let r = self.radix();
        let budget = Budget::default();
        if self == System::Tribonacci {
            let dfa = Dfa::explore(
                vec![2],
                0u8,
                |&ones, d| match (ones, d) {
                    (_, 0) => Some(0),
                    (2, _) => None,
                    _ => Some(ones + 1),
                },
                |_| true,
                &budget,
                "numeration",
            );
            return minimize(&dfa.expect("three states fit any budget"));
        }
        let (top, last_top_ok) = match self {
            System::Base(_) | System::Negative(Negative::Base(_)) => (u32::MAX, true),
            System::Fibonacci | System::Negative(Negative::Fib) => (1, true),
            System::Tribonacci => unreachable!("built above"),
            System::Letters(_) => (u32::MAX, true),
            System::Ostrowski(a) => (a, false),
            System::Custom(id) => {
                return custom(id)
                    .valid_msd(&budget)
                    .expect("an ost validity automaton has at most a few hundred states");
            }
            System::File(id) => return file_base(id).valid_msd.clone(),
        };
        let dfa = Dfa::explore(
            vec![r],
            false,
            |&after_top: &bool, d| {
                let d = d as u32;
                if after_top && d != 0 {
                    None
                } else {
                    Some(d == top)
                }
            },
            |&after_top| !after_top || last_top_ok,
            &budget,
            "numeration",
        );
        minimize(&dfa.expect("two states fit any budget"))
    }

    /// The msd automaton of `lo <= sum_j coeffs[j] x_j <= hi` (one track per coefficient)
    /// before intersecting with validity, on the states `(p, q)` of the box
    /// `|p|, |q| <= bound` (see the module doc; the adder is `x + y - z = 0`, division
    /// `0 <= x - k y <= k - 1`): only states reachable from `(0, 0)` that can return to an
    /// accepting one, found first on the distinct digit sums. A state's value at the end of
    /// the word is `p + q U_{-1} + s U_{-2}`, so the range is checked exactly there.
    fn linear_arith(
        self,
        coeffs: &[i64],
        (lo, hi): (i64, i64),
        bound: i64,
        budget: &Budget,
    ) -> Result<Dfa, Overflow> {
        let r = self.radix();
        let ([a, b, c], _, [u_minus1, u_minus2]) = self.recurrence();
        // A state on an accepting path, r places from the end, has -pos <= p + q rho <= neg
        // for rho = U_{r-1} / U_r in [0, 1/m] (m = 1 for Zeckendorf, a for Ostrowski; q = 0
        // in base k), pos and neg the sums of the positive and negative coefficients: the
        // rest of the word is a valid suffix, each of its values below U_r. A final value
        // in [lo, hi] rather than 0 widens this by lo and hi (U_r >= 1): pos by -lo when
        // lo < 0, neg by hi when hi > 0.
        let pos: i64 = coeffs.iter().filter(|&&c| c > 0).sum::<i64>() + (-lo).max(0);
        let neg: i64 = -coeffs.iter().filter(|&&c| c < 0).sum::<i64>() + hi.max(0);
        let m = match self {
            System::Ostrowski(a) => a as i64,
            _ => 1,
        };
        // A negative system's place values have both signs: no forward pruning (the
        // backward search from the accepting states keeps only the live ones).
        let signed = self.integers();
        let may_live = |p: i64, q: i64| {
            signed || (m * p + q.min(0) <= m * neg && m * p + q.max(0) >= -m * pos)
        };
        // Tribonacci: the same bound, -pos U_r <= p U_r + q U_{r-1} + s U_{r-2} <= neg U_r,
        // must hold for some r; checked exactly for r <= 40, and at r = 40 with a slack of
        // U_40 / 10^4 that covers every larger r (the ratios U_{r-1} / U_r and U_{r-2} / U_r
        // converge like (0.74 / 1.84)^r, below 10^-15 past r = 40, and |q|, |s| stay in the box).
        let trib = self == System::Tribonacci;
        let u: Vec<i128> = if trib {
            let mut u: Vec<i128> = vec![0, 1, 1, 2, 4];
            while u.len() < 43 {
                let n = u.len();
                u.push(u[n - 1] + u[n - 2] + u[n - 3]);
            }
            u
        } else {
            Vec::new()
        };
        let trib_live = |p: i64, q: i64, s: i64| {
            (2..u.len()).any(|i| {
                let d = i128::from(p) * u[i] + i128::from(q) * u[i - 1] + i128::from(s) * u[i - 2];
                let slack = if i + 1 == u.len() { u[i] / 10_000 } else { 0 };
                -i128::from(pos) * u[i] - slack <= d && d <= i128::from(neg) * u[i] + slack
            })
        };
        let step = |(p, q, s): (i64, i64, i64), e: i64| {
            let (np, nq, ns) = (a * p + q + e, b * p + s, c * p);
            let live = if trib {
                trib_live(np, nq, ns)
            } else {
                may_live(np, nq)
            };
            (np.abs() <= bound && nq.abs() <= bound && ns.abs() <= bound && live)
                .then_some((np, nq, ns))
        };
        let radices = vec![r; coeffs.len()];
        let letters = crate::automaton::dfa::letter_count(&radices);
        budget.check("linear", 1, letters)?;
        let sum_of = |l: usize| -> i64 {
            crate::automaton::dfa::decode_letter(&radices, l)
                .iter()
                .zip(coeffs)
                .map(|(&d, &c)| d as i64 * c)
                .sum()
        };
        let sums: Vec<i64> = (0..letters).map(sum_of).collect();
        let mut diffs = sums.clone();
        diffs.sort_unstable();
        diffs.dedup();
        // Forward from (0, 0) on the distinct sums, then backward from the accepting states.
        let mut index: crate::automaton::dfa::FxMap<(i64, i64, i64), u32> = Default::default();
        index.insert((0, 0, 0), 0);
        let mut order = vec![(0i64, 0i64, 0i64)];
        let mut succ: Vec<u32> = Vec::new();
        let mut i = 0;
        while i < order.len() {
            budget.check("linear", order.len(), diffs.len())?;
            let s = order[i];
            i += 1;
            for &e in &diffs {
                let t = match step(s, e) {
                    Some(t) => *index.entry(t).or_insert_with(|| {
                        order.push(t);
                        order.len() as u32 - 1
                    }),
                    None => u32::MAX,
                };
                succ.push(t);
            }
        }
        let n = order.len();
        let k = diffs.len();
        // Predecessors in compressed rows.
        let mut off = vec![0u32; n + 1];
        for &t in succ.iter().filter(|&&t| t != u32::MAX) {
            off[t as usize + 1] += 1;
        }
        for i in 1..=n {
            off[i] += off[i - 1];
        }
        let mut fill = off.clone();
        let mut pred = vec![0u32; off[n] as usize];
        for (j, &t) in succ.iter().enumerate() {
            if t != u32::MAX {
                pred[fill[t as usize] as usize] = (j / k) as u32;
                fill[t as usize] += 1;
            }
        }
        drop(fill);
        let accepting =
            |(p, q, s): (i64, i64, i64)| (lo..=hi).contains(&(p + q * u_minus1 + s * u_minus2));
        let mut live: Vec<bool> = order.iter().map(|&s| accepting(s)).collect();
        let mut stack: Vec<u32> = (0..n as u32).filter(|&s| live[s as usize]).collect();
        while let Some(t) = stack.pop() {
            for &p in &pred[off[t as usize] as usize..off[t as usize + 1] as usize] {
                if !live[p as usize] {
                    live[p as usize] = true;
                    stack.push(p);
                }
            }
        }
        drop(pred);
        let pos_of = |e: i64| diffs.binary_search(&e).expect("a digit sum");
        let letter_pos: Vec<usize> = sums.iter().map(|&e| pos_of(e)).collect();
        Dfa::explore(
            radices.clone(),
            0u32,
            |&s, l| {
                let t = succ[s as usize * k + letter_pos[l]];
                (t != u32::MAX && live[t as usize]).then_some(t)
            },
            |&s| accepting(order[s as usize]),
            budget,
            "linear",
        )
    }

    /// The msd automaton of `sum_j coeffs[j] x_j = 0` on valid representations, minimized,
    /// built with the given box (the tests check that doubling the box changes nothing).
    pub fn linear_msd_with_box(
        self,
        coeffs: &[i64],
        bound: i64,
        budget: &Budget,
    ) -> Result<Dfa, Overflow> {
        if let System::Custom(id) = self {
            return custom(id).linear_msd_with_box(coeffs, bound, budget);
        }
        if let System::File(id) = self {
            let b = file_base(id);
            return match *coeffs {
                [1, 1, -1] => Ok(b.adder_msd.clone()),
                [k, 1] if k <= 0 => b.multiple_msd(k.unsigned_abs(), budget),
                _ => Err(Overflow {
                    op: "a file-defined system's linear relation (only x + y = z and y = k x)",
                    states: 0,
                    letters: 0,
                    limit: 0,
                    memory: None,
                }),
            };
        }
        self.linear_range_msd_with_box(coeffs, (0, 0), bound, budget)
    }

    /// [`System::linear_msd_with_box`] for `lo <= sum_j coeffs[j] x_j <= hi`, in the systems
    /// whose numbers are read by a recurrence of place values (base k, Zeckendorf,
    /// Tribonacci, Ostrowski and the negative systems); `None` in the others (an `ost`
    /// system, a file-defined one, a set alphabet). The box of states kept is `scale`
    /// times [`System::linear_box`] of [`range_coeffs`] (1 in use; the tests check that 2
    /// changes nothing).
    pub fn linear_range_msd(
        self,
        coeffs: &[i64],
        range: (i64, i64),
        scale: i64,
        budget: &Budget,
    ) -> Option<Result<Dfa, Overflow>> {
        if matches!(
            self,
            System::Custom(_) | System::File(_) | System::Letters(_)
        ) {
            return None;
        }
        let bound = self
            .linear_box(&range_coeffs(coeffs, range))
            .saturating_mul(scale);
        Some(self.linear_range_msd_with_box(coeffs, range, bound, budget))
    }

    /// [`System::linear_range_msd`] with the given box, in a system read by a recurrence.
    fn linear_range_msd_with_box(
        self,
        coeffs: &[i64],
        range: (i64, i64),
        bound: i64,
        budget: &Budget,
    ) -> Result<Dfa, Overflow> {
        let mut d = self.linear_arith(coeffs, range, bound, budget)?;
        let v = self.valid_msd();
        // Base k: every word is valid (one accepting state), nothing to intersect.
        if !(v.states() == 1 && v.is_accepting(0)) {
            let radices = vec![self.radix(); coeffs.len()];
            for t in 0..coeffs.len() {
                let vt = crate::automaton::ops::retrack(&v, &radices, &[t], budget)?;
                d = product(&d, &vt, |x, y| x && y, budget)?;
            }
        }
        Ok(minimize(&d))
    }

    /// A box that holds every live state of `sum_j coeffs[j] x_j = 0`: with `C` the larger
    /// of the positive and the negative coefficients' sums, a live state at `r` places from
    /// the end has `-C U_r < p U_r + q U_{r-1} < C U_r`, so `|p| < C + 1 + b |p'| U_{r-1}/U_r`
    /// for its predecessor's `p'`; the ratio is at most `1/k` in base k (`b = 0`), `1/a`
    /// (`r >= 1`) and 0 (`r = 0`) for Ostrowski, `2/3` (`r >= 2`), `1/2` and 1 for
    /// Zeckendorf, which bounds `|p|` by `C + 1`, `2 (C + 1)` and `4 (C + 1)` in turn.
    pub fn linear_box(self, coeffs: &[i64]) -> i64 {
        let pos: i64 = coeffs.iter().filter(|&&c| c > 0).sum();
        let neg: i64 = -coeffs.iter().filter(|&&c| c < 0).sum::<i64>();
        let c = pos.max(neg);
        match self {
            System::Base(_) => c + 1,
            System::Ostrowski(_) => 2 * (c + 1),
            System::Fibonacci | System::Custom(_) | System::File(_) => 4 * (c + 1),
            // No bound is proved: the box (c + 1) misses live states (c >= 5), 2 (c + 1)
            // and 4 (c + 1) give the same automaton for c up to 100; the tests check that
            // doubling it changes nothing and compare with brute force.
            System::Tribonacci => 4 * (c + 1),
            System::Negative(n) => n.linear_box(coeffs),
            System::Letters(_) => 0,
        }
    }

    /// The msd adder intersected with the valid representations, minimized, built with the
    /// given box (the tests check that doubling the box changes nothing).
    pub fn adder_msd_with_box(self, bound: i64, budget: &Budget) -> Result<Dfa, Overflow> {
        self.linear_msd_with_box(&[1, 1, -1], bound, budget)
    }

    /// The box of adder states kept (generous: see the tests).
    pub fn adder_box(self) -> i64 {
        4 * (self.radix() as i64 + 1)
    }
}

/// The coefficients whose box holds the live states of `lo <= sum_j coeffs[j] x_j <= hi`:
/// a final value in the range widens the sums of the positive and negative coefficients as
/// a coefficient `-hi` (if `hi > 0`) and one `-lo` (if `lo < 0`) would.
pub fn range_coeffs(coeffs: &[i64], (lo, hi): (i64, i64)) -> Vec<i64> {
    let mut v = coeffs.to_vec();
    v.extend([-hi.max(0), (-lo).max(0)]);
    v
}

/// The canonical name of a system read in one direction (`msd_fib` for `msd_ost_1`,
/// `msd_pell` for `msd_ost_2`).
fn canonical_name(system: System, msd: bool) -> String {
    let dir = if msd { "msd" } else { "lsd" };
    match system {
        System::Letters(id) => letter_sets()
            .lock()
            .map(|v| letters_name(&v[id as usize]))
            .unwrap_or_default(),
        System::Base(k) => format!("{dir}_{k}"),
        // When a folder's file replaces `fib` or `pell`, the built-in system keeps its
        // other name (`msd_ost_1`, `msd_ost_2`), so that the two are never one object.
        System::Fibonacci if overridden("fib") => format!("{dir}_ost_1"),
        System::Fibonacci => format!("{dir}_fib"),
        System::Tribonacci => format!("{dir}_trib"),
        System::Ostrowski(2) if overridden("pell") => format!("{dir}_ost_2"),
        System::Ostrowski(2) => format!("{dir}_pell"),
        System::Ostrowski(a) => format!("{dir}_ost_{a}"),
        System::Negative(n) => format!("{dir}_{}", n.name()),
        System::Custom(id) => format!(
            "{dir}_{}",
            custom_systems()
                .lock()
                .map(|v| v[id as usize].0.clone())
                .unwrap_or_default()
        ),
        System::File(id) => format!("{dir}_{}", file_base(id).name),
    }
}

/// Parse a base name and return the (cached) numeration system: one shared object per
/// canonical name, whatever alias names it.
pub fn numeration(name: &str) -> Result<Arc<Numeration>, String> {
    if let Some(set) = parse_letters(name) {
        return letters(&set?);
    }
    let cache = cache();
    let (msd, rest) = if let Some(rest) = name.strip_prefix("msd_") {
        (true, rest)
    } else if let Some(rest) = name.strip_prefix("lsd_") {
        (false, rest)
    } else {
        return Err(format!(
            "unknown numeration system '{name}' (expected msd_K, lsd_K, msd_fib, lsd_fib, msd_ost_A, lsd_ost_A, msd_pell, lsd_pell, msd_neg_K, msd_neg_fib, ...)"
        ));
    };
    let system = System::parse(rest)?;
    let canonical = canonical_name(system, msd);
    let mut map = cache.lock().map_err(|_| "numeration cache poisoned")?;
    // (A name a folder's file took over since it was cached is built again.)
    if let Some(n) = map.get(&canonical)
        && n.system == system
    {
        return Ok(n.clone());
    }
    let budget = Budget::default();
    let valid_msd = system.valid_msd();
    let valid = if msd {
        valid_msd
    } else {
        minimize(&reverse(&valid_msd, &budget).map_err(|e| e.to_string())?)
    };
    let n = Arc::new(Numeration {
        name: canonical.clone(),
        system,
        msd,
        radix: system.radix(),
        valid,
        add: OnceLock::new(),
        alphabet: None,
        written: None,
    });
    map.insert(canonical, n.clone());
    Ok(n)
}

impl Numeration {
    /// Three tracks `(x, y, z)`: the valid representations with `x + y = z`, built on first
    /// use (base 64 has 262,144 letters: never built unless asked for).
    pub fn add(&self, budget: &Budget) -> Result<&Dfa, Overflow> {
        if let Some(d) = self.add.get() {
            return Ok(d);
        }
        if self.alphabet.is_some() {
            // No addition on a set alphabet: the empty relation (callers refuse arithmetic
            // on such a track before asking, see `Numeration::is_letters`).
            return Ok(self
                .add
                .get_or_init(|| Dfa::constant(vec![self.radix; 3], false)));
        }
        let msd = self
            .system
            .adder_msd_with_box(self.system.adder_box(), budget)?;
        let d = if self.msd {
            msd
        } else {
            minimize(&reverse(&msd, budget)?)
        };
        Ok(self.add.get_or_init(|| d))
    }

    /// Whether `other` is this system read in this direction (aliases included), or the
    /// same set alphabet.
    pub fn same_as(&self, other: &Numeration) -> bool {
        self.system == other.system && self.msd == other.msd
    }

    /// Whether this track is a set alphabet (no number system).
    pub fn is_letters(&self) -> bool {
        self.alphabet.is_some()
    }

    /// The reading direction: `Some(true)` for msd, `Some(false)` for lsd, `None` for a set
    /// alphabet (its words are read in no direction).
    pub fn direction(&self) -> Option<bool> {
        (!self.is_letters()).then_some(self.msd)
    }

    /// The letter values of this track in digit order: the set alphabet's, or `0..radix`.
    pub fn letter_values(&self) -> Vec<i64> {
        match &self.alphabet {
            Some(v) => v.clone(),
            None => (0..i64::from(self.radix)).collect(),
        }
    }

    /// The letter values in Walnut's order: a set alphabet's as written (first occurrences
    /// kept), else `0..radix`.
    pub fn written_values(&self) -> Vec<i64> {
        match &self.written {
            Some(v) => v.clone(),
            None => self.letter_values(),
        }
    }

    /// The digit of a letter value on this track (`None` when it is not a letter of it).
    pub fn digit_of(&self, value: i64) -> Option<u32> {
        match &self.alphabet {
            Some(v) => v.binary_search(&value).ok().map(|i| i as u32),
            None => u32::try_from(value).ok().filter(|&d| d < self.radix),
        }
    }

    /// Whether a numeric track may stand for this set alphabet's track (Walnut's rule:
    /// equal alphabets): the set is `{0, ..., r - 1}` with `r` the system's radix.
    pub fn letters_fit(&self, numeric: &Numeration) -> bool {
        !numeric.is_letters() && self.letter_values() == numeric.letter_values()
    }

    /// The digits of `n` in reading order, padded with zeros to `len` places (`None` when
    /// `n` needs more places).
    pub fn digits(&self, n: u64, len: usize) -> Option<Vec<u32>> {
        if self.is_letters() {
            return None;
        }
        self.padded(self.system.repr(n), len)
    }

    /// The digits of an integer `n` in reading order, padded with zeros to `len` places
    /// (`None` when `n` needs more places, or is negative in a system of natural numbers).
    pub fn digits_int(&self, n: i64, len: usize) -> Option<Vec<u32>> {
        self.padded(self.system.repr_int(n)?, len)
    }

    /// Most significant digits `r` padded with zeros to `len` places, in reading order.
    fn padded(&self, r: Vec<u32>, len: usize) -> Option<Vec<u32>> {
        if r.len() > len {
            return None;
        }
        let mut v = vec![0; len - r.len()];
        v.extend(r);
        if !self.msd {
            v.reverse();
        }
        Some(v)
    }

    /// The number of places of the canonical representation of an integer (`None` for a
    /// negative one in a system of natural numbers).
    pub fn places_of_int(&self, n: i64) -> Option<usize> {
        self.system.repr_int(n).map(|r| r.len())
    }

    /// The value of digits in reading order, as an integer.
    pub fn value_int(&self, digits: &[u32]) -> Option<i128> {
        let mut d = digits.to_vec();
        if !self.msd {
            d.reverse();
        }
        self.system.value_int(&d)
    }

    /// Whether the numbers of this system are all the integers (a negative system).
    pub fn integers(&self) -> bool {
        self.system.integers()
    }

    /// The number of places of the canonical representation of `n`.
    pub fn places_of(&self, n: u64) -> usize {
        self.system.repr(n).len()
    }

    /// The value of digits in reading order.
    pub fn value(&self, digits: &[u32]) -> Option<u128> {
        if self.msd {
            self.system.value(digits)
        } else {
            let mut d = digits.to_vec();
            d.reverse();
            self.system.value(&d)
        }
    }

    /// Whether a digit string (reading order) is a valid representation.
    pub fn is_valid(&self, digits: &[u32]) -> bool {
        self.valid.accepts(digits.iter().map(|&d| d as usize))
    }

    /// The letter of a tuple of digits in this system (all tracks of this system).
    pub fn letter(&self, digits: &[u32]) -> usize {
        encode_letter(&vec![self.radix; digits.len()], digits)
    }
}
