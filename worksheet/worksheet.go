// Package worksheet makes printable A4 worksheets of forbidden-move drills
// as PDF: item pages (a title, a line of instructions, six drills a page,
// each with its number, a board diagram, the question, a space for the
// answer and a QR code that opens the position in the app), then the
// answer key on pages of its own (each answer on a small diagram with the
// forbidden marks, and the one-line summary of the judge's walk). The
// drills come from drills.Generator with the sheet's seed, so a sheet is
// reproducible and `renju drills` with the same seed lists the same
// positions; every answer is the judge's.
//
// Texts come from the message catalogue (msg/worksheet.go) in English
// or Chinese; the fonts are the app's (fonts), embedded in the PDF.
// It is plain Go: no Ebitengine.
package worksheet

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"renju/boardview"
	"renju/drills"
	"renju/msg"
	"renju/position"
	"renju/rules"
	"renju/tutor"
)

// MaxCount is the most items a sheet holds.
const MaxCount = 120

// DefaultBaseURL is where the QR codes point when Options.BaseURL is empty.
const DefaultBaseURL = "http://localhost:8080/"

// Options say what sheet to make.
type Options struct {
	// Type is a drill type (drills.Types); Level 1..drills.MaxLevel.
	Type  string
	Level int
	// Types, when set, are several drill types taken in turn (a
	// homework's drills: with its seed, the sheet holds the same drills
	// as the homework, in the same order); Type is then not used.
	Types []string
	// Count is the number of items, 1..MaxCount.
	Count int
	// Seed seeds the drill generator: the same seed, the same sheet.
	Seed uint64
	// Version is the drill generator's version (0 is 1): the same seed
	// and version, the same sheet (a homework's sheet takes its link's;
	// the footer names a version after the first).
	Version int
	// Lang is the sheet's language (empty: English).
	Lang msg.Lang
	// BaseURL is the app's address; each QR code is BaseURL + "#class=" +
	// a share link (empty: DefaultBaseURL).
	BaseURL string
	// Title replaces the default title (the drill type and level).
	Title string
	// Yield, if set, is called between drills, diagrams and pages, so
	// that a browser can draw while a sheet is made (the app's
	// platform.Yield).
	Yield func()
	// Progress, if set, is told how far a step has come: Build and
	// BuildFrom call it with the items made of the sheet's, PDF with the
	// items whose diagrams are drawn (most of its time: the pages after
	// them take some 5%). It returns false to stop: the step then
	// returns ErrCanceled.
	Progress func(done, total int) bool
}

// ErrCanceled is the error of a step whose Progress said to stop.
var ErrCanceled = errors.New("worksheet: canceled")

// pause calls Yield, if set.
func (o *Options) pause() {
	if o.Yield != nil {
		o.Yield()
	}
}

// keepOn reports done of total to Progress, if set, and whether to go on.
func (o *Options) keepOn(done, total int) bool {
	return o.Progress == nil || o.Progress(done, total)
}

// Item is one drill on the sheet.
type Item struct {
	N     int
	Drill drills.Drill
	Board rules.Board
	// Ask is the point the question is about, marked A on the diagram
	// (is-forbidden, live-or-false); HasAsk is false for the other types.
	Ask    rules.Point
	HasAsk bool
	// Link is the QR code's URL: the position in the Classroom, with the
	// asked point selected so that its walk opens.
	Link string
	// Question is the line under the item's number.
	Question string
	// Answer is the answer key's line; Summaries the walks' summaries
	// (one per point the answer rests on).
	Answer    string
	Summaries []string
	// Key is the answer key's diagram.
	Key boardview.Board
}

// Sheet is a worksheet ready to print.
type Sheet struct {
	Options
	Title string
	// Instruction is the one line under the title.
	Instruction string
	Items       []Item
	// pages counts the last PDF's pages (Pages).
	pages int
}

// Validate checks o and fills in the defaults; its errors name the field.
func (o *Options) Validate() error {
	types := o.Types
	if len(types) == 0 {
		types = []string{o.Type}
	}
	seen := map[string]bool{}
	for _, typ := range types {
		known := false
		for _, t := range drills.Types {
			known = known || t == typ
		}
		if !known {
			return fmt.Errorf("type %q: want one of %s", typ, strings.Join(drills.Types, ", "))
		}
		if seen[typ] {
			return fmt.Errorf("type %q twice", typ)
		}
		seen[typ] = true
	}
	if o.Level < 1 || o.Level > drills.MaxLevel {
		return fmt.Errorf("level %d: want 1 to %d", o.Level, drills.MaxLevel)
	}
	if o.Count < 1 || o.Count > MaxCount {
		return fmt.Errorf("count %d: want 1 to %d", o.Count, MaxCount)
	}
	switch o.Lang {
	case "":
		o.Lang = msg.English
	case msg.English, msg.Chinese:
	default:
		return fmt.Errorf("lang %q: want en or zh", o.Lang)
	}
	if o.BaseURL == "" {
		o.BaseURL = DefaultBaseURL
	}
	u, err := url.Parse(o.BaseURL)
	switch {
	case err != nil:
		return fmt.Errorf("base URL %q: %v", o.BaseURL, err)
	case u.Scheme != "http" && u.Scheme != "https" || u.Host == "":
		return fmt.Errorf("base URL %q: want an http:// or https:// address of the app", o.BaseURL)
	case u.Fragment != "" || strings.Contains(o.BaseURL, "#"):
		return fmt.Errorf("base URL %q: must not have a #fragment (the sheet adds #class=…)", o.BaseURL)
	}
	if len(o.Title) > 200 {
		return fmt.Errorf("title: %d bytes, want at most 200", len(o.Title))
	}
	return nil
}

