//! A rule set's moves and rule as Walnut commands: the proof that a two-track set `p(x,y)`
//! is the P-set, for every position.
//!
//! The proof rests on the uniqueness of the P-set of an acyclic game with finitely many
//! options per position (every move lowers `x + y`): by induction on `x + y` there is
//! exactly one set `S` with "an altered cell has its label, a terminal cell is P (misère: N),
//! and every other cell is in `S` iff fewer than `k` of its options are" (misère: iff it
//! has at least `k` options and fewer than `k` in `S`). So TRUE for every `eval` below
//! proves that `p` *is* the P-set.
//!
//! The commands (`b` the numeration, e.g. `?msd_fib`):
//! * `move(a,b,c,d)`: `(a,b)` moves to `(c,d)`, the disjunction of the members of
//!   `normal` (each option once: a move two members share is one disjunct's twice). An
//!   unbounded ray `(t, 0)`, `(0, t)`, `(t, t)` is written `(d=b & c<a)`, `(c=a & d<b)`,
//!   `(c<a & d<b & a+d=b+c)`; any other ray `E t (t>=t0 & a=c+p*t+c0 & b=d+q*t+d0)`, a
//!   single move `(a=c+i & b=d+j)`, a cone `E i,j (constraints & a=c+i & b=d+j)`, a take
//!   that depends on the position `E t (t>=t0 & a-c = p t + c0 + xy0 a + xy1 b &
//!   b-d = ... & c+d<a+b)` (linear in a, b, c, d, t: still Presburger), each with its
//!   guard on `(a, b)`;
//! * `altp`, `altn`, `term`: the altered cells and the terminal set; `fixed` proves their
//!   labels;
//! * `k = 1`: `stable` (no move joins two members among the other cells) and `absorbing`
//!   (every other non-member moves into `p`); misère: `rule` with `hasmove`;
//! * `k >= 2`: the count of P-options as one automaton per count: per direction of the
//!   rays, a chain "at least J members of `p` on the line below (x,y)" (one existential
//!   witness per step: `c`, `w`, `d` for the column, row and diagonal, `lN` otherwise),
//!   each member's count from it (a ray with an offset or a guard: one more step), and the
//!   members summed in unary (`sM`, then `atleast`); `rule` proves "p(x,y) iff fewer than
//!   k". A zero count is left out of a conjunction, so the text has no truth constant.
//!
//! Cost: the text is linear in the members and quadratic in `k`; the proof's cost is the
//! decision procedure's (the `k`-th count chain is a projection of a three-track
//! automaton per direction).

use super::RuleSet;
use super::expr::{Cond, Lin, Op};
use super::normal::{Normal, normalize};
use std::collections::BTreeSet;

