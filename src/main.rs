//! `wythoff`: a thin command line over the `wythoff_lab` library.
//!
//! Exit status: 0 success; 1 some verdict differs from its recorded outcome; 2 bad input.

use clap::{Parser, Subcommand, ValueEnum};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use wythoff_lab::check::{self, Outcome, Paper, RunOptions, Statement, Verdict};
use wythoff_lab::games::l1::rules::Variant;
use wythoff_lab::positions::{self, Select};
use wythoff_lab::table;

#[derive(Parser)]
#[command(
    name = "wythoff",
    version,
    about = "Theorem checker and conjecture tester for Wythoff Nim and four variants"
)]
#[command(
    after_help = "With no command: check every statement at its default bound, print a summary and write the report to report/."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// List the catalog's statements.
    List {
        /// Only this paper (akiyama, larsson, kf, hst).
        #[arg(long)]
        paper: Option<String>,
        /// JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check statements and compare each verdict with its recorded outcome (exit 1 if any differs).
    Check {
        /// Statement ids.
        ids: Vec<String>,
        /// Every statement of this paper.
        #[arg(long, conflicts_with = "all")]
        paper: Option<String>,
        /// Every statement (the default when no id and no paper is given).
        #[arg(long)]
        all: bool,
        /// One bound for every statement checked (each statement says what it bounds).
        #[arg(long, value_parser = parse_number, allow_hyphen_values = true)]
        bound: Option<u64>,
        /// Use each statement's deep bound.
        #[arg(long, conflicts_with = "bound")]
        deep: bool,
        /// JSON array of verdicts instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Print a computed table.
    Table {
        /// The table id (`wythoff table --list` lists them).
        #[arg(required_unless_present = "list")]
        id: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// List the tables instead.
        #[arg(long)]
        list: bool,
    },
    /// Write the report: REPORT.md, index.html, tables/*.csv|json, figures/*.svg.
    Reproduce {
        /// The folder to write (created if needed).
        #[arg(long, value_name = "DIR", default_value = "report")]
        out: std::path::PathBuf,
        /// Deep bounds for every statement, and the deep measurements (long; see `wythoff deep`).
        #[arg(long)]
        deep: bool,
        /// Continue an interrupted deep run from its checkpoints.
        #[arg(long, requires = "deep")]
        resume: bool,
    },
    /// Long, resumable measurements: Akiyama's v(n)/n and kappa frequency to N (checkpointed),
    /// Larsson's Table 1 at A (one k at a time). Results in DIR/deep/, state in DIR/checkpoints/.
    Deep {
        /// The folder to write.
        #[arg(long, value_name = "DIR", default_value = "report")]
        out: std::path::PathBuf,
        /// Continue from the checkpoints.
        #[arg(long)]
        resume: bool,
        /// Akiyama's measurement up to n = N (0 skips it; largest 10^10).
        #[arg(long, value_name = "N", default_value = "10000000000", value_parser = parse_number, allow_hyphen_values = true)]
        akiyama_up_to: u64,
        /// Larsson's Table 1 at a <= A (0 skips it; largest 10^6).
        #[arg(long, value_name = "A", default_value = "1000000", value_parser = parse_number, allow_hyphen_values = true)]
        larsson_up_to: u64,
        /// Positions between two Akiyama checkpoints.
        #[arg(long, value_name = "S", default_value = "1000000000", value_parser = parse_number, allow_hyphen_values = true)]
        checkpoint_steps: u64,
    },
    /// Measure a conjecture up to N and print the measurements as a table.
    Conjecture {
        /// The conjecture's id (`wythoff conjecture --list` lists them).
        #[arg(required_unless_present = "list")]
        id: Option<String>,
        /// Measure up to this N (its meaning depends on the conjecture).
        #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true, required_unless_present = "list")]
        up_to: Option<u64>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// List the measurable conjectures instead.
        #[arg(long)]
        list: bool,
    },
    /// The offset of an altered game: measured (first line, `dx dy`) and Theorem 3's prediction.
    Offset {
        /// The alteration (see `positions altered`).
        #[arg(long, value_name = "SPEC", allow_hyphen_values = true)]
        alter: String,
        /// Columns of the overlap measurement (the window is [T/2, T)).
        #[arg(long, value_name = "T", value_parser = parse_number, allow_hyphen_values = true, default_value = "20000")]
        columns: u64,
    },
    /// Run the SMT queries through z3 (expected answer, answer, time); --emit writes them.
    Smt {
        /// Query ids or statement ids (default: every query).
        ids: Vec<String>,
        /// Write each query to DIR/<id>.smt2 instead of solving.
        #[arg(long, value_name = "DIR")]
        emit: Option<std::path::PathBuf>,
        /// Time limit per query, in seconds.
        #[arg(long, default_value = "120", value_parser = parse_number, allow_hyphen_values = true)]
        timeout: u64,
    },
    /// Bit-string functions of Hu-Sleator-Tsin (strings of 0 and 1 only).
    Word {
        #[command(subcommand)]
        op: WordOp,
    },
    /// Print P-positions of a game, one per line, integers separated by single spaces.
    Positions {
        /// Print an OEIS b-file (`n a(n)` per line) of coordinate I (1 = first) instead.
        #[arg(long, value_name = "I", value_parser = parse_number, allow_hyphen_values = true, global = true)]
        bfile: Option<u64>,
        #[command(subcommand)]
        game: Game,
    },
}

#[derive(Subcommand)]
enum WordOp {
    /// The Wythoff update, applied TIMES times (each result on its own line).
    Update {
        /// The bit string.
        s: String,
        /// How many updates.
        #[arg(long, default_value = "1", value_parser = parse_number, allow_hyphen_values = true)]
        times: u64,
    },
    /// The morphism w (0 -> 001, 1 -> 01), applied TIMES times.
    W {
        /// The bit string.
        s: String,
        /// How many applications.
        #[arg(long, default_value = "1", value_parser = parse_number, allow_hyphen_values = true)]
        times: u64,
    },
    /// The area between two balanced strings, and the units of area.
    Area {
        /// The first string.
        s: String,
        /// The second string.
        t: String,
    },
    /// The defects of two balanced strings (1-based indices) and whether they differ by defects.
    Defects {
        /// The first string.
        s: String,
        /// The second string.
        t: String,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Text,
    Csv,
    Json,
}

#[derive(clap::Args)]
#[group(required = true, multiple = false)]
struct Which {
    /// Print positions n = 0, 1, ..., N-1.
    #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true)]
    count: Option<u64>,
    /// Print only position n (counting from n = 0).
    #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true)]
    nth: Option<u64>,
}

impl Which {
    fn select(&self) -> Select {
        match (self.count, self.nth) {
            (Some(c), _) => Select::Count(c),
            (None, Some(n)) => Select::Nth(n),
            (None, None) => Select::Count(0), // unreachable: clap requires one of them
        }
    }
}

#[derive(Subcommand)]
enum Game {
    /// Classic Wythoff Nim: `a b` with a <= b, n = 0 is `0 0` (largest n: 7046029254386353130).
    Wythoff {
        #[command(flatten)]
        which: Which,
    },
    /// Akiyama's sequence v(n) (mex algorithm = Lythoff(3)): `a b c`, n = 0 is `0 0 0` (largest n: 10^10).
    /// Not the P-positions of L1-Nim beyond n = 13 (akiyama.thm1 is refuted): see l1-rules.
    L1 {
        #[command(flatten)]
        which: Which,
    },
    /// Lythoff(K) (Construction 1) or Lythoff(K_f) (Construction 2): `p1 ... pK`, n = 0 is all zeros
    /// (largest n: 10^9). f: a sum of integers and B<i> terms, e.g. `3`, `1+B3-B2`, `1+B1`.
    Lythoff {
        /// The number of piles K (2..=64).
        #[arg(long, value_name = "K", value_parser = parse_number, allow_hyphen_values = true)]
        piles: u64,
        /// The function f of Lythoff(K_f) (default: Lythoff(K), f = 1).
        #[arg(long, value_name = "EXPR")]
        f: Option<String>,
        #[command(flatten)]
        which: Which,
    },
    /// Larsson's blocking Wythoff W^k: `a b` with a <= b in lexicographic order, n = 0 is `0 0`
    /// (largest n: 10^8).
    Blocking {
        /// The blocking parameter k (1..=255; k = 1 is Wythoff).
        #[arg(long, value_name = "K", value_parser = parse_number, allow_hyphen_values = true)]
        k: u64,
        #[command(flatten)]
        which: Which,
    },
    /// Wythoff's Nim with a finite alteration: `x y` for every P-position with x < T (column
    /// algorithm; largest T: 10^10). SPEC: `P: 0,0 1,2; N: 3,3`, `P: box 8x13`, ...
    Altered {
        /// The alteration.
        #[arg(long, value_name = "SPEC", allow_hyphen_values = true)]
        alter: String,
        /// Print the columns x < T.
        #[arg(long, value_name = "T", value_parser = parse_number, allow_hyphen_values = true)]
        columns: u64,
    },
    /// P-positions a <= b <= c of L1-Nim with a+b+c <= S, from the rules solver (largest S: 1000).
    L1Rules {
        /// The largest a+b+c.
        #[arg(long, value_name = "S", value_parser = parse_number, allow_hyphen_values = true)]
        max_sum: u64,
    },
    /// P-positions a <= b <= c of positive Nim with a+b+c <= S, from the rules solver (largest S: 1000).
    L1Positive {
        /// The largest a+b+c.
        #[arg(long, value_name = "S", value_parser = parse_number, allow_hyphen_values = true)]
        max_sum: u64,
    },
}

/// A failure with its exit status.
struct Failure {
    code: u8,
    message: String,
}

fn bad_input(message: impl Into<String>) -> Failure {
    Failure {
        code: 2,
        message: message.into(),
    }
}

/// Parse a non-negative integer with an error that names the offending text.
fn parse_number(s: &str) -> Result<u64, String> {
    let t = s.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{s}' is not a non-negative integer"));
    }
    t.parse::<u64>().map_err(|_| {
        format!(
            "'{s}' is too large (the largest accepted number is {})",
            u64::MAX
        )
    })
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                let _ = e.print();
                return ExitCode::from(
                    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                        2
                    } else {
                        0
                    },
                );
            }
            // One line: clap's first line, without usage and tips.
            let rendered = e.render().to_string();
            let first: Vec<&str> = rendered
                .lines()
                .take_while(|l| !l.trim().is_empty() && !l.starts_with("Usage"))
                .map(str::trim)
                .collect();
            eprintln!("{}", first.join(" "));
            return ExitCode::from(2);
        }
    };
    let result = match cli.command {
        None => reproduce_cmd(std::path::Path::new("report"), false, false),
        Some(Command::List { paper, json }) => list(paper.as_deref(), json),
        Some(Command::Check {
            ids,
            paper,
            all,
            bound,
            deep,
            json,
        }) => check_cmd(&ids, paper.as_deref(), all, bound, deep, json),
        Some(Command::Table { id, format, list }) => table_cmd(id.as_deref(), format, list),
        Some(Command::Positions { game, bfile }) => positions_cmd(game, bfile),
        Some(Command::Offset { alter, columns }) => offset_cmd(&alter, columns),
        Some(Command::Reproduce { out, deep, resume }) => reproduce_cmd(&out, deep, resume),
        Some(Command::Deep {
            out,
            resume,
            akiyama_up_to,
            larsson_up_to,
            checkpoint_steps,
        }) => deep_cmd(&out, resume, akiyama_up_to, larsson_up_to, checkpoint_steps),
        Some(Command::Word { op }) => word_cmd(op),
        Some(Command::Smt { ids, emit, timeout }) => smt_cmd(&ids, emit.as_deref(), timeout),
        Some(Command::Conjecture {
            id,
            up_to,
            format,
            list,
        }) => conjecture_cmd(id.as_deref(), up_to, format, list),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(f) => {
            if !f.message.is_empty() {
                eprintln!("error: {}", f.message);
            }
            ExitCode::from(f.code)
        }
    }
}

