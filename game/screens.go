package game

import (
	"renju/game/features/gameviewer"
	"renju/game/features/hwplay"
	"renju/game/features/hwteach"
	"renju/game/features/match"
	"renju/game/features/storm"
	"renju/game/parts/drillplay"
	"renju/game/services/homework"
	"renju/msg"
)

// registry is every screen of the app. The home menu lists the entries
// with a Menu label, in this order (an entry whose Open is nil shows as
// "coming soon"); the URL hash "#<Route>=<arg>" opens an entry's screen.
// See screen.go for how to add one.
var registry = []Entry{
	{Name: screenHome, Open: openHome},
	{Name: screenLessons, Menu: msg.MenuLessons, Desc: msg.MenuLessonsDesc, Route: "lessons", Open: openLessons},
	{Name: screenFree, Menu: msg.MenuFree, Desc: msg.MenuFreeDesc, Route: "pos", Open: openFree},
	{Name: screenDrills, Menu: msg.MenuDrills, Desc: msg.MenuDrillsDesc, Route: "drills", Open: openDrills, Page: drillplay.PageKey,
		Saves: []Kept{{storeDrills, msg.WhatDrills, nil}, {storeCoach, msg.WhatCoach, nil}}, Seed: seedDrills},
	{Name: screenStorm, Menu: msg.MenuStorm, Desc: msg.MenuStormDesc, Route: "storm", Open: openStorm, Page: storm.PageKey,
		Saves: []Kept{{storeStorm, msg.WhatStorm, nil}}, Seed: seedStorm},
	{Name: screenPlay, Menu: msg.MenuPlay, Desc: msg.MenuPlayDesc, Route: "play", Open: openPlay, Page: match.PageKey,
		Saves: []Kept{{storePlay, msg.WhatPlay, playDamaged}}, Seed: func(seed uint64) Screen { return newPlay(seed) }},
	{Name: screenHomework, Menu: msg.MenuHomework, Desc: msg.MenuHomeworkDesc, Route: homework.HashKey, Open: openHomework, Page: hwplay.PageKey},
	{Name: screenViewer, Menu: msg.MenuViewer, Desc: msg.MenuViewerDesc, Route: "games", Open: openViewer, Page: gameviewer.PageKey},
	{Name: screenClass, Menu: msg.MenuClassroom, Desc: msg.MenuClassroomDesc, Route: "class", Open: openClass},
	{Name: screenLesson, Route: "lesson", Open: openLesson},
	{Name: screenTeach, Route: screenTeach, Open: openTeach, Page: hwteach.PageKey, Saves: []Kept{{storeTeach, msg.WhatTeach, nil}}},
}
