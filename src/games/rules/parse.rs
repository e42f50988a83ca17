//! The rules file (TOML, `docs/games.md`) into a [`RuleSet`]: fields checked, parameters
//! substituted, every move checked to lower `x + y`, the symmetric closure taken and
//! identical families kept once.
//!
//! Errors are one line naming the field and the offending text: `move 2, take: '(t, t*t)':
//! a product of two variables is not linear`. TOML's own errors (a missing quote, an
//! unknown field) give the line.
//!
//! Cost: linear in the file, plus each region's shape (`region::shape`).

use super::expr::{Cond, Lin, Scope, parse_cond, parse_pair, parse_range};
use super::region::{self, Shape};
use super::{Family, MAX_COEFF, RuleSet, Take};
use crate::games::altered::Alteration;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The largest blocking number accepted (the rule formula's count chains are linear in k).
pub const MAX_BLOCKING: i64 = 64;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    name: String,
    title: Option<String>,
    source: Option<String>,
    blocking: Option<toml::Value>,
    misere: Option<bool>,
    symmetric: Option<bool>,
    terminal: Option<String>,
    alter: Option<String>,
    params: Option<BTreeMap<String, toml::Value>>,
    /// A survey's parameter ranges (read by `survey`): kept as text here.
    survey: Option<toml::Table>,
    #[serde(rename = "move")]
    moves: Option<Vec<RawMove>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMove {
    take: toml::Value,
    t: Option<String>,
    #[serde(rename = "where")]
    region: Option<String>,
    when: Option<String>,
    symmetric: Option<bool>,
}

/// The line of a byte offset of `text` (1-based).
fn line_of(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].matches('\n').count() + 1
}

/// Parse a rules file; `overrides` replace parameters (`--param a=3`), each of which must
/// be declared in `[params]`.
pub fn parse(text: &str, overrides: &[(String, i64)]) -> Result<RuleSet, String> {
    let raw: RawFile = toml::from_str(text).map_err(|e| {
        let msg = e.message().trim().replace('\n', " ");
        match e.span() {
            Some(s) => format!("rules file, line {}: {msg}", line_of(text, s.start)),
            None => format!("rules file: {msg}"),
        }
    })?;
    let name = raw.name.trim().to_string();
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
    {
        return Err(format!(
            "name: '{}': a word of letters, digits, '-', '_' and '.'",
            raw.name
        ));
    }
    let mut params = BTreeMap::new();
    for (k, v) in raw.params.unwrap_or_default() {
        if !valid_name(&k) {
            return Err(format!(
                "params: '{k}' is not a name (a letter, then letters, digits or '_')"
            ));
        }
        if ["x", "y", "t", "i", "j"].contains(&k.as_str()) {
            return Err(format!(
                "params: '{k}' is a variable's name (x, y, t, i, j are taken)"
            ));
        }
        let n = v
            .as_integer()
            .ok_or_else(|| format!("params.{k}: '{v}' is not an integer"))?;
        params.insert(k, n);
    }
    for (k, v) in overrides {
        if !params.contains_key(k) {
            return Err(format!(
                "--param {k}={v}: the file declares no parameter '{k}' (declared: {})",
                if params.is_empty() {
                    "none".to_string()
                } else {
                    params.keys().cloned().collect::<Vec<_>>().join(", ")
                }
            ));
        }
        params.insert(k.clone(), *v);
    }
    for (k, &v) in &params {
        if v.unsigned_abs() > MAX_COEFF as u64 {
            return Err(format!("params.{k}: {v} is beyond ±{MAX_COEFF}"));
        }
    }
    let blocking = match &raw.blocking {
        None => 1,
        Some(toml::Value::Integer(k)) => *k,
        Some(toml::Value::String(s)) => *params
            .get(s.trim())
            .ok_or_else(|| format!("blocking: '{s}' names no parameter"))?,
        Some(v) => return Err(format!("blocking: '{v}': an integer or a parameter's name")),
    };
    if !(1..=MAX_BLOCKING).contains(&blocking) {
        return Err(format!(
            "blocking: {blocking}: must lie in 1..={MAX_BLOCKING}"
        ));
    }
    let xy = Scope {
        vars: &["x", "y"],
        params: &params,
    };
    let terminal = match &raw.terminal {
        None => None,
        Some(t) => Some(parse_cond(t, &xy).map_err(|e| format!("terminal: '{t}': {e}"))?),
    };
    let alteration = match &raw.alter {
        None => None,
        Some(a) => Some((
            Alteration::parse(a).map_err(|e| format!("alter: '{a}': {e}"))?,
            a.clone(),
        )),
    };
    let symmetric = raw.symmetric.unwrap_or(true);
    let moves = raw.moves.unwrap_or_default();
    if moves.is_empty() {
        return Err(
            "move: the file has no [[move]] (a game needs at least one family of moves)".into(),
        );
    }
    let mut families: Vec<Family> = Vec::new();
    for (n, m) in moves.iter().enumerate() {
        let label = format!("move {}", n + 1);
        let f = family(m, &label, &params)?;
        let mirrored = m.symmetric.unwrap_or(symmetric);
        let mirror = mirrored.then(|| mirror(&f));
        for f in std::iter::once(f).chain(mirror.transpose()?) {
            if !families
                .iter()
                .any(|g| g.take == f.take && g.when == f.when)
            {
                families.push(f);
            }
        }
    }
    let _ = raw.survey;
    Ok(RuleSet {
        title: raw.title.unwrap_or_else(|| name.clone()),
        name,
        source: raw.source.unwrap_or_default(),
        params,
        blocking: blocking as u32,
        misere: raw.misere.unwrap_or(false),
        terminal,
        alteration,
        families,
        text: text.to_string(),
    })
}

