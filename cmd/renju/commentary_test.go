package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/commentary"
)

// Hand-made games for the commentary, each move's tags known.
const (
	// Black's three H8 I8 J8, left open by White's A5; the straight
	// four K8; White blocks one end, G8; Black's five L8.
	commThreeToFive = "h8 a1 i8 a3 j8 a5 k8 g8 l8"
	// Black's straight four (move 7) left by White's A7; Black's O15
	// misses its own five.
	commMissedFive = "h8 a1 i8 a3 j8 a5 k8 a7 o15 a9"
	// Black K8: a four (G8 is White's: one five point, L8) and the three
	// K8 K9 K10 at once; White's K11 stops the three, not the four.
	commFourThree = "h8 g8 i8 a1 j8 a3 k10 a5 k9 a7 k8 k11"
	// White's I9 makes two threes at once: G9 H9 I9 and I9 _ I11 I12.
	commWhiteThreeThree = "a1 g9 a3 h9 a5 i11 a7 i12 a9 i9"
	// White's six E8–J8 (scanned games of review's hand_test.go for the
	// fouls and traps: scanCaught, scanAvoided).
	commWhiteSix = "a1 e8 a3 f8 a5 g8 a7 i8 a9 j8 a11 h8"
)

func commentaryLines(t *testing.T, args ...string) []commentaryLine {
	t.Helper()
	code, out, errOut := runCmd("", append([]string{"commentary", "--json"}, args...)...)
	require.Equal(t, exitOK, code, errOut)
	var lines []commentaryLine
	dec := json.NewDecoder(strings.NewReader(out))
	for dec.More() {
		var l commentaryLine
		require.NoError(t, dec.Decode(&l))
		lines = append(lines, l)
	}
	return lines
}

// TestCommentaryEveryTag: a table of hand-made games and the move that
// shows each tag, with its sentence.
func TestCommentaryEveryTag(t *testing.T) {
	cases := []struct {
		tag  commentary.Tag
		game string
		move int
		tags string
		says string
	}{
		{commentary.Quiet, commThreeToFive, 1, "quiet", "Black plays H8, a quiet move: no four, no live three."},
		{commentary.MadeThree, commThreeToFive, 5, "made-three", "Black makes a live three at J8: one more stone at G8 or K8 makes a straight four."},
		{commentary.MissedThree, commThreeToFive, 6, "missed-three", "White plays A5, but leaves Black's live three open: Black can make a straight four at G8 or K8."},
		{commentary.MadeFour, commThreeToFive, 7, "made-four", "Black makes a straight four at K8: G8 and L8 both make five, and one stone cannot block both."},
		{commentary.BlockedFour, commThreeToFive, 8, "blocked-four", "White blocks Black's four at G8, but Black can still make five at L8."},
		{commentary.Five, commThreeToFive, 9, "five", "Black makes five at L8 and wins."},
		{commentary.MissedFour, commMissedFive, 8, "missed-four", "White plays A7, but does not block Black's four: Black can make five at G8 or L8."},
		{commentary.MissedFive, commMissedFive, 9, "missed-five", "Black plays O15, but misses its own five at G8 or L8."},
		{commentary.DoubleThreat, commFourThree, 11, "made-four made-three double-threat", "Black makes a four-three at K8: a four (five point L8) and a live three at once."},
		{commentary.BlockedThree, commFourThree, 12, "blocked-three missed-four", "White stops Black's live three at K11, but does not block Black's four: Black can make five at L8."},
		{commentary.DoubleThreat, commWhiteThreeThree, 10, "made-three double-threat", "White makes two live threes at once at I9: White has no forbidden moves."},
		{commentary.Five, commWhiteSix, 12, "five", "White makes six in a row at H8 and wins with an overline: White has no forbidden moves."},
		{commentary.Trap, scanCaught, 12, "made-four trap", "White makes a four at I7 whose one five point, H8, is forbidden for Black (double-three): Black cannot block it."},
		{commentary.Foul, scanCaught, 13, "foul", "Black's only block of White's four is H8, and it is forbidden (double-three): White wins."},
		{commentary.FoulAvoided, scanAvoided, 9, "blocked-three foul-avoided", "Black stops White's live three at L12, not at H8, which is forbidden (double-three)."},
	}
	seen := map[commentary.Tag]bool{}
	for _, c := range cases {
		lines := commentaryLines(t, c.game)
		require.Len(t, lines, len(strings.Fields(c.game)), c.game)
		l := lines[c.move-1]
		assert.Equal(t, c.move, l.Move)
		assert.Equal(t, map[bool]string{true: "black", false: "white"}[c.move%2 == 1], l.Color)
		assert.Equal(t, c.tags, strings.Join(l.Tags, " "), "%s move %d", c.game, c.move)
		assert.Contains(t, l.Tags, string(c.tag))
		assert.Equal(t, c.says, l.Says, "%s move %d", c.game, c.move)
		seen[c.tag] = true
	}
	for _, tag := range commentary.Tags {
		assert.True(t, seen[tag], "no case for %s", tag)
	}
}

// TestCommentaryChineseAndStage: the same moves in Chinese, and at a
// stage before the double-three lesson the foul is not named by its
// kind.
func TestCommentaryChineseAndStage(t *testing.T) {
	lines := commentaryLines(t, "--lang", "zh", commThreeToFive)
	assert.Equal(t, "黑棋J8形成活三，再下G8或K8就成活四。", lines[4].Says)
	assert.Equal(t, "白棋下在A5，但没有防黑棋的活三，黑棋再下G8或K8就成活四。", lines[5].Says)
	assert.Equal(t, "黑棋K8走成活四：G8和L8都能成五，一手挡不住两头。", lines[6].Says)
	assert.Equal(t, "黑棋在L8成五，获胜。", lines[8].Says)
	assert.Equal(t, []string{"five"}, lines[8].Tags, "tags are the same words in every language")

	lines = commentaryLines(t, "--lesson", "three", scanCaught)
	assert.Equal(t, "Black's only block of White's four is H8, and it is a forbidden point: White wins.", lines[12].Says)
	lines = commentaryLines(t, "--lesson", "double-three", "--lang", "zh", scanCaught)
	assert.Equal(t, "黑棋要挡白棋的冲四只能下H8，而这里是禁手（三三禁手），白棋获胜。", lines[12].Says)
}

// TestCommentaryText: the text output, a move a line and its sentence
// under it, then what decided the game.
func TestCommentaryText(t *testing.T) {
	code, out, errOut := runCmd("", "commentary", commThreeToFive)
	require.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, "  7  black  K8   made-four\n     Black makes a straight four at K8")
	assert.True(t, strings.HasSuffix(out, "\nWhite let Black's live three become a straight four at K8.\n"), out)

	code, out, _ = runCmd(commThreeToFive, "commentary", "-")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "Black makes five at L8 and wins.")
}

func TestCommentaryBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"commentary"}, "need MOVES"},
		{[]string{"commentary", "h8 h9 h8"}, "move 3"},
		{[]string{"commentary", "h8 q9"}, `"q9"`},
		{[]string{"commentary", "--lang", "fr", "h8"}, "--lang"},
		{[]string{"commentary", "--lesson", "nope", "h8"}, "no such lesson"},
		{[]string{"commentary", commThreeToFive + " a7"}, "the game ended at move 9"},
	} {
		code, _, errOut := runCmd("", c.args...)
		assert.Equal(t, exitUsage, code, "%v", c.args)
		assert.Contains(t, errOut, c.msg, "%v", c.args)
	}
}
