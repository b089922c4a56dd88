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
// data (package shaderaot, mirror/internal/shaderaot/programs.go, checked
// by the tests against the template's and the compiler's output now, and
// the programs' GLSL). The page decodes a program from those bytes when
// Ebitengine asks for its source. The compiler's one caller in graphics
// is left out of the page's builds, and so is GLSL's one regexp. ebiten.NewShader of any other source
// returns an error: nothing of the tutor calls it, and a room that wanted
// a shader of its own would find out in its first test.
//
// Measured 2026-12-08 (the tutor at 885a763 and with the patch, built as
// make site builds it, without the build stamp): the module 18,463,522 →
// 13,132,319 bytes, gzip -9 4,463,045 → 3,463,658 (the first version,
// programs written as Go, regexp and text/template kept: 14,083,620 and
// 3,647,452; with regexp out, 13,272,958 and 3,495,389), the
// same pixels in every screenshot compared (e2e TestScreenshots,
// TestGuidedStartSkipped, TestZoomDrawsAtTheNewRatio,
// TestOnePresentPerChange); docs/performance.md has the Brotli bytes and
// the load.

// shaderPatches are the patch's changes to Ebitengine's files; the files
// it adds are under mirror/ (build tag ebitenmirror, which keeps them out
// of the tutor's module).
var shaderPatches = []filePatch{
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
	// text/template out of the page's builds: its package initialisation
	// kept 72 KB of it there (mirror/internal/shaderaot/texttemplate).
	{"shader.go",
		"\t\"text/template\"\n",
		"\ttemplate \"github.com/hajimehoshi/ebiten/v2/internal/shaderaot/texttemplate\" // renju: text/template off the page (cmd/ebitenpatch)\n",
		[]string{"\tif err := tmpl().Execute(&buf, struct {\n"},
		"the built-in shaders' template", "internal/builtinshader"},
	// The compiler's caller left out of the page's builds (the mirror's
	// internal/graphics/shader_ahead.go is CompileShader there, and every
	// caller, restorable's start, the screen's shader, the other built-in
	// shaders on first use, ebiten.NewShader, goes through it); gen and
	// check run natively with it. Its import of internal/shader also ran
	// that package's init in the page: a regexp compiled at every start.
	{"shader.go",
		"\npackage graphics\n",
		"\n//go:build !js\n\n// renju: for the shaders' generator only (cmd/ebitenpatch)\npackage graphics\n",
		[]string{"func completeShaderSource(fragmentSrc []byte) ([]byte, error) {\n"},
		"the compiler's file", "internal/graphics"},
	// GLSL's blank lines collapsed without a regexp (the mirror's
	// internal/shaderir/glsl/blanklines_ahead.go).
	{"glsl.go",
		"\t\"regexp\"\n",
		"",
		[]string{"\tvs = nls.ReplaceAllString(vs, \"\\n\\n\")\n"},
		"GLSL's blank lines", "internal/shaderir/glsl"},
	{"glsl.go",
		"\tnls := regexp.MustCompile(`\\n\\n+`)\n",
		"\tnls := blankLineRuns{} // renju: no regexp in the page (cmd/ebitenpatch)\n",
		nil, "GLSL's blank lines", "internal/shaderir/glsl"},
}
