package routes

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/classroom"
	"renju/game/features/match"
	"renju/game/features/storm"
	"renju/game/frame/routetest"
	"renju/game/services/homework"
	"renju/game/vocab/pageapi"
	"renju/lessons"
	"renju/msg"
	"renju/position"
	"renju/rules"
)

// All is the registry's routes and caps (routetest.Caps, which a wasm
// test of package game checks against the registry).
var All = func() Table {
	var t Table
	for _, c := range routetest.Caps {
		t = append(t, Route{Key: c.Key, Max: c.Max})
	}
	return t
}()

// Parse, Check and Find are the router's, over All.
func Parse(hash string) (string, string, error, bool) { return All.Parse(hash) }
func Check(key, value string) error                   { return All.Check(key, value) }
func Find(key string) (Route, bool)                   { return All.Find(key) }

// maxNotice bounds a link's notice in either language, in characters:
// two lines of the toast. Every notice quotes at most 24 characters of a
// token (msg.Excerpt, msg.ExcerptQuotes); a position's notice, which
// quotes two, is some 150. It was some 700 when the position's parser's
// quotes were shown as written (32 characters as Go escapes, \U000e0001
// ten characters each), and before the caps a 20,000-character lesson
// name was quoted whole: the toast grew 13,102 pixels tall, past what
// Ebitengine can draw.
const maxNotice = 200

// read opens arg as the screen of route key does with what is plain Go,
// and returns the notices it would show: the toast (routes.Notice) and the
// screen's own panel notice where it has one.
func read(key, arg string) []msg.Notice {
	var err error
	var panel msg.Notice
	switch key {
	case "lesson":
		_, _, err = Lesson(arg, lessonPages(), true)
	case "pos":
		if _, err = rules.ParsePosition(arg); err != nil {
			panel = msg.Say(msg.NoticeBadPosition, msg.ExcerptQuotes(err.Error()))
		}
	case "drills":
		_, _, err = Drill(arg)
	case "storm":
		_, _, err = storm.ParseRoute(arg)
	case "play":
		// As the Play screen opens it: a game link, or a position to play
		// on from (pageapi.PlayFrom).
		err = match.New(1).Open(arg)
	case homework.HashKey:
		if _, err = homework.Open(arg); err != nil {
			panel = msg.Say(msg.HwpLinkBad, err)
		}
	case position.HashKey:
		m := classroom.New() // the Classroom's own notice, as its panel says it
		if err = m.LoadLink(arg); err != nil {
			panel = m.Notice()
		}
	}
	if err == nil {
		return nil
	}
	return []msg.Notice{Notice(err), panel}
}

// lessonPages is the curriculum's page counts (read once: parsing every
// lesson takes a while).
var lessonPages = sync.OnceValue(func() func(string) (int, bool) {
	pages := map[string]int{}
	for _, l := range lessons.All() {
		pages[l.ID] = len(l.Pages)
	}
	return func(id string) (int, bool) {
		n, ok := pages[id]
		return n, ok
	}
})

// open is what the router does with hash: Check's notice for a value too
// long, else the screen's notices.
func open(hash string) []msg.Notice {
	key, arg, err, ok := Parse(hash)
	if !ok {
		return nil
	}
	if err != nil {
		return []msg.Notice{Notice(err)}
	}
	return read(key, arg)
}

// checkNotices fails unless every notice is short, valid text in both
// languages, with no control character (a NUL, a line break) or bidi mark
// from the link in it.
func checkNotices(t *testing.T, hash string, ns []msg.Notice) {
	t.Helper()
	for _, n := range ns {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			s := n.Text(lang)
			if c := utf8.RuneCountInString(s); c > maxNotice {
				t.Fatalf("%.80q: the %s notice is %d characters: %.200q", hash, lang, c, s)
			}
			if !utf8.ValidString(s) {
				t.Fatalf("%.80q: the %s notice is not UTF-8: %.200q", hash, lang, s)
			}
			for _, r := range s {
				if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
					t.Fatalf("%.80q: the %s notice holds %U: %.200q", hash, lang, r, s)
				}
			}
		}
	}
}

// hashes are the links a value s makes for route key: as given (its
// percent-escapes read), encoded as the app encodes, and after another
// parameter.
func hashes(key, s string) []string {
	return []string{"#" + key + "=" + s, "#" + key + "=" + pageapi.EncodeURIComponent(s), "#x=1&" + key + "=" + s}
}

// strange are the values every route is fed.
var strange = []string{
	"", "a", "\x00", "\x00\x00/1", "\u202egnol\u202c", "\u200f\u200e", "e\u0301\u0301\u0301\u0301",
	"😀👍🏽🇨🇳", "%00%0A%E2%80%AE", "%zz%", "%", "+ +", "\xff\xfe", "three/0", "three/99999999999999999999",
	"double-three/1\n", strings.Repeat("x", 20000), strings.Repeat("字", 20000),
	strings.Repeat("%E5%AD%97", 3000), strings.Repeat("\u0301", 5000), strings.Repeat("😀", 6000),
	strings.Repeat("a b ", 5000), strings.Repeat(".", 20000), strings.Repeat("1.", 10000),
	// Within the caps, and quoted by a parser as Go escapes (\u202e,
	// \U000e0001: up to 10 characters each) in two tokens: a position's
	// notice was some 700 characters.
	"h" + strings.Repeat("\U000e0001", 100), "h8 h9 " + strings.Repeat("\u202e", 300), "B:" + strings.Repeat("\x00", 100) + ":",
	"B:h8 " + strings.Repeat("\U000e0001", 100), strings.Repeat("\U000e0001", 100) + " B:h8", "1." + strings.Repeat("\U000e0001", 100),
	strings.Repeat("\U000e0001", 100) + "/1", "three." + strings.Repeat("\U000e0001", 100),
}

