package rulesheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/msg"
	"renju/rules"
)

// Every picture of the sheet is the judge's: the verdict at its point,
// every forbidden point of its position (for Black) marked and no other,
// and, for the five that beats a foul, the foul it beats.
func TestPicturesAreTheJudges(t *testing.T) {
	require.Len(t, All(), 5)
	ids := map[string]bool{}
	for _, r := range All() {
		require.False(t, ids[r.ID], "%s twice", r.ID)
		ids[r.ID] = true
		b := r.Board()
		j, err := rules.Judge(&b, r.Point, r.Colour)
		require.NoError(t, err, r.ID)
		assert.Equal(t, r.Verdict, j.Verdict, "%s: the verdict at %s", r.ID, r.Point)
		assert.Equal(t, r.Kind, j.Kind, "%s: the kind at %s", r.ID, r.Point)
		assert.Equal(t, rules.ForbiddenMap(&b), r.Fouls, "%s: the forbidden points marked", r.ID)
		if r.Verdict == rules.Forbidden {
			assert.Contains(t, r.Fouls, rules.Foul{Point: r.Point, Kind: r.Kind}, r.ID)
		}
		if r.Unless.OnBoard() && r.UnlessKind != rules.NoKind {
			without := b
			without.Set(r.Unless, rules.Empty)
			j, err := rules.Judge(&without, r.Point, r.Colour)
			require.NoError(t, err)
			assert.Equal(t, rules.Judgement{Verdict: rules.Forbidden, Kind: r.UnlessKind}, j,
				"%s: without %s the point is the foul the five beats", r.ID, r.Unless)
		}
		// White's rule: the same stones in black are a foul, in white a win.
		if r.Colour == rules.White {
			var black rules.Board
			for i := 0; i < rules.Size*rules.Size; i++ {
				p := rules.Pt(i%rules.Size, i/rules.Size)
				if b.At(p) == rules.White {
					black.Set(p, rules.Black)
				}
			}
			assert.True(t, rules.IsForbidden(&black, r.Point), "%s: the same stones in black make a foul", r.ID)
		}
		// Every line banded holds the point and stones of the rule's colour.
		for _, ln := range r.Lines {
			for _, end := range ln {
				assert.True(t, end == r.Point || b.At(end) == r.Colour, "%s: a line ends at %s", r.ID, end)
			}
		}
		pic := r.Picture(true)
		assert.NotEmpty(t, pic.Notes, r.ID)
		for _, id := range []msg.ID{r.Title, r.Text, r.Caption} {
			for _, l := range []msg.Lang{msg.English, msg.Chinese} {
				assert.NotEqual(t, string(id), msg.T(l, id), "%s: %s in %s", r.ID, id, l)
			}
		}
	}
}

// The picture of a foul marks its point; that of a five shows the stone
// played there, ringed.
func TestPictureMarksThePoint(t *testing.T) {
	for _, r := range All() {
		pic := r.Picture(false)
		found := false
		for _, n := range pic.Notes {
			if n.At == r.Point && (n.Kind == boardview.Foul || n.Kind == boardview.Ring) {
				found = true
			}
		}
		assert.True(t, found, r.ID)
		if r.Verdict == rules.Five {
			assert.Equal(t, r.Colour, pic.Stones.At(r.Point), "%s: the stone that makes five", r.ID)
		}
	}
}
