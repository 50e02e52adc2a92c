// Package store writes organisations under one constant partition; a new
// id per write, minted by the ids package's wrappers of the uuid library
// (their facts say so), is what shows the set grows.
package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"

	"pkcardinality/svc/minted/ids"
)

type Store struct{ DB *dynamodb.Client }

func (s *Store) put(ctx context.Context, pk, sk string) error {
	_, err := s.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orgs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk},
			"SK": &types.AttributeValueMemberS{Value: sk},
		},
	})
	return err
}

// CreateOrg mints the id through a wrapper of another package, in the
// two-value form.
func (s *Store) CreateOrg(ctx context.Context) error {
	id, err := ids.NewOrgID()
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orgs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORGS"}, // want `partition key "PK" is the constant "ORGS" while sort key "SK" varies.*each write mints a new id for it \(ids.NewOrgID\(\) in CreateOrg\)`
			"SK": &types.AttributeValueMemberS{Value: "ORG#" + string(id)},
		},
	})
	return err
}

// CreateTeam mints through the wrapper of the wrapper.
func (s *Store) CreateTeam(ctx context.Context) error {
	_, err := s.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orgs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TEAMS"}, // want `partition key "PK" is the constant "TEAMS" while sort key "SK" varies.*each write mints a new id for it \(ids.MustOrgID\(\) in CreateTeam\)`
			"SK": &types.AttributeValueMemberS{Value: "TEAM#" + string(ids.MustOrgID())},
		},
	})
	return err
}

// newRef mints in this package, through a variable of the two-value form
// and a method of it.
func newRef() (string, error) {
	u, err := uuid.NewV7()
	if err != nil {
		return "", err
	}
	return u.String(), nil
}

func (s *Store) CreateRef(ctx context.Context) error {
	ref, err := newRef()
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orgs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "REFS"}, // want `partition key "PK" is the constant "REFS" while sort key "SK" varies.*each write mints a new id for it \(newRef\(\) in CreateRef\)`
			"SK": &types.AttributeValueMemberS{Value: "REF#" + ref},
		},
	})
	return err
}

// The ids are given, parsed or defaulted, not minted on every path: no
// growth shown, only the review tier's question (pkconstant); a default
// of unknown origin may be one constant, and asks nothing.
func (s *Store) Rename(ctx context.Context, raw string) error {
	id, err := ids.ParseOrgID(raw)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orgs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "NAMES"}, // want `partition key "PK" is the constant "NAMES" while sort key "SK" varies: every item of this kind shares one partition key value; if the set can grow with use.*\(pkconstant\)`
			"SK": &types.AttributeValueMemberS{Value: "NAME#" + string(id)},
		},
	})
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orgs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "DEFAULTS"},
			"SK": &types.AttributeValueMemberS{Value: "D#" + string(ids.OrDefault(raw))},
		},
	})
	return err
}
