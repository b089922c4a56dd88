package renju

import (
	"bytes"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	module = "renju"
	ebiten = "github.com/hajimehoshi/ebiten/"
)

// graph is each package's imports: prod from its non-test files, all
// including its tests'.
type graph struct {
	prod, all map[string]map[string]bool
}

// readGraph parses the import lines of every Go file of the module.
func readGraph(t *testing.T, root string) graph {
	t.Helper()
	g := graph{prod: map[string]map[string]bool{}, all: map[string]map[string]bool{}}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "build" || name == "test-artifacts" || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		// Ebitengine's files that cmd/ebitenpatch writes into its mirror of
		// Ebitengine: never a package of this module.
		if bytes.HasPrefix(src, []byte("//go:build ebitenmirror\n")) || bytes.HasPrefix(src, []byte("//go:build ebitenmirror && ")) {
			return nil
		}
		f, err := parser.ParseFile(fset, path, src, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, filepath.Dir(path))
		if err != nil {
			return err
		}
		pkg := module
		if rel != "." {
			pkg += "/" + filepath.ToSlash(rel)
		}
		test := strings.HasSuffix(path, "_test.go")
		for _, m := range []map[string]map[string]bool{g.prod, g.all} {
			if m[pkg] == nil {
				m[pkg] = map[string]bool{}
			}
		}
		for _, im := range f.Imports {
			p, err := strconv.Unquote(im.Path.Value)
			if err != nil {
				return err
			}
			g.all[pkg][p] = true
			if !test {
				g.prod[pkg][p] = true
			}
		}
		return nil
	})
	require.NoError(t, err)
	return g
}

// reach lists what pkg imports directly or through the module's packages.
func (g graph) reach(pkg string) map[string]bool {
	seen := map[string]bool{}
	var walk func(string)
	walk = func(p string) {
		for q := range g.prod[p] {
			if !seen[q] {
				seen[q] = true
				if strings.HasPrefix(q, module+"/") {
					walk(q)
				}
			}
		}
	}
	walk(pkg)
	return seen
}

// under reports whether pkg is dir or in it.
func under(pkg, dir string) bool { return pkg == dir || strings.HasPrefix(pkg, dir+"/") }

