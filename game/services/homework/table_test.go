package homework

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
)

// code is a student's code for the sample homework.
func code(t *testing.T, name string, score, total int, m Misses, secs int) string {
	t.Helper()
	r := Result{Homework: sample.ID(), Name: name, Score: score, Total: total, Misses: m, Seconds: secs}
	require.NoError(t, r.Validate())
	return EncodeResult(r)
}

func names(rows []Row) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r.Name)
	}
	return out
}

func TestTableSorted(t *testing.T) {
	tb := NewTable(sample)
	assert.Equal(t, "496S2W", tb.ID())
	assert.Equal(t, sample, tb.Homework())
	for _, c := range []string{
		code(t, "bob", 5, 10, Misses{Other: 5}, 60),
		code(t, "Carol", 9, 10, Misses{Overline: 1}, 61),
		code(t, "alice", 5, 10, Misses{DoubleThree: 5}, 62),
		code(t, "Dave", 10, 10, Misses{}, 63),
		code(t, "Bea", 5, 10, Misses{DoubleFour: 5}, 64),
	} {
		require.NoError(t, tb.Add(c))
	}
	assert.Equal(t, 5, tb.Len())
	assert.Equal(t, []string{"Dave", "Carol", "bob", "alice", "Bea"}, names(tb.Rows()), "by score, then the quicker")
	assert.Equal(t, code(t, "Dave", 10, 10, Misses{}, 63), tb.Rows()[0].Code)
}

func TestTableDuplicates(t *testing.T) {
	tb := NewTable(sample)
	first := code(t, "Li Wei", 5, 10, Misses{Other: 5}, 600)
	require.NoError(t, tb.Add(first))
	require.NoError(t, tb.Add("Li Wei: "+strings.ToLower(strings.TrimPrefix(first, "Li Wei: "))), "the same code again")
	require.Len(t, tb.Rows(), 1)
	assert.Equal(t, 0, tb.Rows()[0].Replaced, "the same code changes nothing")

	// A later code of the same student (the name in any case) replaces
	// the earlier one, even with a lower score.
	second := code(t, "li wei", 8, 10, Misses{Other: 2}, 500)
	require.NoError(t, tb.Add(second))
	third := code(t, "LI WEI", 4, 10, Misses{Other: 6}, 400)
	require.NoError(t, tb.Add(third))
	require.NoError(t, tb.Add(code(t, "Li Wen", 1, 10, Misses{Other: 9}, 1)))
	rows := tb.Rows()
	require.Len(t, rows, 2)
	assert.Equal(t, "LI WEI", rows[0].Name)
	assert.Equal(t, 4, rows[0].Score)
	assert.Equal(t, 2, rows[0].Replaced)
	assert.Equal(t, third, rows[0].Code)
	assert.Equal(t, "Li Wen", rows[1].Name)
}

func TestTableRefuses(t *testing.T) {
	tb := NewTable(sample)
	other := sample
	other.Title = "Homework 4"
	r := Result{Homework: other.ID(), Name: "王小明", Score: 1, Total: 1}
	err := tb.Add(EncodeResult(r))
	require.Error(t, err)
	assert.Equal(t, "王小明’s code is for homework "+other.ID()+", not this one (496S2W)", english(t, err))
	assert.Equal(t, "王小明的结果码属于作业"+other.ID()+"，不是这份作业（496S2W）", err.(msg.Error).Text(msg.Chinese))

	err = tb.Add("Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAQ")
	require.Error(t, err)
	assert.Contains(t, english(t, err), "check the code")
	assert.Zero(t, tb.Len(), "refused codes leave the table")
}

func TestTableAddText(t *testing.T) {
	tb := NewTable(sample)
	other := sample
	other.Drills.Seed = 8
	text := strings.Join([]string{
		code(t, "Ann", 7, 10, Misses{Other: 3}, 100),
		"",
		"  " + code(t, "Ben", 6, 10, Misses{Other: 4}, 100) + "\r",
		"Hello teacher, here is my code",
		"Cy: 1496-S2W0-M0W0-80G0-00QJ-DQAQ",
		EncodeResult(Result{Homework: other.ID(), Name: "Dee", Score: 1, Total: 1}),
		"   ",
		code(t, "Eve", 10, 10, Misses{}, 100),
		"Fay: " + strings.Repeat("0", 60),
	}, "\n")
	errs := tb.AddText(text)
	assert.Equal(t, []string{"Eve", "Ann", "Ben"}, names(tb.Rows()))
	require.Len(t, errs, 4)
	var got []string
	for _, e := range errs {
		got = append(got, english(t, e))
	}
	assert.Equal(t, []string{
		"line 4 “Hello teacher, here is my code”: there is no name before the code: paste the whole line, “name: code”",
		"line 5 “Cy: 1496-S2W0-M0W0-80G0-00QJ-DQAQ”: check the code and the name: a character is wrong, or two are swapped",
		"line 6 “" + EncodeResult(Result{Homework: other.ID(), Name: "Dee", Score: 1, Total: 1}) + "”: Dee’s code is for homework " + other.ID() + ", not this one (496S2W)",
		"line 9 “Fay: " + strings.Repeat("0", 43) + "…”: check the code: it has 60 characters, a result code has 24 (one too many?)",
	}, got)
	assert.Equal(t, "第4行“Hello teacher, here is my code”：结果码前面没有姓名：请粘贴整行，格式为“姓名: 结果码”", errs[0].(msg.Error).Text(msg.Chinese))
	assert.Empty(t, tb.AddText(""))
}

