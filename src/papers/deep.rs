//! Long, resumable measurements (`wythoff deep`, `wythoff reproduce --deep`).
//!
//! * Akiyama: one pass of the simplified generator to `N` records `v(n)` and the number of
//!   `m` in `[1, n-1]` with `kappa(m) = 0` at `n = 10^3, 10^4, ..., N`. Every
//!   `checkpoint_steps` positions the generator's whole state and the records so far are
//!   written atomically (temp file, then rename) to `checkpoints/akiyama.bin`; `--resume`
//!   continues from it and gives the same numbers as an uninterrupted run.
//! * Larsson's Table 1: each `k` is measured separately; its result is added to
//!   `checkpoints/larsson-table1.bin` (rewritten atomically) as soon as it is known, and a
//!   resumed run skips the `k` already there.
//!
//! Both checkpoints are sealed by [`checkpoint`] (a format version and a CRC-32): a
//! corrupt, cut or foreign file is refused with its reason, never resumed; the Table 1
//! state is also parsed strictly (every line checked).
//!
//! Results are written as they come: `deep/akiyama.csv` and `deep/larsson-table1.csv` are
//! rewritten after every checkpoint.

use crate::games::akiyama_vn::Simplified;
use crate::papers::akiyama::kappa::checkpoints;
use crate::papers::larsson::conjectures::aggregation_points;
use crate::persist::{checkpoint, write_atomic};
use indicatif::ProgressBar;
use std::path::{Path, PathBuf};

/// Where and how a deep run works.
#[derive(Debug, Clone)]
pub struct DeepOptions {
    /// The output folder (results in `deep/`, state in `checkpoints/`).
    pub dir: PathBuf,
    /// Continue from the checkpoints instead of starting over.
    pub resume: bool,
    /// Positions between two Akiyama checkpoints.
    pub checkpoint_steps: u64,
}

/// The report's deep run (`wythoff reproduce --deep`): Akiyama to `n = 10^9` and Larsson's
/// Table 1 to `a = 10^6` in `out` (resuming if asked); returns the result files written,
/// relative to `out`.
pub fn for_report(out: &Path, resume: bool, bar: &ProgressBar) -> Result<Vec<String>, String> {
    let d = DeepOptions {
        dir: out.to_path_buf(),
        resume,
        checkpoint_steps: 1_000_000_000,
    };
    akiyama(1_000_000_000, &d, bar)?;
    larsson_table1(1_000_000, &d, bar)?;
    Ok(vec![
        "deep/akiyama.csv".to_string(),
        "deep/larsson-table1.csv".to_string(),
    ])
}

/// One Akiyama record: `n`, `v(n)`, and `#{m in [1, n-1] : kappa(m) = 0}`.
pub type Record = (u64, [u64; 3], u64);

fn akiyama_csv(records: &[Record]) -> String {
    let mut s = String::from("n,v1,v2,v3,v1/n,v2/n,v3/n,kappa0 on [1;n-1],frequency\n");
    for &(n, v, k) in records {
        s.push_str(&format!(
            "{n},{},{},{},{:.9},{:.9},{:.9},{k},{:.9}\n",
            v[0],
            v[1],
            v[2],
            v[0] as f64 / n as f64,
            v[1] as f64 / n as f64,
            v[2] as f64 / n as f64,
            k as f64 / (n - 1) as f64
        ));
    }
    s
}

fn encode(n_max: u64, count: u64, records: &[Record], g: &Simplified) -> Vec<u8> {
    let mut out = Vec::new();
    for v in [n_max, count, records.len() as u64] {
        out.extend(v.to_le_bytes());
    }
    for &(n, v, k) in records {
        for x in [n, v[0], v[1], v[2], k] {
            out.extend(x.to_le_bytes());
        }
    }
    out.extend(g.to_bytes());
    checkpoint::seal(b"akiy", &out)
}

fn decode(file: &[u8]) -> Result<(u64, u64, Vec<Record>, Simplified), String> {
    let bytes = checkpoint::open(b"akiy", file)?;
    parse_akiyama(bytes).ok_or_else(|| "the checkpoint's state is malformed".to_string())
}

fn parse_akiyama(bytes: &[u8]) -> Option<(u64, u64, Vec<Record>, Simplified)> {
    let word = |i: usize| {
        Some(u64::from_le_bytes(
            bytes.get(8 * i..8 + 8 * i)?.try_into().ok()?,
        ))
    };
    let (n_max, count, len) = (word(0)?, word(1)?, word(2)? as usize);
    if len > bytes.len() / 40 {
        return None;
    }
    let mut records = Vec::with_capacity(len);
    for r in 0..len {
        let b = 3 + 5 * r;
        records.push((
            word(b)?,
            [word(b + 1)?, word(b + 2)?, word(b + 3)?],
            word(b + 4)?,
        ));
    }
    let g = Simplified::from_bytes(bytes.get(8 * (3 + 5 * len)..)?)?;
    // The records must be the marks below the generator's position, in order.
    let ordered = records.windows(2).all(|w| w[0].0 < w[1].0);
    let below = records.last().is_none_or(|r| r.0 <= g.position());
    (ordered && below && count <= g.position()).then_some((n_max, count, records, g))
}

