package keyschema

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func queries(ctx context.Context, c *dynamodb.Client, id, index string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		KeyConditionExpression: aws.String("PK = :pk AND Status = :s"), // want `key condition of Query on table "orders" compares attribute "Status", which is not a key there \(partition key "PK", sort key "SK"\): a key condition may use only the partition and sort key`
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": str(id), ":s": str("open"),
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    aws.String("begins_with(SK, :p)"), // want `key condition of Query on table "orders" has no equality on partition key "PK": a query reads one partition, named with =`
		ExpressionAttributeValues: map[string]types.AttributeValue{":p": str("ORDER#")},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    aws.String("pk = :pk"), // want `key condition of Query on table "orders" compares attribute "pk", which is not a key there: did you mean partition key "PK"\?`
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": str(id)},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    aws.String("PK > :pk"), // want `key condition of Query on table "orders" compares partition key "PK" with >: a query reads one partition, named with =`
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": str(id)},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    aws.String("PK = :pk AND begins_with(SK, :p)"), // ok
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": str(id), ":p": str("ORDER#")},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    aws.String("#pk = :pk AND #sk BETWEEN :a AND :b"), // ok: placeholders resolve to the keys
		ExpressionAttributeNames:  map[string]string{"#pk": "PK", "#sk": "SK"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": str(id), ":a": str("A"), ":b": str("B")},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    aws.String("#pk = :pk"), // ok: an unresolved placeholder says nothing
		ExpressionAttributeNames:  names(),
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": str(id)},
	})
}

func names() map[string]string { return map[string]string{"#pk": "PK"} }

func indexes(ctx context.Context, c *dynamodb.Client, id, index string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("gsi1"), // want `Query queries index "gsi1", which table "orders" does not have \(it declares "GSI1"\): did you mean "GSI1"\?`
		KeyConditionExpression:    aws.String("GSI1PK = :p"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":p": str(id)},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("ByStatus"), // want `Query queries index "ByStatus", which table "orders" does not have \(it declares "GSI1"\) \(keyschema\)$`
		KeyConditionExpression:    aws.String("Status = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": str("open")},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    aws.String("PK = :p"), // want `key condition of Query on index "GSI1" of table "orders" compares attribute "PK", which is not a key there \(partition key "GSI1PK", sort key "GSI1SK"\)`
		ExpressionAttributeValues: map[string]types.AttributeValue{":p": str(id)},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    aws.String("GSI1PK = :p AND GSI1SK > :n"), // ok: the index's keys
		ExpressionAttributeValues: map[string]types.AttributeValue{":p": str(id), ":n": &types.AttributeValueMemberN{Value: "3"}},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String(index),
		KeyConditionExpression:    aws.String("Status = :s"), // ok: the index is not known
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": str("open")},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("legacy"),
		IndexName:                 aws.String("ByStatus"),
		KeyConditionExpression:    aws.String("Status = :s"), // ok: "legacy" declares no schema
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": str("open")},
	})
}

func builders(ctx context.Context, c *dynamodb.Client, id string) {
	typo, _ := expression.NewBuilder().WithKeyCondition(expression.Key("pk").Equal(expression.Value(id))).Build() // want `key condition of Query on table "orders" compares attribute "pk", which is not a key there: did you mean partition key "PK"\?`
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    typo.KeyCondition(),
		ExpressionAttributeNames:  typo.Names(),
		ExpressionAttributeValues: typo.Values(),
	})

	cond := expression.KeyAnd(expression.Key("PK").Equal(expression.Value(id)), expression.Key("Status").Equal(expression.Value("open"))) // want `key condition of Query on table "orders" compares attribute "Status", which is not a key there`
	bad, _ := expression.NewBuilder().WithKeyCondition(cond).Build()
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    bad.KeyCondition(),
		ExpressionAttributeNames:  bad.Names(),
		ExpressionAttributeValues: bad.Values(),
	})

	good := expression.Key("PK").Equal(expression.Value(id)).And(expression.Key("SK").BeginsWith("ORDER#"))
	ok, _ := expression.NewBuilder().WithKeyCondition(good).Build()
	c.Query(ctx, &dynamodb.QueryInput{ // ok
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    ok.KeyCondition(),
		ExpressionAttributeNames:  ok.Names(),
		ExpressionAttributeValues: ok.Values(),
	})

	gsi, _ := expression.NewBuilder().WithKeyCondition(expression.Key("GSI1PK").Equal(expression.Value(id))).Build()
	c.Query(ctx, &dynamodb.QueryInput{ // ok: the index's partition key
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    gsi.KeyCondition(),
		ExpressionAttributeNames:  gsi.Names(),
		ExpressionAttributeValues: gsi.Values(),
	})
}
