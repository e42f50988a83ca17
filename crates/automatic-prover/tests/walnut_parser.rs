//! The Walnut-syntax front end (`automata::walnut`): precedence and associativity pinned by
//! a table, exact error messages, realistic scripts, round trips printer -> parser on
//! random trees, and arbitrary input (never a panic, always a one-line error).
//!
//! Positions make trees from different texts unequal, so round trips compare
//! `Formula::without_pos()` (every position zeroed); the generated trees carry zero
//! positions from the start.

use automatic_prover::walnut::{
    BinOp, Command, Formula, LetterRhs, MAX_DEPTH, MAX_NESTING, Pos, Regex, RelOp, Term,
    parse_formula, parse_regex, parse_script,
};
use proptest::prelude::*;

fn show(s: &str) -> String {
    match parse_formula(s) {
        Ok(f) => f.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

/// Each input and its fully parenthesised form (the printer's output).
const PRECEDENCE: &[(&str, &str)] = &[
    // &, |, ^ are one level, left-associative.
    ("x=1|y=2&z=3", "((x = 1 | y = 2) & z = 3)"),
    ("x=1&y=2|z=3", "((x = 1 & y = 2) | z = 3)"),
    ("x=1^y=2&z=3", "((x = 1 ^ y = 2) & z = 3)"),
    ("x=1&(y=2|z=3)", "(x = 1 & (y = 2 | z = 3))"),
    // => and <=> are looser, both left-associative.
    ("$a=>$b=>$c", "(($a => $b) => $c)"),
    ("$a<=>$b<=>$c", "(($a <=> $b) <=> $c)"),
    ("$a<=>$b=>$c", "($a <=> ($b => $c))"),
    ("$a=>$b<=>$c", "(($a => $b) <=> $c)"),
    ("$a&$b=>$c|$d", "(($a & $b) => ($c | $d))"),
    ("x<y & false ^ true", "((x < y & false) ^ true)"),
    // ~ binds tighter than the connectives, looser than relations.
    ("~x=y&z<w", "(~x = y & z < w)"),
    ("~~$a", "~~$a"),
    ("~($a&$b)", "~($a & $b)"),
    // Quantifiers extend as far right as possible.
    ("Ex x=y|y=z", "(E x (x = y | y = z))"),
    ("$a & Ay $b | $c", "($a & (A y ($b | $c)))"),
    ("~Ex x=y", "~(E x x = y)"),
    ("~Ex x=y & $b", "~(E x (x = y & $b))"),
    ("(Ex x=y) & $b", "((E x x = y) & $b)"),
    ("$a => Ex $b <=> $c", "($a => (E x ($b <=> $c)))"),
    ("Ex,y,z x+y=z", "(E x, y, z (x + y) = z)"),
    ("E x, y x<y", "(E x, y x < y)"),
    ("Ax Ey y=x+1", "(A x (E y y = (x + 1)))"),
    (
        "Ei,n (n>=1) & Aj (j<=n) => T[i+j]=T[i+n+j]",
        "(E i, n (n >= 1 & (A j (j <= n => T[(i + j)] = T[((i + n) + j)]))))",
    ),
    // Terms: + and - left-associative, * tighter, one side constant.
    ("x+y-z=2*w", "((x + y) - z) = (2 * w)"),
    ("x-y+z=w*3", "((x - y) + z) = (3 * w)"),
    ("2*x+1=y", "((2 * x) + 1) = y"),
    ("x=2*(y+1)", "x = (2 * (y + 1))"),
    // A parenthesis opens a term or a formula.
    ("(x+1)=y", "(x + 1) = y"),
    ("(x=1)|(y=2)", "(x = 1 | y = 2)"),
    ("((x))<((y)+(1))", "x < (y + 1)"),
    // Words, letters, calls.
    ("T[n+1]=@1", "T[(n + 1)] = @1"),
    ("T[n]=1", "T[n] = @1"),
    ("W2[i][j]!=@-1", "W2[i][j] != @-1"),
    ("RS[i]=RS[j+1]", "RS[i] = RS[(j + 1)]"),
    ("A[x]=@0", "A[x] = @0"),
    ("$f(x, y+1) & $g", "($f(x, (y + 1)) & $g)"),
    ("$f() | true", "($f | true)"),
    // Walnut's variables: any letter but A and E first (A and E are the quantifiers).
    ("EX,Y X<Y", "(E X, Y X < Y)"),
    ("Exy xy=e", "(E xy xy = e)"),
    // Bases: printed where they change, and scoped by parentheses.
    ("(?msd_fib x=y) & z=w", "(?msd_fib x = y & ?msd_2 z = w)"),
    (
        "?msd_fib x=y & ?lsd_2 z<w",
        "(?msd_fib x = y & ?lsd_2 z < w)",
    ),
    (
        "?msd_fib Ax,y (x<y) => Ez x+z=y",
        "(A x, y (?msd_fib x < y => (E z (x + z) = y)))",
    ),
];

#[test]
fn precedence_and_associativity_table() {
    for (input, expected) in PRECEDENCE {
        assert_eq!(show(input), *expected, "input: {input}");
        // The printed form means the same.
        assert_eq!(show(expected), *expected, "printed: {expected}");
    }
}

/// The base recorded by each atom, in text order.
fn bases(f: &Formula, out: &mut Vec<String>) {
    match f {
        Formula::Bool(_) => {}
        Formula::Rel { base, .. } | Formula::Word { base, .. } | Formula::Call { base, .. } => {
            out.push(base.clone())
        }
        Formula::Not(g) | Formula::Reverse(g) => bases(g, out),
        Formula::Infinite { body, .. } => bases(body, out),
        Formula::Bin(_, a, b) => {
            bases(a, out);
            bases(b, out)
        }
        Formula::Quant { body, .. } => bases(body, out),
    }
}

fn bases_of(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    bases(&parse_formula(s).unwrap(), &mut out);
    out
}

#[test]
fn bases_are_recorded_per_atom_lexically() {
    assert_eq!(
        bases_of("?msd_fib x=y & ?lsd_2 z<w | $f(x) & T[x]=@0"),
        ["msd_fib", "lsd_2", "lsd_2", "lsd_2"]
    );
    // As in Walnut, a prefix holds until the parenthesis around it closes.
    assert_eq!(
        bases_of("x=y & (?msd_ost_3 Ez z=x) & y=0"),
        ["msd_2", "msd_ost_3", "msd_2"]
    );
    assert_eq!(
        bases_of("?lsd_2 (x=y | (?msd_fib x=0) & x=1) & y=1"),
        ["lsd_2", "msd_fib", "lsd_2", "lsd_2"]
    );
    assert_eq!(bases_of("?lsd_fib ?msd_10 x=y"), ["msd_10"]);
    // Walnut's short forms.
    assert_eq!(
        bases_of("?lsd x=y & ?fib x=y & ?msd x=y"),
        ["lsd_2", "msd_fib", "msd_2"]
    );
    // An atom takes the base at its relation operator (a call: at its '$'), as in Walnut.
    assert_eq!(bases_of("x = ?msd_fib y & z=w"), ["msd_2", "msd_fib"]);
    assert_eq!(
        bases_of("x + ?msd_fib y = z & $f(?lsd_2 x) & T[x]=@1"),
        ["msd_fib", "msd_fib", "msd_fib"]
    );
    assert_eq!(bases_of("(?msd_fib x+1) = y"), ["msd_2"]);
}

#[test]
fn tree_shapes() {
    let f = parse_formula("?lsd_2 W[x][2*y] != V[3] => $g(x)").unwrap();
    let z = Pos::default();
    let expected = Formula::Bin(
        BinOp::Implies,
        Box::new(Formula::Word {
            name: "W".into(),
            index: vec![
                Term::Var("x".into(), z),
                Term::Mul(2, Box::new(Term::Var("y".into(), z))),
            ],
            op: RelOp::Ne,
            rhs: LetterRhs::Word {
                name: "V".into(),
                index: vec![Term::Const(3, z)],
            },
            base: "lsd_2".into(),
            pos: z,
        }),
        Box::new(Formula::Call {
            name: "g".into(),
            args: vec![Term::Var("x".into(), z)],
            base: "lsd_2".into(),
            pos: z,
        }),
    );
    assert_eq!(f.without_pos(), expected);
    // Positions: the atom at its first token, the quantifier at its letter.
    let Formula::Quant { pos, .. } = parse_formula("\n  Ax x=x").unwrap() else {
        panic!("not a quantifier")
    };
    assert_eq!(pos, Pos { line: 2, col: 3 });
}

fn script_err(s: &str) -> String {
    parse_script(s).unwrap_err().to_string()
}

#[test]
fn typical_mistakes_have_exact_messages() {
    assert_eq!(
        script_err("def a \"x=y\"\neval b \"Ax x=x\";"),
        "line 2, column 1: expected ';' or ':' to end the command, found 'eval'"
    );
    assert_eq!(
        script_err("eval a \"Ax x=x;\n"),
        "line 1, column 8: expected a closing '\"' for the string opened here, found end of input"
    );
    assert_eq!(
        script_err("# products\ndef a \"x*y=1\";"),
        "line 2, column 10: expected a constant or a word value on one side of '*' (only k*t, t*k and W[..]*t are computed), found 'y'"
    );
    assert_eq!(
        script_err("eval e \"E (x=y)\";"),
        "line 1, column 11: expected a variable (a letter other than A, E and I, then letters, digits, _) after 'E', found '('"
    );
    assert_eq!(
        script_err("eval e \"Ex\";"),
        "line 1, column 11: expected a formula, found end of input"
    );
    assert_eq!(
        script_err("eval e \"Ex,=y\";"),
        "line 1, column 12: expected a variable (a letter other than A, E and I, then letters, digits, _), found '='"
    );
    assert_eq!(
        script_err("eval e \"EAx x=y\";"),
        "line 1, column 9: expected a variable (a letter other than A, E and I, then letters, digits, _) after 'E', found 'EAx'"
    );
    assert_eq!(
        script_err("def a \"x=y\";\nprint a;"),
        "line 2, column 1: expected a command (def, eval, reg, load, ost, morphism, promote, image, combine, reverse, test, inf, union, intersect, concat, star, minimize, convert, alphabet, rightquo, leftquo, fixleadzero, fixtrailzero or macro), found 'print'"
    );
    assert_eq!(
        script_err("reg r msd_2 msd_2\n  \"[0,0]*[1,1]|[1]\";"),
        "line 2, column 16: expected a letter with 2 component(s), like the first letter (line 2, column 4), found '[1]'"
    );
    assert_eq!(
        script_err("eval e \"x=y )\";"),
        "line 1, column 13: expected '&', '|', '^', '=>', '<=>' or the end of the formula, found ')'"
    );
    assert_eq!(
        script_err("eval e \"T[n]=&\";"),
        "line 1, column 14: expected a letter (@1, @-1, 1) or a word letter W[..], found '&'"
    );
    assert_eq!(
        script_err("eval e \"x=1 & Foo\";"),
        "line 1, column 18: expected a relation (=, !=, <, >, <=, >=), found end of input"
    );
    assert_eq!(
        script_err("eval a \"x/y=2\";"),
        "line 1, column 11: expected a positive constant or a word value after '/' (only t/k and t/W[..] are computed), found 'y'"
    );
    assert_eq!(
        script_err("eval a \"x/0=2\";"),
        "line 1, column 11: expected a positive constant or a word value after '/' (only t/k and t/W[..] are computed), found '0'"
    );
    // A reg alphabet given as a set must be closed and hold integers.
    assert_eq!(
        script_err("reg a {0,1 \"0*\";"),
        "line 1, column 12: expected '}' closing the alphabet, found '\"'"
    );
    assert_eq!(
        script_err("reg a {0,x} \"0*\";"),
        "line 1, column 7: expected an alphabet of 32-bit integers like {0,1}, found '{0,x}'"
    );
    assert_eq!(
        script_err("eval e \"$f(x y)\";"),
        "line 1, column 14: expected ',' or ')' in the arguments, found 'y'"
    );
}

/// Commands in the style of the Walnut literature (Shallit's book, the Walnut manual, the
/// Wythoff papers), including multi-line commands and comments.
const REALISTIC: &str = r#"
# Thue-Morse has no overlaps (Shallit, The Logical Approach, 2022).
eval tmoverlap "Ei,n (n>=1) & Aj (j<=n) => T[i+j]=T[i+n+j]";
eval test "?msd_fib Ax Ey y=x+1";
reg shift msd_fib msd_fib "([0,0]|[0,1][1,1]*[1,0])*";

# Wythoff's P-positions from the shift: (a, b) with a = floor(n phi), b = a + n.
def wp "?msd_fib En $shift(n-1, a-1) & b=a+n":
def stable "?msd_fib Aa,b,c,d ($wp(a,b) & $wp(c,d) & (a!=c | b!=d)) =>
    ~((a=c & b<d) | (b=d & a<c) | (Ek k>0 & c+k=a & d+k=b))";
def absorbing "?msd_fib Aa,b ~$wp(a,b) =>
    (Ec (c<a & $wp(c,b)) | (c<b & $wp(a,c)))
    | (Ek k>0 & k<=a & k<=b & $wp(a-k,b-k))";
eval fibsquarefree "?msd_fib ~Ei,n n>=1 & Aj j<n => F[i+j]=F[i+n+j]";
eval rsletters "An RS[n]=@1 | RS[n]=@-1 | RS[n]=@0";
eval pdlsd "?lsd_2 An PD[n]=@0 | PD[n]=@1"::
def mixed "?msd_fib x<y & ?msd_2 T[x]=@1 & P[2*x+1]!=P[x]";
reg pell msd_ost_2 "(0|1|20)*";
load fibw "saved/fibw.txt";
   # an indented comment
eval xor "Ax,y (x<y ^ x>=y) <=> true";
"#;

#[test]
fn realistic_scripts_parse() {
    let cs = match parse_script(REALISTIC) {
        Ok(cs) => cs,
        Err(e) => panic!("{e}"),
    };
    let names: Vec<(&str, &str)> = cs
        .iter()
        .map(|c| match &c.command {
            Command::Def { name, .. } => ("def", name.as_str()),
            Command::Eval { name, .. } => ("eval", name.as_str()),
            Command::Reg { name, .. } => ("reg", name.as_str()),
            Command::Load { name, .. } => ("load", name.as_str()),
            Command::Ost { name, .. } => ("ost", name.as_str()),
            Command::Macro { name, .. } => ("macro", name.as_str()),
            _ => ("another command", ""),
        })
        .collect();
    assert_eq!(
        names,
        [
            ("eval", "tmoverlap"),
            ("eval", "test"),
            ("reg", "shift"),
            ("def", "wp"),
            ("def", "stable"),
            ("def", "absorbing"),
            ("eval", "fibsquarefree"),
            ("eval", "rsletters"),
            ("eval", "pdlsd"),
            ("def", "mixed"),
            ("reg", "pell"),
            ("load", "fibw"),
            ("eval", "xor"),
        ]
    );
    assert_eq!(cs[0].pos, Pos { line: 3, col: 1 });
    assert_eq!(cs[4].pos, Pos { line: 9, col: 1 });
    assert!(cs[4].text.starts_with("def stable") && cs[4].text.ends_with("d+k=b))\";"));
    let Command::Reg {
        bases: reg_bases,
        regex,
        ..
    } = &cs[2].command
    else {
        panic!("not a reg")
    };
    assert_eq!(reg_bases, &["msd_fib", "msd_fib"]);
    assert_eq!(regex.to_string(), "([0,0]|([0,1] [1,1]* [1,0]))*");
    let Command::Def { formula, .. } = &cs[5].command else {
        panic!("not a def")
    };
    assert_eq!(
        formula.to_string(),
        "(A a, b (~?msd_fib $wp(a, b) => ((E c ((c < a & $wp(c, b)) | (c < b & $wp(a, c)))) \
         | (E k (((k > 0 & k <= a) & k <= b) & $wp((a - k), (b - k)))))))"
            .replace("  ", " ")
    );
    let Command::Def { formula, .. } = &cs[9].command else {
        panic!("not a def")
    };
    let mut b = Vec::new();
    bases(formula, &mut b);
    assert_eq!(b, ["msd_fib", "msd_2", "msd_2"]);
    assert!(matches!(&cs[11].command, Command::Load { path, .. } if path == "saved/fibw.txt"));
}

// ---- Generated trees ----

fn var() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "x", "y", "z", "n", "i", "j2", "a_b", "e", "ex", "truex",
    ])
    .prop_map(String::from)
}

