//! The page's style sheet (inline: the page needs no other file to look right).

/// The CSS.
pub const CSS: &str = r#"
:root{--refuted:#c62828;--erratum:#d35400;--proved:#6a1b9a;--holds:#2e7d32;--measured:#1565c0;--line:#ddd;--muted:#666}
*{box-sizing:border-box}
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;margin:0;color:#222;background:#f7f7f5}
main{max-width:1260px;margin:auto;padding:0 14px 40px}
a{color:#0b57a4}
code{font-size:12px}
header{display:flex;flex-wrap:wrap;align-items:baseline;gap:2px 14px;padding:8px 0 2px}
h1{font-size:21px;margin:0}
.sub{margin:0;color:var(--muted)}
#selfcheck{font-size:12px;color:var(--muted);margin-left:auto}
h2{font-size:16px;margin:12px 0 6px;padding-bottom:2px;border-bottom:1px solid var(--line)}
h3{font-size:14px;margin:10px 0 4px}
.muted{color:var(--muted)}
.k{color:var(--muted);font-weight:600;font-size:11px;text-transform:uppercase;letter-spacing:.03em}
.badge{display:inline-block;padding:0 6px;border-radius:3px;color:#fff;font-size:11px;font-weight:600;line-height:17px;vertical-align:1px;white-space:nowrap}
.v-refuted{background:var(--refuted)}.v-erratum{background:var(--erratum)}.v-proved{background:var(--proved)}
.v-holds{background:var(--holds)}.v-measured{background:var(--measured)}
#overview{display:flex;gap:18px;align-items:flex-start;flex-wrap:wrap}
dl.legend{display:grid;grid-template-columns:auto 1fr;gap:2px 8px;margin:0;font-size:12px;flex:1;min-width:320px}
dl.legend dt{text-align:right}dl.legend dd{margin:0;color:#444}
dl.legend dd.hint{grid-column:1/3;color:var(--muted);font-style:italic;margin-top:3px}
#counts{border-collapse:collapse;font-size:12px;background:#fff;border:1px solid var(--line)}
#counts th,#counts td{padding:1px 8px;text-align:right;border-bottom:1px solid #eee}
#counts th:first-child{text-align:left;font-weight:600}
#counts thead th{font-weight:normal}
#counts tr.total{font-weight:700}
#counts td a{text-decoration:none;color:inherit;display:block}
#counts td a:hover{text-decoration:underline}
#counts td.zero{color:#bbb}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(390px,1fr));gap:8px}
.card{background:#fff;border:1px solid var(--line);border-left:4px solid var(--erratum);border-radius:4px;padding:5px 9px 6px;font-size:12.5px;line-height:1.35}
.card.refuted{border-left-color:var(--refuted)}
.card h3{font-size:13px;margin:0 0 3px;font-weight:600}
.card .paper{color:var(--muted);font-weight:normal;float:right}
details.clamp{margin:1px 0}
details.clamp>summary{list-style:none;cursor:pointer;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
details.clamp>summary::-webkit-details-marker{display:none}
details.clamp>summary:hover{background:#f4f4f0}
details.clamp[open]>summary{display:block}
.routes{margin-top:3px}
.route{display:inline-block;font-size:11px;line-height:15px;padding:0 5px;margin:1px 0;border:1px solid #ccc;border-left-width:3px;border-radius:2px;background:#fafafa;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:middle}
.r-refuted{border-left-color:var(--refuted)}.r-erratum{border-left-color:var(--erratum)}.r-holds{border-left-color:var(--holds)}
.r-measured{border-left-color:var(--measured)}.r-proved{border-left-color:var(--proved)}
table.headlines{border-collapse:collapse;width:100%;background:#fff;font-size:12.5px}
table.headlines td,table.headlines th{border-top:1px solid #eee;padding:3px 6px;vertical-align:top;text-align:left}
table.headlines td:first-child{width:260px}table.headlines td:last-child{width:280px;color:#444}
ul.proved{padding-left:18px}
#filters{position:sticky;top:0;z-index:2;background:#f7f7f5;padding:6px 0;border-bottom:1px solid var(--line);display:flex;flex-wrap:wrap;gap:5px;align-items:center}
#filters[hidden]{display:none}
button.vf{border:1px solid #bbb;background:#fff;border-radius:11px;padding:1px 9px;cursor:pointer;font:inherit;font-size:12px;color:#222}
button.vf[aria-pressed="true"]{background:#333;color:#fff;border-color:#333}
button.vf .n{opacity:.7}
#filters label{margin-left:8px}
#filters select,#filters input{font:inherit;font-size:12px}
#shown{margin-left:auto;color:var(--muted);font-size:12px}
section.paper[hidden]{display:none}
table.rows{width:100%;border-collapse:collapse;background:#fff;font-size:12.5px;table-layout:fixed;border:1px solid var(--line)}
table.rows th{text-align:left;font-weight:600;font-size:11px;color:var(--muted);padding:3px 6px;border-bottom:1px solid var(--line)}
table.rows td{vertical-align:top;border-top:1px solid #eee;padding:4px 6px;overflow-wrap:anywhere}
col.c-v{width:76px}col.c-id{width:190px}col.c-words{width:auto}col.c-range{width:24%}col.c-time{width:62px}
td.num{text-align:right;white-space:nowrap}
tr.st:target{background:#fff8d6}
.links{margin-top:3px;font-size:11.5px}
details.ev{margin-top:2px}details.ev>summary{cursor:pointer;color:#0b57a4;font-size:12px}
details.ev[open]{position:relative}
ul.parts{margin:4px 0;padding-left:14px}
ul.parts li{margin:3px 0}
.cex{margin-top:2px}
.note{margin:4px 0;color:#333}
.changed{color:var(--refuted);font-weight:600}
table.errata{border-collapse:collapse;font-size:11.5px;margin:3px 0}
table.errata td,table.errata th{border:1px solid #ddd;padding:1px 4px;text-align:left}
figure{margin:14px 0;background:#fff;border:1px solid var(--line);padding:6px}
figure:target{outline:3px solid #f0c000}
figure img{max-width:100%;display:block;margin:auto}
figcaption{font-size:12.5px;margin-top:4px}
#tables p{margin:3px 0}
#tables p:target{background:#fff8d6}
"#;
