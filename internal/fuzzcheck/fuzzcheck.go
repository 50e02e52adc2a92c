// Package fuzzcheck holds the time bound the fuzz tests of ddblint's readers
// of user files share: a reader must finish every input, however hostile,
// well within a deadline that a slow machine still meets.
package fuzzcheck

import (
	"testing"
	"time"
)

// Deadline is generous: the readers take microseconds on fuzz inputs, and a
// loaded CI machine must never make a correct reader fail.
const Deadline = 10 * time.Second

// Within runs f and fails t if f has not returned after d. A panic in f
// fails t as usual: f runs on the test's goroutine, and a watchdog reports
// the hang.
func Within(t testing.TB, d time.Duration, f func()) {
	t.Helper()
	done := make(chan struct{})
	timer := time.AfterFunc(d, func() {
		select {
		case <-done:
		default:
			// t.Fatal may not be called from another goroutine; a
			// panic stops the fuzzer and names the input it was
			// running.
			panic("still running after " + d.String())
		}
	})
	defer timer.Stop()
	f()
	close(done)
}
