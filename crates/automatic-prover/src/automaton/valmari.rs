//! Partition refinement on the live transitions only: Valmari and Lehtinen's algorithm for
//! partial automata (A. Valmari, "Fast brief practical DFA minimization", Information
//! Processing Letters 112 (2012) 213-217).
//!
//! The automata of the procedure are complete, but most of their transitions lead to the
//! dead state: a product over six Pell tracks (729 letters) of 15,216 states has 11 million
//! transitions of which 183 thousand are live. The refinement therefore works on the
//! *useful* states (reachable and able to reach acceptance) and the transitions between
//! them; a missing transition means "to the dead state", which no useful state equals.
//!
//! Route: two partitions refine each other. The states start as {accepting, rejecting}; the
//! transitions (*cords*) start grouped by letter. A cord splits the states into those with a
//! transition in it and the others; a new block of states splits every cord into the
//! transitions entering it and the others. Each new set is used once as a splitter, and a
//! split makes the smaller half the new set, so every transition is scanned `O(log m)`
//! times: cost `O(n + k + m log m)` for `n` useful states, `k` letters and `m` live
//! transitions, memory `O(n + k + m)`, never a table of `n x k`.

/// A partition of `0..n` into sets, each a range of a permutation of the elements, with a
/// mark per element (the marked ones are a prefix of their set's range).
struct Partition {
    sets: usize,
    elems: Vec<u32>,
    loc: Vec<u32>,
    set_of: Vec<u32>,
    first: Vec<u32>,
    past: Vec<u32>,
    marked: Vec<u32>,
    touched: Vec<u32>,
}

impl Partition {
    /// One set holding every element (no set when `n = 0`).
    fn new(n: usize) -> Partition {
        let cap = n.max(1);
        let mut past = vec![0u32; cap];
        past[0] = n as u32;
        Partition {
            sets: usize::from(n > 0),
            elems: (0..n as u32).collect(),
            loc: (0..n as u32).collect(),
            set_of: vec![0; n],
            first: vec![0; cap],
            past,
            marked: vec![0; cap],
            touched: Vec::new(),
        }
    }

    /// Mark `e` (no effect when it is marked already).
    #[inline]
    fn mark(&mut self, e: u32) {
        let s = self.set_of[e as usize] as usize;
        let i = self.loc[e as usize] as usize;
        let j = (self.first[s] + self.marked[s]) as usize;
        if i < j {
            return;
        }
        let other = self.elems[j];
        self.elems[i] = other;
        self.loc[other as usize] = i as u32;
        self.elems[j] = e;
        self.loc[e as usize] = j as u32;
        if self.marked[s] == 0 {
            self.touched.push(s as u32);
        }
        self.marked[s] += 1;
    }

    /// Split every set with marked and unmarked elements; the smaller half becomes a new
    /// set. Clears the marks.
    fn split(&mut self) {
        while let Some(s) = self.touched.pop() {
            let s = s as usize;
            let j = self.first[s] + self.marked[s];
            self.marked[s] = 0;
            if j == self.past[s] {
                continue;
            }
            let z = self.sets;
            if j - self.first[s] <= self.past[s] - j {
                self.first[z] = self.first[s];
                self.past[z] = j;
                self.first[s] = j;
            } else {
                self.past[z] = self.past[s];
                self.first[z] = j;
                self.past[s] = j;
            }
            for i in self.first[z]..self.past[z] {
                self.set_of[self.elems[i as usize] as usize] = z as u32;
            }
            self.marked[z] = 0;
            self.sets += 1;
        }
    }
}

/// The live transitions of a partial automaton on states `0..n`: `tail --label--> head`.
pub struct Transitions {
    /// The source state of each transition.
    pub tail: Vec<u32>,
    /// The letter of each transition (below `letters`).
    pub label: Vec<u32>,
    /// The target state of each transition.
    pub head: Vec<u32>,
    /// The number of letters.
    pub letters: usize,
}

