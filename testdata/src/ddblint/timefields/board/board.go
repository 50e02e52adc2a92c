// Package board reads runs through a wrapper of another package with times
// of its own: the field is that package's to report, and the calls here
// are one finding naming it, at the first call, with the others related.
package board

import (
	"time"

	"ddblint/timefields/dyn"
)

func today(s *dyn.Store, pipeline string) (int, error) {
	return s.Recent(pipeline, time.Now().Truncate(24*time.Hour)) // want `dyn.run.Started is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "Started"`
}

func lastHour(s *dyn.Store, pipeline string) (int, error) {
	return s.Recent(pipeline, time.Now().Add(-time.Hour))
}
