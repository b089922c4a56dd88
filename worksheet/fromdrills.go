package worksheet

import (
	"fmt"

	"renju/drills"
	"renju/msg"
)

// BuildFrom makes a sheet of the drills ds, in order — drills made from
// games (package fouldrills), say — instead of generating them: each item
// and its answer key are made as Build makes them (the key's answers are
// the judge's again, not the drills').
//
// Of o, BuildFrom uses Lang, BaseURL, Title, Yield, Progress, and Seed as the sheet's
// number in the footer; Type, Types, Level and Count are set from ds: the
// types the sheet holds (in the menu's order), its highest level and the
// number of items (1..MaxCount). The default title names the one type, or
// none when there are several, and the highest level.
func BuildFrom(ds []drills.Drill, o Options) (*Sheet, error) {
	if len(ds) == 0 {
		return nil, fmt.Errorf("no drills for the sheet")
	}
	if len(ds) > MaxCount {
		return nil, fmt.Errorf("%d drills: a sheet holds at most %d", len(ds), MaxCount)
	}
	has := map[string]bool{}
	o.Level = 0
	for i, d := range ds {
		if d.Level < 1 || d.Level > drills.MaxLevel {
			return nil, fmt.Errorf("item %d: level %d: want 1 to %d", i+1, d.Level, drills.MaxLevel)
		}
		has[d.Type] = true
		o.Level = max(o.Level, d.Level)
	}
	o.Types, o.Type = nil, ""
	for _, typ := range drills.Types {
		if has[typ] {
			o.Types = append(o.Types, typ)
			delete(has, typ)
		}
	}
	for typ := range has {
		return nil, fmt.Errorf("unknown drill type %q", typ)
	}
	o.Type = o.Types[0]
	if len(o.Types) == 1 {
		o.Types = nil
	}
	o.Count = len(ds)
	if err := o.Validate(); err != nil {
		return nil, err
	}
	lang := o.Lang
	s := &Sheet{Options: o, Title: o.Title}
	if s.Title == "" {
		s.Title = msg.F(lang, msg.WsTitle, typeNames[o.Type], o.Level)
		if len(o.Types) > 1 {
			s.Title = msg.F(lang, msg.WsTitleMixed, o.Level)
		}
	}
	s.Instruction = msg.T(lang, instructions[o.Type])
	if len(o.Types) > 1 {
		s.Instruction = msg.T(lang, msg.WsInstrMixed)
	}
	for i, d := range ds {
		o.pause()
		if !o.keepOn(i, len(ds)) {
			return nil, ErrCanceled
		}
		it, err := makeItem(i+1, d, o)
		if err != nil {
			return nil, fmt.Errorf("item %d (%s): %v", i+1, d.Position, err)
		}
		s.Items = append(s.Items, it)
	}
	return s, nil
}