fn base() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "msd_2",
        "lsd_2",
        "msd_fib",
        "lsd_fib",
        "msd_ost_3",
        "msd_10",
    ])
    .prop_map(String::from)
}

fn relop() -> impl Strategy<Value = RelOp> {
    prop::sample::select(vec![
        RelOp::Eq,
        RelOp::Ne,
        RelOp::Lt,
        RelOp::Gt,
        RelOp::Le,
        RelOp::Ge,
    ])
}

fn term() -> impl Strategy<Value = Term> {
    let z = Pos::default();
    let leaf = prop_oneof![
        var().prop_map(move |v| Term::Var(v, z)),
        (0u64..30).prop_map(move |c| Term::Const(c, z)),
        any::<u64>().prop_map(move |c| Term::Const(c, z)),
    ];
    leaf.prop_recursive(3, 12, 2, |t| {
        prop_oneof![
            (t.clone(), t.clone()).prop_map(|(a, b)| Term::Add(Box::new(a), Box::new(b))),
            (t.clone(), t.clone()).prop_map(|(a, b)| Term::Sub(Box::new(a), Box::new(b))),
            (any::<u64>(), t).prop_map(|(k, a)| Term::Mul(k, Box::new(a))),
        ]
    })
}

fn word_name() -> impl Strategy<Value = String> {
    prop::sample::select(vec!["T", "F", "RS", "W2", "A", "E1", "Ex"]).prop_map(String::from)
}

