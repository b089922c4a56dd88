package storage_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/coach"
	"renju/game/features/storm"
	"renju/game/frame/savemerge/savetest"
	"renju/game/parts/drillplay"
	"renju/game/services/learning"
	"renju/game/services/progress"
	. "renju/game/services/storage"
)

// table is the app's joins, as its registry names them.
var table = savetest.Table()

// browser is one browser's localStorage shared by tabs: a write reaches
// the other tabs as a storage event, queued until delivered; full makes
// every write fail (the quota). When stale, a tab reads its renderer's
// copy, which another tab's write reaches only with its event, as in
// Chromium (a busy page runs that task late): a tab may then save over an
// older value than storage holds, and the browser keeps the later write.
type browser struct {
	data   map[string]string
	events [][]event // per tab, not yet delivered
	full   bool
	stale  bool
	seq    int               // writes so far, in the browser's order
	copies []map[string]cell // per tab: what its renderer holds
}

// event is a write another tab heard of: seq orders it among the writes.
type event struct {
	Write
	seq int
}

// cell is a value in a renderer's copy, and the write that put it there.
type cell struct {
	v   string
	seq int
}

var errFull = errors.New("quota exceeded")

func newTab(b *browser) *Store {
	i := len(b.events)
	c := map[string]cell{}
	for k, v := range b.data {
		c[k] = cell{v, 0}
	}
	b.copies = append(b.copies, c)
	s := New(func(k string) (string, bool) {
		if b.stale {
			x, ok := b.copies[i][k]
			return x.v, ok
		}
		v, ok := b.data[k]
		return v, ok
	})
	s.Merge, s.Readable, s.Rebase = table.Merge, table.Readable, table.Rebase
	s.Joins, s.Covers = table.Merges, table.Covers
	b.events = append(b.events, nil)
	return s
}

// deliver writes what tab i's store has to write, as the frame does.
func (b *browser) deliver(i int, s *Store) {
	for _, w := range s.Take() {
		if b.full {
			s.Delivered(w, errFull)
			continue
		}
		b.seq++
		b.data[w.Key] = w.Value
		b.copies[i][w.Key] = cell{w.Value, b.seq}
		s.Delivered(w, nil)
		for j := range b.events {
			if j != i {
				b.events[j] = append(b.events[j], event{w, b.seq})
			}
		}
	}
}

// hear delivers tab i's oldest storage event: its renderer's copy takes
// the write unless it holds a later one (its own), and the app takes the
// event in (StorageChanged), writing at once what that asks.
func (b *browser) hear(i int, s *Store) {
	e := b.events[i][0]
	b.events[i] = b.events[i][1:]
	if e.seq > b.copies[i][e.Key].seq {
		b.copies[i][e.Key] = cell{e.Value, e.seq}
	}
	s.External(e.Key)
	b.deliver(i, s)
}

// answers is the drills answered in a record of counts (the sum of its
// tallies' totals), -1 for a key that counts none.
func answers(key, v string) int {
	switch key {
	case drillplay.StorageKey:
		if v == "" {
			return 0
		}
		r, err := drillplay.ParseRecord([]byte(v))
		if err != nil {
			panic(err)
		}
		return drillplay.Answered(r)
	case coach.StorageKey, storm.StorageKey:
		if v == "" {
			return 0
		}
		var r struct {
			Tallies map[string]struct{ Total int } `json:"tallies"`
		}
		if err := json.Unmarshal([]byte(v), &r); err != nil {
			panic(err)
		}
		n := 0
		for _, t := range r.Tallies {
			n += t.Total
		}
		return n
	}
	return -1
}

// TestTabsLoseNothing interleaves at random two tabs' steps (a page done,
// a drill answered, a game move …), their saves, the storage events that
// tell each of the other's saves (late) and spells of a full
// storage: at the end storage, and each tab, holds everything lasting that
// either tab ever held (savemerge's Covers). Stale: each tab reads its own
// copy of storage, which the other's writes reach only with their events
// (TestTwoTabsKeepEachOthersProgress lost a page so in Chromium under
// load); without the stamps this loses a tab's pages in most trials.
func TestTabsLoseNothing(t *testing.T) {
	for _, stale := range []bool{false, true} {
		for _, kind := range savetest.Kinds {
			t.Run(fmt.Sprintf("stale=%v/%s", stale, kind.Key), func(t *testing.T) {
				tabsLoseNothing(t, kind, stale)
			})
		}
	}
}

