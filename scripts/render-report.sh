#!/usr/bin/env bash
# Render the report for a person to look at: PNG copies of every SVG figure
# (rsvg-convert) and a screenshot of index.html in headless Chromium.
# Usage: scripts/render-report.sh [REPORT_DIR]   (default: report; run `wythoff` first)
# Installs Debian's librsvg2-bin and chromium when they are missing (needs root).
set -euo pipefail
dir="${1:-report}"
[ -f "$dir/index.html" ] || { echo "error: $dir/index.html not found: run 'cargo run --release' first" >&2; exit 2; }
need() { command -v "$1" >/dev/null 2>&1 || { apt-get update -qq >/dev/null && apt-get install -y -qq "$2" >/dev/null; }; }
need rsvg-convert librsvg2-bin
need chromium chromium
for svg in "$dir"/figures/*.svg; do
  rsvg-convert "$svg" -o "${svg%.svg}.png"
done
profile=$(mktemp -d)
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --window-size=1200,2400 \
  --screenshot="$dir/index.png" "file://$(cd "$dir" && pwd)/index.html" 2>/dev/null
rm -rf "$profile"
echo "wrote $(ls "$dir"/figures/*.png | wc -l) PNG figures and $dir/index.png"
