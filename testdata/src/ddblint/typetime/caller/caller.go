// Package caller hands the store a reading whose time it sets: the
// store reports the field by its type, for every caller, so this call is
// no finding of its own (the sortkeyorder pass alone still judges the
// value).
package caller

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"ddblint/typetime/models"
	"ddblint/typetime/store"
)

func Record(ctx context.Context, s *store.Store, id, sensor string) error {
	return s.Save(ctx, &store.Reading{ID: id, Sensor: sensor, Taken: time.Now()}) // ok: store reports Reading.Taken at its field
}

// A visit built by another package's constructor, whose time the SDK
// encodes, is the store's finding too.
func Visit(ctx context.Context, s *store.Store, id, site string) error {
	return s.SaveVisit(ctx, models.NewVisit(id, site)) // ok: store reports models.Visit.At where it marshals it
}

// Marshalled here, the constructor's time is this package's finding, in
// the words of the SDK's encoding.
func Direct(ctx context.Context, db *dynamodb.Client, id, site string) error {
	item, err := attributevalue.MarshalMap(models.NewVisit(id, site)) // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "at" of index by-at`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: item})
	return err
}
