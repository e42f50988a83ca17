//! Assumption (16) and Figure 2 of Akiyama's paper (after Theorem 4): the frequency of
//! `kappa(n) = 0`, measured on the paper's `v(n)` (the simplified algorithm), against the
//! printed 0.7993... on `[1, 500000]` and the limit `1 - 1/gamma` of Theorem 4; and the
//! printed equivalence with `v1(n) - 2v2(n) - v3(n) = 0` (a slip: see the note).
//!
//! Cost: one pass of the simplified generator to `N` (`O(N)` time, its windows of memory).

use super::printed;
use super::printed::THM4;
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::akiyama_vn::Simplified;
use crate::table::Table;
use indicatif::ProgressBar;

/// The recorded witnesses of `akiyama.assumption16` (see `Statement::witness`): every one a run must find.
const ASSUMPTION16_WITNESSES: &[Witness] = &[Witness::every(
    "after (16): \"kappa(n) = 0 is also equivalent to v1(n) - 2v2(n) - v3(n) = 0\" | v1(n) - 2v2(n) - v3(n) = 0 | never 0 for 1 <= n <= {bound} (v1 < 2v2 + v3); kappa(n) = 0 iff v1(n+1) - 2v2(n+1) + v3(n+1) = 0 (Corollary 3)",
)];

/// The catalog entry `akiyama.assumption16`.
pub fn assumption16_statement() -> Statement {
    Statement {
        id: "akiyama.assumption16",
        paper: super::PAPER,
        number: "Assumption (16) and the experiment after Theorem 4",
        kinds: &[Kind::Conjecture],
        words: "The frequency of kappa(n) = 0 tends to 1 - 1/gamma (≈ 0.81); it is 0.7993... on [1, 500000]; kappa(n) = 0 is equivalent to v1(n) - 2v2(n) - v3(n) = 0 (as printed).",
        bound: Bound {
            meaning: "N: frequency on [1, N] (and at 10^6, 10^7, ... below N)",
            default: 1_000_000,
            deep: 1_000_000_000,
            min: 500_000,
            max: 5_000_000_000,
        },
        recorded: Outcome::Erratum,
        note: "Known slip (INVENTORY.md): the text says kappa(n) = 0 iff v1(n) - 2v2(n) - v3(n) = 0; the literal formula is never 0 for n >= 1, and the equivalence holds for v1(n+1) - 2v2(n+1) + v3(n+1) = 0 (Corollary 3). The frequency itself is measured.",
        witness: ASSUMPTION16_WITNESSES,
        check: assumption16,
        proof: None,
    }
}

/// The catalog entry `akiyama.fig2`.
pub fn fig2_statement() -> Statement {
    Statement {
        id: "akiyama.fig2",
        paper: super::PAPER,
        number: "Figure 2",
        kinds: &[Kind::Figure],
        words: "The frequency of n in [5000j, 5000(j+1) - 1] with v1(n) - 2v2(n) + v3(n) = 0, for j = 0..100.",
        bound: Bound {
            meaning: "the number of blocks of 5000 (the paper draws 101)",
            default: 101,
            deep: 2_000,
            min: 1,
            max: 200_000,
        },
        recorded: Outcome::Measured,
        note: "The figure's data; the picture itself is drawn by the report.",
        witness: &[],
        check: fig2,
        proof: None,
    }
}

/// Count of `n in [1, N]` with `kappa(n) = 0`, at each checkpoint, and the blocks of 5000
/// with `v1(n) - 2v2(n) + v3(n) = 0` (Figure 2's caption).
struct KappaCounts {
    at: Vec<(u64, u64)>,
    blocks: Vec<u64>,
    literal_printed_zero: u64,
    caption_at_500000: u64,
}

fn kappa_counts(points: &[u64], blocks: u64, bar: &ProgressBar) -> KappaCounts {
    let last = points.last().copied().unwrap_or(0).max(blocks * 5000);
    let mut count = 0u64;
    let mut at = Vec::new();
    let mut next = 0;
    let mut block_counts = vec![0u64; blocks as usize];
    let mut literal = 0u64;
    let mut caption = 0u64;
    // Step n+1 carries kappa(n); v(n) carries kappa(n-1) and v1(n)-2v2(n)+v3(n) = -kappa(n-1).
    for s in Simplified::new().take(last as usize + 2) {
        if s.n & 0xF_FFFF == 0 {
            bar.set_position(s.n);
        }
        let [v1, v2, v3] = s.v.map(|x| x as i128);
        let caption_zero = v1 - 2 * v2 + v3 == 0;
        if let Some(b) = block_counts.get_mut((s.n / 5000) as usize) {
            *b += u64::from(caption_zero);
        }
        if (1..=500_000).contains(&s.n) && caption_zero {
            caption += 1;
        }
        if s.n >= 1 && v1 - 2 * v2 - v3 == 0 {
            literal += 1;
        }
        if s.n >= 2 {
            let n = s.n - 1; // kappa(n)
            count += u64::from(s.kappa == 0);
            if points.get(next) == Some(&n) {
                at.push((n, count));
                next += 1;
            }
        }
    }
    KappaCounts {
        at,
        blocks: block_counts,
        literal_printed_zero: literal,
        caption_at_500000: caption,
    }
}

