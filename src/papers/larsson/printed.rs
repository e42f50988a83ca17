//! Values printed in Larsson's paper, transcribed as printed (from the paper's
//! text), parsed at run time.

/// Table 2 (W^4), as printed: rows of `n a_n b_n delta_n`, three per line.
pub const TABLE2: &str = "\
0 0 0 0 30 10 25 15 60 20 50 30
1 0 1 1 31 10 26 16 61 21 51 30
2 0 2 2 32 11 26 15 62 21 52 31
3 0 3 3 33 11 27 16 63 22 53 31
4 1 1 0 34 11 28 17 64 22 54 32
5 1 4 3 35 12 29 17 65 22 55 33
6 1 5 4 36 12 30 18 66 23 55 32
7 2 3 1 37 12 31 19 67 23 56 33
8 2 6 4 38 13 31 18 68 23 57 34
9 2 7 5 39 13 32 19 69 24 58 34
10 3 8 5 40 13 33 20 70 24 59 35
11 3 9 6 41 14 34 20 71 24 60 36
12 4 6 2 42 14 35 21 72 25 60 35
13 4 10 6 43 14 36 22 73 25 61 36
14 4 11 7 44 15 37 22 74 25 62 37
15 5 12 7 45 15 38 23 75 26 63 37
16 5 13 8 46 16 37 21 76 26 64 38
17 5 14 9 47 16 39 23 77 27 65 38
18 6 15 9 48 16 40 24 78 27 66 39
19 6 16 10 49 17 41 24 79 27 67 40
20 7 15 8 50 17 42 25 80 28 67 39
21 7 17 10 51 17 43 26 81 28 68 40
22 7 18 11 52 18 43 25 82 28 69 41
23 8 19 11 53 18 44 26 83 29 70 41
24 8 20 12 54 18 45 27 84 29 71 42
25 8 21 13 55 19 46 27 85 29 72 43
26 9 21 12 56 19 47 28 86 30 72 42
27 9 22 13 57 19 48 29 87 30 73 43
28 9 23 14 58 20 48 28 88 30 74 44
29 10 24 14 59 20 49 29 89 31 75 44";

/// Table 3 (W^5), as printed: rows of `n a_n b_n delta_n`, three per line.
pub const TABLE3: &str = "\
0 0 0 0 30 8 21 13 60 17 24 7
1 0 1 1 31 8 22 14 61 17 43 26
2 0 2 2 32 8 23 15 62 17 44 27
3 0 3 3 33 9 23 14 63 17 45 28
4 0 4 4 34 9 24 15 64 18 46 28
5 1 1 0 35 9 25 16 65 18 47 29
6 1 2 1 36 10 14 4 66 18 48 30
7 1 5 4 37 10 26 16 67 19 25 6
8 1 6 5 38 10 27 17 68 19 48 29
9 2 4 2 39 10 28 18 69 19 49 30
10 2 7 5 40 11 16 5 70 19 50 31
11 2 8 6 41 11 28 17 71 20 29 9
12 3 3 0 42 11 29 18 72 20 51 31
13 3 6 3 43 11 30 19 73 20 52 32
14 3 9 6 44 12 15 3 74 20 53 33
15 3 10 7 45 12 31 19 75 21 31 10
16 4 11 7 46 12 32 20 76 21 53 32
17 4 12 8 47 12 33 21 77 21 54 33
18 4 13 9 48 13 33 20 78 21 55 34
19 5 7 2 49 13 34 21 79 22 30 8
20 5 13 8 50 13 35 22 80 22 56 34
21 5 14 9 51 14 36 22 81 22 57 35
22 5 15 10 52 14 37 23 82 22 58 36
23 6 16 10 53 14 38 24 83 23 58 35
24 6 17 11 54 15 38 23 84 23 59 36
25 6 18 12 55 15 39 24 85 23 60 37
26 7 18 11 56 15 40 25 86 24 61 37
27 7 19 12 57 16 41 25 87 24 62 38
28 7 20 13 58 16 42 26 88 24 63 39
29 8 9 1 59 16 43 27 89 25 63 38";

