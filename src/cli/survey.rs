//! `wythoff survey FAMILY`: every member of a game family, one row each
//! (`games::rules::survey::member`, the rows the Python module's survey writes), for users
//! without Python. `--shard I/N` runs every N-th member (a Slurm array or GNU parallel runs
//! the shards), `--out FILE` appends each row as it finishes and skips the members already
//! there (a rerun resumes), `--merge` joins the shards' files. `--json` prints the rows as
//! the persisted JSON lines (version and checksum).
//!
//! Cost: the members in turn, one at a time (each states its own cost).

use super::*;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use wythoff_lab::games::rules::survey::{
    self as sv, Family, MAX_MEMBERS, Member, Row, Settings, builtin_names,
};

#[derive(clap::Args)]
pub(crate) struct SurveyArgs {
    /// The family: a rules file (its `[survey]` table gives the parameter ranges) or a
    /// built-in family (blocking_wythoff, wythoff_terminal, gdwn, a_wythoff, hst_box); at
    /// most 100000 members.
    #[arg(required_unless_present_any = ["merge", "families"], conflicts_with = "merge")]
    family: Option<String>,
    /// One parameter's values, replacing the file's range: NAME=A..B (both ends included),
    /// NAME=A,B,C or NAME=A (repeatable).
    #[arg(long = "range", value_name = "NAME=VALUES", allow_hyphen_values = true)]
    ranges: Vec<String>,
    /// Keep the members whose parameters satisfy COND (`p < q`), replacing the file's.
    #[arg(long = "where", value_name = "COND", allow_hyphen_values = true)]
    condition: Option<String>,
    /// Columns of the streamed engine (2..=100000000), or the side of the square for a game
    /// without both Nim moves (at most 16384; a larger B is a refused row); the
    /// P-positions counted have both entries below B.
    #[arg(long, value_name = "B", default_value = "10000", value_parser = parse_number, allow_hyphen_values = true)]
    bound: u64,
    /// The learner's data: positions with both entries below N (0: no automaton; at most
    /// 60000).
    #[arg(long, value_name = "N", default_value = "2000", value_parser = parse_number, allow_hyphen_values = true)]
    learn_up_to: u64,
    /// The learner stops when the data separate more than S states.
    #[arg(long, value_name = "S", default_value = "200", value_parser = parse_number, allow_hyphen_values = true)]
    max_states: u64,
    /// Each member's memory budget in MB (1..=8192): a member whose engine is estimated
    /// above it (up front, and again as its columns grow) is a refused row with the
    /// estimate; the learner's data and the proofs are held to it too.
    #[arg(long, value_name = "MB", default_value = "4096", value_parser = parse_number, allow_hyphen_values = true)]
    memory: u64,
    /// Skip the comparison with Wythoff's P-set.
    #[arg(long)]
    no_wythoff: bool,
    /// Run shard I of N (1 <= I <= N): the members whose index in the survey's order is
    /// I - 1 modulo N.
    #[arg(long, value_name = "I/N")]
    shard: Option<String>,
    /// Append each row to FILE (JSON lines) as it finishes; members already in FILE are
    /// not computed again (a rerun resumes). With --merge: the merged file.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Join the rows of these files (the shards' --out), each member once, in the order
    /// of the files.
    #[arg(long, num_args = 1.., value_name = "FILE")]
    merge: Vec<PathBuf>,
    /// Print the members (their parameters) without running them.
    #[arg(long, conflicts_with = "merge")]
    list: bool,
    /// Print the built-in families.
    #[arg(long, conflicts_with_all = ["merge", "family"])]
    families: bool,
    /// JSON lines (the persisted rows, with version and checksum) instead of text.
    #[arg(long)]
    json: bool,
}

