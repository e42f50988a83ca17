//! Walnut's `ost NAME [pre] [period]`: Ostrowski systems defined by name in a session
//! (kept for the process), and a definition under a built-in name accepted exactly when it
//! is that system. Route: the continued fraction is normalised by
//! [`crate::numeration::ostrowski`]; a built-in name is compared by its validity and
//! addition automata, minimized. Cost: that comparison builds the `ost` system's adder.

use crate::automaton::limits::Budget;
use crate::numeration::lookup::numeration;
use crate::numeration::ostrowski::ContinuedFraction;
use crate::numeration::store::custom_systems;
use crate::numeration::system::System;

/// Walnut's `ost NAME [pre] [period]`: define `msd_NAME` and `lsd_NAME` as the Ostrowski
/// system of `[0; pre, period, period, ...]` (normalised as in [`crate::numeration::ostrowski`]).
/// Defining a name again with the same continued fraction changes nothing; with another
/// one it is an error. The name of a built-in system is accepted when the definition is
/// that system (the same valid representations and the same adder, as automata: an
/// exported session's `ost ost_3 [0] [3];`), and is an error otherwise.
pub fn define_ost(name: &str, preperiod: &[u32], period: &[u32]) -> Result<(), String> {
    let cf = ContinuedFraction::new(preperiod, period)?;
    if let Some(builtin) = System::builtin(name) {
        builtin?;
        if same_as_ost(name, &cf)? {
            return Ok(());
        }
        return Err(format!(
            "msd_{name} is a built-in system, and [0; {:?}, {:?}...] defines another one (choose another name)",
            cf.preperiod(),
            cf.period()
        ));
    }
    let mut v = custom_systems()
        .lock()
        .map_err(|_| "the custom systems' lock is poisoned")?;
    match v.iter().find(|(n, _)| n == name) {
        Some((_, old)) if *old == cf => Ok(()),
        Some((_, old)) => Err(format!(
            "msd_{name} is already the Ostrowski system of [0; {:?}, {:?}...]",
            old.preperiod(),
            old.period()
        )),
        None => {
            v.push((name.to_string(), cf));
            Ok(())
        }
    }
}

/// Whether the Ostrowski system of `cf` is the built-in system `msd_NAME`: the same
/// digits, valid representations and adder (languages compared after minimization).
fn same_as_ost(name: &str, cf: &ContinuedFraction) -> Result<bool, String> {
    let own = numeration(&format!("msd_{name}"))?;
    if own.radix != cf.radix() || own.is_letters() {
        return Ok(false);
    }
    let budget = Budget::default();
    let valid = cf.valid_msd(&budget).map_err(|e| e.to_string())?;
    if !crate::automaton::minimize::same_language(&valid, &own.valid) {
        return Ok(false);
    }
    let add = cf
        .adder_msd_with_box(cf.adder_box(), &budget)
        .map_err(|e| e.to_string())?;
    let own_add = own.add(&budget).map_err(|e| e.to_string())?;
    Ok(crate::automaton::minimize::same_language(&add, own_add))
}