fn index() -> impl Strategy<Value = Vec<Term>> {
    prop::collection::vec(term(), 1..3)
}

fn atom() -> impl Strategy<Value = Formula> {
    let z = Pos::default();
    let rhs = prop_oneof![
        any::<i64>().prop_map(LetterRhs::Letter),
        (-2i64..3).prop_map(LetterRhs::Letter),
        (word_name(), index()).prop_map(|(name, index)| LetterRhs::Word { name, index }),
    ];
    prop_oneof![
        any::<bool>().prop_map(Formula::Bool),
        (relop(), term(), term(), base()).prop_map(move |(op, lhs, rhs, base)| Formula::Rel {
            op,
            lhs,
            rhs,
            base,
            pos: z
        }),
        (word_name(), index(), relop(), rhs, base()).prop_map(
            move |(name, index, op, rhs, base)| Formula::Word {
                name,
                index,
                op,
                rhs,
                base,
                pos: z
            }
        ),
        (
            prop::sample::select(vec!["f", "g_1", "Phi", "_x", "E", "A"]),
            prop::collection::vec(term(), 0..3),
            base()
        )
            .prop_map(move |(name, args, base)| Formula::Call {
                name: name.into(),
                args,
                base,
                pos: z
            }),
    ]
}

fn formula() -> impl Strategy<Value = Formula> {
    atom().prop_recursive(4, 24, 2, |f| {
        let binop = prop::sample::select(vec![
            BinOp::And,
            BinOp::Or,
            BinOp::Xor,
            BinOp::Implies,
            BinOp::Iff,
        ]);
        prop_oneof![
            f.clone().prop_map(|g| Formula::Not(Box::new(g))),
            (binop, f.clone(), f.clone()).prop_map(|(op, a, b)| Formula::Bin(
                op,
                Box::new(a),
                Box::new(b)
            )),
            (any::<bool>(), prop::collection::vec(var(), 1..4), f).prop_map(
                |(exists, vars, body)| Formula::Quant {
                    exists,
                    vars,
                    body: Box::new(body),
                    pos: Pos::default()
                }
            ),
        ]
    })
}