/// The Akiyama pass to `n_max` (see the module doc).
pub fn akiyama(n_max: u64, opts: &DeepOptions, bar: &ProgressBar) -> Result<Vec<Record>, String> {
    let state = opts.dir.join("checkpoints/akiyama.bin");
    let out = opts.dir.join("deep/akiyama.csv");
    let (mut g, mut count, mut records) = match (opts.resume, std::fs::read(&state)) {
        (true, Ok(bytes)) => {
            let (saved_max, count, records, g) = decode(&bytes).map_err(|e| {
                format!(
                    "{}: {e}; refusing to resume (delete it to start over)",
                    state.display()
                )
            })?;
            if saved_max != n_max {
                return Err(format!(
                    "the checkpoint is for --akiyama-up-to {saved_max}, not {n_max}"
                ));
            }
            (g, count, records)
        }
        _ => (Simplified::new(), 0u64, Vec::new()),
    };
    let marks = checkpoints(n_max);
    bar.set_length(n_max);
    let mut since = 0u64;
    while let Some(s) = g.next() {
        if s.n >= 2 && s.kappa == 0 {
            count += 1;
        }
        if marks.contains(&s.n) {
            records.push((s.n, s.v, count));
            write_atomic(&out, akiyama_csv(&records).as_bytes())?;
        }
        if s.n >= n_max {
            break;
        }
        since += 1;
        if since >= opts.checkpoint_steps {
            since = 0;
            write_atomic(&state, encode(n_max, count, &records, &g))?;
            bar.set_position(s.n);
        }
    }
    write_atomic(&state, encode(n_max, count, &records, &g))?;
    Ok(records)
}

/// The aggregation points `(median, share)` measured for each `k`.
pub type Table1 = Vec<(usize, Vec<(f64, f64)>)>;

/// Larsson's Table 1 at `a_max`, one `k` at a time, resumable (see the module doc).
pub fn larsson_table1(a_max: u64, opts: &DeepOptions, bar: &ProgressBar) -> Result<Table1, String> {
    let state = opts.dir.join("checkpoints/larsson-table1.bin");
    let mut done: Table1 = Vec::new();
    if opts.resume
        && let Ok(file) = std::fs::read(&state)
    {
        done = checkpoint::open(b"lars", &file)
            .and_then(|bytes| parse_table1(bytes, a_max))
            .map_err(|e| {
                format!(
                    "{}: {e}; refusing to resume (delete it to start over)",
                    state.display()
                )
            })?;
    }
    bar.set_length(20);
    for k in 1..=20usize {
        if done.iter().any(|(d, _)| *d == k) {
            bar.inc(1);
            continue;
        }
        done.push((k, aggregation_points(k, a_max)));
        done.sort_by_key(|d| d.0);
        let mut text = format!("a_max {a_max}\n");
        let mut csv = String::from("k,l,points (median;share)\n");
        for (k, pts) in &done {
            text.push_str(&format!(
                "{k}{}\n",
                pts.iter()
                    .map(|(m, s)| format!(" {m} {s}"))
                    .collect::<String>()
            ));
            csv.push_str(&format!(
                "{k},{},{}\n",
                pts.len(),
                pts.iter()
                    .map(|(m, s)| format!("{m:.4};{s:.4}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            ));
        }
        write_atomic(&state, checkpoint::seal(b"lars", text.as_bytes()))?;
        write_atomic(&opts.dir.join("deep/larsson-table1.csv"), csv.as_bytes())?;
        bar.inc(1);
    }
    Ok(done)
}

/// The Table 1 state, parsed strictly: a first line `a_max A` equal to the run's, then one
/// line per finished `k` (1..=20, increasing, each once) with its points as `median share`
/// pairs: medians finite and positive, shares in (0, 1] adding up to at most 1.
fn parse_table1(bytes: &[u8], a_max: u64) -> Result<Table1, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "the state is not text".to_string())?;
    let mut lines = text.lines();
    if lines.next() != Some(&format!("a_max {a_max}")) {
        return Err(format!("the state is not for --larsson-up-to {a_max}"));
    }
    let mut done: Table1 = Vec::new();
    for (i, l) in lines.enumerate() {
        let bad = |why: &str| format!("state line {}: {why}: '{l}'", i + 2);
        let mut it = l.split(' ');
        let k: usize = it
            .next()
            .and_then(|t| t.parse().ok())
            .filter(|k| (1..=20).contains(k))
            .ok_or_else(|| bad("k is not in 1..=20"))?;
        if done.last().is_some_and(|d| d.0 >= k) {
            return Err(bad("k out of order or repeated"));
        }
        let nums: Vec<f64> = it
            .map(|t| t.parse::<f64>().map_err(|_| bad("not a number")))
            .collect::<Result<_, _>>()?;
        if nums.is_empty() || !nums.len().is_multiple_of(2) {
            return Err(bad("points are not median-share pairs"));
        }
        let pts: Vec<(f64, f64)> = nums.chunks(2).map(|c| (c[0], c[1])).collect();
        let shares: f64 = pts.iter().map(|p| p.1).sum();
        if pts
            .iter()
            .any(|&(m, s)| !(m.is_finite() && m > 0.0 && s > 0.0 && s <= 1.0))
            || shares > 1.0 + 1e-9
        {
            return Err(bad("a median or share out of range"));
        }
        done.push((k, pts));
    }
    Ok(done)
}
