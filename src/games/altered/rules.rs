//! The recursive labelling of the paper's introduction, on a box: every cell is labelled
//! after all cells below and to its left; an altered cell keeps its declared label; any
//! other cell is N iff a P-position is reachable in one Wythoff move. `O(W H (W + H))`.

use super::spec::Alteration;
use crate::games::solver::{self, Region, Rules, SolveError, Square};
use crate::games::wythoff::Wythoff;

/// Labels `p[y][x]` of `[0, w) x [0, h)` (`true` = P).
pub fn labels(alt: &Alteration, w: usize, h: usize) -> Vec<Vec<bool>> {
    let mut p = vec![vec![false; w]; h];
    for y in 0..h {
        for x in 0..w {
            p[y][x] = match alt.fixed(x as u64, y as u64) {
                Some(v) => v,
                None => {
                    let reach = (0..x).any(|i| p[y][i])
                        || (0..y).any(|j| p[j][x])
                        || (1..=x.min(y)).any(|k| p[y - k][x - k]);
                    !reach
                }
            };
        }
    }
    p
}

/// The P-positions `(x, y)` of a box, sorted by column then row.
pub fn p_positions(alt: &Alteration, w: usize, h: usize) -> Vec<(u64, u64)> {
    let p = labels(alt, w, h);
    let mut v: Vec<(u64, u64)> = (0..w)
        .flat_map(|x| (0..h).map(move |y| (x, y)))
        .filter(|&(x, y)| p[y][x])
        .map(|(x, y)| (x as u64, y as u64))
        .collect();
    v.sort_unstable();
    v
}

/// A node of the altered game as a normal-play game: a cell, or the terminal position that
/// a declared N cell may also move to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Node {
    Terminal,
    Cell(u32, u32),
}

/// The altered game's moves, written from the definition of
/// [`Label`](crate::games::wythoff::grundy::Label): a declared P cell has none; a declared N
/// cell has its Wythoff moves and one to the terminal position; any other cell has its
/// Wythoff moves.
struct AlteredMoves<'a>(&'a Alteration);

impl Rules for AlteredMoves<'_> {
    type Pos = Node;
    fn options(&self, p: Node, out: &mut Vec<Node>) {
        let Node::Cell(x, y) = p else { return };
        let fixed = self.0.fixed(u64::from(x), u64::from(y));
        if fixed == Some(true) {
            return;
        }
        let mut cells = Vec::new();
        Wythoff.options((x, y), &mut cells);
        out.extend(cells.into_iter().map(|(a, b)| Node::Cell(a, b)));
        if fixed == Some(false) {
            out.push(Node::Terminal);
        }
    }
}

/// The terminal position first, then the square row by row.
struct WithTerminal(Square);

impl Region<Node> for WithTerminal {
    fn len(&self) -> usize {
        self.0.len() + 1
    }
    fn position(&self, i: usize) -> Node {
        match i {
            0 => Node::Terminal,
            _ => {
                let (x, y) = self.0.position(i - 1);
                Node::Cell(x, y)
            }
        }
    }
    fn index(&self, p: Node) -> Option<usize> {
        match p {
            Node::Terminal => Some(0),
            Node::Cell(x, y) => self.0.index((x, y)).map(|i| i + 1),
        }
    }
}

/// The Grundy values `g[x][y]` of the square of side `side` by the generic rules solver
/// (`O(side^3)`): the twin of the line engine.
pub fn grundy(alt: &Alteration, side: u32) -> Result<Vec<Vec<u32>>, SolveError> {
    let sq = Square { side };
    let flat = solver::grundy(&AlteredMoves(alt), &WithTerminal(sq))?;
    let mut g = vec![vec![0; side as usize]; side as usize];
    for (i, &v) in flat.iter().enumerate().skip(1) {
        let Node::Cell(x, y) = WithTerminal(sq).position(i) else {
            continue;
        };
        g[x as usize][y as usize] = v;
    }
    Ok(g)
}
