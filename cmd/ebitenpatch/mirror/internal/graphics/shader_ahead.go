//go:build ebitenmirror

package graphics

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderaot"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// CompileShader returns the built-in shader's program compiled ahead of
// time (package shaderaot): this build of Ebitengine has no Kage compiler
// (the tutor's cmd/ebitenpatch). Any other source is refused, so
// ebiten.NewShader, which nothing of the tutor calls, returns the error.
// CompileShaderAhead is Ebitengine's compiler as released, for the
// programs' generator and their check.
func CompileShader(fragmentSrc []byte) (*shaderir.Program, error) {
	if p := shaderaot.Program(fragmentSrc); p != nil {
		return p, nil
	}
	return nil, errors.New("graphics: this build of Ebitengine compiles no Kage shader at run time: only its built-in shaders, compiled ahead of time by the tutor's cmd/ebitenpatch, can be made")
}
