package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/rules"
)

// Positions of the lesson white-tactics, Black to move.
const (
	// 一子双禁: White threatens C (K8, a four whose only five point is
	// L8) and D (H11, only five point H12); L8 and H12 are double-threes.
	// White's K11 cuts Black's diagonal J12 L10 M9.
	twoFoulsCut = "B:f14,g13,i12,j12,l10,n10,l9,m9,g8,h7 W:h10,h9,h8,i8,j8,k11"
	// The same without K11: Black K11 makes the straight four J12 K11 L10
	// M9 and wins first.
	twoFoulsOpen = "B:f14,g13,i12,j12,l10,n10,l9,m9,g8,h7 W:h10,h9,h8,i8,j8"
	// 一杀一禁: White H3 is a four and a three (the kill), White K8 a four
	// whose only five point L8 is a double-three (the foul).
	killAndFoul = "B:l10,n10,c9,l9,m9,g8,d3 W:h8,i8,j8,h5,h4,e3,f3,g3"
)

func unstoppable(t *testing.T, pos string, threats ...string) string {
	t.Helper()
	pg := &Page{Board: *board(t, pos)}
	return verify(pg, &Claim{Kind: ClaimUnstoppable, Points: pts(threats...)})
}

func TestUnstoppableTwoFouls(t *testing.T) {
	assert.Empty(t, unstoppable(t, twoFoulsCut, "k8", "h11"))
	assert.Contains(t, unstoppable(t, twoFoulsOpen, "k8", "h11"), "a four of its own at I13",
		"a Black four answers any threat")
	assert.Contains(t, unstoppable(t, twoFoulsCut, "k8"), "Black answers at",
		"one threat alone is answered by taking its point")
}

func TestUnstoppableKillAndFoul(t *testing.T) {
	assert.Empty(t, unstoppable(t, killAndFoul, "h3", "k8"))
	assert.Contains(t, unstoppable(t, killAndFoul, "h3"), "Black answers at",
		"the kill alone is answered")
	assert.Contains(t, unstoppable(t, killAndFoul, "k8"), "Black answers at",
		"the foul alone is answered")
}

func TestParseUnstoppable(t *testing.T) {
	pg := &Page{Marks: map[rules.Point]rune{rules.MustPoint("k8"): 'C'}}
	c, err := parseCheck("unstoppable C h11", pg)
	assert.NoError(t, err)
	assert.Equal(t, ClaimUnstoppable, c.Kind)
	assert.Equal(t, pts("k8", "h11"), c.Points)
	_, err = parseCheck("unstoppable", pg)
	assert.ErrorContains(t, err, "check unstoppable W1 W2")
	_, err = parseCheck("unstoppable Z", pg)
	assert.Error(t, err)
}