var typeNames = map[string]msg.ID{
	drills.IsForbidden: msg.DrillTypeIsForbidden,
	drills.FindAll:     msg.DrillTypeFindAll,
	drills.LiveOrFalse: msg.DrillTypeLiveOrFalse,
	drills.FourThree:   msg.DrillTypeFourThree,
	drills.Trap:        msg.DrillTypeTrap,
}

var instructions = map[string]msg.ID{
	drills.IsForbidden: msg.WsInstrIsForbidden,
	drills.FindAll:     msg.WsInstrFindAll,
	drills.LiveOrFalse: msg.WsInstrLiveOrFalse,
	drills.FourThree:   msg.WsInstrFourThree,
	drills.Trap:        msg.WsInstrTrap,
}

var kindNames = map[string]msg.ID{
	"double-three": msg.KindDoubleThree,
	"double-four":  msg.KindDoubleFour,
	"overline":     msg.KindOverline,
}

var dirNames = map[string]msg.ID{
	"horizontal":    msg.DrillDirHorizontal,
	"vertical":      msg.DrillDirVertical,
	"diagonal":      msg.DrillDirDiagonal,
	"anti-diagonal": msg.DrillDirAntiDiag,
}

var statusNames = map[string]msg.ID{
	rules.StatusCounts:    msg.DrillStatCounts,
	rules.StatusForbidden: msg.DrillStatForbidden,
	rules.StatusFive:      msg.DrillStatFive,
	rules.StatusBlocked:   msg.DrillStatBlocked,
	rules.StatusOverline:  msg.DrillStatOverline,
	rules.StatusOccupied:  msg.DrillStatOccupied,
}

// Build generates the sheet's drills and derives every answer from the
// judge.
func Build(o Options) (*Sheet, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	lang := o.Lang
	s := &Sheet{Options: o, Title: o.Title}
	types := o.Types
	if len(types) == 0 {
		types = []string{o.Type}
	}
	if s.Title == "" {
		s.Title = msg.F(lang, msg.WsTitle, typeNames[types[0]], o.Level)
		if len(types) > 1 {
			s.Title = msg.F(lang, msg.WsTitleMixed, o.Level)
		}
	}
	s.Instruction = msg.T(lang, instructions[types[0]])
	if len(types) > 1 {
		s.Instruction = msg.T(lang, msg.WsInstrMixed)
	}
	spec := drills.Spec{Seed: o.Seed, Version: o.Version}
	if spec.Version >= drills.Version2 {
		// A sheet is for a class, not a learner: every lesson covered,
		// as a homework's drills are (homework.DrillSet.Spec).
		spec.Covered = []string{drills.AllLessons}
	}
	g, err := spec.Generator()
	if err != nil {
		return nil, err
	}
	g.Yield = o.Yield
	for i := 0; i < o.Count; i++ {
		o.pause()
		if !o.keepOn(i, o.Count) {
			return nil, ErrCanceled
		}
		d, err := g.Next(types[i%len(types)], o.Level)
		if err != nil {
			return nil, fmt.Errorf("item %d: %v", i+1, err)
		}
		it, err := makeItem(i+1, d, o)
		if err != nil {
			return nil, fmt.Errorf("item %d (%s): %v", i+1, d.Position, err)
		}
		s.Items = append(s.Items, it)
	}
	return s, nil
}

