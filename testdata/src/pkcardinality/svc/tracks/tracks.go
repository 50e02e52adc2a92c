// Package tracks writes the items its model package builds.
package tracks

import (
	"context"
	"encoding/json"

	"pkcardinality/svc/tracks/model"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

func putTrack(ctx context.Context, c *dynamodb.Client, t model.Track) error {
	item := model.NewTrackItem(t) // want `partition key "GSI1PK" of index GSI1 is the constant "PUBLIC_TRACK" while sort key "GSI1SK" of index GSI1 varies`
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("music"), Item: av})
	return err
}

// ok: the export rows are encoded to JSON, never written to a table.
func exportTrack(t model.Track) ([]byte, error) {
	return json.Marshal(model.NewExport(t))
}

func savePlaylist(ctx context.Context, c *dynamodb.Client, id, name string) error {
	p := model.Playlist{Name: name}
	p.GenerateKeys(id) // want `partition key "GSI1PK" of index GSI1 is the constant "PLAYLISTS" while sort key "GSI1SK" of index GSI1 varies`
	av, err := attributevalue.MarshalMap(p)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("music"), Item: av})
	return err
}

// ok: the keys are set on a copy; the item written has none.
func saveDraft(ctx context.Context, c *dynamodb.Client, id, name string) error {
	p := model.Playlist{Name: name}
	cp := p
	cp.GenerateKeys(id)
	av, err := attributevalue.MarshalMap(p)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("music"), Item: av})
	return err
}
