//go:build ebitenmirror && js

package graphics

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderaot"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// CompileShader returns the built-in shader's program compiled ahead of
// time (package shaderaot): the page's build of Ebitengine has no Kage
// compiler (the tutor's cmd/ebitenpatch leaves shader.go, the compiler's
// caller, to the other systems, where the programs' generator and their
// check run). Any other source is refused, so ebiten.NewShader, which
// nothing of the tutor calls, returns the error.
func CompileShader(fragmentSrc []byte) (*shaderir.Program, error) {
	if p := shaderaot.Program(fragmentSrc); p != nil {
		return p, nil
	}
	return nil, errors.New("graphics: this build of Ebitengine compiles no Kage shader at run time: only its built-in shaders, compiled ahead of time by the tutor's cmd/ebitenpatch, can be made")
}
