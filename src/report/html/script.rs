//! The page's one script (inline, no library): the filters and the page's self-check.
//!
//! * Filters: a verdict button, a paper menu and a text box; a row shows when it matches
//!   all three (verdict and paper exactly, the text as a lower-case substring of the row's
//!   `data-text`: id, number, words, range, evidence, counterexample and note); a paper's
//!   section hides when none of its rows shows. A count in the table at the top sets the
//!   verdict and paper.
//! * Self-check, always: every image must load (each `<img>` gets `data-loaded="yes"` or
//!   `"no"`) and every in-page anchor must exist; with `?selfcheck` every local link is also
//!   fetched. The result goes to `#selfcheck` (`data-status` `ok` or `broken`).
//! * Self-test, with `?selftest=TEXT|TEXT...`: the script applies, through the controls
//!   (button clicks, `change` and `input` events), every verdict alone, every paper alone,
//!   every verdict with every paper, and each TEXT alone, and records the ids of the rows
//!   that are rendered (`getClientRects`), so a hidden section counts as hidden. It writes
//!   JSON into `#selftest`: the counts the page shows (table and buttons), the rows with
//!   their verdict and paper, the images, the filters with the rows shown, the proof links,
//!   and each figure's statement. The browser test (`tests/catalog.rs`) reads it from
//!   `--dump-dom`.

/// The script.
pub const SCRIPT: &str = r#"
(function () {
  'use strict';
  const $ = s => document.querySelector(s);
  const $$ = s => Array.from(document.querySelectorAll(s));
  const rows = $$('tr.st');
  const sections = $$('section.paper');
  const bar = $('#filters');
  const buttons = $$('#filters button.vf');
  const menu = $('#paper-filter');
  const box = $('#text-filter');
  let verdict = '';
  function apply() {
    const paper = menu.value;
    const q = box.value.trim().toLowerCase();
    let n = 0;
    rows.forEach(r => {
      const ok = (!verdict || r.dataset.verdict === verdict)
        && (!paper || r.dataset.paper === paper)
        && (!q || r.dataset.text.indexOf(q) >= 0);
      r.hidden = !ok;
      if (ok) n++;
    });
    sections.forEach(s => { s.hidden = !s.querySelector('tr.st:not([hidden])'); });
    buttons.forEach(b => b.setAttribute('aria-pressed', String(b.dataset.verdict === verdict)));
    $('#shown').textContent = n + ' of ' + rows.length + ' statements shown';
    $('#none-shown').hidden = n > 0;
  }
  buttons.forEach(b => b.addEventListener('click', () => { verdict = b.dataset.verdict; apply(); }));
  menu.addEventListener('change', apply);
  box.addEventListener('input', apply);
  $$('a.setf').forEach(a => a.addEventListener('click', () => {
    verdict = a.dataset.verdict; menu.value = a.dataset.paper; box.value = ''; apply();
  }));
  bar.hidden = false;
  apply();

  // Set the filters as a reader would, and list the rows the browser renders.
  function use(v, p, t) {
    const b = buttons.find(b => b.dataset.verdict === v);
    if (b) b.click();
    menu.value = p; menu.dispatchEvent(new Event('change'));
    box.value = t; box.dispatchEvent(new Event('input'));
    return rows.filter(r => r.getClientRects().length > 0).map(r => r.id.slice(3));
  }

  const params = new URLSearchParams(location.search);
  const deep = params.has('selfcheck');
  const check = $('#selfcheck');
  const bad = [];
  const imgs = Array.from(document.images);
  const waitImg = img => img.complete ? Promise.resolve() : new Promise(r => { img.onload = r; img.onerror = r; });
  const load = href => new Promise(r => {
    const x = new XMLHttpRequest();
    x.onload = () => r(x.status === 0 || x.status === 200);
    x.onerror = () => r(false);
    try { x.open('GET', href); x.send(); } catch (e) { r(false); }
  });
  const hrefs = $$('a[href]').map(a => a.getAttribute('href'));
  const local = Array.from(new Set(hrefs.filter(h => !h.startsWith('#') && !/^[a-z]+:/i.test(h))));
  Promise.all(imgs.map(waitImg)).then(() => {
    imgs.forEach(i => {
      i.dataset.loaded = i.naturalWidth ? 'yes' : 'no';
      if (!i.naturalWidth) bad.push('image ' + i.getAttribute('src'));
    });
    hrefs.filter(h => h.startsWith('#') && h.length > 1).forEach(h => {
      if (!document.getElementById(decodeURIComponent(h.slice(1)))) bad.push('anchor ' + h);
    });
    return deep ? Promise.all(local.map(h => load(h).then(ok => { if (!ok) bad.push('link ' + h); }))) : null;
  }).then(() => {
    check.dataset.status = bad.length ? 'broken' : 'ok';
    check.textContent = bad.length
      ? 'Broken: ' + bad.join(', ')
      : 'All ' + imgs.length + ' images load' + (deep ? ' and all ' + local.length + ' local links resolve.' : '.');
    check.style.color = bad.length ? '#b00' : '#070';
    if (params.has('selftest')) selftest(params.get('selftest'));
  });

  function selftest(texts) {
    const verdicts = buttons.map(b => b.dataset.verdict);
    const papers = Array.from(menu.options).map(o => o.value);
    const filters = [];
    const record = (v, p, t) => filters.push({ verdict: v, paper: p, text: t, shown: use(v, p, t) });
    verdicts.forEach(v => papers.forEach(p => record(v, p, '')));
    (texts ? texts.split('|') : []).filter(t => t).forEach(t => record('', '', t));
    use('', '', '');
    const out = {
      counts: $$('#counts td.count').map(td => ({ paper: td.dataset.paper, verdict: td.dataset.verdict, n: Number(td.textContent) })),
      buttons: buttons.map(b => ({ verdict: b.dataset.verdict, n: Number(b.querySelector('.n').textContent) })),
      rows: rows.map(r => ({ id: r.id.slice(3), verdict: r.dataset.verdict, paper: r.dataset.paper })),
      images: { total: imgs.length, loaded: imgs.filter(i => i.dataset.loaded === 'yes').length },
      filters: filters,
      proofs: $$('a.proof').map(a => a.getAttribute('href')),
      figures: $$('figure').map(f => ({ figure: f.id.slice(4), statement: (f.querySelector('a.statement') || { dataset: {} }).dataset.id || '' })),
      status: check.dataset.status
    };
    $('#selftest').textContent = JSON.stringify(out);
  }
})();
"#;
