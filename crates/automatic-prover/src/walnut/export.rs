//! A script as a Walnut session (`wythoff prove FILE --export-walnut DIR`), so that a
//! referee re-runs a proof in Walnut without trusting this code.
//!
//! Written under `DIR`, in the layout of Walnut's own folders:
//! * `Command Files/NAME.txt`: the script's commands in Walnut syntax, unchanged except
//!   that each `load` is left out (its automaton is in the library instead, and Walnut's
//!   own `load` runs a command file), comments are left out, and a system Walnut does not
//!   ship is defined first (`ost ost_3 [0] [3];` makes `msd_ost_3`); `msd_ost_1` and
//!   `msd_ost_2` are written `msd_fib` and `msd_pell`, the names Walnut ships them under.
//! * `Automata Library/A.txt`: each loaded automaton `A` in Walnut's automaton format
//!   ([`crate::walnut::format`]), restricted to the valid representations (one
//!   whose answer changes with a leading zero is refused: Walnut would read it otherwise);
//!   the commands refer to it as `$A`, as before.
//! * `README.txt`: how to run it in Walnut.
//!
//! Each `def`, `eval` and `reg` written passes [`crate::walnut::grammar`], a
//! checker of Walnut's grammar; one that does not (a `true` or `false` literal, which
//! Walnut reads as a variable: write `~(...)` for `... => false`) is an error naming its
//! line, and nothing is written.
//!
//! Cost: reading each loaded automaton and one product with the valid representations.

use crate::automaton::limits::Budget;
use crate::walnut::format::{to_walnut, walnut_name};
use crate::walnut::grammar::check_commands;
use crate::walnut::save;
use crate::walnut::{Command, parse_script};
use std::path::{Path, PathBuf};

/// Where a script's `load` commands find their files: in memory first (a catalog proof's
/// embedded automata), then under `base_dir`.
pub struct Sources<'a> {
    /// `(path as the script names it, text)`.
    pub files: &'a [(String, String)],
    /// The folder of the script.
    pub base_dir: &'a Path,
}

/// The exported files: the command file's text and each library automaton `(name, text)`.
pub struct Exported {
    /// `Command Files/NAME.txt`.
    pub commands: String,
    /// `Automata Library/NAME.txt` for each `load`.
    pub library: Vec<(String, String)>,
}

/// Translate `script` (see the module doc); the error is one line.
pub fn export(script: &str, src: &Sources<'_>) -> Result<Exported, String> {
    let cmds = parse_script(script).map_err(|e| e.to_string())?;
    let mut commands = String::new();
    let mut library = Vec::new();
    let mut systems = Vec::new();
    for c in &cmds {
        match &c.command {
            Command::Load { name, path } => {
                let auto = match src.files.iter().find(|(p, _)| p == path) {
                    Some((_, text)) => save::from_text(text).map_err(|e| format!("{path}: {e}"))?,
                    None => save::read(&src.base_dir.join(path))?,
                };
                // The checks of `load`: valid representations only, closed under padding.
                let auto =
                    save::checked(auto, &Budget::default()).map_err(|e| format!("{path}: {e}"))?;
                systems.extend(auto.nums.iter().map(|n| walnut_name(&n.name)));
                if library.iter().any(|(n, _)| n == name) {
                    return Err(format!(
                        "line {}: '{name}' is loaded twice (one library file per name)",
                        c.pos.line
                    ));
                }
                library.push((name.clone(), to_walnut(&auto)));
            }
            _ => {
                let text = rename_systems(&c.text);
                // What Walnut's grammar refuses (a `true`/`false` literal, for one) is
                // refused here rather than written.
                if matches!(
                    c.command,
                    Command::Def { .. } | Command::Eval { .. } | Command::Reg { .. }
                ) {
                    check_commands(&text).map_err(|e| {
                        format!(
                            "line {}: Walnut would not read this command: {e}",
                            c.pos.line
                        )
                    })?;
                }
                systems.extend(ost_names(&text));
                commands.push_str(&text);
                commands.push('\n');
            }
        }
    }
    let mut preamble = String::new();
    systems.sort();
    systems.dedup();
    for s in &systems {
        if let Some(a) = s
            .strip_prefix("msd_ost_")
            .or_else(|| s.strip_prefix("lsd_ost_"))
        {
            let line = format!("ost ost_{a} [0] [{a}];\n");
            if !preamble.contains(&line) {
                preamble.push_str(&line);
            }
        }
    }
    Ok(Exported {
        commands: preamble + &commands,
        library,
    })
}

