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

// A field of another package read, then written: one finding, at the
// first write, the read related.
func check(s *dyn.Store, host string) (int, error) {
	return s.Since(host, time.Now().Add(-time.Minute))
}

func beat(s *dyn.Store, host string) error {
	return s.Put(dyn.Beat{Host: host, At: time.Now()}) // want `dyn.Beat.At is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "At"`
}
