//! A checker of Walnut's grammar, written from Walnut's manual and help pages (Walnut is
//! GPL: nothing here is taken from its code): a command file `--export-walnut` writes must
//! pass it, so that Walnut reads every line as this crate does.
//!
//! The commands checked (one per `;`, quotes respected): `def`/`eval NAME [VAR ...]
//! "PREDICATE"`, `reg NAME SYSTEM ... "REGEX"`, `ost NAME [DIGITS] [DIGITS]` and `macro
//! NAME "TEXT"`; any other command is refused (this checker does not know it).
//!
//! A predicate is read with Walnut's tokens, longest first where two share a start: the
//! logical operators `` ` `` `^` `&` `~` `|` `=>` `<=>` and the quantifiers `E`, `A`, `I`
//! (a capital E, A or I starting a token is always a quantifier, followed by a list of
//! variables), the relations `>=` `<=` `<` `>` `=` `!=`, the arithmetic operators `_` `/`
//! `*` `+` `-`, a word `NAME[...]` or `.NAME[...]`, a call `$NAME(...)`, a macro
//! `#NAME(...)`, a variable (a letter other than A, E, I, then letters, digits, `_`), a
//! number, a letter `@k` / `@-k`, a system `?msd_NAME` (or `?lsd_`, `?msd`, `?NAME`) and
//! parentheses. Then the structure: operands and binary operators alternate, a prefix
//! operator (`~`, `` ` ``, `_`, a quantifier with its variables, a system) precedes an
//! operand, parentheses and brackets balance, and the arguments of a word or a call are
//! predicates separated by commas.
//!
//! One more rule: Walnut has no truth constants. `true` and `false` are variables to
//! Walnut (a formula `... => false` has a free variable there), literals to this crate, so
//! a variable named `true` or `false` is an error.
//!
//! Cost: one pass over the text, O(length).

/// Check a command file: `Err` names the first command that Walnut's grammar refuses and why.
pub fn check_commands(text: &str) -> Result<(), String> {
    for (i, cmd) in split_commands(text)?.iter().enumerate() {
        check_command(cmd).map_err(|e| format!("command {} ('{}'): {e}", i + 1, cmd.trim()))?;
    }
    Ok(())
}

/// The commands of a file, each without its `;` (text in quotes kept whole).
fn split_commands(text: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for ch in text.chars() {
        match ch {
            '"' => {
                quoted = !quoted;
                cur.push(ch);
            }
            ';' if !quoted => {
                out.push(std::mem::take(&mut cur));
            }
            _ => cur.push(ch),
        }
    }
    if quoted {
        return Err("a quote is never closed".into());
    }
    if !cur.trim().is_empty() {
        return Err(format!("'{}' does not end with ';'", cur.trim()));
    }
    Ok(out.into_iter().filter(|c| !c.trim().is_empty()).collect())
}

/// An identifier of a command: a letter, then letters, digits and `_`.
fn is_identifier(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|f| f.is_ascii_alphabetic())
        && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

/// The words before the quoted part, and the quoted part (`None` without quotes).
fn head_and_quoted(cmd: &str) -> Result<(Vec<&str>, Option<&str>), String> {
    match cmd.find('"') {
        None => Ok((cmd.split_whitespace().collect(), None)),
        Some(a) => {
            let rest = &cmd[a + 1..];
            let b = rest.find('"').ok_or("a quote is never closed")?;
            if !rest[b + 1..].trim().is_empty() {
                return Err(format!("text after the quotes: '{}'", rest[b + 1..].trim()));
            }
            Ok((cmd[..a].split_whitespace().collect(), Some(&rest[..b])))
        }
    }
}

fn check_command(cmd: &str) -> Result<(), String> {
    let (head, quoted) = head_and_quoted(cmd)?;
    let Some(&verb) = head.first() else {
        return Err("an empty command".into());
    };
    match verb {
        "def" | "eval" => {
            let q = quoted.ok_or("a predicate in quotes is expected")?;
            if head.len() < 2 || !head[1..].iter().all(|w| is_identifier(w)) {
                return Err(format!(
                    "{verb} wants a name (and variables), then the predicate"
                ));
            }
            check_predicate(q)
        }
        "macro" => {
            quoted.ok_or("a text in quotes is expected")?;
            if head.len() != 2 || !is_identifier(head[1]) {
                return Err("macro wants one name, then the text".into());
            }
            Ok(())
        }
        "reg" => {
            let q = quoted.ok_or("a regular expression in quotes is expected")?;
            if head.len() < 3 || !is_identifier(head[1]) {
                return Err("reg wants a name, one system per input, then the expression".into());
            }
            let systems = &head[2..];
            for s in systems {
                check_reg_system(s)?;
            }
            check_regex(q, systems.len())
        }
        "ost" => {
            if quoted.is_some() {
                return Err("ost takes no quotes".into());
            }
            check_ost(cmd)
        }
        other => Err(format!("'{other}' is not a command this checker reads")),
    }
}

