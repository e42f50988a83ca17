//! A user's Walnut folder (`--walnut-home DIR`): the automata and words a Walnut session
//! keeps in files, found by name when a script uses a name it has not defined.
//!
//! | used as | read from | format |
//! |---|---|---|
//! | `$NAME(...)` | `DIR/Automata Library/NAME.txt` | Walnut's automaton format ([`from_walnut`]) |
//! | `NAME[x]` | `DIR/Word Automata Library/NAME.txt` | the same, with an integer output per state ([`word_from_walnut`]) |
//! | `#NAME(...)` | `DIR/Macro Library/NAME.txt` | the macro's template |
//! | `promote W NAME`, `image W NAME V` | `DIR/Morphism Library/NAME.txt` | the mappings, as `morphism` takes them |
//! | `transduce W NAME V` | `DIR/Transducer Library/NAME.txt` | Walnut's transducer format ([`Transducer::parse`]) |
//! | `load FILE;` | `DIR/Command Files/FILE` | Walnut commands |
//! | `?msd_NAME`, `lsd_NAME` | `DIR/Custom Bases/msd_NAME_addition.txt`, `msd_NAME.txt` | Walnut's automaton format with alphabets `{0, 1, ..}` ([`custom_base`](crate::numeration::custom_base)) |
//!
//! A Walnut session folder ([`WalnutHome::with_session`], Walnut's `--session-dir`) is
//! read before the home: a library file there overrides the home's one of the same name, as
//! in Walnut; command files are read from the home only.
//!
//! An automaton read here is made safe exactly as `load` makes it ([`save::checked`]):
//! intersected with the valid representations, refused when a leading (msd) or trailing
//! (lsd) zero changes its answer. A word is used as read (its value at an invalid
//! representation is never asked for: every index is a valid representation). A name
//! defined in the script always wins over the folder's file; a file that cannot be read or
//! is refused is an error naming the file, never a silent fallback.
//!
//! A system of `Custom Bases/` is read the first time its name is used (by any session of
//! the process: the folder is registered when the home is opened) and checked as
//! [`custom_base`](crate::numeration::custom_base) says; a file under a built-in system's
//! name (`msd_fib`, `msd_trib`, `msd_pell`, `msd_neg_fib`; not base k or neg_k) that
//! defines another system replaces the built-in one, with a note
//! ([`numeration::take_notes`](crate::numeration::take_notes)).
//!
//! Route and cost: one file read and parsed per name, linear in its size, then a
//! minimization (automata); the session caches the result.

use crate::automaton::limits::Budget;
use crate::logic::Auto;
use crate::logic::transducer::Transducer;
use crate::logic::words::{MultiWord, Word};
use crate::walnut::format::{from_walnut, multi_word_from_walnut, word_from_walnut};
use crate::walnut::save;
use std::path::{Path, PathBuf};

/// A Walnut folder: the directory holding `Automata Library/`, `Word Automata Library/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WalnutHome {
    root: PathBuf,
    /// A session folder whose library files override the home's.
    session: Option<PathBuf>,
}

impl WalnutHome {
    /// The folder at `root` (refused when it is not a directory).
    pub fn new(root: &Path) -> Result<WalnutHome, String> {
        if !root.is_dir() {
            return Err(format!("{} is not a directory", root.display()));
        }
        let bases = root.join("Custom Bases");
        if bases.is_dir() {
            crate::numeration::add_base_folder(&bases);
        }
        Ok(WalnutHome {
            root: root.to_path_buf(),
            session: None,
        })
    }

    /// The folder at `root` with a session folder `session` whose library files (and
    /// `Custom Bases/`) are read first, as Walnut's `--session-dir` (both must be
    /// directories; `session` may be `root` itself, Walnut's `--global-session`).
    pub fn with_session(root: &Path, session: &Path) -> Result<WalnutHome, String> {
        if !session.is_dir() {
            return Err(format!("{} is not a directory", session.display()));
        }
        let bases = session.join("Custom Bases");
        if bases.is_dir() {
            crate::numeration::add_base_folder(&bases);
        }
        let mut home = WalnutHome::new(root)?;
        home.session = (session != root).then(|| session.to_path_buf());
        Ok(home)
    }

    /// The home folder (where `Command Files/` is read).
    pub fn root(&self) -> &Path {
        &self.root
    }

    fn file(&self, folder: &str, name: &str) -> Option<PathBuf> {
        // A name is letters, digits and `_` (the lexer's identifiers): never a path.
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        let file = format!("{name}.txt");
        self.session
            .iter()
            .chain(std::iter::once(&self.root))
            .map(|dir| dir.join(folder).join(&file))
            .find(|p| p.is_file())
    }

    /// `$name` from `Automata Library/`: `None` when there is no such file.
    pub fn automaton(&self, name: &str, budget: &Budget) -> Option<Result<Auto, String>> {
        let path = self.file("Automata Library", name)?;
        Some(read(&path).and_then(|t| {
            let a = from_walnut(&t).map_err(|e| format!("{}: {e}", path.display()))?;
            save::checked(a, budget).map_err(|e| format!("{}: {e}", path.display()))
        }))
    }

