//go:build js

package feel

import "syscall/js"

// The sound, made at run time with Web Audio: one short tone, no sound
// file. A right answer is a triangle wave gliding up a fifth (660 → 990
// Hz), a wrong one a sine gliding down (330 → 247 Hz), each 0.15 s
// under a gain of at most 0.06 (quiet), fading out.

var audio js.Value // the AudioContext, made at the first sound (a tap's)

// Play makes cue's sound; a browser without Web Audio stays silent.
func Play(c Cue) {
	if audio.IsUndefined() {
		ctor := js.Global().Get("AudioContext")
		if ctor.IsUndefined() {
			ctor = js.Global().Get("webkitAudioContext")
		}
		if ctor.IsUndefined() {
			return
		}
		audio = ctor.New()
	}
	if audio.Get("state").String() == "suspended" {
		audio.Call("resume")
	}
	now := audio.Get("currentTime").Float()
	osc := audio.Call("createOscillator")
	gain := audio.Call("createGain")
	from, to, wave := 660.0, 990.0, "triangle"
	if c == WrongCue {
		from, to, wave = 330, 247, "sine"
	}
	osc.Set("type", wave)
	f := osc.Get("frequency")
	f.Call("setValueAtTime", from, now)
	f.Call("exponentialRampToValueAtTime", to, now+0.12)
	g := gain.Get("gain")
	g.Call("setValueAtTime", 0.0001, now)
	g.Call("exponentialRampToValueAtTime", 0.06, now+0.015)
	g.Call("exponentialRampToValueAtTime", 0.0001, now+0.15)
	osc.Call("connect", gain)
	gain.Call("connect", audio.Get("destination"))
	osc.Call("start", now)
	osc.Call("stop", now+0.16)
}

// PrefersReducedMotion is the browser's prefers-reduced-motion.
func PrefersReducedMotion() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Bool()
}
