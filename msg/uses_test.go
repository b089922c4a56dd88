package msg

// The IDs the code uses, found in the code (TestCatalogueComplete checks
// only the IDs that are registered). An ID with no text is drawn as its
// raw key ("topic.review") in both languages, so every ID the app can
// ask for must have a pair:
//
//   - every constant of type ID declared here, and every constant
//     expression of type ID anywhere in the module's code: a named
//     constant (msg.LessonsTitle), a conversion (msg.ID("task.hint")), an
//     untyped literal where an ID is wanted (c.T("lesson.next")). The
//     module's packages are type-checked from source (go/types), once as
//     the host builds them and once for js/wasm, so every build's files
//     count; packages outside the module are stand-ins when they cannot
//     be imported, which leaves the expressions that need them untyped
//     but no ID unseen (an ID is a constant of this package's type).
//   - every ID built at run time: a conversion of a string that is not a
//     constant. Its argument must be a literal prefix and a variable
//     (msg.ID("topic." + tag)), and builders (below) must list every value
//     the variable can take; any other shape, or a prefix not listed, fails
//     the test, naming the place.
//
// Files no build matches are read as syntax only: their msg.X constants and
// their conversions. Test files do not count (a test may ask for an ID
// that does not exist on purpose).

import (
	"bufio"
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"renju/lessons"
)

const (
	modulePath = "renju"
	msgPath    = modulePath + "/msg"
)

// builders lists, for each prefix of an ID built at run time, every
// value the rest can take.
var builders = map[string]func(t *testing.T, s *usage) []string{
	// msg.Topic(tag): a lesson's topics (lessons.Topics is all a lesson
	// file may name).
	"topic.": func(*testing.T, *usage) []string { return lessons.Topics },
	// lessonplay: the prompt of a task, "task." + its type.
	"task.": func(t *testing.T, s *usage) []string { return s.taskTypes(t) },
	// lessonplay: the line a live-or-false task asks about.
	"dir.": func(t *testing.T, s *usage) []string { return s.stringList(t, "lessons", "directions") },
	// lessonplay: a choice button ("choice." + the choice); name-opening's
	// choices are opening names, labelled by lessons.OpeningLabel.
	"choice.": func(t *testing.T, s *usage) []string {
		var out []string
		for _, tt := range s.taskTypes(t) {
			out = append(out, (&lessons.Task{Type: tt}).Choices()...)
		}
		return out
	},
}

// TestEveryUsedIDHasText fails for an ID the code uses that has no text
// in English or in Chinese, naming where it is used.
func TestEveryUsedIDHasText(t *testing.T) {
	s := readModule(t)
	s.scanSyntax()
	s.typeCheck(t)
	s.expandBuilt(t)
	for _, p := range s.problems {
		t.Error(p)
	}
	ids := make([]ID, 0, len(s.uses))
	for id := range s.uses {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	missing := 0
	for _, id := range ids {
		p, ok := Get(id)
		if ok && p.EN != "" && p.ZH != "" {
			continue
		}
		missing++
		var where []string
		for w := range s.uses[id] {
			where = append(where, w)
		}
		sort.Strings(where)
		if len(where) > 4 {
			where = append(where[:4], fmt.Sprintf("and %d more", len(where)-4))
		}
		switch {
		case !ok:
			t.Errorf("%s has no text: it is not in the catalogue (used at %s)", id, strings.Join(where, ", "))
		case p.EN == "":
			t.Errorf("%s has no English (used at %s)", id, strings.Join(where, ", "))
		default:
			t.Errorf("%s has no Chinese (used at %s)", id, strings.Join(where, ", "))
		}
	}
	t.Logf("%d IDs used (%d built at run time from %d prefixes), %d without text; %d registered", len(ids), s.builtIDs, len(s.built), missing, len(IDs()))
	if len(ids) < len(IDs())/2 {
		t.Errorf("only %d IDs found in the code: the scan is broken", len(ids))
	}
}

// usage is the module's sources and the IDs found in them.
type usage struct {
	root string
	fset *token.FileSet
	// dirs are the module's packages: import path → directory and its
	// non-test files, parsed.
	dirs map[string]*srcDir
	// consts are this package's constants of type ID, by name.
	consts map[string]ID
	// uses are the IDs found, with where ("game/lessons.go:213").
	uses map[ID]map[string]bool
	// built are the prefixes of IDs built at run time, with where.
	built    map[string][]string
	builtIDs int
	problems []string
}

type srcDir struct {
	dir   string
	files []*ast.File
	names []string // the files' base names
}

// use records id as used at pos. The empty ID is "no message" (Kind of
// NoKind, a Notice with none), which nothing draws.
func (s *usage) use(id ID, pos token.Pos) {
	if id == "" {
		return
	}
	s.add(id, s.where(pos))
}

func (s *usage) add(id ID, where ...string) {
	if s.uses[id] == nil {
		s.uses[id] = map[string]bool{}
	}
	for _, w := range where {
		s.uses[id][w] = true
	}
}

func (s *usage) where(pos token.Pos) string {
	p := s.fset.Position(pos)
	rel, err := filepath.Rel(s.root, p.Filename)
	if err != nil {
		rel = p.Filename
	}
	return fmt.Sprintf("%s:%d", filepath.ToSlash(rel), p.Line)
}

// readModule parses every non-test Go file of the module.
func readModule(t *testing.T) *usage {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no go.mod at the module's root %s: %v", root, err)
	}
	s := &usage{root: root, fset: token.NewFileSet(), dirs: map[string]*srcDir{}, consts: map[string]ID{}, uses: map[ID]map[string]bool{}, built: map[string][]string{}}
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "build" || name == "test-artifacts" || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(s.fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		ip := modulePath
		if rel != "." {
			ip += "/" + filepath.ToSlash(rel)
		}
		sd := s.dirs[ip]
		if sd == nil {
			sd = &srcDir{dir: filepath.Dir(p)}
			s.dirs[ip] = sd
		}
		sd.files = append(sd.files, f)
		sd.names = append(sd.names, filepath.Base(p))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	m := s.dirs[msgPath]
	if m == nil {
		t.Fatalf("no package %s under %s", msgPath, root)
	}
	for _, f := range m.files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, sp := range g.Specs {
				vs := sp.(*ast.ValueSpec)
				if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "ID" {
					continue
				}
				for i, n := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					if v, ok := stringLit(vs.Values[i]); ok {
						s.consts[n.Name] = ID(v)
						s.use(ID(v), n.Pos())
					}
				}
			}
		}
	}
	return s
}

