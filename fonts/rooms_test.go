package fonts_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	_ "renju/game/frame/catalogue" // every room's messages, as the subsetter sees them
	"renju/msg"
)

// The rooms' own tables (game/features/<room>/messages.go) are in the
// catalogue these tests check the subsets against: TestSubsetsCoverCharset,
// TestFontsCoverTheApp and TestEmbeddedSubsetsAreTheEnglishSides then fail
// on a room's string with a character the subsets lack, as on one of msg's.
func TestRoomsMessagesAreChecked(t *testing.T) {
	for _, id := range []msg.ID{"storm.title"} {
		_, ok := msg.Get(id)
		require.True(t, ok, "%s (a room's message) is not in the catalogue the fonts are checked against", id)
	}
}
