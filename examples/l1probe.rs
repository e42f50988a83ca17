use wythoff_lab::games::l1::TrueL1;
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let t = std::time::Instant::now();
    let mut e = TrueL1::new();
    let mut last = [0u64;3];
    for i in 0..n { last = e.next().unwrap(); if i < 40 { print!("{:?} ", last); } }
    println!("\nn={} last={:?} ratios {:.6} {:.6} {:.6} shared={:?} bytes={} t={:?}", n, last, last[0] as f64/n as f64, last[1] as f64/n as f64, last[2] as f64/n as f64, e.shared_sums(), e.window_bytes(), t.elapsed());
}
