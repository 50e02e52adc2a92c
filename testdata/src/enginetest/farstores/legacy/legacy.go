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
