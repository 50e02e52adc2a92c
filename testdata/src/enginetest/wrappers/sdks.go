package wrappers

import (
	v1aws "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	"github.com/guregu/dynamo"

	"enginetest/wrappers/legacyrepo"
)

// aws-sdk-go v1: the same wrapper, with dynamodbattribute (json tags
// count).
type Shipment struct {
	PK string `json:"pk"`
	SK string `json:"sk"`
}

func putV1(svc *v1.DynamoDB, item interface{}) error {
	av, err := dynamodbattribute.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&v1.PutItemInput{TableName: v1aws.String("orders"), Item: av})
	return err
}

func getV1(svc *v1.DynamoDB, pk string) {
	svc.GetItem(&v1.GetItemInput{
		TableName: v1aws.String("orders"),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: v1aws.String(pk)}, // want `GetItem read orders PK partition key = <string:pk>`
		},
	})
}

// putShipment marshals with Marshal and writes the map member.
func putShipment(svc *v1.DynamoDB, sh Shipment) error {
	av, err := dynamodbattribute.Marshal(sh)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&v1.PutItemInput{TableName: v1aws.String("orders"), Item: av.M})
	return err
}

func sdkV1(svc *v1.DynamoDB, id string) {
	putShipment(svc, Shipment{PK: "SHIP#" + id, SK: "META"}) // want `PutItem via putShipment write orders pk partition key = SHIP#<string:id>` `PutItem via putShipment write orders sk sort key = META`
	putV1(svc, Shipment{PK: "SHIP#" + id, SK: "LEG#1"})      // want `PutItem via putV1 write orders pk partition key = SHIP#<string:id>` `PutItem via putV1 write orders sk sort key = LEG#1`
	putV1(svc, Note{Title: id})                              // ok: no key attributes
	getV1(svc, "SHIP#"+id)                                   // want `GetItem via getV1 read orders PK partition key = SHIP#<string:id>`
}

// guregu/dynamo: a repository handing items and keys to a Table.
type Visit struct {
	Site string `dynamo:"site,hash"`
	At   string `dynamo:"at,range"`
}

type visits struct{ table dynamo.Table }

func (v visits) put(item interface{}) error { return v.table.Put(item).Run() }

func (v visits) get(site string, out interface{}) error {
	return v.table.Get("site", site).One(out) // want `dynamo.Get read site partition key = <string:site>`
}

func guregu(v visits, id string) {
	v.put(Visit{Site: "SITE#" + id, At: "2024"}) // want `dynamo.Put via put write site partition key = SITE#<string:id>` `dynamo.Put via put write at sort key = 2024`
	v.put(Note{Title: id})                       // ok: no key attributes
	var out Visit
	v.get("SITE#"+id, &out) // want `dynamo.Get via get read site partition key = SITE#<string:id>`
}

// Other packages' v1 and guregu wrappers, through their facts.
func importedLegacy(s *legacyrepo.Store, v legacyrepo.Visits, id string) {
	s.Put(Shipment{PK: "SHIP#" + id, SK: "META"}) // want `PutItem via Put write orders pk partition key = SHIP#<string:id>` `PutItem via Put write orders sk sort key = META`
	s.GetByKey("PK", "SHIP#"+id, "SK", "META")    // want `GetItem via GetByKey read orders PK partition key = SHIP#<string:id>` `GetItem via GetByKey read orders SK sort key = META`
	s.Put(Note{Title: id})                        // ok: no key attributes
	s.Describe(Shipment{PK: id})                  // ok: no fact
	s.GetByKey("title", id, "owner", id)          // ok: no key attributes
	v.Put(Visit{Site: "SITE#" + id, At: "2024"})  // want `dynamo.Put via Put write site partition key = SITE#<string:id>` `dynamo.Put via Put write at sort key = 2024`
	v.Get("SITE#"+id, "2024", nil)                // want `dynamo.Get via Get read site partition key = SITE#<string:id>` `dynamo.Get via Get read at sort key = 2024`
	v.Put(Note{Title: id})                        // ok: no key attributes
}

// Keys passed as plain parameters to helpers that build the request, in
// v1 and guregu shapes; getByKeyV1 names the key attributes by its
// parameters too.
func putKeyV1(svc *v1.DynamoDB, pk, sk string) {
	svc.PutItem(&v1.PutItemInput{
		TableName: v1aws.String("orders"),
		Item: map[string]*v1.AttributeValue{
			"PK":    {S: v1aws.String(pk)}, // want `PutItem write orders PK partition key = <string:pk>`
			"SK":    {S: v1aws.String(sk)}, // want `PutItem write orders SK sort key = <string:sk>`
			"title": {S: v1aws.String(sk)},
		},
	})
}

