package pkcardinality

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

// A key condition that tests two attributes with = on an index declared
// out of sight: one of them is the partition key, and nothing here says
// which. Both have few values, so the partition key has, whichever it is.
func openTrades(c *dynamodb.DynamoDB, tradeKind, tradeState string) {
	c.Query(&dynamodb.QueryInput{
		TableName:              aws.String("trades"),
		IndexName:              aws.String("byKindAndState"),
		KeyConditionExpression: aws.String("kind = :kind and tradeState = :state"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":kind":  {S: aws.String(tradeKind)}, // want `the partition key of index byKindAndState is "kind" or "tradeState" \(the condition tests both with =\), and both take their varying parts from tradeKind and tradeState, which have few possible values`
			":state": {S: aws.String(tradeState)},
		},
	})
}

// The same design read again: reported once, at its first read.
func openTradesAgain(c *dynamodb.DynamoDB, tradeKind, tradeState string) {
	c.Query(&dynamodb.QueryInput{
		TableName:              aws.String("trades"),
		IndexName:              aws.String("byKindAndState"),
		KeyConditionExpression: aws.String("kind = :kind and tradeState = :state"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":kind":  {S: aws.String(tradeKind)}, // ok: the design is reported above
			":state": {S: aws.String(tradeState)},
		},
	})
}

// One of the two is an account id: if it is the partition key, the index
// spreads well, so nothing is proven.
func accountTrades(c *dynamodb.DynamoDB, tradeKind, accountID string) {
	c.Query(&dynamodb.QueryInput{
		TableName:              aws.String("trades"),
		IndexName:              aws.String("byKindAndAccount"),
		KeyConditionExpression: aws.String("kind = :kind and account = :acct"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":kind": {S: aws.String(tradeKind)}, // ok: the other attribute may be the partition key
			":acct": {S: aws.String(accountID)},
		},
	})
}

// A sort-key comparison settles the roles: the partition key is the
// account, an id.
func accountTradesSince(c *dynamodb.DynamoDB, accountID, tradeState string) {
	c.Query(&dynamodb.QueryInput{
		TableName:              aws.String("trades"),
		IndexName:              aws.String("byAccountAndState"),
		KeyConditionExpression: aws.String("account = :acct and begins_with(tradeState, :state)"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":acct":  {S: aws.String(accountID)}, // ok: an id
			":state": {S: aws.String(tradeState)},
		},
	})
}

// The legacy KeyConditions map tests both with EQ, in no order.
func openTradesLegacy(c *dynamodb.DynamoDB, tradeKind, tradeState string) {
	c.Query(&dynamodb.QueryInput{
		TableName: aws.String("trades"),
		IndexName: aws.String("byKindAndStateLegacy"),
		KeyConditions: map[string]*dynamodb.Condition{
			"kind": {
				ComparisonOperator: aws.String("EQ"),
				AttributeValueList: []*dynamodb.AttributeValue{{S: aws.String(tradeKind)}}, // want `the partition key of index byKindAndStateLegacy is "kind" or "tradeState"`
			},
			"tradeState": {
				ComparisonOperator: aws.String("EQ"),
				AttributeValueList: []*dynamodb.AttributeValue{{S: aws.String(tradeState)}},
			},
		},
	})
}

// With an id beside the kind, the legacy map proves nothing either.
func accountTradesLegacy(c *dynamodb.DynamoDB, tradeKind, accountID string) {
	c.Query(&dynamodb.QueryInput{
		TableName: aws.String("trades"),
		IndexName: aws.String("byKindAndAccountLegacy"),
		KeyConditions: map[string]*dynamodb.Condition{
			"kind": {
				ComparisonOperator: aws.String("EQ"),
				AttributeValueList: []*dynamodb.AttributeValue{{S: aws.String(tradeKind)}}, // ok: the account may be the partition key
			},
			"account": {
				ComparisonOperator: aws.String("EQ"),
				AttributeValueList: []*dynamodb.AttributeValue{{S: aws.String(accountID)}},
			},
		},
	})
}
