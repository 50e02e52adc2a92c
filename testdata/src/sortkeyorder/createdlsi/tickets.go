// Package createdlsi keeps its table's key schema in a guregu/dynamo
// CreateTable call whose table name the caller chooses at run time, and
// tags only the table's own key on the items it puts: the local indexes'
// sort keys are known from the CreateTable struct alone.
package createdlsi

import (
	"context"
	"time"

	"github.com/guregu/dynamo"
)

func createTickets(ctx context.Context, db *dynamo.DB, name string) error {
	type layout struct {
		Queue   string    `dynamo:"queue,hash"`
		ID      string    `dynamo:"id,range"`
		Opened  time.Time `dynamo:"opened" localIndex:"opened-index,range"`
		Touched time.Time `dynamo:"touched" localIndex:"touched-index,range"`
	}
	return db.CreateTable(name, layout{}).Run()
}

type ticket struct {
	Queue  string    `dynamo:"queue,hash"`
	ID     string    `dynamo:"id,range"`
	Opened time.Time `dynamo:"opened"`
	Closed time.Time `dynamo:"closed"`
	Title  string    `dynamo:"title"`
}

type desk struct {
	db    *dynamo.DB
	table string
}

// Reported: Opened is the sort key of opened-index, though the item's tags
// do not say so.
func (d *desk) open(ctx context.Context, queue, id, title string) error {
	t := ticket{Queue: queue, ID: id, Opened: time.Now(), Title: title} // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "opened" of index opened-index`
	return d.db.Table(d.table).Put(t).Run()
}

// Reported: an update setting the other index's sort key.
func (d *desk) touch(ctx context.Context, queue, id string) error {
	return d.db.Table(d.table).Update("queue", queue).Range("id", id).
		Set("touched", time.Now()). // want `in sort key "touched" of index touched-index`
		Run()
}

// Not reported: closed keys no index, and the item's own tags keep the
// table's key to queue and id.
func (d *desk) close(ctx context.Context, queue, id string) error {
	return d.db.Table(d.table).Update("queue", queue).Range("id", id).
		Set("closed", time.Now()). // ok: no index sorts on closed
		Run()
}

type stamped struct {
	Queue  string    `dynamo:"queue,hash"`
	ID     string    `dynamo:"id,range"`
	Opened time.Time `dynamo:"opened,unixtime"`
}

// Not reported: written as a Unix time, a number.
func (d *desk) openStamped(ctx context.Context, queue, id string) error {
	s := stamped{Queue: queue, ID: id, Opened: time.Now()} // ok: unixtime
	return d.db.Table(d.table).Put(s).Run()
}

// Not reported: a table named in the code is not the one CreateTable made
// under a run-time name, and its own item tags declare no index.
func (d *desk) archive(ctx context.Context, queue, id string) error {
	t := ticket{Queue: queue, ID: id, Opened: time.Now()} // ok: archive has no opened-index
	return d.db.Table("tickets-archive").Put(t).Run()
}
