//! `akiyama.wytlex`: Wytlex(3) (Klein-Fraenkel's Lythoff(3)) and L1-Nim (introduction).
//!
//! The paper states that Theorem 1 proves the two games have the same P-positions. Checked:
//! Wytlex's move rule as Akiyama writes it equals Definition 1 of Lythoff(3); the two
//! example moves; and the P-positions, each game from its own rules solver (the
//! lexicographic search for Lythoff(3), the L1 sieve for L1-Nim).

use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::l1::rules::{self as l1, Variant};
use crate::games::lythoff::legal::{legal_def1, lex_less};
use crate::games::lythoff::pruned_search::{self as lythoff, Game, sorted_box};

/// The recorded witnesses of `akiyama.wytlex` (see `Statement::witness`): every one a run must find.
const WYTLEX_WITNESSES: &[Witness] = &[Witness::every(
    "in order of a+b+c, position 14: L1-Nim has (27, 50, 73), Wytlex(3) (26, 51, 74); (27, 50, 73) is P in L1-Nim only; in Lythoff(3) it moves to the P-position (26, 51, 74)",
)];

/// The catalog entry.
pub fn statement() -> Statement {
    Statement {
        id: "akiyama.wytlex",
        paper: super::PAPER,
        number: "Introduction (Wytlex(3) of Klein-Fraenkel)",
        kinds: &[Kind::Theorem],
        words: "Wytlex(3) (moves on the planes xyz(x-y)(y-z)(z-x) = 0 that lower the lexicographic order) has the same P-positions as L1-Nim; (0,10,30) -> (0,9,40) is legal in Wytlex(3) and (0,9,40) -> (0,10,30) in L1-Nim.",
        bound: Bound {
            meaning: "S: P-positions compared on a+b+c <= S (L1 sieve) against Lythoff(3)'s",
            default: 160,
            deep: 400,
            min: 151,
            max: 1000,
        },
        recorded: Outcome::Refuted,
        note: "REFUTED (a consequence of akiyama.thm1): (27,50,73) is a P-position of L1-Nim but not of Wytlex(3), where it moves to the P-position (26,51,74) (S = {1, -1}: take one token from the first pile, add one to each other pile; lexicographically smaller). The move rules and the example moves are as stated; only the claimed equality of P-sets fails.",
        witness: WYTLEX_WITNESSES,
        check,
        proof: None,
    }
}

/// Wytlex(3) as Akiyama writes it: a move vector on the six planes, result ≺ A (sorted).
fn wytlex_legal(a: &[u64], b: &[u64]) -> bool {
    let perms = crate::games::l1::rules::ORDERINGS;
    lex_less(b, a)
        && perms.iter().any(|s| {
            let v = [0, 1, 2].map(|i| a[i] as i64 - b[s[i]] as i64);
            let plane =
                v[0] == 0 || v[1] == 0 || v[2] == 0 || v[0] == v[1] || v[1] == v[2] || v[2] == v[0];
            plane && v != [0, 0, 0]
        })
}

fn check(s: u64) -> Findings {
    let mut f = Findings::new(format!(
        "moves on sorted triples with entries <= 12; P-positions with a+b+c <= {s}"
    ));
    let boxed = sorted_box(3, 12);
    let mut pairs = 0u64;
    let mut bad = None;
    'o: for a in &boxed {
        for b in &boxed {
            pairs += 1;
            if wytlex_legal(a, b) != legal_def1(a, b) {
                bad = Some(format!(
                    "{a:?} -> {b:?}: Wytlex {}, Lythoff(3) {}",
                    wytlex_legal(a, b),
                    legal_def1(a, b)
                ));
                break 'o;
            }
        }
    }
    f.check(
        "Wytlex(3) moves = Lythoff(3) moves (Definition 1)",
        bad.map_or(Ok(format!("{pairs} ordered pairs")), Err),
    );
    f.check(
        "(0,10,30) -> (0,9,40) is a Wytlex move, (0,9,40) -> (0,10,30) an L1 move",
        if wytlex_legal(&[0, 10, 30], &[0, 9, 40]) && l1::is_legal(Variant::L1, [0, 9, 40], [0, 10, 30]) && !l1::is_legal(Variant::L1, [0, 10, 30], [0, 9, 40]) {
            Ok("vectors (0,1,-10) and (0,-1,10); the first lowers the lexicographic order, the second the L1 norm".into())
        } else {
            Err("an example move is not as stated".into())
        },
    );
    let l1_p: Vec<[u64; 3]> = {
        let mut v: Vec<[u64; 3]> = l1::cached_sieve(Variant::L1, s as u32)
            .iter()
            .filter(|t| t[0] <= t[1] && t[1] <= t[2])
            .map(|t| t.map(u64::from))
            .collect();
        v.sort_unstable_by_key(|t| (t.iter().sum::<u64>(), *t));
        v
    };
    // Every position with a+b+c <= s has its smallest entry <= s/3, and the search lists
    // positions by increasing first entry: enough of them are those past a = s/3.
    let mut count = 16;
    let lyth = loop {
        match lythoff::p_positions(3, &Game::Lythoff, count) {
            Ok(v) if v.last().is_some_and(|p| p[0] <= s / 3) => count *= 2,
            other => break other,
        }
    };
    f.check(
        "Wytlex(3) and L1-Nim have the same P-positions",
        match lyth {
            Err(e) => Err(e),
            Ok(lyth) => {
                let in_range: Vec<[u64; 3]> = lyth
                    .iter()
                    .map(|p| [p[0], p[1], p[2]])
                    .filter(|p| p.iter().sum::<u64>() <= s)
                    .collect();
                let mut by_sum = in_range.clone();
                by_sum.sort_unstable_by_key(|t| (t.iter().sum::<u64>(), *t));
                match (0..l1_p.len().max(by_sum.len())).find(|&i| l1_p.get(i) != by_sum.get(i)) {
                    None => Ok(format!(
                        "{} P-positions with a+b+c <= {s} agree",
                        l1_p.len()
                    )),
                    Some(i) => {
                        let only_l1 = l1_p.iter().find(|p| !by_sum.contains(p));
                        let witness = only_l1.and_then(|p| {
                            lyth.iter().find(|q| legal_def1(&p[..], q)).map(|q| {
                                format!(
                                    "; in Lythoff(3) it moves to the P-position {}",
                                    crate::text::tuple(q)
                                )
                            })
                        });
                        Err(format!(
                            "in order of a+b+c, position {i}: L1-Nim has {}, Wytlex(3) {}{}",
                            crate::text::maybe_tuple(l1_p.get(i).map(|p| &p[..])),
                            crate::text::maybe_tuple(by_sum.get(i).map(|p| &p[..])),
                            only_l1
                                .map(|p| format!(
                                    "; {} is P in L1-Nim only{}",
                                    crate::text::tuple(p),
                                    witness.unwrap_or_default()
                                ))
                                .unwrap_or_default()
                        ))
                    }
                }
            }
        },
    );
    f
}
