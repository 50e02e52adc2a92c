// Package validators wraps the validators of enginetest/validators/base: a
// function that gives its parameter to a validator of another package (known
// by its fact) is a validator too.
package validators

import "enginetest/validators/base"

// MustID panics on an id with the separator.
func MustID(id string) string { // want MustID:"validates #0"
	if err := base.ValidateID(id); err != nil {
		panic(err)
	}
	return id
}

// Both checks its first parameter through a generic validator, its second
// through Page's second parameter.
func Both(id, page string) bool { // want Both:"validates #0 #1"
	_, err := base.Page(id, page)
	return base.Check(id, 0) && err == nil
}

// Described gives its parameter to a function that checks nothing.
func Described(id string) int { return base.Describe(id) }
