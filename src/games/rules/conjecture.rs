//! A researcher's conjectures over a game's P-set: named closed formulas of Walnut's
//! language over `$P(x,y)` (and `$NAME(x,y)` for another game's P-set), read from a
//! conjecture file (TOML, `docs/games.md`), checked on the computed box and, when the P-set
//! is proved, for every position.
//!
//! On the box (side `S`) the P-set is known below `S` and unknown beyond, so a claim is
//! evaluated in three values (Kleene): its *certainly true* form `T` and *certainly false*
//! form `F`, built together from the syntax tree: an atom of arithmetic or of a word is
//! exact (`T = atom`, `F = ~atom`); `$P(a,b)` is `T = Pt(a,b)` (a P-position of the box),
//! `F = Pf(a,b)` (an N-position of the box); `~` swaps them; `&`, `|`, `=>`, `<=>`, `^` by
//! their truth tables; `E v f` has `T = E v T(f)` and `F = A v F(f)`, and `A` the dual. A
//! claim is **refuted** only when `F` is TRUE: then it is false whatever the positions
//! outside the box are (a finite box never refutes a claim they could make true); its
//! smallest counterexample is the least tuple of the outermost universal variables
//! satisfying the body's `F`. It **holds on the box** when the claim with every quantifier
//! bounded by `S` (`A v (v < S => f)`, `E v (v < S & f)`) and `$P` the box's P-set is
//! TRUE; otherwise it is **not decided by the box**.
//!
//! For every position, `$P` is the proved automaton: TRUE is proved, FALSE refuted (the
//! counterexample is the least tuple of the outermost universal variables where the body
//! is false).
//!
//! The box's sets are automata of finite sets: learned at the length whose place value
//! passes `S` from the listed P-positions (`learn_pairs_at`, exact on that length) and
//! intersected with `x < S & y < S`; when no closed table exists at that length, the
//! union of the points written as a formula.
//!
//! Cost: the decision procedure's, on automata of at most a few states per P-position of
//! the box and place.

use automatic_prover::logic::formula::{BinOp, Formula, Pos, RelOp, Term};
use automatic_prover::logic::learn::{length_for, value_bound};
use automatic_prover::logic::learn_sparse::{Attempt, Pairs, learn_pairs_at};
use automatic_prover::walnut::parse_formula;
use automatic_prover::{Answer, Auto, Session};
use serde::{Deserialize, Serialize};

/// One named claim.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Conjecture {
    /// A name (a word).
    pub name: String,
    /// The claim in words, with its source.
    #[serde(default)]
    pub words: String,
    /// The closed formula.
    pub claim: String,
    /// What its source says: `true` (a theorem), `false`, or `conjecture`.
    #[serde(default)]
    pub expect: Option<String>,
    /// The parameter values the claim is about (checked only when the game runs with
    /// them); empty: every value.
    #[serde(default)]
    pub params: std::collections::BTreeMap<String, i64>,
}

impl Conjecture {
    /// Whether the claim is about the game run with `params` (every parameter it names
    /// has that value).
    pub fn applies(&self, params: &std::collections::BTreeMap<String, i64>) -> bool {
        self.params.iter().all(|(k, v)| params.get(k) == Some(v))
    }

    /// The claim with every parameter name (a whole word) replaced by its value: the
    /// game's parameters are constants of the claim, as in the rules file.
    pub fn claim_with(&self, params: &std::collections::BTreeMap<String, i64>) -> String {
        substitute(&self.claim, params)
    }
}

/// `text` with every whole word that names a parameter replaced by the parameter's value
/// (a word: letters, digits, `_`; a `$NAME` call is never a parameter).
pub fn substitute(text: &str, params: &std::collections::BTreeMap<String, i64>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let mut call = false;
    let flush = |word: &mut String, call: bool, out: &mut String| {
        match params.get(word.as_str()) {
            Some(v) if !call && !word.is_empty() => out.push_str(&v.to_string()),
            _ => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, call, &mut out);
            call = c == '$';
            out.push(c);
        }
    }
    flush(&mut word, call, &mut out);
    out
}

/// A conjecture file.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ConjectureFile {
    /// The game (a gallery name or a rules file) it is about, if it says.
    #[serde(default)]
    pub game: Option<String>,
    /// The claims.
    #[serde(default, rename = "conjecture")]
    pub conjectures: Vec<Conjecture>,
}

