// Package store is a repository that saves the models it is given: no
// value of their time fields is in sight, but the SDK writes a time.Time
// as RFC 3339 with the fraction's trailing zeros trimmed whatever it is.
package store

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct{ db *dynamodb.Client }

func (s *Store) Create(ctx context.Context) error {
	_, err := s.db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("readings"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("by-taken"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("sensor"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("taken"), KeyType: types.KeyTypeRange},
			}},
			{IndexName: aws.String("by-label"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("sensor"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("label"), KeyType: types.KeyTypeRange},
			}},
			{IndexName: aws.String("by-epoch"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("sensor"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("epoch"), KeyType: types.KeyTypeRange},
			}},
		},
	})
	return err
}

// Reported at the field: Taken sorts the by-taken index. Checked keys
// nothing; Label is a string; Epoch is written as Unix seconds.
type Reading struct {
	ID      string    `dynamodbav:"id"`
	Sensor  string    `dynamodbav:"sensor"`
	Taken   time.Time `dynamodbav:"taken"` // want `Reading.Taken is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "taken" of index by-taken: the fraction's trailing zeros are trimmed`
	Checked time.Time `dynamodbav:"checked"`
	Label   string    `dynamodbav:"label"`
	Epoch   time.Time `dynamodbav:"epoch,unixtime"`
}

func (s *Store) Save(ctx context.Context, r *Reading) error {
	item, err := attributevalue.MarshalMap(r)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("readings"), Item: item})
	return err
}

// A second save of the same model: still one finding, at the field.
func (s *Store) SaveAll(ctx context.Context, rs []Reading) error {
	for _, r := range rs {
		item, err := attributevalue.MarshalMap(r)
		if err != nil {
			return err
		}
		if _, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("readings"), Item: item}); err != nil {
			return err
		}
	}
	return nil
}

// Not reported by type: a model that marshals itself decides its own
// encoding.
type Calibration struct {
	ID     string    `dynamodbav:"id"`
	Sensor string    `dynamodbav:"sensor"`
	Taken  time.Time `dynamodbav:"taken"` // ok: Calibration has its own marshaller
}

func (c Calibration) MarshalDynamoDBAttributeValue() (types.AttributeValue, error) {
	return &types.AttributeValueMemberS{Value: c.ID}, nil
}

func (s *Store) Calibrate(ctx context.Context, c *Calibration) error {
	item, err := attributevalue.MarshalMap(c)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("readings"), Item: item})
	return err
}

// A value in sight keeps the finding it has today, at the value, once.
type Visit struct {
	ID     string    `dynamodbav:"id"`
	Sensor string    `dynamodbav:"sensor"`
	Taken  time.Time `dynamodbav:"taken"`
}

func (s *Store) saveVisit(ctx context.Context, v *Visit) error {
	item, err := attributevalue.MarshalMap(v)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("readings"), Item: item})
	return err
}

func (s *Store) Visit(ctx context.Context, id, sensor string) error {
	return s.saveVisit(ctx, &Visit{ID: id, Sensor: sensor, Taken: time.Now()}) // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "taken" of index by-taken`
}

// A field a literal in sight leaves unset is the zero time: one constant.
type Probe struct {
	ID     string    `dynamodbav:"id"`
	Sensor string    `dynamodbav:"sensor"`
	Taken  time.Time `dynamodbav:"taken"` // ok: always the zero time
}

func (s *Store) Probe(ctx context.Context, id string) error {
	item, err := attributevalue.MarshalMap(Probe{ID: id, Sensor: "probe"})
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("readings"), Item: item})
	return err
}

// A default the repository gives a time the caller left zero: the
// caller's time or now, a time.Time either way. Reported at the field by
// its type, and at the default's value (the ddblint pass merges the two
// at the field).
type Article struct {
	ID        string    `dynamodbav:"id"`
	Sensor    string    `dynamodbav:"sensor"`
	Taken     time.Time `dynamodbav:"taken"` // want `Article.Taken is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "taken" of index by-taken: the fraction's trailing zeros are trimmed`
	UpdatedAt time.Time `dynamodbav:"updated"`
}

func (s *Store) SaveArticle(ctx context.Context, article *Article) error {
	if article.Taken.IsZero() {
		article.Taken = time.Now() // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "taken" of index by-taken`
	}
	article.UpdatedAt = time.Now()
	item, err := attributevalue.MarshalMap(article)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("readings"), Item: item})
	return err
}

// The repository stamps the time itself: its value is in sight, reported
// there, and the field's type says nothing more.
type Stamp struct {
	ID     string    `dynamodbav:"id"`
	Sensor string    `dynamodbav:"sensor"`
	Taken  time.Time `dynamodbav:"taken"` // ok: always the repository's value
}

func (s *Store) SaveStamp(ctx context.Context, st *Stamp) error {
	st.Taken = time.Now() // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "taken" of index by-taken`
	item, err := attributevalue.MarshalMap(st)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("readings"), Item: item})
	return err
}