fn regex() -> impl Strategy<Value = Regex> {
    (1usize..4).prop_flat_map(|arity| {
        let leaf = prop_oneof![
            Just(Regex::Epsilon),
            Just(Regex::Any),
            prop::collection::vec(-3i64..12, arity).prop_map(Regex::Letter),
        ];
        leaf.prop_recursive(4, 24, 3, |r| {
            prop_oneof![
                prop::collection::vec(r.clone(), 2..4).prop_map(Regex::Concat),
                prop::collection::vec(r.clone(), 2..4).prop_map(Regex::Alt),
                r.clone().prop_map(|g| Regex::Star(Box::new(g))),
                r.clone().prop_map(|g| Regex::Plus(Box::new(g))),
                r.prop_map(|g| Regex::Opt(Box::new(g))),
            ]
        })
    })
}

/// The number of components of a regex's first letter.
fn first_arity(r: &Regex) -> Option<usize> {
    match r {
        Regex::Epsilon | Regex::Any => None,
        Regex::Class(_) => Some(1),
        Regex::Letter(ds) => Some(ds.len()),
        Regex::Concat(rs) | Regex::Alt(rs) => rs.iter().find_map(first_arity),
        Regex::Star(g) | Regex::Plus(g) | Regex::Opt(g) => first_arity(g),
    }
}

