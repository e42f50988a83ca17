//! The syntax tree of Walnut commands, and the parse error. The formulas and regexes the
//! commands carry are the logic layer's tree ([`crate::logic::formula`], re-exported here).

pub use crate::logic::formula::{BinOp, Formula, LetterRhs, Pos, Regex, RelOp, Term, floor_div};
use crate::logic::split::Sign;
use std::fmt;

/// One script command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `def NAME [x y ...] "FORMULA"`: `free` lists the variables written before the
    /// formula (Walnut reads them for its counting matrices; here they must be free
    /// variables of the result, each once).
    Def {
        /// The name defined.
        name: String,
        /// The variables listed before the formula.
        free: Vec<String>,
        /// The formula.
        formula: Formula,
    },
    /// `eval NAME [x y ...] "FORMULA"`: as `def`, its automaton not kept.
    Eval {
        /// The name printed.
        name: String,
        /// The variables listed before the formula.
        free: Vec<String>,
        /// The formula.
        formula: Formula,
    },
    /// `macro NAME "TEXT"`: a template expanded where a later formula says `#NAME(a, b)`,
    /// `%0`, `%1`, ... replaced by the arguments (done by the script parser).
    Macro {
        /// The name defined.
        name: String,
        /// The template.
        body: String,
    },
    /// `reg NAME BASE ... "REGEX"`: the words of a regular expression, one base per track.
    Reg {
        /// The name defined.
        name: String,
        /// The bases (or set alphabets), one per track.
        bases: Vec<String>,
        /// The expression.
        regex: Regex,
    },
    /// `load NAME "PATH";`: an automaton saved by this crate.
    Load {
        /// The name defined.
        name: String,
        /// The file, relative to the session's directory.
        path: String,
    },
    /// `ost NAME [PREPERIOD] [PERIOD];`: the Ostrowski system of a quadratic irrational,
    /// named `msd_NAME` and `lsd_NAME` from then on.
    Ost {
        /// The system's name (`msd_NAME`, `lsd_NAME`).
        name: String,
        /// The continued fraction's preperiod.
        preperiod: Vec<u32>,
        /// Its period.
        period: Vec<u32>,
    },
    /// `morphism NAME "0->01 1->10";`: each letter's image, letters in the order written.
    Morphism {
        /// The morphism's name.
        name: String,
        /// Each letter and its image, in the order written.
        map: Vec<(i64, Vec<i64>)>,
    },
    /// `promote WORD MORPHISM;`: the word automaton of the morphism's fixed point from 0.
    Promote {
        /// The word defined.
        name: String,
        /// The morphism.
        morphism: String,
    },
    /// `image NEW MORPHISM OLD;`: a uniform morphism applied to a word automaton.
    Image {
        /// The word defined.
        name: String,
        /// The morphism.
        morphism: String,
        /// The word it is applied to.
        word: String,
    },
    /// `combine NEW A B=2 ...;`: a word whose value is that of the last automaton (of one
    /// free variable) accepting the input, 0 if none; an automaton without `=v` has its
    /// place in the list (from 1).
    Combine {
        /// The word defined.
        name: String,
        /// Each automaton with its value.
        parts: Vec<(String, i64)>,
    },
    /// `reverse NEW OLD;` (a word) or `reverse NEW $OLD;` (an automaton): read in the
    /// opposite direction, msd and lsd swapped.
    Reverse {
        /// The name defined.
        name: String,
        /// The word or automaton reversed.
        old: String,
        /// Whether OLD is an automaton (`$OLD`).
        automaton: bool,
    },
    /// `test NAME N;`: the first N accepted inputs in Walnut's order.
    Test {
        /// The automaton.
        name: String,
        /// How many inputs to list.
        count: u64,
    },
    /// `inf NAME;`: whether infinitely many inputs are accepted.
    Inf {
        /// The automaton.
        name: String,
    },
    /// `union`, `intersect`, `concat` (of one or more automata), `star`, `fixleadzero`,
    /// `fixtrailzero` (of one), `rightquo`, `leftquo` (of two): the language operation on
    /// the automata's inputs, track by track in order.
    Language {
        /// The operation.
        op: LanguageOp,
        /// The name defined.
        name: String,
        /// The automata, in order.
        parts: Vec<String>,
    },
    /// `convert NEW BASE OLD;` (`$` before a name: an automaton of one free variable,
    /// otherwise a word): the same sequence read in `msd_k`/`lsd_k` with k and the old
    /// base powers of one root.
    Convert {
        /// The name defined.
        name: String,
        /// Whether NEW is an automaton (`$NEW`).
        automaton: bool,
        /// The new base.
        base: String,
        /// The word or automaton converted.
        old: String,
        /// Whether OLD is an automaton (`$OLD`).
        old_automaton: bool,
    },
    /// `alphabet NEW BASE ... OLD;` or `... $OLD;`: the same digit strings read in other
    /// systems (one per track).
    Alphabet {
        /// The name defined.
        name: String,
        /// The new systems (or set alphabets), one per track.
        bases: Vec<String>,
        /// The word or automaton read again.
        old: String,
        /// Whether OLD is an automaton (`$OLD`).
        automaton: bool,
    },
    /// `minimize NEW OLD;`: a word's minimal machine with outputs.
    Minimize {
        /// The word defined.
        name: String,
        /// The word minimized.
        old: String,
    },
    /// Walnut's library and file commands (`transduce`, `describe`, `load FILE`, ...).
    More(More),
    /// A Walnut command this procedure does not run (`split`, ...): an error naming it
    /// when reached.
    Unsupported {
        /// The command word.
        command: String,
    },
}

