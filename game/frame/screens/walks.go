package screens

import (
	"renju/game/kit"
	"renju/game/parts/walkplay"
	"renju/rules"
	"renju/tutor"
)

// The kit draws walks but may not import their model (arch_test.go: the
// kit imports no model), so the frame hands it walkplay's players.
func init() { kit.Walks = walkOpener{} }

// walkOpener opens walkplay's players for the kit.
type walkOpener struct{}

func (walkOpener) Open(b *rules.Board, pt rules.Point, colour rules.Stone, label string, opts ...tutor.Option) (kit.Player, error) {
	return player(walkplay.Open(b, pt, colour, label, opts...))
}

func (walkOpener) OpenLine(b *rules.Board, pt rules.Point, dir, label string, opts ...tutor.Option) (kit.Player, error) {
	return player(walkplay.OpenLine(b, pt, dir, label, opts...))
}

func (walkOpener) OpenTrace(tr *rules.Trace, label string) (kit.Player, error) {
	return player(walkplay.OpenTrace(tr, label))
}

// player keeps a failed open a nil interface, not a typed nil.
func player(p *walkplay.Player, err error) (kit.Player, error) {
	if err != nil {
		return nil, err
	}
	return p, nil
}