// scanSyntax reads every file (of any build) for this package's ID
// constants and for conversions to ID.
func (s *usage) scanSyntax() {
	for ip, d := range s.dirs {
		for _, f := range d.files {
			s.scanFile(f, ip == msgPath)
		}
	}
}

// scanFile reads one file; inMsg: it belongs to this package, whose names
// it uses unqualified.
func (s *usage) scanFile(f *ast.File, inMsg bool) {
	local := ""
	for _, im := range f.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); p == msgPath {
			local = "msg"
			if im.Name != nil {
				local = im.Name.Name
			}
		}
	}
	if local == "" && !inMsg {
		return
	}
	// ref names this package's name in the file: msg.X, or X inside msg.
	ref := func(e ast.Expr) (string, bool) {
		switch e := unparen(e).(type) {
		case *ast.SelectorExpr:
			if x, ok := e.X.(*ast.Ident); ok && local != "" && x.Name == local {
				return e.Sel.Name, true
			}
		case *ast.Ident:
			if inMsg {
				return e.Name, true
			}
		}
		return "", false
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if name, ok := ref(n.Fun); ok && name == "ID" && len(n.Args) == 1 {
				s.conversion(n.Args[0])
			}
		case *ast.SelectorExpr:
			if name, ok := ref(n); ok {
				if id, ok := s.consts[name]; ok {
					s.use(id, n.Pos())
				}
			}
		case *ast.BinaryExpr:
			// An ID constant joined to a string at run time is an ID no
			// table can hold.
			if n.Op != token.ADD {
				return true
			}
			for _, e := range []ast.Expr{n.X, n.Y} {
				if name, ok := ref(e); ok {
					if _, ok := s.consts[name]; ok {
						s.problems = append(s.problems, fmt.Sprintf("%s: an ID built at run time from the constant %s: the test cannot know its values", s.where(n.Pos()), name))
					}
				}
			}
		}
		return true
	})
}

// conversion reads the argument of a conversion to ID: a literal is an
// ID; a literal prefix and a variable is an ID built at run time (see
// builders); anything else is a problem.
func (s *usage) conversion(arg ast.Expr) {
	arg = unparen(arg)
	if v, ok := stringLit(arg); ok {
		s.use(ID(v), arg.Pos())
		return
	}
	if b, ok := arg.(*ast.BinaryExpr); ok && b.Op == token.ADD {
		if prefix, ok := stringLit(b.X); ok {
			if _, lit := stringLit(b.Y); !lit {
				s.built[prefix] = append(s.built[prefix], s.where(arg.Pos()))
				return
			}
		}
	}
	s.problems = append(s.problems, fmt.Sprintf("%s: an ID built at run time in a way the test cannot enumerate; write it as a literal prefix + a variable, and list the variable's values in builders", s.where(arg.Pos())))
}