func TestCSV(t *testing.T) {
	tb := NewTable(sample)
	for _, c := range []string{
		sampleCode, // version 1: it does not say the pages read
		EncodeResult(Result{Homework: sample.ID(), Name: `Anne "Nan" O'Neil`, Score: 10, Total: 10, Seconds: 3725, Pages: 4}),
		code(t, "王小明", 0, 10, Misses{DoubleThree: 4, DoubleFour: 3, Overline: 2, Other: 1}, 59),
	} {
		require.NoError(t, tb.Add(c))
	}
	want := "\ufeff" +
		`"name","score","total","percent","misses: double-three","misses: double-four","misses: overline","misses: other","time (m:ss)","pages read"` + "\r\n" +
		`"Anne ""Nan"" O'Neil","10","10","100","0","0","0","0","62:05","4"` + "\r\n" +
		`"Li Wei","7","10","70","1","1","0","1","12:34",""` + "\r\n" +
		`"王小明","0","10","0","4","3","2","1","0:59","0"` + "\r\n"
	assert.Equal(t, want, string(tb.CSV()))
	zh := string(tb.CSVLang(msg.Chinese))
	assert.True(t, strings.HasPrefix(zh, "\ufeff\"姓名\",\"得分\",\"总题数\",\"正确率\",\"错题：三三禁手\",\"错题：四四禁手\",\"错题：长连禁手\",\"错题：其他\",\"用时（分:秒）\",\"已读页数\"\r\n"), zh)
	assert.Equal(t, "\ufeff"+`"name","score","total","percent","misses: double-three","misses: double-four","misses: overline","misses: other","time (m:ss)","pages read"`+"\r\n", string(NewTable(sample).CSV()))
}

// A name a spreadsheet would take for a formula is written as text.
func TestCSVFormulaInjection(t *testing.T) {
	tb := NewTable(sample)
	evil := []string{`=cmd|' /C calc'!A0`, "+1+1", "-2+3", "@SUM(A1)", "＝1+1", "a=1"}
	for _, n := range evil {
		require.NoError(t, tb.Add(code(t, n, 0, 0, Misses{}, 0)), n)
	}
	out := string(tb.CSV())
	for _, line := range []string{
		`"'=cmd|' /C calc'!A0","0","0","","0","0","0","0","0:00","0"`,
		`"'+1+1",`, `"'-2+3",`, `"'@SUM(A1)",`, `"'＝1+1",`, `"a=1",`,
	} {
		assert.Contains(t, out, "\r\n"+line, out)
	}
	for _, line := range strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n")[1:] {
		assert.True(t, strings.HasPrefix(line, `"`), "every field is quoted: %s", line)
		assert.NotRegexp(t, `^"[=+\-@＝]`, line)
	}
	for in, want := range map[string]string{"\tx": "'\tx", "\rx": "'\rx", "": "", "x": "x"} {
		assert.Equal(t, want, safeCell(in))
	}
}

func TestFormatTime(t *testing.T) {
	for secs, want := range map[int]string{0: "0:00", 5: "0:05", 59: "0:59", 60: "1:00", 754: "12:34", 3600: "60:00", MaxSeconds: "17476:15", -3: "0:00"} {
		assert.Equal(t, want, FormatTime(secs), "%d", secs)
	}
}

// TestSplitCodes: codes run together on one line (a one-line paste box)
// are split after each code's 24th symbol; anything else is one code.
func TestSplitCodes(t *testing.T) {
	a := code(t, "Li Wei", 7, 10, Misses{Other: 3}, 100)
	b := code(t, "王芳", 9, 10, Misses{Overline: 1}, 90)
	c := code(t, "Zed", 10, 10, Misses{}, 80)
	full := strings.Map(func(r rune) rune {
		if '0' <= r && r <= 'Z' {
			return r + 0xFEE0
		}
		return r
	}, b)
	for _, line := range []string{a + " " + b + " " + c, a + b + c, a + "  " + full + "\t" + c} {
		got := SplitCodes(line)
		require.Len(t, got, 3, line)
		tb := NewTable(sample)
		require.Empty(t, tb.AddText(line))
		assert.Equal(t, []string{"Zed", "王芳", "Li Wei"}, names(tb.Rows()))
	}
	assert.Equal(t, []string{a}, SplitCodes(a))
	odd := "Note: hello: " + a
	assert.Equal(t, []string{odd}, SplitCodes(odd), "not a code between the colons: one piece")
	tb := NewTable(sample)
	require.Len(t, tb.AddText(odd), 1)
}
