//! `wythoff offset`: the measured offset of an altered game and Theorem 3's.

use super::*;
use wythoff_lab::games::altered::{Alteration, offset};

/// The most counter updates and bytes an offset measurement may take (about 10 s, 4 GB).
const MAX_UPDATES: u64 = 4_000_000_000;
const MAX_BYTES: u64 = 4 << 30;

pub(crate) fn offset_cmd(spec: &str, columns: u64, json: bool) -> Result<u8, Failure> {
    if !(100..=100_000_000).contains(&columns) {
        return Err(bad_input(format!(
            "--columns {columns} must lie in 100..=100000000"
        )));
    }
    let alt = Alteration::parse(&read_spec(spec)?).map_err(bad_input)?;
    let radius = offset::default_radius(&alt);
    let (px, py) = offset::theorem3(&alt);
    let (cols, updates, bytes) = offset::cost(&alt, columns, radius);
    if updates > MAX_UPDATES || bytes > MAX_BYTES {
        return Err(bad_input(format!(
            "measuring this offset would search |dx|, |dy| <= {radius} over {} columns: about {updates} counter updates and {} MB (limits {MAX_UPDATES} and {} MB); Theorem 3 predicts {px} {py}",
            cols,
            bytes >> 20,
            MAX_BYTES >> 20
        )));
    }
    let m = offset::measure(&alt, columns, radius);
    if json {
        let v = serde_json::json!({
            "offset": m.converged().then_some([m.offset.0, m.offset.1]),
            "converged": m.converged(),
            "theorem3": [px, py],
            "best": [m.offset.0, m.offset.1],
            "overlap": m.overlap,
            "window": [m.window.0, m.window.1],
            "runner_up": m.runner_up,
        });
        let s = serde_json::to_string_pretty(&v)
            .map_err(|e| bad_input(format!("cannot render JSON: {e}")))?;
        return emit(&format!("{s}\n")).map(|()| 0);
    }
    let first = if m.converged() {
        format!("{} {}", m.offset.0, m.offset.1)
    } else {
        "not converged".to_string()
    };
    emit(&format!(
        "{first}\ntheorem 3: {px} {py}\nbest offset {} {} with overlap {:.6} on columns [{}, {}); next best offset {:.6}{}\n",
        m.offset.0,
        m.offset.1,
        m.overlap,
        m.window.0,
        m.window.1,
        m.runner_up,
        if m.converged() {
            ""
        } else {
            " (a measurement converges when the best overlap is at least 0.5 and twice the next best; try a larger --columns)"
        }
    ))
    .map(|()| 0)
}
