use wythoff_lab::games::l1::{planes, rules::Variant, TrueL1};
fn main() {
    let s: u64 = std::env::args().nth(1).unwrap().parse().unwrap();
    for v in [Variant::L1, Variant::Positive] {
        let t = std::time::Instant::now();
        let p = planes::solve(v, s).unwrap();
        println!("{v:?} S={s} #P={} t={:?} last={:?}", p.len(), t.elapsed(), p.last());
        if v == Variant::L1 { let e: Vec<_> = TrueL1::new().take(p.len()).collect(); println!("equal: {}", e == p); }
    }
}
