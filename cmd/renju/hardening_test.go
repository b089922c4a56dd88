package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The hardening of issue 12: lost output is an error, no input line or
// text costs more than maxInput bytes, and a long line is answered like any
// bad one.

// TestMain lets a test run the real command in a process of its own: the
// test binary started with RENJU_TEST_MAIN=1 is `renju` (see runMain).
func TestMain(m *testing.M) {
	if os.Getenv("RENJU_TEST_MAIN") == "1" {
		main()
	}
	os.Exit(m.Run())
}

var errDiskFull = errors.New("disk full (test)")

// failingWriter takes the first after bytes, then fails every write.
type failingWriter struct{ after, written int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.written+len(p) <= w.after {
		w.written += len(p)
		return len(p), nil
	}
	n := max(w.after-w.written, 0)
	w.written += n
	return n, errDiskFull
}

func runTo(stdout io.Writer, stdin string, args ...string) (int, string) {
	var errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), stdout, &errOut)
	return code, errOut.String()
}

func TestLostOutputExitsOne(t *testing.T) {
	const pos = "B:g8,j8,h9,h10"
	cases := []struct {
		stdin string
		args  []string
	}{
		{"", []string{"judge", pos, "h8"}},
		{"", []string{"judge", "--json", pos, "h8"}},
		{pos, []string{"judge", "-", "h8"}},
		{"", []string{"map", pos}},
		{"", []string{"map", "--json", pos}},
		{pos + "\nh8h9i8\n", []string{"map"}},
		{pos + "\nh8h9i8\n", []string{"map", "--json"}},
		{pos + "\nB:h8,p3\n", []string{"map", "--json"}}, // a bad line too: the lost output wins
		{"", []string{"explain", pos, "h8"}},
		{"", []string{"explain", "--json", pos, "h8"}},
		{"", []string{"drills", "--type", "find-all", "--count", "2"}},
		{"", []string{"drills", "--type", "find-all", "--count", "2", "--json"}},
		{"", []string{"lessons", "list"}},
		{"", []string{"lessons", "list", "--json"}},
		{"", []string{"lessons", "check"}},
		{"", []string{"lessons", "show", "double-three"}},
		{"", []string{"help"}},
	}
	for _, c := range cases {
		// nothing written, or the output cut short mid-way
		for _, after := range []int{0, 20} {
			code, errOut := runTo(&failingWriter{after: after}, c.stdin, c.args...)
			assert.Equal(t, exitError, code, "%v, failing after %d bytes", c.args, after)
			assert.Contains(t, errOut, "renju "+c.args[0]+": writing output: disk full (test)", "%v", c.args)
		}
	}
}

// countingReader counts the bytes read from r.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

func TestLostOutputStopsTheBatch(t *testing.T) {
	in := &countingReader{r: strings.NewReader(strings.Repeat("h8\n", 1_000_000))}
	var errOut bytes.Buffer
	code := run([]string{"map", "--json"}, in, &failingWriter{}, &errOut)
	assert.Equal(t, exitError, code)
	assert.Less(t, in.n, 200_000, "the batch goes on reading after its output is lost")
}

// runMain runs the built command, the test binary as `renju` (TestMain),
// with stdout as its standard output.
func runMain(t *testing.T, stdout *os.File, stdin string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "RENJU_TEST_MAIN=1")
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout = stdout
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), errOut.String()
}

func TestDevFull(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full: %v", err)
	}
	defer full.Close()
	for _, args := range [][]string{{"map", "--json"}, {"map", "h8h9i8"}, {"judge", "B:g8,j8,h9,h10", "h8"}, {"lessons", "list", "--json"}} {
		code, errOut := runMain(t, full, "B:g8,j8,h9,h10\nh8h9i8\n", args...)
		assert.Equal(t, exitError, code, "%v", args)
		assert.Contains(t, errOut, "writing output: write /dev/stdout: no space left on device", "%v", args)
	}
	// the same run to a file works: the test is of /dev/full, not of the re-run
	f, err := os.Create(t.TempDir() + "/out")
	require.NoError(t, err)
	defer f.Close()
	code, errOut := runMain(t, f, "B:g8,j8,h9,h10\n", "map", "--json")
	assert.Equal(t, exitOK, code, errOut)
	out, _ := os.ReadFile(f.Name())
	assert.Equal(t, `{"position":"B:g8,j8,h9,h10","forbidden":[{"point":"h8","kind":"double-three"}]}`+"\n", string(out))
}

