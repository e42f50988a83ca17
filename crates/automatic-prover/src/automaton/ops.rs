//! The operations of the decision procedure on [`Dfa`]s: products, the subset
//! construction, projection with the zero closure, reversal and re-tracking.
//!
//! Every operation builds only reachable states and counts them against a [`Budget`]. None
//! minimizes: the caller minimizes after each step (see `crate::automaton::minimize`), the products
//! and projections of the evaluation from their live transitions ([`product_sparse`],
//! [`project_sparse`], [`Sparse::minimize`]). Costs: a product visits at most `|A| |B|`
//! pairs, for an and-like operation only along the live letters of a side that must stay
//! live; the subset construction at most `2^n` subsets (in practice far fewer; the budget
//! stops a blow-up), each along its states' live transitions.

use crate::automaton::dfa::{Dfa, decode_letter, encode_letter, letter_count};
use crate::automaton::limits::{Budget, Overflow};
use crate::automaton::sparse::Sparse;
use crate::automaton::subsets::{BIT_SET_STATES, determinize_bits};

/// The product of two automata over the same alphabet, accepting where `op` of the two
/// acceptances holds (and, or, xor, implies, iff: any boolean function).
///
/// A pair whose language is empty for `op` (a component that accepts nothing from there,
/// when `op` is then false whatever the other does) is not explored: it goes to the one
/// dead state. With `and`, most pairs of a product over many tracks are such.
pub fn product(
    a: &Dfa,
    b: &Dfa,
    op: impl Fn(bool, bool) -> bool,
    budget: &Budget,
) -> Result<Dfa, Overflow> {
    product_sparse(a, b, op, budget).map(|s| s.to_dense())
}

/// [`product`] by its live transitions (minimize it with [`Sparse::minimize`]).
pub fn product_sparse(
    a: &Dfa,
    b: &Dfa,
    op: impl Fn(bool, bool) -> bool,
    budget: &Budget,
) -> Result<Sparse, Overflow> {
    assert_eq!(a.radices(), b.radices(), "product of different alphabets");
    let (ff, ft, tf) = (op(false, false), op(false, true), op(true, false));
    let live_a = a.productive();
    let live_b = b.productive();
    // Whether the pair accepts nothing (only from what a dead component forces).
    let empty = |p: u32, q: u32| {
        let (da, db) = (!live_a[p as usize], !live_b[q as usize]);
        !ff && ((da && (db || !ft)) || (db && !tf))
    };
    let radices = a.radices().to_vec();
    let accept = |&(p, q): &(u32, u32)| op(a.is_accepting(p), b.is_accepting(q));
    if ff || (ft && tf) {
        // Either side alone may accept: every letter.
        let k = a.letters();
        return Sparse::explore(
            radices,
            (a.start(), b.start()),
            |&(p, q), out| {
                for l in 0..k {
                    let (p, q) = (a.next(p, l), b.next(q, l));
                    if !empty(p, q) {
                        out.push((l, (p, q)));
                    }
                }
            },
            accept,
            budget,
            "product",
        );
    }
    // One side must stay live (both when `ft` and `tf` are false): only its live letters
    // can lead to a live pair; the shorter list when both must.
    let none = (Vec::new(), Vec::new());
    let rows_a = if ft {
        none.clone()
    } else {
        a.live_letters(&live_a)
    };
    let rows_b = if tf { none } else { b.live_letters(&live_b) };
    fn row(rows: &(Vec<u32>, Vec<u32>), s: u32) -> Option<&[u32]> {
        let (off, letters) = rows;
        (!off.is_empty()).then(|| &letters[off[s as usize] as usize..off[s as usize + 1] as usize])
    }
    Sparse::explore(
        radices,
        (a.start(), b.start()),
        |&(p, q), out| {
            let letters = match (row(&rows_a, p), row(&rows_b, q)) {
                (Some(x), Some(y)) => {
                    if x.len() <= y.len() {
                        x
                    } else {
                        y
                    }
                }
                (Some(x), None) | (None, Some(x)) => x,
                (None, None) => unreachable!("one side drives"),
            };
            for &l in letters {
                let (p2, q2) = (a.next(p, l as usize), b.next(q, l as usize));
                if !empty(p2, q2) {
                    out.push((l as usize, (p2, q2)));
                }
            }
        },
        accept,
        budget,
        "product",
    )
}