/// The proof script of `set` (two tracks `x, y`) as the P-set of `r`, in numeration `base`
/// (`msd_fib`, `msd_2`, ...).
pub fn proof_script(r: &RuleSet, base: &str, set: &str) -> Result<String, String> {
    let n = normalize(r)?;
    let b = format!("?{base}");
    let mut s = String::new();
    // The move relation is read by the k = 1 rule only (blocking counts the options line
    // by line).
    if r.blocking == 1 {
        s += &format!("def move \"{b} {}\";\n", move_formula(&n));
    }
    let mut guard = String::new();
    let mut fixed = Vec::new();
    if let Some((alt, _)) = &r.alteration {
        s += &format!("def altp \"{b} {}\";\n", cells(&alt.p));
        s += &format!("def altn \"{b} {}\";\n", cells(&alt.n));
        fixed.push(format!(
            "($altp(x,y) => ${set}(x,y)) & ($altn(x,y) => ~${set}(x,y))"
        ));
        guard += "~$altp(x,y) & ~$altn(x,y) & ";
    }
    if let Some(t) = &r.terminal {
        s += &format!("def term \"{b} {}\";\n", walnut(t));
        let label = if r.misere {
            format!("~${set}(x,y)")
        } else {
            format!("${set}(x,y)")
        };
        fixed.push(format!("(({guard}$term(x,y)) => {label})"));
        guard += "~$term(x,y) & ";
    }
    if !fixed.is_empty() {
        s += &format!("eval fixed \"{b} Ax,y {}\";\n", fixed.join(" & "));
    }
    let k = r.blocking as usize;
    if k == 1 && !r.misere {
        s += &format!(
            "eval stable \"{b} Ax,y,u,v ({guard}${set}(x,y) & ${set}(u,v)) => ~$move(x,y,u,v)\";\n\
             eval absorbing \"{b} Ax,y ({guard}~${set}(x,y)) => Eu,v ${set}(u,v) & $move(x,y,u,v)\";\n"
        );
        return Ok(s);
    }
    if k == 1 {
        s += &format!("def hasmove \"{b} Eu,v $move(x,y,u,v)\";\n");
        s += &format!("def pmove \"{b} Eu,v ${set}(u,v) & $move(x,y,u,v)\";\n");
        s += &format!(
            "eval rule \"{b} Ax,y {} (${set}(x,y) <=> ($hasmove(x,y) & ~$pmove(x,y)))\";\n",
            implies(&guard)
        );
        return Ok(s);
    }
    if !n.shared.is_empty() {
        let a: Vec<String> = n
            .shared
            .iter()
            .map(|s| format!("({}, {})", s.i, s.j))
            .collect();
        return Err(format!(
            "under blocking the rule formula counts each member's options separately, and members of this game share the moves {}: write the families so that no two reach the same move",
            a.join(", ")
        ));
    }
    s += &counts(&n, &b, set, k, "", "atleast")?;
    if r.misere {
        // At least k options at all: the same counts over every position.
        s += &format!("def all \"{b} x=x & y=y\";\n");
        s += &counts(&n, &b, "all", k, "o", "optleast")?;
        s += &format!(
            "eval rule \"{b} Ax,y {} (${set}(x,y) <=> ($optleast(x,y) & ~$atleast(x,y)))\";\n",
            implies(&guard)
        );
    } else {
        let rule = if guard.is_empty() {
            format!("${set}(x,y) <=> ~$atleast(x,y)")
        } else {
            format!("{} (${set}(x,y) <=> ~$atleast(x,y))", implies(&guard))
        };
        s += &format!("eval rule \"{b} Ax,y {rule}\";\n");
    }
    Ok(s)
}

/// The definitions ending in `atleast(x,y)`: "at least k options of (x,y) are in `set`",
/// one automaton per count (the `k >= 2` part of [`proof_script`]), in numeration `base`.
pub fn count_definitions(r: &RuleSet, base: &str, set: &str) -> Result<String, String> {
    let n = normalize(r)?;
    counts(
        &n,
        &format!("?{base}"),
        set,
        r.blocking as usize,
        "",
        "atleast",
    )
}

/// `(G) =>` for a non-empty guard `G & ` (the rule on the other cells).
fn implies(guard: &str) -> String {
    if guard.is_empty() {
        String::new()
    } else {
        format!("({}) =>", guard.trim_end_matches(" & "))
    }
}

/// A condition on `(x, y)` as Walnut text (fresh congruence witnesses `k1`, `k2`, ...).
pub fn walnut(c: &Cond) -> String {
    let mut n = 0;
    let mut fresh = || {
        n += 1;
        format!("k{n}")
    };
    c.walnut(&mut fresh)
}

/// The guard on `(a, b)`, with ` & ` before it, or nothing.
fn guard_on_ab(c: &Cond, fresh: &mut dyn FnMut() -> String) -> String {
    if *c == Cond::True {
        return String::new();
    }
    let g = c.rename(&|v| if v == "x" { "a".into() } else { "b".into() });
    format!(" & ({})", g.walnut(fresh))
}