/// The family named or read by `spec`: a file when it exists, else a built-in name.
fn family_of(spec: &str) -> Result<Family, Failure> {
    let path = Path::new(spec);
    if path.exists() {
        let text = std::fs::read_to_string(path)
            .map_err(|e| bad_input(format!("cannot read {spec}: {e}")))?;
        return Family::from_text(&text).map_err(|e| bad_input(format!("{spec}: {e}")));
    }
    Family::builtin(spec).ok_or_else(|| {
        bad_input(format!(
            "{spec}: no such file, and not a built-in family ({})",
            builtin_names()
                .iter()
                .map(|b| b.0)
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })
}

/// `I/N` with `1 <= I <= N`.
fn shard_of(s: &str) -> Result<(usize, usize), Failure> {
    let bad = || bad_input(format!("--shard {s}: write I/N with 1 <= I <= N"));
    let (i, n) = s.split_once('/').ok_or_else(bad)?;
    let (i, n): (usize, usize) = (
        i.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if i == 0 || i > n || n > MAX_MEMBERS {
        return Err(bad());
    }
    Ok((i, n))
}

fn params_text(row_params: &[(String, i64)]) -> String {
    row_params
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// One row in words.
fn row_text(r: &Row) -> String {
    let params: Vec<(String, i64)> = r.params.iter().map(|(k, v)| (k.clone(), *v)).collect();
    let head = format!("{} {}", r.family, params_text(&params));
    if r.status != "done" {
        return format!(
            "{head}: {} ({}); {:.2} s",
            r.status,
            r.reason.as_deref().unwrap_or(""),
            r.seconds
        );
    }
    let points: Vec<String> = r
        .points
        .iter()
        .map(|p| {
            let mut s = format!("{:.7}", p.slope);
            if let Some(e) = &p.exact {
                s += &format!(" = {e}");
            }
            if let Some((t, d, a0)) = p.period {
                s += &format!(" (period ({t}, {d}) from column {a0})");
            }
            s
        })
        .collect();
    let auto = match (&r.system, r.automaton.as_str()) {
        (Some(sys), "proved") => format!("{sys}: proved, {} states", r.states.unwrap_or_default()),
        (Some(sys), a) => format!("{sys}: {a} ({})", r.obstacle.as_deref().unwrap_or("")),
        (None, a) => format!("{a} ({})", r.obstacle.as_deref().unwrap_or("")),
    };
    let mut line = format!(
        "{head}: {} P-positions below {} (engine {}, = rules solver on [0, {})^2); points {}; {auto}",
        r.p_positions.unwrap_or_default(),
        r.bound,
        r.engine.as_deref().unwrap_or("?"),
        r.compared.unwrap_or_default(),
        if points.is_empty() {
            "none".to_string()
        } else {
            points.join(", ")
        },
    );
    if let Some(w) = &r.wythoff {
        line += &format!("; Wythoff: {w}");
    }
    line += &format!("; {:.2} s", r.seconds);
    if let Some(m) = r.peak_mb {
        line += &format!(", {m:.1} MB");
    }
    line
}

/// The rows already in `path` and the file opened for appending after them (a torn last
/// line is cut off).
fn open_out(path: &Path) -> Result<(Vec<(Row, String)>, std::fs::File), Failure> {
    let mut f = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(|e| bad_input(format!("cannot open {}: {e}", path.display())))?;
    let mut text = String::new();
    f.read_to_string(&mut text)
        .map_err(|e| bad_input(format!("cannot read {}: {e}", path.display())))?;
    let (rows, valid) = sv::read_lines(&path.display().to_string(), &text).map_err(bad_input)?;
    let rows = rows.into_iter().map(|(r, l)| (r, l.to_string())).collect();
    f.set_len(valid as u64)
        .and_then(|()| f.seek(SeekFrom::End(0)).map(|_| ()))
        .map_err(|e| bad_input(format!("cannot write {}: {e}", path.display())))?;
    Ok((rows, f))
}

pub(crate) fn survey_cmd(a: &SurveyArgs) -> Result<u8, Failure> {
    if a.families {
        let mut text = String::new();
        for (name, what) in builtin_names() {
            text += &format!("{name}: {what}\n");
        }
        emit(&text)?;
        return Ok(0);
    }
    if !a.merge.is_empty() {
        return merge(&a.merge, a.out.as_deref(), a.json);
    }
    let spec = a.family.as_deref().unwrap_or_default();
    let mut family = family_of(spec)?;
    for r in &a.ranges {
        let (k, v) = r
            .split_once('=')
            .ok_or_else(|| bad_input(format!("--range {r}: write NAME=VALUES")))?;
        let values = sv::parse_values(v).map_err(|e| bad_input(format!("--range {r}: {e}")))?;
        family.set_range(k.trim(), values).map_err(bad_input)?;
    }
    if let Some(c) = &a.condition {
        family.set_condition(c).map_err(bad_input)?;
    }
    let settings = Settings {
        learn_up_to: a.learn_up_to,
        max_states: usize::try_from(a.max_states).unwrap_or(usize::MAX),
        memory_mb: a.memory,
        wythoff: !a.no_wythoff,
    };
    settings.check(a.bound).map_err(bad_input)?;
    let members = family.members().map_err(bad_input)?;
    let (i, n) = match &a.shard {
        Some(s) => shard_of(s)?,
        None => (1, 1),
    };
    let mine: Vec<&Member> = members
        .iter()
        .enumerate()
        .filter(|(m, _)| m % n == i - 1)
        .map(|(_, m)| m)
        .collect();
    if a.list {
        let mut text = String::new();
        for m in &mine {
            text += &format!("{} {}\n", family.name, params_text(&m.params));
        }
        emit(&text)?;
        return Ok(0);
    }
    let (done, mut file) = match &a.out {
        Some(p) => {
            let (rows, f) = open_out(p)?;
            (rows, Some(f))
        }
        None => (Vec::new(), None),
    };
    for m in mine {
        let key = sv::key(&m.text, &m.params, a.bound, &settings);
        let (row, line) = match done.iter().find(|r| r.0.key == key) {
            Some((r, l)) => (r.clone(), l.clone()),
            None => {
                let row = sv::member(&m.text, &m.params, a.bound, &settings);
                let line = sv::to_line(&row);
                if let Some(f) = file.as_mut() {
                    f.write_all(format!("{line}\n").as_bytes())
                        .and_then(|()| f.flush())
                        .map_err(|e| bad_input(format!("cannot write the output file: {e}")))?;
                }
                (row, line)
            }
        };
        emit(&if a.json {
            line + "\n"
        } else {
            row_text(&row) + "\n"
        })?;
    }
    if let Some(f) = file {
        f.sync_all()
            .map_err(|e| bad_input(format!("cannot write the output file: {e}")))?;
    }
    Ok(0)
}

/// Join the shards' rows: each member (its key) once, the files in order; a file whose
/// last line is cut short is an interrupted shard and refused.
fn merge(files: &[PathBuf], out: Option<&Path>, json: bool) -> Result<u8, Failure> {
    let mut rows: Vec<(Row, String)> = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(f)
            .map_err(|e| bad_input(format!("cannot read {}: {e}", f.display())))?;
        let (got, valid) = sv::read_lines(&f.display().to_string(), &text).map_err(bad_input)?;
        if valid != text.len() {
            return Err(bad_input(format!(
                "{}: its last line is cut short (an interrupted shard: run it again with the same --out)",
                f.display()
            )));
        }
        for (r, l) in got {
            if !rows.iter().any(|o| o.0.key == r.key) {
                rows.push((r, l.to_string()));
            }
        }
    }
    let lines: String = rows.iter().map(|r| r.1.clone() + "\n").collect();
    if let Some(p) = out {
        wythoff_lab::persist::write_atomic(p, &lines).map_err(bad_input)?;
    }
    if out.is_none() || !json {
        emit(&if json {
            lines
        } else {
            rows.iter().map(|r| row_text(&r.0) + "\n").collect()
        })?;
    }
    Ok(0)
}