/// The subset construction of a nondeterministic automaton given by its successor
/// function: `succ(state, letter, out)` pushes the targets; `start` is the initial set and
/// `accept(state)` the acceptance of a state (a subset accepts when one of its states does).
pub fn determinize(
    radices: Vec<u32>,
    start: Vec<u32>,
    mut succ: impl FnMut(u32, usize, &mut Vec<u32>),
    accept: impl Fn(u32) -> bool,
    budget: &Budget,
) -> Result<Dfa, Overflow> {
    let mut start = start;
    start.sort_unstable();
    start.dedup();
    let mut buf = Vec::new();
    let letters = letter_count(&radices);
    Sparse::explore_sized(
        radices,
        start,
        |set: &Vec<u32>, out| {
            for l in 0..letters {
                buf.clear();
                for &s in set {
                    succ(s, l, &mut buf);
                }
                buf.sort_unstable();
                buf.dedup();
                if !buf.is_empty() {
                    out.push((l, buf.clone()));
                }
            }
        },
        |set| set.iter().any(|&s| accept(s)),
        |set: &Vec<u32>| subset_bytes(set),
        budget,
        "determinize",
    )
    .map(|s| s.to_dense())
}

/// The heap memory a subset holds: its states (the vector's header is counted with the
/// index and the queue that hold it).
fn subset_bytes(set: &[u32]) -> usize {
    set.len() * 4
}

/// For each letter of the alphabet without track `track`, the letters of the full alphabet
/// that project onto it (one per digit of the removed track).
fn lifts(radices: &[u32], track: usize) -> (Vec<u32>, Vec<Vec<usize>>) {
    let mut rest = radices.to_vec();
    rest.remove(track);
    let mut lifted = vec![Vec::new(); letter_count(&rest)];
    for l in 0..letter_count(radices) {
        let mut d = decode_letter(radices, l);
        d.remove(track);
        lifted[encode_letter(&rest, &d)].push(l);
    }
    (rest, lifted)
}

/// The subset construction from each state's live transitions: `succ(state, out)` pushes
/// every `(letter, target)` of the state that can lead to acceptance. A subset's letters are
/// the union of its states' (sorted, each target once); the other letters go to the dead
/// state. Cost per subset: its states' live transitions, grouped by letter in buckets
/// (alphabets up to [`BUCKETED_LETTERS`] letters; sorted as pairs above that), each target
/// kept once by a mark and each letter's targets sorted; not `letters x states`.
pub fn determinize_sparse(
    radices: Vec<u32>,
    start: Vec<u32>,
    mut succ: impl FnMut(u32, &mut Vec<(usize, u32)>),
    accept: impl Fn(u32) -> bool,
    budget: &Budget,
) -> Result<Sparse, Overflow> {
    let mut start = start;
    start.sort_unstable();
    start.dedup();
    let mut pairs: Vec<(usize, u32)> = Vec::new();
    let mut group = Grouping::new(letter_count(&radices));
    Sparse::explore_sized(
        radices,
        start,
        |set: &Vec<u32>, out| {
            pairs.clear();
            for &s in set {
                succ(s, &mut pairs);
            }
            group.by_letter(&mut pairs, out);
        },
        |set| set.iter().any(|&s| accept(s)),
        |set: &Vec<u32>| subset_bytes(set),
        budget,
        "determinize",
    )
}

