// Command ebitenpatch writes the build-time patch of Ebitengine that the
// tutor's WebAssembly builds compile with, at the version go.mod
// requires: internal/ui with one present per changed frame instead of
// four (context.go), and the device's pixel ratio read anew at each call,
// for the page's zoom changes it (ui_js.go), patch.go says why; and the
// built-in shaders compiled ahead of time, so that the page carries no
// Kage compiler (internal/graphics, internal/builtinshader and the new
// internal/shaderaot), shaders.go says why. Ebitengine is not forked: the
// module cache's copy is mirrored outside the cache (directories linked
// to it, the patched directories' files copied, the patched files
// patched, the added files written from mirror/), and a copy of go.mod
// replaces the module with the mirror for the builds that ask for it (go
// build -modfile). An overlay (go build -overlay) cannot do it: the go
// command refuses to replace a file under GOMODCACHE.
//
//	ebitenpatch [-out build/ebitenpatch] [-gen] [-check]
//
// It writes OUT/<module@version>/ (the mirror) and OUT/go.mod with
// OUT/go.sum (the project's, with the replace line), rewriting a file only
// when its bytes change, and prints the go.mod's absolute path. It fails,
// and the build with it, when the module cannot be found, go.mod replaces
// Ebitengine already, or a patched file is not the source the patch was
// written for. The Makefile's WebAssembly builds and scripts/wasm-test.sh
// run it. -gen compiles the built-in shaders natively with Ebitengine's
// compiler and writes mirror/internal/shaderaot/programs.go (run it after
// an Ebitengine upgrade: the tests fail until then); -check compares that
// file with the compiler's output now.
package main

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
)