fn valid_name(k: &str) -> bool {
    let mut c = k.chars();
    c.next().is_some_and(|c| c.is_ascii_alphabetic())
        && c.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// One `[[move]]` table as a family.
fn family(m: &RawMove, label: &str, params: &BTreeMap<String, i64>) -> Result<Family, String> {
    let when = match &m.when {
        None => Cond::True,
        Some(w) => parse_cond(
            w,
            &Scope {
                vars: &["x", "y"],
                params,
            },
        )
        .map_err(|e| format!("{label}, when: '{w}': {e}"))?,
    };
    let take = match &m.take {
        toml::Value::Array(items) => {
            if m.t.is_some() || m.region.is_some() {
                return Err(format!(
                    "{label}: a list of moves takes neither 't' nor 'where'"
                ));
            }
            let mut v = Vec::new();
            for it in items {
                let s = it.as_str().ok_or_else(|| {
                    format!("{label}, take: '{it}': each move is a string \"(i, j)\"")
                })?;
                let (a, b) = parse_pair(s, &Scope { vars: &[], params })
                    .map_err(|e| format!("{label}, take: '{s}': {e}"))?;
                let (i, j) = (a.c, b.c);
                check_coord(i, label, s)?;
                check_coord(j, label, s)?;
                if i + j < 1 {
                    return Err(format!(
                        "{label}, take: '{s}': a move must lower x + y (i + j >= 1)"
                    ));
                }
                v.push((i, j));
            }
            if v.is_empty() {
                return Err(format!("{label}, take: an empty list"));
            }
            v.sort_unstable();
            v.dedup();
            Take::List(v)
        }
        toml::Value::String(s) => take_of(s, m, label, params)?,
        other => {
            return Err(format!(
                "{label}, take: '{other}': a string \"(p*t + c, q*t + d)\" or \"(i, j)\", or a list of \"(i, j)\""
            ));
        }
    };
    Ok(Family {
        take,
        when,
        label: label.to_string(),
    })
}

fn check_coord(v: i64, label: &str, s: &str) -> Result<(), String> {
    if v.unsigned_abs() > MAX_COEFF as u64 {
        Err(format!("{label}, take: '{s}': {v} is beyond ±{MAX_COEFF}"))
    } else {
        Ok(())
    }
}

/// A ray `(p t + c, q t + d)` or a region `(i, j)`.
fn take_of(
    s: &str,
    m: &RawMove,
    label: &str,
    params: &BTreeMap<String, i64>,
) -> Result<Take, String> {
    let is_region = {
        let compact: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        compact == "(i,j)"
    };
    if is_region {
        if m.t.is_some() {
            return Err(format!(
                "{label}: a region \"(i, j)\" takes 'where', not 't'"
            ));
        }
        let w = m.region.as_ref().ok_or_else(|| {
            format!("{label}: a region \"(i, j)\" needs 'where' (its conditions on i, j)")
        })?;
        let c = parse_cond(
            w,
            &Scope {
                vars: &["i", "j"],
                params,
            },
        )
        .map_err(|e| format!("{label}, where: '{w}': {e}"))?;
        let cmps = c.conjuncts().ok_or_else(|| {
            format!("{label}, where: '{w}': a region's where is a conjunction ('&') of comparisons (list a disjunction as two regions)")
        })?;
        let constraints =
            region::constraints(&cmps).map_err(|e| format!("{label}, where: '{w}': {e}"))?;
        let shape =
            region::shape(&constraints).map_err(|e| format!("{label}, where: '{w}': {e}"))?;
        if matches!(&shape, Shape::Finite(v) if v.is_empty()) {
            return Err(format!("{label}, where: '{w}': the region holds no move"));
        }
        return Ok(Take::Region { constraints, shape });
    }
    if m.region.is_some() {
        return Err(format!(
            "{label}: 'where' belongs to a region, take = \"(i, j)\""
        ));
    }
    let (a, b) = parse_pair(
        s,
        &Scope {
            vars: &["t", "x", "y"],
            params,
        },
    )
    .map_err(|e| format!("{label}, take: '{s}': {e}"))?;
    let xy = [a.coeff("x"), a.coeff("y"), b.coeff("x"), b.coeff("y")];
    let (t_min, t_max) = match &m.t {
        None => (1, None),
        Some(r) => parse_range(r, params).map_err(|e| format!("{label}, t: {e}"))?,
    };
    if t_min < 0 {
        return Err(format!("{label}, t: t must be at least 0"));
    }
    if t_max.is_some_and(|h| h < t_min) {
        return Err(format!("{label}, t: the range is empty"));
    }
    let (p, c, q, d) = (a.coeff("t"), a.c, b.coeff("t"), b.c);
    for v in [p, c, q, d, t_min, t_max.unwrap_or(0)]
        .into_iter()
        .chain(xy)
    {
        check_coord(v, label, s)?;
    }
    if xy != [0; 4] {
        // A take that depends on the position: its moves are the amounts that lower x + y
        // and land on natural entries (checked move by move, not here). The range of t must
        // be finite at every position: some coordinate of the landing moves with t.
        if p == 0 && q == 0 {
            return Err(format!(
                "{label}, take: '{s}': a take naming x or y must also name t (write a finite list of positions with guards instead)"
            ));
        }
        if t_max.is_none() && p + q < 0 {
            return Err(format!(
                "{label}, take: '{s}': i + j falls without bound as t grows (p + q = {} < 0): bound t",
                p + q
            ));
        }
        return Ok(Take::Ray {
            p,
            c,
            q,
            d,
            t_min,
            t_max,
            xy,
        });
    }
    if p == 0 && q == 0 {
        if c + d < 1 {
            return Err(format!(
                "{label}, take: '{s}': a move must lower x + y (i + j >= 1)"
            ));
        }
        return Ok(Take::List(vec![(c, d)]));
    }
    // i + j = (p + q) t + c + d must be at least 1 on the whole range of t.
    let sum = |t: i64| (p + q) * t + c + d;
    let ok = match t_max {
        None => p + q >= 0 && sum(t_min) >= 1,
        Some(h) => sum(t_min) >= 1 && sum(h) >= 1,
    };
    if !ok {
        return Err(format!(
            "{label}, take: '{s}'{}: some move does not lower x + y (i + j = {} must be at least 1 for every t)",
            m.t.as_deref()
                .map(|r| format!(" with t {r}"))
                .unwrap_or_default(),
            Lin {
                coeffs: if p + q == 0 {
                    BTreeMap::new()
                } else {
                    [("t".to_string(), p + q)].into()
                },
                c: c + d
            }
        ));
    }
    Ok(Take::Ray {
        p,
        c,
        q,
        d,
        t_min,
        t_max,
        xy,
    })
}

/// The family with its coordinates swapped (and its guard read with `x`, `y` swapped).
fn mirror(f: &Family) -> Result<Family, String> {
    let take = match &f.take {
        Take::Ray {
            p,
            c,
            q,
            d,
            t_min,
            t_max,
            xy,
        } => Take::Ray {
            p: *q,
            c: *d,
            q: *p,
            d: *c,
            t_min: *t_min,
            t_max: *t_max,
            // Swap the coordinates and read x as y: (xy[3], xy[2]) is the new i's.
            xy: [xy[3], xy[2], xy[1], xy[0]],
        },
        Take::List(v) => {
            let mut w: Vec<(i64, i64)> = v.iter().map(|&(i, j)| (j, i)).collect();
            w.sort_unstable();
            Take::List(w)
        }
        Take::Region { constraints, .. } => {
            let cs: Vec<region::Constraint> =
                constraints.iter().map(|&(a, b, c)| (b, a, c)).collect();
            let shape = region::shape(&cs)?;
            Take::Region {
                constraints: cs,
                shape,
            }
        }
    };
    let swap = |v: &str| match v {
        "x" => "y".to_string(),
        "y" => "x".to_string(),
        o => o.to_string(),
    };
    Ok(Family {
        take,
        when: f.when.rename(&swap),
        label: format!("{}, mirrored", f.label),
    })
}

/// A parameter override `NAME=VALUE` (`--param`).
pub fn parse_override(s: &str) -> Result<(String, i64), String> {
    let (k, v) = s
        .split_once('=')
        .ok_or_else(|| format!("--param {s}: write NAME=VALUE"))?;
    let v: i64 = v
        .trim()
        .parse()
        .map_err(|_| format!("--param {s}: '{}' is not an integer", v.trim()))?;
    Ok((k.trim().to_string(), v))
}

#[cfg(test)]
mod tests {
    use super::*;

    const WYTHOFF: &str =
        "name = \"wythoff\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n";

    #[test]
    fn wythoff_closes_to_three_families() {
        let r = parse(WYTHOFF, &[]).unwrap();
        assert_eq!(r.families.len(), 3, "{:?}", r.families);
        assert!(r.has_both_nim_moves());
        assert!(r.takes_only());
        assert_eq!(r.blocking, 1);
    }

    #[test]
    fn errors_name_the_field() {
        for (text, want) in [
            (
                "name = \"w\"\n[[move]]\ntake = \"(t, t*t)\"\n",
                "move 1, take: '(t, t*t)': a product",
            ),
            (
                "name = \"w\"\n[[move]]\ntak = \"(t, 0)\"\n",
                "line 3: unknown field `tak`",
            ),
            (
                "name = \"w\"\n[[move]]\ntake = \"(t, -t)\"\n",
                "does not lower x + y",
            ),
            (
                "name = \"w\"\n[[move]]\ntake = \"(i, j)\"\nwhere = \"i >= 0 & j >= 0\"\n",
                "i + j <= 0",
            ),
            (
                "name = \"w\"\nblocking = 0\n[[move]]\ntake = \"(t, 0)\"\n",
                "blocking: 0",
            ),
            (
                "name = \"w\"\nterminal = \"x + z < 3\"\n[[move]]\ntake = \"(t, 0)\"\n",
                "terminal: 'x + z < 3': unknown name 'z'",
            ),
            ("name = \"w\"\n", "no [[move]]"),
            (
                "name = \"w\"\n[[move]]\ntake = \"(x, 1)\"\n",
                "a take naming x or y must also name t",
            ),
            (
                "name = \"w w\"\n[[move]]\ntake = \"(t, 0)\"\n",
                "name: 'w w'",
            ),
            (
                "name = \"w\"\n[[move]]\ntake = \"(t, 0)\"\nwhen = \"x < \"\n",
                "move 1, when: 'x < '",
            ),
            (
                "name = \"w\"\nalter = \"Q: 1,1\"\n[[move]]\ntake = \"(t, 0)\"\n",
                "alter: 'Q: 1,1'",
            ),
        ] {
            let e = parse(text, &[]).unwrap_err();
            assert!(e.contains(want), "{text:?}: {e}");
            assert!(!e.contains('\n'), "{e}");
        }
    }

    #[test]
    fn params_and_overrides() {
        let text = "name = \"a-wythoff\"\n[params]\na = 2\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(i, j)\"\nwhere = \"i >= 1 & j >= 1 & i - j < a & j - i < a\"\n";
        let r = parse(text, &[]).unwrap();
        assert_eq!(r.param("a"), Some(2));
        let r = parse(text, &[("a".into(), 5)]).unwrap();
        match &r
            .families
            .iter()
            .find(|f| matches!(f.take, Take::Region { .. }))
            .unwrap()
            .take
        {
            Take::Region {
                shape: Shape::Rays { bases, .. },
                ..
            } => assert_eq!(bases.len(), 9),
            other => panic!("{other:?}"),
        }
        assert!(
            parse(text, &[("b".into(), 1)])
                .unwrap_err()
                .contains("no parameter 'b'")
        );
    }

    #[test]
    fn guards_are_mirrored() {
        let text = "name = \"r\"\n[[move]]\ntake = \"(t, 0)\"\nwhen = \"x >= y\"\n";
        let r = parse(text, &[]).unwrap();
        assert_eq!(r.families.len(), 2);
        let m = &r.families[1];
        assert_eq!(
            m.take,
            Take::Ray {
                p: 0,
                c: 0,
                q: 1,
                d: 0,
                t_min: 1,
                t_max: None,
                xy: [0; 4],
            }
        );
        assert!(m.when.eval(&|v| if v == "x" { 1 } else { 3 }));
        assert!(!m.when.eval(&|v| if v == "x" { 3 } else { 1 }));
    }
}
