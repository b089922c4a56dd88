package tutor

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// templatesAtInit records whether the narration templates existed when the
// tests started, that is, whether initialising the package made them.
var templatesAtInit bool

func TestMain(m *testing.M) {
	templatesAtInit = templateMap != nil
	os.Exit(m.Run())
}

// TestTemplatesMadeOnFirstUse: the app imports the package at start-up
// and shows no walk before its first frame, so the package makes its
// sentences when the first walk needs them.
func TestTemplatesMadeOnFirstUse(t *testing.T) {
	if templatesAtInit {
		t.Error("the narration templates were made while the package initialised; make them on first use (templates)")
	}
	for _, k := range []string{"ask-root", "q-forbidden", "frame-root"} { // one of each kind
		if _, ok := templates()[k]; !ok {
			t.Errorf("no template %q", k)
		}
	}
}

// TestInitAllocatesNothing runs this test binary again with
// GODEBUG=inittrace=1 and reads what initialising the package allocated (a
// count, not a time: it shows a table made at init on any machine).
func TestInitAllocatesNothing(t *testing.T) {
	if os.Getenv("RENJU_INITTRACE_CHILD") != "" || testing.Short() {
		t.Skip("runs the test binary again")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1", "RENJU_INITTRACE_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		// init renju/tutor @T ms, C ms clock, B bytes, A allocs
		f := strings.Fields(line)
		if len(f) != 11 || f[0] != "init" || f[1] != "renju/tutor" {
			continue
		}
		bytes, _ := strconv.Atoi(f[7])
		allocs, _ := strconv.Atoi(f[9])
		t.Logf("initialising renju/tutor: %d allocations, %d bytes", allocs, bytes)
		// A few small maps of words (and the tests' variables); 14 KB when
		// the templates were made at init.
		if allocs > 24 || bytes > 8<<10 {
			t.Errorf("initialising renju/tutor allocates %d times (%d bytes), want at most 24 (8 KiB): make the work lazy", allocs, bytes)
		}
		return
	}
	t.Fatalf("no inittrace line for renju/tutor in:\n%s", out)
}
