// Package storage is what the app keeps between visits, in the browser's
// localStorage: values by key, read when first asked for (from a getter:
// localStorage in the browser, nothing in tests) and written after the
// frame that changed them (Take), so that a write to the page never
// happens inside the game's lock. It is plain Go.
//
// Two tabs of one browser share the storage, so a save does not overwrite
// blindly: it reads what storage holds now (a fresh read, not the value
// read at start). When that is what this tab last saw there, the tab's
// value is written as it is, so that what it took away on purpose (a
// record reset, a new game, a streak ended) stays away. Otherwise another
// tab saved meanwhile: the tab's value is joined with it (Merge,
// game/frame/savemerge's joins, or Rebase, which adds this tab's counts to the
// other's), written, and given back to the tab's owners (TakeChanged), so
// that neither tab erases what the other made. Another tab's save (the
// browser's storage event) is taken in the same way (External).
//
// A tab's read of storage can be stale: Chromium hands one tab's write to
// another tab's renderer as a task, which a busy page runs late, so a tab
// may save over a value older than one another tab has already written,
// and the browser keeps the later write. So each write of a joined value
// goes with a stamp of what its writer saw stored (SeenMark). A tab that
// finds storage changed under it takes the new value as it is when its
// writer saw this tab's last value, or when it holds everything lasting
// that value held (Covers); otherwise the writer had not seen it, and the
// tab joins its value back in and writes the join. What a tab takes away
// on purpose (a record reset, a progress file loaded) is taken away in
// the other tabs too, for its writer had seen their values.
//
// A value stored that its owner cannot read is moved aside under a
// damaged key with the time (DamagedKey) before anything replaces it, and
// a write the browser refuses (storage full) is reported (Delivered,
// LastError, Unsaved) and retried with the next save.
package storage

import (
	"sort"
	"strconv"
	"strings"
	"time"
)

// Store holds the values read and the writes not yet delivered. It is not
// safe for concurrent use (the app guards it with its lock).
type Store struct {
	get     func(key string) (string, bool)
	values  map[string]string
	known   map[string]bool // keys read from get (or stored): no second read
	pending []Write
	// base is, per key, what this tab last knew storage to hold (read,
	// written — once the browser took it — or heard of): a save finding
	// anything else there joins.
	base map[string]string
	// changed are keys whose value the store changed under the tab (a
	// merge, another tab): their owners reload them.
	changed map[string]bool
	// unsaved are keys whose last write the browser refused: written
	// again with the next save.
	unsaved map[string]bool
	lastErr error
	damaged []Damaged

	// Merge joins what storage holds and the tab's value for a key
	// (nil: the tab's value is kept); Readable says whether a value can
	// be read by its owner (nil: all can). The app sets game/frame/savemerge's.
	Merge    func(key, stored, mine string) string
	Readable func(key, v string) bool
	// Rebase, when set, is used instead of Merge where the tab knows what
	// it last saw stored (base): game/frame/savemerge.Rebase, which adds counts.
	Rebase func(key, base, stored, mine string) string
	// Joins says which keys are joined (game/frame/savemerge.Merges), and
	// Covers whether b holds everything lasting a holds (savemerge.Covers).
	// With both set, a joined key's writes carry a stamp (SeenMark), and
	// what storage lost to a stale write is joined back.
	Joins  func(key string) bool
	Covers func(key, a, b string) bool
	// Now is the clock of the damaged keys' times (nil: time.Now).
	Now func() time.Time
}

// Write is a value to write to the page's storage.
type Write struct{ Key, Value string }

// Damaged is a value its owner could not read, moved aside: the key it
// was under and the key that keeps it now.
type Damaged struct{ Key, Aside string }

// DamagedMark is what a damaged key holds after the key it came from:
// "renju.progress.damaged.2026-12-04T05:30:00Z".
const DamagedMark = ".damaged."

// DamagedKey is the key a damaged value of key, found at t, is kept under.
func DamagedKey(key string, t time.Time) string {
	return key + DamagedMark + t.UTC().Format(time.RFC3339)
}

// IsDamagedKey reports whether k is a key a damaged value was moved to.
func IsDamagedKey(k string) bool { return strings.Contains(k, DamagedMark) }

// SeenMark ends the key of a joined value's stamp, written just before the
// value: "renju.progress.seen" holds the stamp of what the tab that wrote
// renju.progress last saw stored there.
const SeenMark = ".seen"

