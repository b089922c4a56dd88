package homework

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/lessons"
	"renju/msg"
)

// sample is the package comment's homework.
var sample = Homework{
	Title:   "Homework 3",
	Lessons: []LessonPages{{"double-three", []int{1, 2, 3, 5}}, {"three", nil}},
	Drills:  DrillSet{Types: []string{drills.IsForbidden, drills.Trap}, Level: 2, Count: 10, Seed: 7},
}

const sampleLink = "1.tSG9tZXdvcmsgMw.ldouble-three_1~3_5.lthree.dit_2_10_7"

func TestEncodeSample(t *testing.T) {
	require.NoError(t, sample.Validate())
	assert.Equal(t, sampleLink, Encode(sample))
	assert.Equal(t, "#hw="+sampleLink, FormatHash(sample))
	assert.Equal(t, "496S2W", sample.ID(), "the ID is stable: a change breaks every link sent")
	for _, s := range []string{sampleLink, "#hw=" + sampleLink, "#lesson=x&hw=" + sampleLink, "https://example.org/renju/#hw=" + sampleLink, "  " + sampleLink + "\n"} {
		h, err := Decode(s)
		require.NoError(t, err, s)
		assert.Equal(t, sample, h, s)
	}
}

// The link uses only characters that need no escaping in a URL.
func TestLinkCharacters(t *testing.T) {
	h := sample
	h.Title = "第三次作业：三三禁手 & <overlines> ~ 100%"
	s := Encode(h)
	for _, r := range s {
		assert.True(t, linkRune(r) || r == '.', "%q in %s", r, s)
	}
	back, err := Decode(s)
	require.NoError(t, err)
	assert.Equal(t, h, back)
}

// randomHomework makes a valid homework in canonical form.
func randomHomework(rng *rand.Rand) Homework {
	var h Homework
	if rng.IntN(4) > 0 {
		var title []rune
		pool := []rune("abcXYZ 019-_.~&?#%三禁手作业 é😀")
		for range 1 + rng.IntN(MaxTitle) {
			title = append(title, pool[rng.IntN(len(pool))])
		}
		h.Title = string(title)
	}
	all := lessons.All()
	for _, i := range rng.Perm(len(all))[:rng.IntN(5)] {
		lp := LessonPages{Lesson: all[i].ID}
		if rng.IntN(3) > 0 {
			for p := 1; p <= MaxPage; p++ {
				if rng.IntN(4) == 0 || (p < 12 && rng.IntN(2) == 0) {
					lp.Pages = append(lp.Pages, p)
				}
			}
		}
		h.Lessons = append(h.Lessons, lp)
	}
	if len(h.Lessons) == 0 || rng.IntN(2) == 0 {
		d := DrillSet{Level: 1 + rng.IntN(drills.MaxLevel), Count: 1 + rng.IntN(MaxDrills), Seed: rng.Uint64()}
		for _, typ := range drills.Types {
			if rng.IntN(2) == 0 {
				d.Types = append(d.Types, typ)
			}
		}
		if len(d.Types) == 0 {
			d.Types = []string{drills.Types[rng.IntN(len(drills.Types))]}
		}
		if rng.IntN(5) == 0 {
			d.Seed = uint64(rng.IntN(3)) // small seeds, 0 among them
		}
		h.Drills = d
	}
	return h
}

func TestLinkRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	ids := map[string]string{}
	for range 3000 {
		h := randomHomework(rng)
		require.NoError(t, h.Validate(), "%+v", h)
		s := Encode(h)
		back, err := Decode(s)
		require.NoError(t, err, s)
		require.Equal(t, h, back, s)
		require.Equal(t, s, Encode(back))
		id := h.ID()
		require.Len(t, id, 6)
		_, ok := parseID(id)
		require.True(t, ok, id)
		if prev, dup := ids[id]; dup && prev != s {
			t.Fatalf("%s and %s share the ID %s", prev, s, id)
		}
		ids[id] = s
	}
}

