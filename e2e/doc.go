// Package e2e holds the end-to-end tests of the tutor: the real server
// (package renju/web) serving the built site (build/site, from `make site`)
// to headless Chromium, driven with chromedp through the page-level API the
// app exposes on window.renju.
//
// Run the flows with `make e2e` and the screenshot gallery (TestGallery,
// TestLegible) with `make gallery`; both build the site and install
// Chromium first. Without a browser the tests fail rather than skip: a browser test
// that did not run must not look like a pass. Set CHROMIUM to use a
// particular browser binary; screenshots go to test-artifacts/ at the
// repository root.
//
// The harness (harness_test.go) reads window.renju.state() in the app's
// own types (appState, state_test.go: pageapi.State and each screen's
// object as its model's package defines it) and has one wait, waitState. A click or a key waits
// for window.renju.settled() (the frame drawn has taken the input in), so
// no test sends an input twice; idle waits for the app's own work (the
// worker's jobs, an answer played out). A test that needs no fresh load
// runs on a shared page (shared_test.go: one loaded page per viewport and
// language, reset between tests by the app's test-only reset); one that
// does opens a tab of its own and says why. A failed test leaves, for
// each of its tabs, screen.png, state.json and console.txt under
// test-artifacts/<test name>/; the run's page loads are printed at its
// end and written to test-artifacts/loads.txt.
package e2e
