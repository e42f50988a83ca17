//! Walnut's `test NAME N;` (the first N accepted inputs) and `inf NAME;` (whether infinitely
//! many inputs are accepted), with Walnut's order and printing.
//!
//! Both first drop the representations with padding: an input is kept when it is not empty
//! and its first letter (msd; its last letter for lsd) is not the all-zero tuple, so each
//! accepted tuple of values is listed once and 0 (whose representation is empty) never;
//! with a set alphabet's track (words, not numbers) nothing is dropped, as in Walnut, and
//! letters print by value.
//! Letters are ordered as Walnut encodes them: the first track is the least significant
//! digit of a letter's code, and a track's digit is the place of its value in the track's
//! alphabet as written (`{2,0,1}` lists 2 first; a number system's digits in order). A
//! single-track letter prints as its digit (`[12]` above 9), a tuple as `[1, 0]`. The empty
//! input is never listed by `test`, as in Walnut, set track or not.
//!
//! * `test`: inputs in shortlex order (shorter first, then by letter code), found length by
//!   length with a table of which states accept in exactly `m` more letters. Cost:
//!   `O(L * n * k)` for the longest length `L` listed, plus `L` per input printed.
//! * `inf`: on the trimmed automaton (states reachable and co-reachable), the first cycle
//!   a depth-first search from the start meets (letters in code order), the search's path
//!   to it and a shortest path from it to acceptance: `prefix(cycle)*suffix`, Walnut's
//!   construction. Cost: `O(n * k)`.

use crate::automaton::dfa::{Dfa, decode_letter};
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops::product;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use std::collections::VecDeque;

/// The most inputs `test` lists.
pub const MAX_TEST: u64 = 1_000_000;

/// The automaton without padded inputs (see the module doc), minimal.
fn unpadded(a: &Auto, budget: &Budget) -> Result<Dfa, EvalError> {
    let d = &a.dfa;
    // A set alphabet's track has no padding: nothing is dropped (as in Walnut).
    if a.nums.iter().any(|n| n.is_letters()) {
        return Ok(d.clone());
    }
    super::auto::check_direction(&a.nums)
        .map_err(|e| EvalError::plain(format!("{} (listing reads one direction)", e.message)))?;
    let msd = a.nums.first().is_none_or(|n| n.msd);
    let k = d.letters();
    // Letter 0 is the all-zero tuple (every track's digit 0).
    let (trans, accept) = if msd {
        // 0: nothing read, 1: a first letter other than zero, 2: dead.
        let mut t = Vec::with_capacity(3 * k);
        t.extend((0..k).map(|l| if l == 0 { 2 } else { 1 }));
        t.extend(std::iter::repeat_n(1, k));
        t.extend(std::iter::repeat_n(2, k));
        (t, vec![false, true, false])
    } else {
        // 0: empty or ending in the zero letter, 1: ending in another letter.
        let row: Vec<u32> = (0..k).map(|l| u32::from(l != 0)).collect();
        ([row.clone(), row].concat(), vec![false, true])
    };
    let filter = Dfa::from_parts(d.radices().to_vec(), trans, accept, 0);
    Ok(minimize(&product(d, &filter, |x, y| x && y, budget)?))
}

/// Our letter indices in Walnut's order (by code, first track least significant, each
/// track's digit ranked by the place of its value in the alphabet as written).
fn walnut_order(a: &Auto, radices: &[u32], letters: usize) -> Vec<usize> {
    // rank[t][digit]: the place of the digit's value among track t's values as written.
    let rank: Vec<Vec<usize>> = a
        .nums
        .iter()
        .map(|n| {
            let written = n.written_values();
            n.letter_values()
                .iter()
                .map(|v| written.iter().position(|w| w == v).unwrap_or(0))
                .collect()
        })
        .collect();
    let code = |l: usize| {
        let digits = decode_letter(radices, l);
        let mut c = 0usize;
        for (t, &dgt) in digits.iter().enumerate().rev() {
            c = c * radices[t] as usize + rank[t][dgt as usize];
        }
        c
    };
    let mut order: Vec<usize> = (0..letters).collect();
    order.sort_by_key(|&l| code(l));
    order
}

/// A letter as Walnut prints it in `test` (bare digit for one track below 10); `values`
/// are each track's letter values by digit.
fn show_test(values: &[Vec<i64>], radices: &[u32], l: usize) -> String {
    let d = decode_letter(radices, l);
    match d.as_slice() {
        [x] if (0..10).contains(&values[0][*x as usize]) => values[0][*x as usize].to_string(),
        _ => show_tuple(values, &d),
    }
}

fn show_tuple(values: &[Vec<i64>], d: &[u32]) -> String {
    let parts: Vec<String> = d
        .iter()
        .zip(values)
        .map(|(&x, v)| v[x as usize].to_string())
        .collect();
    format!("[{}]", parts.join(", "))
}

