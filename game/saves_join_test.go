//go:build js

package game

import (
	"testing"

	"renju/game/frame/savemerge/savetest"
	"renju/game/frame/screens"
)

// TestEverySaveHasAJoin: every storage key a registry entry keeps names
// how two tabs' values of it are joined (a join, or storage.LastWrite on
// purpose), and every join that joins is one the property tests of
// game/frame/savemerge check (savetest.Kinds, the very same join).
// Together with the frame's own keys, every key the app keeps is in the
// table the store joins with.
func TestEverySaveHasAJoin(t *testing.T) {
	tested := map[string]bool{}
	for _, k := range savetest.Kinds {
		tested[k.Key] = true
	}
	joins := saveJoins()
	for _, e := range screens.Registry {
		for _, k := range e.Saves {
			switch {
			case k.Join == nil:
				t.Errorf("screen %q keeps %q with no Join (a join, or storage.LastWrite for the last write)", e.Name, k.Key)
			case joins[k.Key] != k.Join:
				t.Errorf("screen %q keeps %q: the store joins it otherwise", e.Name, k.Key)
			case k.Join.Joins() && !tested[k.Key]:
				t.Errorf("screen %q joins %q with no property test: add its Kind to game/frame/savemerge/savetest", e.Name, k.Key)
			}
		}
	}
	for _, k := range savetest.Kinds {
		if joins[k.Key] != k.Join {
			t.Errorf("savetest tests %q with a join the app does not use", k.Key)
		}
	}
	for _, key := range keptKeys() {
		if _, ok := joins[key]; !ok {
			t.Errorf("the app keeps %q with no join in saveJoins", key)
		}
	}
}