/// `msd_NAME`, `lsd_NAME`, `msdNAME`, `msd`, `lsd`, `NAME` or a set `{-1, 0, 1}`.
fn check_reg_system(s: &str) -> Result<(), String> {
    if let Some(inner) = s.strip_prefix('{') {
        let inner = inner
            .strip_suffix('}')
            .ok_or(format!("'{s}': a set is never closed"))?;
        return inner
            .split(',')
            .all(|e| {
                let e = e.trim();
                let e = e.strip_prefix(['+', '-']).unwrap_or(e).trim();
                !e.is_empty() && e.bytes().all(|b| b.is_ascii_digit())
            })
            .then_some(())
            .ok_or(format!("'{s}': a set of integers is expected"));
    }
    if s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !s.is_empty() {
        Ok(())
    } else {
        Err(format!("'{s}' is not a number system"))
    }
}

/// A regular expression over `tracks` inputs: letters are digits (one input) or bracketed
/// tuples of integers with one entry per input, combined by `|`, `&`, `*`, `+`, `?`,
/// `.`, `~` and parentheses.
fn check_regex(re: &str, tracks: usize) -> Result<(), String> {
    let mut depth = 0i32;
    let mut chars = re.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth < 0 {
                    return Err("a ')' without its '('".into());
                }
            }
            '[' => {
                let mut inner = String::new();
                loop {
                    match chars.next() {
                        Some(']') => break,
                        Some(x) => inner.push(x),
                        None => return Err("a '[' is never closed".into()),
                    }
                }
                let entries: Vec<&str> = inner.split(',').map(str::trim).collect();
                let ok = entries.iter().all(|e| {
                    let e = e.strip_prefix(['+', '-']).unwrap_or(e).trim();
                    !e.is_empty() && e.bytes().all(|b| b.is_ascii_digit())
                });
                if !ok || (entries.len() != tracks && entries.len() != 1) {
                    return Err(format!(
                        "'[{inner}]' is no letter of {tracks} input(s) (one integer per input)"
                    ));
                }
                if entries.len() == 1 && tracks != 1 {
                    return Err(format!(
                        "'[{inner}]' is one integer, {tracks} inputs are read"
                    ));
                }
            }
            '0'..='9' => {
                if tracks != 1 {
                    return Err(format!(
                        "the digit {c} outside brackets reads one input, not {tracks}"
                    ));
                }
            }
            '|' | '&' | '*' | '+' | '?' | '.' | '~' => {}
            c if c.is_whitespace() => {}
            other => return Err(format!("'{other}' is not in Walnut's regular expressions")),
        }
    }
    if depth != 0 {
        return Err("a '(' is never closed".into());
    }
    Ok(())
}

/// `ost NAME [d d ...] [d d ...]`.
fn check_ost(cmd: &str) -> Result<(), String> {
    let rest = cmd.trim().strip_prefix("ost").unwrap_or("");
    let open = rest.find('[').ok_or("ost wants [PREPERIOD] [PERIOD]")?;
    if !is_identifier(rest[..open].trim()) {
        return Err("ost wants a name first".into());
    }
    let mut lists = 0;
    let mut s = &rest[open..];
    while let Some(r) = s.trim_start().strip_prefix('[') {
        let close = r.find(']').ok_or("a '[' is never closed")?;
        if !r[..close]
            .split_whitespace()
            .all(|d| d.bytes().all(|b| b.is_ascii_digit()))
        {
            return Err(format!("'[{}]' is not a list of digits", &r[..close]));
        }
        lists += 1;
        s = &r[close + 1..];
    }
    if lists != 2 || !s.trim().is_empty() {
        return Err("ost wants exactly [PREPERIOD] [PERIOD]".into());
    }
    Ok(())
}

/// A predicate's token, as Walnut's tokenizer classes them.
#[derive(Debug, Clone, PartialEq)]
enum T {
    /// `~`, `` ` ``, `_`: a prefix operator.
    Prefix,
    /// `E`, `A`, `I` with at least one variable.
    Quantifier,
    /// `?msd_NAME` and its short forms.
    System,
    /// `^ & | => <=>`, relations, `/ * + -`.
    Binary,
    /// A variable, a number or a letter `@k`.
    Atom,
    /// `NAME[` or `.NAME[` (a word), `$NAME(` (a call), `#NAME(` (a macro).
    Open(char),
    /// The `[` of a word's further index, right after a `]`.
    Index,
    LParen,
    RParen,
    RBrack,
    Comma,
}

