//go:build ebitenmirror

// Package shaderaot holds Ebitengine's built-in shaders compiled ahead of
// time: their Kage sources as the template makes them (Sources) and their
// programs (shaderir) written as Go by gen from what Ebitengine's own
// compiler makes of them. With them the page needs neither the compiler
// nor the template, and the linker leaves them out with the packages only
// they used (go/parser, go/ast, go/scanner, text/template, regexp, most of
// math/big) and the exported methods that text/template's reflection had
// kept.
//
// The tutor's cmd/ebitenpatch writes this package into its mirror of
// Ebitengine (the build tag ebitenmirror keeps it out of the tutor's own
// module, where it could not import Ebitengine's internal packages).
package shaderaot

import (
	"go/constant"
	"go/token"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// Sources are the built-in shaders' sources by filter, address mode and
// colour matrix, as Ebitengine's template writes them; programs are their
// programs, and the screen's and the clearing shader's, by their sources'
// hash. programs.go fills both when the package starts (before it is
// written, gen builds with them empty).
var (
	Sources  [2][3][2]string
	programs map[shaderir.SourceHash]func() *shaderir.Program
)

// Program returns a new copy of the program compiled from the Kage source
// src, or nil when src is none of the built-in shaders'.
func Program(src []byte) *shaderir.Program {
	if p := programs[shaderir.CalcSourceHash(src)]; p != nil {
		return p()
	}
	return nil
}

// ratio is a constant that a float64 does not hold exactly.
func ratio(num, denom string) constant.Value {
	return constant.BinaryOp(constant.MakeFromLiteral(num, token.INT, 0), token.QUO, constant.MakeFromLiteral(denom, token.INT, 0))
}

var _ = ratio // used by the programs only when one needs it