/// Parse a conjecture file (one-line errors naming the claim); each claim is parsed with
/// the parameters `params` of its game (and its own `params`) substituted.
pub fn parse_file_for(
    text: &str,
    params: &std::collections::BTreeMap<String, i64>,
) -> Result<ConjectureFile, String> {
    let f = parse_file_unchecked(text)?;
    for c in &f.conjectures {
        let mut p = params.clone();
        p.extend(c.params.clone());
        parse_formula(&substitute(&c.claim, &p))
            .map_err(|e| format!("conjecture '{}': claim: {e}", c.name))?;
    }
    Ok(f)
}

/// Parse a conjecture file whose claims name no parameter of their game.
pub fn parse_file(text: &str) -> Result<ConjectureFile, String> {
    parse_file_for(text, &Default::default())
}

fn parse_file_unchecked(text: &str) -> Result<ConjectureFile, String> {
    let f: ConjectureFile = toml::from_str(text).map_err(|e| {
        let msg = e.message().trim().replace('\n', " ");
        match e.span() {
            Some(s) => format!(
                "conjecture file, line {}: {msg}",
                text[..s.start.min(text.len())].matches('\n').count() + 1
            ),
            None => format!("conjecture file: {msg}"),
        }
    })?;
    if f.conjectures.is_empty() {
        return Err("conjecture file: no [[conjecture]]".into());
    }
    for (i, c) in f.conjectures.iter().enumerate() {
        if c.name.is_empty()
            || !c
                .name
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
        {
            return Err(format!(
                "conjecture {}: name '{}': letters, digits and '_'",
                i + 1,
                c.name
            ));
        }
        if f.conjectures[..i].iter().any(|d| d.name == c.name) {
            return Err(format!(
                "conjecture {}: the name '{}' is used twice",
                i + 1,
                c.name
            ));
        }
        if let Some(e) = &c.expect
            && !["true", "false", "conjecture"].contains(&e.as_str())
        {
            return Err(format!(
                "conjecture '{}': expect = '{e}': one of true, false, conjecture",
                c.name
            ));
        }
    }
    Ok(f)
}

/// The P-set predicates a claim calls (`$NAME(...)`), sorted, each once.
pub fn predicates(claim: &str) -> Result<Vec<String>, String> {
    let f = parse_formula(claim).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    calls(&f, &mut out);
    out.sort();
    out.dedup();
    Ok(out)
}

fn calls(f: &Formula, out: &mut Vec<String>) {
    match f {
        Formula::Call { name, .. } => out.push(name.clone()),
        Formula::Not(a) | Formula::Reverse(a) => calls(a, out),
        Formula::Bin(_, a, b) => {
            calls(a, out);
            calls(b, out);
        }
        Formula::Quant { body, .. } | Formula::Infinite { body, .. } => calls(body, out),
        _ => {}
    }
}

/// The verdict on the box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "verdict", content = "detail", rename_all = "kebab-case")]
pub enum OnBox {
    /// The claim with every quantifier bounded by the side is TRUE.
    Holds,
    /// False whatever lies outside the box; the counterexample when there is one.
    Refuted(String),
    /// Neither: what decides it lies outside the box.
    NotDecided(String),
}

/// The verdict for every position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "verdict", content = "detail", rename_all = "kebab-case")]
pub enum ForEvery {
    Proved,
    Refuted(String),
}

