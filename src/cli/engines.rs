//! `wythoff engines`: each fast engine, its independent twin and the range compared.

use super::*;

pub(crate) fn engines_cmd(json: bool) -> Result<u8, Failure> {
    let all = papers::engines::engines();
    if json {
        return emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(&all).unwrap_or_default()
        ))
        .map(|()| 0);
    }
    let mut text = String::new();
    for e in &all {
        text.push_str(&format!(
            "{}\n  twin:        {}\n  quick tests: {}\n  slow-tests:  {}\n  verdicts:    {}\n  where:       {}\n",
            e.engine, e.twin, e.quick, e.deep, e.in_verdicts, e.r#where
        ));
        for r in &e.reach {
            text.push_str(&format!(
                "  compared:    {}: to {} (slow-tests {})\n",
                r.measure, r.quick, r.deep
            ));
        }
        if e.key == "proved" {
            for (command, file) in wythoff_lab::games::proved::listing() {
                text.push_str(&format!(
                    "  checked:     {command}: every position printed, against {file}\n"
                ));
            }
        }
        for u in &e.uses {
            let reach = e.reach.iter().find(|r| r.measure == u.measure);
            let line = match (u.at_bound, u.command_max, reach) {
                (Some(at), _, Some(r)) => match papers::find(u.by) {
                    Some(s) => format!(
                        "{}: {} to {} at its default bound (compared to {}), {} deep (compared to {})",
                        u.by,
                        u.measure,
                        at(s.bound.default),
                        r.quick,
                        at(s.bound.deep),
                        r.deep
                    ),
                    None => format!("{}: not in the catalog", u.by),
                },
                (None, Some(max), Some(r)) => format!(
                    "{}: {} to {max} (compared to {}); to {} with --past-compared",
                    u.by,
                    u.measure,
                    r.deep,
                    u.command_limit.unwrap_or(max)
                ),
                _ => format!("{}: {}", u.by, u.measure),
            };
            text.push_str(&format!("  used by:     {line}\n"));
        }
    }
    emit(&text).map(|()| 0)
}
