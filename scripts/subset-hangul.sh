#!/usr/bin/env bash
# Makes web/vendor/fonts/noto-sans-kr-400.woff2, the page's Hangul face (web/fonts.css
# "Pachisi Hangul", web/vendor/README.md): Noto Sans CJK KR Regular cut to the Hangul
# syllables the page shows (Yut Nori's throws, web/strings.js HANGUL) and the space.
#
#   scripts/subset-hangul.sh [NotoSansCJK-Regular.ttc]
#
# The font comes from Debian's fonts-noto-cjk (the default path below), or from
# `apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb /tmp/cjk`, giving
# /tmp/cjk/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc. Needs fonttools and
# brotli (`pip install fonttools==4.68.0 brotli`). Prints the characters it kept; a new
# syllable on the page means running this again (e2e/fonts.test.mjs fails until then).
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=${1:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
OUT=${OUT:-web/vendor/fonts/noto-sans-kr-400.woff2}  # a changed subset gets a new name (README)

# The collection's Korean face, found by its name (index 1 in fonts-noto-cjk 2.004).
NUMBER=$(python3 -c '
import sys
from fontTools.ttLib import TTCollection
for i, f in enumerate(TTCollection(sys.argv[1], lazy=True).fonts):
    if f["name"].getDebugName(4) == "Noto Sans CJK KR":
        print(i)
        break
else:
    sys.exit("no Noto Sans CJK KR in " + sys.argv[1])
' "$SRC")

# Every Hangul syllable (U+AC00-D7A3) and compatibility jamo (U+3130-318F) in the
# page's files and the server's sources (text it sends to the page), and the space.
UNICODES=$(python3 -c '
import pathlib, sys
files = [*pathlib.Path("web").rglob("*.js"), *pathlib.Path("web").rglob("*.html"),
         *pathlib.Path("web/i18n").glob("*.ftl"), *pathlib.Path("crates/pachisi-server/src").rglob("*.rs")]
chars = {c for f in files for c in f.read_text(encoding="utf-8")
         if 0xAC00 <= ord(c) <= 0xD7A3 or 0x3130 <= ord(c) <= 0x318F}
print("".join(sorted(chars)), file=sys.stderr)
print(",".join(f"U+{ord(c):04X}" for c in sorted(chars | {" "})))
')

pyftsubset "$SRC" --font-number="$NUMBER" --unicodes="$UNICODES" \
  --no-hinting --desubroutinize --flavor=woff2 --output-file="$OUT"
echo "$OUT: $(wc -c <"$OUT") bytes, $UNICODES"
