package main

import "testing"

// TestPkgOf reads package paths back from the names the linker writes.
func TestPkgOf(t *testing.T) {
	for sym, want := range map[string]string{
		"runtime.mallocgc":                            "runtime",
		"internal_abi.__RegArgs_.Dump":                "internal_abi",
		"renju_game_frame_screens.__homeScreen_.Draw": "renju/game/frame/screens",
		"renju_msg.init":                              "renju/msg",
		"github.com_hajimehoshi_ebiten_v2_internal_shader.__compileState_.parseFuncParams": "github.com_hajimehoshi_ebiten_v2_internal_shader",
		"golang.org_x_image_font_sfnt.__Font_.GlyphIndex":                                  "golang.org_x_image_font_sfnt",
		"slices.pdqsortCmpFunc_go.shape.struct___Col_int__Row_int___":                      "slices",
		"type_.eq.go_scanner.Error":                                                        "type_",
		"go_buildid":                                                                       "go_buildid",
	} {
		if got := pkgOf(sym); got != want {
			t.Errorf("pkgOf(%q) = %q, want %q", sym, got, want)
		}
	}
}

func TestGenericOf(t *testing.T) {
	name, ok := genericOf("slices.pdqsortCmpFunc_go.shape.struct___Col_int__Row_int___")
	if !ok || name != "slices.pdqsortCmpFunc[…]" {
		t.Errorf("genericOf = %q, %v", name, ok)
	}
	if _, ok := genericOf("runtime.mallocgc"); ok {
		t.Error("runtime.mallocgc is not an instantiation")
	}
}

func TestParseRejectsAStrippedModule(t *testing.T) {
	// A module with no sections at all: no names.
	if _, err := parse([]byte("\x00asm\x01\x00\x00\x00")); err != errNoNames {
		t.Errorf("parse of an empty module: %v, want errNoNames", err)
	}
	if _, err := parse([]byte("not wasm")); err == nil {
		t.Error("parse of a text: no error")
	}
}