/// [`determinize_sparse`] of an automaton with states `0..states` (every target below
/// `states`): by bit sets ([`determinize_bits`]) up to [`BIT_SET_STATES`] states, by sorted
/// vectors above. The same automaton either way.
pub fn determinize_nfa(
    radices: Vec<u32>,
    states: usize,
    start: Vec<u32>,
    succ: impl FnMut(u32, &mut Vec<(usize, u32)>),
    accept: impl Fn(u32) -> bool,
    budget: &Budget,
) -> Result<Sparse, Overflow> {
    if states <= BIT_SET_STATES {
        determinize_bits(radices, states, &start, succ, accept, budget)
    } else {
        determinize_sparse(radices, start, succ, accept, budget)
    }
}

/// The largest alphabet whose subset construction groups targets in one bucket per
/// letter (a vector header each: 96 KB at this size).
pub const BUCKETED_LETTERS: usize = 1 << 12;

/// The scratch space that turns a subset's `(letter, target)` moves into one sorted
/// target set per letter.
struct Grouping {
    bucket: Vec<Vec<u32>>,
    touched: Vec<usize>,
    mark: Vec<u32>,
    generation: u32,
}

impl Grouping {
    fn new(letters: usize) -> Grouping {
        Grouping {
            bucket: if letters <= BUCKETED_LETTERS {
                vec![Vec::new(); letters]
            } else {
                Vec::new()
            },
            touched: Vec::new(),
            mark: Vec::new(),
            generation: 0,
        }
    }

    /// Push `(letter, sorted distinct targets)` for each letter of `pairs`, letters in
    /// increasing order; `pairs` is left in any order.
    fn by_letter(&mut self, pairs: &mut [(usize, u32)], out: &mut Vec<(usize, Vec<u32>)>) {
        if self.bucket.is_empty() {
            pairs.sort_unstable();
            for group in pairs.chunk_by(|x, y| x.0 == y.0) {
                let mut targets: Vec<u32> = group.iter().map(|&(_, t)| t).collect();
                targets.dedup();
                out.push((group[0].0, targets));
            }
            return;
        }
        self.touched.clear();
        for &(l, t) in pairs.iter() {
            if self.bucket[l].is_empty() {
                self.touched.push(l);
            }
            self.bucket[l].push(t);
        }
        self.touched.sort_unstable();
        for &l in &self.touched {
            self.generation = self.generation.wrapping_add(1);
            if self.generation == 0 {
                self.mark.fill(0);
                self.generation = 1;
            }
            let b = &mut self.bucket[l];
            let mut targets = Vec::with_capacity(b.len());
            for &t in b.iter() {
                let t_at = t as usize;
                if t_at >= self.mark.len() {
                    self.mark.resize(t_at + 1, 0);
                }
                if self.mark[t_at] != self.generation {
                    self.mark[t_at] = self.generation;
                    targets.push(t);
                }
            }
            b.clear();
            targets.sort_unstable();
            out.push((l, targets));
        }
    }
}

/// Existential projection of track `track`: the automaton accepting the words of the other
/// tracks that some digit string on `track` completes to an accepted word.
///
/// The zero closure keeps the convention that a tuple is accepted with any padding: reading
/// most significant digit first (`msd`), the witness may be longer than the other values,
/// so the start set is every state reached from the start on letters whose remaining tracks
/// are 0; reading least significant first, a subset accepts when a state in it reaches
/// acceptance on such letters.
///
/// States that cannot reach acceptance are left out of the subsets (they change no
/// subset's language), and each subset follows only its states' live transitions
/// ([`determinize_sparse`]).
pub fn project(d: &Dfa, track: usize, msd: bool, budget: &Budget) -> Result<Dfa, Overflow> {
    project_sparse(d, track, msd, budget).map(|s| s.to_dense())
}

/// [`project`] by its live transitions (minimize it with [`Sparse::minimize`]).
pub fn project_sparse(
    d: &Dfa,
    track: usize,
    msd: bool,
    budget: &Budget,
) -> Result<Sparse, Overflow> {
    let n = projected_nfa(d, track, msd, budget)?;
    determinize_nfa(
        n.radices.clone(),
        n.states(),
        n.start.clone(),
        |s, out| out.extend(n.row(s)),
        |s| n.accept[s as usize],
        budget,
    )
}