const (
	module = "github.com/hajimehoshi/ebiten/v2"
	// patchedDir is the directory of the patched file, in the module.
	patchedDir  = "internal/ui"
	patchedFile = "context.go"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("ebitenpatch", flag.ContinueOnError)
	flags.SetOutput(stderr)
	out := flags.String("out", "build/ebitenpatch", "the directory the mirror and the go.mod are written to")
	gen := flags.Bool("gen", false, "also compile Ebitengine's built-in shaders natively and write their programs to "+programsFile)
	check := flags.Bool("check", false, "also compare the built-in shaders' programs with what the compiler makes of them now")
	if err := flags.Parse(args); err != nil {
		return 2
	}
	modfile, err := patchAll(*out)
	if err == nil && *gen {
		err = writePrograms(modfile)
	}
	if err == nil && *check {
		err = goRun(stdout, modfile, module+"/internal/shaderaot/check")
	}
	if err != nil {
		fmt.Fprintf(stderr, "ebitenpatch: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, modfile)
	return 0
}

// programsFile is where -gen writes the shaders' programs, in the project.
const programsFile = "cmd/ebitenpatch/mirror/internal/shaderaot/programs.go"

// writePrograms runs the mirror's gen, natively, into the project's
// programsFile. The mirror's shaderaot then holds the programs that were
// there before; the next run of this command writes the new ones.
func writePrograms(modfile string) error {
	var env struct{ GOMOD string }
	if err := goJSON(&env, "env", "-json", "GOMOD"); err != nil {
		return err
	}
	tmp, err := os.CreateTemp("", "programs-*.go")
	if err != nil {
		return err
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	if err := goRun(io.Discard, modfile, module+"/internal/shaderaot/gen", tmp.Name()); err != nil {
		return err
	}
	b, err := os.ReadFile(tmp.Name())
	if err != nil {
		return err
	}
	return writeIfChanged(filepath.Join(filepath.Dir(env.GOMOD), filepath.FromSlash(programsFile)), b)
}

// goRun runs a command of the mirror for this machine (not for the page:
// GOOS and GOARCH as the go command's defaults), its output to stdout.
func goRun(stdout io.Writer, modfile string, args ...string) error {
	goCmd := os.Getenv("GO")
	if goCmd == "" {
		goCmd = "go"
	}
	cmd := exec.Command(goCmd, append([]string{"run", "-modfile=" + modfile}, args...)...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GOOS=") && !strings.HasPrefix(kv, "GOARCH=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = stdout, &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go run %s: %v: %s", strings.Join(args, " "), err, bytes.TrimSpace(stderr.Bytes()))
	}
	return nil
}

// patchAll finds the module and the project's go.mod and writes the
// mirror and the go.mod that uses it under out; it returns that go.mod's
// absolute path.
func patchAll(out string) (string, error) {
	var m struct{ Version, Dir, Error string }
	if err := goJSON(&m, "mod", "download", "-json", module); err != nil {
		return "", err
	}
	if m.Error != "" || m.Dir == "" {
		return "", fmt.Errorf("go mod download %s: the module was not found (%q)", module, m.Error)
	}
	var env struct{ GOMOD string }
	if err := goJSON(&env, "env", "-json", "GOMOD"); err != nil {
		return "", err
	}
	if env.GOMOD == "" || env.GOMOD == os.DevNull {
		return "", errors.New("not in a module: run it in the project")
	}
	out, err := filepath.Abs(out)
	if err != nil {
		return "", err
	}
	mirror := filepath.Join(out, strings.ReplaceAll(module, "/", "_")+"@"+m.Version)
	if err := writeMirror(m.Dir, mirror); err != nil {
		return "", err
	}
	return writeModfile(env.GOMOD, mirror, out)
}

// goJSON runs the go command ($GO, else go) and decodes its output.
func goJSON(v any, args ...string) error {
	goCmd := os.Getenv("GO")
	if goCmd == "" {
		goCmd = "go"
	}
	cmd := exec.Command(goCmd, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	if jerr := json.Unmarshal(b, v); jerr != nil && err == nil {
		err = jerr
	}
	if err != nil {
		return fmt.Errorf("go %s: %v: %s", strings.Join(args, " "), err, bytes.TrimSpace(stderr.Bytes()))
	}
	return nil
}

// mirrorFiles are the files the patch adds to Ebitengine (shaders.go): each
// under mirror/ at its path in the module, with the build tag that keeps
// it out of the tutor's module as its first line.
//
//go:embed mirror
var mirrorFiles embed.FS

// mirrorTag starts each of them: alone, or with "&& " and the constraint
// the file keeps in the mirror.
const mirrorTag = "//go:build ebitenmirror"

// ownFiles returns the files the mirror writes itself, by their paths in
// the module: Ebitengine's files that patches change, patched in turn,
// and the files of mirror/ without their build tag.
func ownFiles(dir string) (map[string][]byte, error) {
	files := map[string][]byte{}
	for _, p := range patches {
		src, ok := files[p.path()]
		if !ok {
			var err error
			if src, err = os.ReadFile(filepath.Join(dir, filepath.FromSlash(p.path()))); err != nil {
				return nil, err
			}
		}
		b, err := p.apply(src)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(dir, filepath.FromSlash(p.path())), err)
		}
		files[p.path()] = b
	}
	err := fs.WalkDir(mirrorFiles, "mirror", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := mirrorFiles.ReadFile(name)
		if err != nil {
			return err
		}
		rest, ok := bytes.CutPrefix(b, []byte(mirrorTag))
		switch {
		case ok && bytes.HasPrefix(rest, []byte("\n\n")):
			rest = rest[2:]
		case ok && bytes.HasPrefix(rest, []byte(" && ")):
			rest = append([]byte("//go:build "), rest[4:]...)
		default:
			return fmt.Errorf("%s: the first line is not %q, alone or with \" && \" and the mirror's constraint", name, mirrorTag)
		}
		files[strings.TrimPrefix(name, "mirror/")] = rest
		return nil
	})
	return files, err
}

// writeMirror makes mirror a copy of the module at dir that reads as the
// module does, with the files of ownFiles: every entry a link to the
// module cache's, except the directories that hold those files and the
// directories on the way to them, which are the mirror's own; the files
// of such a directory are copied (or written from ownFiles), its other
// directories linked.
func writeMirror(dir, mirror string) error {
	files, err := ownFiles(dir)
	if err != nil {
		return err
	}
	own, way := map[string]bool{}, map[string]bool{}
	for name := range files {
		d := path.Dir(name)
		own[d] = true
		for d != "." {
			d = path.Dir(d)
			way[d] = true
		}
	}
	return mirrorDir(dir, mirror, ".", files, own, way)
}

// mirrorDir writes the mirror's directory rel (from is the module's, which
// need not exist for a directory the patch adds; to the mirror's).
func mirrorDir(from, to, rel string, files map[string][]byte, own, way map[string]bool) error {
	// A directory that was a link in an older mirror: the writes below
	// would go through it into the module cache.
	if fi, err := os.Lstat(to); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		if err := os.Remove(to); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(to, 0o755); err != nil {
		return err
	}
	entries, err := os.ReadDir(from)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	seen := map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		r := path.Join(rel, name)
		seen[r] = true
		switch {
		case e.IsDir() && (own[r] || way[r]):
			err = mirrorDir(filepath.Join(from, name), filepath.Join(to, name), r, files, own, way)
		case files[r] != nil:
			err = writeIfChanged(filepath.Join(to, name), files[r])
		case own[rel] && e.Type().IsRegular():
			var b []byte
			if b, err = os.ReadFile(filepath.Join(from, name)); err == nil {
				err = writeIfChanged(filepath.Join(to, name), b)
			}
		default:
			err = linkTo(filepath.Join(from, name), filepath.Join(to, name))
		}
		if err != nil {
			return err
		}
	}
	// What the patch adds: files, and directories of its own.
	for r, b := range files {
		if path.Dir(r) == rel && !seen[r] {
			if err := writeIfChanged(filepath.Join(to, path.Base(r)), b); err != nil {
				return err
			}
		}
	}
	for _, dirs := range []map[string]bool{own, way} {
		for r := range dirs {
			if r != rel && !seen[r] && path.Dir(r) == rel {
				seen[r] = true
				if err := mirrorDir(filepath.Join(from, path.Base(r)), filepath.Join(to, path.Base(r)), r, files, own, way); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// writeModfile writes out/go.mod, the project's go.mod with Ebitengine
// replaced by mirror, and out/go.sum beside it (go build -modfile reads
// the sums from there), and returns the go.mod's path.
func writeModfile(gomod, mirror, out string) (string, error) {
	mod, err := os.ReadFile(gomod)
	if err != nil {
		return "", err
	}
	var edit struct {
		Replace []struct{ Old struct{ Path string } }
	}
	if err := goJSON(&edit, "mod", "edit", "-json", gomod); err != nil {
		return "", err
	}
	for _, r := range edit.Replace {
		if r.Old.Path == module {
			return "", fmt.Errorf("%s replaces %s already: the patch would hide that replacement", gomod, module)
		}
	}
	// Relative to the module's root when it is under it: the path is
	// written into the binary's build information, which then reads the
	// same in every clone.
	to := mirror
	if rel, err := filepath.Rel(filepath.Dir(gomod), mirror); err == nil && filepath.IsLocal(rel) {
		to = "./" + filepath.ToSlash(rel)
	}
	mod = append(mod, []byte(fmt.Sprintf("\n// Written by cmd/ebitenpatch: Ebitengine patched (one present per change, the pixel ratio read anew, the built-in shaders compiled ahead of time).\nreplace %s => %s\n", module, to))...)
	sum, err := os.ReadFile(strings.TrimSuffix(gomod, ".mod") + ".sum")
	if err != nil {
		return "", err
	}
	path := filepath.Join(out, "go.mod")
	if err := writeIfChanged(path, mod); err != nil {
		return "", err
	}
	if err := writeIfChanged(filepath.Join(out, "go.sum"), sum); err != nil {
		return "", err
	}
	return path, nil
}

// linkTo makes path a symbolic link to target, unless it is one already.
func linkTo(target, path string) error {
	if old, err := os.Readlink(path); err == nil && old == target {
		return nil
	}
	tmp := fmt.Sprintf("%s.ebitenpatch-%d", path, os.Getpid())
	os.Remove(tmp)
	if err := os.Symlink(target, tmp); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// writeIfChanged writes b to path unless path holds b already, through a
// temporary file renamed into place: make wasm-test runs two builds at
// once, and each runs this command.
func writeIfChanged(path string, b []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, b) {
		return nil
	} else if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".ebitenpatch-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}
