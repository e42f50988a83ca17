//! `wythoff conjecture`: measure a conjecture up to N.

use super::*;

pub(crate) fn conjecture_cmd(
    id: Option<&str>,
    up_to: Option<u64>,
    format: Format,
    list: bool,
) -> Result<u8, Failure> {
    let measures = papers::measures();
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
    if let Some(reach) = &m.compared {
        super::compared::within(&format!("conjecture {id} --up-to"), n, reach)?;
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
    super::compared::announce();
    let t = (m.compute)(n, &bar);
    bar.finish_and_clear();
    emit(&render(&t, format)).map(|()| 0)
}
