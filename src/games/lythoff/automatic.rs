//! Lythoff(2_f) with a constant `f` for the learner and the prover: its P-positions from
//! Construction 2 and its rule as Walnut formulas (Klein-Fraenkel, Definition 7 for K = 2,
//! the rule of [`super::legal::legal_def7`]).
//!
//! Its rule is stated on sorted pairs: `B = (b1, b2)` is an option of `A = (a1, a2)` iff
//! `B < A` lexicographically and (A and B share a value, or `0 <= (a2 - a1) - (b2 - b1) <
//! f`). That is not a union of take families on ordered pairs (a rules file), so the game
//! writes its own proof: the set is shown symmetric, then the kernel is proved on sorted
//! pairs written (smaller pile, difference): `pd(x,y)` iff `(x, x+y)` is in the set, and
//! `opt(a,b,c,d)` iff `(c, c+d)` is an option of `(a, a+b)` (the difference form keeps the
//! automata small: the f = 5 proof takes ~4 s instead of ~19 s with a move relation on
//! four pile sizes). Its two-pile P-set is a-Wythoff's (`gallery/a_wythoff.toml`, compared
//! in `tests/rules_engines.rs`).
//!
//! Cost: Construction 2 to the bound (`O(n^2)` literal checks); the proof's cost is the
//! procedure's.

use super::Construction;
use crate::games::rules::prove::Learnable;

/// Lythoff(2_f), `f` a constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lythoff2 {
    /// The constant f.
    pub f: u64,
}

impl Lythoff2 {
    /// Lythoff(K_f) from the command line's K and f: only K = 2 and a constant f have a
    /// move formula here.
    pub fn from_args(piles: u64, f: Option<&str>) -> Result<Lythoff2, String> {
        if piles != 2 {
            return Err(format!(
                "lythoff --piles {piles}: guess knows the two-pile game only (a move formula for more piles is not written)"
            ));
        }
        let Some(text) = f else {
            return Ok(Lythoff2 { f: 1 });
        };
        let e = super::FExpr::parse(text, 2)?;
        // f is linear in (B1, B2): constant iff equal at (0,0), (0,1), (1,1).
        let v: Vec<Result<u64, String>> =
            [[0, 0], [0, 1], [1, 1]].iter().map(|b| e.eval(b)).collect();
        match (&v[0], &v[1], &v[2]) {
            (Ok(a), Ok(b), Ok(c)) if a == b && b == c => Ok(Lythoff2 { f: *a }),
            _ => Err(format!(
                "lythoff --f {text}: guess has a move formula for a constant f only"
            )),
        }
    }
}

impl Learnable for Lythoff2 {
    fn title(&self) -> String {
        format!("lythoff --piles 2 --f {}", self.f)
    }

    fn extent(&self) -> (u64, u64) {
        (0, 0)
    }

    fn pairs(&self, bound: u64, budget: u64) -> Result<Vec<(u64, u64)>, String> {
        let f = self.f;
        let generator = Construction::with_f(2, Box::new(move |_| Ok(f)));
        let mut v = Vec::new();
        for r in generator {
            let p = r?;
            if p[0] >= bound {
                break;
            }
            if p[1] < bound {
                v.push((p[0], p[1]));
                if p[0] != p[1] {
                    v.push((p[1], p[0]));
                }
            }
            if automatic_prover::logic::learn_sparse::Pairs::bytes_for(bound, v.len() as u64)
                > budget
            {
                return Err(format!(
                    "the data below {bound} needs more than the memory budget of {} MB ({} P-positions listed when it stopped)",
                    budget >> 20,
                    v.len()
                ));
            }
        }
        Ok(v)
    }

    fn proof_script(&self, base: &str, set: &str) -> Result<String, String> {
        let b = format!("?{base}");
        let f = self.f;
        let mut s = String::new();
        s += &format!("def pd \"{b} Ez z=x+y & ${set}(x,z)\";\n");
        s += &format!("eval symmetric \"{b} Ax,y ${set}(x,y) <=> ${set}(y,x)\";\n");
        s += &format!(
            "def opt \"{b} $pd(c,d) & (c<a | (c=a & d<b)) & (c=a | c=a+b | c+d=a | c+d=a+b | (d<=b & b<d+{f}))\";\n"
        );
        s += &format!("eval stable \"{b} Aa,b,c,d ~($pd(a,b) & $opt(a,b,c,d))\";\n");
        s += &format!("eval absorbing \"{b} Aa,b ~$pd(a,b) => Ec,d $opt(a,b,c,d)\";\n");
        Ok(s)
    }
}