/// The move relation `move(a,b,c,d)`: the members' disjunction.
pub fn move_formula(n: &Normal) -> String {
    let mut k = 0;
    let mut fresh = || {
        k += 1;
        format!("k{k}")
    };
    let mut parts = Vec::new();
    for r in &n.rays {
        let g = guard_on_ab(&r.when, &mut fresh);
        let plain = r.c == 0 && r.d == 0 && r.t_min == 1 && r.t_max.is_none();
        let atom = match (plain, r.p, r.q) {
            (true, 0, 1) if g.is_empty() => "(c=a & d<b)".to_string(),
            (true, 1, 0) if g.is_empty() => "(d=b & c<a)".to_string(),
            (true, 1, 1) if g.is_empty() => "(c<a & d<b & a+d=b+c)".to_string(),
            _ => {
                let mut conds = vec![format!("t>={}", r.t_min)];
                if let Some(m) = r.t_max {
                    conds.push(format!("t<={m}"));
                }
                conds.push(eq("a", &[("c", 1), ("t", r.p)], r.c));
                conds.push(eq("b", &[("d", 1), ("t", r.q)], r.d));
                format!("(Et {}{g})", conds.join(" & "))
            }
        };
        parts.push(atom);
    }
    for m in &n.moving {
        // (a,b) - (c,d) = (p t + c0 + xy0 a + xy1 b, q t + d0 + xy2 a + xy3 b), lowering
        // a + b; natural entries are Walnut's domain.
        let g = guard_on_ab(&m.when, &mut fresh);
        let mut conds = vec![format!("t>={}", m.t_min)];
        if let Some(t) = m.t_max {
            conds.push(format!("t<={t}"));
        }
        conds.push(lin_eq(
            &[("a", 1 - m.xy[0]), ("b", -m.xy[1]), ("c", -1), ("t", -m.p)],
            -m.c,
        ));
        conds.push(lin_eq(
            &[("b", 1 - m.xy[3]), ("a", -m.xy[2]), ("d", -1), ("t", -m.q)],
            -m.d,
        ));
        conds.push("c+d<a+b".to_string());
        parts.push(format!("(Et {}{g})", conds.join(" & ")));
    }
    for p in &n.points {
        let g = guard_on_ab(&p.when, &mut fresh);
        parts.push(format!(
            "({} & {}{g})",
            eq("a", &[("c", 1)], p.i),
            eq("b", &[("d", 1)], p.j)
        ));
    }
    for c in &n.cones {
        let g = guard_on_ab(&c.when, &mut fresh);
        let cons: Vec<String> = c
            .constraints
            .iter()
            .map(|&(a, b, cc)| {
                let e = Lin {
                    coeffs: [("i".to_string(), a), ("j".to_string(), b)]
                        .into_iter()
                        .filter(|(_, k)| *k != 0)
                        .collect(),
                    c: cc,
                };
                Cond::Cmp(e, Op::Le).walnut(&mut || String::new())
            })
            .collect();
        parts.push(format!(
            "(Ei,j {} & {} & {}{g})",
            cons.join(" & "),
            eq("a", &[("c", 1), ("i", 1)], 0),
            eq("b", &[("d", 1), ("j", 1)], 0)
        ));
    }
    parts.join(" | ")
}

/// `lhs = sum + c` as Walnut text, negative terms moved to the left.
fn eq(lhs: &str, terms: &[(&str, i64)], c: i64) -> String {
    let mut e = Lin::var(lhs);
    for &(v, k) in terms {
        *e.coeffs.entry(v.to_string()).or_insert(0) -= k;
    }
    e.coeffs.retain(|_, k| *k != 0);
    e.c = -c;
    // Written with `lhs` first: `a=c+2*t+1` rather than the sorted sides.
    let (mut left, mut right) = (vec![], vec![]);
    let term = |v: &str, k: i64| {
        if k.abs() == 1 {
            v.to_string()
        } else {
            format!("{}*{v}", k.abs())
        }
    };
    left.push(lhs.to_string());
    for &(v, k) in terms {
        if k > 0 {
            right.push(term(v, k));
        } else if k < 0 {
            left.push(term(v, k));
        }
    }
    if c > 0 {
        right.push(c.to_string());
    } else if c < 0 {
        left.push((-c).to_string());
    }
    if right.is_empty() {
        right.push("0".into());
    }
    format!("{}={}", left.join("+"), right.join("+"))
}