func tabsLoseNothing(t *testing.T, kind savetest.Kind, stale bool) {
	rng := rand.New(rand.NewPCG(7, uint64(len(kind.Key))))
	for trial := range 60 {
		b := &browser{data: map[string]string{}, stale: stale}
		if trial%2 == 0 {
			b.data[kind.Key] = savetest.Grow(rng, kind, "", 10)
		}
		initial := b.data[kind.Key]
		tabs := []*Store{newTab(b), newTab(b)}
		// held are the tabs' owners' values: loaded, then grown and saved
		// each step, reloaded when the store changed them.
		held := make([]string, 2)
		var made []string
		// added counts the answers the tabs' steps added.
		added := 0
		for i, s := range tabs {
			held[i], _ = s.Load(kind.Key)
		}
		reload := func(i int) {
			for _, k := range tabs[i].TakeChanged() {
				if k == kind.Key {
					held[i], _ = tabs[i].Load(k)
				}
			}
		}
		for range 40 {
			i := rng.IntN(2)
			s := tabs[i]
			switch rng.IntN(5) {
			case 0, 1: // a step and its save
				before := held[i]
				held[i] = kind.Step(rng, held[i])
				added += answers(kind.Key, held[i]) - answers(kind.Key, before)
				made = append(made, held[i])
				s.Save(kind.Key, held[i])
				b.deliver(i, s)
			case 2: // the oldest storage event of tab i
				if len(b.events[i]) > 0 {
					b.hear(i, s)
				}
			case 3:
				b.full = !b.full
			case 4: // a save of another key: retries
				s.Save("renju.lang", "en")
				b.deliver(i, s)
			}
			reload(i)
		}
		// Storage has room again; each tab saves once more; every event
		// arrives, and what it makes the tabs write, until none is left.
		b.full = false
		for i, s := range tabs {
			s.Save("renju.lang", "en")
			b.deliver(i, s)
		}
		for round := 0; len(b.events[0])+len(b.events[1]) > 0; round++ {
			require.Less(t, round, 10, "trial %d: the tabs write on and on", trial)
			for i, s := range tabs {
				for len(b.events[i]) > 0 {
					b.hear(i, s)
				}
				reload(i)
			}
		}
		final := b.data[kind.Key]
		// A stale write loses the count of answers it was written over
		// (joined back as maxima, which Covers checks), not the answers.
		if n := answers(kind.Key, initial); n >= 0 && !stale {
			assert.Equal(t, n+added, answers(kind.Key, final), "trial %d: every answer of both tabs counted", trial)
		}
		for _, v := range made {
			require.True(t, table.Covers(kind.Key, v, final), "trial %d: storage lost\n%s\nnow\n%s", trial, v, final)
		}
		for i, s := range tabs {
			v, _ := s.Load(kind.Key)
			assert.True(t, table.Covers(kind.Key, final, v), "tab %d holds what storage holds\n%s\n%s", i, final, v)
			assert.True(t, table.Covers(kind.Key, final, held[i]), "tab %d's owner holds what storage holds", i)
			assert.Empty(t, s.Unsaved())
			assert.NoError(t, s.LastError())
		}
	}
}

// progressWith is a progress record with the pages done given as
// "lesson/page".
func progressWith(t *testing.T, pages ...string) string {
	t.Helper()
	var p progress.Progress
	for _, x := range pages {
		var id string
		var n int
		_, err := fmt.Sscanf(strings.Replace(x, "/", " ", 1), "%s %d", &id, &n)
		require.NoError(t, err)
		p.Done(id, n)
	}
	return p.Format()
}

func donePages(t *testing.T, v string) []string {
	t.Helper()
	p, err := progress.Parse(v)
	require.NoError(t, err)
	var out []string
	for _, id := range []string{"intro", "double-three", "double-four", "overline"} {
		for n := 1; n <= 8; n++ {
			if p.IsDone(id, n) {
				out = append(out, fmt.Sprintf("%s/%d", id, n))
			}
		}
	}
	return out
}

