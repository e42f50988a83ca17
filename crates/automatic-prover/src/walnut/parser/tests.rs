//! The formula parser's unit tests: precedence, the ambiguous `(`, positions, the caps on
//! nesting and depth, and linear time on nested parentheses.

use crate::walnut::parser::*;

fn show(s: &str) -> String {
    parse_formula(s).unwrap().to_string()
}

fn err(s: &str) -> String {
    parse_formula(s).unwrap_err().to_string()
}

#[test]
fn precedence_basics() {
    assert_eq!(show("x=1|y=2&z=3"), "((x = 1 | y = 2) & z = 3)");
    assert_eq!(show("$a=>$b=>$c"), "(($a => $b) => $c)");
    assert_eq!(show("$a<=>$b=>$c"), "($a <=> ($b => $c))");
    assert_eq!(show("$a & Ex $b | $c"), "($a & (E x ($b | $c)))");
    assert_eq!(show("~Ex x=y"), "~(E x x = y)");
}

#[test]
fn ambiguous_parenthesis() {
    assert_eq!(show("(x+1)<y"), "(x + 1) < y");
    assert_eq!(show("(x<y)"), "x < y");
    assert_eq!(show("((x))=((y))"), "x = y");
    assert_eq!(show("((x=1))"), "x = 1");
    assert_eq!(
        err("(x+1) & y=1"),
        "line 1, column 7: expected a relation (=, !=, <, >, <=, >=), found '&'"
    );
    assert_eq!(
        err("(x=1"),
        "line 1, column 5: expected ')', found end of input"
    );
}

#[test]
fn positions_of_atoms_and_terms() {
    let f = parse_formula("  Ex  x+1 = y").unwrap();
    let Formula::Quant { pos, body, .. } = f else {
        panic!("not a quantifier")
    };
    assert_eq!(pos, Pos { line: 1, col: 3 });
    let Formula::Rel { pos, lhs, rhs, .. } = *body else {
        panic!("not a relation")
    };
    assert_eq!(pos, Pos { line: 1, col: 7 });
    assert_eq!(rhs, Term::Var("y".into(), Pos { line: 1, col: 13 }));
    let Term::Add(_, one) = lhs else {
        panic!("not a sum")
    };
    assert_eq!(*one, Term::Const(1, Pos { line: 1, col: 9 }));
}

#[test]
fn nesting_is_capped_without_overflow() {
    // A thread with half the default test stack (2 MiB): the caps, not the stack size,
    // stop the deepest inputs, with room to spare.
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(|| {
            let n = MAX_NESTING;
            for ok in [
                format!("{}x=y{}", "(".repeat(n), ")".repeat(n)),
                format!("{}x=y", "~".repeat(n)),
                "Ex ".repeat(n) + "x=y",
                format!("{}x=y", "Ex ~(".repeat(n / 3)) + &")".repeat(n / 3),
                format!("x={}1{}", "(".repeat(n), ")".repeat(n)),
                "Ex $f <=> ".repeat(n) + "x=y",
            ] {
                if let Err(e) = parse_formula(&ok) {
                    panic!("{e}")
                }
            }
            // n relations: a tree of depth n + 1 (a relation with its terms has depth 2),
            // printed as n times "x = y", n - 1 times " & " and a pair of parentheses.
            let n = MAX_DEPTH - 1;
            let printed = parse_formula(&vec!["x=y"; n].join("&"))
                .unwrap()
                .to_string();
            assert_eq!(printed.len(), 5 * n + 5 * (n - 1));
            assert!(printed.starts_with(&"(".repeat(n - 1)));
            let nesting =
                format!("at most {MAX_NESTING} nested parentheses, quantifiers and negations");
            let deep = format!("a formula at most {MAX_DEPTH} levels deep");
            for (bad, expected) in [
                (format!("{}x=y", "(".repeat(100_000)), &nesting),
                (format!("{}x=y", "~".repeat(100_000)), &nesting),
                ("Ex ".repeat(100_000) + "x=y", &nesting),
                ("Ex $f <=> ".repeat(100_000) + "x=y", &nesting),
                (format!("x={}1", "(".repeat(100_000)), &nesting),
                (vec!["x=y"; MAX_DEPTH].join("&"), &deep),
                (vec!["x=y"; 100_000].join("&"), &deep),
                (format!("x={}", vec!["1"; 100_000].join("+")), &deep),
                (format!("x={}1", "2*".repeat(100_000)), &deep),
            ] {
                let e = parse_formula(&bad).unwrap_err();
                assert_eq!(&e.expected, expected);
            }
        })
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn nested_parentheses_parse_in_linear_time() {
    // 100 copies of a formula under 300 parentheses: each '(' is first tried as a term,
    // which fails at '='; without the memo of failed terms this re-reads the prefix at
    // every level (about 100 * 300^2 / 2 steps).
    let one = format!("{}x=1{}", "(".repeat(300), ")".repeat(300));
    let s = vec![one; 100].join(" & ");
    let f = parse_formula(&s).unwrap();
    assert_eq!(f.to_string().matches("x = 1").count(), 100);
}
