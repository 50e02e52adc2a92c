package wrappers

import (
	v1aws "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	"github.com/guregu/dynamo"
)

// Types that supply their own keys, asked for them by aws-sdk-go v1 and
// guregu/dynamo wrappers.

// Crate answers the Entity interface; saveEntityV1 writes what its
// methods return.
type Crate struct{ ID string }

func (c Crate) PK() string { return "CRATE#" + c.ID } // want `PutItem via saveEntityV1 write orders PK partition key = CRATE#<string:ID>` `Crate key methods item PK partition key = CRATE#<string:ID>`
func (c Crate) SK() string { return "META" }          // want `PutItem via saveEntityV1 write orders SK sort key = META` `Crate key methods item SK sort key = META`

func saveEntityV1(svc *v1.DynamoDB, e Entity) {
	svc.PutItem(&v1.PutItemInput{
		TableName: v1aws.String("orders"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: v1aws.String(e.PK())}, // want `PutItem write orders PK partition key = <opaque:PK>`
			"SK": {S: v1aws.String(e.SK())}, // want `PutItem write orders SK sort key = <opaque:SK>`
		},
	})
}

// Pallet's Keys returns a struct of key-named fields without tags
// (dynamodbattribute uses the field names); removeV1 marshals it as the key.
type Pallet struct{ Lot string }

func (p Pallet) Keys() Key {
	return Key{
		PK: "PALLET#" + p.Lot, // want `DeleteItem via removeV1 key orders PK partition key = PALLET#<string:Lot>`
		SK: "META",            // want `DeleteItem via removeV1 key orders SK sort key = META`
	}
}

func removeV1(svc *v1.DynamoDB, k Keyed) {
	av, _ := dynamodbattribute.MarshalMap(k.Keys())
	svc.DeleteItem(&v1.DeleteItemInput{TableName: v1aws.String("orders"), Key: av})
}

// LotKey is a generic key type of v1 code.
type LotKey[T any] struct{ Lot string }

func (k LotKey[T]) PK() string { return "LOT#" + k.Lot } // want `PutItem via saveEntityV1 write orders PK partition key = LOT#<string:Lot>` `LotKey key methods item PK partition key = LOT#<string:Lot>`
func (k LotKey[T]) SK() string { return "V0" }           // want `PutItem via saveEntityV1 write orders SK sort key = V0` `LotKey key methods item SK sort key = V0`

func selfKeysV1(svc *v1.DynamoDB, id string) {
	saveEntityV1(svc, Crate{ID: id})
	saveEntityV1(svc, LotKey[Crate]{Lot: id})
	removeV1(svc, Pallet{Lot: id})
	var e Entity = Crate{ID: id}
	saveEntityV1(svc, e) // ok: an interface value: its type is unknown here
	_ = Catalog{}.Keys() // ok: a Keys method returning a slice
}

// guregu: a typed key struct whose PK and SK methods give Get and Delete
// their values, and a Keyed value a wrapper asks for HashKey and RangeKey.
type BoothKey struct{ Fair, Booth string }

func (k BoothKey) PK() string { return "FAIR#" + k.Fair }   // want `BoothKey key methods item PK partition key = FAIR#<string:Fair>`
func (k BoothKey) SK() string { return "BOOTH#" + k.Booth } // want `BoothKey key methods item SK sort key = BOOTH#<string:Booth>`

func booths(t dynamo.Table, k BoothKey, c Catalog) {
	var out struct{}
	t.Get("PK", k.PK()).Range("SK", dynamo.Equal, k.SK()).One(&out) // want `dynamo.Get read PK partition key = FAIR#<string:Fair>` `dynamo.Get read SK sort key = BOOTH#<string:Booth>`
	// A PK method taking an argument is no key method: only the call's
	// own text is known.
	t.Get("PK", c.PK("X#")).One(&out) // want `dynamo.Get read PK partition key = X#<opaque>`
}

func (v visits) drop(k dynamo.Keyed) error {
	return v.table.Delete("site", k.HashKey()).Range("at", k.RangeKey()).Run() // want `dynamo.Delete key site partition key = <opaque:HashKey>` `dynamo.Delete key at sort key = <opaque:RangeKey>`
}

func seats(v visits, show string, row int) {
	v.drop(Seat{Show: show, Row: row})       // the keys are Seat's, reported in its methods
	v.drop(dynamo.Keys{"SITE#" + show, row}) // ok: a Keys value: which element is which is guregu's business
}

// Berth's PrimaryKey returns untagged key-named fields, in a package that
// writes with aws-sdk-go v1.
type Berth struct{ Dock string }

func (b Berth) PrimaryKey() LibKeys {
	return LibKeys{PK: "BERTH#" + b.Dock, SK: "META"} // want `Berth.PrimaryKey item PK partition key = BERTH#<string:Dock>` `Berth.PrimaryKey item SK sort key = META`
}

// ok: a PrimaryKey method taking a parameter is no key method.
type Quay struct{ Name string }

func (q Quay) PrimaryKey(prefix string) LibKeys { return LibKeys{PK: prefix + q.Name} }

// A typed key struct's PK and SK methods give a v1 request its values.
func getBoothV1(svc *v1.DynamoDB, k BoothKey, c Catalog) {
	svc.GetItem(&v1.GetItemInput{
		TableName: v1aws.String("orders"),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: v1aws.String(k.PK())}, // want `GetItem read orders PK partition key = FAIR#<string:Fair>`
			"SK": {S: v1aws.String(k.SK())}, // want `GetItem read orders SK sort key = BOOTH#<string:Booth>`
		},
	})
	// A PK method taking an argument is no key method: only the call's
	// own text is known.
	svc.GetItem(&v1.GetItemInput{
		TableName: v1aws.String("orders"),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: v1aws.String(c.PK("X#"))}, // want `GetItem read orders PK partition key = X#<opaque>`
		},
	})
}

// SlotKey is a generic key type answering guregu's Keyed.
type SlotKey[T any] struct{ Site, At string }

func (k SlotKey[T]) HashKey() interface{}  { return "SITE#" + k.Site } // want `SlotKey key methods item HashKey\(\) partition key = SITE#<string:Site>` `dynamo.Delete via drop key site partition key = SITE#<string:Site>`
func (k SlotKey[T]) RangeKey() interface{} { return k.At }             // want `SlotKey key methods item RangeKey\(\) sort key = <string:At>` `dynamo.Delete via drop key at sort key = <string:At>`

func slots(v visits, site, at string) {
	v.drop(SlotKey[Visit]{Site: site, At: at})
	var k dynamo.Keyed = SlotKey[Visit]{Site: site, At: at}
	v.drop(k) // ok: an interface value: its type is unknown here
}
