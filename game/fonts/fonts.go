// Package fonts holds the tutor's embedded fonts: subsets, made by
// subset.sh (make fonts) from Debian's packages, of Inter (Latin text, two
// weights) and Noto Sans CJK SC (the Chinese the app can show, two
// weights: Bold goes with Inter SemiBold, so a heading such as "第3课" is
// bold throughout). Every
// character the app can draw is in Charset; the tests check that the
// subsets cover it, so a new string with a new character fails until the
// subsets are regenerated. Both fonts are under the SIL Open Font License
// 1.1 (OFL.txt).
package fonts

import _ "embed"

var (
	//go:embed Inter-Regular.subset.otf
	interRegular []byte
	//go:embed Inter-SemiBold.subset.otf
	interSemiBold []byte
	//go:embed NotoSansSC-Regular.subset.otf
	notoSansSC []byte
	//go:embed NotoSansSC-Bold.subset.otf
	notoSansSCBold []byte
)

// Regular is the body text font (Inter Regular, Latin subset).
func Regular() []byte { return interRegular }

// SemiBold is the heading and button font (Inter SemiBold, Latin subset).
func SemiBold() []byte { return interSemiBold }

// CJK is the fallback font for Chinese (Noto Sans CJK SC, subset to the
// characters the app uses).
func CJK() []byte { return notoSansSC }

// CJKBold is CJK's bold weight (Noto Sans CJK SC Bold, the same
// characters), the fallback of SemiBold.
func CJKBold() []byte { return notoSansSCBold }
