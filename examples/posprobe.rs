use wythoff_lab::games::l1::{planes, rules::Variant};
fn main() {
    let s: u64 = std::env::args().nth(1).unwrap().parse().unwrap();
    let p = planes::solve(Variant::Positive, s).unwrap();
    let mut shared = 0;
    for (i, &x) in p.iter().enumerate() {
        let sx: u64 = x.iter().sum();
        let mut why = vec![];
        for &q in &p[..i] {
            let sq: u64 = q.iter().sum();
            if sq >= sx { continue; }
            for v in x { if q.contains(&v) { why.push(format!("val {v} of {q:?}")); } }
            let dx = [x[1]-x[0], x[2]-x[1], x[2]-x[0]]; let dq = [q[1]-q[0], q[2]-q[1], q[2]-q[0]];
            for d in dx { if dq.contains(&d) { why.push(format!("diff {d} of {q:?}")); } }
        }
        if !why.is_empty() { shared += 1; if shared < 40 { println!("{i} {x:?}: {}", why.join(", ")); } }
    }
    println!("{} of {} share", shared, p.len());
    let mut sums: Vec<u64> = p.iter().map(|x| x.iter().sum()).collect(); let n = sums.len(); sums.dedup(); println!("distinct sums {} of {}", sums.len(), n);
}
