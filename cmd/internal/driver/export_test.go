package driver

// WithProgress is withProgress, for the tests: a fake terminal flag, the
// delay and the clock.
var WithProgress = withProgress

// IsTerminal is isTerminal, for the tests.
var IsTerminal = isTerminal
