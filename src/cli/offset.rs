//! `wythoff offset`: the measured offset of an altered game and Theorem 3's.

use super::*;

pub(crate) fn offset_cmd(spec: &str, columns: u64) -> Result<u8, Failure> {
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
