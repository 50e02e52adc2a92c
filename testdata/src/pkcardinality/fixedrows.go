package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

// A helper that writes one of a few fixed rows under a constant partition:
// its callers name the row with constants, so the partition holds those
// rows and no more.

type settingRow struct {
	PK    string `dynamodbav:"PK"`
	SK    string `dynamodbav:"SK"`
	Value string `dynamodbav:"value"`
}

const (
	signingKeySK = "SETTING#SIGNING_KEY"
	backupKeySK  = "SETTING#BACKUP_KEY"
	nextKeySK    = "SETTING#NEXT_KEY"
)

type settingStore struct{ db *dynamodb.Client }

func (s *settingStore) storeSetting(ctx context.Context, sk, value string) error {
	item, err := attributevalue.MarshalMap(settingRow{PK: "SETTINGS", SK: sk, Value: value}) // ok: three fixed rows
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{Item: item})
	return err
}

func (s *settingStore) rotate(ctx context.Context, key, next string) error {
	if err := s.storeSetting(ctx, backupKeySK, key); err != nil {
		return err
	}
	if err := s.storeSetting(ctx, signingKeySK, next); err != nil {
		return err
	}
	return s.storeSetting(ctx, nextKeySK, "")
}

// The look-alikes: a caller passes data, the helper is exported (callers
// elsewhere), or it is also used as a value.

func (s *settingStore) storeMember(ctx context.Context, member string) error {
	item, err := attributevalue.MarshalMap(settingRow{PK: "MEMBERS", SK: member}) // want `partition key "PK" is the constant "MEMBERS" while sort key "SK" varies`
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{Item: item})
	return err
}

func (s *settingStore) join(ctx context.Context, userID string) error {
	if err := s.storeMember(ctx, "admin"); err != nil {
		return err
	}
	return s.storeMember(ctx, userID)
}

func (s *settingStore) StoreFlag(ctx context.Context, flag string) error {
	item, err := attributevalue.MarshalMap(settingRow{PK: "FLAGS", SK: flag}) // want `partition key "PK" is the constant "FLAGS" while sort key "SK" varies`
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{Item: item})
	return err
}

func (s *settingStore) flags(ctx context.Context) error { return s.StoreFlag(ctx, "dark-mode") }

func (s *settingStore) storeTag(ctx context.Context, tag string) error {
	item, err := attributevalue.MarshalMap(settingRow{PK: "TAGS", SK: tag}) // want `partition key "PK" is the constant "TAGS" while sort key "SK" varies`
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{Item: item})
	return err
}

func (s *settingStore) tags(ctx context.Context, each func(func(context.Context, string) error) error) error {
	if err := s.storeTag(ctx, "new"); err != nil {
		return err
	}
	return each(s.storeTag) // a value: callers the package cannot see
}