func TestEveryRouteStrange(t *testing.T) {
	for _, r := range All {
		for _, s := range strange {
			for _, h := range hashes(r.Key, s) {
				checkNotices(t, h, open(h))
			}
		}
	}
}

// The link: a lesson named with 20,000 characters is refused with
// a one-line notice quoting its first 24.
func TestLongLessonLink(t *testing.T) {
	hash := "#lesson=" + strings.Repeat("x", 20000)
	ns := open(hash)
	require.Len(t, ns, 1)
	assert.Equal(t, "This link could not be opened: the #lesson link is 20000 characters long, more than the 64 it can be (it starts “xxxxxxxxxxxxxxxxxxxxxxxx…”)", ns[0].Text(msg.English))
	assert.Equal(t, "无法打开这个链接：#lesson 链接有20000个字符，超过了上限64个（开头是“xxxxxxxxxxxxxxxxxxxxxxxx…”）", ns[0].Text(msg.Chinese))
}

// Every route is capped: one character past its bound is refused, its
// bound is not (the screen reads it).
func TestEveryRouteCapped(t *testing.T) {
	for _, r := range All {
		assert.NoError(t, Check(r.Key, strings.Repeat("字", r.Max)), r.Key)
		err := Check(r.Key, strings.Repeat("字", r.Max+1))
		var me msg.Error
		require.True(t, errors.As(err, &me), "%s: %v", r.Key, err)
		assert.Equal(t, msg.LinkTooLong, me.ID, r.Key)
		assert.Contains(t, err.Error(), fmt.Sprintf("#%s link is %d characters", r.Key, r.Max+1))
	}
	assert.NoError(t, Check("nonsense", strings.Repeat("x", 1e5)), "not a route: the router ignores it")
}

func TestExcerpt(t *testing.T) {
	for in, want := range map[string]string{
		"three":                       "three",
		strings.Repeat("x", 24):       strings.Repeat("x", 24),
		strings.Repeat("x", 25):       strings.Repeat("x", 24) + "…",
		"a\x00b\nc\u202ed\xffe\uFFFD": "a?b?c?d?e\uFFFD",
		strings.Repeat("字", 30):       strings.Repeat("字", 24) + "…",
		"e\u0301":                     "e\u0301",
		"\ue000x\u3000\u00a0":         "?x??", // private use, spaces Go escapes
	} {
		assert.Equal(t, want, msg.Excerpt(in), "%q", in)
	}
}

// FuzzRoutes feeds any value to every route, as written, encoded and
// after another parameter, and the value repeated past the route's bound:
// nothing panics and every notice is short, plain text. The corpus holds
// the short strange values only: the fuzzer minimises a new long input
// for minutes, and the 20,000-character ones are TestEveryRouteStrange's.
func FuzzRoutes(f *testing.F) {
	for _, s := range strange {
		if len(s) < 64 {
			f.Add(s)
		}
	}
	f.Add("double-three/2")
	f.Add("find-all.2")
	f.Add("1.bg8j8h9h10.mAh11.ph8")
	f.Add("from.B:g8,j8,h9,h10 W:a1,o15,a15,o1")
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range All {
			for _, h := range hashes(r.Key, s) {
				checkNotices(t, h, open(h))
			}
			if s != "" && len(s) < 64 {
				h := "#" + r.Key + "=" + strings.Repeat(s, (r.Max+1)/len(s)+1)
				checkNotices(t, h, open(h))
			}
		}
		checkNotices(t, s, open(s)) // the whole hash
	})
}

// A bad position's notice names what and where in a line: the move
// number and the token, quoted as the router quotes (its first 24
// characters). It quoted 32 characters of two tokens as Go escapes, some
// 700 characters in all.
func TestLongPositionLink(t *testing.T) {
	tags := strings.Repeat("\U000e0001", 100) // format characters, shown as "?"
	ns := open("#pos=h8 h9 i" + tags)
	require.Len(t, ns, 2)
	q := strings.Repeat("?", 24)
	assert.Equal(t, "The link's position could not be read: move 3: point “i"+q[1:]+"…”: row “"+q+"…” is not a number 1–15", ns[1].Text(msg.English))
	assert.Equal(t, "链接中的局面无法读取：move 3: point “i"+q[1:]+"…”: row “"+q+"…” is not a number 1–15", ns[1].Text(msg.Chinese))
	ns = open("#pos=B:h8 W:" + strings.Repeat("z", 40))
	require.Len(t, ns, 2)
	assert.Equal(t, "The link's position could not be read: point “"+strings.Repeat("z", 24)+"…”: column “z” is off the board (columns are a–o)", ns[1].Text(msg.English))
}
