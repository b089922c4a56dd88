//go:build ebitenmirror

// Command check compares package shaderaot with Ebitengine as released,
// natively (where the mirror's Ebitengine compiles Kage as released):
// every source of its table is what the template writes now,
// and every built-in shader's program (builtinshader.AppendShaderSources,
// Ebitengine's own list of them) is what the Kage compiler makes of its
// source now, written out (aotprint) and as GLSL for desktop OpenGL and
// WebGL 2. It prints one line a shader and fails on the first that
// differs. The tutor's cmd/ebitenpatch tests run it.
package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderaot"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderaot/aotprint"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"
)

const regenerate = "run go run ./cmd/ebitenpatch -gen"

func main() {
	for f := range builtinshader.FilterCount {
		for a := range builtinshader.AddressCount {
			for _, c := range []bool{false, true} {
				want := builtinshader.ShaderSourceFromTemplate(builtinshader.Filter(f), builtinshader.Address(a), c)
				ci := 0
				if c {
					ci = 1
				}
				if got := shaderaot.Sources[f][a][ci]; got != string(want) {
					fail(fmt.Sprintf("the source of filter %d, address %d, colour matrix %t", f, a, c), fmt.Errorf("not the template's: %s", regenerate))
				}
			}
		}
	}
	all := builtinshader.AppendShaderSources(nil)
	for i, src := range all {
		same(fmt.Sprintf("built-in shader %d of %d", i+1, len(all)), src)
	}
	blankLines(all)
	fmt.Printf("ok: %d shaders the same as the compiler's\n", len(all))
}

// blankLines compares the mirror's GLSL blank-line collapsing with the
// regexp it stands for, on small cases and on every shader's GLSL with its
// lines spread apart.
func blankLines(all [][]byte) {
	re := regexp.MustCompile(`\n\n+`)
	cases := []string{"", "\n", "\n\n", "\n\n\n", "a", "a\nb", "a\n\nb", "a\n\n\n\nb\n", "\n\n\na", "a\n\n", "\r\n\r\n", "x\n \n\ny"}
	for _, src := range all {
		vs, fs := glsl.Compile(graphicsProgram(src), glsl.GLSLVersionES300)
		cases = append(cases, strings.ReplaceAll(vs, "\n", "\n\n\n"), strings.ReplaceAll(fs, ";", ";\n\n"))
	}
	for _, c := range cases {
		for _, repl := range []string{"\n\n", "", "-"} {
			if got, want := glsl.ReplaceBlankLineRuns(c, repl), re.ReplaceAllString(c, repl); got != want {
				fail("GLSL's blank lines", fmt.Errorf("%q with %q: %q, the regexp %q", c, repl, got, want))
			}
		}
	}
	fmt.Printf("same: GLSL's blank lines collapsed as the regexp does (%d cases)\n", len(cases))
}

func graphicsProgram(src []byte) *shaderir.Program {
	p, err := graphics.CompileShader(src)
	fail("a built-in shader", err)
	return p
}

func same(what string, src []byte) {
	ahead := shaderaot.Program(src)
	if ahead == nil {
		fail(what, fmt.Errorf("no program compiled ahead of time: %s", regenerate))
	}
	compiled, err := graphics.CompileShader(src)
	fail(what, err)
	a, err := aotprint.Literal(ahead)
	fail(what, err)
	c, err := aotprint.Literal(compiled)
	fail(what, err)
	if a != c {
		fail(what, fmt.Errorf("the program differs from the compiler's: %s", regenerate))
	}
	for _, v := range []glsl.GLSLVersion{glsl.GLSLVersionDefault, glsl.GLSLVersionES300} {
		av, af := glsl.Compile(ahead, v)
		cv, cf := glsl.Compile(compiled, v)
		if av != cv || af != cf {
			fail(what, fmt.Errorf("its GLSL (version %d) differs from the compiler's", v))
		}
	}
	fmt.Printf("same: %s (%d functions, %d uniforms)\n", what, len(ahead.Funcs), len(ahead.Uniforms))
}

func fail(what string, err error) {
	if err != nil {
		fmt.Fprintf(os.Stderr, "check: %s: %v\n", what, err)
		os.Exit(1)
	}
}
