// Package full holds the Chinese of the whole app: the subsets of Noto
// Sans CJK SC (two weights) that cover every character the tutor can
// draw, made by ../subset.sh (make fonts). The tutor does not link it
// (arch_test.go): make site copies these files into the site as
// zh-regular.otf and zh-bold.otf, which the page fetches when the
// learner's language is Chinese (web/loader.js). The worker embeds them
// for worksheets, and tests use them.
package full

import _ "embed"

var (
	//go:embed NotoSansSC-Regular.subset.otf
	regular []byte
	//go:embed NotoSansSC-Bold.subset.otf
	bold []byte
)

// CJK is Noto Sans CJK SC Regular, subset to every Chinese character the
// app draws.
func CJK() []byte { return regular }

// CJKBold is its bold weight, with the same characters.
func CJKBold() []byte { return bold }