// Decode accepts pages and types in any form that means the same, and the
// homework read has the same canonical link and ID.
func TestDecodeNonCanonical(t *testing.T) {
	for in, want := range map[string]string{
		"1.dti_2_10_7.tSG9tZXdvcmsgMw.ldouble-three_1_2_3_5.lthree": sampleLink,
		"1.ldouble-three_1~2_3_5.lthree.tSG9tZXdvcmsgMw.dit_2_10_7": sampleLink,
		"1.lthree_1~2":       "1.lthree_1_2",
		"1.lthree_4_5_6_8":   "1.lthree_4~6_8",
		"1.dtlfai_3_50_0":    "1.dialft_3_50_0",
		"1.lthree.lfours_9":  "1.lthree.lfours_9",
		"1.lfours_9.lthree":  "1.lfours_9.lthree",
		"1.lthree_1_3_5_7_9": "1.lthree_1_3_5_7_9",
	} {
		h, err := Decode(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, Encode(h), in)
		w, err := Decode(want)
		require.NoError(t, err)
		assert.Equal(t, w.ID(), h.ID(), in)
	}
}

// Anything that changes the homework changes its ID.
func TestIDChanges(t *testing.T) {
	ids := map[string]bool{sample.ID(): true}
	for _, change := range []func(h *Homework){
		func(h *Homework) { h.Title = "Homework 4" },
		func(h *Homework) { h.Title = "" },
		func(h *Homework) { h.Lessons = h.Lessons[:1] },
		func(h *Homework) { h.Lessons = []LessonPages{h.Lessons[1], h.Lessons[0]} },
		func(h *Homework) { h.Lessons = []LessonPages{{"double-three", []int{1, 2, 3}}, h.Lessons[1]} },
		func(h *Homework) { h.Drills.Seed = 8 },
		func(h *Homework) { h.Drills.Count = 11 },
		func(h *Homework) { h.Drills.Level = 3 },
		func(h *Homework) { h.Drills.Types = []string{drills.Trap} },
		func(h *Homework) { h.Drills = DrillSet{} },
	} {
		h := sample
		h.Lessons = append([]LessonPages(nil), sample.Lessons...)
		change(&h)
		id := h.ID()
		assert.False(t, ids[id], "%s: %s", Encode(h), id)
		ids[id] = true
	}
}

// english is err's English text, and checks that it is a msg.Error with a
// Chinese text free of formatting mistakes.
func english(t *testing.T, err error) string {
	t.Helper()
	var me msg.Error
	require.True(t, errors.As(err, &me), "%v is not a msg.Error", err)
	zh := me.Text(msg.Chinese)
	assert.NotContains(t, zh, "%!", "Chinese: %s", zh)
	assert.NotContains(t, err.Error(), "%!")
	assert.NotEqual(t, err.Error(), zh, "a Chinese text")
	return err.Error()
}

