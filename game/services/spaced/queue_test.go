package spaced

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"renju/drills"
	"renju/lessons"
)

// zone is a learner's time zone that is not UTC, so that a day is the
// local calendar day and not the UTC one.
var zone = time.FixedZone("UTC+8", 8*3600)

func drill(i int) drills.Drill {
	f := false
	// Columns other than h: the position's own stones are at h8 and h9.
	cols := "abcdefgjklmno"
	return drills.Drill{Type: drills.IsForbidden, Level: 1, ToMove: "black",
		Position: fmt.Sprintf("B:h8,%c9 W:h9", cols[i%13]), Point: fmt.Sprintf("%c%d", cols[(i/13)%13], 1+i%15),
		Answer: drills.Answer{Forbidden: &f}}
}

// TestIntervals: each right answer moves an item a box up, due at the
// start of the local day Days[box] days on; the last retires it; a miss
// sends it back to box 0, due at once.
func TestIntervals(t *testing.T) {
	start := time.Date(2026, 12, 4, 21, 30, 0, 0, zone)
	day := func(d int) int64 { return time.Date(2026, 12, 4+d, 0, 0, 0, 0, zone).Unix() }
	var q Queue
	d := drill(1)
	q.Miss(FromDrills, DrillAsk(d), start)
	key := Key(d)
	steps := []struct {
		right   bool
		box     int
		due     int64
		learned bool
	}{
		{true, 1, day(1), false},
		{true, 2, day(3), false},
		{true, 3, day(7), false},
		{true, 4, day(16), false},
		{true, 5, day(35), false},
		{true, 6, 0, true},
	}
	if it, _ := q.Get(key); it.Box != 0 || it.Due != start.Unix() {
		t.Fatalf("after a miss: box %d due %d, want 0 and now", it.Box, it.Due)
	}
	for i, s := range steps {
		if !q.Right(key, start) {
			t.Fatalf("step %d: Right found nothing", i)
		}
		it, _ := q.Get(key)
		if it.Box != s.box || it.Learned() != s.learned || !s.learned && it.Due != s.due {
			t.Fatalf("step %d: box %d due %v learned %v; want box %d due %v learned %v", i, it.Box,
				time.Unix(it.Due, 0).In(zone), it.Learned(), s.box, time.Unix(s.due, 0).In(zone), s.learned)
		}
	}
	if q.Right(key, start) {
		t.Error("a learned item was moved on")
	}
	if queued, due := q.Counts(start); queued != 0 || due != 0 || q.Learned() != 1 {
		t.Errorf("learned: queued %d due %d learned %d", queued, due, q.Learned())
	}
	// Back to box 0 from anywhere.
	q.Miss(FromReview, DrillAsk(d), start.Add(time.Hour))
	if it, _ := q.Get(key); it.Box != 0 || it.Misses != 2 || it.Due != start.Add(time.Hour).Unix() {
		t.Errorf("missed again: %+v", it)
	}
	// The day is the local one: at 23:59 a box-1 item is due at the
	// next midnight, one minute on.
	late := time.Date(2026, 12, 4, 23, 59, 0, 0, zone)
	var q2 Queue
	q2.Miss(FromStorm, DrillAsk(d), late)
	q2.Right(key, late)
	if _, due := q2.Counts(late.Add(time.Minute)); due != 1 {
		t.Error("a box-1 item is not due the next local day")
	}
	if _, due := q2.Counts(late.Add(time.Second * 30)); due != 0 {
		t.Error("a box-1 item is due the same day")
	}
}

// randomQueue plays n random misses and rights over a few drills and
// days.
func randomQueue(rng *rand.Rand, n int, now *time.Time) *Queue {
	q := &Queue{}
	for range n {
		*now = now.Add(time.Duration(rng.IntN(40)) * time.Hour)
		d := drill(rng.IntN(30))
		if rng.IntN(3) == 0 {
			q.Miss([]string{FromDrills, FromStorm, FromPlay}[rng.IntN(3)], DrillAsk(d), *now)
		} else {
			q.Right(Key(d), *now)
		}
	}
	return q
}