func TestMapBatchAnswersALongLine(t *testing.T) {
	long := strings.Repeat("h8 ", maxInput/3+1) // 4 MiB and a byte
	in := "B:g8,j8,h9,h10\n" + long + "\nh8h9i8"
	code, out, errOut := runCmd(in, "map", "--json")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, "renju map: line 2: longer than 4 MiB: a position has at most 225 stones\n", errOut)
	assert.Equal(t, `{"position":"B:g8,j8,h9,h10","forbidden":[{"point":"h8","kind":"double-three"}]}
{"position":"h8 h8 h8 h8 h8 h8 h8 h8 h8 h8 h8…","forbidden":[],"error":"line 2: longer than 4 MiB: a position has at most 225 stones"}
{"position":"h8h9i8","forbidden":[]}
`, out, "one answer per line, in order")

	code, out, errOut = runCmd(in, "map")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "line 2: longer than 4 MiB")
	assert.Contains(t, out, "Position 1: B:g8,j8,h9,h10")
	assert.Contains(t, out, "Position 3: h8h9i8")

	// at the limit a line is read; a long last line has no "\n"
	atLimit := strings.Repeat(" ", maxInput-2) + "h8"
	code, out, errOut = runCmd(atLimit+"\n"+atLimit+" ", "map", "--json")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, "renju map: line 2: longer than 4 MiB: a position has at most 225 stones\n", errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 2)
	assert.Equal(t, `{"position":"h8","forbidden":[]}`, lines[0])
	var res mapResult
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &res))
	assert.Equal(t, "h8…", res.Position)
	assert.Equal(t, "line 2: longer than 4 MiB: a position has at most 225 stones", res.Error)
}

// repeatReader reads n bytes of pattern, over and over, then io.EOF.
type repeatReader struct {
	pattern string
	n       int
	off     int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	k := 0
	for k < len(p) && r.n > 0 {
		c := copy(p[k:min(len(p), k+r.n)], r.pattern[r.off:])
		k += c
		r.n -= c
		r.off = (r.off + c) % len(r.pattern)
	}
	return k, nil
}

// bytesAllocated is how many bytes f allocates on the heap.
func bytesAllocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestLongInputCostsAtMostMaxInput: a 64 MiB line in a batch, or 64 MiB of
// moves on standard input, costs a few times maxInput (the buffer grows to
// it by doubling), not a copy of the text.
func TestLongInputCostsAtMostMaxInput(t *testing.T) {
	const size = 64 << 20
	var code int
	var out, errOut bytes.Buffer
	n := bytesAllocated(func() {
		in := io.MultiReader(strings.NewReader("h8\n"), &repeatReader{pattern: "h8 ", n: size}, strings.NewReader("\nh9\n"))
		code = run([]string{"map", "--json"}, in, &out, &errOut)
	})
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, 3, strings.Count(out.String(), "\n"), out.String())
	assert.Contains(t, errOut.String(), "line 2: longer than 4 MiB")
	assert.Less(t, n, uint64(4*maxInput), "bytes allocated for a batch with a %d-byte line", size)
	t.Logf("a batch with a %d MiB line: %.1f MiB allocated", size>>20, float64(n)/(1<<20))

	for _, cmd := range [][]string{{"map", "-"}, {"judge", "-", "a1"}, {"explain", "-", "a1"}} {
		out.Reset()
		errOut.Reset()
		n = bytesAllocated(func() {
			code = run(cmd, &repeatReader{pattern: "h8 ", n: size}, &out, &errOut)
		})
		assert.Equal(t, exitUsage, code, "%v", cmd)
		assert.Equal(t, "renju "+cmd[0]+": position: standard input is longer than 4 MiB: a position has at most 225 stones\n", errOut.String())
		assert.Less(t, n, uint64(4*maxInput), "bytes allocated for %d bytes of standard input", size)
		t.Logf("%v with %d MiB of moves: %.1f MiB allocated", cmd, size>>20, float64(n)/(1<<20))
	}

	// under the limit, a long move list stops at the move too many
	code, _, errStr := runCmd(strings.Repeat("h8 ", 1<<20), "map", "-")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, "renju map: position: move 226: more than 225 moves: a position has at most 225 stones\n", errStr)
}

