package drills

import (
	"bufio"
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/rules"
)

// The generator's drills are pinned: homework links, worksheets and
// pinned drills name a drill by its seed, index, type and level, and must
// find the same drill for ever. testdata/pins-v1.txt holds one line per
// drill made (the case and a SHA-256 prefix of the drill's JSON, its
// position and answer), written once from the generator as it was when
// the pins were taken; a change to the generator that moves one position,
// point or answer fails here, and must become a new version instead.

// pinWrite writes a version's pin file when it does not exist yet; it
// never overwrites one (a version's drills never change).
var pinWrite = flag.Bool("pins-write", false, "write testdata/pins-v<N>.txt files that do not exist yet")

// pinSeeds is how many seeds each type and level is pinned on: 20 seeds,
// each asked at an index of its own (0 to 6), 300 drills in all. A change
// that moves one drill in 20 of some type and level moves one of these
// with a chance of 1 − (19/20)^20 = 64%; one in 5, 99%. Under -short the
// first 4 seeds of each.
const pinSeeds = 20

// pinCase is one pinned drill: drill index of seed, of typ at level, made
// alone (Seek) on a generator with the options of stream.
type pinCase struct {
	stream string // "plain", "edge" (NearEdge) or "curated" (the lessons' boards mixed in)
	seed   uint64
	index  int
	typ    string
	level  int
}

func (c pinCase) String() string {
	return fmt.Sprintf("%s seed=%d index=%d %s/%d", c.stream, c.seed, c.index, c.typ, c.level)
}

// pinCases are the drills pinned: every type and level on pinSeeds seeds,
// and a few of each type on positions near the edge and with the
// lessons' boards mixed in (the Drills screen mixes them in).
func pinCases(short bool) []pinCase {
	var out []pinCase
	seeds := pinSeeds
	if short {
		seeds = 4
	}
	for _, typ := range Types {
		for level := 1; level <= MaxLevel; level++ {
			for s := range seeds {
				seed := uint64(1 + s*37 + level)
				out = append(out, pinCase{"plain", seed, s % 7, typ, level})
			}
		}
	}
	extra := 4
	if short {
		extra = 1
	}
	for _, stream := range []string{"edge", "curated"} {
		for _, typ := range Types {
			for level := 1; level <= MaxLevel; level++ {
				for s := range extra {
					out = append(out, pinCase{stream, uint64(900 + 10*s + level), s, typ, level})
				}
			}
		}
	}
	return out
}

// curatedBoards are the lessons' positions with three black stones or
// more, as the Drills screen mixes them in.
var curatedBoards = sync.OnceValue(func() []rules.Board {
	var out []rules.Board
	for _, l := range lessons.All() {
		for i := range l.Pages {
			if pg := &l.Pages[i]; pg.Board.Count(rules.Black) >= 3 {
				out = append(out, pg.Board)
			}
		}
	}
	return out
})

// pinCasesV2 are version 2's pinned drills: level 1 of every type each
// learner's lessons allow (learners), on 8 seeds (2 under -short); its
// levels 2 and 3 are version 1's (TestVersion2NotCovered).
func pinCasesV2(t testing.TB, short bool) []pinCase {
	seeds := 8
	if short {
		seeds = 2
	}
	var names []string
	for name := range learners(t) {
		names = append(names, name)
	}
	slices.Sort(names)
	var out []pinCase
	for _, name := range names {
		for _, typ := range Types {
			if (Spec{Type: typ, Level: 1, Version: Version2, Covered: learners(t)[name]}).Check() != nil {
				continue
			}
			for s := range seeds {
				out = append(out, pinCase{"v2:" + name, uint64(3 + 11*s), s % 5, typ, 1})
			}
		}
	}
	return out
}

// makePinned makes the drill of c (version 1, or version 2 for a "v2:"
// stream).
func makePinned(c pinCase) (Drill, error) {
	if name, ok := strings.CutPrefix(c.stream, "v2:"); ok {
		covered, ok := learners(nil)[name]
		if !ok {
			return Drill{}, fmt.Errorf("no learner %q", name)
		}
		return Spec{Type: c.typ, Level: c.level, Seed: c.seed, Version: Version2, Covered: covered}.Drill(c.index)
	}
	g := NewGenerator(c.seed)
	switch c.stream {
	case "edge":
		g.NearEdge = true
	case "curated":
		g.AddCurated(curatedBoards()...)
	}
	g.Seek(c.index)
	return g.Next(c.typ, c.level)
}

