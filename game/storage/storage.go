// Package storage is what the app keeps between visits, in the browser's
// localStorage: values by key, read when first asked for (from a getter:
// localStorage in the browser, nothing in tests) and written after the
// frame that changed them (Take), so that a write to the page never
// happens inside the game's lock. Saving a value that is already stored
// writes nothing. It is plain Go.
package storage

// Store holds the values read and the writes not yet delivered. It is not
// safe for concurrent use (the app guards it with its lock).
type Store struct {
	get     func(key string) (string, bool)
	values  map[string]string
	known   map[string]bool // keys read from get (or stored): no second read
	pending []Write
}

// Write is a value to write to the page's storage.
type Write struct{ Key, Value string }

// New returns a store that reads missing keys with get (nil: none).
func New(get func(key string) (string, bool)) *Store {
	return &Store{get: get, values: map[string]string{}, known: map[string]bool{}}
}

// Load returns the value stored under key, and whether there is one.
func (s *Store) Load(key string) (string, bool) {
	if !s.known[key] {
		s.known[key] = true
		if s.get != nil {
			if v, ok := s.get(key); ok {
				s.values[key] = v
			}
		}
	}
	v, ok := s.values[key]
	return v, ok
}

// Save stores value under key; the write is delivered by Take.
func (s *Store) Save(key, value string) {
	if old, ok := s.Load(key); ok && old == value {
		return
	}
	s.values[key] = value
	s.pending = append(s.pending, Write{key, value})
}

// Seed records values as already stored (what the page held at start-up),
// without writing them back.
func (s *Store) Seed(values map[string]string) {
	for k, v := range values {
		s.values[k] = v
		s.known[k] = true
	}
}

// Take returns the writes not yet delivered, once.
func (s *Store) Take() []Write {
	w := s.pending
	s.pending = nil
	return w
}