/// The nondeterministic automaton of an existential projection, before the subset
/// construction: the live states of `d`, each transition's letter with the track removed,
/// and the zero closure of [`project`] as its start set (msd) or its acceptance (lsd).
pub struct ProjectedNfa {
    /// The radices of the remaining tracks.
    pub radices: Vec<u32>,
    /// The start set (sorted; live states only).
    pub start: Vec<u32>,
    /// Whether each state of `d` accepts.
    pub accept: Vec<bool>,
    off: Vec<u32>,
    moves: Vec<(usize, u32)>,
}

impl ProjectedNfa {
    /// The number of states (those of `d`).
    pub fn states(&self) -> usize {
        self.accept.len()
    }

    /// The `(projected letter, target)` moves of `state` that stay among live states.
    pub fn row(&self, state: u32) -> impl Iterator<Item = (usize, u32)> + '_ {
        let (lo, hi) = (
            self.off[state as usize] as usize,
            self.off[state as usize + 1] as usize,
        );
        self.moves[lo..hi].iter().copied()
    }
}

/// The projection of track `track` of `d` as a [`ProjectedNfa`].
pub fn projected_nfa(
    d: &Dfa,
    track: usize,
    msd: bool,
    budget: &Budget,
) -> Result<ProjectedNfa, Overflow> {
    budget.check("project", 2, d.letters())?;
    let (rest, lifted) = lifts(d.radices(), track);
    let zero_letters = &lifted[0];
    let n = d.states();
    let live = d.productive();
    // The projected letter of each letter, and each state's live transitions projected.
    let mut proj = vec![0usize; d.letters()];
    for (l, full) in lifted.iter().enumerate() {
        for &f in full {
            proj[f] = l;
        }
    }
    let (off, letters) = d.live_letters(&live);
    let mut moves: Vec<(usize, u32)> = Vec::with_capacity(letters.len());
    for s in 0..n {
        for &f in &letters[off[s] as usize..off[s + 1] as usize] {
            moves.push((proj[f as usize], d.next(s as u32, f as usize)));
        }
    }
    if msd {
        // Start set: reachable from the start on zero letters.
        let mut seen = vec![false; n];
        let mut stack = vec![d.start()];
        seen[d.start() as usize] = true;
        while let Some(s) = stack.pop() {
            for &l in zero_letters {
                let t = d.next(s, l);
                if !seen[t as usize] {
                    seen[t as usize] = true;
                    stack.push(t);
                }
            }
        }
        let start: Vec<u32> = (0..n as u32)
            .filter(|&s| seen[s as usize] && live[s as usize])
            .collect();
        Ok(ProjectedNfa {
            radices: rest,
            start,
            accept: d.accepting().to_vec(),
            off,
            moves,
        })
    } else {
        // Accepting: reaches acceptance on zero letters.
        let mut pred: Vec<Vec<u32>> = vec![Vec::new(); n];
        for s in 0..n as u32 {
            for &l in zero_letters {
                pred[d.next(s, l) as usize].push(s);
            }
        }
        let mut good: Vec<bool> = d.accepting().to_vec();
        let mut stack: Vec<u32> = (0..n as u32).filter(|&s| good[s as usize]).collect();
        while let Some(t) = stack.pop() {
            for &p in &pred[t as usize] {
                if !good[p as usize] {
                    good[p as usize] = true;
                    stack.push(p);
                }
            }
        }
        let start: Vec<u32> = [d.start()]
            .into_iter()
            .filter(|&s| live[s as usize])
            .collect();
        Ok(ProjectedNfa {
            radices: rest,
            start,
            accept: good,
            off,
            moves,
        })
    }
}