// TestMissIsDueSoonest: whatever the queue, a miss is due at once, and
// no item not due comes before it.
func TestMissIsDueSoonest(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		now := time.Date(2026, 1, 1, 9, 0, 0, 0, zone)
		q := randomQueue(rng, 40, &now)
		d := drill(rng.IntN(40))
		q.Miss(FromDrills, DrillAsk(d), now)
		due := q.Due(now)
		found := false
		for _, it := range due {
			found = found || it.Key == Key(d)
		}
		if !found {
			t.Fatalf("a miss is not due at once: %+v", q)
		}
		for _, it := range q.Items {
			if !it.Learned() && it.Due < now.Unix() && !contains(due, it.Key) {
				t.Fatalf("an item due before the miss is not due: %+v", it)
			}
		}
		if queued, n := q.Counts(now); n != len(due) || queued < n {
			t.Fatalf("counts %d/%d, due list %d", n, queued, len(due))
		}
	}
}

func contains(its []Item, key string) bool {
	for _, it := range its {
		if it.Key == key {
			return true
		}
	}
	return false
}

// TestSaveLoad: nothing is lost across a save and a load.
func TestSaveLoad(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		now := time.Date(2026, 1, 1, 9, 0, 0, 0, zone)
		q := randomQueue(rng, rng.IntN(60), &now)
		back, err := Parse(q.Format())
		if err != nil {
			t.Fatal(err)
		}
		if len(q.Items) == 0 && len(back.Items) == 0 {
			continue
		}
		if !reflect.DeepEqual(q, back) {
			t.Fatalf("saved %s\nloaded %s", q.Format(), back.Format())
		}
		a, b := fmt.Sprint(q.Counts(now)), fmt.Sprint(back.Counts(now))
		if a != b {
			t.Fatalf("counts %s, loaded %s", a, b)
		}
	}
}

// TestJoin: the merge of two tabs' queues is a join, and keeps of every
// item the later copy.
func TestJoin(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	norm := func(q *Queue) string { return Join(q, &Queue{}).Format() }
	for range 200 {
		now := time.Date(2026, 1, 1, 9, 0, 0, 0, zone)
		a := randomQueue(rng, 30, &now)
		b := randomQueue(rng, 30, &now)
		c := randomQueue(rng, 30, &now)
		if norm(Join(a, b)) != norm(Join(b, a)) {
			t.Fatal("join is not commutative")
		}
		if norm(Join(Join(a, b), c)) != norm(Join(a, Join(b, c))) {
			t.Fatal("join is not associative")
		}
		if norm(Join(a, a)) != norm(a) {
			t.Fatal("join is not idempotent")
		}
		j := Join(a, b)
		for _, it := range append(itemsOf(a), itemsOf(b)...) {
			got, ok := j.Get(it.Key)
			if !ok || got.Seen < it.Seen {
				t.Fatalf("join lost %+v (has %+v)", it, got)
			}
		}
	}
}

func itemsOf(q *Queue) []Item { return q.Items }

// TestParseErrors: a damaged value names the item and what is wrong.
func TestParseErrors(t *testing.T) {
	var q Queue
	q.Miss(FromDrills, DrillAsk(drill(2)), time.Unix(1e9, 0))
	good := q.Format()
	item := good[len(`{"items":[`) : len(good)-2]
	for _, c := range []struct{ in, want string }{
		{"{", "review queue: line 1 column 2: ends before the value does"},
		{`{"items":[{"key":"x","drill":{"type":"nope","position":"B:h8"}}]}`, `review queue: item 1: the drill type "nope" is unknown`},
		{`{"items":[{"key":"x","box":9,"drill":{"type":"is-forbidden","position":"B:h8"}}]}`, "review queue: item 1: box 9 is not 0–6"},
		{`{"items":[{"key":"x","drill":{"type":"is-forbidden","position":"B:z99"}}]}`, "review queue: item 1: the position: "},
		{`{"items":[{"key":"x","drill":{"type":"is-forbidden","position":"B:h8"}}]}`, `review queue: item 1: the key "x" is not its question's`},
		{`{"items":[` + item + "," + item + "]}", "is there twice"},
	} {
		_, err := Parse(c.in)
		if err == nil || !containsStr(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want %q", c.in, err, c.want)
		}
	}
	if _, err := Parse(good); err != nil {
		t.Error(err)
	}
}

