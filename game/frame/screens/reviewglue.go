package screens

import (
	"renju/game/features/lessonplay"
	"renju/game/features/mistakes"
	"renju/lessons"
)

// askReview makes the review's question of an item a lesson asked: the
// lesson page's own machinery (lessonplay), handed to the review screen
// here, for the rooms do not import each other.
func askReview(key string, q lessons.Question) (mistakes.Question, error) {
	r, err := lessonplay.AskReview(key, q)
	if err != nil {
		return nil, err
	}
	return r, nil
}
