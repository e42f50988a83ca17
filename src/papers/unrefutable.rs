//! The claims no finite range can refute, and where the catalog keeps them.
//!
//! A non-periodic word, an irrational or limiting value, "infinitely many", "unbounded",
//! "from some column on", "after finitely many steps": every prefix of the data is also a
//! prefix of a counterexample's data (a prefix of a Sturmian word has a period shorter
//! than half its length; a sequence may settle after any column). A bounded check of such
//! a claim can only measure it, or a proof proves it; it never says `refuted`.
//!
//! [`UNREFUTABLE`] lists every statement holding such a claim, with how it is kept: proved
//! for every n by its proof file, or measured. [`REFUTABLE`] lists the statements whose
//! words sound like one (they match [`WORDS`]) but whose claim is universal over a finite
//! witness, with why. `tests/unrefutable.rs` runs every statement of the first list at
//! many bounds, the Fibonacci-adjacent lengths among them, and fails if one says
//! `refuted`; it also fails when a statement matches [`WORDS`] and is in neither list.
//!
//! Cost: none (two lists).

/// Words that mark a claim a finite range may be unable to refute (matched in lower case
/// against a statement's words).
pub const WORDS: &[&str] = &[
    "period",
    "irrational",
    "infinit",
    "unbounded",
    "tends",
    "limit",
    "lim ",
    "converge",
    "finite",
    "from some",
    "eventually",
    "asymptotic",
    "aggregation",
    "automatic",
    "o(1)",
    "phi",
    "sqrt",
];

/// The statements with a claim no finite range can refute: `(id, the claim, how it is
/// kept)`.
pub const UNREFUTABLE: &[(&str, &str, &str)] = &[
    (
        "hst.beams",
        "the step pattern is not periodic",
        "proved by proofs/walnut/hst.beams.walnut; the prefix's smallest period is measured",
    ),
    (
        "hst.thm1",
        "the overlap tends to 1 for a unique offset",
        "measured on windows widened while unsettled",
    ),
    (
        "hst.thm2",
        "the offset (a limit) of each box",
        "Theorem 3's exact offset is checked; the window's overlap is measured",
    ),
    (
        "hst.thm3",
        "the offset (a limit) equals Theorem 3's",
        "measured on windows widened while unsettled",
    ),
    (
        "hst.fig5",
        "Box(8, 13)'s offset (a limit)",
        "Theorem 3's exact offset is checked; the window's overlap is measured",
    ),
    (
        "hst.lemma2",
        "from some natural column on, every column is saturated",
        "kept once reached is checked (D never grows); reached is measured",
    ),
    (
        "hst.lemma4",
        "balanced after finitely many updates",
        "a pair still unbalanced at the cap is measured",
    ),
    (
        "hst.cor1",
        "differ by defects after finitely many updates",
        "a pair not yet differing by defects at the cap is measured",
    ),
    ("akiyama.conj1", "the limit of v(n)/n exists", "measured"),
    ("akiyama.eq14-15", "consequences of the limit", "measured"),
    (
        "akiyama.assumption16",
        "the frequency of kappa(n) = 0 tends to 1 - 1/gamma",
        "measured; the printed value and equivalence are exact",
    ),
    ("akiyama.fig2", "frequencies over windows", "measured"),
    (
        "larsson.table1",
        "the aggregation points of b/a (limits)",
        "measured; the printed entries are judged against the points named on a stated range",
    ),
    ("larsson.remark1", "two aggregation points", "measured"),
    (
        "larsson.w4-hypothesis",
        "delta_n = n/2 + O(1), b/a -> 1 + sqrt 2",
        "proved by proofs/walnut/larsson.w4-hypothesis.walnut; the bounded route checks the proof's explicit constants",
    ),
    (
        "frontier.l1.partition",
        "every positive integer occurs",
        "coverage below the prefix's mex is measured; a repeated value is a finite witness",
    ),
    (
        "frontier.l1.finite-differences",
        "the set of differences is finite",
        "measured",
    ),
    ("frontier.l1.slopes", "P(n)/n converges", "measured"),
    (
        "frontier.l1.substitutive",
        "a fixed point of a substitution",
        "measured",
    ),
    (
        "frontier.positive.finite-differences",
        "the set of differences is finite",
        "measured",
    ),
    ("frontier.positive.slopes", "P(n)/n converges", "measured"),
    ("frontier.positive.gaps", "slopes of the gaps", "measured"),
    (
        "frontier.automatic.blocking-k14",
        "ultimately additively periodic",
        "proved by its proof file",
    ),
    (
        "frontier.automatic.blocking-k5",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k6",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k7",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k8",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k9",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k10",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k11",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k12",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k13",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k15",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k16",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k17",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k18",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k19",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.blocking-k20",
        "aggregation points, ultimate periodicity",
        "measured",
    ),
    (
        "frontier.automatic.wk",
        "is the P-set automatic",
        "measured",
    ),
    (
        "frontier.automatic.three-pile",
        "is the P-set automatic",
        "measured",
    ),
    (
        "frontier.automatic.lythoff2-states",
        "the states of every Lythoff(2_f)",
        "measured",
    ),
    (
        "hst.nimhoff",
        "beams with irrational slopes; defects persist",
        "measured",
    ),
];

/// The statements whose words match [`WORDS`] but whose claim a finite witness refutes:
/// `(id, why)`.
pub const REFUTABLE: &[(&str, &str)] = &[
    (
        "akiyama.wythoff.props",
        "the floor forms are exact integer identities per n; the substitution's fixed point is compared letter by letter",
    ),
    ("akiyama.thm2", "each inequality is per n"),
    (
        "akiyama.thm4",
        "exact algebra over the integers (a polynomial, its Galois group, a root's isolating interval)",
    ),
    ("akiyama.fig1", "a figure of finitely many points"),
    (
        "akiyama.wytlex",
        "a move legal in one game and not the other is a finite witness",
    ),
    (
        "larsson.thm1-1",
        "the floor forms are exact integer identities per n",
    ),
    (
        "larsson.covers",
        "an exact cover is per integer, below the range every member reaches",
    ),
    (
        "kf.infinite-subpositions",
        "the move is legal for every n: a failing n refutes",
    ),
    (
        "kf.thm1",
        "every move lowers the order: a failing move refutes",
    ),
    (
        "kf.construction1",
        "well defined for every n: a failing n refutes",
    ),
    (
        "kf.cor1",
        "each Beatty pair is compared per n with exact integer floors",
    ),
    (
        "hst.lemma9",
        "the number of applications is explicit, n = |S| + 1",
    ),
    (
        "frontier.automatic.wythoff",
        "an automaton proved for every position; its bounded route compares positions",
    ),
    (
        "frontier.automatic.blocking-k2",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.blocking-k3",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.blocking-k4-pell",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.lythoff2-f1",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.lythoff2-f2",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.lythoff2-f3",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.lythoff2-f4",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.lythoff2-f5",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.lythoff2-f6",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.lythoff2-f7",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.lythoff2-f8",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.altered-misere",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.altered-box2x2",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.altered-box4x4",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.altered-hst-3x3",
        "an automaton proved for every position",
    ),
    (
        "frontier.automatic.altered-boxes",
        "each alteration learned and proved, or measured as not learned",
    ),
    (
        "frontier.automatic.altered-n-boxes",
        "each alteration learned and proved, or measured as not learned",
    ),
    (
        "frontier.automatic.altered-random",
        "each alteration learned and proved, or measured as not learned",
    ),
];