/// Write the session under `dir` as `Command Files/NAME.txt`, `Automata Library/*.txt` and
/// `README.txt`; the paths written.
pub fn write(dir: &Path, name: &str, e: &Exported) -> Result<Vec<PathBuf>, String> {
    let mut written = Vec::new();
    let mut put = |rel: PathBuf, text: &str| -> Result<(), String> {
        let p = dir.join(rel);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|err| format!("cannot create {}: {err}", parent.display()))?;
        }
        std::fs::write(&p, text).map_err(|err| format!("cannot write {}: {err}", p.display()))?;
        written.push(p);
        Ok(())
    };
    put(
        Path::new("Command Files").join(format!("{name}.txt")),
        &e.commands,
    )?;
    for (a, text) in &e.library {
        put(Path::new("Automata Library").join(format!("{a}.txt")), text)?;
    }
    let lib: Vec<String> = e.library.iter().map(|(a, _)| format!("{a}.txt")).collect();
    let readme = format!(
        "A Walnut session written by `wythoff prove --export-walnut`.\n\
         To run it in Walnut: copy the files of `Automata Library/` ({}) into Walnut's \
         `Automata Library/` folder and `Command Files/{name}.txt` into its `Command Files/` \
         folder, start Walnut (walnut.sh) and type: load {name}.txt;\n\
         Every eval must print TRUE.\n",
        if lib.is_empty() {
            "none here".to_string()
        } else {
            lib.join(", ")
        }
    );
    put(PathBuf::from("README.txt"), &readme)?;
    Ok(written)
}

/// `msd_ost_1` / `msd_ost_2` (and `lsd_`) written as Walnut's `fib` / `pell`; every other
/// character unchanged.
pub fn rename_systems(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = find_ost(rest) {
        let (before, from) = rest.split_at(i);
        out.push_str(before);
        let digits_at = "msd_ost_".len();
        let end = digits_at
            + from[digits_at..]
                .find(|ch: char| !ch.is_ascii_digit())
                .unwrap_or(from.len() - digits_at);
        out.push_str(&walnut_name(&from[..end]));
        rest = &from[end..];
    }
    out.push_str(rest);
    out
}

/// The start of the first `msd_ost_` or `lsd_ost_` in `s`.
fn find_ost(s: &str) -> Option<usize> {
    match (s.find("msd_ost_"), s.find("lsd_ost_")) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Every `msd_ost_A` / `lsd_ost_A` named in `text`.
fn ost_names(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = find_ost(rest) {
        let from = &rest[i..];
        let digits_at = "msd_ost_".len();
        let end = digits_at
            + from[digits_at..]
                .find(|ch: char| !ch.is_ascii_digit())
                .unwrap_or(from.len() - digits_at);
        out.push(from[..end].to_string());
        rest = &from[end..];
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::walnut::export::*;

    #[test]
    fn systems_take_walnut_names() {
        assert_eq!(
            rename_systems("?msd_ost_1 x=1 & ?msd_ost_2 y=2 & ?msd_ost_12 z=3"),
            "?msd_fib x=1 & ?msd_pell y=2 & ?msd_ost_12 z=3"
        );
        let e = export(
            "def a \"?msd_ost_3 x=1\";\neval b \"?msd_ost_2 Ax x=x\";\n",
            &Sources {
                files: &[],
                base_dir: Path::new("."),
            },
        )
        .expect("exports");
        assert_eq!(
            e.commands,
            "ost ost_3 [0] [3];\ndef a \"?msd_ost_3 x=1\";\neval b \"?msd_pell Ax x=x\";\n"
        );
    }

    #[test]
    fn a_load_of_a_missing_file_is_an_error() {
        let e = export(
            "load p \"nosuch.txt\";\n",
            &Sources {
                files: &[],
                base_dir: Path::new("/nonexistent"),
            },
        );
        assert!(e.is_err_and(|m| m.contains("nosuch.txt") && !m.contains('\n')));
    }
}
