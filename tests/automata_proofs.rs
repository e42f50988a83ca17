//! The decision procedure as a prover: every proof file under `proofs/walnut/` answers TRUE
//! for every `eval`; a deliberately wrong P-set is not proved (and the counterexample is the
//! one brute force finds); each numeration system proves its own axioms; classical facts
//! about automatic words come out as known; the `prove` command's contract.

use automatic_prover::numeration::numeration;
use automatic_prover::{Answer, Session};
use std::io::Write;
use std::process::{Command, Stdio};

/// A SKIPPED line on the process's standard error itself (`eprintln!` is captured, and
/// hidden, for a passing test), so `cargo test` shows it with or without `--nocapture`.
macro_rules! skipped {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

fn run(script: &str) -> Vec<(String, Answer, Option<String>)> {
    Session::default()
        .run_script(script)
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        .map(|o| (o.name, o.result, o.witness))
        .collect()
}

fn all_true(script: &str) {
    for (name, a, w) in run(script) {
        assert!(a != Answer::False, "{name}: FALSE {w:?}");
    }
}

#[test]
fn every_proof_file_is_true() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/proofs/walnut");
    let catalog = wythoff_lab::papers::statements();
    let mut n = 0;
    let mut learned = 0;
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().and_then(|x| x.to_str()) != Some("walnut") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        // Every proof file names its catalog id on its first line; a gallery game's proof
        // (`games.NAME.walnut`, re-run by tests/gallery.rs) names its game instead.
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with("games.") {
            assert!(
                text.starts_with("# "),
                "{name}: the first line names the game"
            );
            continue;
        }
        assert!(
            text.starts_with("# Catalog id: "),
            "{name}: the first line must name the catalog id"
        );
        // A learned proof (`automatic.*`, `wythoff guess --save`) is a catalog statement's
        // proof, embedded with its automata: the catalog test (tests/catalog.rs) runs it, so
        // here it is only compared with the files on disk (the Lythoff f = 4 proof alone
        // takes ~5 s).
        if name.starts_with("automatic.") {
            let rel = format!("proofs/walnut/{name}");
            let st = catalog
                .iter()
                .find(|s| s.proof.is_some_and(|f| f.path == rel))
                .unwrap_or_else(|| panic!("{name}: no catalog statement carries it"));
            let proof = st.proof.unwrap();
            assert_eq!(
                proof.text, text,
                "{name}: the embedded text is not the file's"
            );
            assert!(
                text.contains(&format!("# Catalog id: {} ", st.id)),
                "{name}: id"
            );
            for (load, embedded) in proof.loads {
                let on_disk = std::fs::read_to_string(p.parent().unwrap().join(load)).unwrap();
                assert_eq!(*embedded, on_disk, "{name}: {load} differs from the file");
            }
            learned += 1;
            continue;
        }
        // The direct count of three pairwise different options for W^3 (10 s, 1.3 GB): it
        // only cross-checks the line counting that larsson.thm1-1 and the W^k proofs use.
        if name == "larsson.thm1-1-direct.walnut" && !cfg!(feature = "slow-tests") {
            skipped!("SKIPPED: {name} (10 s; enable the slow-tests feature)");
            n += 1;
            continue;
        }
        let mut s = Session::default();
        s.base_dir = Some(p.parent().unwrap().to_path_buf());
        let out = s
            .run_script(&text)
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let evals: Vec<_> = out.iter().filter(|o| o.result != Answer::States).collect();
        assert!(!evals.is_empty(), "{}: no eval", p.display());
        for o in evals {
            assert_eq!(o.result, Answer::True, "{}: {}", p.display(), o.line());
        }
        n += 1;
    }
    assert!(n >= 2, "only {n} proof files");
    assert!(learned >= 11, "only {learned} learned proof files");
}

const WYTHOFF: &str = r#"
reg shift msd_fib msd_fib "([0,0]|[0,1][1,1]*[1,0])*";
def wp "?msd_fib Em,p,q $shift(m,p) & $shift(p,q) & a=p+1 & b=q+SHIFT";
def wyth "?msd_fib (x=0 & y=0) | $wp(x,y) | $wp(y,x)";
def move "?msd_fib (c=a & d<b) | (d=b & c<a) | (c<a & d<b & a+d=b+c)";
eval stable "?msd_fib Ax,y,u,v ($wyth(x,y) & $wyth(u,v)) => ~$move(x,y,u,v)";
eval absorbing "?msd_fib Ax,y ~$wyth(x,y) => Eu,v $wyth(u,v) & $move(x,y,u,v)";
"#;