/// The automata of a finite set of pairs `set` (all entries below `side`) and of the rest
/// of the box, in `base`: `(members, non-members of the box)`.
pub fn box_sets(base: &str, side: u64, set: &[(u64, u64)]) -> Result<(Auto, Auto), String> {
    let num = automatic_prover::numeration::numeration(base)?;
    let len = length_for(&num, side).max(1);
    let bound = value_bound(&num, len).ok_or("the box is beyond 64-bit values")?;
    let pairs = Pairs::new(
        bound,
        set.iter().copied().filter(|&(x, y)| x < side && y < side),
    );
    let mut a = Attempt::default();
    let mut s = Session::proof_mode(automatic_prover::automaton::limits::Budget::default());
    // The learner reads a finite set exactly when a closed table exists at the length;
    // else the set is the union of its points, written as a formula.
    let members = match learn_pairs_at(&num, &pairs, len, 1 << 22, &mut a) {
        Ok(Some(dfa)) => {
            let learned = Auto::from_tracks(
                &["x".to_string(), "y".to_string()],
                &[num.clone(), num.clone()],
                &dfa,
            )
            .map_err(|e| e.to_string())?;
            s.insert_definition("l", learned)
                .map_err(|e| e.to_string())?;
            "$l(x,y)".to_string()
        }
        _ => {
            let mut parts = Vec::new();
            for (i, chunk) in pairs.iter().collect::<Vec<_>>().chunks(64).enumerate() {
                let body: Vec<String> = chunk
                    .iter()
                    .map(|(x, y)| format!("(x={x} & y={y})"))
                    .collect();
                let body = if body.is_empty() {
                    "x<0".to_string()
                } else {
                    body.join(" | ")
                };
                s.run_script(&format!("def l{i} \"?{base} {body}\";\n"))
                    .map_err(|e| e.to_string())?;
                parts.push(format!("$l{i}(x,y)"));
            }
            if parts.is_empty() {
                "x<0".to_string()
            } else {
                format!("({})", parts.join(" | "))
            }
        }
    };
    let out = s
        .run_script(&format!(
            "def t \"?{base} {members} & x<{side} & y<{side}\";\ndef f \"?{base} ~{members} & x<{side} & y<{side}\";\n"
        ))
        .map_err(|e| e.to_string())?;
    let _ = out;
    let t = s.definition("t").cloned().ok_or("the box's set")?;
    let f = s.definition("f").cloned().ok_or("the box's set")?;
    Ok((t, f))
}

fn pos() -> Pos {
    Pos { line: 1, col: 1 }
}

/// `(T, F)` of `f`: `T` certainly true, `F` certainly false; a predicate `$N` becomes
/// `$N_t`/`$N_f`.
fn three(f: &Formula) -> Result<(Formula, Formula), String> {
    Ok(match f {
        Formula::Bool(b) => (Formula::Bool(*b), Formula::Bool(!*b)),
        Formula::Rel { .. } | Formula::Word { .. } => {
            (f.clone(), Formula::Not(Box::new(f.clone())))
        }
        Formula::Call {
            name,
            args,
            base,
            pos,
        } => (
            Formula::Call {
                name: format!("{name}_t"),
                args: args.clone(),
                base: base.clone(),
                pos: *pos,
            },
            Formula::Call {
                name: format!("{name}_f"),
                args: args.clone(),
                base: base.clone(),
                pos: *pos,
            },
        ),
        Formula::Not(a) => {
            let (t, f) = three(a)?;
            (f, t)
        }
        Formula::Bin(op, a, b) => {
            let (at, af) = three(a)?;
            let (bt, bf) = three(b)?;
            let and = |x: &Formula, y: &Formula| {
                Formula::Bin(BinOp::And, Box::new(x.clone()), Box::new(y.clone()))
            };
            let or = |x: Formula, y: Formula| Formula::Bin(BinOp::Or, Box::new(x), Box::new(y));
            match op {
                BinOp::And => (and(&at, &bt), or(af, bf)),
                BinOp::Or => (or(at, bt), and(&af, &bf)),
                BinOp::Implies => (or(af, bt), and(&at, &bf)),
                BinOp::Iff => (
                    or(and(&at, &bt), and(&af, &bf)),
                    or(and(&at, &bf), and(&af, &bt)),
                ),
                BinOp::Xor => (
                    or(and(&at, &bf), and(&af, &bt)),
                    or(and(&at, &bt), and(&af, &bf)),
                ),
            }
        }
        Formula::Quant {
            exists,
            vars,
            body,
            pos,
        } => {
            let (t, f) = three(body)?;
            (
                Formula::Quant {
                    exists: *exists,
                    vars: vars.clone(),
                    body: Box::new(t),
                    pos: *pos,
                },
                Formula::Quant {
                    exists: !*exists,
                    vars: vars.clone(),
                    body: Box::new(f),
                    pos: *pos,
                },
            )
        }
        Formula::Reverse(_) | Formula::Infinite { .. } => {
            return Err(
                "a claim over a box cannot read a reversal (`) or I (infinitely many)".into(),
            );
        }
    })
}

