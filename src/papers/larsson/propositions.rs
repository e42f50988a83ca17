//! Larsson, *Blocking Wythoff Nim*, Propositions 1.2 (column 0, the k-cover, the
//! differences) and 1.3 (the terminal positions T(k)).
//!
//! Route: Proposition 1.2 from Definition 3 cell by cell on a square (`games::blocking::cells`),
//! never from the column generator, whose stopping rule is (ii) itself; the generator is
//! compared with the same square. Proposition 1.3 from Definition 3's notion of terminal
//! (every option blockable: at most `k - 1` options), the options listed by Wythoff's move
//! rule; z3 proves the same on a box for every `k` (`papers::larsson::smt`). Cost: `12`
//! squares of side `min(4N, 8000)` (a bit per cell) for 1.2; `O(K^3)` for 1.3.

use crate::check::compare::agree_all;
use crate::check::engines::{BLOCKING, blocking_past_reach};
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Outcome, Statement, Witness};
use crate::games::blocking::Columns;
use crate::games::blocking::cells::Cells;
use crate::games::blocking::rules;
use crate::games::wythoff;

/// The recorded witnesses of `larsson.prop1-2` (see `Statement::witness`): every one a run must find.
const PROP1_2_WITNESSES: &[Witness] = &[Witness::every(
    "Proposition 1.2 (ii), the range i >= k | {(a_i), (b_i) | i >= k} is an exact k-cover of N | fails: k = 2: x = 1 occurs 1 times. Dropping the pairs (0,0)..(0,k-1) drops the values 1..k-1 once each, and a pair (x,x) counts x twice; every column x >= 1 does hold exactly k P-positions",
)];

entry_builder!(super::PAPER);

/// The catalog entries of this module, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    vec![
        stmt(
            "larsson.prop1-2",
            "Proposition 1.2",
            "(i) column 0 holds exactly (0,0), ..., (0,k-1); (ii) {a_i}, {b_i} (i >= k) is an exact k-cover of N; (iii) each difference b_i - a_i occurs at most k times.",
            Bound {
                meaning: "columns a <= N of the column generator, k = 1..12 (the rules solver checks (i) on a square of side 60)",
                default: 5_000,
                deep: 50_000,
                min: 20,
                max: 1_000_000,
            },
            Outcome::Erratum,
            "(ii) read literally fails for every k >= 2 (smallest: k = 2, x = 1 occurs once among the pairs i >= 2): the pairs (0,1), ..., (0,k-1) that i >= k leaves out hold the values 1..k-1, and a pair (x,x) would count x twice. What the proof argues, and what holds, is that every column x >= 1 contains exactly k P-positions. (i) and (iii) hold as printed.",
            prop1_2,
        )
        .pinned(PROP1_2_WITNESSES)
        .with_proof(
            "proofs/walnut/larsson.prop1-2.walnut",
            include_str!("../../../proofs/walnut/larsson.prop1-2.walnut"),
        )
        .pinning(&[
            "colzero1", "colzero2", "colzero3", "columns1", "columns2", "columns3", "diffs1",
            "diffs2", "diffs3",
        ])
        .bounded_only(&[
            ("(i) column 0 holds exactly (0,0)..(0,k-1)", K_UP_TO_3),
            (
                "(ii) read as: every column x >= 1 holds exactly k P-positions (Definition 3 on the square)",
                K_UP_TO_3,
            ),
            (
                "(iii) each difference occurs at most k times (Definition 3 on the square)",
                K_UP_TO_3,
            ),
        ]),
        stmt(
            "larsson.prop1-3",
            "Proposition 1.3",
            "The terminal positions of W^k (all options can be blocked) are T(k) = {{x,y} : x <= y < k - 2x}, a lower ideal, with #T(k) = 3(m+1)^2 - 2(m+1), 3(m+1)^2, 3(m+1)^2 + 2(m+1) for k = 3m+1, 3m+2, 3(m+1).",
            Bound {
                meaning: "k = 1..=K",
                default: 100,
                deep: 400,
                min: 3,
                max: 2_000,
            },
            Outcome::Holds,
            "",
            prop1_3,
        ),
    ]
}

/// Why the claims of Proposition 1.2 are left to the bound.
const K_UP_TO_3: &str = "the proof file proves it for k = 1, 2, 3 only (with P(W^k) = R_k from proofs/walnut/larsson.thm1-1.walnut); k = 4..12 are checked to the bound";