func TestDoubleDashEndsFlags(t *testing.T) {
	// before "--", --json is a flag (and the batch reads nothing)
	code, out, _ := runCmd("", "map", "--json")
	assert.Equal(t, exitOK, code)
	assert.Empty(t, out)
	// after it, an operand: a position, a bad one
	code, _, errOut := runCmd("", "map", "--", "--json")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, "renju map: position: move 1: point \"--json\": must start with a column letter a–o, like h8\n", errOut)
	code, out, _ = runCmd("", "map", "--json", "--", "h8h9i8")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, `{"position":"h8h9i8","forbidden":[]}`+"\n", out)
	code, _, errOut = runCmd("", "judge", "--", "B:h8", "h9", "--white")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "need POSITION and POINT, got 3 argument(s)")
	code, _, errOut = runCmd("", "judge", "--", "B:h8", "-h9")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, `point "-h9"`)
}

func TestByteOrderMarkIsIgnored(t *testing.T) {
	const bomPos = "\ufeffB:g8,j8,h9,h10\n"
	code, out, errOut := runCmd(bomPos, "map", "--json", "-")
	require.Equal(t, exitOK, code, errOut)
	assert.Equal(t, `{"position":"B:g8,h9,h10,j8","forbidden":[{"point":"h8","kind":"double-three"}]}`+"\n", out)
	code, out, errOut = runCmd(bomPos+"h8h9i8\n", "map", "--json")
	require.Equal(t, exitOK, code, errOut)
	assert.Equal(t, `{"position":"B:g8,j8,h9,h10","forbidden":[{"point":"h8","kind":"double-three"}]}`+"\n"+`{"position":"h8h9i8","forbidden":[]}`+"\n", out)
	code, out, errOut = runCmd(bomPos, "judge", "-", "h8")
	require.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, "FORBIDDEN (double-three)")
}

func TestBadTokensAreShownEscapedAndShort(t *testing.T) {
	code, _, errOut := runCmd("", "map", "B:h\xff8")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, `renju map: position: point "h\xff8": row "\xff8" is not a number 1–15`+"\n", errOut)

	code, out, errOut := runCmd("B:\xfe\n", "map", "--json")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, `renju map: line 1: point "\xfe": must start with a column letter a–o, like h8`+"\n", errOut)
	assert.Equal(t, `{"position":"B:\ufffd","forbidden":[],"error":"line 1: point \"\\xfe\": must start with a column letter a–o, like h8"}`+"\n", out)

	long := "h" + strings.Repeat("9", 1<<20)
	code, _, errOut = runCmd("", "judge", "B:a1", long)
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, `renju judge: point "h`+strings.Repeat("9", 31)+`"…: row `+strings.Repeat("9", 32)+"… is off the board (rows are 1–15)\n", errOut)

	// words of the command line too
	code, _, errOut = runCmd("", "é"+strings.Repeat("x", 1<<17))
	assert.Equal(t, exitUsage, code)
	assert.True(t, strings.HasPrefix(errOut, `renju: unknown command "é`+strings.Repeat("x", 31)+"\"…\n\nusage:"), "%.80q", errOut)
	code, _, errOut = runCmd("", "map", "--\xff"+strings.Repeat("x", 1<<17))
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, `renju map: unknown flag "--\xff`+strings.Repeat("x", 29)+`"…`+"\n", errOut)
	code, _, errOut = runCmd("", "explain", "--lang", "\xfe", "B:h9", "h8")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, `renju explain: --lang "\xfe": want en or zh`+"\n", errOut)
}
