package jsonkit_test

import "renju/jsonkit/jsonkittest"

var (
	jsonkittestSameMarshal   = jsonkittest.SameMarshal
	jsonkittestSameUnmarshal = jsonkittest.SameUnmarshal
)
