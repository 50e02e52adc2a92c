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

// Within runs f and fails if f has not returned after d. A panic in f
// fails t as usual: f runs on the test's goroutine.
func Within(t testing.TB, d time.Duration, f func()) {
	t.Helper()
	defer Start(d)()
	f()
}

// Start starts a watchdog that fails the test binary if the returned stop
// function has not been called after d; use it as
//
//	defer fuzzcheck.Start(fuzzcheck.Deadline)()
//
// at the top of a fuzz function.
func Start(d time.Duration) (stop func()) {
	done := make(chan struct{})
	timer := time.AfterFunc(d, func() {
		select {
		case <-done:
		default:
			// t.Fatal may not be called from another goroutine, and the
			// input may never return: a panic stops the process, and
			// the fuzzer saves the input it was running.
			panic("still running after " + d.String())
		}
	})
	return func() {
		close(done)
		timer.Stop()
	}
}
