//! The budget counts what a subset construction holds, not only its table: a blow-up of
//! large subsets over a small alphabet stops with an overflow, never an out-of-memory kill;
//! and a refusal by memory keeps the whole process (its peak resident memory, measured in
//! a child process) under the budget.

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
    // 8 MB: the table (2^16 states x (2 letters x 4 + 64) bytes = 4.7 MB) fits, the table,
    // the subsets (2 copies of a 48-byte block each per state: 6.3 MB more), the index
    // and the process's resident memory do not.
    let small = Budget {
        memory: 8 << 20,
        ..Budget::default()
    };
    let err = sixteenth_from_the_end(&small).expect_err("the subsets pass 8 MB");
    assert!(err.contains("determinize"), "{err}");
    // 256 MB holds them all, and the test process besides.
    let enough = Budget {
        memory: 256 << 20,
        ..Budget::default()
    };
    assert_eq!(sixteenth_from_the_end(&enough), Ok(1 << 16));
}

/// The budget of the child's refusal below, in bytes.
const CHILD_BUDGET: u64 = 128 << 20;

/// A query whose subset construction grows past any budget (in lsd_trib; it held 8.4 GB
/// resident before it was refused at the default budget when only the table and the
/// subsets were counted).
const GROWING: &str = "?lsd_trib A u u+x!=y & A v x/4-v<=y";

/// Run in a child process by [`a_refusal_stays_under_its_budget`] (ignored otherwise):
/// evaluates [`GROWING`] under [`CHILD_BUDGET`] and prints the refusal and the peak
/// resident memory (`VmHWM`).
#[test]
#[ignore = "run as a child process by a_refusal_stays_under_its_budget"]
fn child_refusal() {
    use automatic_prover::Session;
    use automatic_prover::walnut::parse_formula;
    let budget = Budget {
        memory: CHILD_BUDGET,
        ..Budget::default()
    };
    let mut s = Session::new(budget);
    let f = parse_formula(GROWING).expect("parses");
    let outcome = match s.formula(&f) {
        Ok(a) => format!("ACCEPTED {} states", a.reported_states()),
        Err(e) => format!("REFUSED {e}"),
    };
    let status = std::fs::read_to_string("/proc/self/status").expect("status");
    let hwm = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .expect("VmHWM");
    println!("OUTCOME {outcome}");
    println!("PEAK {}", hwm.trim().trim_end_matches("kB").trim());
}

#[test]
fn a_refusal_stays_under_its_budget() {
    if std::fs::read_to_string("/proc/self/status").is_err() {
        return; // No /proc: the peak cannot be measured here.
    }
    let exe = std::env::current_exe().expect("the test binary");
    let out = std::process::Command::new(exe)
        .args([
            "child_refusal",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .output()
        .expect("the child runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let field = |key: &str| {
        text.lines()
            .find_map(|l| l.find(key).map(|i| &l[i + key.len()..]))
            .unwrap_or_else(|| panic!("no {key} in the child's output:\n{text}"))
            .trim()
            .to_string()
    };
    let outcome = field("OUTCOME ");
    let peak_kb: u64 = field("PEAK ").parse().expect("a number of kB");
    assert!(
        outcome.starts_with("REFUSED") && outcome.contains("memory budget exceeded in "),
        "{GROWING} under {} MB: {outcome}",
        CHILD_BUDGET >> 20
    );
    assert!(!outcome.contains('\n'), "one line: {outcome}");
    assert!(
        peak_kb * 1024 <= CHILD_BUDGET,
        "{GROWING}: peak resident {} MB, budget {} MB ({outcome})",
        peak_kb >> 10,
        CHILD_BUDGET >> 20
    );
}