/// Write to stdout; a closed pipe (`| head`) ends the output quietly.
fn emit(text: &str) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(Failure {
            code: 2,
            message: format!("cannot write output: {e}"),
        }),
        _ => Ok(()),
    }
}

fn parse_paper(p: &str) -> Result<Paper, Failure> {
    Paper::parse(p).ok_or_else(|| {
        bad_input(format!(
            "unknown paper '{p}' (known: akiyama, larsson, kf, hst)"
        ))
    })
}

fn select_statements(ids: &[String], paper: Option<&str>) -> Result<Vec<Statement>, Failure> {
    let all = check::catalog();
    if let Some(p) = paper {
        let p = parse_paper(p)?;
        return Ok(all.into_iter().filter(|s| s.paper == p).collect());
    }
    if ids.is_empty() {
        return Ok(all);
    }
    ids.iter()
        .map(|id| {
            all.iter().find(|s| s.id == id).cloned().ok_or_else(|| {
                bad_input(format!("unknown statement id '{id}' (see `wythoff list`)"))
            })
        })
        .collect()
}

fn list(paper: Option<&str>, json: bool) -> Result<u8, Failure> {
    let statements = select_statements(&[], paper)?;
    if json {
        let rows: Vec<serde_json::Value> = statements
            .iter()
            .map(|s| {
                serde_json::json!({
                    "id": s.id, "paper": s.paper, "number": s.number, "kind": s.kind_letters(),
                    "kinds": s.kinds, "words": s.words, "bound": s.bound, "recorded": s.recorded, "note": s.note,
                })
            })
            .collect();
        emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(&rows).unwrap_or_default()
        ))?;
    } else {
        let mut text = String::new();
        for s in &statements {
            text.push_str(&format!(
                "{:<28} {:<5} {:<9} {}\n",
                s.id,
                s.kind_letters(),
                s.recorded,
                s.number
            ));
            text.push_str(&format!("{:<28} {}\n", "", s.words));
        }
        text.push_str(&format!("{} statements\n", statements.len()));
        emit(&text)?;
    }
    Ok(0)
}

