//! Morphisms on integer letters (Walnut's `morphism NAME "0->01 1->10";`) and the word
//! automaton of a uniform morphism's fixed point (`promote`).
//!
//! Route (Cobham): for a k-uniform morphism h with h(0) starting with 0, the fixed point
//! h^ω(0) is read by the automaton whose states are the letters reached from 0, whose
//! transition on digit j sends a to `h(a)[j]`, and whose output at a is a: reading the
//! base-k digits of n from the most significant one gives the n-th letter. Reading a
//! leading 0 stays in state 0 because h(0) starts with 0, so every padding of n has the
//! same value. Cost: one state per letter reached, k transitions each.
//!
//! Walnut's rules kept: the base is `msd_k`; a morphism that is not uniform, or whose image
//! of 0 does not start with 0, is refused here (Walnut builds a partial automaton for the
//! first and warns of "unexpected results" for the second).

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::logic::EvalError;
use crate::logic::words::Word;
use crate::numeration::numeration;

/// A morphism: each letter's image, in the order written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Morphism {
    /// Each letter and its image, in the order written.
    pub map: Vec<(i64, Vec<i64>)>,
}

impl Morphism {
    /// The image of `letter`, if it has one.
    pub fn image(&self, letter: i64) -> Option<&[i64]> {
        self.map
            .iter()
            .find(|(l, _)| *l == letter)
            .map(|(_, i)| i.as_slice())
    }

    /// The letters mapped, sorted.
    pub fn domain(&self) -> Vec<i64> {
        let mut d: Vec<i64> = self.map.iter().map(|(l, _)| *l).collect();
        d.sort_unstable();
        d
    }

    /// The letters of the images, sorted, each once.
    pub fn range(&self) -> Vec<i64> {
        let mut r: Vec<i64> = self.map.iter().flat_map(|(_, i)| i.clone()).collect();
        r.sort_unstable();
        r.dedup();
        r
    }

    /// The common length of the images, or an error naming two different lengths.
    pub fn uniform_length(&self) -> Result<usize, String> {
        let Some((_, first)) = self.map.first() else {
            return Err("the morphism maps no letter".into());
        };
        let first = first.len();
        match self.map.iter().find(|(_, i)| i.len() != first) {
            None => Ok(first),
            Some((l, i)) => Err(format!(
                "the morphism is not uniform (the image of {} has length {first}, the image of {l} length {})",
                self.map[0].0,
                i.len()
            )),
        }
    }

    /// What Walnut prints on defining it: `Defined with domain [0, 1] and range [0, 1]`.
    pub fn describe(&self) -> String {
        let list = |v: Vec<i64>| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        format!(
            "Defined with domain [{}] and range [{}]",
            list(self.domain()),
            list(self.range())
        )
    }

    /// The word automaton (msd_k) of the fixed point h^ω(0) of this k-uniform morphism.
    pub fn promote(&self, budget: &Budget) -> Result<Word, EvalError> {
        let k = self.uniform_length().map_err(EvalError::plain)?;
        if k < 2 {
            return Err(EvalError::plain(format!(
                "the images have length {k}; a fixed point needs length at least 2"
            )));
        }
        let zero = self
            .image(0)
            .ok_or_else(|| EvalError::plain("the morphism does not map the letter 0"))?;
        if zero.first() != Some(&0) {
            return Err(EvalError::plain(
                "the image of 0 does not start with 0, so h has no fixed point starting with 0",
            ));
        }
        for (l, image) in &self.map {
            if let Some(m) = image.iter().find(|m| self.image(**m).is_none()) {
                return Err(EvalError::plain(format!(
                    "the letter {m} occurs in the image of {l} but has no image"
                )));
            }
        }
        let num = numeration(&format!("msd_{k}")).map_err(EvalError::plain)?;
        let mut out = Vec::new();
        let dfa = Dfa::explore(
            vec![num.radix],
            0i64,
            |&a, j| self.image(a).map(|i| i[j]),
            |&a| {
                out.push(a);
                false
            },
            budget,
            "promote",
        )?;
        // Every letter reached has an image of length k (checked above): no dead state.
        out.truncate(dfa.states());
        Ok(Word { num, dfa, out })
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::morphism::*;

    fn m(pairs: &[(i64, &[i64])]) -> Morphism {
        Morphism {
            map: pairs.iter().map(|(l, i)| (*l, i.to_vec())).collect(),
        }
    }

    /// The fixed point by iterating the morphism from 0.
    fn fixed_point(h: &Morphism, len: usize) -> Vec<i64> {
        let mut w = vec![0];
        while w.len() < len {
            w = w
                .iter()
                .flat_map(|&a| h.image(a).unwrap().to_vec())
                .collect();
        }
        w.truncate(len);
        w
    }

    #[test]
    fn promoted_words_read_the_fixed_point() {
        let budget = Budget::default();
        for h in [
            m(&[(0, &[0, 1]), (1, &[1, 0])]),
            m(&[(0, &[0, 1]), (1, &[2, 1]), (2, &[0, 3]), (3, &[2, 3])]),
            m(&[(0, &[0, 1, 2]), (1, &[1, 1, 0]), (2, &[2, 0, 1])]),
            m(&[(0, &[0, 5, 0]), (5, &[5, 5, 0]), (7, &[7, 7, 7])]),
        ] {
            let w = h.promote(&budget).unwrap();
            let fp = fixed_point(&h, 300);
            for (n, &v) in fp.iter().enumerate() {
                assert_eq!(w.at(n as u64), v, "{h:?} at {n}");
            }
        }
    }

    #[test]
    fn refusals() {
        let budget = Budget::default();
        let e = |h: Morphism| h.promote(&budget).unwrap_err().message;
        assert_eq!(
            e(m(&[(0, &[0, 1]), (1, &[1])])),
            "the morphism is not uniform (the image of 0 has length 2, the image of 1 length 1)"
        );
        assert_eq!(
            e(m(&[(0, &[1, 0]), (1, &[1, 0])])),
            "the image of 0 does not start with 0, so h has no fixed point starting with 0"
        );
        assert_eq!(
            e(m(&[(0, &[0, 2]), (1, &[1, 0])])),
            "the letter 2 occurs in the image of 0 but has no image"
        );
        assert_eq!(
            e(m(&[(0, &[0])])),
            "the images have length 1; a fixed point needs length at least 2"
        );
        assert_eq!(
            m(&[(1, &[0, 1]), (0, &[1, 0, 1])]).describe(),
            "Defined with domain [0, 1] and range [0, 1]"
        );
    }
}
