// Package use calls validators of other packages: the engine imports their
// facts into Result.Validators.
package use

import (
	"strings"

	"enginetest/validators"
	"enginetest/validators/base"
)

func use(id string) {
	_ = base.ValidateID(id)       // want `validator base.ValidateID #0`
	_, _ = base.Page("kind", id)  // want `validator base.Page #1`
	_ = base.Check(id, "x")       // want `validator base.Check #0`
	_ = base.Unexported(id)       // want `validator base.Unexported #0`
	_ = validators.MustID(id)     // want `validator validators.MustID #0`
	_ = validators.Both(id, id)   // want `validator validators.Both #0 #1`
	_ = validators.Described(id)  // ok: checks nothing
	_ = base.Describe(id)         // ok
	_ = base.Slash(id)            // ok: not the separator
	_ = base.Recursive(id, 2)     // ok
	_ = base.Variadic(id)         // ok
	_ = strings.Contains(id, "#") // ok: the standard library exports no facts
	_ = local(id)                 // ok: a function of this package is the rule's to judge
}

func local(id string) bool { return !strings.Contains(id, "#") }
