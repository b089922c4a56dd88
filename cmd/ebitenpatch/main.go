// Command ebitenpatch writes the build-time patch of Ebitengine that the
// tutor's WebAssembly builds compile with: Ebitengine's
// internal/ui at the version go.mod requires, with one present per changed
// frame instead of four (context.go), and the device's pixel ratio read
// anew at each call, for the page's zoom changes it (ui_js.go): patch.go
// says why. Ebitengine is not
// forked: the module cache's copy is mirrored outside the cache
// (directories linked to it, internal/ui's files copied, context.go
// patched), and a copy of go.mod replaces the module with the mirror for
// the builds that ask for it (go build -modfile). An overlay (go build
// -overlay) cannot do it: the go command refuses to replace a file under
// GOMODCACHE.
//
//	ebitenpatch [-out build/ebitenpatch]
//
// It writes OUT/<module@version>/ (the mirror) and OUT/go.mod with
// OUT/go.sum (the project's, with the replace line), rewriting a file only
// when its bytes change, and prints the go.mod's absolute path. It fails,
// and the build with it, when the module cannot be found, go.mod replaces
// Ebitengine already, or context.go is not the source the patch was
// written for. The Makefile's WebAssembly builds and scripts/wasm-test.sh
// run it.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
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
	fs := flag.NewFlagSet("ebitenpatch", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "build/ebitenpatch", "the directory the mirror and the go.mod are written to")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	modfile, err := patchAll(*out)
	if err != nil {
		fmt.Fprintf(stderr, "ebitenpatch: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, modfile)
	return 0
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

// writeMirror makes mirror a copy of the module at dir that reads as the
// module does: every entry a link to the module cache's, except the
// directories on the way to internal/ui, and internal/ui's files, which
// are copied (those of patches patched).
func writeMirror(dir, mirror string) error {
	patched := map[string][]byte{}
	for _, p := range patches {
		path := filepath.Join(dir, patchedDir, p.file)
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if patched[p.file], err = p.apply(src); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	parts := strings.Split(patchedDir, "/")
	from, to := dir, mirror
	for i := 0; ; i++ {
		if err := os.MkdirAll(to, 0o755); err != nil {
			return err
		}
		entries, err := os.ReadDir(from)
		if err != nil {
			return err
		}
		leaf := i == len(parts)
		for _, e := range entries {
			name := e.Name()
			switch {
			case !leaf && name == parts[i]:
				// The way down: a directory of its own.
			case leaf && patched[name] != nil:
				err = writeIfChanged(filepath.Join(to, name), patched[name])
			case leaf && e.Type().IsRegular():
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
		if leaf {
			return nil
		}
		from, to = filepath.Join(from, parts[i]), filepath.Join(to, parts[i])
	}
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
	mod = append(mod, []byte(fmt.Sprintf("\n// Written by cmd/ebitenpatch: Ebitengine patched (one present per change, the pixel ratio read anew).\nreplace %s => %s\n", module, to))...)
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