impl Transitions {
    /// The states flagged `useful`, renumbered in order, and the transitions among them:
    /// `(idx, kept, transitions)` with `idx[s]` the new number of `s` (`u32::MAX` when
    /// dropped) and `kept` the old numbers. `row(s)` lists `s`'s `(letter, target)` pairs.
    pub fn among_useful<I>(
        useful: &[bool],
        letters: usize,
        mut row: impl FnMut(u32) -> I,
    ) -> (Vec<u32>, Vec<u32>, Transitions)
    where
        I: Iterator<Item = (u32, u32)>,
    {
        let mut idx = vec![u32::MAX; useful.len()];
        let mut kept: Vec<u32> = Vec::new();
        for (s, _) in useful.iter().enumerate().filter(|(_, u)| **u) {
            idx[s] = kept.len() as u32;
            kept.push(s as u32);
        }
        let mut tr = Transitions {
            tail: Vec::new(),
            label: Vec::new(),
            head: Vec::new(),
            letters,
        };
        for (i, &s) in kept.iter().enumerate() {
            for (a, t) in row(s) {
                let h = idx[t as usize];
                if h != u32::MAX {
                    tr.tail.push(i as u32);
                    tr.label.push(a);
                    tr.head.push(h);
                }
            }
        }
        (idx, kept, tr)
    }
}

/// The coarsest partition of states `0..n` that separates accepting from rejecting states
/// and is compatible with the transitions, a missing transition counting as one to an
/// extra rejecting sink. Every state must reach acceptance (the caller removes the others)
/// and the automaton must be deterministic (at most one transition per state and letter).
/// Returns the block of each state and the number of blocks.
pub fn coarsest_partition(n: usize, accept: &[bool], tr: &Transitions) -> (Vec<u32>, usize) {
    let m = tr.tail.len();
    let mut blocks = Partition::new(n);
    for s in 0..n as u32 {
        if accept[s as usize] {
            blocks.mark(s);
        }
    }
    blocks.split();

    // The cords: the transitions sorted by letter (counting sort), one set per letter.
    let mut cords = Partition::new(m);
    if m > 0 {
        let mut off = vec![0u32; tr.letters + 1];
        for &l in &tr.label {
            off[l as usize + 1] += 1;
        }
        for i in 1..off.len() {
            off[i] += off[i - 1];
        }
        let mut fill = off.clone();
        for t in 0..m as u32 {
            let slot = &mut fill[tr.label[t as usize] as usize];
            cords.elems[*slot as usize] = t;
            cords.loc[t as usize] = *slot;
            *slot += 1;
        }
        let mut z = 0usize;
        for l in 0..tr.letters {
            if off[l] < off[l + 1] {
                cords.first[z] = off[l];
                cords.past[z] = off[l + 1];
                for i in off[l]..off[l + 1] {
                    cords.set_of[cords.elems[i as usize] as usize] = z as u32;
                }
                z += 1;
            }
        }
        cords.sets = z;
    }

    // The transitions entering each state (compressed rows).
    let mut in_off = vec![0u32; n + 1];
    for &h in &tr.head {
        in_off[h as usize + 1] += 1;
    }
    for i in 1..in_off.len() {
        in_off[i] += in_off[i - 1];
    }
    let mut fill = in_off.clone();
    let mut incoming = vec![0u32; m];
    for t in 0..m as u32 {
        let slot = &mut fill[tr.head[t as usize] as usize];
        incoming[*slot as usize] = t;
        *slot += 1;
    }

    // Block 0 is never a splitter: a partition stable under every other block and under
    // the whole set is stable under it too.
    let (mut b, mut c) = (1usize, 0usize);
    while c < cords.sets {
        for i in cords.first[c]..cords.past[c] {
            blocks.mark(tr.tail[cords.elems[i as usize] as usize]);
        }
        blocks.split();
        c += 1;
        while b < blocks.sets {
            for i in blocks.first[b]..blocks.past[b] {
                let q = blocks.elems[i as usize] as usize;
                for &t in &incoming[in_off[q] as usize..in_off[q + 1] as usize] {
                    cords.mark(t);
                }
            }
            cords.split();
            b += 1;
        }
    }
    (blocks.set_of, blocks.sets)
}
