package screens

import (
	"renju/game/features/coach"
	"renju/game/features/gameviewer"
	"renju/game/features/goal"
	"renju/game/features/hwplay"
	"renju/game/features/hwteach"
	"renju/game/features/match"
	"renju/game/features/mistakes"
	"renju/game/features/settings"
	"renju/game/features/start"
	"renju/game/features/storm"
	"renju/game/parts/drillplay"
	"renju/game/services/homework"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"renju/msg"
)

// Registry is every screen of the app. The home menu lists the Groups;
// a group's hub lists its entries with a Menu label, in this order (an
// entry whose Open is nil shows as "coming soon"); the URL hash
// "#<Route>=<arg>" opens an entry's screen.
// The package doc (doc.go) says how to add one.
var Registry = []Entry{
	{Name: NameHome, Open: openHome},
	{Name: screenLessons, Menu: msg.MenuLessons, Desc: msg.MenuLessonsDesc, Group: GroupLearn, Route: "lessons", Open: openLessons},
	{Name: NameFree, Menu: msg.MenuFree, Desc: msg.MenuFreeDesc, Group: GroupLearn, Route: "pos", Open: openFree},
	{Name: "drills", Menu: msg.MenuDrills, Desc: msg.MenuDrillsDesc, Group: GroupPractise, Route: "drills", Page: drillplay.PageKey, Worker: true,
		Saves: []Kept{{drillplay.StorageKey, msg.WhatDrills, nil}, {coach.StorageKey, msg.WhatCoach, nil}},
		Panel: func(seed uint64) screenview.PanelModel { return coach.NewDrills(Jobs, seed) }},
	{Name: "storm", Menu: msg.MenuStorm, Desc: msg.MenuStormDesc, Group: GroupPractise, Route: "storm", Page: storm.PageKey, Worker: true,
		Saves: []Kept{{storm.StorageKey, msg.WhatStorm, nil}},
		Panel: func(seed uint64) screenview.PanelModel { return storm.New(Jobs, storm.SystemClock{}, seed) }},
	{Name: NameReview, Menu: msg.MenuReview, Desc: msg.MenuReviewDesc, Group: GroupPractise, Route: "review", Page: spaced.PageKey,
		Panel: func(uint64) screenview.PanelModel { return mistakes.New() }},
	{Name: NameGoal, Route: "goal",
		Panel: func(uint64) screenview.PanelModel { return goal.New() }},
	{Name: screenPlay, Menu: msg.MenuPlay, Desc: msg.MenuPlayDesc, Group: GroupPlay, Route: "play", Open: openPlay, Page: match.PageKey, Worker: true,
		Saves: []Kept{{storePlay, msg.WhatPlay, playDamaged}, {match.SetupKey, msg.WhatPlay, nil}}, Seed: func(seed uint64) Screen { return newPlay(seed) }},
	{Name: screenHomework, Menu: msg.MenuHomework, Desc: msg.MenuHomeworkDesc, Group: GroupLearn, Route: homework.HashKey, Open: openHomework, Page: hwplay.PageKey, Worker: true},
	{Name: NameViewer, Menu: msg.MenuViewer, Desc: msg.MenuViewerDesc, Group: GroupGames, Route: "games", Open: openViewer, Page: gameviewer.PageKey, Worker: true},
	{Name: NameClass, Menu: msg.MenuClassroom, Desc: msg.MenuClassroomDesc, Group: GroupTeach, Route: "class", Open: openClass},
	{Name: NameLesson, Route: "lesson", Open: openLesson},
	{Name: NameHub, Route: "hub", Open: openHub},
	{Name: NameStart, Route: "start", Open: openStart, Page: start.PageKey, Saves: []Kept{{start.StorageKey, start.WhatStart, nil}}},
	{Name: screenTeach, Route: screenTeach, Open: openTeach, Page: hwteach.PageKey, Saves: []Kept{{storeTeach, msg.WhatTeach, nil}}},
	// Sound and motion: the frame keeps and saves them (Ctx.Feel).
	{Name: settings.Name, Route: settings.Name, Open: openSettings},
}

func openSettings(c *Ctx, prev Screen, _ string, _ bool) (Screen, error) {
	return panelOf(prev, settings.Name, func() screenview.PanelModel { return settings.New(c.Feel) }), nil
}

// The panel screens registered without glue get their Open and Seed from
// their Panel.
func init() {
	for i, e := range Registry {
		Registry[i] = panelEntry(e)
	}
}

// Screen names of the frame itself: the screen it opens first, and the
// free board (a position given to the page API).
const (
	NameHome = "home"
	NameFree = "free"
	// NameReview is the review of mistakes, which home offers when any
	// are due.
	NameReview = "review"
	// NameGoal is the daily goal's screen.
	NameGoal = "goal"
)

// Find returns the registry entry of a screen.
func Find(name string) (Entry, bool) {
	for _, e := range Registry {
		if e.Name == name {
			return e, true
		}
	}
	return Entry{}, false
}