fn prop1_2(n: u64) -> Findings {
    // (ii) and (iii) are read off Definition 3 cell by cell on a square, never off the
    // column generator (whose stopping rule is (ii) itself); the generator is compared
    // with the same square.
    let side = (4 * n).clamp(200, 8000) as usize;
    let q = side / 4;
    let mut f = Findings::new(format!(
        "k = 1..12: Definition 3 cell by cell on [0,{side})^2, columns and differences <= {q}; column generator to a <= {n}; (i) on [0,60)^2 (rules solver){}",
        blocking_past_reach(&BLOCKING[0], n)
    ));
    let mut first_bad: [Option<String>; 4] = [None, None, None, None];
    let mut literal_ii: Option<String> = None;
    for k in 1..=12usize {
        if first_bad[0].is_none() {
            match rules::blocking(k, 60) {
                Ok(g) => {
                    let col0: Vec<usize> = (0..60).filter(|&y| g[y][0]).collect();
                    if col0 != (0..k).collect::<Vec<_>>() {
                        first_bad[0] = Some(format!("k = {k}: column 0 has P at {col0:?}"));
                    }
                }
                Err(e) => first_bad[0] = Some(e.to_string()),
            }
        }
        let cells = Cells::solve(k, side);
        if first_bad[1].is_none() {
            first_bad[1] = (1..=q).find_map(|x| {
                let c = (0..side).filter(|&y| cells.is_p(x, y)).count();
                (c != k)
                    .then(|| format!("k = {k}: column x = {x} holds {c} P-positions below {side}"))
            });
        }
        if first_bad[2].is_none() {
            first_bad[2] = (0..=q).find_map(|d| {
                let c = (0..side - d).filter(|&x| cells.is_p(x, x + d)).count();
                (c > k).then(|| format!("k = {k}: difference {d} occurs {c} times"))
            });
        }
        let ps: Vec<(u64, u64)> = Columns::new(k).take_while(|&(a, _)| a <= n).collect();
        if first_bad[3].is_none() {
            let lim = (side as u64).min(n + 1);
            let gen_pairs: Vec<(u64, u64)> = ps
                .iter()
                .copied()
                .filter(|&(a, b)| a < lim && b < side as u64)
                .collect();
            let cell_pairs: Vec<(u64, u64)> = cells
                .pairs()
                .into_iter()
                .filter(|&(a, _)| a < lim)
                .collect();
            first_bad[3] = agree_all("cells", &cell_pairs, "column generator", &gen_pairs)
                .err()
                .map(|e| format!("k = {k}: {e}"));
        }
        // The printed (ii): each x in 1..=n among the pairs i >= k (a pair (x,x) twice).
        if literal_ii.is_none() {
            let mut count = vec![0u32; n as usize + 1];
            for &(a, b) in ps.iter().skip(k) {
                for v in [a, b] {
                    if let Some(c) = count.get_mut(v as usize) {
                        *c += 1;
                    }
                }
            }
            literal_ii = (1..=n as usize)
                .find(|&x| count[x] != k as u32)
                .map(|x| format!("k = {k}: x = {x} occurs {} times", count[x]));
        }
    }
    let names = [
        "(i) column 0 holds exactly (0,0)..(0,k-1)",
        "(ii) read as: every column x >= 1 holds exactly k P-positions (Definition 3 on the square)",
        "(iii) each difference occurs at most k times (Definition 3 on the square)",
        "column generator = Definition 3 cell by cell",
    ];
    for (name, bad) in names.into_iter().zip(first_bad) {
        f.check(name, bad.map_or(Ok("k = 1..12".into()), Err));
    }
    let errs = literal_ii.map_or(vec![], |cex| {
        vec![Erratum {
            location: "Proposition 1.2 (ii), the range i >= k".into(),
            printed: "{(a_i), (b_i) | i >= k} is an exact k-cover of N".into(),
            computed: format!("fails: {cex}. Dropping the pairs (0,0)..(0,k-1) drops the values 1..k-1 once each, and a pair (x,x) counts x twice; every column x >= 1 does hold exactly k P-positions"),
        }]
    });
    f.compare_printed("(ii) as printed (i >= k)", 1, errs);
    f
}

/// `#T(k)` by the printed formula.
pub fn terminal_count_formula(k: u64) -> u64 {
    let m = (k - 1) / 3;
    let m1 = m + 1;
    match k % 3 {
        1 => 3 * m1 * m1 - 2 * m1,
        2 => 3 * m1 * m1,
        _ => 3 * m1 * m1 + 2 * m1,
    }
}

