package wrappers

import (
	"context"

	"enginetest/wrappers/repo"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// queryPartition reads a partition its caller names.
func queryPartition(ctx context.Context, db *dynamodb.Client, pk, prefix string) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :prefix)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":     &types.AttributeValueMemberS{Value: pk},     // want `Query read orders PK partition key = = <string:pk>`
			":prefix": &types.AttributeValueMemberS{Value: prefix}, // want `Query read orders SK sort key begins_with = <string:prefix>`
		},
	})
}

// byStatus builds its key condition with the expression package.
func byStatus(ctx context.Context, db *dynamodb.Client, status string) {
	kc := expression.Key("GSI1PK").Equal(expression.Value("STATUS#" + status)) // want `expression key condition read orders GSI1PK partition key GSI1 = = STATUS#<string:status>` `expression key condition via byStatus read orders GSI1PK partition key GSI1 = = STATUS#<enum:r values=2>`
	expr, _ := expression.NewBuilder().WithKeyCondition(kc).Build()
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeValues: expr.Values(),
	})
}

type Region string

const (
	EU Region = "EU"
	US Region = "US"
)

func queries(ctx context.Context, db *dynamodb.Client, id string, r Region) {
	queryPartition(ctx, db, "USER#"+id, "ORDER#") // want `Query via queryPartition read orders PK partition key = = USER#<string:id>` `Query via queryPartition read orders SK sort key begins_with = ORDER#`
	byStatus(ctx, db, string(r))                  // reported in byStatus, where the key is built
}

// Another package's wrapper asking an interface for the keys: the
// concrete type's methods, here, build them.
type Team struct{ Name string }

func (t Team) PK() string { return "TEAM#" + t.Name } // want `PutItem via SaveEntity write orders PK partition key = TEAM#<string:Name>` `Team key methods item PK partition key = TEAM#<string:Name>`
func (t Team) SK() string { return "META" }           // want `PutItem via SaveEntity write orders SK sort key = META` `Team key methods item SK sort key = META`

func entities(ctx context.Context, s *repo.Store, name string) {
	s.SaveEntity(ctx, Team{Name: name})
}
