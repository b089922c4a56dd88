package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"testing"

	"github.com/chromedp/cdproto"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pollPage waits until the JavaScript expression expr is truthy in the
// tab's page, checked every `every`, and returns its value decoded into
// T. It fails at once, with the exception, when expr throws; it gives up
// after timeout (or when ctx ends), saying what expr last gave.
//
// It replaces chromedp.Poll, which failed the suite twice:
//   - Poll runs its loop in the execution context that chromedp last
//     recorded for the page, and chromedp records a new document's context
//     on a goroutine of its own, behind the events before it: right after
//     a navigation, Poll could still hold the previous document's
//     (about:blank's) and fail with "Cannot find context with specified id"
//     while the new page loaded normally (TestResetIsAFreshLoad on CI).
//     Here each slice is one Runtime.evaluate in the page's current
//     default context; when a navigation swaps the context under a slice,
//     the next slice runs in the new one.
//   - Poll's loop in the page drops an exception thrown after its first
//     check (an unhandled rejection): a page whose app had exited
//     ("Go program has already exited") kept a test waiting for its whole
//     budget, 180 s (TestViewerPastedGame on CI). Here the exception
//     fails the wait.
func pollPage[T any](ctx context.Context, expr string, every, timeout time.Duration) (T, error) {
	var zero T
	deadline := time.Now().Add(timeout)
	last := "nothing yet"
	for {
		left := time.Until(deadline)
		if left <= 0 {
			return zero, fmt.Errorf("not true within %v (it gave %s)", timeout, last)
		}
		raw, err := chromedp.Run(ctx, chromedp.Evaluate[[]byte](pollSlice(expr, every, min(left, pollSliceLen)), chromedp.EvalAwaitPromise))
		switch {
		case err == nil && len(raw) > 0 && string(raw) != "null":
			var v T
			if err := json.Unmarshal(raw, &v); err != nil {
				return zero, fmt.Errorf("%s gave %s: %v", expr, raw, err)
			}
			return v, nil
		case err == nil:
			last = "a false value"
		case contextSwapped(err):
			// A navigation replaced the document during the slice (or the
			// new one has no context yet): the next slice runs in the new
			// document's.
			last = "no value: " + err.Error()
			if err := sleepCtx(ctx, every); err != nil {
				return zero, err
			}
		default:
			var exc *chromedp.ExceptionError
			if errors.As(err, &exc) {
				return zero, fmt.Errorf("%s threw: %v", expr, err)
			}
			return zero, err
		}
	}
}

// pollSliceLen is how long one evaluation polls in the page before it
// answers: short enough that a document replaced meanwhile costs little,
// long enough that the checks stay in the page.
const pollSliceLen = time.Second

// pollSlice is a promise that checks expr every `every` ms for up to d:
// it resolves with expr's value once truthy, with null at the slice's
// end, and rejects when expr throws (or its promise rejects).
func pollSlice(expr string, every, d time.Duration) string {
	return fmt.Sprintf(`new Promise((resolve, reject) => {
	const end = performance.now() + %d;
	const check = () => {
		let v;
		try { v = (%s); } catch (e) { reject(e); return; }
		Promise.resolve(v).then((v) => {
			if (v) resolve(v);
			else if (performance.now() >= end) resolve(null);
			else setTimeout(check, %d);
		}, reject);
	};
	check();
})`, d.Milliseconds(), expr, every.Milliseconds())
}

// contextSwapped is whether err says the evaluation's document went away
// or is not there yet: a navigation or a reload under way.
func contextSwapped(err error) bool {
	var pe *cdproto.Error
	if !errors.As(err, &pe) {
		return false
	}
	for _, m := range []string{"Execution context was destroyed", "Cannot find context with specified id",
		"Cannot find default execution context", "Inspected target navigated or closed"} {
		if strings.Contains(pe.Message, m) {
			return true
		}
	}
	return false
}

// sleepCtx waits d, or until ctx ends.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// TestPollPage: the harness's wait survives the page's document being
// replaced under it, fails at once with what the page threw, and says so
// when the condition never comes. Its own tab, on a plain file of the
// site (no app loaded): it checks the harness, not the app.
func TestPollPage(t *testing.T) {
	tb := newTab(t, desktop)
	tb.do(chromedp.Navigate(baseURL + "wasm_exec.js?a"))
	docs := loads.count(t.Name()).documents

	// The page goes to ?b by itself while the wait runs in ?a.
	eval[bool](tb, `setTimeout(() => { location.search = "?b"; }, 300), true`)
	got, err := pollPage[string](tb.ctx, `location.search === "?b" && location.search`, 10*time.Millisecond, 30*time.Second)
	require.NoError(t, err, "the wait across the new document")
	assert.Equal(t, "?b", got)
	tb.caughtUp()
	assert.Equal(t, docs+1, loads.count(t.Name()).documents, "the document was replaced during the wait")

	// A condition that throws after its first checks fails the wait with
	// the exception, not at the end of its budget.
	eval[bool](tb, `window.__t0 = performance.now(), true`)
	_, err = pollPage[bool](tb.ctx, `performance.now() - window.__t0 > 100 ? (() => { throw new Error("the app stopped"); })() : false`, 10*time.Millisecond, 5*time.Minute)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the app stopped")

	_, err = pollPage[bool](tb.ctx, `false`, 10*time.Millisecond, 200*time.Millisecond)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not true within 200ms")
}
