package kit

import (
	"strings"

	"renju/game/vocab/layout"
)

// Shown is a text the kit drew on the screen: whole (a paragraph's lines
// as one, a text cut short with "…" in full) and where it was drawn. The
// frame hands these to the screen-reader mirror, so that the page's DOM
// carries every text the canvas shows.
type Shown struct {
	S    string
	Rect layout.Rect
	// Over: drawn over the screen (a shortcut sheet, a toast), so not a
	// part of the button under it.
	Over bool
}

// textRecord is the record of the texts drawn since Record.
type textRecord struct {
	on    bool
	shown []Shown
	// cuts maps a text cut short by Ellipsis to the text it was cut from.
	cuts map[string]string
	// quiet > 0: the text being drawn is recorded another way (a
	// paragraph's line) or not at all (the board's coordinates).
	quiet int
	// over > 0: what is drawn is over the screen (Shown.Over).
	over int
	// frames counts the records begun: the frames drawn (the text
	// cache keeps what the frame being drawn uses).
	frames uint64
}

// Record starts a record of the texts drawn, until Recorded.
func (k *Kit) Record() {
	k.rec.frames++
	k.rec.on, k.rec.shown, k.rec.quiet, k.rec.over = true, k.rec.shown[:0], 0, 0
	clear(k.rec.cuts)
}

// Recorded ends the record and returns the texts drawn since Record, in
// the order drawn (the slice is reused by the next record).
func (k *Kit) Recorded() []Shown {
	k.rec.on = false
	return k.rec.shown
}

func (k *Kit) note(s string, r layout.Rect) {
	rec := &k.rec
	if !rec.on || rec.quiet > 0 || strings.TrimSpace(s) == "" {
		return
	}
	if full, ok := rec.cuts[s]; ok {
		s = full
	}
	rec.shown = append(rec.shown, Shown{S: s, Rect: r, Over: rec.over > 0})
}

// cut remembers that t is s cut short (when recording).
func (r *textRecord) cut(t, s string) {
	if !r.on {
		return
	}
	if r.cuts == nil {
		r.cuts = map[string]string{}
	}
	r.cuts[t] = s
}

// Cuts lists, in full, the texts cut short with "…" (Ellipsis) while the
// last record was on: a test's proof that nothing on a screen was cut.
func (k *Kit) Cuts() []string {
	var out []string
	for _, s := range k.rec.cuts {
		out = append(out, s)
	}
	return out
}

// Under marks what is drawn until Above as under something drawn over
// it (the glossary's card over a screen): its texts are the screen's,
// not those of the card's buttons above them.
func (k *Kit) Under() { k.rec.over++ }

// Above ends Under.
func (k *Kit) Above() { k.rec.over-- }