#[test]
fn a_wrong_wythoff_set_is_not_proved() {
    assert!(
        run(&WYTHOFF.replace("SHIFT", "2"))
            .iter()
            .all(|r| r.1 != Answer::False)
    );
    // b_n + 1 instead of b_n: (1,3) replaces (1,2); (1,2) has no move into the set: the
    // smallest counterexample of `absorbing` is x = 1, y = 2 (or its mirror).
    let r = run(&WYTHOFF.replace("SHIFT", "3"));
    let absorbing = r.iter().find(|x| x.0 == "absorbing").unwrap();
    assert_eq!(absorbing.1, Answer::False);
    let w = absorbing.2.clone().unwrap();
    assert!(w == "x = 1, y = 2" || w == "x = 2, y = 1", "{w}");
    // (1,3) -> (0,2)? (0,2) is not in the set; (1,3) and (2,4)? no move. Stable fails at
    // (1,3) -> (1,2)? not in the set. Brute force decides which: both answers are pinned
    // by the rules solver in tests/wythoff.rs; here only "not proved" matters.
    assert!(r.iter().any(|x| x.1 == Answer::False));
}

#[test]
fn one_flipped_position_is_never_proved() {
    // Add or remove one position of Wythoff's P-set at several places.
    for (x, y) in [
        (0u64, 1u64),
        (1, 2),
        (3, 5),
        (4, 4),
        (10, 16),
        (12, 20),
        (7, 7),
        (20, 33),
    ] {
        let flip = format!("((x={x} & y={y}) ^ ((x=0 & y=0) | $wp(x,y) | $wp(y,x)))");
        let script = WYTHOFF
            .replace("SHIFT", "2")
            .replace("(x=0 & y=0) | $wp(x,y) | $wp(y,x)", &flip);
        let r = run(&script);
        assert!(
            r.iter().any(|o| o.1 == Answer::False),
            "flipping ({x},{y}) was proved"
        );
    }
}

#[test]
fn every_numeration_proves_its_axioms() {
    for name in [
        "msd_2",
        "lsd_2",
        "msd_3",
        "lsd_3",
        "msd_10",
        "msd_fib",
        "lsd_fib",
        "msd_ost_2",
        "lsd_ost_2",
        "msd_ost_3",
        "msd_ost_4",
        "lsd_ost_4",
        "msd_trib",
        "lsd_trib",
    ] {
        let script = format!(
            r#"
eval total "?{name} Ax,y Ez x+y=z";
eval unique "?{name} Ax,y,z,w (x+y=z & x+y=w) => z=w";
eval commutative "?{name} Ax,y,z x+y=z => y+x=z";
eval associative "?{name} Ax,y,z (x+y)+z=x+(y+z)";
eval zero "?{name} Ax x+0=x";
eval cancel "?{name} Ax,y,z x+z=y+z => x=y";
eval order_total "?{name} Ax,y x<y | x=y | y<x";
eval order_strict "?{name} Ax ~(x<x)";
eval order_transitive "?{name} Ax,y,z (x<y & y<z) => x<z";
eval order_adds "?{name} Ax,y,z x<y => x+z<y+z";
eval successor "?{name} Ax,y x<y <=> x+1<=y";
eval discrete "?{name} Ax ~Ey x<y & y<x+1";
"#
        );
        all_true(&script);
        // The order agrees with the integers on every pair below 300.
        let n = numeration(name).unwrap();
        let mut s = Session::default();
        let lt = s.run_script(&format!("def lt \"?{name} x<y\";")).unwrap();
        assert_eq!(lt[0].vars, ["x", "y"]);
        let a = s.definition("lt").unwrap().clone();
        for x in 0..300 {
            for y in 0..300 {
                assert_eq!(a.accepts_values(&[x, y]), x < y, "{name}: {x} < {y}");
            }
        }
        let _ = n;
    }
}

#[test]
fn classical_facts_about_automatic_words() {
    let r = run(r#"
eval tm_squares "Ei,n (n>=1) & Aj (j<n) => T[i+j]=T[i+n+j]";
eval tm_overlaps "Ei,n (n>=1) & Aj (j<=n) => T[i+j]=T[i+n+j]";
eval fib_cubes "?msd_fib Ei,n (n>=1) & Aj (j<2*n) => F[i+j]=F[i+n+j]";
eval fib_fourth_powers "?msd_fib Ei,n (n>=1) & Aj (j<3*n) => F[i+j]=F[i+n+j]";
eval fib_no_11 "?msd_fib ~Ei F[i]=@1 & F[i+1]=@1";
eval pd_no_00 "~Ei PD[i]=@0 & PD[i+1]=@0";
eval rs_values "An RS[n]=@0 | RS[n]=@1";
eval paper_pr "?lsd_2 An PR[n]=P[n+1]";
eval paper_odd "An P[4*n+1]=@0 & P[4*n+3]=@1";
eval tm_lsd "?lsd_2 An T[2*n+1]!=T[2*n]";
"#);
    let expect = [
        ("tm_squares", Answer::True),
        ("tm_overlaps", Answer::False),
        ("fib_cubes", Answer::True),
        ("fib_fourth_powers", Answer::False),
        ("fib_no_11", Answer::True),
        ("pd_no_00", Answer::True),
        ("rs_values", Answer::True),
        ("paper_pr", Answer::True),
        ("paper_odd", Answer::True),
        ("tm_lsd", Answer::True),
    ];
    for ((n, a, w), (en, ea)) in r.iter().zip(expect) {
        assert_eq!((n.as_str(), a), (en, &ea), "{w:?}");
    }
}

fn wythoff(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    c.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let o = c.wait_with_output().unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into(),
        String::from_utf8_lossy(&o.stderr).into(),
    )
}

