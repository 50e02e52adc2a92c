package pkcardinality

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// A repository keeps its partition key in an unexported field its
// constructor sets to a constant: every store of the field in the package
// is that constant, so the key is.

type visitRepo struct {
	table        string
	partitionKey string
	db           *dynamodb.Client
}

func NewVisitRepo(db *dynamodb.Client) *visitRepo {
	return &visitRepo{table: "metrics", partitionKey: "visit", db: db}
}

func (r *visitRepo) Save(ctx context.Context, user string, at int64) error {
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(r.table), Item: map[string]types.AttributeValue{
		"partition_key": &types.AttributeValueMemberS{Value: r.partitionKey}, // want `partition key "partition_key" is the constant "visit" while sort key "sort_key" varies`
		"sort_key":      &types.AttributeValueMemberS{Value: user + "#" + uuid.NewString()},
		"at":            &types.AttributeValueMemberN{Value: strconv.FormatInt(at, 10)},
	}})
	return err
}

// The field is set from an exported constructor's parameter: any caller
// may pass anything.
type kindRepo struct {
	owner string
	db    *dynamodb.Client
}

func NewKindRepo(db *dynamodb.Client, owner string) *kindRepo { return &kindRepo{owner: owner, db: db} }

func (r *kindRepo) Save(ctx context.Context) error {
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("metrics"), Item: map[string]types.AttributeValue{
		"partition_key": &types.AttributeValueMemberS{Value: r.owner}, // ok: the field holds what callers pass
		"sort_key":      &types.AttributeValueMemberS{Value: uuid.NewString()},
	}})
	return err
}

// Two constructors store two constants, and a third hands the field out:
// the field is no one constant.
type moveRepo struct {
	pk string
	db *dynamodb.Client
}

func NewMoveRepo(db *dynamodb.Client) *moveRepo { return &moveRepo{pk: "move", db: db} }
func NewStayRepo(db *dynamodb.Client) *moveRepo { return &moveRepo{pk: "stay", db: db} }

func (r *moveRepo) Save(ctx context.Context) error {
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("metrics"), Item: map[string]types.AttributeValue{
		"partition_key": &types.AttributeValueMemberS{Value: r.pk}, // ok: one of two constants, no one value
		"sort_key":      &types.AttributeValueMemberS{Value: uuid.NewString()},
	}})
	return err
}

type sharedRepo struct {
	pk string
	db *dynamodb.Client
}

func NewSharedRepo(db *dynamodb.Client) *sharedRepo { return &sharedRepo{pk: "shared", db: db} }

func (r *sharedRepo) PK() *string { return &r.pk }

func (r *sharedRepo) Save(ctx context.Context) error {
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("metrics"), Item: map[string]types.AttributeValue{
		"partition_key": &types.AttributeValueMemberS{Value: r.pk}, // ok: &r.pk is handed out, written who knows where
		"sort_key":      &types.AttributeValueMemberS{Value: uuid.NewString()},
	}})
	return err
}
