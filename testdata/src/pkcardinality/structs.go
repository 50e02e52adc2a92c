package pkcardinality

import (
	"context"
	"fmt"
	"strings"
	"time"

	"pkcardinality/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Product struct {
	PK    string `dynamodbav:"PK"`
	SK    string `dynamodbav:"SK"`
	Title string `dynamodbav:"title"`
}

type OrderItem struct {
	PK     string    `dynamodbav:"PK"`
	SK     string    `dynamodbav:"SK"`
	GSI1PK string    `dynamodbav:"GSI1PK"`
	GSI1SK time.Time `dynamodbav:"GSI1SK"`
}

func marshal(ctx context.Context, c *dynamodb.Client, id, title string) {
	item := Product{PK: keys.AllProducts, Title: title} // want `partition key "PK" is the constant "PRODUCT#ALL" while sort key "SK" varies`
	item.SK = keys.ProductSK(id)
	av, _ := attributevalue.MarshalMap(item)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("products"), Item: av})

	item2 := Product{Title: title}
	item2.PK = "PRODUCT#" + id // ok: one partition per product
	item2.SK = "DETAILS"
	av2, _ := attributevalue.MarshalMap(item2)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("products"), Item: av2})

	key, _ := attributevalue.MarshalMap(Product{PK: keys.AllProducts, SK: keys.ProductSK(id)}) // ok: the key of a GetItem is a read
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: key})
}

func literals(o Order, tenantID string) {
	_ = OrderItem{PK: keys.StatusPK(o.Status), SK: "ORDER#" + o.ID}                           // want `partition key "PK" takes its only varying part from o.Status, which has 3 possible values`
	_ = OrderItem{PK: keys.TenantStatusPK(tenantID, o.Status), SK: "ORDER#" + o.ID}           // ok: the tenant id alongside the status
	_ = OrderItem{PK: "ORDER#" + o.ID, GSI1PK: "ORDER", GSI1SK: o.Created}                    // want `partition key "GSI1PK" of index GSI1 is the constant "ORDER" while sort key "GSI1SK" of index GSI1 grows with time`
	_ = OrderItem{PK: "ORDER#" + o.ID, GSI1PK: "CUSTOMER#" + o.CustomerID, GSI1SK: o.Created} // ok: one index partition per customer
}

func requests(ctx context.Context, c *dynamodb.Client, o Order, category string, isGift bool) {
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"orders": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "CATEGORY#" + category}, // want `partition key "PK" takes its only varying part from category`
					"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},
				}}},
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "CATEGORY#" + category + "#" + o.CustomerID}, // ok: the customer id alongside the category
					"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},
				}}},
				{DeleteRequest: &types.DeleteRequest{Key: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "ORDERS"}, // ok: a Delete key addresses an item written elsewhere
					"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},
				}}},
			},
		},
	})

	var b strings.Builder
	b.WriteString("STATUS#")
	b.WriteString(string(o.Status))
	fmt.Fprintf(&b, "#GIFT#%t", isGift)

	var b2 strings.Builder
	b2.WriteString("STATUS#")
	b2.WriteString(string(o.Status))
	fmt.Fprintf(&b2, "#CUSTOMER#%s", o.CustomerID)

	pk := "ORDERS"
	sk := "ORDER#"
	sk += o.ID
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Put: &types.Put{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: b.String()}, // want `partition key "PK" takes its only varying parts from o.Status and isGift, which have 6 possible values together: every item lands in at most 6 partitions`
				"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},
			}}},
			{Put: &types.Put{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: b2.String()}, // ok: the customer id alongside the status
				"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},
			}}},
			{Put: &types.Put{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: pk}, // want `partition key "PK" is the constant "ORDERS" while sort key "SK" varies`
				"SK": &types.AttributeValueMemberS{Value: sk},
			}}},
			{Update: &types.Update{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: pk}, // ok: an Update key addresses an item written elsewhere
				"SK": &types.AttributeValueMemberS{Value: sk},
			}}},
		},
	})
}

func combos(region, category, country string, a, b, c2, d, e bool) {
	_ = OrderItem{PK: fmt.Sprintf("REGION#%s#CATEGORY#%s", region, category)} // ok: two parts judged only by name: their product is unknown
	_ = OrderItem{PK: fmt.Sprintf("F#%t#%t#%t#%t#%t", a, b, c2, d, e)}        // ok: 32 combinations, more than the limit of 16
	_ = OrderItem{PK: fmt.Sprintf("F#%t#%t#%t#%t", a, b, c2, d)}              // want `takes its only varying parts from a, b, c2 and d, which have 16 possible values together`
	_ = OrderItem{PK: fmt.Sprintf("REGION#%s#%s#%t", region, region, a)}      // want `takes its only varying parts from region and a, each with few possible values`
	_ = OrderItem{PK: fmt.Sprintf("COUNTRY#%s#%t", country, a)}               // ok: about 250 countries, more than a handful
}
