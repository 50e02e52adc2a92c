// Package jsontags writes items whose fields carry only json tags, which
// aws-sdk-go-v2's attributevalue ignores, and reads them by the json names.
package jsontags

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"keyschema/jsontags/models"
)

type repo struct {
	db     *dynamodb.Client
	items  string
	orders string
	notes  string
}

// Item is one line of an order, keyed by order_id and id.
type Item struct {
	OrderID  string `json:"order_id"`
	ID       string `json:"id"`
	Quantity int    `json:"quantity"`
}

func (r *repo) putItem(ctx context.Context, it Item) error {
	av, err := attributevalue.MarshalMap(it) // want `field OrderID is written as attribute "OrderID", not "order_id": aws-sdk-go-v2's attributevalue reads only dynamodbav tags, not its json tag, and GetItem on the same table reads "order_id"; tag it dynamodbav:"order_id"` `field ID is written as attribute "ID", not "id": .* GetItem on the same table reads "id"`
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(r.items), Item: av})
	return err
}

func (r *repo) getItem(ctx context.Context, orderID, id string) error {
	_, err := r.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(r.items),
		Key: map[string]types.AttributeValue{
			"order_id": &types.AttributeValueMemberS{Value: orderID},
			"id":       &types.AttributeValueMemberS{Value: id},
		},
	})
	return err
}

func (r *repo) listItems(ctx context.Context, orderID string) error {
	_, err := r.db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(r.items),
		KeyConditionExpression:    aws.String("order_id = :o"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":o": &types.AttributeValueMemberS{Value: orderID}},
	})
	return err
}

// The model of another package: reported at the write, with no fix.
func (r *repo) putOrder(ctx context.Context, o models.Order) error {
	av, err := attributevalue.MarshalMap(o) // want `field ID is written as attribute "ID", not "id"`
	if err != nil {
		return err
	}
	if _, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(r.orders), Item: av}); err != nil {
		return err
	}
	_, err = r.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String(r.orders),
		Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: o.ID}},
	})
	return err
}

// Note's fields are tagged for DynamoDB too, or named as read; nothing
// reads Remark's json name on its table.
type Note struct {
	ID     string `json:"id" dynamodbav:"id"`
	Author string `json:"Author"`
	Remark string `json:"remark"`
}

func (r *repo) putNote(ctx context.Context, n Note) error {
	av, err := attributevalue.MarshalMap(n)
	if err != nil {
		return err
	}
	if _, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(r.notes), Item: av}); err != nil {
		return err
	}
	_, err = r.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(r.notes),
		Key: map[string]types.AttributeValue{
			"id":     &types.AttributeValueMemberS{Value: n.ID},
			"Author": &types.AttributeValueMemberS{Value: n.Author},
		},
	})
	return err
}

// A read of another table names "remark": not this item's.
func (r *repo) other(ctx context.Context, n Note) error {
	_, err := r.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(r.orders),
		Key:       map[string]types.AttributeValue{"remark": &types.AttributeValueMemberS{Value: n.Remark}},
	})
	return err
}
