package wrappers

import (
	v1aws "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	"github.com/guregu/dynamo"
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
