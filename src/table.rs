//! Tables: computed tables with their source, rendered as text, CSV or JSON.

use serde::Serialize;

/// A computed table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Table {
    /// The table id (a catalog id, or an auxiliary table's id).
    pub id: String,
    /// A title in words.
    pub title: String,
    /// Where the published version is printed, if it is (paper, table, page).
    pub source: String,
    /// Column headers.
    pub columns: Vec<String>,
    /// Rows of cells.
    pub rows: Vec<Vec<String>>,
}

/// A table the `table` command can compute.
#[derive(Debug, Clone, Copy)]
pub struct TableDef {
    /// The id users type.
    pub id: &'static str,
    /// A title in words.
    pub title: &'static str,
    /// Compute the table.
    pub compute: fn() -> Table,
}

impl Table {
    /// Aligned text with a header line.
    pub fn to_text(&self) -> String {
        let mut widths: Vec<usize> = self.columns.iter().map(String::len).collect();
        for row in &self.rows {
            for (w, c) in widths.iter_mut().zip(row) {
                *w = (*w).max(c.len());
            }
        }
        let line = |cells: &[String]| {
            cells
                .iter()
                .zip(&widths)
                .map(|(c, w)| format!("{c:>w$}"))
                .collect::<Vec<_>>()
                .join("  ")
                .trim_end()
                .to_string()
        };
        let mut out = format!("# {}: {}\n", self.id, self.title);
        if !self.source.is_empty() {
            out.push_str(&format!("# source: {}\n", self.source));
        }
        out.push_str(&line(&self.columns));
        out.push('\n');
        for row in &self.rows {
            out.push_str(&line(row));
            out.push('\n');
        }
        out
    }

    /// CSV (RFC 4180 quoting where needed), header first.
    pub fn to_csv(&self) -> String {
        let quote = |c: &String| {
            if c.contains([',', '"', '\n']) {
                format!("\"{}\"", c.replace('"', "\"\""))
            } else {
                c.clone()
            }
        };
        let mut out = String::new();
        for row in std::iter::once(&self.columns).chain(&self.rows) {
            out.push_str(&row.iter().map(quote).collect::<Vec<_>>().join(","));
            out.push('\n');
        }
        out
    }

    /// Pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_quotes_cells_with_commas() {
        let t = Table {
            id: "t".into(),
            title: "x".into(),
            source: String::new(),
            columns: vec!["a".into(), "b".into()],
            rows: vec![vec!["1,2".into(), "3".into()]],
        };
        assert_eq!(t.to_csv(), "a,b\n\"1,2\",3\n");
    }
}

/// A conjecture measured as a table by `wythoff conjecture ID --up-to N`.
#[derive(Debug, Clone, Copy)]
pub struct MeasureDef {
    /// The catalog id of the conjecture.
    pub id: &'static str,
    /// What `--up-to` bounds.
    pub meaning: &'static str,
    /// The smallest accepted `--up-to`.
    pub min: u64,
    /// The largest accepted `--up-to` (time or memory).
    pub max: u64,
    /// The range where the measure's engine is compared with its twin, in `--up-to`'s
    /// units: `conjecture` refuses an `--up-to` past its slow-tests range without
    /// `--past-compared` (`None`: no fast engine, the measure runs from the rules).
    pub compared: Option<crate::check::engines::Reach>,
    /// Measure up to `N`, reporting progress (positions processed) to the bar.
    pub compute: fn(u64, &indicatif::ProgressBar) -> Table,
}
