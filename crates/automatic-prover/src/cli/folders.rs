//! A Walnut home folder and the session folder a run writes to, as Walnut lays them out.
//!
//! The home (the working directory, or `--home-dir`) holds `Command Files/` and the
//! libraries (`Automata Library/`, `Word Automata Library/`, `Macro Library/`, `Morphism
//! Library/`, `Transducer Library/`, `Custom Bases/`). A run writes to a session folder:
//! `Session/<date and time>/` under the home by default, `--session-dir PATH`, or the home
//! itself with `--global-session` (Walnut 6's layout). The session folder gets `Result/`
//! (every automaton and word as `NAME.txt` and `NAME.gv`) and its own libraries, which are
//! read before the home's. Cost: a few directory creations.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// The libraries a session folder holds, as Walnut names them.
pub const LIBRARIES: [&str; 6] = [
    "Automata Library",
    "Word Automata Library",
    "Macro Library",
    "Morphism Library",
    "Transducer Library",
    "Custom Bases",
];

/// Where a run reads and writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Folders {
    /// The home: `Command Files/` and the libraries are read here.
    pub home: PathBuf,
    /// The session folder: `Result/` and the libraries written by the run.
    pub session: PathBuf,
}

/// How the session folder is chosen (Walnut's options).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum SessionChoice {
    /// `Session/<UTC date and time>/` under the home (Walnut's default).
    #[default]
    Dated,
    /// `--session-dir PATH`.
    Dir(PathBuf),
    /// `--global-session`: the home itself.
    Global,
}

impl Folders {
    /// The folders for `home` (which must be a directory) and the session choice; nothing
    /// is created yet.
    pub fn new(home: &Path, choice: &SessionChoice) -> Result<Folders, String> {
        if !home.is_dir() {
            return Err(format!(
                "the Walnut home {} is not a directory",
                home.display()
            ));
        }
        let session = match choice {
            SessionChoice::Dated => home.join("Session").join(dated_name(SystemTime::now())),
            SessionChoice::Dir(p) => p.clone(),
            SessionChoice::Global => home.to_path_buf(),
        };
        Ok(Folders {
            home: home.to_path_buf(),
            session,
        })
    }

    /// The session's `Result/` folder.
    pub fn result(&self) -> PathBuf {
        self.session.join("Result")
    }

    /// Create the session folder, its `Result/` and its libraries.
    pub fn create(&self) -> Result<(), String> {
        for d in LIBRARIES
            .iter()
            .map(|l| self.session.join(l))
            .chain([self.result()])
        {
            std::fs::create_dir_all(&d)
                .map_err(|e| format!("cannot create {}: {e}", d.display()))?;
        }
        Ok(())
    }

    /// A command file of the home (`Command Files/FILE`), as Walnut's command line and
    /// `load FILE;` name it: a file name, never a path.
    pub fn command_file(&self, file: &str) -> Result<PathBuf, String> {
        let plain = !file.is_empty()
            && !file.starts_with('.')
            && file
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
        if !plain {
            return Err(format!(
                "'{file}' is not a file name (a command file is named by its name in {})",
                self.home.join("Command Files").display()
            ));
        }
        let p = self.home.join("Command Files").join(file);
        if !p.is_file() {
            return Err(format!("no command file {}", p.display()));
        }
        Ok(p)
    }
}

/// Walnut's session name `yyyy_MM_dd_HH_mm_ss` for a time (UTC here).
pub fn dated_name(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}_{m:02}_{d:02}_{:02}_{:02}_{:02}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's
/// `civil_from_days`, in unsigned arithmetic for days on or after the epoch).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use crate::cli::folders::*;
    use std::time::Duration;

    /// The day count of a date, counted day by day from the epoch (the slow twin).
    fn days_of(y: u64, m: u64, d: u64) -> u64 {
        let leap =
            |y: u64| (y.is_multiple_of(4) && !y.is_multiple_of(100)) || y.is_multiple_of(400);
        let month_days = |y: u64, m: u64| match m {
            2 if leap(y) => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        };
        let mut n = 0;
        for yy in 1970..y {
            n += if leap(yy) { 366 } else { 365 };
        }
        for mm in 1..m {
            n += month_days(y, mm);
        }
        n + d - 1
    }

    #[test]
    fn dates_agree_with_counting_days() {
        for (y, m, d) in [(1970, 1, 1), (2000, 2, 29), (2024, 12, 31), (2100, 3, 1)] {
            assert_eq!(civil_from_days(days_of(y, m, d)), (y, m, d), "{y}-{m}-{d}");
        }
        let t = UNIX_EPOCH + Duration::from_secs(days_of(2025, 7, 4) * 86_400 + 13 * 3600 + 62);
        assert_eq!(dated_name(t), "2025_07_04_13_01_02");
    }

    #[test]
    fn a_command_file_is_a_name_in_the_home() {
        let home = std::env::temp_dir().join(format!("walnut-folders-{}", std::process::id()));
        std::fs::create_dir_all(home.join("Command Files")).expect("temp dir");
        std::fs::write(home.join("Command Files/a.txt"), "eval t \"1=1\";").expect("write");
        let f = Folders::new(&home, &SessionChoice::Global).expect("a directory");
        assert_eq!(f.session, home);
        assert!(f.command_file("a.txt").is_ok());
        assert!(
            f.command_file("b.txt")
                .is_err_and(|e| e.contains("no command file"))
        );
        assert!(
            f.command_file("../a.txt")
                .is_err_and(|e| e.contains("not a file name"))
        );
        let dated = Folders::new(&home, &SessionChoice::Dated).expect("a directory");
        assert!(dated.session.starts_with(home.join("Session")));
        assert!(Folders::new(&home.join("none"), &SessionChoice::Global).is_err());
        std::fs::remove_dir_all(home).ok();
    }
}
