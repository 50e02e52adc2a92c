// Package board reads runs through wrappers of another package with times
// of its own: the field, and the reads, are that package's to report, not
// this one's; the item board builds and writes itself is board's.
package board

import (
	"time"

	"ddblint/timefields/dyn"
)

func today(s *dyn.Store, pipeline string) (int, error) {
	return s.Recent(pipeline, time.Now().Truncate(24*time.Hour)) // ok: dyn reports the field, and Recent's read
}

func lastHour(s *dyn.Store, pipeline string) (int, error) {
	return s.Recent(pipeline, time.Now().Add(-time.Hour))
}

// A field of another package read through its wrapper, then written in an
// item built here: the read is dyn's to report, the write board's.
func check(s *dyn.Store, host string) (int, error) {
	return s.Since(host, time.Now().Add(-time.Minute)) // ok: dyn reports Since's read
}

func beat(s *dyn.Store, host string) error {
	return s.Put(dyn.Beat{Host: host, At: time.Now()}) // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "At"`
}