/// The number of options of every position of the square `[0, side)^2`, listed by
/// Wythoff's move rule (`games::wythoff::rules`, Definition 1) and counted, as `n[y][x]`.
fn option_counts(side: u32) -> Vec<Vec<usize>> {
    use crate::games::solver::Rules;
    let mut out = Vec::new();
    (0..side)
        .map(|y| {
            (0..side)
                .map(|x| {
                    out.clear();
                    wythoff::Wythoff.options((x, y), &mut out);
                    out.len()
                })
                .collect()
        })
        .collect()
}

/// Proposition 1.3 from Definition 3: a position of W^k is terminal when the previous
/// player can block every option, i.e. when it has at most `k - 1` options, counted by
/// listing the moves. Every position with an entry `>= k` has at least `k` options (its
/// vertical or horizontal moves alone), so the square `[0, k + 1)^2` holds every terminal
/// position and a margin of non-terminal ones; the listing is still made on all of it.
///
/// Route: one sweep of the square per `k` over a grid of flags, in the order `(x, y)`
/// lexicographic, so each first disagreement found is the smallest. A set of cells is a
/// lower ideal iff every member's left and lower neighbours are members (a lower cell is
/// reached by unit steps down and left, each through a member), so the ideal test reads
/// two flags per cell. Cost: `O(K^3)` for the option lists on `[0, K + 1)^2`, then
/// `O(k^2)` per `k`, `O(K^3)` in all (K = 400, the deep bound: well under a second).
fn prop1_3(k_max: u64) -> Findings {
    let side = k_max as u32 + 1;
    let mut f = Findings::new(format!(
        "k = 1..={k_max}, every position of [0,k+1)^2, options listed by the move rule"
    ));
    let options = option_counts(side);
    let mut bad: [Option<String>; 4] = [None, None, None, None];
    for k in 1..=k_max {
        let s = (k + 1) as usize;
        // Terminal from Definition 3: every option can be blocked (at most k - 1 of them),
        // as `terminal[x * s + y]`.
        let terminal: Vec<bool> = (0..s)
            .flat_map(|x| (0..s).map(move |y| (x, y)))
            .map(|(x, y)| (options[y][x] as u64) < k)
            .collect();
        let is_terminal = |x: usize, y: usize| terminal[x * s + y];
        let in_formula = |x: usize, y: usize| (x.max(y) + 2 * x.min(y)) < k as usize;
        let cells = || (0..s).flat_map(move |x| (0..s).map(move |y| (x, y)));
        if bad[0].is_none()
            && let Some((x, y)) = cells().find(|&(x, y)| is_terminal(x, y) != in_formula(x, y))
        {
            bad[0] = Some(format!(
                "k = {k}: ({x},{y}) has {} options and is {}in T(k)",
                options[y][x],
                if in_formula(x, y) { "" } else { "not " }
            ));
        }
        if bad[1].is_none()
            && let Some((x, y)) = cells().find(|&(x, y)| {
                is_terminal(x, y)
                    && ((x > 0 && !is_terminal(x - 1, y)) || (y > 0 && !is_terminal(x, y - 1)))
            })
        {
            bad[1] = Some(format!(
                "k = {k}: ({x},{y}) is terminal but a lower position is not"
            ));
        }
        let count = terminal.iter().filter(|&&t| t).count() as u64;
        if bad[2].is_none() && count != terminal_count_formula(k) {
            bad[2] = Some(format!(
                "k = {k}: {count} terminal positions, formula {}",
                terminal_count_formula(k)
            ));
        }
        // The margin: the box's top row and right column are never terminal.
        if bad[3].is_none()
            && let Some((x, y)) =
                cells().find(|&(x, y)| is_terminal(x, y) && (x == s - 1 || y == s - 1))
        {
            bad[3] = Some(format!("k = {k}: ({x},{y}) is terminal"));
        }
    }
    let names = [
        "terminal positions (at most k-1 options, listed by the move rule) = T(k)",
        "T(k) is a lower ideal",
        "#T(k) formula (ordered positions)",
        "no terminal position has an entry k (the box holds them all)",
    ];
    for (name, b) in names.into_iter().zip(bad) {
        f.check(name, b.map_or(Ok(format!("k = 1..={k_max}")), Err));
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::Outcome;

    /// The deep bound, one sweep per k (testing every lower cell of every terminal cell
    /// instead would cost `O(K^5)`): every part holds at K = 400, in well under a second.
    #[test]
    fn proposition_1_3_holds_at_the_deep_bound() {
        let f = prop1_3(400);
        assert_eq!(f.parts.len(), 4);
        assert_eq!(f.outcome(false), Outcome::Holds, "{:?}", f.parts);
    }
}
