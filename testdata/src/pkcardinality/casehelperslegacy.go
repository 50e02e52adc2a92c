package pkcardinality

import (
	"pkcardinality/keys"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
)

// casehelpers.go in aws-sdk-go v1 and guregu/dynamo: a sort key from a
// helper with one template over its cases varies with the id.

func putRulesV1(c *v1.DynamoDB, kind int, id string) {
	c.PutItem(&v1.PutItemInput{Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("GLOBAL_RULES_V1")}, // want `partition key "PK" is the constant "GLOBAL_RULES_V1" while sort key "SK" varies`
		"SK": {S: aws.String(keys.RuleSK(kind, id))},
	}})
	c.PutItem(&v1.PutItemInput{Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("TAGS_V1")}, // ok: the helper may return a constant
		"SK": {S: aws.String(keys.TagKey(kind, id))},
	}})
}

type ruleRow struct {
	PK string `dynamo:"PK,hash"`
	SK string `dynamo:"SK,range"`
}

func putRulesGuregu(db *dynamo.DB, kind int, id string) {
	db.Table("rules").Put(ruleRow{PK: "GLOBAL_RULES_G", SK: keys.RuleKey(kind, id)}).Run() // want `partition key "PK" is the constant "GLOBAL_RULES_G" while sort key "SK" varies`
}
