//! The P-positions of a [`Game`] of `games::automatic` as a sparse set of pairs
//! (`automatic_prover::logic::learn_sparse::Pairs`): the learner's data for bounds far past the dense
//! table's, from the same fast engines as `Game::p_table` (its twin: they are compared in
//! `tests/guess.rs`).
//!
//! Cost: the engine to the bound (linear for Wythoff, W^k and the altered games; the
//! construction for Lythoff), and 16 bytes per member plus 8 per value below the bound.
//! The members are counted against a byte budget as they come: a bound whose data would
//! exceed it is refused with the count reached.

use super::automatic::Game;
use automatic_prover::logic::learn_sparse::Pairs;

/// The P-positions of `game` with both entries below `bound`; `Err` when the game's
/// engine fails or the data would hold more than `budget` bytes.
pub fn p_pairs(game: &Game, bound: u64, budget: u64) -> Result<Pairs, String> {
    let mut v: Vec<(u64, u64)> = Vec::new();
    let over = |n: usize| Pairs::bytes_for(bound, n as u64) > budget;
    if over(0) {
        return Err(budget_line(bound, 0, budget));
    }
    let push = |v: &mut Vec<(u64, u64)>, x: u64, y: u64| -> Result<(), String> {
        if x < bound && y < bound {
            v.push((x, y));
            if over(v.len()) {
                return Err(budget_line(bound, v.len(), budget));
            }
        }
        Ok(())
    };
    match game {
        Game::Wythoff => {
            for (_, a, b) in super::wythoff::Pairs::new() {
                if a >= bound {
                    break;
                }
                push(&mut v, a, b)?;
                if a != b {
                    push(&mut v, b, a)?;
                }
            }
        }
        Game::Blocking(k) => {
            for (a, b) in super::blocking::Columns::new(*k as usize) {
                if a >= bound {
                    break;
                }
                push(&mut v, a, b)?;
                if a != b {
                    push(&mut v, b, a)?;
                }
            }
        }
        Game::Lythoff2(f) => {
            let f = *f;
            let generator = super::lythoff::Construction::with_f(2, Box::new(move |_| Ok(f)));
            for r in generator {
                let p = r?;
                if p[0] >= bound {
                    break;
                }
                push(&mut v, p[0], p[1])?;
                if p[0] != p[1] {
                    push(&mut v, p[1], p[0])?;
                }
            }
        }
        Game::Altered(alt, _) => {
            for [x, y] in super::altered::Columns::new(alt).pairs(bound) {
                push(&mut v, x, y)?;
            }
        }
    }
    Ok(Pairs::new(bound, v))
}

fn budget_line(bound: u64, members: usize, budget: u64) -> String {
    format!(
        "the data below {bound} needs more than the memory budget of {} MB ({members} P-positions listed when it stopped)",
        budget >> 20
    )
}
