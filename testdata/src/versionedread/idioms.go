package versionedread

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

type Order struct {
	PK      string `dynamodbav:"PK"`
	SK      string `dynamodbav:"SK"`
	Version int    `dynamodbav:"version"`
}

type Doc struct {
	ID      string
	Version string
	Region  string
}

func get(ctx context.Context, c *dynamodb.Client, sk string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"SK": &types.AttributeValueMemberS{Value: sk}, // ok: a lone value, the whole key unknown
		},
	})
}

func sprintf(ctx context.Context, c *dynamodb.Client, id, sk, rel, region string, v, n int) {
	get(ctx, c, fmt.Sprintf("%s@%d", sk, v)) // want `fmt.Sprintf\("%s@%d", sk, v\) puts version suffix "@"\+v on sort key "SK" in GetItem via get`
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s@%d", sk, v)}, // want `fmt.Sprintf\("%s@%d", sk, v\) puts version suffix "@"\+v on sort key "SK" in GetItem`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%s@v%d", id, n)}, // want `puts version suffix "@v"\+n on sort key "SK"`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%s@%05d", id, n)}, // want `puts version suffix "@"\+n on sort key "SK"`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s@v%s", sk, rel)}, // want `puts version suffix "@v"\+rel on sort key "SK"`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s@%s", sk, region)}, // ok: a string not named like a version after a bare "@"
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("@%d", v)}, // ok: "@" first, nothing carries the suffix
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s@%d", sk, 0)}, // ok: a constant version is the same-table latest copy
	}})
}

func values(ctx context.Context, c *dynamodb.Client, d Doc, user, domain, sk string, t time.Time, h, orgID int) {
	read := func(v string) {
		c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
			"SK": &types.AttributeValueMemberS{Value: v}, // ok: a lone value
		}})
	}
	read("x")
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: "DOC#" + d.ID + "@" + d.Version}, // want `"DOC#" \+ d.ID \+ "@" \+ d.Version puts version suffix "@"\+d.Version on sort key "SK"`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: "DOC#" + d.ID + "@" + d.Region}, // ok: a region, not a version
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: "USER#" + user + "@" + domain}, // ok: an e-mail address
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("USER#%s@%d", user, orgID)}, // ok: an owner's ID after "@", not a version
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: "EVENT@" + t.Format(time.RFC3339)}, // ok: "at" a time
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.FormatInt(t.Unix(), 10)}, // ok: a Unix time, "at"
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk + "@" + uuid.NewString()}, // ok: an ID, not a version
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(h%4)}, // ok: a shard suffix
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: sk + "@latest"}, // ok: a constant version
	}})
}

func joinAndBuilder(ctx context.Context, c *dynamodb.Client, id, sk string, v int) {
	joined := strings.Join([]string{"ORDER", id, strconv.Itoa(v)}, "@")
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: joined}, // want `joined puts version suffix "@"\+v on sort key "SK" in DeleteItem`
	}})
	path := strings.Join([]string{"ORDER", id, strconv.Itoa(v)}, "#")
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: path}, // ok: joined with the key separator, no version suffix
	}})

	var b strings.Builder
	b.WriteString(sk)
	b.WriteString("@v")
	b.WriteString(strconv.Itoa(v))
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: b.String()}, // want `b.String\(\) puts version suffix "@v"\+v on sort key "SK"`
	}})
}

func locals(ctx context.Context, c *dynamodb.Client, id string, version int) {
	base := "ORDER#" + id
	key := base + "@"
	key += strconv.Itoa(version)
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: key}, // want `key puts version suffix "@"\+version on sort key "SK"`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: base}, // ok: the current item
	}})
}

func versionKey(sk string, v int) string { return sk + "@" + strconv.Itoa(v) }

func sameHelper(ctx context.Context, c *dynamodb.Client, sk string, v int) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: versionKey(sk, v)}, // want `versionKey\(sk, v\) puts version suffix "@"\+v on sort key "SK"`
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: versionKey(sk, v)}, // ok: a write
	}})
}

func marshal(ctx context.Context, c *dynamodb.Client, id, sk string, v int) {
	it := Order{PK: "ORDER#" + id}
	it.SK = sk + "@" + strconv.Itoa(v) // want `puts version suffix "@"\+v on sort key "SK" in GetItem on table "orders"`
	k, _ := attributevalue.MarshalMap(it)
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: k})

	item := Order{PK: "ORDER#" + id, SK: sk + "@" + strconv.Itoa(v), Version: v} // ok: a bare item literal is not known to be read
	_ = item

	put := Order{PK: "ORDER#" + id}
	put.SK = sk + "@" + strconv.Itoa(v) // ok: marshalled for a PutItem
	av, _ := attributevalue.MarshalMap(put)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
}

func (st *store) builderData(ctx context.Context, id, sk string, v int) {
	kc := expression.Key("PK").Equal(expression.Value("ORDER#" + id)).
		And(expression.Key("SK").Equal(expression.Value(sk + "@" + strconv.Itoa(v)))) // want `puts version suffix "@"\+v on sort key "SK" in expression key condition on table st.table`
	expr, _ := expression.NewBuilder().WithKeyCondition(kc).Build()
	st.db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(st.table),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeValues: expr.Values(),
	})
}

func (st *store) builderHistory(ctx context.Context, id, sk string, v int) {
	kc := expression.Key("PK").Equal(expression.Value("ORDER#" + id)).
		And(expression.Key("SK").Equal(expression.Value(sk + "@" + strconv.Itoa(v)))) // ok: the function queries a history table
	expr, _ := expression.NewBuilder().WithKeyCondition(kc).Build()
	st.db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(st.historyTable),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeValues: expr.Values(),
	})
}

func builderOnly(sk string, rev int) expression.KeyConditionBuilder {
	return expression.KeyEqual(expression.Key("SK"), expression.Value(fmt.Sprintf("%s@rev%d", sk, rev))) // want `puts version suffix "@rev"\+rev on sort key "SK" in expression key condition on the data table`
}

func builderPrefix(sk string) expression.KeyConditionBuilder {
	return expression.Key("SK").BeginsWith(sk + "@") // ok: a prefix of all versions, no version number
}
