//! The budget counts what a subset construction holds, not only its table: a blow-up of
//! large subsets over a small alphabet stops with an overflow, never an out-of-memory kill.

use automatic_prover::automaton::limits::Budget;
use automatic_prover::automaton::ops::determinize;

/// "The 16th letter from the end is 1": 16 + 1 nondeterministic states, 2^16 subsets of
/// about 9 states each, over 2 letters.
fn sixteenth_from_the_end(budget: &Budget) -> Result<usize, String> {
    const N: u32 = 16;
    determinize(
        vec![2],
        vec![0],
        |s, l, out| {
            if s == 0 {
                out.push(0);
                if l == 1 {
                    out.push(1);
                }
            } else if s < N {
                out.push(s + 1);
            }
        },
        |s| s == N,
        budget,
    )
    .map(|d| d.states())
    .map_err(|e| e.to_string())
}

#[test]
fn the_subsets_count_against_the_memory() {
    // Every subset contains state 0, so there is no dead state: 2^16 states exactly.
    assert_eq!(sixteenth_from_the_end(&Budget::default()), Ok(1 << 16));
    // 8 MB: the table (2^16 states x (2 letters x 4 + 64) bytes = 4.7 MB) fits, the table
    // and the subsets (2 copies of about 60 bytes each per state: 7.9 MB more) do not.
    let small = Budget {
        memory: 8 << 20,
        ..Budget::default()
    };
    let err = sixteenth_from_the_end(&small).expect_err("the subsets pass 8 MB");
    assert!(err.contains("determinize"), "{err}");
    // 16 MB holds both.
    let enough = Budget {
        memory: 16 << 20,
        ..Budget::default()
    };
    assert_eq!(sixteenth_from_the_end(&enough), Ok(1 << 16));
}