/// Check one predicate (the text between a `def`'s quotes).
pub fn check_predicate(p: &str) -> Result<(), String> {
    let tokens = tokenize(p)?;
    // The expected next kind: an operand (true) or an operator (false); a stack of what
    // each open parenthesis or bracket closes with.
    let mut want_operand = true;
    let mut stack: Vec<char> = Vec::new();
    for (t, at) in &tokens {
        let err = |m: &str| Err(format!("{m} at character {at}"));
        match t {
            T::Prefix | T::Quantifier | T::System => {
                if !want_operand {
                    return err("an operator is missing");
                }
            }
            T::Binary => {
                // `-` may not start an operand in Walnut (its unary minus is `_`).
                if want_operand {
                    return err("an operand is missing");
                }
                want_operand = true;
            }
            T::Atom => {
                if !want_operand {
                    return err("an operator is missing");
                }
                want_operand = false;
            }
            T::Open(c) => {
                if !want_operand {
                    return err("an operator is missing");
                }
                stack.push(*c);
                want_operand = true;
            }
            T::Index => {
                stack.push(']');
                want_operand = true;
            }
            T::LParen => {
                if !want_operand {
                    return err("an operator is missing");
                }
                stack.push(')');
            }
            T::RParen | T::RBrack => {
                let close = if *t == T::RParen { ')' } else { ']' };
                if want_operand {
                    return err("an operand is missing");
                }
                if stack.pop() != Some(close) {
                    return err(&format!("an unbalanced '{close}'"));
                }
                // A word's indices may follow one another: `W[x][y]`.
                want_operand = false;
            }
            T::Comma => {
                if want_operand || !matches!(stack.last(), Some(']') | Some(')')) {
                    return err("a misplaced ','");
                }
                want_operand = true;
            }
        }
    }
    if let Some(c) = stack.last() {
        return Err(format!("a '{c}' is missing at the end"));
    }
    if want_operand && !tokens.is_empty() {
        return Err("the predicate ends with an operator".into());
    }
    Ok(())
}

