// Package msg is the tutor's message catalogue: every string the app shows
// goes through it, keyed by an ID, so that a later language (Chinese) is one
// more table and the font subsetter can read every character the app can
// draw from one place (see All).
//
// Strings with arguments use fmt verbs with explicit indexes (%[1]s), so a
// translation may put them in another order.
package msg

import (
	"fmt"
	"sort"
)

// ID names one message. The constants below are the whole catalogue.
type ID string

// Lang is a language code, as the page API reports it ("en").
type Lang string

// Languages.
const (
	English Lang = "en"
)

// Default is the language used when none is chosen.
const Default = English

// The catalogue's IDs.
const (
	AppTitle  ID = "app.title"
	FreeTitle ID = "free.title"

	ModePlay    ID = "mode.play"
	ModeBlack   ID = "mode.black"
	ModeWhite   ID = "mode.white"
	ModeErase   ID = "mode.erase"
	ModeInspect ID = "mode.inspect"

	BtnUndo    ID = "btn.undo"
	BtnRedo    ID = "btn.redo"
	BtnClear   ID = "btn.clear"
	BtnOverlay ID = "btn.overlay"
	BtnCoords  ID = "btn.coords"
	BtnNumbers ID = "btn.numbers"
	BtnHelp    ID = "btn.help"

	ToMoveBlack ID = "status.toMoveBlack"
	ToMoveWhite ID = "status.toMoveWhite"
	StatusLine  ID = "status.line"

	HintPlay    ID = "hint.play"
	HintBlack   ID = "hint.black"
	HintWhite   ID = "hint.white"
	HintErase   ID = "hint.erase"
	HintInspect ID = "hint.inspect"

	LegendTitle       ID = "legend.title"
	KindDoubleThree   ID = "kind.doubleThree"
	KindDoubleFour    ID = "kind.doubleFour"
	KindOverline      ID = "kind.overline"
	LegendOverlayOff  ID = "legend.overlayOff"
	LegendNoForbidden ID = "legend.noForbidden"

	NoticeForbiddenPlay ID = "notice.forbiddenPlay"
	NoticeFive          ID = "notice.five"
	NoticeCleared       ID = "notice.cleared"
	NoticeNothingUndo   ID = "notice.nothingToUndo"
	NoticeNothingRedo   ID = "notice.nothingToRedo"
	NoticeOccupied      ID = "notice.occupied"
	NoticeBadPosition   ID = "notice.badPosition"

	WhyTitle  ID = "why.title"
	WhyPrompt ID = "why.prompt"
	WhyStone  ID = "why.stone"

	HelpTitle  ID = "help.title"
	HelpClose  ID = "help.close"
	HelpMouse  ID = "help.mouse"
	HelpTouch  ID = "help.touch"
	KeyUndo    ID = "key.undo"
	KeyRedo    ID = "key.redo"
	KeyClear   ID = "key.clear"
	KeyModes   ID = "key.modes"
	KeyWhy     ID = "key.why"
	KeyOverlay ID = "key.overlay"
	KeyCoords  ID = "key.coords"
	KeyNumbers ID = "key.numbers"
	KeyHelp    ID = "key.help"
	KeyEsc     ID = "key.esc"
)

var tables = map[Lang]map[ID]string{
	English: english,
}

var english = map[ID]string{
	AppTitle:  "Renju Tutor",
	FreeTitle: "Free board",

	ModePlay:    "Play",
	ModeBlack:   "Black",
	ModeWhite:   "White",
	ModeErase:   "Erase",
	ModeInspect: "Why?",

	BtnUndo:    "Undo",
	BtnRedo:    "Redo",
	BtnClear:   "Clear",
	BtnOverlay: "Forbidden",
	BtnCoords:  "Coords",
	BtnNumbers: "Numbers",
	BtnHelp:    "Keys ?",

	ToMoveBlack: "Black to move",
	ToMoveWhite: "White to move",
	// %[1]s: who is to move; %[2]d: number of stones.
	StatusLine: "%[1]s · move %[2]d",

	HintPlay:    "Tap a point to play; Black and White alternate.",
	HintBlack:   "Tap to place black stones; tap one again to remove it.",
	HintWhite:   "Tap to place white stones; tap one again to remove it.",
	HintErase:   "Tap a stone to remove it.",
	HintInspect: "Tap an empty point to see whether Black may play there, and why.",

	LegendTitle:       "Forbidden for Black:",
	KindDoubleThree:   "double-three",
	KindDoubleFour:    "double-four",
	KindOverline:      "overline",
	LegendOverlayOff:  "Forbidden-point marks are hidden (F shows them).",
	LegendNoForbidden: "No forbidden points for Black here.",

	// %[1]s: the point, e.g. "H10"; %[2]s: the kind, e.g. "double-three".
	NoticeForbiddenPlay: "%[1]s is forbidden for Black (%[2]s). Use the Black mode to place it anyway.",
	// %[1]s: the colour; %[2]s: the point.
	NoticeFive:        "%[1]s makes five at %[2]s and wins.",
	NoticeCleared:     "Board cleared. Undo brings it back.",
	NoticeNothingUndo: "Nothing to undo.",
	NoticeNothingRedo: "Nothing to redo.",
	NoticeOccupied:    "%[1]s is already taken.",
	// %[1]s: the parser's message.
	NoticeBadPosition: "The link's position could not be read: %[1]s",

	// %[1]s: the point.
	WhyTitle:  "Why? — Black at %[1]s",
	WhyPrompt: "Choose Why? and tap an empty point (or hover and press W) to see the judge's reasoning.",
	WhyStone:  "%[1]s is occupied. Choose an empty point.",

	HelpTitle:  "Keyboard shortcuts",
	HelpClose:  "Esc or click to close",
	HelpMouse:  "Mouse: click to play or place · right-click to ask Why?",
	HelpTouch:  "Touch: tap to play or place · long-press to ask Why?",
	KeyUndo:    "Undo",
	KeyRedo:    "Redo",
	KeyClear:   "Clear the board (undoable)",
	KeyModes:   "Play · Black · White · Erase · Why?",
	KeyWhy:     "Explain the point under the cursor",
	KeyOverlay: "Forbidden-point marks on/off",
	KeyCoords:  "Coordinates on/off",
	KeyNumbers: "Move numbers on/off",
	KeyHelp:    "This list",
	KeyEsc:     "Close this list",
}

// T returns the text of id in lang, falling back to English, and to the ID
// itself if the catalogue lacks it (a bug the tests catch).
func T(lang Lang, id ID) string {
	if s, ok := tables[lang][id]; ok {
		return s
	}
	if s, ok := english[id]; ok {
		return s
	}
	return string(id)
}

// F formats id in lang with args.
func F(lang Lang, id ID, args ...any) string {
	return fmt.Sprintf(T(lang, id), args...)
}

// Languages lists the languages the catalogue has, sorted.
func Languages() []Lang {
	var ls []Lang
	for l := range tables {
		ls = append(ls, l)
	}
	sort.Slice(ls, func(i, j int) bool { return ls[i] < ls[j] })
	return ls
}

// IDs lists every ID the English table defines, sorted.
func IDs() []ID {
	var ids []ID
	for id := range english {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	return ids
}

// All returns every string of every language, in a stable order: the text a
// font subset must cover.
func All() []string {
	var out []string
	for _, l := range Languages() {
		for _, id := range IDs() {
			if s, ok := tables[l][id]; ok {
				out = append(out, s)
			}
		}
	}
	return out
}
