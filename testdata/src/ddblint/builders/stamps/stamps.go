// Package stamps formats the sort keys of package builders: a helper of
// another package of the module.
package stamps

import "time"

func Visit(at time.Time) string {
	return "VISIT#" + at.Format(time.RFC3339Nano)
}

func Leave(at time.Time) string {
	return "LEAVE#" + at.Format(time.RFC3339Nano)
}
