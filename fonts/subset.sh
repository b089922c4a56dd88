#!/usr/bin/env bash
# Regenerates the embedded font subsets (make fonts):
#   Inter-Regular.subset.otf, Inter-SemiBold.subset.otf  Latin text
#   full/NotoSansSC-Regular.subset.otf, full/NotoSansSC-Bold.subset.otf
#                                                        the Chinese the app draws
#                                                        (Bold: with SemiBold Latin)
#   NotoSansSC-Regular.en.subset.otf, NotoSansSC-Bold.en.subset.otf
#                                                        the Chinese its English side
#                                                        draws (中文, quoted terms)
# The tutor embeds the Latin and the English side's subsets; the full
# Chinese ones are site files (make site), fetched when the learner's
# language is Chinese, and the worker embeds them for worksheets.
# The character sets come from the message catalogue, the rules and tutor
# packages' string literals and the lessons (go run
# ./fonts/gencharset). Needs Debian's fonttools,
# fonts-inter and fonts-noto-cjk; as root with apt it installs them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fonts
inter=/usr/share/fonts/opentype/inter
noto=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
notobold=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
# /usr/bin/python3 is Debian's, which has fontTools (a pyenv python may not).
subset=(/usr/bin/python3 -m fontTools.subset)

if ! /usr/bin/python3 -c 'import fontTools' 2>/dev/null || [ ! -d "$inter" ] || [ ! -f "$noto" ] || [ ! -f "$notobold" ]; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
		export DEBIAN_FRONTEND=noninteractive
		apt-get update -qq
		apt-get install -y -qq fonttools fonts-inter fonts-noto-cjk >/dev/null
	else
		echo "make fonts needs: apt-get install fonttools fonts-inter fonts-noto-cjk" >&2
		exit 1
	fi
fi

latin=$(go run ./fonts/gencharset -latin)
cjk=$(go run ./fonts/gencharset -cjk)
cjken=$(go run ./fonts/gencharset -cjk-en)
# Printable ASCII and Latin-1 always, plus typographic punctuation.
base="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2190-2193"

for w in Regular SemiBold; do
	"${subset[@]}" "$inter/Inter-$w.otf" --unicodes="$base" --text="$latin" \
		--layout-features='kern,liga,calt,tnum,case' --no-hinting --desubroutinize \
		--name-IDs='*' --output-file="$out/Inter-$w.subset.otf"
done
# Font number 2 of each collection is Noto Sans CJK SC; the same
# characters in both weights.
for w in Regular Bold; do
	src=$noto
	[ "$w" = Bold ] && src=$notobold
	"${subset[@]}" "$src" --font-number=2 --text="$cjk" \
		--layout-features='' --no-hinting --desubroutinize \
		--name-IDs='*' --output-file="$out/full/NotoSansSC-$w.subset.otf"
	"${subset[@]}" "$src" --font-number=2 --text="$cjken" \
		--layout-features='' --no-hinting --desubroutinize \
		--name-IDs='*' --output-file="$out/NotoSansSC-$w.en.subset.otf"
done
ls -l "$out"/*.otf "$out"/full/*.otf
