//! Walnut's automaton text format (the files of Walnut's `Automata Library/`), written and
//! read, so that a proof re-runs in Walnut and an automaton computed by Walnut can be used
//! here.
//!
//! The format (Walnut's manual; read for its meaning, not copied):
//!
//! ```text
//! msd_fib msd_fib        one numeration system per input (track), in argument order
//! 0 1                    a state: its number and its output (1 accepts, 0 rejects)
//! 0 0 -> 0               a transition: one digit per input, then the target
//! 0 1 -> 1
//! 1 0
//! 1 0 -> 0
//! ```
//! The first declared state is the initial one; a letter without a transition goes to a
//! rejecting dead state; a line starting with `#` and a blank line are skipped. An automaton
//! with no input is the single word `true` or `false`.
//!
//! Read here: numeration inputs (`msd_2`, `lsd_3`, `msd_fib`, `msd_pell`, ... as
//! `crate::numeration` knows them) and set alphabets (`{-1, 0, 1}`, spaces
//! allowed inside the braces; a transition names such an input's letter by its value),
//! outputs 0 and 1 ([`word_from_walnut`]: a word automaton, one input and any integer
//! output), one target per transition (deterministic), the digit `*` for "any digit".
//! Anything else is an error of one line naming the line number. Written: the same, a set
//! alphabet as `{-1, 0, 1}` (in the order written) with its letters' values. Cost: linear in the file,
//! then a minimization.

use crate::automaton::dfa::{Dfa, decode_letter};
use crate::automaton::minimize::minimize;
use crate::logic::Auto;
use crate::logic::words::MultiWord;
use crate::numeration::table::{self, Input, Parsed};
use crate::numeration::{Numeration, numeration};

pub use crate::numeration::table::{MAX_STATES, content_lines};

/// How an input is named in a Walnut file: its system, or its set alphabet `{-1, 0, 1}`
/// (in the order written, which Walnut's `test` and `inf` list the letters in).
fn input_name(n: &Numeration) -> String {
    if n.is_letters() {
        let v: Vec<String> = n.written_values().iter().map(i64::to_string).collect();
        format!("{{{}}}", v.join(", "))
    } else {
        walnut_name(&n.name)
    }
}

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Arc;

/// The name Walnut knows a system by: `msd_ost_1` is `msd_fib` and `msd_ost_2` is
/// `msd_pell` (both ship with Walnut); every other name is its own.
pub fn walnut_name(name: &str) -> String {
    for dir in ["msd", "lsd"] {
        if name == format!("{dir}_ost_1") {
            return format!("{dir}_fib");
        }
        if name == format!("{dir}_ost_2") {
            return format!("{dir}_pell");
        }
    }
    name.to_string()
}

/// The automaton in Walnut's format: states renumbered from the initial one (breadth
/// first), the dead states (from which nothing is accepted) and the transitions into them
/// left out.
pub fn to_walnut(a: &Auto) -> String {
    let d = &a.dfa;
    if a.vars.is_empty() {
        return format!("{}\n", if a.truth() { "true" } else { "false" });
    }
    let live = d.productive();
    let k = d.letters();
    // Breadth-first numbering from the start state over live states.
    let mut id: HashMap<u32, usize> = HashMap::new();
    let mut order = vec![d.start()];
    id.insert(d.start(), 0);
    let mut i = 0;
    while i < order.len() {
        let s = order[i];
        i += 1;
        for l in 0..k {
            let t = d.next(s, l);
            if live[t as usize] && !id.contains_key(&t) {
                id.insert(t, order.len());
                order.push(t);
            }
        }
    }
    let names: Vec<String> = a.nums.iter().map(|n| input_name(n)).collect();
    let values: Vec<Vec<i64>> = a.nums.iter().map(|n| n.letter_values()).collect();
    let mut out = format!("{}\n", names.join(" "));
    for (n, &s) in order.iter().enumerate() {
        let _ = writeln!(out, "{n} {}", u8::from(d.is_accepting(s)));
        for l in 0..k {
            let t = d.next(s, l);
            if let Some(&ti) = id.get(&t) {
                let digits: Vec<String> = decode_letter(d.radices(), l)
                    .iter()
                    .zip(&values)
                    .map(|(&d, v)| v[d as usize].to_string())
                    .collect();
                let _ = writeln!(out, "{} -> {ti}", digits.join(" "));
            }
        }
    }
    out
}

/// Read an automaton in Walnut's format; its inputs are named `#w000`, `#w001`, ... (in
/// argument order, as a `def`'s sorted arguments are).
pub fn from_walnut(text: &str) -> Result<Auto, String> {
    let parsed = match table::parse(text, numeration)? {
        Parsed::Constant(b) => return Ok(Auto::constant(b)),
        Parsed::Table(t) => t,
    };
    if let Some((n, o)) = parsed
        .out_lines
        .iter()
        .zip(&parsed.outs)
        .find(|(_, o)| !matches!(o, 0 | 1))
    {
        return Err(format!(
            "line {n}: output '{o}': only 0 and 1 are read (not a word automaton)"
        ));
    }
    let accept = parsed.outs.iter().map(|&o| o == 1).collect();
    let vars: Vec<String> = (0..parsed.nums.len())
        .map(|i| format!("#w{i:03}"))
        .collect();
    Ok(Auto {
        vars,
        nums: parsed.nums,
        dfa: minimize(&Dfa::from_parts(parsed.radices, parsed.trans, accept, 0)),
    })
}

