//! `wythoff table`: a computed table.

use super::*;

pub(crate) fn table_cmd(id: Option<&str>, format: Format, list: bool) -> Result<u8, Failure> {
    if list {
        let text: String = papers::tables()
            .iter()
            .map(|t| format!("{:<24} {}\n", t.id, t.title))
            .collect();
        return emit(&text).map(|()| 0);
    }
    let id = id.unwrap_or_default();
    let def = papers::table(id).ok_or_else(|| {
        bad_input(format!(
            "unknown table id '{id}' (see `wythoff table --list`)"
        ))
    })?;
    let t = (def.compute)();
    emit(&render(&t, format)).map(|()| 0)
}
