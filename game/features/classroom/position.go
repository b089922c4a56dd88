package classroom

import "renju/position"

// The classroom's board is a position.Position; the names below are
// position's, under the names the classroom's code and tests use.
type (
	Position  = position.Position
	Mark      = position.Mark
	PointMark = position.PointMark
)

const (
	NoMark      = position.NoMark
	Triangle    = position.Triangle
	Square      = position.Square
	Circle      = position.Circle
	LinkVersion = position.LinkVersion
	HashKey     = position.HashKey
	MaxLink     = position.MaxLink
	cells       = position.Cells
)

var (
	Encode     = position.Encode
	FormatHash = position.FormatHash
	ParseHash  = position.ParseHash
	Decode     = position.Decode
	idx        = position.Index
)
