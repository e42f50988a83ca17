//! `help;` and `help COMMAND;`: one short paragraph per command (this crate's own words;
//! docs/prover.md has the details). Cost: a table look-up.

/// Each command, its syntax and what it does.
const TOPICS: &[(&str, &str)] = &[
    (
        "def",
        "def NAME [VARS] \"FORMULA\"; evaluates a first-order formula to an automaton, prints NAME: N states (or TRUE/FALSE when closed) and keeps it as $NAME.",
    ),
    (
        "eval",
        "eval NAME [VARS] \"FORMULA\"; evaluates a formula and prints TRUE or FALSE (a counterexample when an outer A fails); with free variables it prints the states (prove --open-evals).",
    ),
    (
        "reg",
        "reg NAME BASE... \"REGEX\"; defines $NAME as the words of a regular expression over digit tuples, one base per track, kept to valid representations.",
    ),
    (
        "load",
        "load NAME \"PATH\"; reads an automaton saved by --out; load FILE; runs the commands of the Walnut home's Command Files/FILE.",
    ),
    (
        "ost",
        "ost NAME [PRE] [PERIOD]; defines msd_NAME and lsd_NAME, the Ostrowski numeration of the continued fraction [0; PRE, PERIOD, PERIOD, ...].",
    ),
    (
        "macro",
        "macro NAME \"TEXT\"; stores a template; #NAME(a, b) in a later formula is the text with %0, %1 replaced by the arguments.",
    ),
    (
        "morphism",
        "morphism NAME \"0->01 1->10\"; defines a morphism on integer letters and prints it.",
    ),
    (
        "promote",
        "promote WORD MORPHISM; defines the word fixed by the morphism from letter 0, as an automatic word (NAME: N states).",
    ),
    (
        "image",
        "image NEW MORPHISM OLD; defines the image of the word OLD under a uniform morphism.",
    ),
    (
        "combine",
        "combine NEW A B=2 ...; defines a word whose letter is the value given to the first automaton that accepts the index (0 when none does).",
    ),
    (
        "reverse",
        "reverse NEW OLD; reverses a word's or ($OLD) an automaton's reading order, msd <-> lsd.",
    ),
    (
        "test",
        "test NAME N; lists the first N tuples the automaton accepts, shortest first.",
    ),
    (
        "inf",
        "inf NAME; says whether the automaton accepts infinitely many tuples, with a regular expression of an infinite family when it does.",
    ),
    (
        "union",
        "union NEW A B ...; the words accepted by any of the automata (read as languages).",
    ),
    (
        "intersect",
        "intersect NEW A B ...; the words accepted by all of the automata.",
    ),
    (
        "concat",
        "concat NEW A B ...; the concatenation of the automata's languages.",
    ),
    (
        "star",
        "star NEW A; the Kleene star of the automaton's language.",
    ),
    (
        "minimize",
        "minimize NEW OLD; the minimal automaton (or word) of OLD, under a new name.",
    ),
    (
        "convert",
        "convert [$]NEW msd_K [$]OLD; reads an automaton or word in another base that is a power of the same k, or in the other direction.",
    ),
    (
        "alphabet",
        "alphabet NEW BASE... [$]OLD; reads the same digit strings in other numeration systems; digits OLD has no transition on are rejected (a word gives them output 0).",
    ),
    (
        "rightquo",
        "rightquo NEW A B; the right quotient of A's language by B's.",
    ),
    (
        "leftquo",
        "leftquo NEW A B; the left quotient of A's language by B's.",
    ),
    (
        "fixleadzero",
        "fixleadzero NEW A; A's words with any number of leading zeros added or removed.",
    ),
    (
        "fixtrailzero",
        "fixtrailzero NEW A; A's words with any number of trailing zeros added or removed.",
    ),
    (
        "transduce",
        "transduce NEW T [$]OLD; the word a transducer of Transducer Library/ outputs on OLD's letters.",
    ),
    (
        "describe",
        "describe [$]NAME; where an automaton or word comes from, its comments, states, transitions, letters and systems.",
    ),
    (
        "export",
        "export [$]NAME GV|BA; writes a Graphviz drawing or the BA format (to --out DIR, else printed). As a prefix, [export N GV|BA] on a command ending in :: writes the automaton before its N-th projection.",
    ),
    (
        "help",
        "help; lists the commands; help COMMAND; says what one does.",
    ),
    (
        "cls",
        "cls; (and clear;) clears Walnut's screen: skipped here.",
    ),
    (
        "exit",
        "exit; (and quit;) ends the script: nothing after it is read.",
    ),
    (
        "split",
        "split NEW OLD[+][-]...; rsplit NEW[+][-]... OLD; join NEW W1[a][b] W2[b][c] ...; move a word of several inputs between base -k and base k input by input (split, rsplit), or join words on the union of their labels (join).",
    ),
];

/// The text of `help;` (`None`) or `help COMMAND;`; an unknown command is an error naming
/// the known ones.
pub fn help(topic: Option<&str>) -> Result<String, String> {
    let names: Vec<&str> = TOPICS.iter().map(|(n, _)| *n).collect();
    let Some(t) = topic else {
        return Ok(format!(
            "Commands (help COMMAND; for one): {}; a command may start with [strategy N NAME] or [export N FORMAT] prefixes.",
            names.join(", ")
        ));
    };
    let t = match t {
        "clear" => "cls",
        "quit" => "exit",
        "rsplit" | "join" => "split",
        t => t,
    };
    TOPICS
        .iter()
        .find(|(n, _)| *n == t)
        .map(|(_, text)| text.to_string())
        .ok_or_else(|| format!("no command '{t}' (known: {})", names.join(", ")))
}

#[cfg(test)]
mod tests {
    use crate::walnut::help::*;

    #[test]
    fn every_topic_is_one_paragraph_starting_with_its_syntax() {
        for (name, text) in TOPICS {
            assert!(text.starts_with(name), "{name}: {text}");
            assert!(!text.contains('\n'), "{name}");
            assert_eq!(help(Some(name)).as_deref(), Ok(*text));
        }
        assert!(help(None).is_ok_and(|t| t.contains("transduce") && t.contains("def")));
        assert_eq!(help(Some("quit")), help(Some("exit")));
        assert!(help(Some("frobnicate")).is_err_and(|e| e.contains("no command 'frobnicate'")));
    }
}
