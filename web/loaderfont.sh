#!/usr/bin/env bash
# Regenerates web/loader-zh.otf: the loading page's Chinese font, a subset
# of Noto Sans CJK SC holding exactly the characters beyond ASCII that
# loader.js and index.html contain (the loader's Chinese texts and their
# punctuation). Run it after changing a text of the loader; the web
# package's tests fail when a character is missing. Needs Debian's
# fonttools and fonts-noto-cjk (installed with apt when run as root).
set -euo pipefail
cd "$(dirname "$0")"
noto=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
# /usr/bin/python3 is Debian's, which has fontTools (a pyenv python may not).
py=/usr/bin/python3

if ! "$py" -c 'import fontTools' 2>/dev/null || [ ! -f "$noto" ]; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
		export DEBIAN_FRONTEND=noninteractive
		apt-get update -qq
		apt-get install -y -qq fonttools fonts-noto-cjk >/dev/null
	else
		echo "loaderfont.sh needs: apt-get install fonttools fonts-noto-cjk" >&2
		exit 1
	fi
fi

chars=$("$py" - loader.js index.html <<'PY'
import sys
seen = set()
for name in sys.argv[1:]:
    with open(name, encoding="utf-8") as f:
        seen.update(c for c in f.read() if ord(c) > 0x7e and not c.isspace())
print("".join(sorted(seen)), end="")
PY
)
# Font number 2 of the collection is Noto Sans CJK SC. No hinting, no
# layout features, and the names kept: the smallest file that draws them.
"$py" -m fontTools.subset "$noto" --font-number=2 --text="$chars" \
	--layout-features='' --no-hinting --desubroutinize \
	--name-IDs='*' --output-file=loader-zh.otf
echo "loader-zh.otf: ${#chars} characters, $(wc -c <loader-zh.otf) bytes"
