package gameviewer

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/input"
	"renju/msg"
)

// shortGames is an SGF database of n short games.
func shortGames(n int) []byte {
	var sb strings.Builder
	for i := range n {
		fmt.Fprintf(&sb, "(;GM[4]SZ[15]PB[B%d]PW[W%d];B[hh];W[hi];B[ij])\n", i, i)
	}
	return []byte(sb.String())
}

// A read shows its progress, which never goes back, on the line
// "Reading the file… 38%", and ends in the list.
func TestReadShowsProgress(t *testing.T) {
	m := newModel()
	m.Load("big.sgf", shortGames(100_000))
	require.Equal(t, Loading, m.Phase())
	last := 0
	var lines []string
	wait(t, m, func() bool {
		if pc, ok := m.ReadProgress(); ok {
			assert.GreaterOrEqual(t, pc, last)
			assert.Less(t, pc, 100)
			last = pc
			lines = append(lines, m.View(msg.English).Prompt)
		}
		return m.Phase() != Loading
	})
	assert.Equal(t, List, m.Phase())
	assert.Equal(t, 100_000, m.Games())
	require.NotEmpty(t, lines)
	assert.Regexp(t, `^Reading the file… \d+%$`, lines[len(lines)-1])
	m.Load("again.sgf", shortGames(10))
	assert.Regexp(t, `^正在读取文件……\d+%$`, m.View(msg.Chinese).Prompt)
	_, ok := m.ReadProgress()
	assert.True(t, ok)
}

// Cancel (the button, or Esc) stops the read: its goroutine is told to
// stop, what was open stays, the notice says so, and a late result is
// not taken.
func TestCancelRead(t *testing.T) {
	m := newModel()
	m.Load("cup.sgf", []byte(twoGames))
	wait(t, m, func() bool { return m.Phase() == List })

	stopped := make(chan int)
	calls := 0
	m.LoadFetched("huge.sgf", 1000, func(yield func(), report func(float64) bool) ([]byte, bool) {
		for calls = 1; report(0.5); calls++ {
			time.Sleep(time.Millisecond)
		}
		stopped <- calls
		return shortGames(3), true // a result after the stop, not taken
	})
	assert.Equal(t, Loading, m.Phase())
	assert.Equal(t, CancelRead, m.KeyAction(input.Press{Key: input.KeyEscape}))
	m.Do(m.KeyAction(input.Press{Key: input.KeyEscape}))
	assert.Equal(t, List, m.Phase())
	select {
	case <-stopped:
	case <-time.After(10 * time.Second):
		t.Fatal("the fetch was not told to stop")
	}
	time.Sleep(10 * time.Millisecond)
	m.Poll()
	assert.Equal(t, List, m.Phase())
	assert.Equal(t, 2, m.Games())
	assert.Equal(t, "Reading huge.sgf was cancelled. Nothing was changed.", m.Notice().Text(msg.English))
	assert.Equal(t, "已取消读取huge.sgf，未做任何改动。", m.Notice().Text(msg.Chinese))

	// The record's reader stops too: a big database, cancelled at once.
	m.Load("big.sgf", shortGames(200_000))
	m.Do(CancelRead)
	assert.Equal(t, List, m.Phase())
	assert.Equal(t, 2, m.Games())
}

// A file beyond MaxFile is refused with its size and the limit; a page's
// text whose bytes prove too many once fetched too.
func TestTooLargeNamesSizeAndLimit(t *testing.T) {
	m := newModel()
	m.Load("big.sgf", make([]byte, MaxFile+1))
	assert.Equal(t, Empty, m.Phase())
	assert.Equal(t, "big.sgf is 33 MB; at most 32 MB are read.", m.Notice().Text(msg.English))
	assert.Equal(t, "big.sgf 有 33 MB，最多只能读取 32 MB。", m.Notice().Text(msg.Chinese))

	m.LoadFetched("wide.sgf", MaxFile/2, func(func(), func(float64) bool) ([]byte, bool) {
		return make([]byte, 3*MaxFile/2), true // UTF-16 units that were three bytes each
	})
	wait(t, m, func() bool { return m.Phase() != Loading })
	assert.Equal(t, Empty, m.Phase())
	assert.Equal(t, "wide.sgf is 48 MB; at most 32 MB are read.", m.Notice().Text(msg.English))
}

// Text pasted and left in the page (the prompt's answer) is read as a
// paste: named "pasted text" when it is too large, refused by its length
// before any of it is fetched. (Its read, a slice at a time, is
// e2e/prompt_huge_test.go's.)
func TestPasteFetched(t *testing.T) {
	m := New()
	m.PasteFetched(MaxFile+1, func(func(), func(float64) bool) ([]byte, bool) {
		t.Error("a text too large was fetched")
		return nil, false
	})
	assert.Equal(t, Empty, m.Phase())
	assert.Equal(t, "pasted text is 33 MB; at most 32 MB are read.", m.Notice().Text(msg.English))
	assert.Equal(t, "粘贴的文本 有 33 MB，最多只能读取 32 MB。", m.Notice().Text(msg.Chinese))
}
