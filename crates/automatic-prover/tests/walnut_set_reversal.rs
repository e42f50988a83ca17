//! Set-alphabet automata read in both directions: `` `$P(w,x) `` reverses A's words, and a
//! set track has no direction, so the same variable may be read by A reversed and by
//! another automaton unreversed (Walnut's meaning: the letters position by position).
//!
//! * The lsd Fibonacci adder of the General-Ostrowski repository (madun1999/General-
//!   Ostrowski, `output/fib/`: `fibAdditionCommand.txt` and the automata `lsd_fib`,
//!   `fibAlg0` to `fibAlg3` it names, transcribed below as the inputs they are), read from
//!   a Walnut folder as that script reads them: Java Walnut 8 answers 21 states, and the
//!   automaton is checked word by word against lsd Zeckendorf addition.
//! * Random set-alphabet automata combined with their reversals and with arithmetic, each
//!   answer compared with a brute force over the words, written here without the prover.
//!   Seeds 0 to 5 of each system, run in Java Walnut 8 (the five formulas as `def`s, and
//!   the fourth at every pair below 6 as closed `eval`s), gave the same state counts and
//!   answers.
//!
//! The mixing rule for numeration systems stays: msd and lsd of one system on a variable
//! are refused with their error.

mod common;

use automatic_prover::Session;
use automatic_prover::automaton::dfa::{Dfa, encode_letter};
use automatic_prover::walnut::library::WalnutHome;

/// `output/fib/lsd_fib.txt`: the words over {0,1} with no `11`.
const LSD_FIB: &str = "{0,1}\n0 1\n1 -> 1\n0 -> 0\n1 1\n0 -> 0\n";

/// `output/fib/fibAlg0.txt`: the digit-wise sum of two {0,1} tracks.
const FIB_ALG0: &str = "{0,1} {0,1} {0,1,2}\n0 1\n0 0 0 -> 0\n0 1 1 -> 0\n1 0 1 -> 0\n1 1 2 -> 0\n";

/// `output/fib/fibAlg1.txt`.
const FIB_ALG1: &str = "{0,1,2} {0,1} \n0 1\n1 1 -> 3\n0 1 -> 5\n0 0 -> 0\n\
1 0\n2 1 -> 9\n1 1 -> 5\n1 0 -> 0\n\
2 0\n2 1 -> 2\n2 0 -> 6\n\
3 1\n0 1 -> 5\n0 0 -> 0\n\
4 0\n0 1 -> 3\n\
5 0\n2 1 -> 1\n2 0 -> 7\n1 1 -> 2\n1 0 -> 6\n\
6 0\n2 1 -> 3\n1 1 -> 5\n1 0 -> 0\n\
7 1\n0 1 -> 8\n0 0 -> 4\n\
8 1\n2 1 -> 7\n1 1 -> 1\n1 0 -> 7\n0 1 -> 2\n0 0 -> 6\n\
9 1\n1 1 -> 9\n0 1 -> 5\n0 0 -> 0\n";

/// `output/fib/fibAlg2.txt`.
const FIB_ALG2: &str = "{0,1} {0,1} \n0 1\n1 1 -> 2\n1 0 -> 3\n0 0 -> 0\n\
1 1\n1 1 -> 1\n1 0 -> 3\n\
2 1\n1 1 -> 1\n1 0 -> 3\n0 0 -> 0\n\
3 0\n1 0 -> 4\n\
4 0\n0 1 -> 2\n0 0 -> 3\n";

/// `output/fib/fibAlg3.txt`.
const FIB_ALG3: &str = "{0,1} {0,1} \n0 1\n1 1 -> 2\n0 1 -> 3\n0 0 -> 0\n\
1 0\n1 1 -> 3\n1 0 -> 0\n\
2 1\n0 1 -> 3\n0 0 -> 0\n\
3 0\n1 0 -> 1\n";

/// `output/fib/fibAdditionCommand.txt`, unchanged (Walnut's `:` ends it).
const FIB_ADDITION: &str = "eval lsd_fib_addition \"Ey (Ex (Ew $lsd_fib(a) & $lsd_fib(b) & \
$fibAlg0(a,b,w) & `$fibAlg1(w,x)) & $fibAlg2(x,y)) & `$fibAlg3(y,c)\":";

/// A Walnut folder holding `files` in its `Automata Library/`, removed when dropped.
struct Home(std::path::PathBuf);

