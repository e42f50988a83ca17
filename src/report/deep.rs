//! Long, resumable measurements (`wythoff deep`, `wythoff reproduce --deep`).
//!
//! * Akiyama: one pass of the simplified generator to `N` records `v(n)` and the number of
//!   `m` in `[1, n-1]` with `kappa(m) = 0` at `n = 10^3, 10^4, ..., N`. Every
//!   `checkpoint_steps` positions the generator's whole state and the records so far are
//!   written atomically (temp file, then rename) to `checkpoints/akiyama.bin`; `--resume`
//!   continues from it and gives the same numbers as an uninterrupted run.
//! * Larsson's Table 1: each `k` is measured separately; its result is added to
//!   `checkpoints/larsson-table1.txt` (rewritten atomically) as soon as it is known, and a
//!   resumed run skips the `k` already there.
//!
//! Results are written as they come: `deep/akiyama.csv` and `deep/larsson-table1.csv` are
//! rewritten after every checkpoint.

use crate::games::l1::Simplified;
use crate::papers::larsson::conjectures::aggregation_points;
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

/// One Akiyama record: `n`, `v(n)`, and `#{m in [1, n-1] : kappa(m) = 0}`.
pub type Record = (u64, [u64; 3], u64);

fn atomic_write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    }
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn checkpoints(n: u64) -> Vec<u64> {
    let mut v: Vec<u64> = std::iter::successors(Some(1_000u64), |&x| x.checked_mul(10))
        .take_while(|&x| x <= n)
        .collect();
    if v.last() != Some(&n) {
        v.push(n);
    }
    v
}

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
    let mut out = b"WLD1".to_vec();
    for v in [n_max, count, records.len() as u64] {
        out.extend(v.to_le_bytes());
    }
    for &(n, v, k) in records {
        for x in [n, v[0], v[1], v[2], k] {
            out.extend(x.to_le_bytes());
        }
    }
    out.extend(g.to_bytes());
    out
}

fn decode(bytes: &[u8]) -> Option<(u64, u64, Vec<Record>, Simplified)> {
    if bytes.get(..4)? != b"WLD1" {
        return None;
    }
    let word = |i: usize| {
        Some(u64::from_le_bytes(
            bytes.get(4 + 8 * i..12 + 8 * i)?.try_into().ok()?,
        ))
    };
    let (n_max, count, len) = (word(0)?, word(1)?, word(2)? as usize);
    let mut records = Vec::with_capacity(len);
    for r in 0..len {
        let b = 3 + 5 * r;
        records.push((
            word(b)?,
            [word(b + 1)?, word(b + 2)?, word(b + 3)?],
            word(b + 4)?,
        ));
    }
    let g = Simplified::from_bytes(bytes.get(4 + 8 * (3 + 5 * len)..)?)?;
    Some((n_max, count, records, g))
}

/// The Akiyama pass to `n_max` (see the module doc).
pub fn akiyama(n_max: u64, opts: &DeepOptions, bar: &ProgressBar) -> Result<Vec<Record>, String> {
    let state = opts.dir.join("checkpoints/akiyama.bin");
    let out = opts.dir.join("deep/akiyama.csv");
    let (mut g, mut count, mut records) = match (opts.resume, std::fs::read(&state)) {
        (true, Ok(bytes)) => {
            let (saved_max, count, records, g) = decode(&bytes)
                .ok_or_else(|| format!("{} is not a valid checkpoint", state.display()))?;
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
            atomic_write(&out, akiyama_csv(&records).as_bytes())?;
        }
        if s.n >= n_max {
            break;
        }
        since += 1;
        if since >= opts.checkpoint_steps {
            since = 0;
            atomic_write(&state, &encode(n_max, count, &records, &g))?;
            bar.set_position(s.n);
        }
    }
    atomic_write(&state, &encode(n_max, count, &records, &g))?;
    Ok(records)
}

/// The aggregation points `(median, share)` measured for each `k`.
pub type Table1 = Vec<(usize, Vec<(f64, f64)>)>;

/// Larsson's Table 1 at `a_max`, one `k` at a time, resumable (see the module doc).
pub fn larsson_table1(a_max: u64, opts: &DeepOptions, bar: &ProgressBar) -> Result<Table1, String> {
    let state = opts.dir.join("checkpoints/larsson-table1.txt");
    let mut done: Table1 = Vec::new();
    if opts.resume
        && let Ok(text) = std::fs::read_to_string(&state)
    {
        let mut lines = text.lines();
        if lines.next() != Some(&format!("a_max {a_max}")) {
            return Err(format!(
                "{} is for another --larsson-up-to",
                state.display()
            ));
        }
        for l in lines {
            let mut it = l.split_whitespace();
            let k: usize = it
                .next()
                .and_then(|t| t.parse().ok())
                .ok_or("bad checkpoint line")?;
            let pts: Vec<f64> = it.filter_map(|t| t.parse().ok()).collect();
            done.push((k, pts.chunks(2).map(|c| (c[0], c[1])).collect()));
        }
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
        atomic_write(&state, text.as_bytes())?;
        atomic_write(&opts.dir.join("deep/larsson-table1.csv"), csv.as_bytes())?;
        bar.inc(1);
    }
    Ok(done)
}
