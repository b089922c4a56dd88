// Package fonts holds the tutor's embedded fonts: subsets, made by
// subset.sh (make fonts) from Debian's packages, of Inter (Latin text, two
// weights) and Noto Sans CJK SC (two weights: Bold goes with Inter
// SemiBold, so a heading such as "第3课" is bold throughout). The tutor
// embeds only the Chinese its English side draws (the language button's
// 中文 and the terms the English texts quote, "live three (活三)"): 23 KB
// a weight instead of 137 KB. The Chinese of the whole app is in package
// full, which the tutor does not link: the page fetches those subsets as
// site files when the learner's language is Chinese (game.ChineseFonts).
// The tests check that each side's subsets cover each side's text, so a
// new string with a new character fails until the subsets are
// regenerated. Both fonts are under the SIL Open Font License 1.1
// (OFL.txt).
package fonts

import _ "embed"

var (
	//go:embed Inter-Regular.subset.otf
	interRegular []byte
	//go:embed Inter-SemiBold.subset.otf
	interSemiBold []byte
	//go:embed NotoSansSC-Regular.en.subset.otf
	notoSansSC []byte
	//go:embed NotoSansSC-Bold.en.subset.otf
	notoSansSCBold []byte
)

// Regular is the body text font (Inter Regular, Latin subset).
func Regular() []byte { return interRegular }

// SemiBold is the heading and button font (Inter SemiBold, Latin subset).
func SemiBold() []byte { return interSemiBold }

// CJK is the fallback font for the Chinese the English side draws (Noto
// Sans CJK SC, subset to those characters); full.CJK has all of the app's.
func CJK() []byte { return notoSansSC }

// CJKBold is CJK's bold weight (Noto Sans CJK SC Bold, the same
// characters), the fallback of SemiBold.
func CJKBold() []byte { return notoSansSCBold }
