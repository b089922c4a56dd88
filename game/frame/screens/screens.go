package screens

import (
	"renju/game/features/coach"
	"renju/game/features/freeboard"
	"renju/game/features/gameviewer"
	"renju/game/features/goal"
	"renju/game/features/hwplay"
	"renju/game/features/hwteach"
	"renju/game/features/match"
	"renju/game/features/mistakes"
	"renju/game/features/rulespage"
	"renju/game/features/settings"
	"renju/game/features/start"
	"renju/game/features/storm"
	"renju/game/parts/drillplay"
	"renju/game/services/homework"
	"renju/game/services/routes"
	"renju/game/services/spaced"
	"renju/game/services/storage"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/position"
)

// Registry is every screen of the app. The home menu lists the Groups;
// a group's hub lists its entries with a Menu label, in this order (an
// entry whose Open is nil shows as "coming soon"); the URL hash
// "#<Route>=<arg>" opens an entry's screen.
// The package doc (doc.go) says how to add one.
var Registry = []Entry{
	{Name: NameHome, Open: openHome},
	{Name: screenLessons, Menu: msg.MenuLessons, Desc: msg.MenuLessonsDesc, Group: GroupLearn, Route: "lessons", Cap: routes.Short, Open: openLessons},
	{Name: NameFree, Menu: msg.MenuFree, Desc: msg.MenuFreeDesc, Group: GroupLearn, Route: "pos", Cap: freeboard.MaxLink, Open: openFree},
	{Name: "drills", Menu: msg.MenuDrills, Desc: msg.MenuDrillsDesc, Group: GroupPractise, Route: "drills", Cap: routes.Short, Page: drillplay.PageKey, Worker: true,
		Saves: []Kept{{Key: drillplay.StorageKey, What: msg.WhatDrills, Join: drillplay.SaveJoin}, {Key: coach.StorageKey, What: msg.WhatCoach, Join: coach.SaveJoin}},
		Panel: func(seed uint64) screenview.PanelModel { return coach.NewDrills(Jobs, seed) }},
	{Name: "storm", Menu: msg.MenuStorm, Desc: msg.MenuStormDesc, Group: GroupPractise, Route: "storm", Cap: routes.Short, Page: storm.PageKey, Worker: true,
		Saves: []Kept{{Key: storm.StorageKey, What: msg.WhatStorm, Join: storm.SaveJoin}},
		Panel: func(seed uint64) screenview.PanelModel { return storm.New(Jobs, storm.SystemClock{}, seed) }},
	{Name: NameReview, Menu: msg.MenuReview, Desc: msg.MenuReviewDesc, Group: GroupPractise, Route: "review", Cap: routes.Short, Page: spaced.PageKey,
		Panel: func(uint64) screenview.PanelModel { return mistakes.New(askReview) }},
	{Name: NameGoal, Route: "goal", Cap: routes.Short,
		Panel: func(uint64) screenview.PanelModel { return goal.New() }},
	{Name: screenPlay, Menu: msg.MenuPlay, Desc: msg.MenuPlayDesc, Group: GroupPlay, Route: "play", Cap: match.MaxLink, Open: openPlay, Page: match.PageKey, Worker: true,
		Saves: []Kept{{Key: storePlay, What: msg.WhatPlay, Join: match.SaveJoin, Damaged: playDamaged}, {Key: match.SetupKey, What: msg.WhatPlay, Join: storage.LastWrite}}, Seed: func(seed uint64) Screen { return newPlay(seed) }},
	{Name: screenHomework, Menu: msg.MenuHomework, Desc: msg.MenuHomeworkDesc, Group: GroupLearn, Route: homework.HashKey, Cap: homework.MaxLink, Open: openHomework, Page: hwplay.PageKey, Worker: true},
	{Name: NameViewer, Menu: msg.MenuViewer, Desc: msg.MenuViewerDesc, Group: GroupGames, Route: "games", Cap: routes.Short, Open: openViewer, Page: gameviewer.PageKey, Worker: true},
	{Name: NameClass, Menu: msg.MenuClassroom, Desc: msg.MenuClassroomDesc, Group: GroupTeach, Route: "class", Cap: position.MaxLink, Open: openClass},
	{Name: NameLesson, Route: "lesson", Cap: routes.Short, Open: openLesson},
	{Name: rulespage.Name, Menu: msg.RulesButton, Desc: rulespage.MenuDesc, Group: GroupLearn, Route: rulespage.Name, Cap: routes.Short, Open: openRules},
	{Name: NameHub, Route: "hub", Cap: routes.Short, Open: openHub},
	{Name: NameStart, Route: "start", Cap: routes.Short, Open: openStart, Page: start.PageKey, Saves: []Kept{{Key: start.StorageKey, What: start.WhatStart, Join: start.SaveJoin}}},
	{Name: screenTeach, Route: screenTeach, Cap: routes.Short, Open: openTeach, Page: hwteach.PageKey, Saves: []Kept{{Key: storeTeach, What: msg.WhatTeach, Join: storage.LastWrite}}},
	// Sound and motion: the frame keeps and saves them (Ctx.Feel).
	{Name: settings.Name, Route: settings.Name, Cap: routes.Short, Open: openSettings},
}

func openSettings(c *Ctx, prev Screen, _ string, _ bool) (Screen, error) {
	return panelOf(prev, settings.Name, func() screenview.PanelModel { return settings.New(c.Feel) }), nil
}

// The panel screens registered without glue get their Open and Seed from
// their Panel; the router's table is the entries' routes and caps.
func init() {
	for i, e := range Registry {
		Registry[i] = panelEntry(e)
		if e.Route != "" {
			Routes = append(Routes, routes.Route{Key: e.Route, Max: e.Cap})
		}
	}
}

// Routes are the routes of the registry's entries, with their caps: the
// table the hash router checks a link against before a screen reads it.
var Routes routes.Table

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
