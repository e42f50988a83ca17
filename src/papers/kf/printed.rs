//! Values printed in Klein and Fraenkel's paper, transcribed as printed (from the
//! paper's text), parsed at run time.

/// Section 2.1, table "Lythoff(3) | Alternate definition": 13 rows `a1 a2 a3 | a1 a2 a3`.
pub const TABLE_ALTERNATE: &str = "\
0 0 0 | 0 0 0
1 2 3 | 1 2 3
4 7 10 | 4 7 10
5 9 13 | 5 9 13
6 11 16 | 6 11 16
8 15 22 | 8 15 22
12 21 30 | 12 21 30
14 25 36 | 14 25 36
17 29 41 | 17 29 41
18 31 44 | 18 31 44
19 34 49 | 19 34 49
20 37 53 | 20 37 53
23 42 61 | 23 39 58";

/// Section 2.1: "[23, 39, 58] ... has a legal move to ... [20, 37, 53] via S = {-14, 38}".
pub const ALTERNATE_MOVE: ([u64; 3], [u64; 3], [i64; 2]) = ([23, 39, 58], [20, 37, 53], [-14, 38]);

/// Section 4, table "Variable 3-Pile Wythoff" (A = [2, 4, 6], f(B) = 1 + B3 - B2):
/// `B1 B2 B3 | D(B) | f(B) | D(B) + [0, f(B)) | Legality`.
pub const TABLE_VARIABLE: &str = "\
0 0 0 | {0} | 1 | {0} | Illegal
0 0 1 | {0,1} | 2 | {0, 1, 2} | D's intersect
0 0 2 | {0,2} | 3 | {0, 1, 2, 3, 4} | D's intersect
0 1 1 | {0,1} | 1 | {0,1} | Illegal
0 1 2 | {1} | 2 | {1, 2} | D's intersect
0 2 2 | {0,2} | 1 | {0, 2} | D's intersect
1 1 1 | {0} | 1 | {0} | Illegal
1 1 2 | {0,1} | 2 | {0, 1, 2} | D's intersect
1 2 2 | {0,1} | 1 | {0,1} | A and B intersect
2 2 2 | {0} | 1 | {0} | A and B intersect";

/// The position the variable table moves from.
pub const VARIABLE_FROM: [u64; 3] = [2, 4, 6];

/// Parse the non-negative integers of a cell.
pub fn numbers(s: &str) -> Vec<u64> {
    s.split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .filter_map(|t| t.parse().ok())
        .collect()
}

/// The rows of a `|`-separated table, cells trimmed.
pub fn rows(table: &str) -> Vec<Vec<&str>> {
    table
        .lines()
        .map(|l| l.split('|').map(str::trim).collect())
        .collect()
}
