//go:build !js

package feel

// Play makes no sound off the browser: the host's tests record the cues
// through New's play instead.
func Play(Cue) {}

// PrefersReducedMotion is false off the browser.
func PrefersReducedMotion() bool { return false }
