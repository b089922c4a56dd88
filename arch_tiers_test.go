package renju

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tier is a package's floor in the app (game/...). Each may import the
// floors below it, its own floor where the table says so, and plain Go
// outside game/; never a floor above, and never sideways where a rule
// says not.
type tier int

const (
	// vocabulary: the words the screens speak, without pixels or
	// behaviour (view types, input, layout, the page API's types; the
	// messages, board pictures and themes the command line shares are
	// outside game/: msg, boardview, theme). Imports only vocabulary.
	vocabulary tier = iota
	// kit: drawing (game/kit with Ebitengine; the fonts, the art and the
	// diagrams of PDFs and PNGs in plain Go). Imports vocabulary and kit.
	kit
	// service: what the features and the frame use and that knows no
	// screen: storage, progress, the jobs for the worker, links, speech,
	// the makers of practice, worksheets, QR codes. Imports vocabulary,
	// kit, services and parts; no feature.
	service
	// part: a plain-Go model several features build on (a drill session,
	// a walk's player, the skill record, a taught position, an undo
	// history). Imports vocabulary, kit, services and parts; no feature.
	part
	// feature: one screen's model (one room each). Imports anything below;
	// no other feature.
	feature
	// frame: the Ebitengine frame (game) and what must know every
	// feature's record: the save merge (each tab's records joined, key
	// by key, by each feature's own merge; it moves down to the services
	// once features register their records).
	frame
)

var tierNames = map[tier]string{vocabulary: "vocabulary", kit: "kit", service: "service", part: "part", feature: "feature", frame: "frame"}

func (t tier) String() string { return tierNames[t] }

// tierFolders are the tiers' folders under game/: a package's folder is
// its tier, so a reader sees from the path alone what a package is and
// what it may import (game/features/storm: a feature; it imports the
// vocabulary, the kit, services and parts, never another feature).
// game itself is the frame.
var tierFolders = []struct {
	dir  string
	tier tier
}{
	{"game/vocab", vocabulary},
	{"game/kit", kit},
	{"game/services", service},
	{"game/parts", part},
	{"game/features", feature},
	{"game/frame", frame},
}

// tierOf places a package under game/ (rel: its path in the module) by
// its folder; ok is false for one outside every tier's folder.
func tierOf(rel string) (t tier, ok bool) {
	if rel == "game" {
		return frame, true
	}
	for _, f := range tierFolders {
		if under(rel, f.dir) && (rel != f.dir || f.tier == kit) {
			return f.tier, true
		}
	}
	return 0, false
}

// room is a feature's folder (game/features/storm for
// game/features/storm/...): a room may split into packages that import
// each other, never another room.
func room(rel string) string {
	rest := strings.TrimPrefix(rel, "game/features/")
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		rest = rest[:i]
	}
	return "game/features/" + rest
}

// appSide are the packages outside game/ that are the app's: its
// programs and the browser tests (the command line is not one of them),
// and the font subsetter, which links every room (game/frame/catalogue)
// because each room registers its own messages, whose characters the
// subsets must hold.
var appSide = map[string]bool{"cmd/tutor": true, "cmd/worker": true, "e2e": true, "fonts/gencharset": true}

// mayImport reports whether a package of tier from may import one of
// tier to, and why not.
func mayImport(from, to tier) (bool, string) {
	switch from {
	case vocabulary:
		return to == vocabulary, "vocabulary imports only vocabulary"
	case kit:
		return to <= kit, "the kit draws vocabulary: it imports no " + to.String()
	case service, part:
		return to <= part, "a " + from.String() + " knows no screen: it imports no " + to.String()
	case feature:
		return to < feature, "a feature imports no other feature (nor the frame)"
	}
	return true, ""
}

