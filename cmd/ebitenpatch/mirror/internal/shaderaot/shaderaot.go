//go:build ebitenmirror

// Package shaderaot holds Ebitengine's built-in shaders compiled ahead of
// time: their Kage sources as the template makes them (Sources) and their
// programs (shaderir), written by gen as data (aotprint.Encode) from what
// Ebitengine's own compiler makes of them, and built again by decode when
// Ebitengine asks for one. With them the page needs neither the compiler
// nor the template's parse, and the linker leaves out the packages only
// they used (go/parser, go/ast, go/scanner, regexp, most of math/big) and
// the exported methods that text/template's reflection had kept.
//
// The tutor's cmd/ebitenpatch writes this package into its mirror of
// Ebitengine (the build tag ebitenmirror keeps it out of the tutor's own
// module, where it could not import Ebitengine's internal packages).
package shaderaot

import "github.com/hajimehoshi/ebiten/v2/internal/shaderir"

// Sources are the built-in shaders' sources by filter, address mode and
// colour matrix, as Ebitengine's template writes them; programs are their
// programs, and the screen's and the clearing shader's, by their sources'
// hash, as aotprint.Encode writes them. programs.go fills both when the
// package starts (before it is written, gen builds with them empty).
var (
	Sources  [2][3][2]string
	programs map[shaderir.SourceHash]string
)

// Program returns a new copy of the program compiled from the Kage source
// src, or nil when src is none of the built-in shaders'.
func Program(src []byte) *shaderir.Program {
	if data, ok := programs[shaderir.CalcSourceHash(src)]; ok {
		return decode(data)
	}
	return nil
}