// Every bad link is refused with an error that names the part (its number,
// its kind and its start) and the problem.
func TestBadLinks(t *testing.T) {
	long := strings.Repeat("x", 61)
	for link, want := range map[string]string{
		"":                     "the homework link is empty",
		"#hw=":                 "the homework link is empty",
		"x.lthree":             `“x” is not a version number (a homework link starts #hw=1.)`,
		"0.lthree":             `“0” is not a version number`,
		"01.lthree":            `“01” is not a version number`,
		"3.lthree":             "made by a newer version of the tutor (format 3, this one reads 2): reload the page",
		"1":                    "the homework has no lesson pages and no drills",
		"1.tSG9tZXdvcmsgMw":    "the homework has no lesson pages and no drills",
		"1.lthree..dit_2_10_7": "part 2 “”: empty part (two dots in a row?)",
		"1.lthree.x9":          "part 2 “x9”: unknown part “x” (t, l or d)",
		"1.lthree.tSG9t+ZX":    "part 2 (title) “tSG9t+ZX”: “+” cannot be in a homework link",
		"1.lthree.tSG9tZ":      "part 2 (title) “tSG9tZ”: the title is not written in base64url",
		"1.lthree.tSG9tZR":     "part 2 (title) “tSG9tZR”: the title is not written in base64url", // stray bits
		"1.lthree.t":           "part 2 (title) “t”: the title is empty",
		"1.lthree.tAQ":         "part 2 (title) “tAQ”: the title is not plain text",
		"1.lthree.t_w":         "part 2 (title) “t_w”: the title is not plain text", // 0xff
		"1.lthree.t" + title64.EncodeToString([]byte(long)): "part 2 (title) “teHh4eHh4eHh4eHh4eHh4eHh…”: the title has 61 characters, at most 60",
		"1.tYQ.lthree.tYg":                       "part 3 (title) “tYg”: given twice",
		"1.lThree":                               "part 1 (lesson) “lThree”: “Three” is not a lesson ID",
		"1.l":                                    "part 1 (lesson) “l”: “” is not a lesson ID",
		"1.lthree--x":                            "“three--x” is not a lesson ID",
		"1.l-three":                              "“-three” is not a lesson ID",
		"1.lthree_":                              "part 1 (lesson) “lthree_”: page “” is not a number from 1 to 99",
		"1.lthree_0":                             "part 1 (lesson) “lthree_0”: page “0” is not a number from 1 to 99",
		"1.lthree_100":                           "page “100” is not a number from 1 to 99",
		"1.lthree_07":                            "page “07” is not a number from 1 to 99",
		"1.lthree_1~":                            "page “” is not a number from 1 to 99",
		"1.lthree_1~x":                           "page “x” is not a number from 1 to 99",
		"1.lthree_3~3":                           "part 1 (lesson) “lthree_3~3”: the range “3~3” does not go up",
		"1.lthree_5~3":                           "the range “5~3” does not go up",
		"1.lthree_1~3~5":                         "page “3~5” is not a number",
		"1.lthree_3_2":                           "part 1 (lesson) “lthree_3_2”: page 2 comes after page 3",
		"1.lthree_3_3":                           "page 3 comes after page 3",
		"1.lthree_1~4_3":                         "page 3 comes after page 4",
		"1.lthree.lfours.lthree_2":               "part 3 (lesson) “lthree_2”: lesson “three” is given twice",
		"1.d":                                    "part 1 (drills) “d”: want types_level_count_seed",
		"1.di_2_10":                              "want types_level_count_seed",
		"1.di_2_10_7_1":                          "want types_level_count_seed",
		"1.d_2_10_7":                             "part 1 (drills) “d_2_10_7”: no drill types",
		"1.dix_2_10_7":                           "“x” is not a drill type (i is-forbidden, a find-all, l live-or-false, f four-three, t trap)",
		"1.dii_2_10_7":                           "drill type “i” is given twice",
		"1.di_0_10_7":                            "level “0”: want 1 to 3",
		"1.di_4_10_7":                            "level “4”: want 1 to 3",
		"1.di__10_7":                             "level “”: want 1 to 3",
		"1.di_2_0_7":                             "count “0”: want 1 to 50 drills",
		"1.di_2_51_7":                            "count “51”: want 1 to 50 drills",
		"1.di_2_010_7":                           "count “010”: want 1 to 50 drills",
		"1.di_2_10_x":                            "seed “x” is not a number",
		"1.di_2_10_18446744073709551616":         "seed “18446744073709551616” is not a number",
		"1.di_2_10_":                             "seed “” is not a number",
		"1.di_2_10_7.di_2_10_8":                  "part 2 (drills) “di_2_10_8”: given twice",
		"1.lthree.d~":                            "want types_level_count_seed",
		"1.lthree.lé":                            "part 2 (lesson) “lé”: “é” cannot be in a homework link",
		"1." + strings.Repeat("x", 3000):         "the homework link is too long (3002 characters)",
		"1.lthree_1.l" + strings.Repeat("a", 41): "is not a lesson ID",
	} {
		_, err := Decode(link)
		require.Error(t, err, "%q decoded", link)
		assert.Contains(t, english(t, err), want, "%q", link)
	}
	_, err := Decode("1.lthree_0")
	assert.Equal(t, "作业链接第1段（课程）“lthree_0”有误：页码“0”不对：应为1到99的数", err.(msg.Error).Text(msg.Chinese))
}

// The seed takes every uint64.
func TestSeedRange(t *testing.T) {
	h, err := Decode("1.dt_1_1_18446744073709551615")
	require.NoError(t, err)
	assert.Equal(t, ^uint64(0), h.Drills.Seed)
}

func TestManyLessons(t *testing.T) {
	var parts []string
	for i := range MaxLessons + 1 {
		parts = append(parts, "lx"+string(rune('a'+i/26))+string(rune('a'+i%26)))
	}
	h, err := Decode("1." + strings.Join(parts[:MaxLessons], "."))
	require.NoError(t, err)
	assert.Len(t, h.Lessons, MaxLessons)
	_, err = Decode("1." + strings.Join(parts, "."))
	require.Error(t, err)
	assert.Contains(t, english(t, err), "part 41 (lesson) “lxbo”: more than 40 lessons")
}

