package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShaderProgramsMatchTheCompiler runs the mirror's check: every
// built-in shader's program written in programs.go is, printed and as
// GLSL, what Ebitengine's Kage compiler makes of its source now. It fails
// when programs.go was edited by hand, or Ebitengine's shaders changed.
func TestShaderProgramsMatchTheCompiler(t *testing.T) {
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"-out", t.TempDir(), "-check"}, &stdout, &stderr), stderr.String())
	assert.Contains(t, stdout.String(), "ok: 14 shaders the same as the compiler's")
	assert.Equal(t, 15, strings.Count(stdout.String(), "same: "), stdout.String())
}

// TestShaderProgramsAreCurrent: programs.go is what -gen writes now (the
// generator's output changes with it, or Ebitengine's shaders did).
func TestShaderProgramsAreCurrent(t *testing.T) {
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"-out", t.TempDir()}, &stdout, &stderr), stderr.String())
	written := filepath.Join(t.TempDir(), "programs.go")
	require.NoError(t, goRun(&stdout, strings.TrimSpace(stdout.String()), module+"/internal/shaderaot/gen", written))
	got, err := os.ReadFile(written)
	require.NoError(t, err)
	want, err := os.ReadFile("mirror/internal/shaderaot/programs.go")
	require.NoError(t, err)
	assert.True(t, bytes.Equal(want, got), "%s is not what the generator writes now: run go run ./cmd/ebitenpatch -gen", programsFile)
}

// TestMirrorOwnsTheShadersDirectories: the directories the shaders' patch
// changes are the mirror's own, with the patched and added files, while
// the module cache keeps Ebitengine as released; an older mirror whose
// directory was a link to the module cache's is made a directory again,
// never written through.
func TestMirrorOwnsTheShadersDirectories(t *testing.T) {
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"-out", out}, &stdout, &stderr), stderr.String())
	mirrors, err := filepath.Glob(filepath.Join(out, "*@*"))
	require.NoError(t, err)
	require.Len(t, mirrors, 1)
	orig := exec.Command("go", "list", "-f", "{{.Dir}}", module+"/internal/graphics")
	orig.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	origDir, err := orig.CombinedOutput()
	require.NoError(t, err, "%s", origDir)
	cache := strings.TrimSpace(string(origDir))

	graphics := filepath.Join(mirrors[0], "internal", "graphics")
	require.NoError(t, os.RemoveAll(graphics))
	require.NoError(t, os.Symlink(cache, graphics))
	require.Equal(t, 0, run([]string{"-out", out}, &stdout, &stderr), stderr.String())

	fi, err := os.Lstat(graphics)
	require.NoError(t, err)
	assert.True(t, fi.IsDir(), "internal/graphics is the mirror's own directory again")
	ahead, err := os.ReadFile(filepath.Join(graphics, "shader_ahead.go"))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(ahead), "//go:build js\n\npackage graphics\n"), "the tag ebitenmirror is left out of the mirror, the file's own constraint kept")
	assert.NoFileExists(t, filepath.Join(cache, "shader_ahead.go"), "the module cache is Ebitengine as released")
	patched, err := os.ReadFile(filepath.Join(graphics, "shader.go"))
	require.NoError(t, err)
	assert.Contains(t, string(patched), "//go:build !js")
	released, err := os.ReadFile(filepath.Join(cache, "shader.go"))
	require.NoError(t, err)
	assert.Contains(t, string(released), "func CompileShader(fragmentSrc []byte)")
	for _, f := range []string{"internal/shaderaot/programs.go", "internal/builtinshader/source_ahead.go"} {
		assert.FileExists(t, filepath.Join(mirrors[0], filepath.FromSlash(f)))
	}
}

// TestThePageLinksNoShaderCompiler: the tutor's page build, with the
// patched Ebitengine, imports neither the Kage compiler nor what only it,
// the template and GLSL's blank lines needed (a package imported is
// linked at least by its initialisation).
func TestThePageLinksNoShaderCompiler(t *testing.T) {
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"-out", t.TempDir()}, &stdout, &stderr), stderr.String())
	list := exec.Command("go", "list", "-modfile="+strings.TrimSpace(stdout.String()), "-deps", "renju/cmd/tutor")
	list.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	deps, err := list.CombinedOutput()
	require.NoError(t, err, "%s", deps)
	pkgs := strings.Fields(string(deps))
	require.Contains(t, pkgs, module+"/internal/shaderaot", "the tutor is built with the mirror")
	for _, p := range []string{module + "/internal/shader", "go/parser", "go/ast", "text/template", "regexp"} {
		assert.NotContains(t, pkgs, p)
	}
}
