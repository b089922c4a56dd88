package msg_test

// The rooms register their own tables (game/features/<room>/messages.go);
// linking them all here puts them in the catalogue this package's tests
// read, so TestCatalogueComplete checks their pairs and verbs and
// TestEveryUsedIDHasText finds the text of the IDs they declare.
import _ "renju/game/frame/catalogue"