/// The reversal: the automaton accepting the mirror images of the accepted words.
pub fn reverse(d: &Dfa, budget: &Budget) -> Result<Dfa, Overflow> {
    let n = d.states();
    let k = d.letters();
    let mut off = vec![0u32; n * k + 1];
    for s in 0..n as u32 {
        for l in 0..k {
            off[d.next(s, l) as usize * k + l + 1] += 1;
        }
    }
    for i in 1..off.len() {
        off[i] += off[i - 1];
    }
    let mut fill = off.clone();
    let mut pred = vec![0u32; n * k];
    for s in 0..n as u32 {
        for l in 0..k {
            let slot = &mut fill[d.next(s, l) as usize * k + l];
            pred[*slot as usize] = s;
            *slot += 1;
        }
    }
    let start: Vec<u32> = (0..n as u32).filter(|&s| d.is_accepting(s)).collect();
    let old_start = d.start();
    if start.is_empty() {
        return Ok(Dfa::constant(d.radices().to_vec(), false));
    }
    determinize(
        d.radices().to_vec(),
        start,
        |s, l, out| {
            let i = s as usize * k + l;
            out.extend_from_slice(&pred[off[i] as usize..off[i + 1] as usize]);
        },
        |s| s == old_start,
        budget,
    )
}

/// The same language read on more (or reordered) tracks: old track `t` becomes track
/// `map[t]` of an alphabet with radices `radices`; the other tracks are free (any digit).
/// The new table is counted against the budget before it is allocated.
pub fn retrack(d: &Dfa, radices: &[u32], map: &[usize], budget: &Budget) -> Result<Dfa, Overflow> {
    assert_eq!(map.len(), d.tracks());
    let k = letter_count(radices);
    budget.check("retrack", d.states() + 2, k)?;
    // The old letter of each new letter, by strides (no allocation per letter).
    let old_stride: Vec<usize> = {
        let r = d.radices();
        let mut s = vec![1usize; r.len()];
        for t in (0..r.len().saturating_sub(1)).rev() {
            s[t] = s[t + 1] * r[t + 1] as usize;
        }
        s
    };
    let mut old_of = vec![0usize; k];
    let mut digits = vec![0u32; radices.len()];
    for slot in old_of.iter_mut() {
        *slot = map
            .iter()
            .zip(&old_stride)
            .map(|(&t, &st)| digits[t] as usize * st)
            .sum();
        // Next letter: increment the mixed-radix counter (last track least significant).
        for t in (0..radices.len()).rev() {
            digits[t] += 1;
            if digits[t] < radices[t] {
                break;
            }
            digits[t] = 0;
        }
    }
    let mut trans = Vec::with_capacity(d.states() * k);
    for s in 0..d.states() as u32 {
        trans.extend(old_of.iter().map(|&ol| d.next(s, ol)));
    }
    Ok(Dfa::from_parts_trusted(
        radices.to_vec(),
        trans,
        d.accepting().to_vec(),
        d.start(),
    ))
}

/// The shortest accepted word (ties: the least in letter order), as digit tuples per track,
/// or `None` for the empty language. Breadth first from the start.
pub fn shortest_word(d: &Dfa) -> Option<Vec<Vec<u32>>> {
    let n = d.states();
    let mut parent: Vec<Option<(u32, usize)>> = vec![None; n];
    let mut seen = vec![false; n];
    let mut queue = std::collections::VecDeque::new();
    seen[d.start() as usize] = true;
    queue.push_back(d.start());
    let mut found = None;
    while let Some(s) = queue.pop_front() {
        if d.is_accepting(s) {
            found = Some(s);
            break;
        }
        for l in 0..d.letters() {
            let t = d.next(s, l);
            if !seen[t as usize] {
                seen[t as usize] = true;
                parent[t as usize] = Some((s, l));
                queue.push_back(t);
            }
        }
    }
    let mut s = found?;
    let mut letters = Vec::new();
    while let Some((p, l)) = parent[s as usize] {
        letters.push(l);
        s = p;
    }
    letters.reverse();
    let mut tracks = vec![Vec::with_capacity(letters.len()); d.tracks()];
    for l in letters {
        for (t, digit) in decode_letter(d.radices(), l).into_iter().enumerate() {
            tracks[t].push(digit);
        }
    }
    Some(tracks)
}