/// `sum k v + c = 0` as Walnut text: the positive terms (and constant) on the left, the
/// negative ones on the right, `0` for an empty side.
fn lin_eq(terms: &[(&str, i64)], c: i64) -> String {
    let mut sum: std::collections::BTreeMap<&str, i64> = std::collections::BTreeMap::new();
    for &(v, k) in terms {
        *sum.entry(v).or_insert(0) += k;
    }
    let term = |v: &str, k: i64| {
        if k.abs() == 1 {
            v.to_string()
        } else {
            format!("{}*{v}", k.abs())
        }
    };
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for (v, k) in sum {
        if k > 0 {
            left.push(term(v, k));
        } else if k < 0 {
            right.push(term(v, k));
        }
    }
    if c > 0 {
        left.push(c.to_string());
    } else if c < 0 {
        right.push((-c).to_string());
    }
    let side = |v: Vec<String>| {
        if v.is_empty() {
            "0".to_string()
        } else {
            v.join("+")
        }
    };
    format!("{}={}", side(left), side(right))
}

/// The name of the line chain of direction `(p, q)`.
fn line_name(p: i64, q: i64, prefix: &str, dirs: &mut Vec<(i64, i64)>) -> String {
    let base = match (p, q) {
        (0, 1) => "c".to_string(),
        (1, 0) => "w".to_string(),
        (1, 1) => "d".to_string(),
        _ => {
            let i = dirs.iter().position(|&d| d == (p, q)).unwrap_or_else(|| {
                dirs.push((p, q));
                dirs.len() - 1
            });
            format!("l{}_", i + 1)
        }
    };
    format!("{prefix}{base}")
}

/// The definitions of `name(x,y)`: "at least k options of (x,y) are in `set`" (module doc).
fn counts(
    n: &Normal,
    b: &str,
    set: &str,
    k: usize,
    prefix: &str,
    name: &str,
) -> Result<String, String> {
    let mut s = String::new();
    let mut dirs = Vec::new();
    let mut chains: BTreeSet<String> = BTreeSet::new();
    // Each member's count levels: the definition names of "at least J" for J = 1..=top.
    let mut members: Vec<Vec<String>> = Vec::new();
    let mut fresh_n = 0;
    let mut fresh = || {
        fresh_n += 1;
        format!("k{fresh_n}")
    };
    let mut chain = |s: &mut String, p: i64, q: i64| -> String {
        let l = line_name(p, q, prefix, &mut dirs);
        if chains.insert(l.clone()) {
            let (range, cell) = match (p, q) {
                (0, 1) => ("i<y".to_string(), "x,i".to_string()),
                (1, 0) => ("i<x".to_string(), "i,y".to_string()),
                (1, 1) => ("i>=1 & i<=x & i<=y".to_string(), "x-i,y-i".to_string()),
                _ => (String::new(), String::new()),
            };
            for j in 1..=k {
                let below = if j == 1 {
                    String::new()
                } else {
                    format!(" & ${l}{}", j - 1)
                };
                if range.is_empty() {
                    // E u,v,t: (u,v) = (x,y) - t(p,q), t >= 1.
                    s.push_str(&format!(
                        "def {l}{j} \"{b} Eu,v,t t>=1 & {} & {} & ${set}(u,v){}\";\n",
                        eq("x", &[("u", 1), ("t", p)], 0),
                        eq("y", &[("v", 1), ("t", q)], 0),
                        if j == 1 {
                            String::new()
                        } else {
                            format!("{below}(u,v)")
                        }
                    ));
                } else {
                    s.push_str(&format!(
                        "def {l}{j} \"{b} Ei {range} & ${set}({cell}){}\";\n",
                        if j == 1 {
                            String::new()
                        } else {
                            format!("{below}({cell})")
                        }
                    ));
                }
            }
        }
        l
    };
    for (m, r) in n.rays.iter().enumerate() {
        let plain =
            r.c == 0 && r.d == 0 && r.t_min == 1 && r.t_max.is_none() && r.when == Cond::True;
        if r.t_max.is_some() {
            // A bounded ray's moves, one by one (each counts at most once).
            let len = r.t_max.unwrap_or(0) - r.t_min + 1;
            if len > 64 {
                return Err(format!(
                    "{}: under blocking a bounded ray has at most 64 moves in the rule formula ({len} here)",
                    r.label
                ));
            }
            for t in r.t_min..=r.t_max.unwrap_or(0) {
                let (i, j) = r.at(t);
                let nm = format!("{prefix}m{}_{t}", m + 1);
                s += &point_def(&nm, b, set, i, j, &r.when, &mut fresh);
                members.push(vec![nm]);
            }
            continue;
        }
        let l = chain(&mut s, r.p, r.q);
        if plain {
            members.push((1..=k).map(|j| format!("{l}{j}")).collect());
        } else {
            let g = if r.when == Cond::True {
                String::new()
            } else {
                format!(" & ({})", r.when.walnut(&mut fresh))
            };
            let mut levels = Vec::new();
            for j in 1..=k {
                let nm = format!("{prefix}m{}_{j}", m + 1);
                let below = if j == 1 {
                    String::new()
                } else {
                    format!(" & ${l}{}(u,v)", j - 1)
                };
                s += &format!(
                    "def {nm} \"{b} Eu,v,t t>={} & {} & {} & ${set}(u,v){below}{g}\";\n",
                    r.t_min,
                    eq("x", &[("u", 1), ("t", r.p)], r.c),
                    eq("y", &[("v", 1), ("t", r.q)], r.d)
                );
                levels.push(nm);
            }
            members.push(levels);
        }
    }
    for (m, p) in n.points.iter().enumerate() {
        let nm = format!("{prefix}pt{}", m + 1);
        s += &point_def(&nm, b, set, p.i, p.j, &p.when, &mut fresh);
        members.push(vec![nm]);
    }
    if members.is_empty() {
        return Err("the game has no move to count".into());
    }
    // Unary sums: acc after each member; the last only at level k.
    let level = |v: &[String], j: usize| v.get(j - 1).cloned();
    let mut acc: Vec<String> = members[0].clone();
    if members.len() == 1 {
        let top = level(&acc, k);
        s += &format!(
            "def {name} \"{b} {}\";\n",
            top.map_or("x=x+1 & y=y".to_string(), |t| format!("${t}(x,y)"))
        );
        return Ok(s);
    }
    for (step, mem) in members.iter().enumerate().skip(1) {
        let last = step + 1 == members.len();
        let sname = if step == 1 {
            format!("{prefix}s")
        } else {
            format!("{prefix}s{step}_")
        };
        let js: Vec<usize> = if last { vec![k] } else { (1..=k).collect() };
        let mut next = Vec::new();
        for j in js {
            let mut ways: Vec<String> = Vec::new();
            for v in [&acc, mem] {
                if let Some(t) = level(v, j) {
                    ways.push(format!("${t}(x,y)"));
                }
            }
            for a in 1..j {
                if let (Some(x), Some(y)) = (level(&acc, a), level(mem, j - a)) {
                    ways.push(format!("(${x}(x,y) & ${y}(x,y))"));
                }
            }
            let nm = if last {
                name.to_string()
            } else {
                format!("{sname}{j}")
            };
            let body = if ways.is_empty() {
                "x=x+1 & y=y".to_string()
            } else {
                ways.join(" | ")
            };
            s += &format!("def {nm} \"{b} {body}\";\n");
            next.push(nm);
        }
        acc = next;
    }
    Ok(s)
}

