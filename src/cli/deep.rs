//! `wythoff deep`: the long, resumable measurements.

use super::*;

pub(crate) fn deep_cmd(
    out: &std::path::Path,
    resume: bool,
    akiyama: u64,
    larsson: u64,
    steps: u64,
) -> Result<u8, Failure> {
    use wythoff_lab::check::engines::{AKIYAMA_VRING, BLOCKING};
    use wythoff_lab::papers::deep;
    if akiyama != 0 && !(1_000..=5_000_000_000).contains(&akiyama) {
        return Err(bad_input(format!(
            "--akiyama-up-to {akiyama} must be 0 or lie in 1000..=5000000000 (memory: about 0.7 bytes per n)"
        )));
    }
    let (_, larsson_limit) = super::limits::served("deep --larsson-up-to", &BLOCKING[0]);
    if larsson != 0 && !(200..=larsson_limit).contains(&larsson) {
        return Err(bad_input(format!(
            "--larsson-up-to {larsson} must be 0 or lie in 200..={larsson_limit} (10^7: about 3 minutes, 0.9 GB)"
        )));
    }
    if akiyama != 0 {
        super::compared::within("deep --akiyama-up-to", akiyama, &AKIYAMA_VRING)?;
    }
    if larsson != 0 {
        super::compared::within("deep --larsson-up-to", larsson, &BLOCKING[0])?;
    }
    if steps == 0 {
        return Err(bad_input("--checkpoint-every must be positive"));
    }
    writable(out)?;
    super::compared::announce();
    let seconds = estimate_seconds(akiyama, larsson);
    if !resume && seconds >= 5.0 {
        eprintln!(
            "estimate: about {}; stop with Ctrl-C, continue with --resume",
            wythoff_lab::check::estimate::words(seconds)
        );
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

/// Seconds per 10^9 of Akiyama's measurement (ring engine and kappa), measured by
/// `time wythoff deep --akiyama-up-to 1000000000 --larsson-up-to 0` (42 s) on the quiet 2-core
/// machine.
const AKIYAMA_SECONDS_PER_1E9: f64 = 42.0;
/// Seconds per 10^6 columns of Table 1 (k = 1..20, one k at a time), measured by `time
/// wythoff deep --akiyama-up-to 0 --larsson-up-to 10000000` (2 min 44 s) on the same machine.
const LARSSON_SECONDS_PER_1E6: f64 = 16.4;

/// The expected wall time of a deep run in seconds: both measurements are linear in their
/// reach.
fn estimate_seconds(akiyama: u64, larsson: u64) -> f64 {
    akiyama as f64 / 1e9 * AKIYAMA_SECONDS_PER_1E9 + larsson as f64 / 1e6 * LARSSON_SECONDS_PER_1E6
}
