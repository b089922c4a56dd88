package hwplay

import (
	"reflect"
	"testing"

	"renju/jsonkit/jsonkittest"
)

// TestSavedFormIsEncodingJSONs: jsonkit writes the saved form (progress) byte
// for byte as encoding/json wrote it, and reads it as encoding/json read
// it, so that saves already on learners' devices read back unchanged.
func TestSavedFormIsEncodingJSONs(t *testing.T) {
	jsonkittest.Hold(t, reflect.TypeFor[progress](), 500, false)
}