    /// `name[x]` from `Word Automata Library/`: `None` when there is no such file.
    pub fn word(&self, name: &str) -> Option<Result<Word, String>> {
        let path = self.file("Word Automata Library", name)?;
        Some(read(&path).and_then(|t| {
            let (num, dfa, out) =
                word_from_walnut(&t).map_err(|e| format!("{}: {e}", path.display()))?;
            Ok(Word { num, dfa, out })
        }))
    }
}

impl WalnutHome {
    /// `name[x][y]...` (a word of several indices) from `Word Automata Library/`: `None`
    /// when there is no such file.
    pub fn multi_word(&self, name: &str) -> Option<Result<MultiWord, String>> {
        let path = self.file("Word Automata Library", name)?;
        Some(read(&path).and_then(|t| {
            multi_word_from_walnut(&t).map_err(|e| format!("{}: {e}", path.display()))
        }))
    }

    /// A transducer from `Transducer Library/`: `None` when there is no such file.
    pub fn transducer(&self, name: &str) -> Option<Result<Transducer, String>> {
        let path = self.file("Transducer Library", name)?;
        Some(
            read(&path).and_then(|t| {
                Transducer::parse(&t).map_err(|e| format!("{}: {e}", path.display()))
            }),
        )
    }

    /// A macro's template from `Macro Library/` (its line breaks at the end dropped).
    pub fn macro_text(&self, name: &str) -> Option<String> {
        let path = self.file("Macro Library", name)?;
        read(&path)
            .ok()
            .map(|t| t.trim_end_matches(['\n', '\r']).to_string())
    }

    /// A morphism's text from `Morphism Library/` (the mappings, as `morphism` takes them).
    pub fn morphism_text(&self, name: &str) -> Option<Result<String, String>> {
        let path = self.file("Morphism Library", name)?;
        Some(read(&path))
    }

    /// A command file from `Command Files/` (Walnut's `load FILE;`): its path and text.
    /// The file name is a plain name (letters, digits, `_`, `-`, `.`), never a path.
    pub fn command_file(&self, file: &str) -> Result<(PathBuf, String), String> {
        let plain = !file.is_empty()
            && !file.starts_with('.')
            && file
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
        if !plain {
            return Err(format!(
                "'{file}' is not a file name (load FILE; reads a file of Command Files/)"
            ));
        }
        let path = self.root.join("Command Files").join(file);
        read(&path).map(|t| (path, t))
    }

    /// Where a word's or an automaton's file would be (`Word Automata Library/NAME.txt` or
    /// `Automata Library/NAME.txt`), when it exists.
    pub fn library_file(&self, name: &str, automaton: bool) -> Option<PathBuf> {
        let folder = if automaton {
            "Automata Library"
        } else {
            "Word Automata Library"
        };
        self.file(folder, name)
    }
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use crate::walnut::library::*;

    fn home_with(files: &[(&str, &str, &str)]) -> (PathBuf, WalnutHome) {
        let dir = std::env::temp_dir().join(format!(
            "walnut-home-{}-{}",
            std::process::id(),
            files.len() + files.iter().map(|f| f.1.len()).sum::<usize>()
        ));
        for (folder, name, text) in files {
            std::fs::create_dir_all(dir.join(folder)).expect("temp dir");
            std::fs::write(dir.join(folder).join(format!("{name}.txt")), text).expect("write");
        }
        let home = WalnutHome::new(&dir).expect("a directory");
        (dir, home)
    }

    #[test]
    fn an_automaton_and_a_word_are_read_by_name() {
        // Even numbers (msd_2: the last digit is 0) and the word n mod 3 (msd_2).
        let even = "msd_2\n0 1\n0 -> 0\n1 -> 1\n1 0\n0 -> 0\n1 -> 1\n";
        let mod3 = "msd_2\n0 0\n0 -> 0\n1 -> 1\n1 1\n0 -> 2\n1 -> 0\n2 2\n0 -> 1\n1 -> 2\n";
        let (dir, home) = home_with(&[
            ("Automata Library", "even", even),
            ("Word Automata Library", "M", mod3),
        ]);
        let b = Budget::default();
        let a = home.automaton("even", &b).expect("found").expect("read");
        for n in 0..40u64 {
            assert_eq!(a.accepts_values(&[n]), n % 2 == 0, "n = {n}");
        }
        let w = home.word("M").expect("found").expect("read");
        for n in 0..40u64 {
            assert_eq!(w.at(n), (n % 3) as i64, "n = {n}");
        }
        assert!(home.automaton("odd", &b).is_none());
        assert!(home.word("../M").is_none(), "a name is never a path");
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn a_file_not_closed_under_leading_zeros_is_refused_with_its_name() {
        // Accepts exactly the word "1" (and not "01"): 1 is in, read with a leading zero it is not.
        let one = "msd_2\n0 0\n1 -> 1\n1 1\n";
        let (dir, home) = home_with(&[("Automata Library", "one", one)]);
        let err = home
            .automaton("one", &Budget::default())
            .expect("found")
            .expect_err("refused");
        assert!(
            err.contains("one.txt") && err.contains("leading zero"),
            "{err}"
        );
        std::fs::remove_dir_all(dir).ok();
    }
}
