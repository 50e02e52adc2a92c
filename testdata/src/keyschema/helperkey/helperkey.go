// Package helperkey builds its Keys in a helper that can fail: the map
// every successful return gives is the Key of each request that sends it.
package helperkey

import (
	"context"
	"errors"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var table = &dynamodb.CreateTableInput{
	TableName: aws.String("expenses"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
	},
}

func expenseKey(month, id string) (map[string]types.AttributeValue, error) {
	if month == "" {
		return nil, errors.New("no month")
	}
	return map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "EXPENSE#" + month},
		"Sk": &types.AttributeValueMemberS{Value: id}, // want `attribute "Sk" in the Key of GetItem on table "expenses" is not a key attribute: did you mean sort key "SK"\?`
	}, nil
}

func get(ctx context.Context, db *dynamodb.Client, month, id string) error {
	key, err := expenseKey(month, id)
	if err != nil {
		return err
	}
	_, err = db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("expenses"), Key: key})
	return err
}

// ok: the helper returns two different maps: neither is known to be the
// one sent.
func eitherKey(month, id string, legacy bool) (map[string]types.AttributeValue, error) {
	if legacy {
		return map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: month}}, nil
	}
	return map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: month}, "SK": &types.AttributeValueMemberS{Value: id}}, nil
}

func del(ctx context.Context, db *dynamodb.Client, month, id string) error {
	key, err := eitherKey(month, id, false)
	if err != nil {
		return err
	}
	_, err = db.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("expenses"), Key: key})
	return err
}
