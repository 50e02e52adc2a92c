// Package copied builds items in constructors that copy one attribute of
// the item into another, and stores them elsewhere in the package. A sort
// key copied from the item's own partition key (a.SK = a.PK) holds the
// partition's one value: the item is alone there, and its number is never
// compared with another. Copied from any other attribute, it is ordered
// like any sort key.
package copied

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var Table = &dynamodb.CreateTableInput{
	TableName: aws.String("bots"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
	},
}

// The keys are marshalled under their field names.
type Account struct {
	PK    string
	SK    string
	Owner string `dynamodbav:"O"`
}

// ok: the sort key is the item's own partition key.
func NewAccount(tgid int, owner string) *Account {
	acc := &Account{PK: fmt.Sprintf("TG#%d", tgid), Owner: owner}
	acc.SK = acc.PK
	return acc
}

type Member struct {
	PK   string
	SK   string
	Slot string `dynamodbav:"Slot"`
}

// The sort key copies another attribute, a number: ordered under the
// group's partition.
func NewMember(group string, n int) *Member {
	m := &Member{PK: "GROUP#" + group, Slot: fmt.Sprintf("SLOT#%d", n)}
	m.SK = m.Slot // want `n is written without zero padding in sort key "SK"`
	return m
}

func StoreAccount(ctx context.Context, db *dynamodb.Client, tgid int) error {
	return save(ctx, db, NewAccount(tgid, "me"))
}

func StoreMember(ctx context.Context, db *dynamodb.Client, group string, n int) error {
	return save(ctx, db, NewMember(group, n))
}

func save(ctx context.Context, db *dynamodb.Client, item any) error {
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("bots"), Item: av})
	return err
}

func List(ctx context.Context, db *dynamodb.Client, pk string) (*dynamodb.QueryOutput, error) {
	return db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("bots"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: pk},
			":p":  &types.AttributeValueMemberS{Value: "SLOT#"},
		},
	})
}
