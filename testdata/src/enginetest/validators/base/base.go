// Package base holds validators, functions that check a parameter for the
// separator, and look-alikes: the engine exports a ValidatorFact for each
// exported validator.
package base

import (
	"errors"
	"strconv"
	"strings"
)

var ErrBad = errors.New("bad")

// ValidateID rejects ids that contain the separator.
func ValidateID(id string) error { // want ValidateID:"validates #0"
	if id == "" || strings.Contains(id, "#") {
		return ErrBad
	}
	return nil
}

// Page checks its second parameter only: a number has no separator.
func Page(kind, page string) (int, error) { // want Page:"validates #1"
	return strconv.Atoi(page)
}

// Kind is an allow-list.
func Kind(k string) error { // want Kind:"validates #0"
	switch k {
	case "order", "invoice":
	default:
		return ErrBad
	}
	return nil
}

// Generic validates through its origin: the fact is on Check, not on its
// instances.
func Check[T any](id string, _ T) bool { // want Check:"validates #0"
	return !strings.ContainsRune(id, '#')
}

// Describe uses its parameter but checks nothing.
func Describe(id string) int { return len(id) }

// Slash checks for another character than the separator.
func Slash(id string) bool { return strings.Contains(id, "/") }

// Recursive calls itself: the call is not a check.
func Recursive(id string, n int) bool {
	if n == 0 {
		return id != ""
	}
	return Recursive(id, n-1)
}

// validate checks, but is not exported: no fact.
func validate(id string) bool { return !strings.Contains(id, "#") }

// Unexported calls an unexported validator of its package.
func Unexported(id string) bool { return validate(id) } // want Unexported:"validates #0"

// Variadic parameters are not followed.
func Variadic(ids ...string) bool {
	for _, id := range ids {
		if strings.Contains(id, "#") {
			return false
		}
	}
	return true
}
