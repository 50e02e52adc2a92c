package flow

import (
	"fmt"
	"strconv"

	"enginetest/fieldkeys/keys"

	"github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
)

// legacy reads the KeyConditions map of aws-sdk-go v1.
func legacy(c *dynamodbv1.DynamoDB, id string, n int) {
	c.Query(&dynamodbv1.QueryInput{
		TableName: aws.String("orders"),
		KeyConditions: map[string]*dynamodbv1.Condition{
			"PK": {
				ComparisonOperator: aws.String(dynamodbv1.ComparisonOperatorEq),
				AttributeValueList: []*dynamodbv1.AttributeValue{{S: aws.String("USER#" + id)}}, // want `Query read orders PK partition key = = USER#<string:id>`
			},
			"SK": {
				ComparisonOperator: aws.String("BEGINS_WITH"),
				AttributeValueList: []*dynamodbv1.AttributeValue{{S: aws.String("LINE#" + strconv.Itoa(n))}}, // want `Query read orders SK sort key begins_with = LINE#<int:n>`
			},
		},
	})
	// Look-alikes: an operator no key condition has; an operator held in
	// a variable that is not known.
	op := fmt.Sprint("E", "Q")
	c.Query(&dynamodbv1.QueryInput{
		TableName: aws.String("orders"),
		KeyConditions: map[string]*dynamodbv1.Condition{
			"PK": {ComparisonOperator: aws.String("NE"), AttributeValueList: []*dynamodbv1.AttributeValue{{S: aws.String("USER#" + id)}}},
		},
	})
	c.Query(&dynamodbv1.QueryInput{
		TableName: aws.String("orders"),
		KeyConditions: map[string]*dynamodbv1.Condition{
			"PK": {ComparisonOperator: &op, AttributeValueList: []*dynamodbv1.AttributeValue{{S: aws.String("USER#" + id)}}},
		},
	})
}

// legacyStepwise fills the conditions map after the request literal, in
// a branch.
func legacyStepwise(c *dynamodbv1.DynamoDB, id string, since int64, recent bool) {
	conds := map[string]*dynamodbv1.Condition{}
	conds["PK"] = &dynamodbv1.Condition{
		ComparisonOperator: aws.String("EQ"),
		AttributeValueList: []*dynamodbv1.AttributeValue{{S: aws.String("USER#" + id)}}, // want `Query read orders PK partition key = = USER#<string:id>`
	}
	in := &dynamodbv1.QueryInput{TableName: aws.String("orders")}
	in.KeyConditions = conds
	c.Query(in)
}

// v1Catalogue: a v1 item keyed from another package's catalogue, its key
// picked in branches.
func v1Catalogue(c *dynamodbv1.DynamoDB, id string, user bool) {
	pk := keys.Orders.Prefix + id
	if user {
		pk = keys.Prefixes[keys.EntityUser] + id
	}
	c.PutItem(&dynamodbv1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*dynamodbv1.AttributeValue{
			"PK": {S: aws.String(pk)}, // want `PutItem write orders PK partition key = ORDER#<string:id>` `PutItem write orders PK partition key = USER#<string:id>`
		},
	})
}

// gureguCatalogue: guregu/dynamo with a catalogue builder.
func gureguCatalogue(t dynamo.Table, s keys.Status) {
	var out struct{}
	t.Get("PK", keys.Orders.ByStatus(s)).One(&out) // want `dynamo.Get read PK partition key = STATUS#<enum:s values=2>`
}
