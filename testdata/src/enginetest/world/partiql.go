package world

import (
	"context"
	"fmt"
	"strconv"

	awsv2 "github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	dynamodbv2 "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

func partiQL(ctx context.Context, c *dynamodbv2.Client, id, table string, n int) {
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement: awsv2.String(`SELECT * FROM "orders" WHERE PK = ? AND begins_with(SK, ?)`),
		Parameters: []types.AttributeValue{
			&types.AttributeValueMemberS{Value: "USER#" + id}, // want `ExecuteStatement read orders PK partition key = = USER#<string:id>`
			&types.AttributeValueMemberS{Value: "ORDER#"},     // want `ExecuteStatement read orders SK sort key begins_with = ORDER#`
		},
	})
	// Literals in the statement; an index; attributes that are no keys.
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement: awsv2.String(`SELECT * FROM "orders"."GSI1" WHERE GSI1PK = 'STATUS#OPEN' AND GSI1SK > 5 AND total > ?`), // want `ExecuteStatement read orders GSI1PK partition key GSI1 = = STATUS#OPEN` `ExecuteStatement read orders GSI1SK sort key GSI1 N > = 5`
		Parameters: []types.AttributeValue{
			&types.AttributeValueMemberN{Value: strconv.Itoa(n)},
		},
	})
	// The parameters in a variable; a placeholder counted in SET.
	params := []types.AttributeValue{
		&types.AttributeValueMemberS{Value: "OPEN"},
		&types.AttributeValueMemberS{Value: "S#" + id},     // want `ExecuteStatement write orders GSI1PK partition key GSI1 = S#<string:id>`
		&types.AttributeValueMemberS{Value: "ORDER#" + id}, // want `ExecuteStatement key orders PK partition key = ORDER#<string:id>`
	}
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement:  awsv2.String(`UPDATE "orders" SET status = ? SET GSI1PK = ? WHERE PK = ? AND SK = 'META'`), // want `ExecuteStatement key orders SK sort key = META`
		Parameters: params,
	})
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement: awsv2.String(`INSERT INTO "orders" VALUE {'PK': ?, 'SK': ?, 'total': ?}`),
		Parameters: []types.AttributeValue{
			&types.AttributeValueMemberS{Value: "ORDER#" + id},   // want `ExecuteStatement write orders PK partition key = ORDER#<string:id>`
			&types.AttributeValueMemberN{Value: strconv.Itoa(n)}, // want `ExecuteStatement write orders SK sort key N = <int:n>`
			&types.AttributeValueMemberN{Value: "1"},
		},
	})
	// Parameters marshalled from Go values.
	ps, _ := attributevalue.MarshalList([]interface{}{"USER#" + id, n}) // want `ExecuteStatement read orders PK partition key = = USER#<string:id>` `ExecuteStatement read orders SK sort key N = = <int:n>`
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement:  awsv2.String(`SELECT * FROM "orders" WHERE PK = ? AND SK = ?`),
		Parameters: ps,
	})
	// Statements built in Go: a value pasted in is a hole, so is a table
	// name the engine cannot see.
	stmt := `DELETE FROM "` + tableName() + `" WHERE PK = 'USER#` + id + `'`
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{Statement: awsv2.String(stmt)}) // want `ExecuteStatement key orders PK partition key = USER#<string:id>`
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement: awsv2.String(fmt.Sprintf(`SELECT * FROM "%s" WHERE SK = '%05d'`, table, n)), // want `ExecuteStatement read SK sort key = = <int:n pad=5>`
	})
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement: awsv2.String("SELECT * FROM " + table + " WHERE PK = ?"),
		Parameters: []types.AttributeValue{
			&types.AttributeValueMemberS{Value: id}, // want `ExecuteStatement read PK partition key = = <string:id>`
		},
	})
}

func tableName() string { return "orders" }

func partiQLV1(svc *dynamodb.DynamoDB, id string) {
	svc.ExecuteStatement(&dynamodb.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM orders WHERE PK IN [?, ?]`),
		Parameters: []*dynamodb.AttributeValue{
			{S: aws.String("A#" + id)}, // want `ExecuteStatement read orders PK partition key = = A#<string:id>`
			{S: aws.String("B#" + id)}, // want `ExecuteStatement read orders PK partition key = = B#<string:id>`
		},
	})
	svc.ExecuteTransaction(&dynamodb.ExecuteTransactionInput{
		TransactStatements: []*dynamodb.ParameterizedStatement{
			{
				Statement:  aws.String(`DELETE FROM "orders" WHERE PK = ?`),
				Parameters: []*dynamodb.AttributeValue{{S: aws.String("X#" + id)}}, // want `ExecuteTransaction key orders PK partition key = X#<string:id>`
			},
		},
	})
}

// Look-alikes: not keys.
func partiQLNotKeys(ctx context.Context, c *dynamodbv2.Client, id, stmt string) {
	// Filters on attributes no rule names a key; nested paths; functions.
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement: awsv2.String(`SELECT * FROM "orders" WHERE title = ? AND info.PK = ? AND contains(SK, ?)`),
		Parameters: []types.AttributeValue{
			&types.AttributeValueMemberS{Value: id},
			&types.AttributeValueMemberS{Value: id},
			&types.AttributeValueMemberS{Value: id},
		},
	})
	// An unknown statement; a statement the reader does not handle.
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{Statement: &stmt})
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement:  awsv2.String(`EXISTS(SELECT * FROM "orders" WHERE PK = ?)`),
		Parameters: []types.AttributeValue{&types.AttributeValueMemberS{Value: id}},
	})
	// A DELETE compares the key with =; a SELECT's attribute compared
	// with another attribute has no value.
	c.ExecuteStatement(ctx, &dynamodbv2.ExecuteStatementInput{
		Statement: awsv2.String(`SELECT * FROM "orders" WHERE PK = SK`),
	})
}
