package itemvars

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

// Items whose struct literal lists the fields in order instead of naming
// them: each value belongs to the field in its position.

type pinItem struct {
	PK    string `dynamodbav:"PK"`
	SK    string `dynamodbav:"SK"`
	Count int    `dynamodbav:"count"`
}

func putPositional(ctx context.Context, db *dynamodb.Client, board, pin string) error {
	av, err := attributevalue.MarshalMap(pinItem{"BOARD#" + board, "PIN#" + pin, 0}) // want `PutItem write pins PK partition key = BOARD#<string:board>` `PutItem write pins SK sort key = PIN#<string:pin>`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("pins"), Item: av})
	return err
}

// An anonymous item struct, written in place.
func putAnonymous(ctx context.Context, db *dynamodb.Client, board, pin string) error {
	av, err := attributevalue.MarshalMap(struct {
		Kind string
		PK   string `dynamodbav:"PK"`
		SK   string `dynamodbav:"SK"`
	}{"pin", "BOARD#" + board, "PIN#" + pin}) // want `PutItem write pins PK partition key = BOARD#<string:board>` `PutItem write pins SK sort key = PIN#<string:pin>`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("pins"), Item: av})
	return err
}

// A positional literal held in a variable first.
func putPositionalVar(ctx context.Context, db *dynamodb.Client, board string) error {
	it := pinItem{"BOARD#" + board, "META", 1} // want `PutItem write pins PK partition key = BOARD#<string:board>` `PutItem write pins SK sort key = META`
	av, err := attributevalue.MarshalMap(it)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("pins"), Item: av})
	return err
}

// ok: a positional literal of a struct that is not an item (the values are
// a pair of labels), passed to a logger, not a marshaller.
type labelPair struct{ PK, SK string }

func logPair(board string) labelPair {
	return labelPair{"BOARD#" + board, "label"}
}