impl Home {
    fn new(tag: &str, files: &[(&str, &str)]) -> Home {
        let dir =
            std::env::temp_dir().join(format!("wythoff-set-rev-{tag}-{}", std::process::id()));
        let lib = dir.join("Automata Library");
        std::fs::create_dir_all(&lib).expect("a temporary folder");
        for (name, text) in files {
            std::fs::write(lib.join(format!("{name}.txt")), text).expect("write");
        }
        Home(dir)
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        std::fs::remove_dir_all(&self.0).ok();
    }
}

/// The value of an lsd Zeckendorf word (digit i weighs F(i+2): 1, 2, 3, 5, ...), or
/// `None` when it has two adjacent ones.
fn lsd_zeckendorf(bits: &[u32]) -> Option<u64> {
    if bits.windows(2).any(|w| w == [1, 1]) {
        return None;
    }
    let (mut f, mut g, mut v) = (1u64, 2u64, 0u64);
    for &b in bits {
        v += u64::from(b) * f;
        (f, g) = (g, f + g);
    }
    Some(v)
}

/// Whether `d` (tracks of radix 2) accepts the word whose track i is `tracks[i]`.
fn accepts(d: &Dfa, tracks: &[&[u32]]) -> bool {
    let radices = d.radices().to_vec();
    let len = tracks[0].len();
    d.accepts((0..len).map(|p| {
        let digits: Vec<u32> = tracks.iter().map(|t| t[p]).collect();
        encode_letter(&radices, &digits)
    }))
}

fn bits(v: u32, len: usize) -> Vec<u32> {
    (0..len).map(|i| v >> i & 1).collect()
}

#[test]
fn general_ostrowski_fibonacci_adder_from_a_walnut_folder() {
    let home = Home::new(
        "fib",
        &[
            ("lsd_fib", LSD_FIB),
            ("fibAlg0", FIB_ALG0),
            ("fibAlg1", FIB_ALG1),
            ("fibAlg2", FIB_ALG2),
            ("fibAlg3", FIB_ALG3),
        ],
    );
    let mut s = Session::default();
    s.walnut_home = Some(WalnutHome::new(&home.0).expect("a folder"));
    // Java Walnut 8 answers 21 states for this command on these automata.
    assert_eq!(
        common::session_lines(&mut s, FIB_ADDITION),
        ["lsd_fib_addition: 21 states"]
    );
    // The same formula as a `def`, which keeps its automaton.
    let def = FIB_ADDITION
        .replace("eval lsd_fib_addition", "def fibadd")
        .replace("\":", "\";");
    assert_eq!(common::session_lines(&mut s, &def), ["fibadd: 21 states"]);
    let a = s.definition("fibadd").expect("stored").clone();
    assert_eq!(a.vars, ["a", "b", "c"]);
    assert!(a.nums.iter().all(|n| n.is_letters()), "{:?}", a.nums);
    // Word by word: (a, b, c) of one length is accepted iff all three are lsd Zeckendorf
    // words and c's value is a's plus b's.
    for len in 0..=common::tier(6, 9) as usize {
        for x in 0..1u32 << len {
            for y in 0..1u32 << len {
                for z in 0..1u32 << len {
                    let (wa, wb, wc) = (bits(x, len), bits(y, len), bits(z, len));
                    let want = match (
                        lsd_zeckendorf(&wa),
                        lsd_zeckendorf(&wb),
                        lsd_zeckendorf(&wc),
                    ) {
                        (Some(p), Some(q), Some(r)) => p + q == r,
                        _ => false,
                    };
                    assert_eq!(
                        accepts(&a.dfa, &[&wa, &wb, &wc]),
                        want,
                        "a = {wa:?}, b = {wb:?}, c = {wc:?}"
                    );
                }
            }
        }
    }
}

/// A small random automaton over two set tracks, as the test's own table: `next[state]
/// [letter]` (letter = rank on track 0 + r0 * rank on track 1; `None` is the dead state)
/// and the accepting states. Ranks are the letters' places in the sorted set.
struct Table {
    radices: [u32; 2],
    next: Vec<Vec<Option<usize>>>,
    accept: Vec<bool>,
}

/// The test's generator (a 64-bit LCG, Knuth's constants).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

impl Table {
    fn random(g: &mut Lcg, radices: [u32; 2]) -> Table {
        let states = 1 + g.below(3) as usize;
        let letters = (radices[0] * radices[1]) as usize;
        let next = (0..states)
            .map(|_| {
                (0..letters)
                    .map(|_| (g.below(6) != 0).then(|| g.below(states as u64) as usize))
                    .collect()
            })
            .collect();
        let accept = (0..states).map(|_| g.below(2) == 1).collect();
        Table {
            radices,
            next,
            accept,
        }
    }