fn point_def(
    nm: &str,
    b: &str,
    set: &str,
    i: i64,
    j: i64,
    when: &Cond,
    fresh: &mut dyn FnMut() -> String,
) -> String {
    let g = if *when == Cond::True {
        String::new()
    } else {
        format!(" & ({})", when.walnut(fresh))
    };
    format!(
        "def {nm} \"{b} Eu,v {} & {} & ${set}(u,v){g}\";\n",
        eq("x", &[("u", 1)], i),
        eq("y", &[("v", 1)], j)
    )
}

/// A formula in `x, y` true exactly on these cells (runs of consecutive `y` per column).
pub fn cells(set: &BTreeSet<(u64, u64)>) -> String {
    let mut parts = Vec::new();
    let mut it = set.iter().peekable();
    while let Some(&(x, y0)) = it.next() {
        let mut y1 = y0;
        while let Some(&&(x2, y2)) = it.peek() {
            if x2 == x && y2 == y1 + 1 {
                y1 = y2;
                it.next();
            } else {
                break;
            }
        }
        parts.push(if y0 == y1 {
            format!("(x={x} & y={y0})")
        } else {
            format!("(x={x} & y>={y0} & y<={y1})")
        });
    }
    if parts.is_empty() {
        "(x=0 & y=0 & x=1)".into()
    } else {
        parts.join(" | ")
    }
}
