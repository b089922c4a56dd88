// Command gencharset prints the characters the tutor can draw, for the font
// subsetter (fonts/subset.sh): with -cjk those for the CJK font, with
// -cjk-en those of them the English side draws (the embedded subset), with
// -latin the others. Run it from the module root.
//
// It links game/frame/catalogue, every room that keeps messages of its
// own, so that msg.All holds every string the app can draw (the rooms'
// tables register when their packages load).
package main

import (
	"flag"
	"fmt"
	"os"

	"renju/fonts/charset"
	"renju/fonts/sides"
	_ "renju/game/frame/catalogue"
)

func main() {
	cjk := flag.Bool("cjk", false, "print the characters for the CJK font")
	cjkEN := flag.Bool("cjk-en", false, "print the characters for the CJK font that the English side draws")
	latin := flag.Bool("latin", false, "print the characters for the Latin font")
	flag.Parse()
	fail := func(err error) {
		fmt.Fprintln(os.Stderr, "gencharset:", err)
		os.Exit(1)
	}
	l, c, err := charset.Charset(".")
	if err != nil {
		fail(err)
	}
	switch {
	case *cjk:
		fmt.Print(string(c))
	case *cjkEN:
		t, err := sides.Gather(".")
		if err != nil {
			fail(err)
		}
		fmt.Print(string(sides.CJK(t.EN)))
	case *latin:
		fmt.Print(string(l))
	default:
		fmt.Fprintln(os.Stderr, "usage: gencharset -cjk | -cjk-en | -latin")
		os.Exit(2)
	}
}
