//! Element-by-element comparison that reports the smallest index where two routes differ.
//!
//! Every "fast generator vs slow twin" check goes through [`agree`], so a wrong fast
//! generator fails with the first `n` at which it is wrong, never with a bare `false`.

use std::fmt::Debug;

/// Compare the first `count` items of two sequences.
///
/// Returns `Ok(count)` when they agree on all of them, or `Err` naming the smallest index
/// where they differ (or where one of them ends early).
pub fn agree<T, A, B>(
    left_name: &str,
    left: A,
    right_name: &str,
    right: B,
    count: usize,
) -> Result<usize, String>
where
    T: PartialEq + Debug,
    A: IntoIterator<Item = T>,
    B: IntoIterator<Item = T>,
{
    let mut l = left.into_iter();
    let mut r = right.into_iter();
    for i in 0..count {
        match (l.next(), r.next()) {
            (Some(x), Some(y)) if x == y => {}
            (Some(x), Some(y)) => {
                return Err(format!(
                    "index {i}: {left_name} gives {x:?}, {right_name} gives {y:?}"
                ));
            }
            (x, y) => {
                return Err(format!(
                    "index {i}: {left_name} gives {x:?}, {right_name} gives {y:?} (a sequence ended)"
                ));
            }
        }
    }
    Ok(count)
}

/// The smallest item of `items` for which `holds` is false, described by `describe`.
pub fn first_failure<T, I, P, D>(items: I, mut holds: P, describe: D) -> Result<usize, String>
where
    I: IntoIterator<Item = T>,
    P: FnMut(&T) -> bool,
    D: Fn(&T) -> String,
{
    let mut count = 0;
    for item in items {
        if !holds(&item) {
            return Err(describe(&item));
        }
        count += 1;
    }
    Ok(count)
}

/// Compare two whole lists (their lengths included), naming the smallest index where they
/// differ.
pub fn agree_all<T: PartialEq + Debug>(
    left_name: &str,
    left: &[T],
    right_name: &str,
    right: &[T],
) -> Result<(), String> {
    agree(
        left_name,
        left,
        right_name,
        right,
        left.len().max(right.len()),
    )
    .map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_the_first_difference() {
        let wrong = (0..100).map(|i| if i == 37 || i == 50 { i + 1 } else { i });
        let err = agree("fast", wrong, "slow", 0..100, 100).unwrap_err();
        assert!(err.starts_with("index 37:"), "{err}");
        assert_eq!(agree("a", 0..10, "b", 0..10, 10), Ok(10));
        assert!(
            agree("a", 0..5, "b", 0..10, 10)
                .unwrap_err()
                .contains("ended")
        );
    }

    #[test]
    fn first_failure_is_the_smallest() {
        let r = first_failure(1..100u32, |&n| n % 7 != 0, |n| format!("n = {n}"));
        assert_eq!(r, Err("n = 7".into()));
    }
}
