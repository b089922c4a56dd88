package homework

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
)

// sampleResult is a version 1 code's: codes sent before results carried
// the pages read still read, and write back as they came.
var sampleResult = Result{Homework: "496S2W", Name: "Li Wei", Score: 7, Total: 10, Misses: Misses{DoubleThree: 1, DoubleFour: 1, Other: 1}, Seconds: 754, NoPages: true}

const sampleCode = "Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAP"

// sampleResult2 is the same with the pages read: a version 2 code.
var sampleResult2 = Result{Homework: "496S2W", Name: "Li Wei", Score: 7, Total: 10, Misses: Misses{DoubleThree: 1, DoubleFour: 1, Other: 1}, Seconds: 754, Pages: 5}

const sampleCode2 = "Li Wei: 2496-S2W0-M0W0-80G0-00QJ-0APX-99"

func TestResultVersion2(t *testing.T) {
	require.NoError(t, sampleResult2.Validate())
	assert.Equal(t, sampleCode2, EncodeResult(sampleResult2), "the format is stable: a change refuses every code in flight")
	r, err := DecodeResult(sampleCode2)
	require.NoError(t, err)
	assert.Equal(t, sampleResult2, r)
	assert.Equal(t, 5, r.Pages)
	assert.False(t, r.NoPages)

	// A version 1 code has no pages: it says so rather than "0 read".
	old, err := DecodeResult(sampleCode)
	require.NoError(t, err)
	assert.True(t, old.NoPages)
	assert.Zero(t, old.Pages)

	// The pages are under the check: a code with them changed is refused.
	bad := []byte(sampleCode2)
	i := strings.LastIndex(sampleCode2, "0APX") + 2
	bad[i] = 'V'
	_, err = DecodeResult(string(bad))
	require.Error(t, err)

	// A version 2 code cut to version 1's length is refused as short.
	_, err = DecodeResult(sampleCode2[:len(sampleCode2)-3])
	require.ErrorContains(t, err, "24 characters, a result code has 26")

	over := sampleResult2
	over.Pages = MaxTotal + 1
	require.Error(t, over.Validate())
	assert.Empty(t, EncodeResult(over))
}

func TestResultSample(t *testing.T) {
	require.NoError(t, sampleResult.Validate())
	assert.Equal(t, sampleCode, EncodeResult(sampleResult), "the format is stable: a change refuses every code in flight")
	assert.Equal(t, sample.ID(), sampleResult.Homework)
	r, err := DecodeResult(sampleCode)
	require.NoError(t, err)
	assert.Equal(t, sampleResult, r)
	code := strings.TrimPrefix(sampleCode, "Li Wei: ")
	assert.Less(t, utf8.RuneCountInString(code), 40)
	assert.Equal(t, "1496S2W", strings.ReplaceAll(code, "-", "")[:7], "the homework's ID is readable in the code")
}

// What people do to a code on its way to the teacher does not matter.
func TestResultTolerant(t *testing.T) {
	for _, s := range []string{
		"Li Wei: 1496-s2w0-m0w0-80g0-00qj-dqap",
		"Li Wei:1496S2W0M0W080G000QJDQAP",
		"  Li   Wei :  1496 S2W0 M0W0 80G0 00QJ DQAP \r",
		"Li Wei: 1496-S2WO-MOWO-8OGO-OOQJ-DQAP", // O for 0
		"Li Wei: I496-S2W0-M0W0-80G0-00QJ-DQAP", // I for 1
		"Li Wei: l496-S2W0-M0W0-80G0-00QJ-DQAP", // l for 1
		"Li Wei：１４９６－Ｓ２Ｗ０－Ｍ０Ｗ０－８０Ｇ０－００ＱＪ－ＤＱＡＰ",  // a Chinese input method
		"Li\u00a0Wei: 1496\u2013S2W0\u2013M0W0\u201380G0\u201300QJ\u2013DQAP",
		"Li Wei:\t1496--S2W0-M0W0-80G0-00QJ-DQAP",
	} {
		r, err := DecodeResult(s)
		require.NoError(t, err, "%q", s)
		assert.Equal(t, sampleResult, r, "%q", s)
	}
}

func randomResult(rng *rand.Rand) Result {
	pool := []rune("AaZz09 -_.'王李小明é😀ßД")
	var name []rune
	for range 1 + rng.IntN(MaxName) {
		name = append(name, pool[rng.IntN(len(pool))])
	}
	r := Result{Homework: formatID(rng.Uint32() >> 2), Name: CleanName(string(name))}
	if r.Name == "" {
		r.Name = "X"
	}
	r.Total = rng.IntN(MaxTotal + 1)
	if rng.IntN(4) == 0 {
		r.Total = rng.IntN(60)
	}
	left := r.Total
	for _, p := range []*int{&r.Score, &r.Misses.DoubleThree, &r.Misses.DoubleFour, &r.Misses.Overline} {
		*p = rng.IntN(left + 1)
		left -= *p
	}
	r.Misses.Other = left
	r.Seconds = rng.IntN(MaxSeconds + 1)
	if rng.IntN(5) == 0 {
		r.Seconds = MaxSeconds
	}
	switch rng.IntN(4) {
	case 0:
		r.NoPages = true
	case 1:
		r.Pages = MaxTotal
	default:
		r.Pages = rng.IntN(100)
	}
	return r
}

func TestResultRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		r := randomResult(rng)
		require.NoError(t, r.Validate(), "%+v", r)
		code := EncodeResult(r)
		require.NotEmpty(t, code)
		back, err := DecodeResult(code)
		require.NoError(t, err, code)
		require.Equal(t, r, back, code)
		// The code in lower case, without its dashes.
		name, c, _ := strings.Cut(code, ": ")
		back, err = DecodeResult(name + ":" + strings.ToLower(strings.ReplaceAll(c, "-", "")))
		require.NoError(t, err, code)
		require.Equal(t, r, back, code)
	}
}

// The check catches every mistake of one character and every swap of two
// neighbours, in the name and in the code: the code is refused, never read
// as another result. (A change that means the same — a letter's case in
// the code, a space for a dash — reads as the same result.)
func TestResultMistakes(t *testing.T) {
	subs := []rune(alphabet + strings.ToLower(alphabet) + "IiLlOoUu -:：_.,;'\"王李明é\t")
	samples := []Result{sampleResult,
		{Homework: "ZZZZZZ", Name: "王小明", Score: 0, Total: 511, Misses: Misses{Other: 511}, Seconds: MaxSeconds},
		{Homework: "000000", Name: "a", Seconds: 0},
		{Homework: "7K2M9X", Name: "Anne-Marie O'Neil", Score: 48, Total: 50, Misses: Misses{Overline: 2}, Seconds: 3599},
	}
	for _, want := range samples {
		code := EncodeResult(want)
		require.NotEmpty(t, code, "%+v", want)
		s := []rune(code)
		refused, same := 0, 0
		try := func(m []rune, what string) {
			got, err := DecodeResult(string(m))
			if err != nil {
				var me msg.Error
				require.ErrorAs(t, err, &me)
				refused++
				return
			}
			// Accepted: it must mean the same.
			require.Equal(t, want, got, "%s: %q read as %q", what, code, string(m))
			same++
		}
		for i := range s {
			for _, c := range subs {
				if c == s[i] {
					continue
				}
				m := append([]rune(nil), s...)
				m[i] = c
				try(m, "a changed character")
			}
			if i+1 < len(s) && s[i] != s[i+1] {
				m := append([]rune(nil), s...)
				m[i], m[i+1] = m[i+1], m[i]
				try(m, "two swapped neighbours")
			}
		}
		t.Logf("%s: %d mistakes refused, %d changes meaning the same", code, refused, same)
		assert.Greater(t, refused, 20*len(s), code)
	}
}

// The check's field: x has order 2^20 - 1, so the weights x^k are
// distinct and never 0, and GF(2)[x]/(x^20+x^3+1) is a field (every
// nonzero element is a power of x), which the guarantees above rest on.
func TestCheckField(t *testing.T) {
	c := uint32(1)
	for k := 1; k < 1<<20-1; k++ {
		c = mulx(c)
		require.NotEqual(t, uint32(1), c, "x^%d = 1", k)
		require.Less(t, c, uint32(1<<20))
	}
	assert.Equal(t, uint32(1), mulx(c), "x^(2^20-1) = 1")
	// The last payload symbol (weight x) and the check's first symbol
	// (weight x^15) differ, so swapping them is caught.
	x15 := uint32(1)
	for range 15 {
		x15 = mulx(x15)
	}
	assert.NotEqual(t, mulx(1), x15)
}

