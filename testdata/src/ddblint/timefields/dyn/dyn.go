// Package dyn pins the guregu/dynamo shape of a time.Time range key: the
// field is written by Put and read by the queries that fill its struct,
// and every one of them is related to one finding at the field.
package dyn

import (
	"time"

	"github.com/guregu/dynamo"
)

type run struct {
	Pipeline string    `dynamo:"Pipeline,hash"`
	Started  time.Time `dynamo:"Started,range" index:"ByDay,range"` // want `run.Started is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "Started":`
	Day      string    `index:"ByDay,hash"`
}

type store struct{ table dynamo.Table }

func (s *store) start(pipeline string) error {
	now := time.Now()
	return s.table.Put(run{Pipeline: pipeline, Started: now, Day: "D"}).Run() // want `partition key "Day" of index ByDay is the constant "D" while partition key "Pipeline" varies`
}

func (s *store) latest(pipeline string) (run, error) {
	var r run
	err := s.table.Get("Pipeline", pipeline).Range("Started", dynamo.LessOrEqual, time.Now()).One(&r)
	return r, err
}

func (s *store) since(day string, from time.Time) ([]run, error) {
	var rs []run
	err := s.table.Get("Day", day).Index("ByDay").Range("Started", dynamo.GreaterOrEqual, from).All(&rs)
	return rs, err
}

// A time read into a map names no field: its finding stays at the read.
func (s *store) raw(pipeline string, at time.Time) (map[string]any, error) {
	var m map[string]any
	err := s.table.Get("Pipeline", pipeline).Range("Started", dynamo.Equal, at).One(&m) // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "Started"`
	return m, err
}

// Store is what other packages read runs through.
type Store struct{ table dynamo.Table }

// Recent is a wrapper other packages call with a time of their own.
func (s *Store) Recent(pipeline string, from time.Time) (int, error) { // want Recent:`reported sortkeyorder: sort key "Started"`
	var rs []run
	err := s.table.Get("Pipeline", pipeline).Range("Started", dynamo.Greater, from).All(&rs)
	return len(rs), err
}

// Beat is an item other packages build and put.
type Beat struct {
	Host string    `dynamo:"Host,hash"`
	At   time.Time `dynamo:"At,range"`
}

// Put writes a beat another package builds: no key of its own here.
func (s *Store) Put(b Beat) error { return s.table.Put(b).Run() }

// Since reads beats: its one read is reported here, as any key read once.
func (s *Store) Since(host string, t time.Time) (int, error) { // want Since:`reported sortkeyorder: sort key "At"`
	var bs []Beat
	err := s.table.Get("Host", host).Range("At", dynamo.Greater, t).All(&bs) // want `t is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "At"`
	return len(bs), err
}
