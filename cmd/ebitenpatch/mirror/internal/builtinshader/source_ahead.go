//go:build ebitenmirror && js

package builtinshader

import "github.com/hajimehoshi/ebiten/v2/internal/shaderaot"

// The sources' table has this package's dimensions, or the build fails.
var _ [FilterCount][AddressCount][2]string = shaderaot.Sources

// ShaderSource returns the built-in shader source based on the given
// parameters, as the template wrote it when cmd/ebitenpatch -gen ran
// (ShaderSourceFromTemplate is Ebitengine's function as released; the
// page's build never calls it).
func ShaderSource(filter Filter, address Address, useColorM bool) []byte {
	shadersM.Lock()
	defer shadersM.Unlock()
	c := 0
	if useColorM {
		c = 1
	}
	if s := shaders[filter][address][c]; s != nil {
		return s
	}
	s := []byte(shaderaot.Sources[filter][address][c])
	shaders[filter][address][c] = s
	return s
}