/// The text of `test NAME N;`: the inputs one a line, after Walnut's header line when
/// fewer than N are accepted.
pub fn test(name: &str, a: &Auto, count: u64, budget: &Budget) -> Result<String, EvalError> {
    if a.vars.is_empty() {
        return Err(EvalError::plain(format!(
            "test: {name} has no free variable (it is TRUE or FALSE)"
        )));
    }
    if count > MAX_TEST {
        return Err(EvalError::plain(format!(
            "test lists at most {MAX_TEST} inputs, asked for {count}"
        )));
    }
    let d = unpadded(a, budget)?;
    let values: Vec<Vec<i64>> = a.nums.iter().map(|n| n.letter_values()).collect();
    let radices = d.radices().to_vec();
    let k = d.letters();
    let order = walnut_order(a, &radices, k);
    let n = d.states();
    let infinite = cycle_family(&d, &order).is_some();
    // exact[m][s]: s accepts some input of exactly m more letters.
    let mut exact: Vec<Vec<bool>> = vec![d.accepting().to_vec()];
    let mut found: Vec<String> = Vec::new();
    let mut len = 0usize;
    while (found.len() as u64) < count {
        len += 1;
        if !infinite && len > n {
            break;
        }
        let prev = &exact[len - 1];
        let next: Vec<bool> = (0..n as u32)
            .map(|s| (0..k).any(|l| prev[d.next(s, l) as usize]))
            .collect();
        exact.push(next);
        if !exact[len][d.start() as usize] {
            continue;
        }
        // Depth-first in letter order along states that can still accept in time.
        let mut stack: Vec<(u32, usize)> = vec![(d.start(), 0)];
        let mut word: Vec<usize> = Vec::new();
        while let Some(&mut (s, ref mut next_i)) = stack.last_mut() {
            let rest = len - word.len();
            if rest == 0 {
                found.push(
                    word.iter()
                        .map(|&l| show_test(&values, &radices, l))
                        .collect(),
                );
                if found.len() as u64 == count {
                    break;
                }
                stack.pop();
                word.pop();
                continue;
            }
            let pick = order[*next_i..]
                .iter()
                .position(|&l| exact[rest - 1][d.next(s, l) as usize]);
            match pick {
                Some(p) => {
                    let l = order[*next_i + p];
                    *next_i += p + 1;
                    stack.push((d.next(s, l), 0));
                    word.push(l);
                }
                None => {
                    stack.pop();
                    word.pop();
                }
            }
        }
    }
    let mut text = String::new();
    if (found.len() as u64) < count {
        text.push_str(&format!(
            "{name} only accepts {} inputs, which are as follows: ",
            found.len()
        ));
    }
    for f in &found {
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(f);
    }
    Ok(text)
}

/// The text of `inf NAME;`.
pub fn inf(name: &str, a: &Auto, budget: &Budget) -> Result<String, EvalError> {
    let d = unpadded(a, budget)?;
    let values: Vec<Vec<i64>> = a.nums.iter().map(|n| n.letter_values()).collect();
    let order = walnut_order(a, d.radices(), d.letters());
    Ok(match cycle_family(&d, &order) {
        Some((prefix, cycle, suffix)) => {
            let show = |w: &[usize]| -> String {
                w.iter()
                    .map(|&l| show_tuple(&values, &decode_letter(d.radices(), l)))
                    .collect()
            };
            format!(
                "Automaton accepts infinite values, including regex:{}({})*{}",
                show(&prefix),
                show(&cycle),
                show(&suffix)
            )
        }
        None => format!("Automaton {name} accepts finitely many values."),
    })
}

/// Walnut's infinite family on the trimmed automaton: (prefix, cycle, suffix), or `None`
/// when the language is finite.
fn cycle_family(d: &Dfa, order: &[usize]) -> Option<(Vec<usize>, Vec<usize>, Vec<usize>)> {
    let reach = d.reachable();
    let prod = d.productive();
    let keep: Vec<bool> = reach.iter().zip(&prod).map(|(&r, &p)| r && p).collect();
    let start = d.start();
    if !keep[start as usize] {
        return None;
    }
    const UNSEEN: u8 = 0;
    const ON_STACK: u8 = 1;
    const DONE: u8 = 2;
    let n = d.states();
    let mut visit = vec![UNSEEN; n];
    let mut prev = vec![u32::MAX; n];
    let mut input = vec![usize::MAX; n];
    let path = |from: u32, to: u32, prev: &[u32], input: &[usize]| {
        let mut w = Vec::new();
        let mut q = to;
        while q != from {
            w.push(input[q as usize]);
            q = prev[q as usize];
        }
        w.reverse();
        w
    };
    visit[start as usize] = ON_STACK;
    let mut stack: Vec<(u32, usize)> = vec![(start, 0)];
    let mut cycle: Option<(u32, Vec<usize>)> = None;
    while let Some(&mut (s, ref mut i)) = stack.last_mut() {
        if *i == order.len() {
            visit[s as usize] = DONE;
            stack.pop();
            continue;
        }
        let l = order[*i];
        *i += 1;
        let t = d.next(s, l);
        if !keep[t as usize] {
            continue;
        }
        match visit[t as usize] {
            UNSEEN => {
                prev[t as usize] = s;
                input[t as usize] = l;
                visit[t as usize] = ON_STACK;
                stack.push((t, 0));
            }
            ON_STACK => {
                let mut w = path(t, s, &prev, &input);
                w.push(l);
                cycle = Some((t, w));
                break;
            }
            _ => {}
        }
    }
    let (c, cyc) = cycle?;
    let prefix = path(start, c, &prev, &input);
    // A shortest path from the cycle's state to acceptance (breadth first, letter order).
    let mut suffix = Vec::new();
    if !d.is_accepting(c) {
        let mut bprev = vec![u32::MAX; n];
        let mut binput = vec![usize::MAX; n];
        bprev[c as usize] = c;
        let mut queue = VecDeque::from([c]);
        'bfs: while let Some(s) = queue.pop_front() {
            for &l in order {
                let t = d.next(s, l);
                if !keep[t as usize] || bprev[t as usize] != u32::MAX {
                    continue;
                }
                bprev[t as usize] = s;
                binput[t as usize] = l;
                if d.is_accepting(t) {
                    suffix = path(c, t, &bprev, &binput);
                    break 'bfs;
                }
                queue.push_back(t);
            }
        }
    }
    Some((prefix, cyc, suffix))
}