fn run_verdicts(statements: &[Statement], opts: RunOptions) -> Result<Vec<Verdict>, Failure> {
    check::run(statements, opts).map_err(bad_input)
}

fn summary(verdicts: &[Verdict]) -> String {
    let count = |o| verdicts.iter().filter(|v| v.verdict == o).count();
    let differ: Vec<&str> = verdicts
        .iter()
        .filter(|v| !v.matches_record())
        .map(|v| v.id.as_str())
        .collect();
    let seconds: f64 = verdicts.iter().map(|v| v.seconds).sum();
    let mut s = format!(
        "{} statements: {} holds, {} refuted, {} erratum, {} measured ({seconds:.1} s of checking)\n",
        verdicts.len(),
        count(Outcome::Holds),
        count(Outcome::Refuted),
        count(Outcome::Erratum),
        count(Outcome::Measured)
    );
    if differ.is_empty() {
        s.push_str("every verdict matches its recorded outcome\n");
    } else {
        s.push_str(&format!(
            "{} verdict(s) differ from the record: {}\n",
            differ.len(),
            differ.join(", ")
        ));
    }
    s
}

fn verdict_text(verdicts: &[Verdict], detail: bool) -> String {
    let mut text = String::new();
    for v in verdicts {
        let flag = if v.matches_record() {
            String::new()
        } else {
            format!("  (recorded: {})", v.recorded)
        };
        text.push_str(&format!(
            "{:<28} {:<9} {:>7.2}s  {}{flag}\n",
            v.id, v.verdict, v.seconds, v.range
        ));
        if detail {
            for p in &v.parts {
                text.push_str(&format!("    {} {}: {}\n", p.outcome, p.claim, p.evidence));
                if let Some(c) = &p.counterexample {
                    text.push_str(&format!("        counterexample: {c}\n"));
                }
                for e in &p.errata {
                    text.push_str(&format!(
                        "        erratum at {}: printed {}, computed {}\n",
                        e.location, e.printed, e.computed
                    ));
                }
            }
        }
    }
    text
}

