package drills

import (
	"errors"
	"fmt"
	"slices"
)

// Versions of the generator. A drill is named by its spec (Spec: type,
// level, seed, version, and for version 2 the lessons covered) and its
// index: homework links, worksheets and pinned drills made with one
// version must find the same drills for ever, so a generator that makes
// other drills is a new version, and every version stays.
const (
	// Version1 is the generator as first made: its drills are pinned one
	// by one (testdata/pins-v1.txt).
	Version1 = 1
	// Version2 draws level 1 only from what the learner has covered: every
	// idea a drill's answer needs (lessons.Ideas' Needs) is a topic of a
	// covered lesson, on a board of at most MaxStonesLevel1 stones. Its
	// levels 2 and 3 are version 1's drills. It is pinned too
	// (testdata/pins-v2.txt).
	Version2 = 2
	// Latest is the version new drills are made with.
	Latest = Version2
)

// MaxStonesLevel1 bounds the stones of a version-2 level-1 drill's board.
const MaxStonesLevel1 = 20

// AllLessons, as Spec.Covered, stands for every lesson.
const AllLessons = "all"

// Spec names a stream of drills and a drill of it. Version 1 ignores
// Covered.
type Spec struct {
	Type  string `json:"type"`
	Level int    `json:"level"`
	Seed  uint64 `json:"seed"`
	// Version is the generator's: Version1 to Latest, 0 read as Version1
	// (the version of everything made before versions were named).
	Version int `json:"version"`
	// Covered are the lessons the learner has covered, by ID, or
	// []string{AllLessons}. Version 2's level 1 draws only their ideas.
	// Their order does not matter; nor do lessons named twice.
	Covered []string `json:"covered,omitempty"`
}

// ErrNotCovered is wrapped by the errors of a version-2 spec whose type
// needs a lesson the learner has not covered yet (Spec.Check).
var ErrNotCovered = errors.New("not covered yet")

// Check reports what is wrong with s, if anything: an unknown type, a
// level or version out of range, an unknown lesson, or (wrapping
// ErrNotCovered) a version-2 level-1 type whose lessons are not covered.
func (s Spec) Check() error {
	if !slices.Contains(Types, s.Type) {
		return fmt.Errorf("unknown drill type %q (want one of %v)", s.Type, Types)
	}
	if s.Level < 1 || s.Level > MaxLevel {
		return fmt.Errorf("level %d: want 1 to %d", s.Level, MaxLevel)
	}
	if s.Version < 0 || s.Version > Latest {
		return fmt.Errorf("generator version %d: want %d to %d", s.Version, Version1, Latest)
	}
	if s.Version <= Version1 {
		return nil
	}
	cov, err := coverageOf(s.Covered)
	if err != nil {
		return err
	}
	return cov.allows(s.Type, s.Level)
}

// Generator returns the generator of s's version for s.Seed (and
// s.Covered), at its first drill. s.Type and s.Level are Next's.
func (s Spec) Generator() (*Generator, error) {
	if s.Version < 0 || s.Version > Latest {
		return nil, fmt.Errorf("generator version %d: want %d to %d", s.Version, Version1, Latest)
	}
	g := NewGenerator(s.Seed)
	if s.Version <= Version1 {
		return g, nil
	}
	cov, err := coverageOf(s.Covered)
	if err != nil {
		return nil, err
	}
	g.version, g.cover = s.Version, cov
	return g, nil
}

// Drill is drill i (from 0) of s's stream: Generator, Seek(i), Next.
func (s Spec) Drill(i int) (Drill, error) {
	if err := s.Check(); err != nil {
		return Drill{}, err
	}
	g, err := s.Generator()
	if err != nil {
		return Drill{}, err
	}
	g.Seek(i)
	return g.Next(s.Type, s.Level)
}