// violations lists the arrows that point the wrong way.
func violations(g graph) []string {
	var out []string
	// game/kit/glyphs is the kit's text, drawn into Ebitengine images.
	ebitenOK := map[string]bool{module + "/game": true, module + "/game/frame/screens": true, module + "/game/kit": true, module + "/game/kit/glyphs": true, module + "/cmd/tutor": true}
	for pkg, imps := range g.all {
		for imp := range imps {
			if strings.HasPrefix(imp, ebiten) && !ebitenOK[pkg] {
				out = append(out, pkg+" imports Ebitengine ("+imp+"): only game, game/frame/screens, game/kit and cmd/tutor may")
			}
		}
	}
	for pkg := range g.prod {
		r := g.reach(pkg)
		switch {
		case pkg == module+"/game/kit":
			if r[module+"/game"] || r[module+"/game/frame/screens"] {
				out = append(out, "game/kit imports game: the kit is below the screens")
			}
		case pkg == module+"/game/frame/screens":
			// The screens draw with the kit; the frame shows them.
			if r[module+"/game"] {
				out = append(out, pkg+" imports "+module+"/game: the screens are below the frame")
			}
		case under(pkg, module+"/game") && pkg != module+"/game":
			// The models and services under game/ are below the kit.
			for _, up := range []string{module + "/game", module + "/game/kit"} {
				if r[up] {
					out = append(out, pkg+" imports "+up+": the plain-Go packages under game/ are below the kit and the screens")
				}
			}
		}
		if under(pkg, module+"/engine") {
			for q := range r {
				if under(q, module) && !under(q, module+"/rules") && !under(q, module+"/engine") {
					out = append(out, pkg+" imports "+q+": the engine builds on rules alone")
				}
			}
		}
		if under(pkg, module+"/job") {
			for q := range r {
				if under(q, module) && !under(q, module+"/job") && q != module+"/jsonkit" {
					out = append(out, pkg+" imports "+q+": the job protocol knows nothing of the project")
				}
			}
		}
		if pkg == module+"/jsonkit" {
			// The job protocol's JSON (and the tutor's): a leaf.
			for q := range r {
				if under(q, module) {
					out = append(out, pkg+" imports "+q+": jsonkit knows nothing of the project")
				}
			}
		}
		if pkg == module+"/game/features/match" {
			// Play asks the worker for the partner's moves, the hints and
			// the review (game/services/jobs); the lead adds engine and review to
			// workerOnly once nothing else in the tutor links them.
			for _, heavy := range []string{"engine", "review"} {
				if r[module+"/"+heavy] {
					out = append(out, pkg+" imports "+module+"/"+heavy+": Play's searches are the worker's (game/services/jobs)")
				}
			}
		}
		if g.prod[pkg][module+"/game/services/jobs/serve"] && pkg != module+"/cmd/worker" {
			out = append(out, pkg+" imports game/services/jobs/serve: the jobs' work is the worker's (cmd/worker), never the tutor's")
		}
		for _, low := range []string{"rules", "tutor", "lessons", "drills", "engine", "record", "review", "referee", "art", "fouldrills", "commentary"} {
			if !under(pkg, module+"/"+low) {
				continue
			}
			for q := range r {
				if under(q, module+"/game") {
					out = append(out, pkg+" imports "+q+": "+low+" knows nothing of the app")
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestArchitecture keeps the arrows pointing one way (doc.go).
func TestArchitecture(t *testing.T) {
	root, err := os.Getwd()
	require.NoError(t, err)
	g := readGraph(t, root)
	for _, p := range []string{"game", "game/kit", "game/features/freeboard", "rules", "cmd/tutor"} {
		require.Contains(t, g.prod, module+"/"+p, "the graph has %s", p)
	}
	assert.True(t, g.prod[module+"/game/kit"][ebiten+"v2"], "the kit draws with Ebitengine")
	assert.Empty(t, violations(g))
}

// The checker finds each kind of wrong arrow (a test that cannot fail
// would prove nothing).
func TestArchitectureCheckerCatches(t *testing.T) {
	g := graph{prod: map[string]map[string]bool{}, all: map[string]map[string]bool{}}
	add := func(pkg string, imps ...string) {
		g.prod[pkg], g.all[pkg] = map[string]bool{}, map[string]bool{}
		for _, i := range imps {
			g.prod[pkg][i], g.all[pkg][i] = true, true
		}
	}
	add("renju/game", "renju/game/kit", ebiten+"v2")
	add("renju/game/kit", "renju/game/vocab/screenview", "renju/game")
	add("renju/game/vocab/screenview")
	add("renju/game/vocab/layout", ebiten+"v2/vector")
	add("renju/game/features/freeboard", "renju/game/kit")
	add("renju/game/frame/screens", "renju/game/kit", ebiten+"v2", "renju/game")
	add("renju/tutor", "renju/rules", "renju/game/vocab/screenview")
	add("renju/rules")
	add("renju/job", "renju/rules", "renju/jsonkit")
	add("renju/jsonkit", "renju/msg")
	add("renju/game/features/gameviewer", "renju/game/services/jobs/serve")
	add("renju/cmd/worker", "renju/game/services/jobs/serve")
	add("renju/game/features/match", "renju/review")
	add("renju/review", "renju/engine")
	add("renju/engine", "renju/rules")
	want := []string{
		"game/kit imports game: the kit is below the screens",
		"renju/game/features/freeboard imports renju/game/kit: the plain-Go packages under game/ are below the kit and the screens",
		"renju/game/features/freeboard imports renju/game: the plain-Go packages under game/ are below the kit and the screens",
		"renju/game/frame/screens imports renju/game: the screens are below the frame",
		"renju/game/vocab/layout imports Ebitengine (github.com/hajimehoshi/ebiten/v2/vector): only game, game/frame/screens, game/kit and cmd/tutor may",
		"renju/game/features/match imports renju/engine: Play's searches are the worker's (game/services/jobs)",
		"renju/game/features/match imports renju/review: Play's searches are the worker's (game/services/jobs)",
		"renju/game/features/gameviewer imports game/services/jobs/serve: the jobs' work is the worker's (cmd/worker), never the tutor's",
		"renju/job imports renju/rules: the job protocol knows nothing of the project",
		"renju/job imports renju/msg: the job protocol knows nothing of the project",
		"renju/jsonkit imports renju/msg: jsonkit knows nothing of the project",
		"renju/tutor imports renju/game/vocab/screenview: tutor knows nothing of the app",
	}
	sort.Strings(want) // the paths may move: the order is the checker's, sorted
	assert.Equal(t, want, violations(g))
}

// workerOnly are the packages whose code is the worker's alone: the
// tutor's module (what a learner downloads first) links none of them.
var workerOnly = []string{
	module + "/game/services/jobs/serve",
	module + "/worksheet",
	// The app's Chinese: the tutor embeds only its English side's and
	// fetches the rest when the learner's language is Chinese.
	module + "/fonts/full",
	"github.com/go-pdf/fpdf",
	module + "/fouldrills",
	module + "/engine",
	module + "/review",
	// The commentary's analysis and its sentences: the tutor shows what
	// the worker said.
	module + "/commentary",
}

// TestTutorLeavesHeavyWorkToTheWorker asks the Go toolchain what each
// program links (as built for the browser): the tutor none of the
// worker's packages, the worker no Ebitengine.
func TestTutorLeavesHeavyWorkToTheWorker(t *testing.T) {
	deps := func(cmd string) map[string]bool {
		c := exec.Command("go", "list", "-deps", "./"+cmd)
		c.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		out, err := c.CombinedOutput()
		require.NoError(t, err, "%s", out)
		m := map[string]bool{}
		for _, p := range strings.Fields(string(out)) {
			m[p] = true
		}
		return m
	}
	tutor, worker := deps("cmd/tutor"), deps("cmd/worker")
	require.True(t, tutor[ebiten+"v2"], "the tutor's list is the real one")
	for _, p := range workerOnly {
		assert.False(t, tutor[p], "the tutor links %s", p)
		assert.True(t, worker[p], "the worker links %s", p)
	}
	for p := range worker {
		assert.False(t, strings.HasPrefix(p, ebiten), "the worker links %s", p)
	}
	// The tutor's JSON is renju/jsonkit's: encoding/json was 242 KB of
	// its code (55 KB of gzip alone, 2026-12-07), the worker keeps it
	// (fpdf's).
	assert.True(t, tutor[module+"/jsonkit"], "the tutor's list is the real one")
	assert.False(t, tutor["encoding/json"], "the tutor links encoding/json: use renju/jsonkit")
}

// tutorNever are packages the tutor's module must not link (as built for
// the browser), each for bytes it would bring for nothing: Ebitengine's
// text/v2 (the kit draws with game/kit/glyphs) brings go-text's shaping
// engine, x/text's language tables and, through go-text's font package,
// image decoders registered by init code: PNG (the last reason the tutor
// linked image/png), JPEG, TIFF. 159,906 bytes gzip of the first module
// when they went (2026-12-07).
var tutorNever = []string{
	ebiten + "v2/text/v2",
	"github.com/go-text/typesetting/font",
	"golang.org/x/text/language",
	"golang.org/x/image/tiff",
	"image/jpeg",
	"image/png",
}

// TestTutorLinksNoTextShaping keeps the cut of text/v2 made: any
// import of it (or of go-text, or a decoder it brought) from a package
// the tutor links fails here, naming the package.
func TestTutorLinksNoTextShaping(t *testing.T) {
	c := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}: {{join .Imports \" \"}}", "./cmd/tutor")
	c.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := c.CombinedOutput()
	require.NoError(t, err, "%s", out)
	never := func(p string) bool {
		return slices.Contains(tutorNever, p) || strings.HasPrefix(p, "github.com/go-text/")
	}
	linked := map[string]bool{}
	var importers []string // where the chain starts: a wanted package importing one of them
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ": ")
		linked[pkg] = true
		for _, p := range strings.Fields(imports) {
			if never(p) && !never(pkg) {
				importers = append(importers, pkg+" imports "+p)
			}
		}
	}
	require.True(t, linked[ebiten+"v2"], "the tutor's list is the real one")
	assert.Empty(t, importers, "the tutor links text shaping it does not use")
	for _, p := range tutorNever {
		assert.False(t, linked[p], "the tutor links %s", p)
	}
}
