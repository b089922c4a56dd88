// Command gencharset prints the characters the tutor can draw, for the font
// subsetter (game/fonts/subset.sh): with -cjk those for the CJK font, with
// -latin the others. Run it from the module root.
package main

import (
	"flag"
	"fmt"
	"os"

	"renju/game/fonts/charset"
)

func main() {
	cjk := flag.Bool("cjk", false, "print the characters for the CJK font")
	latin := flag.Bool("latin", false, "print the characters for the Latin font")
	flag.Parse()
	l, c, err := charset.Charset(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "gencharset:", err)
		os.Exit(1)
	}
	switch {
	case *cjk:
		fmt.Print(string(c))
	case *latin:
		fmt.Print(string(l))
	default:
		fmt.Fprintln(os.Stderr, "usage: gencharset -cjk | -latin")
		os.Exit(2)
	}
}