    /// Walnut's text format, the tracks over `sets`.
    fn walnut(&self, sets: [&[i64]; 2]) -> String {
        let header: Vec<String> = sets
            .iter()
            .map(|s| {
                let v: Vec<String> = s.iter().map(i64::to_string).collect();
                format!("{{{}}}", v.join(","))
            })
            .collect();
        let mut out = format!("{}\n\n", header.join(" "));
        for (s, row) in self.next.iter().enumerate() {
            out += &format!("{s} {}\n", u8::from(self.accept[s]));
            for (l, t) in row.iter().enumerate() {
                if let Some(t) = t {
                    let (a, b) = (l % self.radices[0] as usize, l / self.radices[0] as usize);
                    out += &format!("{} {} -> {t}\n", sets[0][a], sets[1][b]);
                }
            }
            out += "\n";
        }
        out
    }

    /// The states reached from the set `from` (a bit per state) on the letter (rank `a`
    /// on track 0, `b` on track 1), where `None` stands for "any letter" on that track.
    fn step(&self, from: u32, a: Option<u32>, b: Option<u32>) -> u32 {
        let [r0, r1] = self.radices;
        let mut to = 0;
        for s in (0..self.accept.len()).filter(|&s| from >> s & 1 == 1) {
            for x in a.map_or(0..r0, |a| a..a + 1) {
                for y in b.map_or(0..r1, |b| b..b + 1) {
                    if let Some(t) = self.next[s][(x + r0 * y) as usize] {
                        to |= 1 << t;
                    }
                }
            }
        }
        to
    }

    /// Whether the word (track 0 `w`, track 1 `x`, of one length; `None` letters free)
    /// is accepted for some choice of the free letters.
    fn accepts(&self, w: &[Option<u32>], x: &[Option<u32>]) -> bool {
        let end = w.iter().zip(x).fold(1, |s, (&a, &b)| self.step(s, a, b));
        (0..self.accept.len()).any(|s| end >> s & 1 == 1 && self.accept[s])
    }
}

/// A system of the test, with its digits and values written here: base `k` or
/// Fibonacci (Zeckendorf: digits 0 and 1, no two adjacent ones), msd or lsd.
#[derive(Clone, Copy, Debug)]
struct Sys {
    name: &'static str,
    other: &'static str,
    fib: bool,
    radix: u32,
    msd: bool,
}

const SYSTEMS: [Sys; 5] = [
    Sys {
        name: "msd_2",
        other: "lsd_2",
        fib: false,
        radix: 2,
        msd: true,
    },
    Sys {
        name: "lsd_2",
        other: "msd_2",
        fib: false,
        radix: 2,
        msd: false,
    },
    Sys {
        name: "msd_3",
        other: "lsd_3",
        fib: false,
        radix: 3,
        msd: true,
    },
    Sys {
        name: "msd_fib",
        other: "lsd_fib",
        fib: true,
        radix: 2,
        msd: true,
    },
    Sys {
        name: "lsd_fib",
        other: "msd_fib",
        fib: true,
        radix: 2,
        msd: false,
    },
];

impl Sys {
    /// The value of a valid digit string written in reading order (`msd` as given), or
    /// `None` when it is not a valid representation.
    fn value(self, digits: &[u32], msd: bool) -> Option<u64> {
        let mut lsd: Vec<u32> = digits.to_vec();
        if msd {
            lsd.reverse();
        }
        if self.fib {
            if lsd.windows(2).any(|w| w == [1, 1]) {
                return None;
            }
            let (mut f, mut g, mut v) = (1u64, 2u64, 0u64);
            for &d in &lsd {
                v += u64::from(d) * f;
                (f, g) = (g, f + g);
            }
            return Some(v);
        }
        Some(
            lsd.iter()
                .rev()
                .fold(0u64, |v, &d| v * u64::from(self.radix) + u64::from(d)),
        )
    }