// tierViolations lists the imports under game/ that break the tiers, the
// packages under game/ the table does not place, and what cmd/renju (the
// command line) reaches under game/.
func tierViolations(g graph, tierOf func(rel string) (tier, bool)) []string {
	var out []string
	for pkg := range g.prod {
		rel := strings.TrimPrefix(pkg, module+"/")
		if !under(rel, "game") {
			continue
		}
		from, ok := tierOf(rel)
		if !ok {
			out = append(out, rel+" is in no tier's folder: move it under game/vocab, kit, services, parts, features or frame")
			continue
		}
		for imp := range g.prod[pkg] { // what ships: a test may check with a package above (storage's with the save merge)
			irel := strings.TrimPrefix(imp, module+"/")
			to, ok := tierOf(irel)
			if !ok || imp == pkg || (from == feature && to == feature && room(rel) == room(irel)) {
				continue
			}
			if yes, why := mayImport(from, to); !yes {
				out = append(out, rel+" ("+from.String()+") imports "+strings.TrimPrefix(imp, module+"/")+" ("+to.String()+"): "+why)
			}
		}
	}
	for pkg, imps := range g.prod {
		rel := strings.TrimPrefix(pkg, module+"/")
		if under(pkg, module+"/game") || appSide[rel] || rel == "cmd/renju" { // the command line: below
			continue
		}
		for imp := range imps {
			if under(imp, module+"/game") {
				out = append(out, rel+" (outside game/) imports "+strings.TrimPrefix(imp, module+"/")+": what the app shares with the command line knows nothing of the app")
			}
		}
	}
	cli := module + "/cmd/renju"
	if _, ok := g.all[cli]; ok {
		seen := g.reach(cli)
		for imp := range g.all[cli] { // its tests too
			seen[imp] = true
			for q := range g.reach(imp) {
				seen[q] = true
			}
		}
		for q := range seen {
			if under(q, module+"/game") {
				out = append(out, "cmd/renju reaches "+strings.TrimPrefix(q, module+"/")+": the command line imports nothing of the app")
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestTiers keeps the app's floors: vocabulary, kit, services and parts,
// features, frame (their folders, tierFolders), and the command line off
// the app.
func TestTiers(t *testing.T) {
	root := "."
	g := readGraph(t, root)
	got := tierViolations(g, tierOf)
	assert.Empty(t, got, "the arrows that point the wrong way")
}

// The tier checker finds each kind of wrong arrow.
func TestTiersCheckerCatches(t *testing.T) {
	g := graph{prod: map[string]map[string]bool{}, all: map[string]map[string]bool{}}
	add := func(pkg string, imps ...string) {
		g.prod[pkg], g.all[pkg] = map[string]bool{}, map[string]bool{}
		for _, i := range imps {
			g.prod[pkg][i], g.all[pkg][i] = true, true
		}
	}
	add("renju/game", "renju/game/features/storm", "renju/game/kit")
	add("renju/game/vocab/screenview", "renju/game/kit")
	add("renju/game/kit", "renju/game/vocab/screenview", "renju/game/parts/walkplay")
	add("renju/game/services/jobs", "renju/game/features/storm")
	add("renju/game/parts/walkplay", "renju/game/vocab/screenview")
	add("renju/game/features/storm", "renju/game/services/jobs", "renju/game/parts/walkplay", "renju/game/features/storm/streak")
	add("renju/game/features/storm/streak", "renju/game/vocab/screenview") // a room's own package: allowed
	add("renju/game/features/coach", "renju/game/features/storm", "renju/rules")
	add("renju/game/new")
	add("renju/cmd/renju", "renju/rules", "renju/game/services/jobs")
	add("renju/rules")
	add("renju/sheet", "renju/game/vocab/screenview", "renju/rules")
	add("renju/cmd/tutor", "renju/game")
	want := []string{
		"cmd/renju reaches game/services/jobs: the command line imports nothing of the app",
		"cmd/renju reaches game/kit: the command line imports nothing of the app",
		"cmd/renju reaches game/features/storm: the command line imports nothing of the app",
		"cmd/renju reaches game/features/storm/streak: the command line imports nothing of the app",
		"cmd/renju reaches game/vocab/screenview: the command line imports nothing of the app",
		"cmd/renju reaches game/parts/walkplay: the command line imports nothing of the app",
		"game/features/coach (feature) imports game/features/storm (feature): a feature imports no other feature (nor the frame)",
		"game/services/jobs (service) imports game/features/storm (feature): a service knows no screen: it imports no feature",
		"game/kit (kit) imports game/parts/walkplay (part): the kit draws vocabulary: it imports no part",
		"game/new is in no tier's folder: move it under game/vocab, kit, services, parts, features or frame",
		"game/vocab/screenview (vocabulary) imports game/kit (kit): vocabulary imports only vocabulary",
		"sheet (outside game/) imports game/vocab/screenview: what the app shares with the command line knows nothing of the app",
	}
	sort.Strings(want) // the paths may move: the order is the checker's, sorted
	require.Equal(t, want, tierViolations(g, tierOf))
}
