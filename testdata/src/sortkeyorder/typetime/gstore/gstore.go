// Package gstore puts guregu/dynamo models it is given.
package gstore

import (
	"time"

	"github.com/guregu/dynamo"
)

type Ticket struct {
	Queue  string    `dynamo:"queue,hash"`
	ID     string    `dynamo:"id,range"`
	Opened time.Time `dynamo:"opened" localIndex:"opened-index,range"` // want `Ticket.Opened is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "opened" of index opened-index`
	Closed time.Time `dynamo:"closed"`
}

func Open(db *dynamo.DB, t Ticket) error {
	return db.Table("tickets").Put(t).Run()
}

// Not reported: Unix seconds.
type Stamp struct {
	Queue string    `dynamo:"queue,hash"`
	At    time.Time `dynamo:"at,range,unixtime"` // ok: Unix seconds, a number
}

func Put(db *dynamo.DB, s *Stamp) error {
	return db.Table("stamps").Put(s).Run()
}

// A default for a time the caller left zero: still a time.Time.
type Reply struct {
	Queue string    `dynamo:"queue,hash"`
	At    time.Time `dynamo:"at,range"` // want `Reply.At is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "at"`
}

func Answer(db *dynamo.DB, r *Reply) error {
	if r.At.IsZero() {
		r.At = time.Now() // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "at"`
	}
	return db.Table("replies").Put(r).Run()
}
