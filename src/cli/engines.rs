//! `wythoff engines`: each fast engine, its independent twin and the range compared.

use super::*;

pub(crate) fn engines_cmd(json: bool) -> Result<u8, Failure> {
    let all = catalog::engines::all();
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
    }
    emit(&text).map(|()| 0)
}
