// Package sharedsort declares a table sorted by the time an upload was
// made and a global secondary index on its review state sorted by the same
// attribute: the index's sort key is the table's. A constant state written
// with a varying time puts every upload of that state in one index
// partition, as it would with a sort key of the index's own.
package sharedsort

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/guregu/dynamo"
)

var db *dynamodb.Client

func attr(name string, kt types.KeyType) types.KeySchemaElement {
	return types.KeySchemaElement{AttributeName: aws.String(name), KeyType: kt}
}

func setup(ctx context.Context) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("uploads"),
		KeySchema: []types.KeySchemaElement{attr("upload_id", types.KeyTypeHash), attr("taken", types.KeyTypeRange)},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("by-review"), KeySchema: []types.KeySchemaElement{
				attr("review", types.KeyTypeHash), attr("taken", types.KeyTypeRange),
			}},
			{IndexName: aws.String("by-album"), KeySchema: []types.KeySchemaElement{
				attr("album", types.KeyTypeHash), attr("taken", types.KeyTypeRange),
			}},
			{IndexName: aws.String("by-camera"), KeySchema: []types.KeySchemaElement{
				attr("camera", types.KeyTypeHash), attr("lens", types.KeyTypeRange),
			}},
		},
	})
}

type Review string

const (
	Queued   Review = "queued"
	Approved Review = "approved"
	Rejected Review = "rejected"
)

// Upload is written with guregu/dynamo; its keys come from the declaration.
type Upload struct {
	ID     string    `dynamo:"upload_id"`
	Taken  time.Time `dynamo:"taken"`
	Review Review    `dynamo:"review"`
	Album  string    `dynamo:"album"`
	Camera string    `dynamo:"camera"`
}

func submit(t dynamo.Table, id, album string) error {
	u := &Upload{ID: id, Taken: time.Now(), Review: Queued, Album: "ALBUM#" + album} // want `partition key "review" of index by-review is the constant "queued" while sort key "taken" of index by-review grows with time`
	return t.Put(u).Run()
}

func submitMap(ctx context.Context, id, at string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("uploads"), Item: map[string]types.AttributeValue{
		"upload_id": &types.AttributeValueMemberS{Value: id},
		"taken":     &types.AttributeValueMemberS{Value: at},
		"review":    &types.AttributeValueMemberS{Value: "queued"}, // want `partition key "review" of index by-review is the constant "queued" while sort key "taken" of index by-review varies`
	}})
}

func featured(ctx context.Context, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("uploads"), Item: map[string]types.AttributeValue{
		"upload_id": &types.AttributeValueMemberS{Value: id},
		"taken":     &types.AttributeValueMemberS{Value: "COVER"},
		"review":    &types.AttributeValueMemberS{Value: "approved"}, // ok: the shared sort key is constant too, one row per partition
	}})
}

func byCamera(ctx context.Context, id, at string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("uploads"), Item: map[string]types.AttributeValue{
		"upload_id": &types.AttributeValueMemberS{Value: id},
		"taken":     &types.AttributeValueMemberS{Value: at},
		"camera":    &types.AttributeValueMemberS{Value: "phone"}, // ok: by-camera sorts by lens, which the item lacks: it is not in the index
	}})
}

func perAlbum(ctx context.Context, id, album, at string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("uploads"), Item: map[string]types.AttributeValue{
		"upload_id": &types.AttributeValueMemberS{Value: id},
		"taken":     &types.AttributeValueMemberS{Value: at},
		"album":     &types.AttributeValueMemberS{Value: "ALBUM#" + album}, // ok: one index partition per album
	}})
}

func queue(t dynamo.Table, at time.Time) error {
	var out []Upload
	return t.Get("review", Queued).Index("by-review").Range("taken", dynamo.Less, at).All(&out) // ok: a read; the writes above are reported
}
