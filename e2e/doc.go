// Package e2e holds the end-to-end tests of the tutor: the real server
// (package renju/web) serving the built site (build/site, from `make site`)
// to headless Chromium, driven with chromedp through the page-level API the
// app exposes on window.renju.
//
// Run them with `make e2e`, which builds the site and installs Chromium
// first. Without a browser the tests fail rather than skip: a browser test
// that did not run must not look like a pass. Set CHROMIUM to use a
// particular browser binary; screenshots go to test-artifacts/ at the
// repository root.
package e2e