func TestValidate(t *testing.T) {
	ok := Homework{Drills: DrillSet{Types: []string{drills.Trap}, Level: 1, Count: 1}}
	require.NoError(t, ok.Validate())
	for _, c := range []struct {
		change func(h *Homework)
		want   string
		// lost: Encode leaves out what it has no letter for, and writes
		// a type once, so the link reads as a valid homework.
		lost bool
	}{
		{func(h *Homework) { h.Drills = DrillSet{} }, "no lesson pages and no drills", false},
		{func(h *Homework) { h.Title = strings.Repeat("题", 61) }, "the title has 61 characters, at most 60", false},
		{func(h *Homework) { h.Title = "a\nb" }, "the title is not plain text", false},
		{func(h *Homework) { h.Title = "a\u202eb" }, "the title is not plain text", false},
		{func(h *Homework) { h.Title = "a\xffb" }, "the title is not plain text", false},
		{func(h *Homework) { h.Lessons = []LessonPages{{"Three", nil}} }, "“Three” is not a lesson ID", false},
		{func(h *Homework) { h.Lessons = []LessonPages{{"three", nil}, {"three", []int{1}}} }, "lesson “three” is given twice", false},
		{func(h *Homework) { h.Lessons = []LessonPages{{"three", []int{0}}} }, "page “0” is not a number from 1 to 99", false},
		{func(h *Homework) { h.Lessons = []LessonPages{{"three", []int{100}}} }, "page “100”", false},
		{func(h *Homework) { h.Lessons = []LessonPages{{"three", []int{2, 1}}} }, "page 1 comes after page 2", false},
		{func(h *Homework) { h.Lessons = make([]LessonPages, MaxLessons+1) }, "more than 40 lessons", false},
		{func(h *Homework) { h.Drills.Types = nil }, "no drill types", false},
		{func(h *Homework) { h.Drills.Types = []string{"trap", "chess"} }, "there is no drill “chess” (the drills are is-forbidden, find-all, live-or-false, four-three, trap)", true},
		{func(h *Homework) { h.Drills.Types = []string{"trap", "trap"} }, "drill type “trap” is given twice", true},
		{func(h *Homework) { h.Drills.Level = 0 }, "level “0”: want 1 to 3", false},
		{func(h *Homework) { h.Drills.Level = 4 }, "level “4”", false},
		{func(h *Homework) { h.Drills.Count = 0 }, "count “0”: want 1 to 50 drills", false},
		{func(h *Homework) { h.Drills.Count = 51 }, "count “51”", false},
	} {
		h := ok
		h.Drills.Types = append([]string(nil), ok.Drills.Types...)
		c.change(&h)
		err := h.Validate()
		require.Error(t, err, c.want)
		assert.Contains(t, english(t, err), c.want)
		if _, err = Decode(Encode(h)); c.lost {
			assert.NoError(t, err, Encode(h))
		} else {
			assert.Error(t, err, "Decode refuses what Validate refuses: %s", Encode(h))
		}
	}
}

func TestCheckAgainstCurriculum(t *testing.T) {
	ls := lessons.All()
	require.NotEmpty(t, ls)
	three, ok := lessons.ByID("three")
	require.True(t, ok)
	n := len(three.Pages)
	good := Homework{Lessons: []LessonPages{{"three", []int{1, n}}, {"double-three", nil}}}
	assert.NoError(t, good.Check(ls))

	bad := Homework{Lessons: []LessonPages{{"three", nil}, {"no-such-lesson", nil}}}
	err := bad.Check(ls)
	require.Error(t, err)
	assert.Equal(t, `there is no lesson "no-such-lesson"`, english(t, err))

	bad = Homework{Lessons: []LessonPages{{"three", []int{1, n + 1}}}}
	err = bad.Check(ls)
	require.Error(t, err)
	assert.Contains(t, english(t, err), `lesson "three" has`)

	_, err = Open("#hw=1.lthree_" + strings.Repeat("9", 2))
	require.Error(t, err)
	h, err := Open("#hw=" + sampleLink)
	require.NoError(t, err)
	assert.Equal(t, sample, h)

	assert.Equal(t, []int{1, n}, LessonPages{"three", []int{1, n, n + 1}}.PagesOf(three))
	all := LessonPages{Lesson: "three"}.PagesOf(three)
	assert.Len(t, all, n)
	assert.Equal(t, 1, all[0])
	assert.Equal(t, n, all[n-1])
}