// TestStaleSaveLosesNoPage is TestTwoTabsKeepEachOthersProgress's failure
// step by step: tab A saves its page; tab B, whose copy of storage has
// not heard of it yet, saves its own over the old value, and the browser
// keeps B's. A, hearing B's save, finds its page gone from a value whose
// writer had not seen it: it joins it back and writes the join, which B
// takes as it is.
func TestStaleSaveLosesNoPage(t *testing.T) {
	b := &browser{data: map[string]string{}, stale: true}
	a, bb := newTab(b), newTab(b)
	a.Load(learning.Key)
	bb.Load(learning.Key)
	a.Save(learning.Key, progressWith(t, "intro/1"))
	b.deliver(0, a)
	bb.Save(learning.Key, progressWith(t, "overline/1"))
	b.deliver(1, bb)
	require.Equal(t, []string{"overline/1"}, donePages(t, b.data[learning.Key]), "the browser kept B's write")

	for len(b.events[0])+len(b.events[1]) > 0 {
		for i, s := range []*Store{a, bb} {
			for len(b.events[i]) > 0 {
				b.hear(i, s)
			}
		}
	}
	both := []string{"intro/1", "overline/1"}
	assert.Equal(t, both, donePages(t, b.data[learning.Key]), "storage")
	for i, s := range []*Store{a, bb} {
		v, _ := s.Load(learning.Key)
		assert.Equal(t, both, donePages(t, v), "tab %d", i)
	}
}

// TestShrinkReachesTheOtherTab: what a tab takes away on purpose, having
// seen the other tab's value (a progress file loaded over it), is taken
// away in the other tab too, and not joined back.
func TestShrinkReachesTheOtherTab(t *testing.T) {
	for _, stale := range []bool{false, true} {
		b := &browser{data: map[string]string{}, stale: stale}
		a, bb := newTab(b), newTab(b)
		a.Load(learning.Key)
		bb.Load(learning.Key)
		a.Save(learning.Key, progressWith(t, "intro/1", "intro/2"))
		b.deliver(0, a)
		b.hear(1, bb) // the stamp
		b.hear(1, bb) // the value
		v, _ := bb.Load(learning.Key)
		require.Equal(t, []string{"intro/1", "intro/2"}, donePages(t, v))

		file := progressWith(t, "overline/1")
		bb.Save(learning.Key, file)
		b.deliver(1, bb)
		for len(b.events[0]) > 0 {
			b.hear(0, a)
		}
		assert.Empty(t, b.events[1], "stale=%v: A writes nothing back", stale)
		assert.Equal(t, file, b.data[learning.Key], "stale=%v: storage", stale)
		v, _ = a.Load(learning.Key)
		assert.Equal(t, file, v, "stale=%v: tab A holds the file's progress", stale)
	}
}

// TestDamagedOverwriteMovedAside: a value that cannot be read, written
// over this tab's by a writer that had not seen it, is moved aside before
// the tab's value is written back; storage cleared stays cleared.
func TestDamagedOverwriteMovedAside(t *testing.T) {
	b := &browser{data: map[string]string{}, stale: true}
	a, other := newTab(b), newTab(b)
	a.Load(learning.Key)
	mine := progressWith(t, "intro/1")
	a.Save(learning.Key, mine)
	b.deliver(0, a)
	other.Load(learning.Key)
	other.Save(learning.Key, `{"v":1,"lessons":{"x":`) // no owner writes this: a damaged copy
	b.deliver(1, other)
	for len(b.events[0]) > 0 {
		b.hear(0, a)
	}
	require.Len(t, a.Damaged(), 1)
	assert.Equal(t, `{"v":1,"lessons":{"x":`, b.data[a.Damaged()[0].Aside])
	assert.Equal(t, mine, b.data[learning.Key])

	delete(b.data, learning.Key)
	b.events[0] = append(b.events[0], event{Write{learning.Key, ""}, 99})
	b.hear(0, a)
	_, ok := b.data[learning.Key]
	assert.False(t, ok, "a key removed is not written back")
}
