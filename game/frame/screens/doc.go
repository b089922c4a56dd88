// Package screens is the app's screens and the contract between them and
// the frame (package game): the Screen interface and its optional ones
// (Stater, Themed, Leaver, Keyed, LinkNoticer), the context a screen works
// with (Ctx), the registry (screens.go, the only tie between a screen
// and the frame), the panel renderer (panelscreen.go), the screens with a
// layout of their own (home, the lesson menu, the lesson page, the free
// board, the Classroom) and the glue of the panel screens that ask the
// browser for something (*glue.go).
//
// The app shows one Screen at a time. The frame (package game) owns the
// current screen, switching between screens, the URL hash router, the
// language, the global keys (L switches the language), the toast, frame
// skipping, the saves and the page API; it loops over Registry, and
// reaches into the free board, the Classroom and the game viewer for the
// page API only through the accessors of access.go (its tests look inside
// the screens through probe.go). A frame runs a screen in three steps:
//
//	Update(c, in)  the frame's input → calls on the screen's model
//	Layout(c)      places the screen's parts, returns its buttons
//	Draw(c, dst)   paints what Layout placed; it changes no state
//	               (the kit's image caches aside)
//
// Layout runs once a frame, after Update, and right after the screen is
// opened, so a screen opened by a tap has its buttons in the same frame.
//
// # Adding a panel screen
//
// A panel screen is the board beside text and rows of buttons: Drills,
// Foul Storm, Play, the homework, the teacher's desk and the game viewer.
// Adding one touches four places:
//
//  1. Its model, in a package of its own under game/features (one room),
//     plain Go and tested on the host, satisfying screenview.PanelModel:
//     its screenview.Panel in the learner's language (title, text blocks
//     with a style, rows of screenview.Buttons, a boardview.Board),
//     presses, keys, taps, Poll, what it saves, the walk it asks for, its
//     URL hash, and its object in state() (Stater, a type of its package
//     under its PageKey). It reads its saves as a screenview.Loader (or
//     Adopter) and its link's argument as a screenview.Router.
//     game/features/storm is the template.
//  2. Its messages, in a table of their own in both languages (msg).
//  3. One line in Registry (screens.go): its name, its home-menu label and
//     description, its hash route and its Cap (the longest argument it
//     reads; routetest lists it for the route fuzz test), its page-state
//     key, the storage keys
//     it keeps with their joins (Kept.Join: the room's SaveJoin, or
//     storage.LastWrite), and Panel, which makes its model from a seed.
//     panelEntry makes the rest: the home menu shows it, "#<route>=<arg>"
//     opens it with the argument given to the model, its saves are read
//     into the model once and joined across tabs (game/frame/savemerge,
//     with the joins the frame gathers from the registry), another tab's
//     saves reach it (screenview.Adopter),
//     state().screen names it, renju.seed<Name> seeds it. Foul Storm and
//     Drills are registered so, with nothing else in this package.
//  4. An e2e test (e2e/<screen>_test.go) that opens it by its link and
//     plays it through the page API.
//
// A model that asks the browser for something (a prompt, a file, a copy,
// a download) also needs glue: instead of Panel, its entry's Open makes a
// panelScreen over the model with poll and perform functions, reads its
// saves once (loadOnce) and applies the hash argument (hwglue.go,
// viewerglue.go, playglue.go, teachglue.go).
//
// A screen with its own layout (home, the lesson page, the free board,
// the Classroom) implements Screen in a file of this package, drawing
// with the kit (c.Kit), its flow in a model of its own (lessonplay,
// freeboard, classroom).
//
// Concurrency: Update, Layout and Draw run on the game loop with the
// frame's lock held; the page API takes it too. Screens need no locks of
// their own.
package screens
