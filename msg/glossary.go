package msg

// The glossary's links and card (game/glossary.go, kit.RichText): what a
// screen reader hears of a term's link.
const (
	// GlossaryLink names a term's link in a text for the mirror.
	GlossaryLink ID = "glossary.link"
)

var glossaryTexts = Table{
	{GlossaryLink, "%[1]s (glossary)", "%[1]s（术语）"},
}

func init() { Register(glossaryTexts) }
