package pageapi

import "renju/rules"

// PlayFromPrefix starts the argument of "#play=" that opens a game from a
// position (Play it out): "from." and the stones as rules.FormatStones
// writes them. The Play screen reads it (game/features/match, from.go);
// a lesson, a drill or a review writes it with PlayFrom without knowing
// Play's model.
const PlayFromPrefix = "from."

// PlayFrom is the argument of "#play=" that plays a game on from b.
func PlayFrom(b *rules.Board) string { return PlayFromPrefix + rules.FormatStones(b) }
