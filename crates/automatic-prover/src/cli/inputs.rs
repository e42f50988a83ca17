//! Reading what a command line is given, with bounds: a script (a file or standard
//! input, at most [`MAX_SCRIPT_BYTES`]) and an automaton in Walnut's text format (at most
//! [`MAX_AUTOMATON_BYTES`], checked as `load` checks it). Every failure is one line naming
//! the file. Cost: one read of the input, then (an automaton) a minimization.

use crate::automaton::limits::Budget;
use crate::logic::auto::Auto;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The largest script read (a proof file is a few kilobytes).
pub const MAX_SCRIPT_BYTES: u64 = 16 << 20;

/// The largest automaton file read.
pub const MAX_AUTOMATON_BYTES: u64 = MAX_SCRIPT_BYTES * 64;

/// A script from a file, or from standard input for `-`: its text and the directory its
/// relative paths start from (the file's, the working directory for `-`).
pub fn read_script(file: &str) -> Result<(String, PathBuf), String> {
    let (reader, dir): (Box<dyn Read>, PathBuf) = if file == "-" {
        (Box::new(std::io::stdin()), PathBuf::from("."))
    } else {
        let f = std::fs::File::open(file).map_err(|e| format!("cannot open {file}: {e}"))?;
        let dir = Path::new(file)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        (Box::new(f), dir)
    };
    Ok((read_bounded(reader, file, MAX_SCRIPT_BYTES)?, dir))
}

/// At most `limit` bytes of text from `reader` (more is an error naming `what`).
pub fn read_bounded(reader: impl Read, what: &str, limit: u64) -> Result<String, String> {
    let mut text = String::new();
    reader
        .take(limit + 1)
        .read_to_string(&mut text)
        .map_err(|e| format!("cannot read {what}: {e}"))?;
    if text.len() as u64 > limit {
        return Err(format!("{what} is larger than {} MB", limit >> 20));
    }
    Ok(text)
}

/// `NAME=FILE`: the name and the automaton read from Walnut's text format, made safe as
/// `load` makes it (valid representations only; refused when a leading or trailing zero
/// changes its answer).
pub fn read_walnut_automaton(spec: &str) -> Result<(String, Auto), String> {
    let (name, path) = spec
        .split_once('=')
        .filter(|(n, p)| {
            !n.is_empty()
                && !p.is_empty()
                && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
        .ok_or_else(|| format!("--load-walnut wants NAME=FILE, found '{spec}'"))?;
    let f = std::fs::File::open(path).map_err(|e| format!("cannot open {path}: {e}"))?;
    let text = read_bounded(f, path, MAX_AUTOMATON_BYTES)?;
    let auto = crate::walnut::format::from_walnut(&text)
        .and_then(|a| crate::walnut::save::checked(a, &Budget::default()))
        .map_err(|e| format!("{path}: {e}"))?;
    Ok((name.to_string(), auto))
}

#[cfg(test)]
mod tests {
    use crate::cli::inputs::*;

    #[test]
    fn bounds_and_names_are_checked() {
        assert!(read_bounded(&b"abc"[..], "x", 3).is_ok_and(|t| t == "abc"));
        assert!(read_bounded(&b"abcd"[..], "x", 3).is_err_and(|e| e.starts_with("x is larger")));
        assert!(read_walnut_automaton("noequals").is_err_and(|e| e.contains("NAME=FILE")));
        assert!(read_walnut_automaton("a b=f").is_err_and(|e| e.contains("NAME=FILE")));
        assert!(read_walnut_automaton("a=/no/such/file").is_err_and(|e| e.contains("cannot open")));
        assert!(read_script("/no/such/file").is_err_and(|e| e.contains("cannot open")));
    }
}
