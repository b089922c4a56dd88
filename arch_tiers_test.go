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

// tiers places every package under game/ (a new one fails the test until
// it is placed here).
var tiers = map[string]tier{
	"game/screenview": vocabulary,
	"game/input":      vocabulary,
	"game/layout":     vocabulary,
	"game/pageapi":    vocabulary,

	"game/kit": kit,

	"game/storage":     service,
	"game/savedjson":   service,
	"game/progress":    service,
	"game/learning":    service,
	"game/backup":      service,
	"game/jobs":        service,
	"game/jobs/serve":  service,
	"game/routes":      service,
	"game/speech":      service,
	"game/platform":    service,
	"game/focus":       service,
	"game/homework":    service,
	"game/lan":         service,
	"game/qr":          service,
	"game/practiceset": service,

	"game/drillplay": part,
	"game/walkplay":  part,
	"game/skill":     part,
	"game/history":   part,

	"game/freeboard":  feature,
	"game/lessonplay": feature,
	"game/classroom":  feature,
	"game/storm":      feature,
	"game/coach":      feature,
	"game/match":      feature,
	"game/gameviewer": feature,
	"game/hwplay":     feature,
	"game/hwteach":    feature,

	"game":                    frame,
	"game/savemerge":          frame,
	"game/savemerge/savetest": frame,
}

// appSide are the packages outside game/ that are the app's: its
// programs and the browser tests (the command line is not one of them).
var appSide = map[string]bool{"cmd/tutor": true, "cmd/worker": true, "e2e": true}

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
func tierViolations(g graph, tiers map[string]tier) []string {
	var out []string
	for pkg := range g.prod {
		rel := strings.TrimPrefix(pkg, module+"/")
		if !under(rel, "game") {
			continue
		}
		from, ok := tiers[rel]
		if !ok {
			out = append(out, rel+" has no tier: place it in arch_tiers_test.go")
			continue
		}
		for imp := range g.prod[pkg] { // what ships: a test may check with a package above (storage's with the save merge)
			to, ok := tiers[strings.TrimPrefix(imp, module+"/")]
			if !ok || imp == pkg {
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

// pending are the arrows that still point the wrong way, each with why. The test fails when
// one is fixed and still listed, so the list only shrinks.
var pending []string

// TestTiers keeps the app's floors: vocabulary, kit, services and parts,
// features, frame (arch_tiers_test.go's table), and the command line off
// the app.
func TestTiers(t *testing.T) {
	root := "."
	g := readGraph(t, root)
	for rel := range tiers {
		_, ok := g.prod[module+"/"+rel]
		assert.True(t, ok, "the table places %s, which is gone: take it out", rel)
	}
	got := tierViolations(g, tiers)
	want := append([]string(nil), pending...)
	sort.Strings(want)
	assert.Equal(t, want, got, "the arrows that point the wrong way (pending: under way elsewhere)")
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
	tt := map[string]tier{
		"game/screenview": vocabulary, "game/kit": kit, "game/jobs": service, "game/walkplay": part,
		"game/storm": feature, "game/coach": feature, "game": frame,
	}
	add("renju/game", "renju/game/storm", "renju/game/kit")
	add("renju/game/screenview", "renju/game/kit")
	add("renju/game/kit", "renju/game/screenview", "renju/game/walkplay")
	add("renju/game/jobs", "renju/game/storm")
	add("renju/game/walkplay", "renju/game/screenview")
	add("renju/game/storm", "renju/game/jobs", "renju/game/walkplay")
	add("renju/game/coach", "renju/game/storm", "renju/rules")
	add("renju/game/new")
	add("renju/cmd/renju", "renju/rules", "renju/game/jobs")
	add("renju/rules")
	add("renju/sheet", "renju/game/screenview", "renju/rules")
	add("renju/cmd/tutor", "renju/game")
	want := []string{
		"cmd/renju reaches game/jobs: the command line imports nothing of the app",
		"cmd/renju reaches game/kit: the command line imports nothing of the app",
		"cmd/renju reaches game/storm: the command line imports nothing of the app",
		"cmd/renju reaches game/screenview: the command line imports nothing of the app",
		"cmd/renju reaches game/walkplay: the command line imports nothing of the app",
		"game/coach (feature) imports game/storm (feature): a feature imports no other feature (nor the frame)",
		"game/jobs (service) imports game/storm (feature): a service knows no screen: it imports no feature",
		"game/kit (kit) imports game/walkplay (part): the kit draws vocabulary: it imports no part",
		"game/new has no tier: place it in arch_tiers_test.go",
		"game/screenview (vocabulary) imports game/kit (kit): vocabulary imports only vocabulary",
		"sheet (outside game/) imports game/screenview: what the app shares with the command line knows nothing of the app",
	}
	sort.Strings(want) // the paths may move: the order is the checker's, sorted
	require.Equal(t, want, tierViolations(g, tt))
}
