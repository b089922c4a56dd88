package spaced

import (
	"slices"
	"sort"
	"strings"
	"time"

	"renju/drills"
	"renju/lessons"
)

// StorageKey is the key the frame saves the queue under; PageKey is
// state()'s object.
const (
	StorageKey = "renju.review"
	PageKey    = "review"
)

// Days are the boxes' intervals in the learner's local calendar days: an
// item in box b is due at the start of the day Days[b] days after it was
// last answered (box 0: at once). Retired is the box of a learned item.
var Days = []int{0, 1, 3, 7, 16, 35}

// Retired is the box of an item answered right in the last box.
var Retired = len(Days)

// MaxItems bounds the queue, learned items (kept so that another tab's
// older copy cannot bring them back) going first, oldest first; then the
// oldest seen. 400 items of about 150 bytes each are 60 KB of storage.
const MaxItems = 400

// Where an item came from: the screen that asked it first.
const (
	FromDrills   = "drills"
	FromStorm    = "storm"
	FromPractice = "practice"
	FromLesson   = "lesson"
	FromHomework = "homework"
	FromPlay     = "play"
	FromReview   = "review"
)

// Item is a question answered wrong once, and where it stands.
type Item struct {
	// Key names the question (Ask's key): the same question missed
	// twice is one item.
	Key  string `json:"key"`
	From string `json:"from"`
	Ask
	Box int `json:"box"`
	// Due is when it is asked again, Seen when it was last answered
	// (Unix seconds): of two copies of an item, the later seen is the
	// one kept.
	Due    int64 `json:"due"`
	Seen   int64 `json:"seen"`
	Misses int   `json:"misses"`
	Rights int   `json:"rights"`
}

// Ask is what asks an item again: the drill that asks it (the drills,
// Foul Storm, a homework, a foul in Play; and the lessons' items saved
// before their tasks were kept), or the lesson's task on its position
// (a lesson page, a practice item). Neither holds an answer the review
// trusts: the judge answers each again when it is asked.
type Ask struct {
	Drill *drills.Drill     `json:"drill,omitempty"`
	Task  *lessons.Question `json:"task,omitempty"`
}

// Key is the name of the question asked.
func (a Ask) Key() string {
	if a.Task != nil {
		return a.Task.Key()
	}
	if a.Drill != nil {
		return Key(*a.Drill)
	}
	return ""
}

// DrillAsk and TaskAsk are what asks d, and q, again.
func DrillAsk(d drills.Drill) Ask    { return Ask{Drill: &d} }
func TaskAsk(q lessons.Question) Ask { return Ask{Task: &q} }

// Learned reports whether the item left the queue, answered right in
// every box.
func (it Item) Learned() bool { return it.Box >= Retired }

// Queue is the learner's review queue. It is not safe for concurrent use.
type Queue struct {
	Items []Item `json:"items"`
}

// Key is the name of a drill's question: its type, position, and the
// point and line it asks about.
func Key(d drills.Drill) string {
	return strings.Join([]string{d.Type, d.Position, d.Point, d.Line, d.ToMove}, "|")
}

// dueAfter is the start of the local day days after now (now itself for
// 0 days).
func dueAfter(now time.Time, days int) int64 {
	if days == 0 {
		return now.Unix()
	}
	y, m, d := now.Date()
	return time.Date(y, m, d+days, 0, 0, 0, 0, now.Location()).Unix()
}

func (q *Queue) find(key string) int {
	return slices.IndexFunc(q.Items, func(it Item) bool { return it.Key == key })
}

// Miss files a question answered wrong: a new item, or an item back in
// box 0; either way due at once.
func (q *Queue) Miss(from string, a Ask, now time.Time) {
	key := a.Key()
	if key == "" {
		return
	}
	i := q.find(key)
	if i < 0 {
		// In the order of the keys, as Join leaves them: a queue saves
		// the same text however its items came.
		// (sort.Search and an append, not slices.BinarySearchFunc and
		// Insert: each generic instantiation is code in the first module.)
		i = sort.Search(len(q.Items), func(j int) bool { return q.Items[j].Key >= key })
		q.Items = append(q.Items, Item{})
		copy(q.Items[i+1:], q.Items[i:])
		q.Items[i] = Item{Key: key, From: from, Ask: a}
	}
	it := &q.Items[i]
	it.Box, it.Due, it.Seen = 0, now.Unix(), now.Unix()
	it.Misses++
	q.trim()
}

// Retire takes the item key out of the review for good, as if learned,
// when it can no longer be asked: kept as learned, so that another tab's
// older copy does not bring it back. It reports whether the key was
// queued.
func (q *Queue) Retire(key string, now time.Time) bool {
	i := q.find(key)
	if i < 0 || q.Items[i].Learned() {
		return false
	}
	q.Items[i].Box, q.Items[i].Seen = Retired, now.Unix()
	return true
}

// Right files a right answer to the item key: one box up, due after that
// box's interval, or learned after the last. It reports whether the key
// was queued.
func (q *Queue) Right(key string, now time.Time) bool {
	i := q.find(key)
	if i < 0 || q.Items[i].Learned() {
		return false
	}
	it := &q.Items[i]
	it.Box++
	it.Rights++
	it.Seen = now.Unix()
	if it.Box < Retired {
		it.Due = dueAfter(now, Days[it.Box])
	}
	return true
}

// Due is the queued items due at now, the longest due first (a miss is
// due at once, after those waiting already).
func (q *Queue) Due(now time.Time) []Item {
	var out []Item
	t := now.Unix()
	for _, it := range q.Items {
		if !it.Learned() && it.Due <= t {
			out = append(out, it)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Due != out[j].Due {
			return out[i].Due < out[j].Due
		}
		return out[i].Key < out[j].Key
	})
	return out
}

// Counts are the items queued (not learned) and those due at now.
func (q *Queue) Counts(now time.Time) (queued, due int) {
	t := now.Unix()
	for _, it := range q.Items {
		if it.Learned() {
			continue
		}
		queued++
		if it.Due <= t {
			due++
		}
	}
	return queued, due
}

// Learned is how many items were learned (kept up to MaxItems).
func (q *Queue) Learned() int {
	n := 0
	for _, it := range q.Items {
		if it.Learned() {
			n++
		}
	}
	return n
}

// Get returns the item key.
func (q *Queue) Get(key string) (Item, bool) {
	if i := q.find(key); i >= 0 {
		return q.Items[i], true
	}
	return Item{}, false
}

// trim keeps MaxItems: learned items go first, then the queued, each
// oldest seen first.
func (q *Queue) trim() {
	for len(q.Items) > MaxItems {
		drop := -1
		for i, it := range q.Items {
			if drop < 0 || worse(it, q.Items[drop]) {
				drop = i
			}
		}
		q.Items = slices.Delete(q.Items, drop, drop+1)
	}
}

// worse reports whether a goes before b when the queue is full.
func worse(a, b Item) bool {
	if a.Learned() != b.Learned() {
		return a.Learned()
	}
	if a.Seen != b.Seen {
		return a.Seen < b.Seen
	}
	return a.Key < b.Key
}