func pinHash(d *Drill) (string, error) {
	data, err := json.Marshal(d)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%x", sha256.Sum256(data))[:16], nil
}

// readPins reads a pin file: "case<TAB>hash" lines, # comments.
func readPins(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c, h, ok := strings.Cut(line, "\t")
		if !ok {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		out[c] = h
	}
	return out, sc.Err()
}

// pinAll makes every case's drill, on two goroutines.
func pinAll(t *testing.T, cases []pinCase, make1 func(pinCase) (Drill, error)) []Drill {
	out := make([]Drill, len(cases))
	var wg sync.WaitGroup
	const workers = 2
	for w := range workers {
		wg.Go(func() {
			for i := w; i < len(cases); i += workers {
				d, err := make1(cases[i])
				if err != nil {
					t.Errorf("%v: %v", cases[i], err)
					continue
				}
				out[i] = d
			}
		})
	}
	wg.Wait()
	return out
}

// checkPins compares the drills of cases with the pin file of version v,
// or writes it (-pins-write, full run) when there is none.
func checkPins(t *testing.T, v int, cases []pinCase, make1 func(pinCase) (Drill, error)) {
	path := filepath.Join("testdata", fmt.Sprintf("pins-v%d.txt", v))
	pins, err := readPins(path)
	if os.IsNotExist(err) && *pinWrite && !testing.Short() {
		ds := pinAll(t, cases, make1)
		var b strings.Builder
		fmt.Fprintf(&b, "# Version %d of the drill generator: one line per drill (stream, seed, index, type/level),\n", v)
		b.WriteString("# and the first 16 hex digits of the SHA-256 of its JSON. Written once; never edit it\n")
		b.WriteString("# (drills/pin_test.go): a generator that makes other drills is a new version.\n")
		for i, c := range cases {
			h, err := pinHash(&ds[i])
			require.NoError(t, err)
			fmt.Fprintf(&b, "%v\t%s\n", c, h)
		}
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
		t.Logf("wrote %s: %d drills", path, len(cases))
		return
	}
	require.NoError(t, err, "the pins of version %d (go test -run TestGeneratedDrillsPinned -pins-write ./drills writes a missing file)", v)
	ds := pinAll(t, cases, make1)
	changed := 0
	for i, c := range cases {
		want, ok := pins[c.String()]
		if !assert.True(t, ok, "%v is not pinned", c) {
			continue
		}
		got, err := pinHash(&ds[i])
		require.NoError(t, err)
		if got != want {
			changed++
			data, _ := json.Marshal(ds[i])
			t.Errorf("%v: the drill changed (pin %s, now %s): %s", c, want, got, data)
		}
	}
	t.Logf("version %d: %d drills checked, %d changed", v, len(cases), changed)
}

// generatedDrillsPin is the SHA-256 of the JSON of pinnedDrills, taken
// when each drill got a random stream of its own (drill i depends only on
// the seed and i: the worker makes any drill of a homework alone): its
// output must not change, seed for seed, unless the generator is meant to.
const generatedDrillsPin = "1b31b04a209bd85efc3c7d0d12c49029c4f526030e636891c5f05368ecdc0d01"

// pinnedDrills makes two drills of every type and level for a few seeds,
// one after another on one generator (Next's own sequence, beside the
// drills made alone of pins-v1.txt).
func pinnedDrills(t *testing.T) []Drill {
	var out []Drill
	for _, seed := range []uint64{1, 7, 42} {
		g := NewGenerator(seed)
		for _, typ := range Types {
			for level := 1; level <= MaxLevel; level++ {
				for range 2 {
					d, err := g.Next(typ, level)
					require.NoError(t, err)
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// TestGeneratedDrillsPinned: version 1 makes the drills it made when they
// were pinned, drill for drill (pins-v1.txt), and the sequence of the
// first pin; version 2 the drills of pins-v2.txt.
func TestGeneratedDrillsPinned(t *testing.T) {
	checkPins(t, 1, pinCases(testing.Short()), makePinned)
	checkPins(t, 2, pinCasesV2(t, testing.Short()), makePinned)
	if testing.Short() {
		return
	}
	data, err := json.Marshal(pinnedDrills(t))
	require.NoError(t, err)
	assert.Equal(t, generatedDrillsPin, fmt.Sprintf("%x", sha256.Sum256(data)), "the generator's drills changed")
}