fn check_cmd(
    ids: &[String],
    paper: Option<&str>,
    _all: bool,
    bound: Option<u64>,
    deep: bool,
    json: bool,
) -> Result<u8, Failure> {
    let statements = select_statements(ids, paper)?;
    let progress = io::stderr().is_terminal() && !json;
    let verdicts = run_verdicts(
        &statements,
        RunOptions {
            bound,
            deep,
            progress,
        },
    )?;
    if json {
        emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(&verdicts).unwrap_or_default()
        ))?;
    } else {
        emit(&(verdict_text(&verdicts, true) + &summary(&verdicts)))?;
    }
    Ok(if verdicts.iter().all(Verdict::matches_record) {
        0
    } else {
        1
    })
}

fn deep_cmd(
    out: &std::path::Path,
    resume: bool,
    akiyama: u64,
    larsson: u64,
    steps: u64,
) -> Result<u8, Failure> {
    use wythoff_lab::report::deep;
    if akiyama != 0 && !(1_000..=10_000_000_000).contains(&akiyama) {
        return Err(bad_input(format!(
            "--akiyama-up-to {akiyama} must be 0 or lie in 1000..=10000000000"
        )));
    }
    if larsson != 0 && !(200..=1_000_000).contains(&larsson) {
        return Err(bad_input(format!(
            "--larsson-up-to {larsson} must be 0 or lie in 200..=1000000"
        )));
    }
    if steps == 0 {
        return Err(bad_input("--checkpoint-steps must be positive"));
    }
    let opts = deep::DeepOptions {
        dir: out.to_path_buf(),
        resume,
        checkpoint_steps: steps,
    };
    let bar = if io::stderr().is_terminal() {
        indicatif::ProgressBar::new(0)
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut text = String::new();
    if akiyama > 0 {
        let records = deep::akiyama(akiyama, &opts, &bar).map_err(bad_input)?;
        text.push_str("n v1/n v2/n v3/n kappa0-frequency\n");
        for (n, v, k) in records {
            text.push_str(&format!(
                "{n} {:.9} {:.9} {:.9} {:.9}\n",
                v[0] as f64 / n as f64,
                v[1] as f64 / n as f64,
                v[2] as f64 / n as f64,
                k as f64 / (n - 1) as f64
            ));
        }
    }
    if larsson > 0 {
        for (k, pts) in deep::larsson_table1(larsson, &opts, &bar).map_err(bad_input)? {
            text.push_str(&format!(
                "k={k} l={} {}\n",
                pts.len(),
                pts.iter()
                    .map(|(m, s)| format!("{m:.4} ({:.1}%)", 100.0 * s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    bar.finish_and_clear();
    emit(&text).map(|()| 0)
}

fn reproduce_cmd(out: &std::path::Path, deep: bool, resume: bool) -> Result<u8, Failure> {
    let progress = io::stderr().is_terminal();
    let bar = if progress {
        indicatif::ProgressBar::new_spinner()
    } else {
        indicatif::ProgressBar::hidden()
    };
    let summary_run = wythoff_lab::report::reproduce(
        out,
        RunOptions {
            bound: None,
            deep,
            progress,
        },
        resume,
        &bar,
    )
    .map_err(bad_input)?;
    bar.finish_and_clear();
    let verdicts = summary_run.verdicts;
    emit(&format!(
        "wythoff-lab: every catalog statement at its {} bound\n\n{}\n{}report: {} files in {} (open {}/index.html or read {}/REPORT.md)\n",
        if deep { "deep" } else { "default" },
        verdict_text(&verdicts, false),
        summary(&verdicts),
        summary_run.files.len(),
        out.display(),
        out.display(),
        out.display()
    ))?;
    Ok(if verdicts.iter().all(Verdict::matches_record) {
        0
    } else {
        1
    })
}

fn smt_cmd(ids: &[String], emit: Option<&std::path::Path>, timeout: u64) -> Result<u8, Failure> {
    let all = wythoff_lab::smt::queries();
    let chosen: Vec<_> = if ids.is_empty() {
        // Without ids, --emit writes the committed queries (what proofs/ holds).
        if emit.is_some() {
            all.into_iter().filter(|q| q.committed).collect()
        } else {
            all
        }
    } else {
        for id in ids {
            if !all.iter().any(|q| q.id == id || q.statement == id) {
                return Err(bad_input(format!(
                    "no SMT query or statement '{id}' (see `wythoff smt --emit DIR` for the list)"
                )));
            }
        }
        all.into_iter()
            .filter(|q| ids.iter().any(|id| q.id == id || q.statement == id))
            .collect()
    };
    if let Some(dir) = emit {
        std::fs::create_dir_all(dir)
            .map_err(|e| bad_input(format!("cannot create {}: {e}", dir.display())))?;
        for q in &chosen {
            let path = dir.join(format!("{}.smt2", q.id));
            // Write to a temporary file, then rename: never a partial file.
            let tmp = dir.join(format!(".{}.smt2.tmp", q.id));
            std::fs::write(&tmp, q.file_text())
                .and_then(|()| std::fs::rename(&tmp, &path))
                .map_err(|e| bad_input(format!("cannot write {}: {e}", path.display())))?;
        }
        return emit_text(&format!(
            "wrote {} queries to {}\n",
            chosen.len(),
            dir.display()
        ));
    }
    run_smt(&chosen, timeout)
}

fn emit_text(t: &str) -> Result<u8, Failure> {
    emit(t).map(|()| 0)
}

#[cfg(feature = "smt")]
fn run_smt(chosen: &[wythoff_lab::smt::Query], timeout: u64) -> Result<u8, Failure> {
    let ms = u32::try_from(timeout.saturating_mul(1000)).unwrap_or(u32::MAX);
    let mut text = format!(
        "{:<28} {:<8} {:<8} {:>8}  {}\n",
        "query", "expected", "answer", "seconds", "statement"
    );
    let mut differ = 0;
    for q in chosen {
        let r = wythoff_lab::smt::solve::run(q, ms);
        if r.answer != q.expected {
            differ += 1;
        }
        text.push_str(&format!(
            "{:<28} {:<8} {:<8} {:>8.2}  {}\n",
            q.id, q.expected, r.answer, r.seconds, q.statement
        ));
        if let Some(m) = r.model {
            text.push_str(&format!("    model: {m}\n"));
        }
    }
    text.push_str(&format!(
        "{} queries, {} as expected\n",
        chosen.len(),
        chosen.len() - differ
    ));
    emit(&text)?;
    Ok(if differ == 0 { 0 } else { 1 })
}

#[cfg(not(feature = "smt"))]
fn run_smt(_: &[wythoff_lab::smt::Query], _: u64) -> Result<u8, Failure> {
    Err(bad_input(
        "this build has no z3 (feature `smt` is off); `wythoff smt --emit DIR` still writes the queries",
    ))
}

fn offset_cmd(spec: &str, columns: u64) -> Result<u8, Failure> {
    use wythoff_lab::games::altered::{Alteration, offset};
    if !(100..=100_000_000).contains(&columns) {
        return Err(bad_input(format!(
            "--columns {columns} must lie in 100..=100000000"
        )));
    }
    let alt = Alteration::parse(spec).map_err(bad_input)?;
    let (mx, my) = alt.extent();
    let radius = (2 * (mx + my) + 10) as i64;
    let m = offset::measure(&alt, columns, radius);
    let (px, py) = offset::theorem3(&alt);
    emit(&format!(
        "{} {}\ntheorem 3: {px} {py}\noverlap {:.6} on columns [{}, {}); next best offset {:.6}\n",
        m.offset.0, m.offset.1, m.overlap, m.window.0, m.window.1, m.runner_up
    ))
    .map(|()| 0)
}

fn word_cmd(op: WordOp) -> Result<u8, Failure> {
    use wythoff_lab::games::bitstring as bs;
    let parse = |s: &str| bs::parse(s).map_err(bad_input);
    const MAX_LEN: usize = 10_000_000;
    let text = match op {
        WordOp::Update { s, times } | WordOp::W { s, times } if times > 64 => {
            return Err(bad_input(format!(
                "--times {times} is too large for {s}: at most 64"
            )));
        }
        WordOp::Update { s, times } => {
            let mut b = parse(&s)?;
            let mut out = String::new();
            for _ in 0..times {
                b = bs::update(&b)
                    .ok_or_else(|| bad_input("the Wythoff update needs a non-empty string"))?;
                out.push_str(&bs::show(&b));
                out.push('\n');
            }
            out
        }
        WordOp::W { s, times } => {
            let mut b = parse(&s)?;
            let mut out = String::new();
            for _ in 0..times {
                if b.len() * 3 > MAX_LEN {
                    return Err(bad_input(format!("w would exceed {MAX_LEN} characters")));
                }
                b = bs::w(&b);
                out.push_str(&bs::show(&b));
                out.push('\n');
            }
            out
        }
        WordOp::Area { s, t } | WordOp::Defects { s, t }
            if !bs::balanced(&parse(&s)?, &parse(&t)?) =>
        {
            return Err(bad_input(format!(
                "'{s}' and '{t}' are not balanced (same length, same number of ones)"
            )));
        }
        WordOp::Area { s, t } => {
            let (a, b) = (parse(&s)?, parse(&t)?);
            if a.len() > 5_000 {
                return Err(bad_input("area: strings of at most 5000 characters"));
            }
            let units = bs::units_between(&a, &b);
            format!(
                "{}\n{}\n",
                units.len(),
                units
                    .iter()
                    .map(|(x, y)| format!("{x},{y}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        }
        WordOp::Defects { s, t } => {
            let (a, b) = (parse(&s)?, parse(&t)?);
            let d = bs::defects(&a, &b);
            format!(
                "{}\ndiffer by defects: {}\n",
                d.iter().map(usize::to_string).collect::<Vec<_>>().join(" "),
                bs::differ_by_defects(&a, &b)
            )
        }
    };
    emit(&text).map(|()| 0)
}

fn render(t: &table::Table, format: Format) -> String {
    match format {
        Format::Text => t.to_text(),
        Format::Csv => t.to_csv(),
        Format::Json => t.to_json() + "\n",
    }
}

fn conjecture_cmd(
    id: Option<&str>,
    up_to: Option<u64>,
    format: Format,
    list: bool,
) -> Result<u8, Failure> {
    let measures = table::measures();
    if list {
        let text: String = measures
            .iter()
            .map(|m| {
                format!(
                    "{:<28} --up-to {}..={} ({})\n",
                    m.id, m.min, m.max, m.meaning
                )
            })
            .collect();
        return emit(&text).map(|()| 0);
    }
    let id = id.unwrap_or_default();
    let m = measures.iter().find(|m| m.id == id).ok_or_else(|| {
        bad_input(format!(
            "no measurable conjecture '{id}' (see `wythoff conjecture --list`)"
        ))
    })?;
    let n = up_to.unwrap_or(m.min);
    if n < m.min || n > m.max {
        return Err(bad_input(format!(
            "--up-to {n} is out of range for {id}: it must lie in {}..={} ({})",
            m.min, m.max, m.meaning
        )));
    }
    let bar = if io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(n);
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} {per_sec} eta {eta}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let t = (m.compute)(n, &bar);
    bar.finish_and_clear();
    emit(&render(&t, format)).map(|()| 0)
}

fn table_cmd(id: Option<&str>, format: Format, list: bool) -> Result<u8, Failure> {
    if list {
        let text: String = table::tables()
            .iter()
            .map(|t| format!("{:<24} {}\n", t.id, t.title))
            .collect();
        return emit(&text).map(|()| 0);
    }
    let id = id.unwrap_or_default();
    let def = table::find(id).ok_or_else(|| {
        bad_input(format!(
            "unknown table id '{id}' (see `wythoff table --list`)"
        ))
    })?;
    let t = (def.compute)();
    emit(&render(&t, format)).map(|()| 0)
}

fn positions_cmd(game: Game, bfile: Option<u64>) -> Result<u8, Failure> {
    let first_n = match &game {
        Game::Wythoff { which }
        | Game::L1 { which }
        | Game::Lythoff { which, .. }
        | Game::Blocking { which, .. } => which.nth.unwrap_or(0),
        _ => 0,
    };
    if bfile == Some(0) {
        return Err(bad_input("--bfile counts coordinates from 1"));
    }
    let stream = match game {
        Game::Wythoff { which } => positions::wythoff(which.select()),
        Game::L1 { which } => positions::l1(which.select()),
        Game::Lythoff { piles, f, which } => {
            positions::lythoff(piles, f.as_deref(), which.select())
        }
        Game::Blocking { k, which } => positions::blocking(k, which.select()),
        Game::Altered { alter, columns } => positions::altered(&alter, columns),
        Game::L1Rules { max_sum } => positions::l1_rules(Variant::L1, max_sum),
        Game::L1Positive { max_sum } => positions::l1_rules(Variant::Positive, max_sum),
    }
    .map_err(bad_input)?;
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut line = String::new();
    for (n, p) in (first_n..).zip(stream) {
        let p = match p {
            Ok(p) => p,
            Err(e) => {
                let _ = out.flush();
                return Err(bad_input(e));
            }
        };
        line.clear();
        if let Some(i) = bfile {
            let Some(v) = p.get(i as usize - 1) else {
                return Err(bad_input(format!(
                    "--bfile {i}: positions have {} coordinates",
                    p.len()
                )));
            };
            line.push_str(&format!("{n} {v}\n"));
            if let Err(e) = out.write_all(line.as_bytes()) {
                return if e.kind() == io::ErrorKind::BrokenPipe {
                    Ok(0)
                } else {
                    Err(bad_input(format!("cannot write output: {e}")))
                };
            }
            continue;
        }
        for (i, v) in p.iter().enumerate() {
            if i > 0 {
                line.push(' ');
            }
            line.push_str(&v.to_string());
        }
        line.push('\n');
        if let Err(e) = out.write_all(line.as_bytes()) {
            return if e.kind() == io::ErrorKind::BrokenPipe {
                Ok(0)
            } else {
                Err(bad_input(format!("cannot write output: {e}")))
            };
        }
    }
    match out.flush() {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            Err(bad_input(format!("cannot write output: {e}")))
        }
        _ => Ok(0),
    }
}