/// `f` with every quantifier bounded by `side` and `$N` read as `$N_t`.
fn bounded(f: &Formula, side: u64, base: &str) -> Formula {
    match f {
        Formula::Call {
            name,
            args,
            base,
            pos,
        } => Formula::Call {
            name: format!("{name}_t"),
            args: args.clone(),
            base: base.clone(),
            pos: *pos,
        },
        Formula::Not(a) => Formula::Not(Box::new(bounded(a, side, base))),
        Formula::Bin(op, a, b) => Formula::Bin(
            *op,
            Box::new(bounded(a, side, base)),
            Box::new(bounded(b, side, base)),
        ),
        Formula::Quant {
            exists,
            vars,
            body,
            pos: p,
        } => {
            let mut guard: Option<Formula> = None;
            for v in vars {
                let g = Formula::Rel {
                    op: RelOp::Lt,
                    lhs: Term::Var(v.clone(), pos()),
                    rhs: Term::Const(side, pos()),
                    base: base.to_string(),
                    pos: pos(),
                };
                guard = Some(match guard {
                    None => g,
                    Some(h) => Formula::Bin(BinOp::And, Box::new(h), Box::new(g)),
                });
            }
            let inner = bounded(body, side, base);
            let body = match guard {
                None => inner,
                Some(g) => Formula::Bin(
                    if *exists { BinOp::And } else { BinOp::Implies },
                    Box::new(g),
                    Box::new(inner),
                ),
            };
            Formula::Quant {
                exists: *exists,
                vars: vars.clone(),
                body: Box::new(body),
                pos: *p,
            }
        }
        other => other.clone(),
    }
}

/// The outermost block of universal variables of `f` and the body under it.
fn universal_block(f: &Formula) -> (Vec<String>, &Formula) {
    let mut vars = Vec::new();
    let mut g = f;
    while let Formula::Quant {
        exists: false,
        vars: v,
        body,
        ..
    } = g
    {
        vars.extend(v.iter().cloned());
        g = body;
    }
    (vars, g)
}

fn eval(s: &mut Session, name: &str, f: &Formula) -> Result<bool, String> {
    let out = s
        .run_script(&format!("eval {name} \"{f}\";\n"))
        .map_err(|e| e.to_string())?;
    match out.last().map(|o| &o.result) {
        Some(Answer::True) => Ok(true),
        Some(Answer::False) => Ok(false),
        _ => Err(format!("{name}: the claim is not closed (a free variable)")),
    }
}

fn smallest(s: &mut Session, name: &str, f: &Formula) -> Result<Option<String>, String> {
    s.run_script(&format!("def {name} \"{f}\";\n"))
        .map_err(|e| e.to_string())?;
    Ok(s.definition(name).and_then(|a| a.smallest()).map(|v| {
        v.iter()
            .map(|(n, x)| format!("{n} = {x}"))
            .collect::<Vec<_>>()
            .join(", ")
    }))
}

/// Parse `claim` in `base` (a `?base` of its own is kept).
fn in_base(claim: &str, base: &str) -> Result<Formula, String> {
    let text = if claim.trim_start().starts_with('?') {
        claim.to_string()
    } else {
        format!("?{base} {claim}")
    };
    parse_formula(&text).map_err(|e| e.to_string())
}

/// Check `claim` on the box of side `side`: `sets` are the box's sets of every predicate the
/// claim calls, `(name, members, non-members)` (from [`box_sets`]).
pub fn on_box(
    claim: &str,
    base: &str,
    side: u64,
    sets: &[(String, Auto, Auto)],
) -> Result<OnBox, String> {
    let f = in_base(claim, base)?;
    let mut s = Session::proof_mode(automatic_prover::automaton::limits::Budget::default());
    for (name, t, fa) in sets {
        s.insert_definition(&format!("{name}_t"), t.clone())
            .map_err(|e| e.to_string())?;
        s.insert_definition(&format!("{name}_f"), fa.clone())
            .map_err(|e| e.to_string())?;
    }
    let (_, certainly_false) = three(&f)?;
    if eval(&mut s, "certainly_false", &certainly_false)? {
        let (vars, body) = universal_block(&f);
        let witness = if vars.is_empty() {
            None
        } else {
            let (_, bf) = three(body)?;
            smallest(&mut s, "counterexample", &bf)?
        };
        return Ok(OnBox::Refuted(witness.map_or_else(
            || "false whatever lies outside the box".to_string(),
            |w| format!("{w} (false whatever lies outside the box)"),
        )));
    }
    if eval(&mut s, "on_box", &bounded(&f, side, base))? {
        Ok(OnBox::Holds)
    } else {
        Ok(OnBox::NotDecided(format!(
            "false with every quantifier bounded by {side}, but positions outside the box could make it true"
        )))
    }
}

