package repo

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Archiver is what NewArchiver hands out; its one implementation is
// unexported, and other packages reach its method through the interface,
// so the method's summary is a fact too.
type Archiver interface {
	Archive(ctx context.Context, id string) error
}

type archiver struct{ db *dynamodb.Client }

func NewArchiver(db *dynamodb.Client) Archiver { return &archiver{db: db} }

func (a *archiver) Archive(ctx context.Context, id string) error { // want Archive:`sinks DeleteItem key orders PK=<param1> SK=ARCHIVED`
	_, err := a.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: id},
			"SK": &types.AttributeValueMemberS{Value: "ARCHIVED"},
		},
	})
	return err
}

// unexported methods stay in the package: no fact.
func (a *archiver) archiveAll(ctx context.Context, ids []string) {
	for _, id := range ids {
		_, _ = a.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
			TableName: aws.String("orders"),
			Key:       map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: id}},
		})
	}
}
