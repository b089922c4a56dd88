package practice

import (
	"bufio"
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/rules"
)

// A practice item is named by its lesson, seed and index (the review of
// mistakes keeps it so): the same seed must make the same items for ever,
// as the drills' must. testdata/pins.txt holds, for each lesson and seed,
// a SHA-256 prefix of what its set asks: the boards, the tasks (type,
// points, line, opening, options), the numbered moves and the marks. The
// texts are left out: their wording is the catalogue's, and may be
// improved without moving a question.

var pinWrite = flag.Bool("pins-write", false, "write testdata/pins.txt when it does not exist yet")

// practicePinSeeds is how many seeds each lesson's set is pinned on.
const practicePinSeeds = 6

// setKey is what a set asks, as text.
func setKey(set []lessons.Page) string {
	var b strings.Builder
	for i := range set {
		pg := &set[i]
		fmt.Fprintf(&b, "%s|", rules.FormatStones(&pg.Board))
		if tk := pg.Task; tk != nil {
			fmt.Fprintf(&b, "%s %s %s %s %s %v|", tk.Type, tk.Point, tk.Pair, tk.Dir, tk.Arg, tk.Options)
		}
		fmt.Fprintf(&b, "%v|", pg.Moves)
		var marks []string
		for p, r := range pg.Marks {
			marks = append(marks, fmt.Sprintf("%s=%c", p, r))
		}
		slices.Sort(marks)
		fmt.Fprintf(&b, "%v\n", marks)
	}
	return b.String()
}

func TestPracticeSetsPinned(t *testing.T) {
	type pcase struct {
		l    *lessons.Lesson
		seed uint64
	}
	var cases []pcase
	seeds := practicePinSeeds
	if testing.Short() {
		seeds = 1
	}
	for _, l := range lessons.All() {
		for s := range seeds {
			cases = append(cases, pcase{l, uint64(100 + 13*s)})
		}
	}
	name := func(c pcase) string { return fmt.Sprintf("%s seed=%d", c.l.ID, c.seed) }
	hashes := make([]string, len(cases))
	var wg sync.WaitGroup
	const workers = 2
	for w := range workers {
		wg.Go(func() {
			for i := w; i < len(cases); i += workers {
				key := setKey(Items(cases[i].l, cases[i].seed, Size, nil))
				hashes[i] = fmt.Sprintf("%x", sha256.Sum256([]byte(key)))[:16]
			}
		})
	}
	wg.Wait()
	path := filepath.Join("testdata", "pins.txt")
	f, err := os.Open(path)
	if os.IsNotExist(err) && *pinWrite && !testing.Short() {
		var b strings.Builder
		b.WriteString("# Practice sets: one line per lesson and seed, and the first 16 hex digits of the SHA-256\n")
		b.WriteString("# of what the set asks (practice/pin_test.go). Written once; never edit it.\n")
		for i, c := range cases {
			fmt.Fprintf(&b, "%s\t%s\n", name(c), hashes[i])
		}
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
		t.Logf("wrote %s: %d sets", path, len(cases))
		return
	}
	require.NoError(t, err, "the practice pins (go test -run TestPracticeSetsPinned ./practice -pins-write writes a missing file)")
	defer f.Close()
	pins := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if c, h, ok := strings.Cut(sc.Text(), "\t"); ok && !strings.HasPrefix(c, "#") {
			pins[c] = h
		}
	}
	require.NoError(t, sc.Err())
	for i, c := range cases {
		want, ok := pins[name(c)]
		if !ok {
			t.Errorf("%s is not pinned", name(c))
			continue
		}
		if hashes[i] != want {
			t.Errorf("%s: the set changed (pin %s, now %s):\n%s", name(c), want, hashes[i], setKey(Items(c.l, c.seed, Size, nil)))
		}
	}
	t.Logf("%d sets checked", len(cases))
}
