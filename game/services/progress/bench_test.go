package progress

import "testing"

// BenchmarkParse reads typical saved progress: two lessons, a star cut by
// a hint, the page to resume.
func BenchmarkParse(b *testing.B) {
	const s = `{"v":1,"last":{"lesson":"double-three","page":2},"lessons":{"board-and-five":{"done":[1,2,3,4,5]},"double-three":{"done":[1,2,6,7],"tried":[6,7],"stars":[6,7],"part":{"6":2}}}}`
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(s); err != nil {
			b.Fatal(err)
		}
	}
}