    /// The digits of `v` at length `len` in reading order (`msd` as given), when it fits.
    fn digits(self, v: u64, len: usize, msd: bool) -> Option<Vec<u32>> {
        let mut lsd = Vec::with_capacity(len);
        if self.fib {
            let mut fibs = vec![1u64, 2];
            while fibs.len() < len.max(2) {
                let n = fibs[fibs.len() - 1] + fibs[fibs.len() - 2];
                fibs.push(n);
            }
            fibs.truncate(len);
            let mut rest = v;
            let mut out = vec![0u32; len];
            for i in (0..len).rev() {
                if fibs[i] <= rest {
                    out[i] = 1;
                    rest -= fibs[i];
                }
            }
            // (At a length too short, the greedy digits are not Zeckendorf's: `11` for 3.)
            if rest != 0 || out.windows(2).any(|w| w == [1, 1]) {
                return None;
            }
            lsd = out;
        } else {
            let mut rest = v;
            for _ in 0..len {
                lsd.push((rest % u64::from(self.radix)) as u32);
                rest /= u64::from(self.radix);
            }
            if rest != 0 {
                return None;
            }
        }
        if msd {
            lsd.reverse();
        }
        Some(lsd)
    }
}

/// Every word of `len` letters over tracks of `radices`, as tracks of ranks.
fn words(radices: &[u32], len: usize) -> Vec<Vec<Vec<u32>>> {
    let mut out = vec![vec![Vec::new(); radices.len()]];
    for _ in 0..len {
        out = out
            .into_iter()
            .flat_map(|w| {
                let letters: u32 = radices.iter().product();
                (0..letters).map(move |l| {
                    let mut w = w.clone();
                    let mut rest = l;
                    for (t, &r) in radices.iter().enumerate() {
                        w[t].push(rest % r);
                        rest /= r;
                    }
                    w
                })
            })
            .collect();
    }
    out
}

fn some(t: &[u32]) -> Vec<Option<u32>> {
    t.iter().copied().map(Some).collect()
}

fn rev(t: &[u32]) -> Vec<Option<u32>> {
    t.iter().rev().copied().map(Some).collect()
}

/// Whether `d` accepts the word of these tracks of ranks.
fn dfa_accepts(d: &Dfa, tracks: &[Vec<u32>]) -> bool {
    let refs: Vec<&[u32]> = tracks.iter().map(Vec::as_slice).collect();
    accepts(d, &refs)
}

/// The longest word compared for tracks of `radices` (at most 2^12 words of one length).
fn max_len(radices: &[u32]) -> usize {
    let letters: u32 = radices.iter().product();
    (1..=6)
        .take_while(|&l| letters.pow(l as u32) <= 1 << 12)
        .last()
        .unwrap_or(1)
}

