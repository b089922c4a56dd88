package lessonplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/progress"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

func offersPlayOut(v View) bool {
	for _, b := range v.Buttons {
		if b.ID == screenview.BtnPlayOut {
			return true
		}
	}
	return false
}

// Play it out is offered on the pages whose position a game can go on
// from, only once their task is answered (it would give the answer
// away), and asks for Play from that position. Across the curriculum it
// is on some pages and never on a position with wrong counts.
func TestPlayOutOnLessonPages(t *testing.T) {
	offered := 0
	for _, l := range lessons.All() {
		for i := range l.Pages {
			p := New(l, i, &progress.Progress{})
			b := p.Page().Board
			on := offersPlayOut(p.View(msg.English, Place{}))
			if p.Task() != nil {
				assert.False(t, on, "%s page %d: offered before its task is answered", l.ID, i+1)
				continue
			}
			if !on {
				continue
			}
			offered++
			nb, nw := b.Count(rules.Black), b.Count(rules.White)
			assert.True(t, nb == nw || nb == nw+1, "%s page %d: %d black and %d white stones", l.ID, i+1, nb, nw)
		}
	}
	t.Logf("Play it out on %d pages without a task", offered)
	assert.Positive(t, offered)

	// A task's page offers it once answered right.
	for _, l := range lessons.All() {
		for i := range l.Pages {
			p := New(l, i, &progress.Progress{})
			if tk := p.Task(); tk == nil || tk.Type != lessons.TaskClickForbidden {
				continue
			}
			if _, ok := p.PlayOutBoard(); ok {
				t.Fatalf("%s page %d: offered before the answer", l.ID, i+1)
			}
			p.Tap(p.Solution().Points[0])
			require.Equal(t, Right, p.Phase())
			if b, ok := p.PlayOutBoard(); ok {
				assert.True(t, offersPlayOut(p.View(msg.Chinese, Place{})))
				assert.Equal(t, b, p.Page().Board)
				assert.Equal(t, rules.Black, p.PlayOutSide(), "a foul is Black's")
				return
			}
		}
	}
}

// The flow answers Play it out with the Play screen's argument.
func TestFlowPlayOut(t *testing.T) {
	for _, l := range lessons.All() {
		for i := range l.Pages {
			if l.Pages[i].Task != nil {
				continue
			}
			f := NewFlow(&progress.Progress{}, shelf{l}, &maker{})
			_, err := f.Open(l.ID, i+1, true)
			require.NoError(t, err)
			b, ok := f.Cur().PlayOutBoard()
			if !ok {
				continue
			}
			o := f.Press(screenview.BtnPlayOut)
			assert.Equal(t, Outcome{Left: true, Play: pageapi.PlayFrom(&b, f.Cur().PlayOutSide())}, o)
			return
		}
	}
	t.Fatal("no page offers Play it out")
}

// Play it out gives the learner the side the page is about, whoever the
// stone counts say is to move: lesson 1 page 4 ("Black at A makes five",
// one black stone more than white) is Black's; a white trap's page is
// White's, a page about a five or a foul Black's.
func TestPlayOutSide(t *testing.T) {
	first := lessons.All()[0]
	p := New(first, 3, &progress.Progress{})
	b, ok := p.PlayOutBoard()
	require.True(t, ok, "lesson 1 page 4 offers Play it out")
	require.Equal(t, rules.White, b.ToMove(), "the counts give White the move")
	assert.Equal(t, rules.Black, p.PlayOutSide())
	f := NewFlow(&progress.Progress{}, shelf{first}, &maker{})
	_, err := f.Open(first.ID, 4, true)
	require.NoError(t, err)
	assert.Equal(t, pageapi.PlayFrom(&b, rules.Black), f.Press(screenview.BtnPlayOut).Play)

	sides := map[rules.Stone]int{}
	for _, l := range lessons.All() {
		for i := range l.Pages {
			p := New(l, i, &progress.Progress{})
			side := p.PlayOutSide()
			sides[side]++
			switch tk := p.Task(); {
			case tk != nil && (tk.Type == lessons.TaskWhiteTrap || tk.Type == lessons.TaskMultiKill):
				assert.Equal(t, rules.White, side, "%s page %d: a task of White's", l.ID, i+1)
			case tk != nil:
				assert.Equal(t, rules.Black, side, "%s page %d: a task of Black's", l.ID, i+1)
			}
		}
	}
	assert.Positive(t, sides[rules.White], "some pages are White's")
	assert.Positive(t, sides[rules.Black], "some pages are Black's")
}