// IsSeenKey reports whether k is a stamp's key (no value of the app's).
func IsSeenKey(k string) bool { return strings.HasSuffix(k, SeenMark) }

// stamp is a short digest of a stored value (64-bit FNV-1a, base 36):
// two different values a tab saw get the same stamp once in 2^64.
func stamp(v string) string {
	h := uint64(14695981039346656037)
	for i := 0; i < len(v); i++ {
		h ^= uint64(v[i])
		h *= 1099511628211
	}
	return strconv.FormatUint(h, 36)
}

// New returns a store that reads missing keys with get (nil: none).
func New(get func(key string) (string, bool)) *Store {
	return &Store{get: get, values: map[string]string{}, known: map[string]bool{},
		base: map[string]string{}, changed: map[string]bool{}, unsaved: map[string]bool{}}
}

func (s *Store) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Store) merge(key, stored, mine string) string {
	if s.Merge == nil {
		return mine
	}
	return s.Merge(key, stored, mine)
}

// rebase is what the tab writes when storage holds stored, not base:
// Rebase when set, else Merge.
func (s *Store) rebase(key, base, stored, mine string) string {
	if s.Rebase != nil {
		return s.Rebase(key, base, stored, mine)
	}
	return s.merge(key, stored, mine)
}

// kept is what storage should hold under key, where it holds stored and
// not base, what this tab last saw there: stored, when its writer had
// seen base (its stamp), or it holds everything lasting base held, or
// the key was removed (storage cleared); otherwise the two joined, for
// its writer saved over an older value than base (a stale read) and
// base's gains would be lost. A stored value that cannot be read is
// moved aside first.
func (s *Store) kept(key, stored string) string {
	base := s.base[key]
	if !s.joins(key) || base == "" || stored == "" || !s.readable(key, base) {
		return stored
	}
	if seen, _ := s.read(key + SeenMark); seen == stamp(base) || s.Covers(key, base, stored) {
		return stored
	}
	if !s.readable(key, stored) {
		s.aside(key, stored)
	}
	return s.merge(key, stored, base)
}

func (s *Store) joins(key string) bool {
	return s.Joins != nil && s.Covers != nil && s.Joins(key)
}

// read reads key from storage now (nothing without a getter).
func (s *Store) read(key string) (string, bool) {
	if s.get == nil {
		return "", false
	}
	return s.get(key)
}

// write queues value under key, with its stamp when key joins: seen is
// what the tab saw stored when it made value.
func (s *Store) write(key, value, seen string) {
	if s.joins(key) {
		s.pending = append(s.pending, Write{key + SeenMark, stamp(seen)})
	}
	s.pending = append(s.pending, Write{key, value})
}

func (s *Store) readable(key, v string) bool {
	return v == "" || s.Readable == nil || s.Readable(key, v)
}

// aside moves a value its owner cannot read to a damaged key, once per
// value, and returns that key. Two values of one key in one second are
// kept apart ("….damaged.<time>.2").
func (s *Store) aside(key, v string) string {
	for _, d := range s.damaged {
		if d.Key == key && s.values[d.Aside] == v {
			return d.Aside
		}
	}
	k := DamagedKey(key, s.now())
	for i := 2; s.known[k]; i++ {
		k = DamagedKey(key, s.now()) + "." + strconv.Itoa(i)
	}
	s.values[k], s.known[k] = v, true
	s.pending = append(s.pending, Write{k, v})
	s.damaged = append(s.damaged, Damaged{key, k})
	return k
}

// Aside keeps v, a part of key's value its owner found damaged (a saved
// game that does not replay), under a damaged key as Load does a value
// that does not read, and returns that key.
func (s *Store) Aside(key, v string) string { return s.aside(key, v) }

// fresh reads what storage holds for key now (the cached value without a
// getter).
func (s *Store) fresh(key string) string {
	if s.get == nil {
		return s.base[key]
	}
	v, _ := s.get(key)
	return v
}

// Load returns the value stored under key, and whether there is one. A
// value its owner cannot read is moved aside at its first read, and
// returned still (the owner says what is wrong and starts afresh).
func (s *Store) Load(key string) (string, bool) {
	if !s.known[key] {
		s.known[key] = true
		if s.get != nil {
			if v, ok := s.get(key); ok {
				s.values[key] = v
				s.base[key] = v
				if !s.readable(key, v) {
					s.aside(key, v)
				}
			}
		}
	}
	v, ok := s.values[key]
	return v, ok
}