impl Command {
    /// The name the command defines (a definition, automaton, word, morphism or system),
    /// `None` for `test`, `inf`, `macro` (a text template, no automaton) and unsupported
    /// commands.
    pub fn defined_name(&self) -> Option<&str> {
        match self {
            Command::Def { name, .. }
            | Command::Eval { name, .. }
            | Command::Reg { name, .. }
            | Command::Load { name, .. }
            | Command::Ost { name, .. }
            | Command::Morphism { name, .. }
            | Command::Promote { name, .. }
            | Command::Image { name, .. }
            | Command::Combine { name, .. }
            | Command::Reverse { name, .. }
            | Command::Language { name, .. }
            | Command::Convert { name, .. }
            | Command::Alphabet { name, .. }
            | Command::Minimize { name, .. } => Some(name),
            Command::More(m) => m.defined_name(),
            Command::Test { .. }
            | Command::Inf { .. }
            | Command::Macro { .. }
            | Command::Unsupported { .. } => None,
        }
    }
}

/// A language operation of Walnut's automaton commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LanguageOp {
    /// `union NEW A B ...`: the words any accepts.
    Union,
    /// `intersect NEW A B ...`: the words all accept.
    Intersect,
    /// `concat NEW A B ...`: the concatenation, in order.
    Concat,
    /// `star NEW A`: the Kleene star.
    Star,
    /// `rightquo NEW A B`: `{x : xy in A for some y in B}`.
    RightQuotient,
    /// `leftquo NEW A B`: `{x : yx in A for some y in B}`.
    LeftQuotient,
    /// `fixleadzero NEW A`: `0* x'` for each x in A, x' being x without its leading zeros.
    FixLeadZero,
    /// `fixtrailzero NEW A`: `x' 0*` for each x in A, x' being x without its trailing zeros.
    FixTrailZero,
}

impl LanguageOp {
    /// How many automata it takes: `(least, most)`.
    pub fn arity(self) -> (usize, usize) {
        match self {
            LanguageOp::Union | LanguageOp::Intersect | LanguageOp::Concat => (1, usize::MAX),
            LanguageOp::Star | LanguageOp::FixLeadZero | LanguageOp::FixTrailZero => (1, 1),
            LanguageOp::RightQuotient | LanguageOp::LeftQuotient => (2, 2),
        }
    }
}

/// A command with the position of its first character and its source text (from the
/// command word to the terminator, both included).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located {
    /// Where the command starts.
    pub pos: Pos,
    /// The command.
    pub command: Command,
    /// Its text, from the command word to its terminator.
    pub text: String,
    /// How its projections are determinized (a `[strategy ...]` prefix; the subset
    /// construction without one).
    pub route: crate::automaton::limits::Route,
    /// `[export N FORMAT]` prefixes: automata to write before its determinizations.
    pub exports: Vec<ExportPrefix>,
}

