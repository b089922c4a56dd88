package tutor

// Text is a sentence in both of the tutor's languages.
type Text struct {
	EN string `json:"en"`
	ZH string `json:"zh"`
}

// Languages the tutor speaks, by their codes.
const (
	English = "en"
	Chinese = "zh"
)

// Get returns the text in lang ("en" or "zh"); anything else is English.
func (t Text) Get(lang string) string {
	if lang == Chinese {
		return t.ZH
	}
	return t.EN
}