// Save stores value under key, joined with what storage holds now; the
// write is delivered by Take. When the join differs from value, the key
// is among TakeChanged's. Keys whose last write failed are saved again.
func (s *Store) Save(key, value string) {
	s.save(key, value)
	for _, k := range s.Unsaved() {
		if k != key {
			s.save(k, s.values[k])
		}
	}
}

func (s *Store) save(key, value string) {
	s.Load(key)
	stored := s.fresh(key)
	out := value
	if stored != s.base[key] {
		// Another tab saved since this one last saw storage: join with
		// it. Otherwise the tab's value is the truth, with what it took
		// away on purpose (a record reset, a new game, a wrong answer that
		// ends a streak).
		if !s.readable(key, stored) {
			s.aside(key, stored)
		}
		out = s.rebase(key, s.base[key], s.kept(key, stored), value)
	}
	if out != value {
		s.changed[key] = true
	}
	// Storage holds stored, whatever becomes of the write: the tab's
	// value is now stored and what the tab added to it.
	s.values[key], s.base[key] = out, stored
	if out == stored && !s.unsaved[key] {
		return // storage holds it already
	}
	s.write(key, out, stored)
}

// External takes in what another tab saved under key (the browser's
// storage event). It reads what storage holds now rather than trust the
// event's value, which may be older than what this tab has read since
// (events arrive late); that is taken as it is when this tab holds
// nothing it has not saved, else joined with what the tab holds; and
// what storage lost to a stale write (kept) is written back. The key is
// then among TakeChanged's if the tab's value changed. A stamp's key is
// no value: its storage event is ignored.
func (s *Store) External(key string) {
	if IsSeenKey(key) {
		return
	}
	s.Load(key)
	stored := s.fresh(key)
	if stored == s.base[key] {
		return // nothing new, or already seen
	}
	mine := s.values[key]
	kept := s.kept(key, stored)
	out := kept
	if mine != s.base[key] {
		out = s.rebase(key, s.base[key], kept, mine)
	}
	s.base[key] = stored
	if out != mine {
		s.values[key] = out
		s.changed[key] = true
	}
	if kept != stored {
		s.write(key, out, stored)
	}
}

// Seed records values as already stored (what the page held at start-up),
// without writing them back.
func (s *Store) Seed(values map[string]string) {
	for k, v := range values {
		s.values[k] = v
		s.base[k] = v
		s.known[k] = true
	}
}

// Take returns the writes not yet delivered, once.
func (s *Store) Take() []Write {
	w := s.pending
	s.pending = nil
	return w
}

// TakeChanged returns, once and sorted, the keys whose value the store
// changed under the tab (a merge with another tab's save): their owners
// reload them (Load).
func (s *Store) TakeChanged() []string {
	var out []string
	for k := range s.changed {
		out = append(out, k)
	}
	sort.Sort(sort.StringSlice(out))
	clear(s.changed)
	return out
}

// Delivered records the outcome of a write Take returned: err is the
// browser's refusal (nil: written). A refused key is written again with
// the next save.
func (s *Store) Delivered(w Write, err error) {
	if IsSeenKey(w.Key) {
		return // a stamp: written again with its value
	}
	if err != nil {
		// Storage still holds what it held (base): the next save, or
		// another tab's, adds this tab's value to it.
		s.unsaved[w.Key] = true
		s.lastErr = err
		return
	}
	s.base[w.Key] = w.Value
	delete(s.unsaved, w.Key)
	if len(s.unsaved) == 0 {
		s.lastErr = nil
	}
}

// Unsaved lists, sorted, the keys whose last write was refused.
func (s *Store) Unsaved() []string {
	var out []string
	for k := range s.unsaved {
		out = append(out, k)
	}
	sort.Sort(sort.StringSlice(out))
	return out
}

// LastError is the last refusal of a write not yet made good (nil: every
// write went through).
func (s *Store) LastError() error { return s.lastErr }

// Damaged lists the values moved aside so far, in order.
func (s *Store) Damaged() []Damaged { return append([]Damaged(nil), s.damaged...) }

// Keys lists, sorted, the keys the store holds a value for (the damaged
// keys among them).
func (s *Store) Keys() []string {
	var out []string
	for k := range s.values {
		out = append(out, k)
	}
	sort.Sort(sort.StringSlice(out))
	return out
}
