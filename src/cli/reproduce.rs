//! `wythoff reproduce` (and no command): every statement, then the report.

use super::*;

pub(crate) fn reproduce_cmd(
    out: &std::path::Path,
    deep: bool,
    resume: bool,
) -> Result<u8, Failure> {
    writable(out)?;
    let progress = io::stderr().is_terminal();
    let bar = if progress {
        indicatif::ProgressBar::new_spinner()
    } else {
        indicatif::ProgressBar::hidden()
    };
    let summary_run = wythoff_lab::report::reproduce(
        out,
        &papers::report_sources(deep),
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

/// Refuse an output folder that cannot be written before any work is done.
pub(crate) fn writable(out: &std::path::Path) -> Result<(), Failure> {
    let cannot =
        |e: std::io::Error| bad_input(format!("cannot write the report to {}: {e}", out.display()));
    std::fs::create_dir_all(out).map_err(cannot)?;
    let probe = out.join(format!(".write-probe-{}", std::process::id()));
    std::fs::write(&probe, b"").map_err(cannot)?;
    std::fs::remove_file(&probe).map_err(cannot)
}