/// A syntax error: where, what was expected there, and what was found (`end of input` at
/// the end; otherwise the offending text in single quotes, cut to 40 characters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The line (from 1).
    pub line: usize,
    /// The column (from 1, in characters).
    pub col: usize,
    /// What was expected there.
    pub expected: String,
    /// What was found.
    pub found: String,
}

impl ParseError {
    pub(crate) fn new(pos: Pos, expected: impl Into<String>, found: impl Into<String>) -> Self {
        ParseError {
            line: pos.line,
            col: pos.col,
            expected: expected.into(),
            found: found.into(),
        }
    }

    /// Where the error stands.
    pub fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            col: self.col,
        }
    }
}

/// One line: `line 3, column 17: expected a term, found ')'`.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: expected {}, found {}",
            self.line, self.col, self.expected, self.found
        )
    }
}

impl std::error::Error for ParseError {}

/// Quote a piece of source for an error's `found`: single quotes, control characters
/// escaped (so the message stays on one line), cut to 40 characters.
pub(crate) fn quote(text: &str) -> String {
    let mut out = String::from("'");
    for (i, c) in text.chars().enumerate() {
        if i == 40 {
            out.push_str("...");
            break;
        }
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out.push('\'');
    out
}

/// Walnut's library and file commands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum More {
    /// `transduce NEW TRANSDUCER OLD;` (a word) or `... $OLD;` (an automaton of one
    /// input): the word the transducer outputs on OLD's letters.
    Transduce {
        /// The word defined.
        name: String,
        /// The transducer (a file of `Transducer Library/`).
        transducer: String,
        /// The word or automaton transduced.
        old: String,
        /// Whether OLD is an automaton (`$OLD`).
        automaton: bool,
    },
    /// Walnut's `load FILE;`: the commands of `Command Files/FILE` in the Walnut folder.
    RunFile {
        /// The file's name in `Command Files/`.
        file: String,
    },
    /// `describe NAME;` or `describe $NAME;`: what is known of a word or an automaton.
    Describe {
        /// The word or automaton.
        name: String,
        /// Whether it is an automaton (`$NAME`).
        automaton: bool,
    },
    /// `export NAME FORMAT;` or `export $NAME FORMAT;`: the automaton in another format
    /// (`GV`: Graphviz, `BA`: the BA format of automata tools).
    Export {
        /// The word or automaton.
        name: String,
        /// Whether it is an automaton (`$NAME`).
        automaton: bool,
        /// The format: `GV` or `BA`.
        format: String,
    },
    /// `help;` (the commands) or `help COMMAND;` (what one does).
    Help {
        /// The command asked about (none: all of them).
        topic: Option<String>,
    },
    /// `split NEW OLD[s1]...[sm];` (`reverse: false`) or `rsplit NEW[s1]...[sm] OLD;`
    /// (`reverse: true`): a word (or automaton) of m inputs between a negative base and
    /// the positive one, one sign per input.
    Split {
        /// The word (or automaton) defined.
        name: String,
        /// The one split.
        old: String,
        /// One sign per input.
        signs: Vec<Sign>,
        /// `rsplit` (true) or `split`.
        reverse: bool,
    },
    /// `join NEW W1[a][b] W2[b][c] ...;`: each word with its inputs labelled.
    Join {
        /// The word defined.
        name: String,
        /// Each word with its inputs' labels.
        parts: Vec<(String, Vec<String>)>,
    },
}

impl More {
    /// The name the command defines.
    pub fn defined_name(&self) -> Option<&str> {
        match self {
            More::Transduce { name, .. } | More::Split { name, .. } | More::Join { name, .. } => {
                Some(name)
            }
            More::RunFile { .. }
            | More::Describe { .. }
            | More::Export { .. }
            | More::Help { .. } => None,
        }
    }
}

/// Walnut's `[export N FORMAT]` prefix: write the automaton before the command's `N`-th
/// determinization (`*`: before each) in `FORMAT` (`BA` or `GV`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportPrefix {
    /// The determinization's index from 0; `None` for `*`.
    pub index: Option<u32>,
    /// `BA` or `GV` (upper case).
    pub format: String,
}
