//! Every verdict that uses an engine stays inside the range its twin is compared over:
//! the statement's default bound (mapped into the engine's measure) against the quick
//! tests' range, its deep bound against the slow-tests range (`check::engines`).

use wythoff_lab::papers::engines::engines as all;
use wythoff_lab::papers::find;

#[test]
fn every_verdict_stays_inside_its_engines_compared_range() {
    let (mut checked, mut commands) = (0, 0);
    for e in all() {
        for u in &e.uses {
            let reach = e
                .reach
                .iter()
                .find(|r| r.measure == u.measure)
                .unwrap_or_else(|| panic!("{}: {} names no measure of the engine", e.engine, u.by));
            let Some(at) = u.at_bound else {
                let (Some(max), Some(limit)) = (u.command_max, u.command_limit) else {
                    panic!("{}: {} is neither a verdict nor a command", e.engine, u.by);
                };
                assert!(
                    max <= reach.deep && max <= limit,
                    "{} accepts {} to {max} without --past-compared, past the slow-tests comparison ({}) of {}",
                    u.by,
                    u.measure,
                    reach.deep,
                    e.engine
                );
                commands += 1;
                continue;
            };
            let s = find(u.by).unwrap_or_else(|| panic!("{}: no statement {}", e.engine, u.by));
            let (d, deep) = (at(s.bound.default), at(s.bound.deep));
            assert!(
                d <= reach.quick,
                "{} at its default bound {} uses {} to {d}, past the quick comparison ({}) of {}",
                u.by,
                s.bound.default,
                u.measure,
                reach.quick,
                e.engine
            );
            assert!(
                deep <= reach.deep,
                "{} at its deep bound {} uses {} to {deep}, past the slow-tests comparison ({}) of {}",
                u.by,
                s.bound.deep,
                u.measure,
                reach.deep,
                e.engine
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} verdict uses listed");
    assert!(commands >= 10, "only {commands} command uses listed");
}

/// The check itself: a verdict past its range is caught.
#[test]
fn a_verdict_past_its_range_is_caught() {
    let e = all()
        .into_iter()
        .find(|e| e.engine.starts_with("Lythoff"))
        .expect("the Lythoff engine");
    let u = e
        .uses
        .iter()
        .find(|u| u.by == "kf.lemma3")
        .expect("kf.lemma3 uses it");
    let reach = e
        .reach
        .iter()
        .find(|r| r.measure == u.measure)
        .expect("its measure");
    let at = u.at_bound.expect("a verdict");
    assert!(
        at(reach.deep) > reach.deep,
        "a deep bound at the reach would pass it"
    );
}
