package skill

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/services/savedjson"
)

// A trainer's record as the storm and the coach keep one: the book
// embedded after the record's own fields.
type testRecord struct {
	Version int `json:"version"`
	Runs    int `json:"runs"`
	Book
}

var testReader = RecordReader{
	Rules:   savedjson.Rules{What: "saved test record", MaxSize: 4 << 10, Counts: MaxCount},
	Version: 1,
	Types:   Types,
	CellType: func(key string) (string, bool) {
		c, ok := ParseCell(key)
		return c.Type, ok
	},
}

func readTest(data string) (*testRecord, error) {
	r := &testRecord{Book: NewBook()}
	err := testReader.Read([]byte(data), r, &r.Version, &r.Book, func(doc *savedjson.Doc) {
		if r.Runs > r.Tallies[drills.IsForbidden].Total {
			doc.Fault([]string{"runs"}, "%d runs with fewer answers", r.Runs)
		}
	})
	return r, err
}

func TestBookAnswerTalliesRatesAndEarnsOnce(t *testing.T) {
	b := NewBook()
	c := Cell{Type: drills.IsForbidden, Kind: "double-three", Band: 1}
	var earned []Badge
	for range BadgeRules[0].Answers {
		if e := b.Answer(c, 2, true); e != NoBadge {
			earned = append(earned, e)
		}
	}
	assert.Equal(t, []Badge{Bronze}, earned, "the bronze once, when its answers are in")
	assert.Equal(t, Tally{Right: BadgeRules[0].Answers, Total: BadgeRules[0].Answers}, b.Tallies[c.Type])
	assert.Equal(t, BadgeRules[0].Answers, b.Ratings.Of(c).N)
	assert.Equal(t, NoBadge, b.Tally(drills.LiveOrFalse, false), "a drill in no cell is tallied")
	assert.Equal(t, Tally{Total: 1}, b.Tallies[drills.LiveOrFalse])
}

func TestRecordReaderRoundTripAndRefusals(t *testing.T) {
	r := &testRecord{Version: 1, Runs: 1, Book: NewBook()}
	r.Answer(Cell{Type: drills.IsForbidden, Kind: KindNone, Band: 0}, 1, true)
	data := FormatRecord(r)
	assert.JSONEq(t, `{"version":1,"runs":1,"tallies":{"is-forbidden":{"right":1,"total":1}},"badges":{},"ratings":{"is-forbidden/none/0":{"r":`+
		strconv.Itoa(r.Ratings.Of(Cell{Type: drills.IsForbidden, Kind: KindNone, Band: 0}).R)+`,"n":1}}}`, string(data))
	back, err := readTest(string(data))
	require.NoError(t, err)
	assert.Equal(t, r, back)

	for data, want := range map[string]string{
		`{"version":2}`: "version",
		`{"version":1,"tallies":{"is-forbidden":{"right":2,"total":1}}}`: "tallies.is-forbidden",
		`{"version":1,"tallies":{"trap":{"right":0,"total":1}}}`:         "is not a drill type",
		`{"version":1,"runs":3}`:                                         "runs",
		`{"version":1,"book":{}}`:                                        "is not a field here",
	} {
		_, err := readTest(data)
		require.Error(t, err, data)
		assert.Contains(t, err.Error(), want, data)
	}
}
