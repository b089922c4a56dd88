package storage_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/coach"
	"renju/game/features/storm"
	"renju/game/frame/savemerge/savetest"
	"renju/game/parts/drillplay"
	. "renju/game/services/storage"
)

// table is the app's joins, as its registry names them.
var table = savetest.Table()

// browser is one browser's localStorage shared by tabs: a write reaches
// the other tabs as a storage event, queued until delivered; full makes
// every write fail (the quota).
type browser struct {
	data   map[string]string
	events [][]Write // per tab, not yet delivered
	full   bool
}

var errFull = errors.New("quota exceeded")

func newTab(b *browser) *Store {
	s := New(func(k string) (string, bool) { v, ok := b.data[k]; return v, ok })
	s.Merge, s.Readable, s.Rebase = table.Merge, table.Readable, table.Rebase
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
		b.data[w.Key] = w.Value
		s.Delivered(w, nil)
		for j := range b.events {
			if j != i {
				b.events[j] = append(b.events[j], w)
			}
		}
	}
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
// either tab ever held (savemerge's Covers).
func TestTabsLoseNothing(t *testing.T) {
	for _, kind := range savetest.Kinds {
		t.Run(kind.Key, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, uint64(len(kind.Key))))
			for trial := range 60 {
				b := &browser{data: map[string]string{}}
				if trial%2 == 0 {
					b.data[kind.Key] = savetest.Grow(rng, kind, "", 10)
				}
				initial := b.data[kind.Key]
				tabs := []*Store{newTab(b), newTab(b)}
				// held are the tabs' owners' values: loaded, then grown
				// and saved each step, reloaded when the store changed
				// them.
				held := make([]string, 2)
				var made []string
				// added counts the answers the tabs' steps added.
				added := 0
				for i, s := range tabs {
					held[i], _ = s.Load(kind.Key)
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
							w := b.events[i][0]
							b.events[i] = b.events[i][1:]
							s.External(w.Key)
						}
					case 3:
						b.full = !b.full
					case 4: // a save of another key: retries
						s.Save("renju.lang", "en")
						b.deliver(i, s)
					}
					for _, k := range s.TakeChanged() {
						if k == kind.Key {
							held[i], _ = s.Load(k)
						}
					}
				}
				// Storage has room again; every event arrives; each tab
				// saves once more.
				b.full = false
				for i, s := range tabs {
					for _, w := range b.events[i] {
						s.External(w.Key)
					}
					b.events[i] = nil
					s.Save("renju.lang", "en")
					b.deliver(i, s)
				}
				for i, s := range tabs {
					for _, w := range b.events[i] {
						s.External(w.Key)
					}
				}
				final := b.data[kind.Key]
				if n := answers(kind.Key, initial); n >= 0 {
					assert.Equal(t, n+added, answers(kind.Key, final), "trial %d: every answer of both tabs counted", trial)
				}
				for _, v := range made {
					require.True(t, table.Covers(kind.Key, v, final), "trial %d: storage lost\n%s\nnow\n%s", trial, v, final)
				}
				for i, s := range tabs {
					v, _ := s.Load(kind.Key)
					assert.True(t, table.Covers(kind.Key, final, v), "tab %d holds what storage holds\n%s\n%s", i, final, v)
					assert.Empty(t, s.Unsaved())
					assert.NoError(t, s.LastError())
				}
			}
		})
	}
}
