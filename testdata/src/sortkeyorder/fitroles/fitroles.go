// Package fitroles names its tables at run time, so each item's table is
// the declared one it fits. An attribute is a key of the item only in a
// role a table it fits gives it: the inquiries index their creation time,
// the plans do not, though both carry a studio id and a creation time. A
// plan carries the plans' whole key (studio id and plan id): it is theirs,
// not the studios' (keyed by the studio id alone), and the plans key no
// time.
package fitroles

import (
	"context"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sortkeyorder/fitroles/entity"
)

func key(name string, kt types.KeyType) types.KeySchemaElement {
	return types.KeySchemaElement{AttributeName: aws.String(name), KeyType: kt}
}

func setup(ctx context.Context, db *dynamodb.Client) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("prod-studios"),
		KeySchema: []types.KeySchemaElement{key("studio_id", types.KeyTypeHash)},
	})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("prod-plans"),
		KeySchema: []types.KeySchemaElement{key("studio_id", types.KeyTypeHash), key("plan_id", types.KeyTypeRange)},
	})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("prod-inquiries"),
		KeySchema: []types.KeySchemaElement{key("studio_id", types.KeyTypeHash), key("inquiry_id", types.KeyTypeRange)},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("by-user"), KeySchema: []types.KeySchemaElement{
			key("user_id", types.KeyTypeHash), key("created_at", types.KeyTypeRange),
		}}},
	})
}

type Store struct {
	DB     *dynamodb.Client
	Plans  string
	Inqs   string
	Prefix string
}

// ok: a plan fits the plans table, which keys no created_at; the
// inquiries' index does, but a plan has no inquiry id and is none of
// theirs.
func (s *Store) CreatePlan(ctx context.Context, p *entity.Plan) error {
	now := time.Now()
	p.CreatedAt = now
	item, err := attributevalue.MarshalMap(p)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.Plans), Item: item})
	return err
}

// An inquiry fits the inquiries table, whose index is sorted by the time.
func (s *Store) CreateInquiry(ctx context.Context, q *entity.Inquiry) error {
	q.CreatedAt = time.Now() // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "created_at" of index by-user`
	item, err := attributevalue.MarshalMap(q)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(os.Getenv("INQUIRIES")), Item: item})
	return err
}

// ok: the plan handed in whole, its time out of sight (by type alone).
func (s *Store) SavePlan(ctx context.Context, p entity.Plan) error {
	item, err := attributevalue.MarshalMap(p)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(os.Getenv("PLANS")), Item: item})
	return err
}

// The inquiry handed in whole: its time is the index's sort key by type.
func (s *Store) SaveInquiry(ctx context.Context, q entity.Inquiry) error {
	item, err := attributevalue.MarshalMap(q)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(os.Getenv("INQUIRIES")), Item: item})
	return err
}