func makeItem(n int, d drills.Drill, o Options) (Item, error) {
	lang := o.Lang
	b, err := rules.ParseStones(d.Position)
	if err != nil {
		return Item{}, err
	}
	it := Item{N: n, Drill: d, Board: b}
	if d.Point != "" {
		if it.Ask, err = rules.ParsePoint(d.Point); err != nil {
			return Item{}, err
		}
		it.HasAsk = true
	}
	ps := position.Position{Board: b, First: rules.Black, Sel: it.Ask, HasSel: it.HasAsk}
	it.Link = o.BaseURL + position.FormatHash(&ps)

	summary := func(b *rules.Board, p rules.Point) error {
		w, err := tutor.Explain(b, p, rules.Black)
		if err != nil {
			return err
		}
		it.Summaries = append(it.Summaries, w.Summary.Get(string(lang)))
		return nil
	}
	// The judge's verdicts, not the drill's, are the answers: the key's
	// marks and lines are all derived here.
	key := boardview.Board{Stones: b, Coords: true}
	kind := func(k string) string { return msg.T(lang, kindNames[k]) }
	sep := msg.T(lang, msg.WsListSep)
	switch d.Type {
	case drills.IsForbidden:
		it.Question = msg.F(lang, msg.WsAskIsForbidden, it.Ask.Upper())
		j, err := rules.Judge(&b, it.Ask, rules.Black)
		if err != nil {
			return Item{}, err
		}
		if j.Verdict == rules.Forbidden {
			it.Answer = msg.F(lang, msg.WsAnsForbidden, it.Ask.Upper(), kind(j.Kind.String()))
			key.Overlay = true
			key.SetFouls([]rules.Foul{{Point: it.Ask, Kind: j.Kind}})
		} else {
			it.Answer = msg.F(lang, msg.WsAnsLegal, it.Ask.Upper())
			key.SetMark(it.Ask, 'A')
		}
		if err := summary(&b, it.Ask); err != nil {
			return Item{}, err
		}
	case drills.FindAll:
		it.Question = msg.T(lang, msg.WsAskFindAll)
		fouls := rules.ForbiddenMap(&b)
		var parts []string
		for _, f := range fouls {
			parts = append(parts, msg.F(lang, msg.WsAnsFoul, f.Point.Upper(), kind(f.Kind.String())))
			if err := summary(&b, f.Point); err != nil {
				return Item{}, err
			}
		}
		it.Answer = msg.F(lang, msg.WsAnsFouls, strings.Join(parts, sep))
		key.Overlay = true
		key.SetFouls(fouls)
	case drills.LiveOrFalse:
		it.Question = msg.F(lang, msg.WsAskLiveOrFalse, it.Ask.Upper(), dirNames[d.Line])
		t, err := rules.Explain(&b, it.Ask, rules.Black)
		if err != nil {
			return Item{}, err
		}
		var line *rules.LineTrace
		for i := range t.Lines {
			if t.Lines[i].Direction == d.Line {
				line = &t.Lines[i]
			}
		}
		if line == nil {
			return Item{}, fmt.Errorf("no %s line at %s", d.Line, it.Ask)
		}
		ans := msg.T(lang, msg.WsAnsFalse)
		if line.Shape == rules.ShapeThree {
			ans = msg.T(lang, msg.WsAnsLive)
		}
		var why []string
		for _, c := range line.Candidates {
			if id, ok := statusNames[c.Status]; ok {
				why = append(why, msg.F(lang, id, strings.ToUpper(c.Point)))
			}
		}
		if len(why) > 0 {
			if lang == msg.Chinese {
				ans += strings.Join(why, "；") + "。"
			} else {
				ans += " " + upperFirst(strings.Join(why, "; ")) + "."
			}
		}
		it.Answer = ans
		key.SetMark(it.Ask, 'A')
		// The key explains the line asked about, not the point's verdict
		// (which may turn on another line).
		w, err := tutor.ExplainLine(&b, it.Ask, d.Line)
		if err != nil {
			return Item{}, err
		}
		it.Summaries = append(it.Summaries, w.Summary.Get(string(lang)))
	case drills.FourThree:
		it.Question = msg.T(lang, msg.WsAskFourThree)
		var pts []string
		for _, p := range drills.EmptyPoints(&b) {
			t, err := rules.Explain(&b, p, rules.Black)
			if err != nil {
				return Item{}, err
			}
			if t.Reason == "four-three" {
				pts = append(pts, p.Upper())
				key.SetMark(p, '*')
				if err := summary(&b, p); err != nil {
					return Item{}, err
				}
			}
		}
		it.Answer = msg.F(lang, msg.WsAnsFourThree, strings.Join(pts, sep))
		key.Overlay = true
		key.SetFouls(rules.ForbiddenMap(&b))
	case drills.Trap:
		it.Question = msg.T(lang, msg.WsAskTrap)
		var lines []string
		key.Overlay = true
		for i, w := range d.Answer.Points {
			wp, err := rules.ParsePoint(w)
			if err != nil {
				return Item{}, err
			}
			cover, err := rules.ParsePoint(d.Answer.Covers[i])
			if err != nil {
				return Item{}, err
			}
			after := b
			after.Set(wp, rules.White)
			j, err := rules.Judge(&after, cover, rules.Black)
			if err != nil {
				return Item{}, err
			}
			if j.Verdict != rules.Forbidden {
				return Item{}, fmt.Errorf("trap %s: the judge finds %s legal", w, d.Answer.Covers[i])
			}
			lines = append(lines, msg.F(lang, msg.WsAnsTrap, wp.Upper(), cover.Upper(), kind(j.Kind.String())))
			if err := summary(&after, cover); err != nil {
				return Item{}, err
			}
			if i == 0 { // the key's diagram shows the first answer played
				key.Stones = after
				key.SetNumber(wp, 1)
				key.SetFouls([]rules.Foul{{Point: cover, Kind: j.Kind}})
			}
		}
		it.Answer = strings.Join(lines, " ")
	default:
		return Item{}, fmt.Errorf("unknown drill type %q", d.Type)
	}
	it.Key = key
	return it, nil
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