#[test]
fn the_prove_command() {
    let (code, out, _) = wythoff(
        &["prove", "-"],
        "eval succ \"?msd_fib Ax Ey y=x+1\";\neval nosucc \"?msd_fib Ex Ay y!=x+1\";\ndef even \"Ek n=2*k\";\neval odd \"An $even(n)\";\n",
    );
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "succ: TRUE\nnosucc: FALSE\neven: 2 states\nodd: FALSE (counterexample: n = 1)\n"
    );
    let (code, out, _) = wythoff(&["prove", "--json", "-"], "eval odd \"An Ek n=2*k\";\n");
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v[0]["result"], "false");
    assert_eq!(v[0]["witness"], "n = 1");
    // Bad input: one line on stderr, exit 2, for each kind.
    for (script, needle) in [
        ("eval x \"Ax x=\";", "line 1"),
        ("eval x \"?msd_7q Ax x=x\";", "numeration"),
        ("eval x \"An Q[n]=@1\";", "unknown word"),
        ("eval x \"An $nothing(n)\";", "unknown definition"),
        ("def f \"x<y\"; eval g \"Ax $f(x)\";", "takes 2 argument"),
        ("eval x \"?msd_fib An F[n]=@0 | ?msd_2 n=n\";", "read in"),
        // T's index is read in msd_2 (the word's system, as Walnut reads it), n > 1 in msd_fib.
        (
            "eval x \"?msd_fib An T[n]=@0 & n>1\";",
            "read in msd_2 and in msd_fib",
        ),
        ("load a \"/nonexistent/file.txt\";", "cannot read"),
    ] {
        let (code, out, err) = wythoff(&["prove", "-"], script);
        assert_eq!(code, 2, "{script}: {out} {err}");
        assert_eq!(err.trim().lines().count(), 1, "{script}: {err}");
        assert!(err.contains(needle), "{script}: {err}");
    }
    // The state limit stops an operation with its name.
    let (code, _, err) = wythoff(
        &["prove", "--max-states", "3", "-"],
        "eval x \"?msd_fib Ax,y Ez x+y=z\";",
    );
    assert_eq!(code, 2);
    assert!(err.contains("state budget exceeded in"), "{err}");
}

#[test]
fn saved_automata_load_back() {
    let dir = std::env::temp_dir().join(format!("wythoff-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (code, out, err) = wythoff(
        &["prove", "--out", dir.to_str().unwrap(), "-"],
        "def wp \"?msd_fib Ex x+x=y & y<z\";\n",
    );
    assert_eq!(code, 0, "{err}");
    let states = out.trim().to_string();
    let file = dir.join("wp.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.starts_with("# wythoff-lab automaton 1\n# crc32 "));
    let script = format!(
        "load w \"{}\";\ndef again \"?msd_fib $w(y,z)\";\neval same \"?msd_fib Ay,z $w(y,z) <=> (Ex x+x=y & y<z)\";\n",
        file.display()
    );
    let (code, out, err) = wythoff(&["prove", "-"], &script);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        format!("again: {}\nsame: TRUE\n", states.trim_start_matches("wp: "))
    );
    // A corrupted file is refused with one line.
    std::fs::write(&file, text.replacen("start 0", "start 1", 1)).unwrap();
    let (code, _, err) = wythoff(&["prove", "-"], &script);
    assert_eq!(code, 2);
    assert!(err.contains("checksum"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A catalog proof's `load` reads the automaton embedded with it (`Session::files`), not
/// the working directory; a name neither in memory nor on disk is an error.
#[test]
fn load_reads_embedded_files_first() {
    let auto = "# wythoff-lab automaton 1\n";
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/proofs/walnut/automatic.wythoff.automaton.txt"
    ))
    .unwrap();
    assert!(text.starts_with(auto));
    let script = "load p \"not-on-disk.txt\";\neval some \"?msd_fib Ex,y $p(x,y) & x=1 & y=2\";\n";
    let mut s = Session::default();
    s.base_dir = Some(std::env::temp_dir());
    assert!(
        s.run_script(script).is_err(),
        "a missing file must not load"
    );
    s.files = vec![("not-on-disk.txt".to_string(), text)];
    let out = s.run_script(script).unwrap();
    assert_eq!(out.last().unwrap().result, Answer::True);
}
