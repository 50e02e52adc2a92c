// Package legacy: the same with an aws-sdk-go v1 model and a guregu/dynamo
// one, stored into where nothing is sent.
package legacy // want `items enginetest/farstores/legacy.Ticket`

import (
	"strconv"

	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	"github.com/guregu/dynamo"
)

type Ticket struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

// Marshal makes Ticket an item type of this package (v1's marshaller).
func Marshal(t Ticket) (any, error) { return dynamodbattribute.MarshalMap(t) }

func Renumber(t *Ticket, n int) {
	t.SK = "SEQ#" + strconv.Itoa(n) // want `Ticket.SK = item SK sort key = SEQ#<int:n>`
}

type Visit struct {
	Site string `dynamo:"site,hash"`
	At   string `dynamo:"at,range"`
}

var _ *dynamo.DB

func Stamp(v *Visit, n int) {
	v.At = strconv.Itoa(n) // want `Visit.At = item at sort key = <int:n>`
}

// ok: the store is overwritten before the put, which reads the item's
// flow; the value stored first is written nowhere.
func Restamp(db *dynamo.DB, v *Visit, n int) error {
	v.At = "FIRST#" + strconv.Itoa(n)
	v.At = "AT#" + strconv.Itoa(n) // want `dynamo.Put write visits at sort key = AT#<int:n>`
	return db.Table("visits").Put(v).Run()
}

// ok: a method of Ticket storing into its receiver is a setter, read
// where it is called.
func (t *Ticket) Bump(n int) { t.SK = "SEQ#" + strconv.Itoa(n) }