// expandBuilt adds every value of every ID built at run time.
func (s *usage) expandBuilt(t *testing.T) {
	for prefix, where := range s.built {
		values, ok := builders[prefix]
		if !ok {
			s.problems = append(s.problems, fmt.Sprintf("%s: IDs built at run time as %q + …: list the values in builders", strings.Join(where, ", "), prefix))
			continue
		}
		vs := values(t, s)
		if len(vs) == 0 {
			s.problems = append(s.problems, fmt.Sprintf("builders[%q] lists no values", prefix))
		}
		for _, v := range vs {
			s.add(ID(prefix+v), where...)
			s.builtIDs++
		}
	}
	for prefix := range builders {
		if _, ok := s.built[prefix]; !ok {
			s.problems = append(s.problems, fmt.Sprintf("builders[%q]: no code builds IDs with this prefix any more (the scan missed it, or the entry is stale)", prefix))
		}
	}
}

// taskTypes are the lesson task types: package lessons' string constants
// named Task….
func (s *usage) taskTypes(t *testing.T) []string {
	var out []string
	for _, f := range s.pkg(t, "lessons").files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, sp := range g.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if strings.HasPrefix(n.Name, "Task") && i < len(vs.Values) {
						if v, ok := stringLit(vs.Values[i]); ok {
							out = append(out, v)
						}
					}
				}
			}
		}
	}
	if len(out) < 5 {
		t.Fatalf("found only %d task types in package lessons", len(out))
	}
	return out
}

// stringList is the values of a package variable holding a []string
// literal.
func (s *usage) stringList(t *testing.T, pkg, name string) []string {
	for _, f := range s.pkg(t, pkg).files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, sp := range g.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if n.Name != name || i >= len(vs.Values) {
						continue
					}
					cl, ok := vs.Values[i].(*ast.CompositeLit)
					if !ok {
						t.Fatalf("%s.%s is not a literal list", pkg, name)
					}
					var out []string
					for _, e := range cl.Elts {
						v, ok := stringLit(e)
						if !ok {
							t.Fatalf("%s.%s holds a value that is not a literal string", pkg, name)
						}
						out = append(out, v)
					}
					return out
				}
			}
		}
	}
	t.Fatalf("no variable %s in package %s", name, pkg)
	return nil
}

func (s *usage) pkg(t *testing.T, rel string) *srcDir {
	d := s.dirs[modulePath+"/"+rel]
	if d == nil {
		t.Fatalf("no package %s", rel)
	}
	return d
}

