package main

// Ebitengine compiles its shaders, written in its language Kage, when a
// program runs: restorable's init compiles three at the page's start, the
// game's screen one more, and ebiten.builtinShader the others on first
// use, through a compiler built
// on go/parser (internal/shader), the sources made with text/template.
// In the page that compiler is code the learner downloads and V8
// compiles: internal/shader, go/parser, go/ast, go/scanner,
// go/build/constraint, regexp, most of math/big and text/template, and
// text/template's reflection (Value.MethodByName) made the linker keep
// every exported method of every type in an interface, the tutor's too.
//
// The patch keeps the compiler for the build machine only: Ebitengine's
// built-in shaders are 14 (two filters × three address modes × with or
// without a colour matrix, the screen's and the clearing shader:
// builtinshader.AppendShaderSources lists them) and the tutor makes none
// of its own, so cmd/ebitenpatch -gen compiles them natively with
// Ebitengine's own compiler and writes their sources and programs as Go
// (package shaderaot, mirror/internal/shaderaot/programs.go, checked by
// the tests against the template's and the compiler's output now, and
// the programs' GLSL). The page builds a program from that Go when
// Ebitengine asks for its source. ebiten.NewShader of any other source
// returns an error: nothing of the tutor calls it, and a room that wanted
// a shader of its own would find out in its first test.
//
// Measured 2026-12-08 on the test site (the tutor at 885a763 and with the
// patch): the module 18,463,556 → 14,161,649 bytes, gzip 4,504,358 →
// 3,703,468, the same pixels in every screenshot compared (e2e
// TestScreenshots, TestGuidedStartSkipped, TestZoomDrawsAtTheNewRatio,
// TestOnePresentPerChange); docs/performance.md has the Brotli bytes and
// the load.

// shaderPatches are the patch's changes to Ebitengine's files; the files
// it adds are under mirror/ (build tag ebitenmirror, which keeps them out
// of the tutor's module).
var shaderPatches = []filePatch{
	// The compiler kept under another name, for gen and check only: the
	// mirror's internal/graphics/shader_ahead.go is CompileShader now, and
	// every caller (restorable's start, the screen's shader, the other
	// built-in shaders on first use, ebiten.NewShader) goes through it.
	{"shader.go",
		"func CompileShader(fragmentSrc []byte) (*shaderir.Program, error) {\n",
		"func CompileShaderAhead(fragmentSrc []byte) (*shaderir.Program, error) { // renju: compiled ahead of time (shader_ahead.go)\n",
		[]string{"\tir, err := shader.Compile(src, vert, frag, ShaderSrcImageCount)\n"},
		"CompileShader", "internal/graphics"},
	// The template kept for gen and check: the mirror's
	// internal/builtinshader/source_ahead.go is ShaderSource now, from the
	// sources gen wrote. The template is parsed when asked for, not by
	// the package's init, so that the page's build leaves text/template out.
	{"shader.go",
		"func ShaderSource(filter Filter, address Address, useColorM bool) []byte {\n",
		"func ShaderSourceFromTemplate(filter Filter, address Address, useColorM bool) []byte { // renju: sources written ahead of time (source_ahead.go)\n",
		[]string{"\tif err := tmpl.Execute(&buf, struct {\n"},
		"ShaderSource", "internal/builtinshader"},
	{"shader.go",
		"var tmpl = template.Must(template.New(\"tmpl\").Parse(`//kage:unit pixels\n",
		"func tmpl() *template.Template { return template.Must(template.New(\"tmpl\").Parse(`//kage:unit pixels\n",
		nil, "the built-in shaders' template", "internal/builtinshader"},
	{"shader.go",
		"\treturn clr\n}\n\n`))\n",
		"\treturn clr\n}\n\n`)) } // renju: parsed when called (cmd/ebitenpatch)\n",
		nil, "the built-in shaders' template", "internal/builtinshader"},
	{"shader.go",
		"\tif err := tmpl.Execute(&buf, struct {\n",
		"\tif err := tmpl().Execute(&buf, struct {\n",
		nil, "the built-in shaders' template", "internal/builtinshader"},
}
