package drillplay

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// coachWord is what the fake coach says after an answer.
var coachWord = msg.Say(msg.CoachNoticeReset, "a test")

// fakeCoach counts what it hears and has one thing to say.
type fakeCoach struct {
	heard, right int
	say          msg.Notice
	saved        bool
}

func (c *fakeCoach) Heard(d *drills.Drill, right bool) {
	c.heard++
	if right {
		c.right++
	}
	c.say, c.saved = coachWord, true
}
func (c *fakeCoach) TakeNotice() (msg.Notice, bool) {
	n := c.say
	c.say = msg.Notice{}
	return n, n.ID != ""
}
func (c *fakeCoach) MenuLines(msg.Lang, string) []string  { return []string{"coach menu"} }
func (c *fakeCoach) BadgeLines(msg.Lang, string) []string { return []string{"coach badges"} }
func (c *fakeCoach) Load([]byte) error                    { return nil }
func (c *fakeCoach) TakeSave() ([]byte, bool) {
	s := c.saved
	c.saved = false
	return []byte("{}"), s
}

func TestDrillsTellTheCoachOnce(t *testing.T) {
	m := start(t, drills.Trap, 1, 7)
	c := &fakeCoach{}
	d := NewDrills(m, c, "coach")
	d.Press("nav.home") // another screen's button: nothing
	assert.Equal(t, Asking, d.Model.Phase())
	d.Tap(rules.MustPoint(m.Drill().Answer.Points[0]))
	require.Equal(t, Feedback, d.Model.Phase())
	d.Key(input.Press{Key: input.KeyW}) // no new answer
	assert.Equal(t, 1, c.heard, "one answer, heard once")
	assert.Equal(t, 1, c.right)
	p := d.Panel(msg.English)
	assert.Contains(t, p.Said(), p.Blocks[1].S, "the notice is said")
	assert.Contains(t, p.Blocks[1].S, coachWord.Text(msg.English), "the coach's word is in the notice")
	keys := map[string]bool{}
	for _, s := range d.TakeSaves() {
		keys[s.Key] = true
	}
	assert.True(t, keys["coach"], "the coach's record saved under its key")
	d.Press(NextDrill.ID())
	assert.NotContains(t, d.Panel(msg.English).Blocks[1].S, coachWord.Text(msg.English), "dropped once the learner moved on")
}

func TestDrillsMenuHasTheCoachsLines(t *testing.T) {
	m := New(testJobs(), Options{Seed: 1})
	t.Cleanup(m.Leave)
	d := NewDrills(m, &fakeCoach{}, "coach")
	p := d.Panel(msg.English)
	assert.Contains(t, p.Said(), "coach menu")
	assert.Equal(t, "#drills="+m.Type()+".1", d.Hash())
}

// "#drills=<type>[.<level>]": the menu at the type and level named, from
// a round under way too; a type or level it does not know is an error
// quoting it, and the choice stays.
func TestDrillsRoute(t *testing.T) {
	m := start(t, drills.FindAll, 1, 7)
	d := NewDrills(m, &fakeCoach{}, "coach")
	var r screenview.Router = d
	require.NoError(t, r.Route("trap.2"))
	assert.Equal(t, Menu, m.Phase(), "the round gives way to the menu")
	assert.Equal(t, drills.Trap, m.Type())
	assert.Equal(t, 2, m.Level())
	require.NoError(t, r.Route(drills.FourThree))
	assert.Equal(t, drills.FourThree, m.Type())
	assert.Equal(t, 2, m.Level(), "no level named: the level stays")
	for _, bad := range []string{"juggle", "trap.9", "trap.x"} {
		err := r.Route(bad)
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), strings.TrimPrefix(bad, "trap."), bad)
		assert.Equal(t, drills.FourThree, m.Type(), bad)
		assert.Equal(t, 2, m.Level(), bad)
	}
}

// Play it out, in a drill's feedback, asks the frame once for the Play
// screen from the drill's position (a trap: White to move); before the
// answer it offers nothing.
func TestDrillsPlayItOut(t *testing.T) {
	m := start(t, drills.Trap, 1, 7)
	d := NewDrills(m, &fakeCoach{}, "coach")
	d.Press(screenview.BtnPlayOut)
	_, _, ok := d.TakeRoute()
	assert.False(t, ok, "no game while the drill asks")
	b := m.board
	d.Tap(rules.MustPoint(m.Drill().Answer.Points[0]))
	require.Equal(t, Feedback, d.Model.Phase())
	found := false
	for _, row := range d.Panel(msg.Chinese).Rows {
		for _, bt := range row {
			found = found || bt.ID == screenview.BtnPlayOut && bt.Label == "从这里下棋"
		}
	}
	assert.True(t, found, "the feedback offers Play it out")
	d.Key(input.Press{Key: input.KeyP})
	key, arg, ok := d.TakeRoute()
	require.True(t, ok)
	assert.Equal(t, "play", key)
	assert.Equal(t, pageapi.PlayFrom(&b, rules.White), arg, "a trap is White's")
	_, _, ok = d.TakeRoute()
	assert.False(t, ok, "once")
}
