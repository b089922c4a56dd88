package lessons

import (
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"renju/rules"
)

// builtAtInit records what existed when the tests started, that is, what
// initialising the package (and its tests' package-level variables) made.
var builtAtInit struct {
	parsed, trap bool
}

func TestMain(m *testing.M) {
	builtAtInit.parsed = loaded != nil || loadErr != nil || len(parsed) > 0
	builtAtInit.trap = trapTab != nil
	os.Exit(m.Run())
}

// TestNothingBuiltAtInit: the app imports this package at start-up, before
// its first frame, and every process pays for the package's initialisation
// (several times more in WebAssembly). The lessons are parsed by the first
// Load, the white-trap tables built by the first trap.
func TestNothingBuiltAtInit(t *testing.T) {
	if builtAtInit.parsed {
		t.Error("the lessons were parsed while the package initialised; parse them on first use (Load)")
	}
	if builtAtInit.trap {
		t.Error("the white-trap tables were built while the package initialised; build them on first use (tables)")
	}
	ls, err := Load()
	if err != nil || len(ls) == 0 {
		t.Fatalf("Load: %d lessons, %v", len(ls), err)
	}
	again, _ := Load()
	if len(again) == 0 || &again[0] != &ls[0] {
		t.Error("a second Load parsed the lessons again")
	}
	tt := tables()
	if len(tt.windowsAt[pointIndex(rules.Center)]) != 20 {
		t.Errorf("the centre is in %d windows, want 20", len(tt.windowsAt[pointIndex(rules.Center)]))
	}
}

// TestInitAllocatesNothing runs this test binary again with
// GODEBUG=inittrace=1 and reads what initialising the package allocated: a
// table or a regular expression made at init shows up here, on any machine
// (a count, not a time).
func TestInitAllocatesNothing(t *testing.T) {
	if os.Getenv("RENJU_INITTRACE_CHILD") != "" {
		return
	}
	if testing.Short() {
		t.Skip("runs the test binary again")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1", "RENJU_INITTRACE_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	allocs, bytes, ok := initAllocs(string(out), "renju/lessons")
	if !ok {
		t.Fatalf("no inittrace line for renju/lessons in:\n%s", out)
	}
	t.Logf("initialising renju/lessons: %d allocations, %d bytes", allocs, bytes)
	// The embedded files and a few small maps and slices; 1,308 allocations
	// (80 KB) when it compiled three regular expressions and built the trap
	// windows at init.
	if allocs > 16 || bytes > 16<<10 {
		t.Errorf("initialising renju/lessons allocates %d times (%d bytes), want at most 16 (16 KiB): make the work lazy", allocs, bytes)
	}
}

// initAllocs finds pkg's line in GODEBUG=inittrace=1 output.
func initAllocs(out, pkg string) (allocs, bytes int, ok bool) {
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		// init PKG @T ms, C ms clock, B bytes, A allocs
		if len(f) == 11 && f[0] == "init" && f[1] == pkg && f[8] == "bytes," && f[10] == "allocs" {
			b, err1 := strconv.Atoi(f[7])
			a, err2 := strconv.Atoi(f[9])
			if err1 == nil && err2 == nil {
				return a, b, true
			}
		}
	}
	return 0, 0, false
}

// The hand-written matchers accept exactly what the regular expressions
// they replace accept.
func TestMatchersAgreeWithRegexps(t *testing.T) {
	id := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	combo := regexp.MustCompile(`^[34](-[34])*$`)
	lineNo := regexp.MustCompile(`^line (\d+)(.*)$`)
	alphabet := []string{"", "a", "z", "0", "9", "3", "4", "-", "--", "A", " ", "\n", "é", "_", "line ", "12", "x"}
	var inputs []string
	var grow func(prefix string, depth int)
	grow = func(prefix string, depth int) {
		inputs = append(inputs, prefix)
		if depth == 0 {
			return
		}
		for _, a := range alphabet {
			grow(prefix+a, depth-1)
		}
	}
	grow("", 4)
	inputs = append(inputs, "double-three", "board-and-five", "4-3", "3-3-3", "4-4-3", "3-", "-3", "3--4", "34",
		"line 3 (row 13): 14 cells", "line 12: x", "line x", "line 3\nline 4", "line 99999999999999999999: big")
	for _, s := range inputs {
		if got, want := validID(s), id.MatchString(s); got != want {
			t.Errorf("validID(%q) = %v, the regexp says %v", s, got, want)
		}
		if got, want := validCombo(s), combo.MatchString(s); got != want {
			t.Errorf("validCombo(%q) = %v, the regexp says %v", s, got, want)
		}
		no, rest, ok := diagramLineNo(s)
		m := lineNo.FindStringSubmatch(s)
		if ok != (m != nil) || ok && (no != m[1] || rest != m[2]) {
			t.Errorf("diagramLineNo(%q) = %q, %q, %v; the regexp gives %q", s, no, rest, ok, m)
		}
	}
}

// TestLoadAllocations: the app parses the whole curriculum before its first
// frame (the home screen counts its pages), so the parse must stay lean:
// every allocation costs more in WebAssembly, where the garbage collector
// runs on the page's one thread. 14,050 allocations (2.9 MB) when a line's
// first word and a diagram's rows were split into new strings; about 3,900
// (1.2 MB) since.
func TestLoadAllocations(t *testing.T) {
	n := testing.AllocsPerRun(3, func() {
		if _, err := LoadFS(files, "data"); err != nil {
			t.Fatal(err)
		}
	})
	t.Logf("parsing the curriculum: %.0f allocations", n)
	if n > 5000 {
		t.Errorf("parsing the curriculum allocates %.0f times, want at most 5,000", n)
	}
}

// BenchmarkLoad is what the app's first Load costs.
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadFS(files, "data"); err != nil {
			b.Fatal(err)
		}
	}
}

// firstField is strings.Fields(s)[0].
func TestFirstField(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a b", "\ta\tb", "page", "  board B:h8", "\u00a0x y", "x\u0085y", "\xff z", "中 文"} {
		want := ""
		if f := strings.Fields(s); len(f) > 0 {
			want = f[0]
		}
		if got := firstField(s); got != want {
			t.Errorf("firstField(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestByIDParsesOneLesson: ByID reads only the lesson asked for (opening
// lesson 1 parsed all 25 on the tap, issue 39), the same *Lesson that
// Load gives later; a name that is no lesson's file is not found.
func TestByIDParsesOneLesson(t *testing.T) {
	parsedMu.Lock()
	fresh := len(parsed) == 0
	parsedMu.Unlock()
	l, ok := ByID("three")
	if !ok || l.ID != "three" {
		t.Fatalf("ByID(three) = %v, %v", l, ok)
	}
	if fresh {
		parsedMu.Lock()
		n := len(parsed)
		parsedMu.Unlock()
		if n != 1 {
			t.Errorf("ByID parsed %d lessons, want 1", n)
		}
	}
	all := All()
	var inAll *Lesson
	for _, x := range all {
		if x.ID == "three" {
			inAll = x
		}
	}
	if inAll != l {
		t.Error("All's lesson three is not the one ByID gave")
	}
	for _, id := range []string{"", "nope", "../data/three", "data/three", "thr*", "three.lesson", "README"} {
		if l, ok := ByID(id); ok {
			t.Errorf("ByID(%q) found %s", id, l.ID)
		}
	}
}