func containsStr(s, sub string) bool { return strings.Contains(s, sub) }

// TestTrim: a full queue drops learned items first, then the oldest.
func TestTrim(t *testing.T) {
	var q Queue
	now := time.Date(2026, 1, 1, 9, 0, 0, 0, zone)
	for i := range MaxItems + 10 {
		now = now.Add(time.Minute)
		q.Miss(FromDrills, DrillAsk(drill(i)), now)
		if i < 5 {
			for range Retired {
				q.Right(Key(drill(i)), now)
			}
		}
	}
	if len(q.Items) != MaxItems {
		t.Fatalf("%d items", len(q.Items))
	}
	if q.Learned() != 0 {
		t.Errorf("%d learned items kept over queued ones", q.Learned())
	}
	if _, ok := q.Get(Key(drill(5 + 4))); ok {
		t.Error("the oldest queued items were kept")
	}
	if _, ok := q.Get(Key(drill(MaxItems + 9))); !ok {
		t.Error("the newest item was dropped")
	}
}

// TestTaskItems: a lesson's question is an item of its own, saved
// without an answer, read back, and refused when it does not read.
func TestTaskItems(t *testing.T) {
	q := lessons.Question{Lesson: "three", Page: 5, Kind: lessons.TaskLiveOrFalse, Position: "B:j6,k5 W:h6,j8,l4", Marks: "A=i7", Point: "i7", Dir: "anti-diagonal"}
	var queue Queue
	now := time.Unix(1e9, 0)
	queue.Miss(FromLesson, TaskAsk(q), now)
	queue.Miss(FromDrills, DrillAsk(drill(1)), now)
	queue.Miss(FromLesson, TaskAsk(q), now.Add(time.Minute))
	if n, _ := queue.Counts(now); n != 2 {
		t.Fatalf("%d items", n)
	}
	saved := queue.Format()
	if strings.Count(saved, `"answer"`) != 1 {
		t.Errorf("the drill's answer, and no task's, is saved: %s", saved)
	}
	back, err := Parse(saved)
	if err != nil || back.Format() != saved {
		t.Fatalf("%v: %s read back as %s", err, saved, back.Format())
	}
	it, ok := back.Get(q.Key())
	if !ok || it.Task == nil || it.Drill != nil || it.Misses != 2 || !reflect.DeepEqual(*it.Task, q) {
		t.Errorf("read back %+v", it)
	}
	one, _ := json.Marshal(it)
	item := string(one)
	for _, c := range []struct{ from, to, want string }{
		{`"kind":"live-or-false"`, `"kind":"guess"`, `the task: the task type "guess" is unknown`},
		{`"position":"B:j6,k5 W:h6,j8,l4"`, `"position":"B:j6,j6"`, "the task: the position"},
		{`"task":{`, `"drill":{"type":"find-all","position":"B:h8","toMove":"black","answer":{}},"task":{`, "both a drill and a task"},
	} {
		bad := `{"items":[` + strings.Replace(item, c.from, c.to, 1) + `]}`
		if _, err := Parse(bad); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", bad, err, c.want)
		}
	}
	if _, err := Parse(`{"items":[{"key":"","from":"lesson","box":0}]}`); err == nil || !strings.Contains(err.Error(), "neither a drill nor a task") {
		t.Errorf("an item asking nothing: %v", err)
	}
}