/// Pieces of the formula language, for random token sequences.
const TOKENS: &[&str] = &[
    "x", "y", "n", "0", "1", "42", "E", "A", "Ex", "Ay", "Ei", "T", "F", "W2", "[", "]", "(", ")",
    ",", "=", "!=", "<", ">", "<=", ">=", "~", "&", "|", "^", "=>", "<=>", "+", "-", "*", "2*",
    "@1", "@-1", "@", "$f", "$g", "?msd_fib", "?lsd_2", "?", "true", "false", "\n", "%", "é", "\"",
    ";", ":", "#",
];

/// Pieces of scripts.
const SCRIPT_TOKENS: &[&str] = &[
    "def", "eval", "reg", "load", "a", "msd_2", "msd_fib", "\"", ";", ":", "::", "#", "\n", " ",
    "x=y", "Ex x<y", "[0,1]", "0*", "|", "(", ")", "foo", "é",
];

fn tokens(pieces: &'static [&'static str]) -> impl Strategy<Value = String> {
    prop::collection::vec(
        (prop::sample::select(pieces.to_vec()), any::<bool>()),
        0..40,
    )
    .prop_map(|v| {
        v.into_iter()
            .map(|(t, space)| {
                if space {
                    format!("{t} ")
                } else {
                    t.to_string()
                }
            })
            .collect()
    })
}