// typeCheck type-checks the module's packages for the host and for
// js/wasm and records every constant expression of type ID.
func (s *usage) typeCheck(t *testing.T) {
	t.Helper()
	std := s.stdExports(t)
	for _, env := range [][2]string{{build.Default.GOOS, build.Default.GOARCH}, {"js", "wasm"}} {
		ctx := build.Default
		ctx.GOOS, ctx.GOARCH, ctx.CgoEnabled = env[0], env[1], false
		im := &moduleImporter{s: s, ctx: ctx, pkgs: map[string]*types.Package{}, checking: map[string]bool{},
			std: importer.ForCompiler(s.fset, "gc", func(p string) (io.ReadCloser, error) {
				if f := std[p]; f != "" {
					return os.Open(f)
				}
				return nil, fmt.Errorf("no export data for %s", p)
			})}
		paths := make([]string, 0, len(s.dirs))
		for ip := range s.dirs {
			paths = append(paths, ip)
		}
		sort.Strings(paths)
		for _, ip := range paths {
			if _, err := im.Import(ip); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// stdExports finds the compiled export data of the standard packages the
// module imports (go list -export), by import path.
func (s *usage) stdExports(t *testing.T) map[string]string {
	t.Helper()
	need := map[string]bool{}
	for _, d := range s.dirs {
		for _, f := range d.files {
			for _, im := range f.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				if first, _, _ := strings.Cut(p, "/"); !strings.Contains(first, ".") && first != modulePath && p != "C" {
					need[p] = true
				}
			}
		}
	}
	args := []string{"list", "-e", "-deps", "-export", "-f", "{{.ImportPath}}\t{{.Export}}"}
	for p := range need {
		args = append(args, p)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = s.root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -export: %v\n%s", err, stderr.String())
	}
	m := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if p, f, ok := strings.Cut(sc.Text(), "\t"); ok && f != "" {
			m[p] = f
		}
	}
	return m
}

// moduleImporter type-checks the module's packages from source (recording
// what usage wants), imports the standard library from export data, and
// stands in an empty package for anything else or anything that fails.
type moduleImporter struct {
	s        *usage
	ctx      build.Context
	std      types.Importer
	pkgs     map[string]*types.Package
	checking map[string]bool
}

func (im *moduleImporter) Import(p string) (*types.Package, error) {
	if pkg, ok := im.pkgs[p]; ok {
		return pkg, nil
	}
	var pkg *types.Package
	switch d := im.s.dirs[p]; {
	case d != nil:
		if im.checking[p] {
			return nil, fmt.Errorf("import cycle through %s", p)
		}
		im.checking[p] = true
		pkg = im.check(p, d)
	default:
		if first, _, _ := strings.Cut(p, "/"); !strings.Contains(first, ".") {
			pkg, _ = im.std.Import(p)
		}
	}
	if pkg == nil {
		pkg = types.NewPackage(p, standInName(p))
		pkg.MarkComplete()
	}
	im.pkgs[p] = pkg
	return pkg, nil
}

// check type-checks the files of d that this build takes and records the
// constant expressions of type ID.
func (im *moduleImporter) check(p string, d *srcDir) *types.Package {
	var files []*ast.File
	name := ""
	for i, f := range d.files {
		if ok, err := im.ctx.MatchFile(d.dir, d.names[i]); err != nil || !ok {
			continue
		}
		if name == "" {
			name = f.Name.Name
		}
		if f.Name.Name == name {
			files = append(files, f)
		}
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{Importer: im, Error: func(error) {}, FakeImportC: true}
	pkg, _ := conf.Check(p, im.s.fset, files, info)
	for e, tv := range info.Types {
		if tv.Value == nil || !isID(tv.Type) {
			continue
		}
		if v, err := strconv.Unquote(tv.Value.ExactString()); err == nil {
			im.s.use(ID(v), e.Pos())
		}
	}
	return pkg
}

// isID reports whether t is this package's ID.
func isID(t types.Type) bool {
	n, ok := t.(*types.Named)
	return ok && n.Obj().Name() == "ID" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == msgPath
}

// standInName is the usual name of the package at import path p
// ("github.com/hajimehoshi/ebiten/v2" → "ebiten").
func standInName(p string) string {
	base := path.Base(p)
	if len(base) > 1 && base[0] == 'v' && strings.Trim(base[1:], "0123456789") == "" {
		base = path.Base(path.Dir(p))
	}
	return strings.ReplaceAll(base, "-", "_")
}

func unparen(e ast.Expr) ast.Expr {
	for {
		p, ok := e.(*ast.ParenExpr)
		if !ok {
			return e
		}
		e = p.X
	}
}

func stringLit(e ast.Expr) (string, bool) {
	b, ok := unparen(e).(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	v, err := strconv.Unquote(b.Value)
	return v, err == nil
}

// The scan of one file finds each shape of ID and refuses a built ID it
// cannot enumerate.
func TestUsesScanShapes(t *testing.T) {
	src := `package x

import m "renju/msg"

var a = m.LessonsTitle
var b = m.ID("lit.eral")
var c = m.ID("pre." + name)
var d = m.ID(fmt.Sprint(n))
var e = m.LessonsTitle + "x"
`
	s := &usage{root: "/", fset: token.NewFileSet(), consts: map[string]ID{"LessonsTitle": LessonsTitle}, uses: map[ID]map[string]bool{}, built: map[string][]string{}}
	f, err := parser.ParseFile(s.fset, "/x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	s.scanFile(f, false)
	for _, id := range []ID{LessonsTitle, "lit.eral"} {
		if s.uses[id] == nil {
			t.Errorf("%s not found", id)
		}
	}
	if got := s.built["pre."]; len(got) != 1 || got[0] != "x.go:7" {
		t.Errorf("the built prefix: %v", s.built)
	}
	if len(s.problems) != 2 || !strings.HasPrefix(s.problems[0], "x.go:8:") || !strings.HasPrefix(s.problems[1], "x.go:9:") {
		t.Errorf("want the Sprint and the constant joined at run time refused: %q", s.problems)
	}
	s.expandBuilt(t)
	if !strings.Contains(strings.Join(s.problems, "\n"), `"pre." + …: list the values in builders`) {
		t.Errorf("an unknown prefix is refused: %q", s.problems)
	}
}
