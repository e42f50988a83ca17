//! The part of a word's machine that Walnut's files and drawings show: the states reached
//! by prefixes of valid representations, numbered breadth first, and their transitions on
//! the digits that stay among them. Route: a breadth-first walk of the product with the
//! valid representations. Cost: linear in the product's reachable part.

/// A word's states reached by prefixes of valid representations, numbered breadth first
/// (old numbers), and each one's transitions on the digits that stay among them (digit ->
/// new number).
type LiveWord = (Vec<u32>, Vec<std::collections::BTreeMap<usize, usize>>);

/// The states of an automaton with outputs `dfa` reached by prefixes of the valid inputs
/// `valid` accepts, and their transitions that stay among them.
pub(super) fn live_states(
    dfa: &crate::automaton::dfa::Dfa,
    valid: &crate::automaton::dfa::Dfa,
) -> LiveWord {
    let live = valid.productive();
    let mut id: std::collections::HashMap<u32, usize> = Default::default();
    let mut seen = std::collections::HashSet::new();
    let start = (dfa.start(), valid.start());
    let mut queue = std::collections::VecDeque::from([start]);
    seen.insert(start);
    let mut order = Vec::new();
    let mut edges: Vec<std::collections::BTreeMap<usize, u32>> = Vec::new();
    id.insert(start.0, 0);
    order.push(start.0);
    edges.push(Default::default());
    while let Some((q, v)) = queue.pop_front() {
        for a in 0..dfa.letters() {
            let v2 = valid.next(v, a);
            if !live[v2 as usize] {
                continue;
            }
            let q2 = dfa.next(q, a);
            if let std::collections::hash_map::Entry::Vacant(e) = id.entry(q2) {
                e.insert(order.len());
                order.push(q2);
                edges.push(Default::default());
            }
            edges[id[&q]].insert(a, q2);
            if seen.insert((q2, v2)) {
                queue.push_back((q2, v2));
            }
        }
    }
    let edges = edges
        .into_iter()
        .map(|m| m.into_iter().map(|(a, t)| (a, id[&t])).collect())
        .collect();
    (order, edges)
}
