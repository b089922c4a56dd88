package storm

import (
	"slices"

	"renju/game/parts/skill"
)

// A storm files its questions in game/parts/skill's cells and keeps its ratings,
// tallies and badges (which the coach keeps too); the names below are
// skill's, under the names the storm's code and tests use.
type (
	Cell      = skill.Cell
	Rating    = skill.Rating
	Ratings   = skill.Ratings
	Badge     = skill.Badge
	BadgeRule = skill.BadgeRule
	Tally     = skill.Tally
)

const (
	KindNone      = skill.KindNone
	Bands         = skill.Bands
	MaxCount      = skill.MaxCount
	InitialRating = skill.InitialRating
	MinRating     = skill.MinRating
	MaxRating     = skill.MaxRating
	RatingK       = skill.RatingK
	WeakShare     = skill.WeakShare
	NoBadge       = skill.NoBadge
	Bronze        = skill.Bronze
	Silver        = skill.Silver
	Gold          = skill.Gold
)

var (
	Kinds          = skill.Kinds
	Types          = skill.Types
	BadgeRules     = skill.BadgeRules
	BandOf         = skill.BandOf
	ParseCell      = skill.ParseCell
	AllCells       = skill.AllCells
	ItemDifficulty = skill.ItemDifficulty
	Expected       = skill.Expected
	WeakCount      = skill.WeakCount
	Earned         = skill.Earned
	MergeTallies   = skill.MergeTallies
	MergeBadges    = skill.MergeBadges
	MergeRatings   = skill.MergeRatings
	AddSince       = skill.AddSince
	RebaseTallies  = skill.RebaseTallies
)

func contains(ss []string, s string) bool { return slices.Contains(ss, s) }
