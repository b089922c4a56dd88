package jobs

import (
	"renju/job"
	"renju/msg"
	"renju/rules"
)

// Comment says what moves of a game did, one sentence a move (package
// commentary, from the judge and the engine's threats), and what decided
// a game that has ended: Play asks after each move. The sentences come in both languages, so that a change
// of language shows them at once.
var Comment = job.Service[CommentAsk, Commented]{Kind: "play.comment"}

// CommentAsk is a game and the moves to say.
type CommentAsk struct {
	// Moves are the game's stones to the last move to say, Black first,
	// in turn; the first Laid of them are a position's, laid before the
	// game (Play it out), and never said.
	Moves []rules.Point
	Laid  int
	// From is the first move to say (from 1; at least Laid+1).
	From int
	// Done are the lessons the learner has done (glossary.Known): the
	// sentences use their terms, the terms of no lesson, and plain
	// words for the rest. Staged false: the stage is not known yet (the
	// frame has not told the screen), and every term is used.
	Done   []string
	Staged bool
	// End: the last move ended the game (a five or a foul): say what
	// decided it too.
	End bool
}

// Commented is what the moves did: a Remark a move from From, and, when
// asked, what decided the game (Decided, in both languages; empty when
// nothing does: a resignation, a draw) and the five's row.
type Commented struct {
	Remarks []Remark
	Decided Words
	// Row is the five's stones when the last move made one (asked with
	// End): the board bands them. Six or more for White's overline.
	Row []rules.Point
}

// Remark is one move's sentence: its number (from 1), colour, point, its
// tags (package commentary's list: "made-four", …) and the sentence.
type Remark struct {
	Move  int
	Color rules.Stone
	Point rules.Point
	Tags  []string
	Says  Words
}

// Words are a text in both languages.
type Words struct{ EN, ZH string }

// In is the text in lang.
func (w Words) In(lang msg.Lang) string {
	if lang == msg.Chinese {
		return w.ZH
	}
	return w.EN
}