/// Check `claim` for every position: `sets` are the proved automata of every predicate the
/// claim calls, by name.
pub fn for_every(claim: &str, base: &str, sets: &[(String, Auto)]) -> Result<ForEvery, String> {
    let f = in_base(claim, base)?;
    let mut s = Session::proof_mode(automatic_prover::automaton::limits::Budget::default());
    for (name, a) in sets {
        s.insert_definition(name, a.clone())
            .map_err(|e| e.to_string())?;
    }
    if eval(&mut s, "claim", &f)? {
        return Ok(ForEvery::Proved);
    }
    let (vars, body) = universal_block(&f);
    let witness = if vars.is_empty() {
        None
    } else {
        smallest(
            &mut s,
            "counterexample",
            &Formula::Not(Box::new(body.clone())),
        )?
    };
    Ok(ForEvery::Refuted(
        witness.unwrap_or_else(|| "the claim is FALSE".into()),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wythoff_box(side: u64) -> Vec<(u64, u64)> {
        let mut v = Vec::new();
        for (_, a, b) in crate::games::wythoff::Pairs::new().take_while(|p| p.1 < side) {
            v.push((a, b));
            v.push((b, a));
        }
        v.retain(|&(x, y)| x < side && y < side);
        v
    }

    #[test]
    fn three_values_never_refute_what_the_outside_decides() {
        let side = 60;
        let (t, f) = box_sets("msd_fib", side, &wythoff_box(side)).unwrap();
        let sets = vec![("P".to_string(), t, f)];
        // Every column holds a P-position: true, but near the box's edge its witness lies
        // outside: the box neither refutes nor (bounded) confirms it.
        let r = on_box("Ax Ey $P(x,y)", "msd_fib", side, &sets).unwrap();
        assert!(matches!(r, OnBox::NotDecided(_)), "{r:?}");
        // No two P-positions share a column: holds on the box.
        assert_eq!(
            on_box("Ax,y,z ($P(x,y) & $P(x,z)) => y=z", "msd_fib", side, &sets).unwrap(),
            OnBox::Holds
        );
        // (1,2) is N: refuted, with the counterexample, whatever lies outside.
        let r = on_box("Ax,y (x=1 & y=2) => ~$P(x,y)", "msd_fib", side, &sets).unwrap();
        assert_eq!(
            r,
            OnBox::Refuted("x = 1, y = 2 (false whatever lies outside the box)".into())
        );
        // A claim about a position outside the box is not refuted by it: with its
        // quantifiers bounded by the box it is vacuous, so it holds on the box.
        let r = on_box("Ax,y (x=100 & y=3) => $P(x,y)", "msd_fib", side, &sets).unwrap();
        assert_eq!(r, OnBox::Holds);
        // A claim whose witness lies outside the box is neither refuted nor confirmed.
        let r = on_box("Ey $P(59,y)", "msd_fib", side, &sets).unwrap();
        assert!(matches!(r, OnBox::NotDecided(_)), "{r:?}");
    }

    #[test]
    fn files_parse_and_refuse_with_one_line() {
        let ok = "[[conjecture]]\nname = \"a\"\nclaim = \"Ax $P(x,x) => x=0\"\n";
        assert_eq!(parse_file(ok).unwrap().conjectures.len(), 1);
        for (t, want) in [
            (
                "[[conjecture]]\nname = \"a b\"\nclaim = \"Ax x=x\"\n",
                "name 'a b'",
            ),
            (
                "[[conjecture]]\nname = \"a\"\nclaim = \"Ax x=\"\n",
                "conjecture 'a': claim",
            ),
            (
                "[[conjecture]]\nname = \"a\"\nclaim = \"Ax x=x\"\nexpect = \"maybe\"\n",
                "expect = 'maybe'",
            ),
            ("game = \"w\"\n", "no [[conjecture]]"),
        ] {
            let e = parse_file(t).unwrap_err();
            assert!(e.contains(want) && !e.contains('\n'), "{e}");
        }
    }
}
