package versionedread

import (
	"context"
	"strconv"

	"versionedread/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

const historyTable = "orders_history"

// historyV2Table is named for what it holds, not by its value.
const historyV2Table = "orders_v2"

type store struct {
	db           *dynamodb.Client
	table        string
	historyTable string
	commands     string
}

func s(v string) types.AttributeValue { return &types.AttributeValueMemberS{Value: v} }

func getItem(ctx context.Context, c *dynamodb.Client, id, sk string, v int) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)}, // want `sk \+ "@" \+ strconv.Itoa\(v\) puts version suffix "@"\+v on sort key "SK" in GetItem on table "orders": versions live in a history table`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK": &types.AttributeValueMemberS{Value: sk}, // ok: the current item, no suffix
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(historyTable),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)}, // ok: the history table keeps versions
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id + "@" + strconv.Itoa(v)}, // ok: a partition key is not a versioned sort key
			"SK": &types.AttributeValueMemberS{Value: "USER#a@b.com"},                        // ok: "@" inside a constant
		},
	})
}

func putItem(ctx context.Context, c *dynamodb.Client, id, sk string, v int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)}, // ok: writing versions is the pattern itself
		},
	})
}

func deleteAndUpdate(ctx context.Context, c *dynamodb.Client, id, sk string, rev int) {
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK": &types.AttributeValueMemberS{Value: "ORDER#" + id + "@v" + strconv.Itoa(rev)}, // want `puts version suffix "@v"\+rev on sort key "SK" in DeleteItem on table "orders"`
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(rev)}, // want `puts version suffix "@"\+rev on sort key "SK" in UpdateItem on table "orders"`
		},
		UpdateExpression: aws.String("SET GSI1SK = :g"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":g": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(rev)}, // ok: an UpdateExpression SET value is a write
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(rev) + "#DETAILS"}, // ok: not a suffix
		},
	})
}

func indexWrite(ctx context.Context, c *dynamodb.Client, id, sk string, v int) {
	key := map[string]types.AttributeValue{}
	key["PK"] = s("ORDER#" + id)
	key["SK"] = &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)} // want `on sort key "SK" in GetItem on the data table`
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: key})

	cur := map[string]types.AttributeValue{}
	cur["SK"] = &types.AttributeValueMemberS{Value: sk + "@" + lookup(sk)} // ok: an opaque value after the separator
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: cur})
}

var cache = map[string]string{}

func lookup(k string) string { return cache[k] }

func (st *store) query(ctx context.Context, id, sk string, v, last int) {
	st.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(st.table),
		KeyConditionExpression: aws.String("PK = :pk AND SK = :sk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			":sk": &types.AttributeValueMemberS{Value: sk + keys.VersionSep + strconv.Itoa(v)}, // want `puts version suffix "@"\+v on sort key "SK" in Query on table st.table`
		},
	})
	st.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(st.historyTable),
		KeyConditionExpression: aws.String("PK = :pk AND SK = :sk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			":sk": &types.AttributeValueMemberS{Value: sk + keys.VersionSep + strconv.Itoa(v)}, // ok: the table expression names a history table
		},
	})
	st.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(st.table),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			":sk": &types.AttributeValueMemberS{Value: sk + "@"}, // ok: "@" not followed by a version
		},
	})
	st.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(st.table),
		KeyConditionExpression: aws.String("PK = :pk AND SK BETWEEN :a AND :b"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			":a":  &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)},    // want `puts version suffix "@"\+v on sort key "SK" in Query`
			":b":  &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(last)}, // want `puts version suffix "@"\+last on sort key "SK" in Query`
		},
	})
}

func (st *store) command(ctx context.Context, id, sk string, v int) {
	st.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: &st.commands,
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)}, // ok: the table expression names a command table
		},
	})
}

func batch(ctx context.Context, c *dynamodb.Client, id, sk string, v int) {
	c.BatchGetItem(ctx, &dynamodb.BatchGetItemInput{
		RequestItems: map[string]types.KeysAndAttributes{
			"orders": {Keys: []map[string]types.AttributeValue{
				{
					"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
					"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)}, // want `in BatchGetItem on table "orders"`
				},
			}},
			keys.HistoryTable: {Keys: []map[string]types.AttributeValue{
				{
					"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
					"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)}, // ok: a history table from another package
				},
			}},
		},
	})
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"orders": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
					"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)}, // ok: a batch put is a write
				}}},
				{DeleteRequest: &types.DeleteRequest{Key: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
					"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)}, // want `in BatchWriteItem on table "orders"`
				}}},
			},
		},
	})
}

func transact(ctx context.Context, c *dynamodb.Client, id, sk string, v int) {
	c.TransactGetItems(ctx, &dynamodb.TransactGetItemsInput{
		TransactItems: []types.TransactGetItem{
			{Get: &types.Get{TableName: aws.String(keys.DataTable), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
				"SK": &types.AttributeValueMemberS{Value: keys.Versioned(sk, v)}, // want `keys.Versioned\(sk, v\) puts version suffix "@"\+v on sort key "SK" in TransactGetItems on table "orders"`
			}}},
			{Get: &types.Get{TableName: aws.String(keys.DataTable), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
				"SK": &types.AttributeValueMemberS{Value: keys.OrderSK(id)}, // ok: the current item
			}}},
		},
	})
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Put: &types.Put{TableName: aws.String(keys.HistoryTable), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
				"SK": &types.AttributeValueMemberS{Value: keys.Versioned(sk, v+1)}, // ok: a transact put is a write
			}}},
			{Put: &types.Put{TableName: aws.String(keys.DataTable), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
				"SK": &types.AttributeValueMemberS{Value: keys.Versioned(sk, v+1)}, // ok: a transact put is a write, even to the data table
			}}},
			{ConditionCheck: &types.ConditionCheck{TableName: aws.String(keys.DataTable), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
				"SK": &types.AttributeValueMemberS{Value: keys.Versioned(sk, v)}, // want `in TransactWriteItems on table "orders"`
			}}},
		},
	})
}

func localVersion(ctx context.Context, c *dynamodb.Client, sk string, o Order) {
	ver := o.Version
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(ver)}, // want `puts version suffix "@"\+ver on sort key "SK" in GetItem`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(historyV2Table),
		Key: map[string]types.AttributeValue{
			"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(o.Version)}, // ok: the table expression names a history table
		},
	})
}

func (st *store) index(ctx context.Context, status string, v int) {
	st.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(st.table),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :p AND GSI1SK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":p": &types.AttributeValueMemberS{Value: "STATUS#" + status + "@" + strconv.Itoa(v)}, // ok: a partition key
			":s": &types.AttributeValueMemberS{Value: "STATUS#" + status + "@" + strconv.Itoa(v)}, // want `puts version suffix "@"\+v on sort key "GSI1SK" of index GSI1 in Query on table st.table`
		},
	})
}
