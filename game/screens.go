package game

import (
	"renju/game/homework"
	"renju/game/msg"
)

// registry is every screen of the app. The home menu lists the entries
// with a Menu label, in this order (an entry whose Open is nil shows as
// "coming soon"); the URL hash "#<Route>=<arg>" opens an entry's screen.
// See screen.go for how to add one.
var registry = []Entry{
	{Name: screenHome, Open: openHome},
	{Name: screenLessons, Menu: msg.MenuLessons, Desc: msg.MenuLessonsDesc, Route: "lessons", Open: openLessons},
	{Name: screenFree, Menu: msg.MenuFree, Desc: msg.MenuFreeDesc, Route: "pos", Open: openFree},
	{Name: screenDrills, Menu: msg.MenuDrills, Desc: msg.MenuDrillsDesc, Route: "drills", Open: openDrills},
	{Name: screenStorm, Menu: msg.MenuStorm, Desc: msg.MenuStormDesc, Route: "storm", Open: openStorm},
	{Name: screenPlay, Menu: msg.MenuPlay, Desc: msg.MenuPlayDesc, Route: "play", Open: openPlay},
	{Name: screenHomework, Menu: msg.MenuHomework, Desc: msg.MenuHomeworkDesc, Route: homework.HashKey, Open: openHomework},
	{Name: screenViewer, Menu: msg.MenuViewer, Desc: msg.MenuViewerDesc, Route: "games", Open: openViewer},
	{Name: screenClass, Menu: msg.MenuClassroom, Desc: msg.MenuClassroomDesc, Route: "class", Open: openClass},
	{Name: screenLesson, Route: "lesson", Open: openLesson},
	{Name: screenTeach, Route: screenTeach, Open: openTeach},
}