func getByKeyV1(svc *v1.DynamoDB, pkName, pk, skName, sk string) {
	svc.GetItem(&v1.GetItemInput{
		TableName: v1aws.String("orders"),
		Key: map[string]*v1.AttributeValue{
			pkName: {S: v1aws.String(pk)},
			skName: {S: v1aws.String(sk)},
		},
	})
}

func putVisit(t dynamo.Table, site, at string) error {
	return t.Put(Visit{Site: site, At: at}).Run() // want `dynamo.Put write site partition key = <string:site>` `dynamo.Put write at sort key = <string:at>`
}

func paramsV1(svc *v1.DynamoDB, id string) {
	putKeyV1(svc, "SHIP#"+id, "LEG#2")               // want `PutItem via putKeyV1 write orders PK partition key = SHIP#<string:id>` `PutItem via putKeyV1 write orders SK sort key = LEG#2`
	getByKeyV1(svc, "PK", "SHIP#"+id, "SK", "LEG#2") // want `GetItem via getByKeyV1 read orders PK partition key = SHIP#<string:id>` `GetItem via getByKeyV1 read orders SK sort key = LEG#2`
	getByKeyV1(svc, "title", id, "owner", id)        // ok: neither attribute is a key
}

// getBy names the key attributes by its parameters: guregu's Get makes the
// first the partition key and Range the second the sort key, whatever
// their names.
func (v visits) getBy(hashName string, hash interface{}, rangeName string, rng interface{}, out interface{}) error {
	return v.table.Get(hashName, hash).Range(rangeName, dynamo.Equal, rng).One(out)
}

// setField names an attribute that Set writes: no key by its place.
func (v visits) setField(site, field string, val interface{}) error {
	return v.table.Update("site", site).Set(field, val).Run() // want `dynamo.Update key site partition key = <string:site>`
}

// putNote builds an item from its parameter too, but not a key.
func putNote(t dynamo.Table, title string) error { return t.Put(Note{Title: title}).Run() }

func paramsGuregu(v visits, id string) {
	var out Visit
	putVisit(v.table, "SITE#"+id, "2025")           // want `dynamo.Put via putVisit write site partition key = SITE#<string:id>` `dynamo.Put via putVisit write at sort key = 2025`
	v.get("SITE#"+id, &out)                         // want `dynamo.Get via get read site partition key = SITE#<string:id>`
	putNote(v.table, "SITE#"+id)                    // ok: the parameter is no key of the item
	v.getBy("site", "SITE#"+id, "at", "2025", &out) // want `dynamo.Get via getBy read site partition key = SITE#<string:id>` `dynamo.Get via getBy read at sort key = 2025`
	// ok: the title setField writes is no key, whatever its place.
	v.setField("SITE#"+id, "title", id)   // want `dynamo.Update via setField key site partition key = SITE#<string:id>`
	v.getBy("owner", id, "day", id, &out) // want `dynamo.Get via getBy read owner partition key = <string:id>` `dynamo.Get via getBy read day sort key = <string:id>`
}

// v1 and guregu wrappers that store into the item they are given: a
// field that is no key keeps the caller's keys; the key field they set
// is theirs.
type Hamper struct {
	PK   string `json:"pk"`
	SK   string `json:"sk"`
	Note string `json:"note"`
}

func putHamper(svc *v1.DynamoDB, p Hamper) error {
	p.Note = "stored"
	av, err := dynamodbattribute.MarshalMap(p)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&v1.PutItemInput{TableName: v1aws.String("orders"), Item: av})
	return err
}

func (v visits) putVisit(item *Visit) error {
	item.At = "LATEST" // want `dynamo.Put write at sort key = LATEST` `dynamo.Put via putVisit write at sort key = LATEST`
	return v.table.Put(item).Run()
}

func storing(svc *v1.DynamoDB, v visits, id string) {
	putHamper(svc, Hamper{PK: "HAMPER#" + id, SK: "META"}) // want `PutItem via putHamper write orders pk partition key = HAMPER#<string:id>` `PutItem via putHamper write orders sk sort key = META`
	// ok: the At "2024" below never reaches: putVisit stores its own.
	v.putVisit(&Visit{Site: "SITE#" + id, At: "2024"}) // want `dynamo.Put via putVisit write site partition key = SITE#<string:id>`
}