/// An error's message is one line, with a real position.
fn one_line(e: &automatic_prover::walnut::ParseError) -> Result<(), TestCaseError> {
    let s = e.to_string();
    prop_assert!(!s.contains('\n') && !s.contains('\r'), "{s:?}");
    prop_assert!(e.line >= 1 && e.col >= 1, "{s}");
    let head = format!("line {}, column {}: expected ", e.line, e.col);
    prop_assert!(s.starts_with(&head), "{}", s);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn formulas_round_trip(f in formula()) {
        let printed = f.to_string();
        let back = parse_formula(&printed);
        prop_assert!(back.is_ok(), "{printed}: {}", back.unwrap_err());
        prop_assert_eq!(back.unwrap().without_pos(), f, "printed: {}", printed);
    }

    #[test]
    fn regexes_round_trip(r in regex()) {
        let printed = r.to_string();
        let back = parse_regex(&printed);
        prop_assert!(back.is_ok(), "{printed}: {}", back.unwrap_err());
        prop_assert_eq!(back.unwrap(), r, "printed: {}", printed);
    }

    #[test]
    fn formulas_in_scripts_round_trip(f in formula(), r in regex()) {
        let reg_bases = vec!["msd_2"; first_arity(&r).unwrap_or(1)].join(" ");
        let script =
            format!("def a \"{f}\";\n  # comment\neval b\n \"{f}\":reg c {reg_bases} \"{r}\";");
        let cs = parse_script(&script);
        prop_assert!(cs.is_ok(), "{script}: {}", cs.unwrap_err());
        let cs = cs.unwrap();
        prop_assert_eq!(cs.len(), 3);
        for c in &cs[..2] {
            match &c.command {
                Command::Def { formula, .. } | Command::Eval { formula, .. } => {
                    prop_assert_eq!(&formula.without_pos(), &f)
                }
                other => prop_assert!(false, "{other:?}"),
            }
        }
    }

    #[test]
    fn arbitrary_input_never_panics(
        s in any::<String>(),
        bytes in prop::collection::vec(any::<u8>(), 0..80),
        t in tokens(TOKENS),
        st in tokens(SCRIPT_TOKENS),
    ) {
        let lossy = String::from_utf8_lossy(&bytes).into_owned();
        let wrapped = format!("def a \"{t}\";");
        for input in [&s, &lossy, &t, &st, &wrapped] {
            match parse_formula(input) {
                // Whatever parses prints to text that parses to the same tree.
                Ok(f) => prop_assert_eq!(
                    parse_formula(&f.to_string()).map(|g| g.without_pos()),
                    Ok(f.without_pos())
                ),
                Err(e) => one_line(&e)?,
            }
            match parse_regex(input) {
                Ok(r) => prop_assert_eq!(parse_regex(&r.to_string()), Ok(r)),
                Err(e) => one_line(&e)?,
            }
            if let Err(e) = parse_script(input) {
                one_line(&e)?;
            }
        }
    }
}

#[test]
fn deep_input_is_an_error_not_a_crash() {
    for bad in [
        "(".repeat(100_000),
        format!("{}x=y{}", "(".repeat(100_000), ")".repeat(100_000)),
        "~".repeat(100_000) + "x=y",
        "Ex ".repeat(50_000) + "x=y",
        vec!["x=y"; 50_000].join("|"),
    ] {
        let e = parse_formula(&bad).unwrap_err();
        assert!(
            e.expected
                .contains(&format!("at most {MAX_NESTING} nested"))
                || e.expected
                    .contains(&format!("at most {MAX_DEPTH} levels deep")),
            "{e}"
        );
        let script = format!("eval deep \"{bad}\";");
        assert!(parse_script(&script).is_err());
    }
    assert!(parse_regex(&"(".repeat(100_000)).is_err());
}
