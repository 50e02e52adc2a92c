package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A sort key from a getter named for an id is an id, as a field named so
// is: beside a constant partition key it varies. A getter named for
// anything else is an opaque call result, which may be a constant.

type EntityID struct{ hi, lo uint64 }

func (EntityID) String() string { return "" }

// UUID is a module's own uuid type: 16 bytes.
type UUID [16]byte

func (UUID) String() string { return "" }

type Entity interface {
	ID() EntityID
	Name() string
	Label() EntityID
}

type Account interface {
	GetID() string
	UserID() string
	GetName() string
	HasID() string
}

func putEntities(ctx context.Context, c *dynamodb.Client, e Entity, a Account, u UUID) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ENTITIES"}, // want `partition key "PK" is the constant "ENTITIES" while sort key "SK" varies`
		"SK": &types.AttributeValueMemberS{Value: "ENTITY#" + e.ID().String()},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LABELS"}, // ok: e.Label() is named for no id: its text may be a constant
		"SK": &types.AttributeValueMemberS{Value: "LABEL#" + e.Label().String()},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "NAMES"}, // ok: x.Name() is no id
		"SK": &types.AttributeValueMemberS{Value: "NAME#" + e.Name()},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ACCOUNTS"}, // want `partition key "PK" is the constant "ACCOUNTS" while sort key "SK" varies`
		"SK": &types.AttributeValueMemberS{Value: "ACCOUNT#" + a.GetID()},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "HOLDERS"}, // want `partition key "PK" is the constant "HOLDERS" while sort key "SK" varies`
		"SK": &types.AttributeValueMemberS{Value: "HOLDER#" + a.UserID()},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "HANDLES"}, // ok: GetName is no id
		"SK": &types.AttributeValueMemberS{Value: "HANDLE#" + a.GetName()},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "FLAGS"}, // ok: HasID asks a question
		"SK": &types.AttributeValueMemberS{Value: "FLAG#" + a.HasID()},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BLOBS"}, // want `partition key "PK" is the constant "BLOBS" while sort key "SK" varies`
		"SK": &types.AttributeValueMemberS{Value: "BLOB#" + u.String()},
	}})
}
