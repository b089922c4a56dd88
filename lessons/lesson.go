// Package lessons is the tutor's curriculum as data: lessons on the Renju
// forbidden-move rules, written as plain text files (data/*.lesson) that a
// teacher can read and edit, English and 简体中文 side by side, with board
// diagrams, claims about the positions that the tests verify against the
// judge (package rules), and tasks whose answers the judge gives at run time.
//
// The file format is described in data/README.md. In short:
//
//	lesson   double-three
//	order    90
//	title    The double-three | 三三禁手
//	topics   double-three combined
//	needs    three broken-three
//	summary  Two live threes made by one stone. | 一子同时形成两个活三。
//
//	page
//	en   A double-three is one black stone that makes two live threes.
//	zh   黑棋一子落下，同时形成两个活三，叫做三三禁手。
//	board
//	   A B C D E F G H I J K L M N O
//	15 . . . . . . . . . . . . . . . 15
//	…
//	check  A forbidden double-three
//	walk   A
//
//	page
//	en   Click the forbidden point.
//	zh   请点出禁手点。
//	board B:g8,j8,h9,h10
//	task   click-forbidden
//	hint   Look for the stone that makes two threes. | 找出能同时形成两个活三的点。
//
// The package is plain Go (no Ebitengine): the app, the drills, the
// command line and the tests all use it.
package lessons

import (
	"strings"

	"renju/rules"
)

// Text is one piece of text in English and Simplified Chinese. Paragraphs
// are separated by "\n".
type Text struct {
	EN string `json:"en"`
	ZH string `json:"zh"`
}

// Get returns the text in lang: "zh" (or any "zh-…" code) for Chinese,
// anything else for English. If that translation is missing it falls back
// to the other one, so the app never shows an empty text.
func (t Text) Get(lang string) string {
	zh := strings.HasPrefix(strings.ToLower(lang), "zh")
	if zh && t.ZH != "" || t.EN == "" {
		return t.ZH
	}
	return t.EN
}

// IsZero reports whether the text is empty in both languages.
func (t Text) IsZero() bool { return t.EN == "" && t.ZH == "" }

// Lesson is one lesson: a few pages of explanation and tasks on one topic.
type Lesson struct {
	// ID is the lesson's name, also its file name without ".lesson".
	ID string
	// File is the file the lesson was read from (for messages).
	File string
	// Order sorts the curriculum (lower first).
	Order   int
	Title   Text
	Summary Text
	// Topics are the tags the lesson teaches (see Topics).
	Topics []string
	// Needs are the topics the lesson builds on: each is taught by an
	// earlier lesson (CheckNeeds). With Topics they bound what the
	// lesson's practice may ask (Reach).
	Needs []string
	Pages []Page
}

// Page is one screen of a lesson: text, a position, and optionally claims,
// walks and one task.
type Page struct {
	// Line is where the page starts in the file.
	Line int
	Text Text
	// Board is the position shown: the diagram's stones with the moves (if
	// any) played on top.
	Board rules.Board
	// Marks are letters (and '*', '^', '#') shown on empty points; points in
	// checks and tasks may name them.
	Marks map[rules.Point]rune
	// Moves are numbered stones shown in order (openings), already on Board.
	Moves []rules.Point
	// Checks are the claims the page's text makes about the position, each
	// verified against the judge (see Check).
	Checks []Claim
	// Walks are the points whose judgement the app walks through step by
	// step (the judge's trace).
	Walks []rules.Point
	// WalkFrames are the questions walks declare ("walk A four"), by
	// point; WalkFrame says what every walk of the page answers.
	WalkFrames map[rules.Point]string
	// Task is the exercise on this page, or nil.
	Task *Task
}

// HasPosition reports whether the page shows a board (stones, moves or
// marks).
func (p *Page) HasPosition() bool {
	return len(p.Moves) > 0 || len(p.Marks) > 0 || p.Board != (rules.Board{})
}

// Label is how a lesson names a point: its mark letter if it has one
// ("A"), else its coordinate ("H8").
func (p *Page) Label(pt rules.Point) string {
	if m, ok := p.Marks[pt]; ok {
		return string(m)
	}
	return pt.Upper()
}

// Topics are the topic tags the curriculum must cover, in teaching order.
// A lesson may only use these tags.
var Topics = []string{
	"board",                 // coordinates, 天元 and stars, Black first
	"five",                  // 五连
	"four",                  // 冲四
	"straight-four",         // 活四
	"three",                 // 活三
	"broken-three",          // 跳活三
	"false-three-white",     // a three blocked by White
	"false-three-edge",      // a three blocked by the edge (盘端)
	"false-three-own",       // six with Black's own stones (六腐, 长腐)
	"double-three",          // 三三禁手, 3-3-3, common stone, made at once
	"double-four",           // 四四禁手, 4-4-4
	"four-on-one-line",      // 两头四四 (扁担), 长蛇四四, 争龙四四
	"overline",              // 长连禁手, up to nine
	"five-beats-forbidden",  // 五连与禁手同时形成，禁手失效
	"combined",              // 四三 legal; 四三三, 四四三, 四四三三 forbidden
	"false-three-forbidden", // the straight-four point is itself forbidden
	"five-point-rule",       // a straight-four point that also makes five does not count
	"fake-forbidden",        // 假禁手: shapes that look forbidden but are not, by kind
	"false-four-three",      // 假四三: a four-three whose three is false (still legal, no win)
	"recursion",             // judging several levels deep
	"judging-checklist",     // the seeds' three questions for judging a three
	"black-defence",         // avoiding a foul; 解禁, 以禁破禁
	"white-tactics",         // 追下取胜, 一子双禁, 一杀一禁
	"multi-kill",            // 一子多杀: one White stone, several threats
	"white-trap-play",       // play White and force Black onto a forbidden point
	"review",                // find every forbidden point and every win
	"openings",              // the 26 openings
	"opening-names",         // the 26 names: 星/月, 直指/斜指, name under 8 symmetries
	"opening-rules",         // 三手交换, 五手两打, Yamaguchi, Tarannikov, Taraguchi
}

func knownTopic(t string) bool {
	for _, k := range Topics {
		if k == t {
			return true
		}
	}
	return false
}
