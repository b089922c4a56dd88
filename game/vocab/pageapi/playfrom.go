package pageapi

import (
	"strings"

	"renju/rules"
)

// PlayFromPrefix starts the argument of "#play=" that opens a game from a
// position (Play it out): "from.", the side the learner plays ("b." or
// "w."; without it, the side to move), and the stones as
// rules.FormatStones writes them. The Play screen reads it
// (game/features/match, from.go); a lesson, a drill or a review writes
// it with PlayFrom without knowing Play's model.
const PlayFromPrefix = "from."

// PlayFrom is the argument of "#play=" that plays a game on from b, the
// learner playing side: the side the position is about (a lesson page's
// "Black at A makes five" is Black's, whoever the stone counts say is to
// move).
func PlayFrom(b *rules.Board, side rules.Stone) string {
	s := "b."
	if side == rules.White {
		s = "w."
	}
	return PlayFromPrefix + s + rules.FormatStones(b)
}

// ReadPlayFrom splits a "from." argument (after the prefix) into the side
// the learner plays (Empty: none named, the side to move) and the
// stones. A stone list never starts with "b." or "w." (its colours are
// followed by a colon), so a link from before the side was named reads
// as it did.
func ReadPlayFrom(arg string) (side rules.Stone, stones string) {
	switch {
	case strings.HasPrefix(arg, "b."):
		return rules.Black, arg[2:]
	case strings.HasPrefix(arg, "w."):
		return rules.White, arg[2:]
	}
	return rules.Empty, arg
}