fn assumption16(n: u64) -> Findings {
    let mut points = vec![500_000];
    points.extend(checkpoints(n).into_iter().filter(|&x| x >= 1_000_000));
    points.sort_unstable();
    points.dedup();
    let mut f = Findings::new(format!("kappa(n) for n in [1, {n}]"));
    f.check(
        super::twin::CLAIM,
        super::twin::simplified_vs_construction(n),
    );
    let k = kappa_counts(&points, 0, &ProgressBar::hidden());
    let limit = 1.0 - 1.0 / THM4[2];
    if let Some(&(_, c)) = k.at.iter().find(|(m, _)| *m == 500_000) {
        let freq = c as f64 / 500_000.0;
        let shown = format!("{freq:.6}");
        let printed_ok = shown.starts_with(printed::KAPPA0_FREQUENCY_500000);
        let errs = if printed_ok {
            vec![]
        } else {
            vec![Erratum {
                location: "frequency of kappa(n) = 0 on [1, 500000]".into(),
                printed: format!("{}...", printed::KAPPA0_FREQUENCY_500000),
                computed: shown.clone(),
            }]
        };
        f.compare_printed("printed frequency 0.7993... on [1, 500000]", 1, errs);
        f.measured(
            "Figure 2's criterion v1(n) - 2v2(n) + v3(n) = 0 on [1, 500000]",
            format!(
                "{} of 500000 = {:.6}",
                k.caption_at_500000,
                k.caption_at_500000 as f64 / 500_000.0
            ),
        );
    }
    let rows: Vec<String> =
        k.at.iter()
            .map(|&(m, c)| format!("[1, {m}]: {:.6}", c as f64 / m as f64))
            .collect();
    f.measured(
        "frequency of kappa(n) = 0",
        format!(
            "{}; 1 - 1/gamma = {limit:.6} (Theorem 4 gamma)",
            rows.join(", ")
        ),
    );
    let errs = if k.literal_printed_zero == 0 {
        vec![Erratum {
            location:
                "after (16): \"kappa(n) = 0 is also equivalent to v1(n) - 2v2(n) - v3(n) = 0\""
                    .into(),
            printed: "v1(n) - 2v2(n) - v3(n) = 0".into(),
            computed: format!(
                "never 0 for 1 <= n <= {n} (v1 < 2v2 + v3); kappa(n) = 0 iff v1(n+1) - 2v2(n+1) + v3(n+1) = 0 (Corollary 3)"
            ),
        }]
    } else {
        vec![]
    };
    f.compare_printed("the printed equivalence", 1, errs);
    f
}

fn fig2(blocks: u64) -> Findings {
    let mut f = Findings::new(format!("blocks j = 0..{} of 5000", blocks - 1));
    let k = kappa_counts(&[], blocks, &ProgressBar::hidden());
    let freqs: Vec<f64> = k.blocks.iter().map(|&c| c as f64 / 5000.0).collect();
    let min = freqs.iter().copied().fold(f64::INFINITY, f64::min);
    let max = freqs.iter().copied().fold(0.0, f64::max);
    let mean = freqs.iter().sum::<f64>() / freqs.len() as f64;
    f.measured(
        "frequency per block",
        format!(
            "{} blocks: min {min:.4}, max {max:.4}, mean {mean:.4}; first five {:?}",
            freqs.len(),
            &k.blocks[..k.blocks.len().min(5)]
        ),
    );
    f
}

pub(crate) fn kappa_table(n: u64, bar: &ProgressBar) -> Table {
    bar.set_length(n);
    let k = kappa_counts(&checkpoints(n), 0, bar);
    let limit = 1.0 - 1.0 / THM4[2];
    let mut rows: Vec<Vec<String>> =
        k.at.iter()
            .map(|&(m, c)| {
                vec![
                    m.to_string(),
                    c.to_string(),
                    format!("{:.8}", c as f64 / m as f64),
                    format!("{limit:.8}"),
                ]
            })
            .collect();
    rows.push(vec![
        "500000 (printed)".into(),
        String::new(),
        "0.7993...".into(),
        "0.81".into(),
    ]);
    Table {
        id: "akiyama.assumption16".into(),
        title: "frequency of kappa(n) = 0 on [1, N]".into(),
        source: "Akiyama, (16) and the experiment after Theorem 4".into(),
        columns: ["N", "count", "frequency", "1 - 1/gamma"]
            .map(String::from)
            .to_vec(),
        rows,
    }
}

pub(crate) fn blocks_table(n: u64, bar: &ProgressBar) -> Table {
    bar.set_length(n);
    let blocks = (n / 5000).max(1);
    let k = kappa_counts(&[], blocks, bar);
    let rows = k
        .blocks
        .iter()
        .enumerate()
        .map(|(j, &c)| {
            vec![
                j.to_string(),
                c.to_string(),
                format!("{:.4}", c as f64 / 5000.0),
            ]
        })
        .collect();
    Table {
        id: "akiyama.fig2".into(),
        title: "frequency of v1(n) - 2v2(n) + v3(n) = 0 per block [5000j, 5000(j+1) - 1]".into(),
        source: "Akiyama, Figure 2".into(),
        columns: ["j", "count", "frequency"].map(String::from).to_vec(),
        rows,
    }
}

/// Powers of ten from 10^3 to `n`, then `n` itself.
pub(crate) fn checkpoints(n: u64) -> Vec<u64> {
    let mut v: Vec<u64> = std::iter::successors(Some(1_000u64), |&x| x.checked_mul(10))
        .take_while(|&x| x <= n)
        .collect();
    if v.last() != Some(&n) {
        v.push(n);
    }
    v
}