/// Table 4 (W^6), as printed: rows of `n a_n b_n delta_n`, three per line.
pub const TABLE4: &str = "\
0 0 0 0 30 6 19 13 60 13 36 23
1 0 1 1 31 7 15 8 61 14 27 13
2 0 2 2 32 7 19 12 62 14 37 23
3 0 3 3 33 7 20 13 63 14 38 24
4 0 4 4 34 7 21 14 64 14 39 25
5 0 5 5 35 8 9 1 65 15 30 15
6 1 1 0 36 8 22 14 66 15 39 24
7 1 2 1 37 8 23 15 67 15 40 25
8 1 3 2 38 8 24 16 68 15 41 26
9 1 6 5 39 9 16 7 69 16 32 16
10 1 7 6 40 9 24 15 70 16 42 26
11 2 4 2 41 9 25 16 71 16 43 27
12 2 5 3 42 9 26 17 72 16 44 28
13 2 8 6 43 10 20 10 73 17 18 1
14 2 9 7 44 10 27 17 74 17 31 14
15 3 6 3 45 10 28 18 75 17 44 27
16 3 7 4 46 10 29 19 76 17 45 28
17 3 10 7 47 11 11 0 77 17 46 29
18 3 11 8 48 11 22 11 78 18 35 17
19 4 8 4 49 11 29 18 79 18 47 29
20 4 12 8 50 11 30 19 80 18 48 30
21 4 13 9 51 11 31 20 81 18 49 31
22 4 14 10 52 12 21 9 82 19 37 18
23 5 10 5 53 12 32 20 83 19 49 30
24 5 14 9 54 12 33 21 84 19 50 31
25 5 15 10 55 12 34 22 85 19 51 32
26 5 16 11 56 13 13 0 86 20 40 20
27 6 12 6 57 13 25 12 87 20 52 32
28 6 17 11 58 13 34 21 88 20 53 33
29 6 18 12 59 13 35 22 89 20 54 34";

/// Table 1, as printed: for each k, the conjectured limit ratios b/a (l(k) entries).
/// The extraction writes ϕ for the golden ratio and 1+√2; the other entries are decimals.
pub const TABLE1: &str = "\
1 ϕ
2 ϕ 2
3 2
4 1+√2
5 1.476 2.5
6 1.28 2.0 2.5
7 2.5
8 2.0 2.5
9 1.34 2.5
10 1.59 2.0 2.5
11 2.5
12 1.74 2.5
13 1.2 2.5
14 2.5
15 1+√2 2.58
16 1.426 2.5 2.6
17 1.12 2.0 2.5 2.6
18 2.35 2.5 2.6
19 1.88 2.5 2.6
20 1.28 2.5 2.6";

/// Figure 1's examples in W^2: (11, 15) is N (two P options), (8, 12) is P (one P option).
pub const FIG1_N: (u64, u64) = (11, 15);
/// See [`FIG1_N`].
pub const FIG1_P: (u64, u64) = (8, 12);

/// A printed table row `(n, a_n, b_n, delta_n)`.
pub type Row = [u64; 4];

/// Parse one of Tables 2-4 into rows sorted by n.
pub fn table_rows(table: &str) -> Vec<Row> {
    let mut rows: Vec<Row> = table
        .lines()
        .flat_map(|l| {
            let v: Vec<u64> = l
                .split_whitespace()
                .filter_map(|t| t.parse().ok())
                .collect();
            v.chunks(4)
                .filter(|c| c.len() == 4)
                .map(|c| [c[0], c[1], c[2], c[3]])
                .collect::<Vec<_>>()
        })
        .collect();
    rows.sort_unstable();
    rows
}

/// Parse Table 1: `(k, printed entries, values)`.
pub fn table1() -> Vec<(usize, Vec<String>, Vec<f64>)> {
    parse_table1(TABLE1)
}

/// Parse a table in [`TABLE1`]'s format (a line per k: `k` and its entries).
pub fn parse_table1(text: &str) -> Vec<(usize, Vec<String>, Vec<f64>)> {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    text.lines()
        .filter_map(|l| {
            let mut it = l.split_whitespace();
            let k: usize = it.next()?.parse().ok()?;
            let printed: Vec<String> = it.map(String::from).collect();
            let values = printed
                .iter()
                .map(|e| match e.as_str() {
                    "ϕ" => phi,
                    "1+√2" => 1.0 + 2f64.sqrt(),
                    other => other.parse().unwrap_or(f64::NAN),
                })
                .collect();
            Some((k, printed, values))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transcriptions_have_the_printed_sizes() {
        for t in [TABLE2, TABLE3, TABLE4] {
            let rows = table_rows(t);
            assert_eq!(rows.len(), 90);
            assert!(rows.iter().enumerate().all(|(i, r)| r[0] == i as u64));
        }
        assert_eq!(table1().len(), 20);
    }
}