/// One random case: P over (w, x), Q over (x, y) (names Walnut reads: not A, E or I
/// first), w over `w_set`, x and y over the digits of `sys`; five formulas that read a set track in both directions, each against the
/// brute force over words (set tracks) or numbers (tracks of `sys`).
fn check_case(seed: u64, sys: Sys, w_set: &[i64]) {
    let mut g = Lcg(seed);
    let digits: Vec<i64> = (0..i64::from(sys.radix)).collect();
    let rw = w_set.len() as u32;
    let k = sys.radix;
    let a = Table::random(&mut g, [rw, k]);
    let b = Table::random(&mut g, [k, k]);
    let home = Home::new(
        &format!("{}-{seed}", sys.name),
        &[
            ("P", &a.walnut([w_set, &digits])),
            ("Q", &b.walnut([&digits, &digits])),
        ],
    );
    let mut s = Session::default();
    s.walnut_home = Some(WalnutHome::new(&home.0).expect("a folder"));
    let ctx = |f: &str| format!("{} seed {seed}: {f}", sys.name);
    let def = |s: &mut Session, f: &str| {
        s.run_script(&format!("def m \"{f}\";"))
            .unwrap_or_else(|e| panic!("{}: {e}", ctx(f)));
        s.definition("m").expect("m").clone()
    };

    // 1. Set tracks only: `P reversed & Q`, x shared (words, no numbers).
    let f = "`$P(w,x) & $Q(x,y)";
    let m = def(&mut s, f);
    assert_eq!(m.vars, ["w", "x", "y"], "{}", ctx(f));
    for len in 0..=max_len(&[rw, k, k]) {
        for t in words(&[rw, k, k], len) {
            let want = a.accepts(&rev(&t[0]), &rev(&t[1])) && b.accepts(&some(&t[1]), &some(&t[2]));
            assert_eq!(dfa_accepts(&m.dfa, &t), want, "{} at {t:?}", ctx(f));
        }
    }

    // 2. The shared set track projected (a plain projection: words of one length).
    let f = "E x `$P(w,x) & $Q(x,y)";
    let m = def(&mut s, f);
    assert_eq!(m.vars, ["w", "y"], "{}", ctx(f));
    for len in 0..=max_len(&[rw, k]) {
        let xs = words(&[k], len);
        for t in words(&[rw, k], len) {
            let want = xs.iter().any(|x| {
                a.accepts(&rev(&t[0]), &rev(&x[0])) && b.accepts(&some(&x[0]), &some(&t[1]))
            });
            assert_eq!(dfa_accepts(&m.dfa, &t), want, "{} at {t:?}", ctx(f));
        }
    }

    // 3. The reversed track read as a number outside the reversal: x's letters are its
    //    digits in `sys`'s order after the reversal; w stays a word.
    let f = format!("?{} `$P(w,x) & x < 5", sys.name);
    let m = def(&mut s, &f);
    assert_eq!(m.vars, ["w", "x"], "{}", ctx(&f));
    assert_eq!(m.nums[1].name, sys.name, "{}", ctx(&f));
    for len in 0..=max_len(&[rw, k]) {
        for t in words(&[rw, k], len) {
            let want = sys.value(&t[1], sys.msd).is_some_and(|v| v < 5)
                && a.accepts(&rev(&t[0]), &rev(&t[1]));
            assert_eq!(dfa_accepts(&m.dfa, &t), want, "{} at {t:?}", ctx(&f));
        }
    }

    // 4. Numbers only once w is projected: (x, y) holds when x < y and, at some padded
    //    length of the pair, some w makes P accept the reversed word.
    let f = format!("?{} E w `$P(w,x) & x < y", sys.name);
    let m = def(&mut s, &f);
    assert_eq!(m.vars, ["x", "y"], "{}", ctx(&f));
    let places = |v: u64| {
        (0..40)
            .find(|&l| sys.digits(v, l, true).is_some())
            .expect("fits")
    };
    for x in 0..24u64 {
        for y in 0..24u64 {
            let from = places(x).max(places(y));
            // The sets of A's states after the padding's letters repeat within 2^3 steps.
            let want = x < y
                && (from..=from + 9).any(|len| {
                    let xd = sys.digits(x, len, sys.msd).expect("fits");
                    let free = vec![None; len];
                    a.accepts(&free, &rev(&xd))
                });
            assert_eq!(
                m.accepts_ints(&[x as i64, y as i64]),
                want,
                "{} at x = {x}, y = {y}",
                ctx(&f)
            );
        }
    }

    // 5. A number inside the reversal and a set track outside: x is read in the other
    //    direction after the reversal, and Q reads it so.
    let f = format!("?{} `(x < 5 & $P(w,x)) & $Q(x,y)", sys.name);
    let m = def(&mut s, &f);
    assert_eq!(m.vars, ["w", "x", "y"], "{}", ctx(&f));
    assert_eq!(m.nums[1].name, sys.other, "{}", ctx(&f));
    for len in 0..=max_len(&[rw, k, k]) {
        for t in words(&[rw, k, k], len) {
            let want = sys.value(&t[1], !sys.msd).is_some_and(|v| v < 5)
                && a.accepts(&rev(&t[0]), &rev(&t[1]))
                && b.accepts(&some(&t[1]), &some(&t[2]));
            assert_eq!(dfa_accepts(&m.dfa, &t), want, "{} at {t:?}", ctx(&f));
        }
    }
}

#[test]
fn set_tracks_reversed_against_brute_force() {
    let cases = common::tier(6, 60);
    for sys in SYSTEMS {
        for seed in 0..cases {
            let w_set: &[i64] = if seed % 2 == 0 { &[0, 1] } else { &[-1, 0, 1] };
            check_case(seed * 7919 + 11, sys, w_set);
        }
    }
}

#[test]
fn msd_and_lsd_of_a_system_on_one_variable_stay_refused() {
    // The reversal of arithmetic flips the system: x is then read in lsd_2 and in msd_2.
    let mut s = Session::default();
    let err = s
        .run_script("eval r \"E x `(x < 5) & x < 3\";")
        .expect_err("refused");
    assert!(
        err.contains("variable x is read in lsd_2 and in msd_2"),
        "{err}"
    );
    assert!(!err.contains('\n'), "{err}");
    // A set alphabet's track that fits no system (`{-1,0,1}`) stays a word on both sides.
    s.run_script("reg a {-1,0,1} \"[1][-1]*\";").expect("reg");
    let out = common::session_lines(&mut s, "eval e \"E x `$a(x) & $a(x)\";");
    assert_eq!(out, ["e: TRUE"]);
}