func TestPlan(t *testing.T) {
	d := DrillSet{Types: []string{drills.Trap, drills.IsForbidden, drills.FindAll}, Level: 1, Count: 7}
	assert.Equal(t, []string{"is-forbidden", "find-all", "trap", "is-forbidden", "find-all", "trap", "is-forbidden"}, d.Plan())
	assert.Nil(t, DrillSet{}.Plan())
	// The same seed gives the same generator.
	d.Seed = 42
	a, err := drills.NewGenerator(d.Seed).Next(drills.FindAll, 1)
	require.NoError(t, err)
	b, err := drills.NewGenerator(d.Seed).Next(drills.FindAll, 1)
	require.NoError(t, err)
	assert.Equal(t, a, b)
}

// Every drill type has a letter in the link, each letter once.
func TestTypeCodes(t *testing.T) {
	seen := map[byte]bool{}
	for _, typ := range drills.Types {
		c, ok := codeOf(typ)
		require.True(t, ok, "drill type %s has no letter in the homework link", typ)
		assert.False(t, seen[c], "letter %c twice", c)
		seen[c] = true
		back, ok := typeOf(c)
		assert.True(t, ok)
		assert.Equal(t, typ, back)
	}
	assert.Len(t, typeCodes, len(drills.Types))
}

// A link made before the generator had versions reads as version 1,
// writes itself back the same (so its ID and the result codes made for
// it stand) and still gives its old drills: the first two drills of
// "1.dif_1_2_7", pinned when the generator's versions came.
func TestOldLinkKeepsItsDrills(t *testing.T) {
	h, err := Decode("1.tV2VlayAz.ldouble-three_1~3_5.lthree.dit_2_10_7")
	require.NoError(t, err)
	assert.Equal(t, 1, h.Drills.Version())
	assert.Equal(t, "1.tV2VlayAz.ldouble-three_1~3_5.lthree.dit_2_10_7", Encode(h))
	assert.Equal(t, "54Y0M3", h.ID(), "the ID of a homework made before versions")

	h, err = Decode("1.dif_1_2_7")
	require.NoError(t, err)
	g := drills.NewGenerator(h.Drills.Seed)
	want := []string{
		"B:d9,e7,f6,g7,h6,h8,i5,i9,j6,k5,k6 W:e5,e6,e8,e9,f9,g8,g9,h9,i6,i7,j10",
		"B:c6,f7,g6,g7,h8,i5,i7,i8,i9,j8,k8 W:b6,d6,e6,f6,g8,h6,h9,i6,i11,j7,l8",
	}
	for i, typ := range h.Drills.Plan() {
		d, err := g.Next(typ, h.Drills.Level)
		require.NoError(t, err)
		assert.Equal(t, want[i], d.Position, "drill %d (%s) of a version 1 link", i+1, typ)
	}
}

// A set made with a later generator writes a version 2 link whose drills
// part names the generator; it reads back the same, is another homework
// than the same set of version 1 (another ID), and an app that does not
// have that generator says to reload rather than give other drills.
func TestLinkCarriesTheGeneratorVersion(t *testing.T) {
	require.Equal(t, drills.Version2, GenLatest, "new homework is made with the newest generator")
	d := DrillSet{Types: []string{drills.IsForbidden, drills.Trap}, Level: 2, Count: 10, Seed: 7, Gen: 2}
	h := Homework{Lessons: []LessonPages{{Lesson: "three"}}, Drills: d}
	require.NoError(t, h.Validate())
	link := Encode(h)
	assert.Equal(t, "2.lthree.dit_2_10_7_2", link)
	back, err := Decode(link)
	require.NoError(t, err)
	assert.Equal(t, 2, back.Drills.Version())
	assert.Equal(t, link, Encode(back))
	v1 := h
	v1.Drills.Gen = 0
	assert.Equal(t, "1.lthree.dit_2_10_7", Encode(v1))
	assert.NotEqual(t, h.ID(), v1.ID(), "another generator, another homework")

	for link, want := range map[string]string{
		"2.dit_2_10_7":   "want types_level_count_seed_generator",
		"1.dit_2_10_7_2": "want types_level_count_seed (like",
		"2.dit_2_10_7_1": "generator version “1” is not one this tutor has (1 to 2)",
		"2.dit_2_10_7_3": "generator version “3” is not one this tutor has (1 to 2): reload the page",
		"2.dit_2_10_7_x": "generator version “x”",
	} {
		_, err := Decode(link)
		require.Error(t, err, link)
		assert.Contains(t, english(t, err), want, link)
	}
	h.Drills.Gen = 3
	assert.Error(t, h.Validate(), "a generator this app does not have")

}