func TestResultErrors(t *testing.T) {
	// raw makes a code of symbols with a right check.
	raw := func(name string, syms []byte) string {
		c := check(name, syms)
		var sb strings.Builder
		sb.WriteString(name + ": ")
		for _, s := range syms {
			sb.WriteByte(alphabet[s])
		}
		for i := checkLen - 1; i >= 0; i-- {
			sb.WriteByte(alphabet[c>>(5*i)&31])
		}
		return sb.String()
	}
	good := []byte(strings.ReplaceAll("1496-S2W0-M0W0-80G0-00QJ", "-", ""))
	for i, c := range good {
		good[i] = byte(strings.IndexByte(alphabet, c))
	}
	require.Equal(t, sampleCode, "Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAP")
	require.Equal(t, strings.ReplaceAll(sampleCode, "-", ""), raw("Li Wei", good))
	newer := append([]byte{3}, good[1:]...)
	over := append([]byte(nil), good...)
	over[8] = 0 // total 0 (symbols 8 and 9 hold its 9 bits), score 7
	zero := append([]byte{0}, good[1:]...)

	for s, want := range map[string]string{
		"":                                                           "the result code is empty",
		"   ":                                                        "the result code is empty",
		"1496-S2W0-M0W0-80G0-00QJ-DQAP":                              "there is no name before the code: paste the whole line, “name: code”",
		"Li Wei:":                                                    "the result code is empty",
		"Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQA":                       "check the code: it has 23 characters, a result code has 24 (one is missing?)",
		"Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAPP":                     "check the code: it has 25 characters, a result code has 24 (one too many?)",
		"Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAU":                      "check the code: “U” cannot be in it",
		"Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQA*":                      "“*” cannot be in it",
		"Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAQ":                      "check the code and the name: a character is wrong, or two are swapped",
		"Li Wel: 1496-S2W0-M0W0-80G0-00QJ-DQAP":                      "a character is wrong, or two are swapped",
		"Li We: 1496-S2W0-M0W0-80G0-00QJ-DQAP":                       "a character is wrong, or two are swapped",
		"LiWei: 1496-S2W0-M0W0-80G0-00QJ-DQAP":                       "a character is wrong, or two are swapped",
		"li wei: 1496-S2W0-M0W0-80G0-00QJ-DQAP":                      "a character is wrong, or two are swapped",
		": 1496-S2W0-M0W0-80G0-00QJ-DQAP":                            "the name is empty",
		"Li\x01Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAP":                   `the name cannot contain '\x01'`,
		"Li Wei Li Wei Li Wei Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAP": "the name has 27 characters, at most 24",
		"Li Wei: 3496-S2W0-M0W0-80G0-00QJ":                           "made by a newer version of the tutor: reload the page",
		"Li Wei: 2496-S2W0-M0W0-80G0-00QJ-0APX":                      "check the code: it has 24 characters, a result code has 26 (one is missing?)",
		raw("Li Wei", newer):                                         "made by a newer version of the tutor: reload the page",
		raw("Li Wei", over):                                          "this is not a result code of the tutor",
		raw("Li Wei", zero):                                          "this is not a result code of the tutor",
	} {
		_, err := DecodeResult(s)
		require.Error(t, err, "%q", s)
		assert.Contains(t, english(t, err), want, "%q", s)
	}
}

func TestResultValidate(t *testing.T) {
	for _, c := range []struct {
		change func(r *Result)
		want   string
	}{
		{func(r *Result) { r.Homework = "496s2w" }, "“496s2w” is not a homework ID"},
		{func(r *Result) { r.Homework = "496S2" }, "is not a homework ID"},
		{func(r *Result) { r.Homework = "496S2U" }, "is not a homework ID"},
		{func(r *Result) { r.Name = " " }, "the name is empty"},
		{func(r *Result) { r.Name = "a:b" }, "the name cannot contain ':'"},
		{func(r *Result) { r.Name = "a：b" }, "the name cannot contain '：'"},
		{func(r *Result) { r.Name = "a\u202eb" }, `the name cannot contain '\u202e'`},
		{func(r *Result) { r.Name = "a\U00100000" }, "the name cannot contain"},
		{func(r *Result) { r.Name = strings.Repeat("王", 25) }, "the name has 25 characters, at most 24"},
		{func(r *Result) { r.Total = 512 }, "the total 512 is out of range (0 to 511)"},
		{func(r *Result) { r.Score = -1 }, "the score -1 is out of range"},
		{func(r *Result) { r.Misses.Overline = -1 }, "the number of misses -1 is out of range"},
		{func(r *Result) { r.Seconds = -1 }, "the time in seconds -1 is out of range (0 to 1048575)"},
		{func(r *Result) { r.Score = 8 }, "8 right and 3 missed do not add up to 10"},
		{func(r *Result) { r.Misses.Other = 0 }, "7 right and 2 missed do not add up to 10"},
	} {
		r := sampleResult
		c.change(&r)
		err := r.Validate()
		require.Error(t, err, c.want)
		assert.Contains(t, english(t, err), c.want)
		assert.Empty(t, EncodeResult(r), c.want)
	}
	// Spaces are collapsed and a long time is capped.
	r := sampleResult
	r.Name, r.Seconds = "  Li \t Wei ", MaxSeconds+100
	code := EncodeResult(r)
	back, err := DecodeResult(code)
	require.NoError(t, err)
	assert.Equal(t, "Li Wei", back.Name)
	assert.Equal(t, MaxSeconds, back.Seconds)
}

func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"  Li   Wei ":                  "Li Wei",
		"Li\tWei\n":                    "Li Wei",
		"王\u3000小明":                    "王 小明",
		"a:b：c":                        "abc",
		"a\x00b\u202ec\u200bd":         "abcd",
		"\xffLi":                       "Li",
		strings.Repeat("ab", 20):       strings.Repeat("ab", 12),
		strings.Repeat("a", 23) + " b": strings.Repeat("a", 23),
		"a\U00100000b":                 "ab",
		":::":                          "",
	} {
		assert.Equal(t, want, CleanName(in), "%q", in)
		if want != "" {
			assert.NoError(t, checkName(CleanName(in)))
		}
	}
}

func TestPercent(t *testing.T) {
	for _, c := range []struct{ score, total, pct int }{{7, 10, 70}, {1, 3, 33}, {2, 3, 67}, {1, 8, 13}, {0, 5, 0}, {5, 5, 100}} {
		p, ok := Result{Score: c.score, Total: c.total}.Percent()
		assert.True(t, ok)
		assert.Equal(t, c.pct, p, "%d/%d", c.score, c.total)
	}
	_, ok := Result{}.Percent()
	assert.False(t, ok)
}
