package homework

import (
	"errors"
	"testing"

	"renju/msg"
)

// Whatever a homework link holds, Decode does not panic, its errors are
// msg.Errors, and what it reads is valid and re-encodes to a canonical
// link that reads back as the same homework (with the same ID).
func FuzzDecodeHomework(f *testing.F) {
	for _, s := range []string{sampleLink, "#hw=" + sampleLink, "1.lthree_1~3_5", "1.dialft_3_50_18446744073709551615",
		"1.lthree.lthree", "2.lthree", "1..", "1.t", "1.tAQ", "1.lthree_3_2", "1.di_0_1_0", "https://x/#hw=1.lthree"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := Decode(s)
		if err != nil {
			var me msg.Error
			if !errors.As(err, &me) {
				t.Fatalf("%q: %v is not a msg.Error", s, err)
			}
			return
		}
		if err := h.Validate(); err != nil {
			t.Fatalf("%q decoded to an invalid homework: %v", s, err)
		}
		enc := Encode(h)
		back, err := Decode(enc)
		if err != nil {
			t.Fatalf("re-decode %q (from %q): %v", enc, s, err)
		}
		if Encode(back) != enc || back.ID() != h.ID() {
			t.Fatalf("%q: %q re-encodes as %q", s, enc, Encode(back))
		}
	})
}

// Whatever is pasted, DecodeResult does not panic, its errors are
// msg.Errors, and what it reads is valid and re-encodes to a code that
// reads back as the same result.
func FuzzDecodeResult(f *testing.F) {
	for _, s := range []string{sampleCode, "Li Wei: 1496-s2w0-m0w0-80g0-00qj-dqap", "王小明：１ZZZ-ZZZZ-Y000-0000-ZZZZ-RRN8",
		"a: 1000-0000-0000-0000-0000-01PV", "Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAQ", ":", "x:U", "Li\x01: 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := DecodeResult(s)
		if err != nil {
			var me msg.Error
			if !errors.As(err, &me) {
				t.Fatalf("%q: %v is not a msg.Error", s, err)
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("%q decoded to an invalid result: %v", s, err)
		}
		enc := EncodeResult(r)
		back, err := DecodeResult(enc)
		if err != nil {
			t.Fatalf("re-decode %q (from %q): %v", enc, s, err)
		}
		if back != r || EncodeResult(back) != enc {
			t.Fatalf("%q: %q reads as %+v, not %+v", s, enc, back, r)
		}
	})
}
