//! Set alphabets (Walnut's `reg NAME {-1,0,1} "..."`): a track of letters that is no
//! number system, one shared object per set as written. Route: the values are sorted and
//! deduplicated, digit `i` reading the `i`-th least. Cost: a sort of at most
//! [`MAX_LETTERS`] values.

use crate::automaton::dfa::Dfa;
use crate::numeration::store::letter_sets;
use crate::numeration::system::System;
use crate::numeration::track::{Numeration, cache};
use std::sync::{Arc, OnceLock};

/// The most letters a set alphabet may have (a track's digits are `u32`, and a product of
/// a few tracks must stay a reasonable alphabet).
pub const MAX_LETTERS: usize = 1024;

/// The name of a set alphabet in this crate (one word, as a base is): `{-1,0,1}`.
pub fn letters_name(values: &[i64]) -> String {
    let v: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("{{{}}}", v.join(","))
}

/// The track of a set alphabet (Walnut's `{-1,0,1}`): the values sorted and deduplicated,
/// digit `i` reading the `i`-th least; one shared object per set as written (the order
/// written, first occurrences kept, is Walnut's order of the letters in `test` and `inf`:
/// [`Numeration::written_values`]; the sets `{2,0,1}` and `{0,1,2}` are one system). An
/// empty set, or one of more than [`MAX_LETTERS`] values, is an error.
pub fn letters(values: &[i64]) -> Result<Arc<Numeration>, String> {
    let mut written: Vec<i64> = Vec::with_capacity(values.len());
    for &v in values {
        if !written.contains(&v) {
            written.push(v);
        }
    }
    let mut set = written.clone();
    set.sort_unstable();
    if set.is_empty() {
        return Err("an empty alphabet {}".into());
    }
    if set.len() > MAX_LETTERS {
        return Err(format!(
            "an alphabet of {} letters (at most {MAX_LETTERS})",
            set.len()
        ));
    }
    let name = letters_name(&set);
    let key = letters_name(&written);
    let mut map = cache().lock().map_err(|_| "numeration cache poisoned")?;
    if let Some(n) = map.get(&key) {
        return Ok(n.clone());
    }
    let id = {
        let mut sets = letter_sets()
            .lock()
            .map_err(|_| "the alphabets' lock is poisoned")?;
        match sets.iter().position(|s| *s == set) {
            Some(i) => i as u32,
            None => {
                sets.push(set.clone());
                sets.len() as u32 - 1
            }
        }
    };
    let radix = set.len() as u32;
    let n = Arc::new(Numeration {
        name: name.clone(),
        system: System::Letters(id),
        msd: true,
        radix,
        valid: Dfa::constant(vec![radix], true),
        add: OnceLock::new(),
        alphabet: Some(set),
        written: Some(written),
    });
    map.insert(key, n.clone());
    Ok(n)
}