/// Read a word automaton (an automaton with output) in Walnut's format: one input, an
/// integer output per state. Returns the input's system, the complete automaton (missing
/// transitions go to a dead state with output 0) and the output of each state.
pub fn word_from_walnut(text: &str) -> Result<(Arc<Numeration>, Dfa, Vec<i64>), String> {
    let w = multi_word_from_walnut(text)?;
    let [num] = w.nums.as_slice() else {
        return Err(format!(
            "a word automaton has one input, this one has {}",
            w.nums.len()
        ));
    };
    Ok((num.clone(), w.dfa, w.out))
}

/// Read a word automaton of any number of inputs (Walnut's `W[x][y]`, one index per
/// input): the inputs' systems, the complete automaton (missing transitions go to a dead
/// state with output 0) and the output of each state.
pub fn multi_word_from_walnut(text: &str) -> Result<MultiWord, String> {
    let parsed = match table::parse(text, numeration)? {
        Parsed::Constant(_) => return Err("a word automaton needs an input".into()),
        Parsed::Table(t) => t,
    };
    let accept = vec![false; parsed.outs.len()];
    Ok(MultiWord {
        nums: parsed.nums,
        dfa: Dfa::from_parts(parsed.radices, parsed.trans, accept, 0),
        out: parsed.outs,
    })
}

impl Input for Arc<Numeration> {
    fn radix(&self) -> u32 {
        self.radix
    }

    fn digit(&self, v: i64) -> Result<u32, String> {
        match self.digit_of(v) {
            Some(x) => Ok(x),
            None if self.is_letters() => {
                Err(format!("{v} is not a letter of its input {}", self.name))
            }
            None => Err(format!(
                "digit {v} is not below the radix {} of its input",
                self.radix
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::walnut::format::*;

    /// Zeckendorf representations of the numbers with last digit 1 (a one-input automaton).
    const ENDS_IN_ONE: &str = "msd_fib\n# a comment\n0 0\n0 -> 0\n1 -> 1\n\n1 1\n0 -> 0\n";

    #[test]
    fn reads_a_small_automaton() {
        let a = from_walnut(ENDS_IN_ONE).expect("reads");
        assert_eq!(a.vars, ["#w000"]);
        let accepted: Vec<u64> = (0..12).filter(|&n| a.accepts_values(&[n])).collect();
        // Zeckendorf: 1 = 1, 4 = 101, 6 = 1001, 9 = 10001, 11 = 10100 (no), ...
        assert_eq!(accepted, [1, 4, 6, 9]);
    }

    #[test]
    fn writes_what_it_reads() {
        let a = from_walnut(ENDS_IN_ONE).expect("reads");
        let text = to_walnut(&a);
        assert!(
            text.starts_with("msd_fib\n0 0\n0 -> 0\n1 -> 1\n1 1\n"),
            "{text}"
        );
        let b = from_walnut(&text).expect("reads back");
        assert_eq!(b.dfa.table(), a.dfa.table());
        assert_eq!(b.dfa.accepting(), a.dfa.accepting());
    }

    #[test]
    fn wildcards_and_constants() {
        let any = from_walnut("msd_2 msd_2\n0 1\n* * -> 0\n").expect("reads");
        assert!(any.accepts_values(&[5, 9]));
        assert!(from_walnut("true\n").expect("reads").truth());
        assert!(!from_walnut("# c\nfalse").expect("reads").truth());
        assert_eq!(to_walnut(&Auto::constant(true)), "true\n");
        assert_eq!(walnut_name("msd_ost_2"), "msd_pell");
        assert_eq!(walnut_name("lsd_ost_1"), "lsd_fib");
        assert_eq!(walnut_name("msd_ost_12"), "msd_ost_12");
    }

    #[test]
    fn bad_input_is_one_line_naming_where() {
        let cases = [
            ("", "empty"),
            ("msd_nosuch\n0 1\n", "line 1"),
            ("{0,1\n0 1\n", "never closed"),
            ("{0,1}\n0 1\n2 -> 0\n", "not a letter"),
            ("msd_2\n0 -> 0\n", "before any state"),
            ("msd_2\n0 1\n0 -> 1\n", "never declared"),
            ("msd_2\n0 2\n", "only 0 and 1"),
            ("msd_2\n0 1\n0 -> 0 1\n", "nondeterministic"),
            ("msd_2\n0 1\n0 -> 0\n0 -> 1\n1 0\n", "nondeterministic"),
            ("msd_2\n0 1\n2 -> 0\n", "radix"),
            ("msd_2 msd_2\n0 1\n0 -> 0\n", "one per input"),
            ("msd_2\n0 1\n0 1\n", "declared twice"),
            ("msd_2\nhello\n", "line 2"),
            ("true\n0 1\n", "nothing may follow"),
            ("msd_2\n", "no state"),
        ];
        for (text, want) in cases {
            let e = from_walnut(text).expect_err(text);
            assert!(e.contains(want), "{text:?}: {e}");
            assert!(!e.contains('\n'), "{e}");
        }
    }
}
