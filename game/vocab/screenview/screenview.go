// Package screenview is the vocabulary a screen's model uses to say what the
// screen shows, in the learner's language and without pixels: texts with a
// tone and a face, buttons with a style and an icon. The models
// (freeboard, lessonplay, drillplay, classroom, walkplay) build these and
// are tested on the host; game/kit draws them, choosing the colours from the
// theme. A model never names a colour.
package screenview

import "strings"

// Tone is what a text or a mark means, and so its colour.
type Tone int

const (
	Body   Tone = iota // ordinary text
	Dim                // secondary: status lines, captions
	Faint              // tertiary: key hints
	Accent             // headings, hints
	Notice             // messages about what just happened
	Active             // what the learner is asked to do now
	Good               // right, legal
	Bad                // wrong, forbidden
	Star               // a star won, a five
)

// Face is the size and weight of a text.
type Face int

const (
	Regular   Face = iota // the base text
	Bold                  // the base size, semibold
	Small                 // a smaller line
	Large                 // a prompt or a question
	Narration             // a walk's narration, large
)

// Text is a paragraph to show.
type Text struct {
	S    string
	Tone Tone
	Face Face
	// Heading keeps the next paragraph close under this one.
	Heading bool
}

// Style is a button's look.
type Style int

const (
	Plain   Style = iota // dark, outlined
	Primary              // filled with the accent: the next thing to do
	On                   // a switch that is on, or the current choice
	Right                // a right answer
	Wrong                // a wrong answer
	Quiet                // secondary: outlined, in the accent colour (once a bare link)
	Link                 // a glossary term inside a text: the text draws it (underlined), the button is its hit area
)

// Icon is a small picture on a button.
type Icon int

const (
	NoIcon       Icon = iota
	Play              // ▶
	Pause             // ❚❚
	Restart           // ⏮
	ChevronLeft       // ‹ (back, previous page)
	ChevronRight      // › (next page), drawn after the label
	Close             // ×
	StarFull          // ★
	StarOpen          // ☆
	Check             // ✓
	BlackStone        // a small black stone before the label
	WhiteStone        // a small white stone before the label
	Triangle          // the teacher's marks, drawn instead of a label
	Square            //
	Circle            //
	NumIcons
)

// Button is a tap target as a model describes it; the screen places it.
type Button struct {
	// ID is stable: taps report it, the page API finds the button by it
	// (renju.buttonToClient), tests click it.
	ID    string
	Label string
	// Name is what a screen reader calls a button drawn without a label
	// (an icon, a stone, a dot); a button with a label is called by it.
	Name  string
	Style Style
	Icon  Icon
	// Disabled buttons are drawn dimmed and take no taps.
	Disabled bool
	// Key names the button's keyboard shortcut ("Y", "Enter"; "" for
	// none, or when the label already shows it). It is drawn apart from
	// the label, as a key, once the learner has used a key: glued to the
	// label it read as part of it ("第1级 1", "Start Enter").
	Key string
}

// Shortcut is the Key for a button labelled label whose shortcut is
// named key: "" when the label already shows it (the digit of "Level 2"
// or "第2级" for the key 2).
func Shortcut(label, key string) string {
	if len(key) == 1 && key[0] >= '0' && key[0] <= '9' && strings.Contains(label, key) {
		return ""
	}
	return key
}

// Rows lays out a model's rows of buttons as the screen shows them, each
// button through shown (its label, shortcut and style): the one loop every
// panel model's view runs over its own button type.
func Rows[B any](rows [][]B, shown func(B) Button) [][]Button {
	var out [][]Button
	for _, row := range rows {
		var bs []Button
		for _, b := range row {
			bs = append(bs, shown(b))
		}
		out = append(out, bs)
	}
	return out
}

// ActionOf finds the action whose button ID is id in a model's table of
// IDs (none when no action has it): the one reverse lookup every model's
// ActionOf uses.
func ActionOf[A comparable](ids map[A]string, id string, none A) A {
	for a, s := range ids {
		if s == id {
			return a
		}
	}
	return none
}