/// Walnut's tokens of a predicate with their character offsets; a word's following `[`
/// (`W[x][y]`) is a further index.
fn tokenize(p: &str) -> Result<Vec<(T, usize)>, String> {
    let c: Vec<char> = p.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let ident_end = |mut j: usize| {
        while j < c.len() && (c[j].is_ascii_alphanumeric() || c[j] == '_') {
            j += 1;
        }
        j
    };
    let skip_ws = |mut j: usize| {
        while j < c.len() && c[j].is_whitespace() {
            j += 1;
        }
        j
    };
    while i < c.len() {
        let ch = c[i];
        let at = i;
        let rest: String = c[i..c.len().min(i + 3)].iter().collect();
        if ch.is_whitespace() {
            i += 1;
            continue;
        }
        let two = |s: &str| rest.starts_with(s);
        let (t, len) = if two("<=>") {
            (T::Binary, 3)
        } else if two("=>") || two(">=") || two("<=") || two("!=") {
            (T::Binary, 2)
        } else {
            match ch {
                '~' | '`' | '_' => (T::Prefix, 1),
                '^' | '&' | '|' | '<' | '>' | '=' | '/' | '*' | '+' | '-' => (T::Binary, 1),
                '(' => (T::LParen, 1),
                ')' => (T::RParen, 1),
                ']' => (T::RBrack, 1),
                ',' => (T::Comma, 1),
                '[' => {
                    // Only right after a word's `]`: another index.
                    if matches!(out.last(), Some((T::RBrack, _))) {
                        (T::Index, 1)
                    } else {
                        return Err(format!("a '[' that follows no word at character {at}"));
                    }
                }
                'E' | 'A' | 'I' => {
                    // A quantifier and its list of variables.
                    let mut j = skip_ws(i + 1);
                    loop {
                        let s = j;
                        if j >= c.len()
                            || !c[j].is_ascii_alphabetic()
                            || matches!(c[j], 'A' | 'E' | 'I')
                        {
                            return Err(format!(
                                "the quantifier {ch} wants a list of variables at character {at}"
                            ));
                        }
                        j = ident_end(j);
                        check_variable_name(&c[s..j].iter().collect::<String>(), s)?;
                        let k = skip_ws(j);
                        if k < c.len() && c[k] == ',' {
                            j = skip_ws(k + 1);
                        } else {
                            break;
                        }
                    }
                    (T::Quantifier, j - i)
                }
                '?' => {
                    let j = ident_end(i + 1);
                    if j == i + 1 {
                        return Err(format!("a '?' names no number system at character {at}"));
                    }
                    (T::System, j - i)
                }
                '@' => {
                    let mut j = skip_ws(i + 1);
                    if j < c.len() && (c[j] == '+' || c[j] == '-') {
                        j = skip_ws(j + 1);
                    }
                    let s = j;
                    while j < c.len() && c[j].is_ascii_digit() {
                        j += 1;
                    }
                    if j == s {
                        return Err(format!("a letter '@' without its value at character {at}"));
                    }
                    (T::Atom, j - i)
                }
                '$' | '#' | '.' => {
                    let s = i + 1;
                    let j = ident_end(s);
                    let name: String = c[s..j].iter().collect();
                    let first_ok = name.chars().next().is_some_and(|f| {
                        f.is_ascii_alphabetic() && (ch == '.' || !matches!(f, 'A' | 'E' | 'I'))
                    });
                    let k = skip_ws(j);
                    let opener = if ch == '.' { '[' } else { '(' };
                    if !first_ok || k >= c.len() || c[k] != opener {
                        return Err(format!(
                            "'{ch}{name}' is not followed by '{opener}' or is no name at character {at}"
                        ));
                    }
                    (T::Open(if ch == '.' { ']' } else { ')' }), k + 1 - i)
                }
                d if d.is_ascii_digit() => {
                    let mut j = i;
                    while j < c.len() && c[j].is_ascii_digit() {
                        j += 1;
                    }
                    (T::Atom, j - i)
                }
                a if a.is_ascii_alphabetic() => {
                    let j = ident_end(i);
                    let name: String = c[i..j].iter().collect();
                    let k = skip_ws(j);
                    if k < c.len() && c[k] == '[' {
                        (T::Open(']'), k + 1 - i)
                    } else {
                        check_variable_name(&name, at)?;
                        (T::Atom, j - i)
                    }
                }
                other => {
                    return Err(format!("'{other}' is no token of Walnut at character {at}"));
                }
            }
        };
        out.push((t, at));
        i += len;
    }
    Ok(out)
}

/// A variable as Walnut reads one; `true` and `false` are refused (see the module doc).
fn check_variable_name(name: &str, at: usize) -> Result<(), String> {
    if name == "true" || name == "false" {
        return Err(format!(
            "'{name}' at character {at} is a variable to Walnut, which has no truth constants (write ~(...) for '... => false')"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walnut_forms_pass() {
        for ok in [
            "def pd \"?msd_ost_3 Ez z=x+y & $p(x,z)\";",
            "eval stable \"?msd_fib Aa,b,c,d ~($pd(a,b) & $opt(a,b,c,d))\";",
            "eval t \"?lsd_2 Ex,y x<y & T[x][y+1]=@-1 & .EVEN[x] = @1 & `(_x = y/2)\";",
            "reg shift msd_fib msd_fib \"([0,0]|[0,1][1,1]*[1,0])*\";",
            "reg s {-1,0,1} \"(1[-1])*0*\";",
            "ost ost_3 [0] [3];",
            "macro m \"%0 < %1\";",
            "def a x y \"x<y\";",
        ] {
            assert_eq!(check_commands(ok), Ok(()), "{ok}");
        }
    }

    #[test]
    fn what_walnut_refuses_fails() {
        for (bad, why) in [
            ("eval s \"Aa,b ($p(a,b)) => false\";", "truth constants"),
            ("eval s \"true\";", "truth constants"),
            ("eval s \"Ax x = \";", "ends with an operator"),
            ("eval s \"(x = 1\";", "missing at the end"),
            ("eval s \"x y\";", "operator is missing"),
            ("eval s \"E x=1\";", "operand is missing"),
            ("eval s \"x = -1\";", "operand is missing"),
            ("load p \"p.txt\";", "not a command"),
            ("reg r msd_2 msd_2 \"10*\";", "reads one input"),
            ("reg r msd_2 \"[1,0]\";", "no letter"),
            ("ost a [0] 3;", "exactly"),
            ("eval s \"x = 1\"", "does not end"),
        ] {
            let e = check_commands(bad).expect_err(bad);
            assert!(e.contains(why), "{bad}: {e}");
        }
    }
}
