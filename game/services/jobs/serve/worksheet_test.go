package serve

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/services/jobs"
	"renju/job"
	"renju/msg"
	"renju/worksheet"
)

// sheets serves worksheets in-process, as the worker does in the
// browser (through the same messages).
var sheets = job.NewClient(job.NewLocal(New()))

// pdfText is the text of the PDF's page p (0: every page), by pdftotext
// (the test fails, never skips, without poppler-utils).
func pdfText(t *testing.T, pdf []byte, p int) string {
	t.Helper()
	tool, err := exec.LookPath("pdftotext")
	require.NoError(t, err, "pdftotext checks the worksheet: install Debian's poppler-utils")
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	require.NoError(t, os.WriteFile(path, pdf, 0o644))
	args := []string{"-layout", path, "-"}
	if p > 0 {
		args = append([]string{"-f", strconv.Itoa(p), "-l", strconv.Itoa(p)}, args...)
	}
	out, err := exec.Command(tool, args...).Output()
	require.NoError(t, err)
	return regexp.MustCompile(` {2,}`).ReplaceAllString(string(out), "  ")
}

// samePDF: the job's PDF reads as the one package worksheet makes, page for
// page. (Not byte for byte: two PDFs of one sheet may order an embedded
// font subset's tables differently.)
func samePDF(t *testing.T, want, got []byte) {
	t.Helper()
	require.True(t, bytes.HasPrefix(got, []byte("%PDF-")), "a PDF")
	assert.Equal(t, pdfText(t, want, 0), pdfText(t, got, 0), "the job's PDF is the worksheet's")
}

// TestWorksheetOfGeneratedDrills: a homework's sheet made through the
// job is the sheet package worksheet makes, with its page count; its pages
// read as the worksheet's own tests expect.
func TestWorksheetOfGeneratedDrills(t *testing.T) {
	order := jobs.SheetOrder{Types: []string{drills.FindAll}, Level: 2, Count: 12, Seed: 5,
		BaseURL: "https://example.org/renju/"}
	got, err := job.Start(sheets, jobs.Worksheet, order).Wait()
	require.NoError(t, err)

	s, err := worksheet.Build(worksheet.Options{Types: order.Types, Level: 2, Count: 12, Seed: 5, BaseURL: order.BaseURL})
	require.NoError(t, err)
	want, err := s.PDF()
	require.NoError(t, err)
	samePDF(t, want, got.PDF)
	assert.Equal(t, 4, got.Pages)
	assert.Equal(t, s.Pages(), got.Pages)

	p1 := pdfText(t, got.PDF, 1)
	assert.Contains(t, p1, "Forbidden moves · Find all · level 2\n")
	assert.Contains(t, p1, "Page 1 of 4")
	assert.Contains(t, pdfText(t, got.PDF, 3), "1. Forbidden: F6 (double-three).\n")

	order.Lang, order.Title = msg.Chinese, "第三周作业"
	got, err = job.Start(sheets, jobs.Worksheet, order).Wait()
	require.NoError(t, err)
	assert.Contains(t, pdfText(t, got.PDF, 1), "第三周作业\n")
	key := pdfText(t, got.PDF, 3)
	assert.Contains(t, key, "参考答案 — 第三周作业\n")
	assert.Contains(t, key, "1. 禁手点：F6（三三禁手）。\n")
}

// TestWorksheetOfGivenDrills: drills made elsewhere (from games) cross
// to the worker and come back as the sheet worksheet.BuildFrom makes of
// them, in their order.
func TestWorksheetOfGivenDrills(t *testing.T) {
	g := drills.NewGenerator(9)
	var ds []drills.Drill
	for _, typ := range []string{drills.LiveOrFalse, drills.IsForbidden, drills.FindAll, drills.FourThree} {
		d, err := g.Next(typ, 1)
		require.NoError(t, err)
		ds = append(ds, d)
	}
	order := jobs.SheetOrder{Drills: ds, Seed: 42, Title: "Drills from 3 games"}
	got, err := job.Start(sheets, jobs.Worksheet, order).Wait()
	require.NoError(t, err)

	s, err := worksheet.BuildFrom(ds, worksheet.Options{Seed: 42, Title: order.Title})
	require.NoError(t, err)
	want, err := s.PDF()
	require.NoError(t, err)
	samePDF(t, want, got.PDF)
	assert.Equal(t, s.Pages(), got.Pages)
	p1 := pdfText(t, got.PDF, 1)
	assert.Contains(t, p1, "Drills from 3 games\n")
	assert.Contains(t, p1, "sheet 42")
	for i, it := range s.Items {
		assert.Contains(t, p1, strconv.Itoa(i+1)+". "+strings.Fields(it.Question)[0], "item %d", i+1)
	}
}

// TestWorksheetRefused: an order the worksheet cannot make comes back
// with the worksheet's reason, naming the field.
func TestWorksheetRefused(t *testing.T) {
	for order, want := range map[*jobs.SheetOrder]string{
		{Types: []string{drills.FindAll}, Level: 9, Count: 3}:  "level 9: want 1 to",
		{Types: []string{"five-in-a-row"}, Level: 1, Count: 3}: `type "five-in-a-row"`,
		{Level: 1, Count: 3}: `type ""`,
		{Types: []string{drills.FindAll}, Level: 1, Count: 500}:                    "count 500",
		{Drills: []drills.Drill{{Type: drills.FindAll, Level: 7}}}:                 "item 1: level 7",
		{Types: []string{drills.FindAll}, Level: 1, Count: 1, BaseURL: "ftp://x/"}: "base URL",
	} {
		_, err := job.Start(sheets, jobs.Worksheet, *order).Wait()
		require.Error(t, err, "%+v", *order)
		assert.Contains(t, err.Error(), want)
	}
}

// TestWorksheetCanceled: a Cancel while the sheet is made stops the
// handler, which answers canceled (a sheet of 60 traps at level 3 takes
// the better part of a minute to make).
func TestWorksheetCanceled(t *testing.T) {
	s := New()
	order := jobs.SheetOrder{Types: []string{drills.Trap}, Level: 3, Count: 60, Seed: 5}
	body, err := json.Marshal(order)
	require.NoError(t, err)
	answers := make(chan job.Message, 1000)
	s.Serve(job.Message{ID: 1, Kind: jobs.Worksheet.Kind, Body: body}, func(m job.Message) { answers <- m })
	first := <-answers
	require.False(t, first.Done, "the sheet is under way: %+v", first)
	s.Serve(job.Message{ID: 1, Cancel: true}, nil)
	for m := range answers {
		if m.Done {
			assert.Equal(t, job.ErrCanceled.Error(), m.Err)
			assert.Zero(t, len(m.Body), "no PDF")
			break
		}
	}
}

// TestRulesSheetJob: the rules on one page ordered through the job is the
// sheet package worksheet prints, one page, in the order's language.
func TestRulesSheetJob(t *testing.T) {
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		got, err := job.Start(sheets, jobs.Worksheet, jobs.SheetOrder{Rules: true, Lang: lang}).Wait()
		require.NoError(t, err)
		assert.Equal(t, 1, got.Pages)
		want, err := worksheet.RulesPDF(lang, nil)
		require.NoError(t, err)
		samePDF(t, want, got.PDF)
	}
}
