// Package options is checked with -versioned-tables=orders_v,
// -version-separator=~ and -versioned-table-pattern=(?i)audit.
package options

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type store struct {
	db         *dynamodb.Client
	auditTable string
}

func get(ctx context.Context, c *dynamodb.Client, table, sk string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(table), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk}, // ok: a lone value
	}})
}

func reads(ctx context.Context, c *dynamodb.Client, sk string, v int) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk + "~" + strconv.Itoa(v)}, // want `sk \+ "~" \+ strconv.Itoa\(v\) puts version suffix "~"\+v on sort key "SK" in GetItem on table "orders"`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s~v%d", sk, v)}, // want `puts version suffix "~v"\+v on sort key "SK" in GetItem on table "orders"`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders_history"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s~%d", sk, v)}, // want `puts version suffix "~"\+v on sort key "SK" in GetItem on table "orders_history"`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders_v"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk + "~" + strconv.Itoa(v)}, // ok: orders_v is listed in -versioned-tables
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("audit_log"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk + "~" + strconv.Itoa(v)}, // ok: audit_log matches -versioned-table-pattern
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)}, // ok: "@" is not the version separator here
	}})
}

func (st *store) read(ctx context.Context, sk string, v int) {
	st.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(st.auditTable), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk + "~" + strconv.Itoa(v)}, // ok: the table expression matches -versioned-table-pattern
	}})
}
