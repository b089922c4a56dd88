//go:build ebitenmirror && !js

package builtinshader

// ShaderSource returns the built-in shader source based on the given
// parameters: on the systems where the shaders' generator and check run,
// Ebitengine's template as released (the page's build reads the sources
// it wrote, source_ahead.go).
func ShaderSource(filter Filter, address Address, useColorM bool) []byte {
	return ShaderSourceFromTemplate(filter, address, useColorM)
}
