package pkcardinality

import (
	"context"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"time"

	"pkcardinality/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// EntityType is a local enum with two values.
type EntityType string

const (
	UserEntity  EntityType = "USER"
	GroupEntity EntityType = "GROUP"
)

// Priority is an integer enum, stored as a number.
type Priority int

const (
	Low Priority = iota
	Medium
	High
)

// Code has more constants than the rule's limit of 16.
type Code string

const (
	C01 Code = "01"
	C02 Code = "02"
	C03 Code = "03"
	C04 Code = "04"
	C05 Code = "05"
	C06 Code = "06"
	C07 Code = "07"
	C08 Code = "08"
	C09 Code = "09"
	C10 Code = "10"
	C11 Code = "11"
	C12 Code = "12"
	C13 Code = "13"
	C14 Code = "14"
	C15 Code = "15"
	C16 Code = "16"
	C17 Code = "17"
)

// UserID has two well-known constants but is an identifier, not an enum.
type UserID string

const (
	Anonymous UserID = "anonymous"
	System    UserID = "system"
)

type Order struct {
	ID         string
	CustomerID string
	Status     keys.Status
	Priority   Priority
	Paid       bool
	Created    time.Time
}

func unknown() string { return "" }

func typePK(t EntityType) string { return "TYPE#" + string(t) }

func maps(ctx context.Context, c *dynamodb.Client, o Order, productID, kind string, active bool, t time.Time, e EntityType) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "STATUS#" + string(o.Status)}, // want `partition key "PK" takes its only varying part from o.Status, which has 3 possible values: every item lands in at most 3 partitions \(pkcardinality\)`
			"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("TENANT#%s#STATUS#%s", o.CustomerID, o.Status)}, // ok: a customer id alongside the status
			"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PRODUCT#ALL"}, // want `partition key "PK" is the constant "PRODUCT#ALL" while sort key "SK" varies: every item of this kind shares one partition key value`
		"SK": &types.AttributeValueMemberS{Value: productID},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "STATUS#" + string(o.Status)}, // ok: a constant sort key: one counter row per status
		"SK": &types.AttributeValueMemberS{Value: "COUNTER"},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "CONFIG"}, // ok: a single row, constant sort key
		"SK": &types.AttributeValueMemberS{Value: "SETTINGS"},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "CONFIG"}, // ok: a handful of fixed rows, one per entity type
		"SK": &types.AttributeValueMemberS{Value: "TYPE#" + string(e)},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PRODUCT#ALL"}, // ok: the sort key is an unknown call result, maybe a constant
		"SK": &types.AttributeValueMemberS{Value: unknown()},
	}})

	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ACTIVE#" + strconv.FormatBool(active)}, // want `partition key "PK" takes its only varying part from active, which has 2 possible values: every item lands in at most 2 partitions`
		"SK": &types.AttributeValueMemberS{Value: "USER#" + o.CustomerID},
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PRODUCT#ALL"}, // ok: a read of the constant partition; the write is reported
		"SK": &types.AttributeValueMemberS{Value: productID},
	}})

	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("TYPE#%s", kind)}, // want `partition key "PK" takes its only varying part from kind, whose name says it has few possible values: every item lands in a handful of partitions`
		"SK": &types.AttributeValueMemberS{Value: unknown()},
	}})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PRODUCT#ALL"}, // ok: a Delete key addresses an item written elsewhere
		"SK": &types.AttributeValueMemberS{Value: productID},
	}})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DAY#" + t.Format("2006-01-02")}, // ok: a date alone is pktimestamp's concern
	}})

	h := fnv.New32a()
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("STATUS#%s#%d", o.Status, h.Sum32()%8)}, // ok: an explicit write-shard suffix
		},
		UpdateExpression: aws.String("SET GSI1PK = :g, title = :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":g": &types.AttributeValueMemberS{Value: "PAID#" + fmt.Sprint(o.Paid)}, // want `partition key "GSI1PK" of index GSI1 takes its only varying part from o.Paid, which has 2 possible values`
			":t": &types.AttributeValueMemberS{Value: o.ID},
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "STATUS#" + string(o.Status) + "#" + unknown()}, // ok: an unknown part could be unique
		},
		UpdateExpression: aws.String("SET GSI1PK = :g"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":g": &types.AttributeValueMemberS{Value: "PAID#" + fmt.Sprint(o.Paid) + "#" + o.ID}, // ok: the order id alongside the flag
		},
	})
}

func indexWrites(ctx context.Context, c *dynamodb.Client, regionCode, countryCode, userID, statusID, statusMessage, oauthState string) {
	m := map[string]types.AttributeValue{}
	m["PK"] = &types.AttributeValueMemberS{Value: "REGION#" + regionCode} // want `partition key "PK" takes its only varying part from regionCode, whose name says it has few possible values`
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "COUNTRY#" + countryCode}, // ok: about 250 countries, more than a handful
		"SK": &types.AttributeValueMemberS{Value: "USER#" + userID},
	}})
	m["SK"] = &types.AttributeValueMemberS{Value: "USER#" + userID}
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: m})

	m2 := map[string]types.AttributeValue{}
	m2["PK"] = &types.AttributeValueMemberS{Value: "REGION#" + regionCode + "#USER#" + userID} // ok: a user id alongside the region
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: m2})

	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "ORDER#" + statusID},     // ok: statusID is an identifier, not a status
		"GSI1PK": &types.AttributeValueMemberS{Value: "MSG#" + statusMessage},  // ok: a message is free text, not a status
		"GSI2PK": &types.AttributeValueMemberS{Value: "OAUTH#" + oauthState},   // ok: an OAuth state is a random nonce
		"GSI5PK": &types.AttributeValueMemberS{Value: strings.ToUpper(userID)}, // ok: one high-cardinality part
	}})
	// One settings item: its constants are no enum values, and its table key
	// is constant too, so no index partition collects a kind of item.
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "SETTINGS"},
		"GSI3PK": &types.AttributeValueMemberS{Value: "USER#" + string(System)},      // ok: a constant
		"GSI4PK": &types.AttributeValueMemberS{Value: "CODE#" + string(C01)},         // ok: a constant
		"GSI6PK": &types.AttributeValueMemberS{Value: "TYPE#" + typePK(GroupEntity)}, // ok: a constant through a helper
	}})
}

func enums(ctx context.Context, c *dynamodb.Client, o Order, code Code, uid UserID, e EntityType, isPrime string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "CODE#" + string(code)},        // ok: 17 constants, more than the limit of 16
		"GSI1PK": &types.AttributeValueMemberS{Value: "USER#" + string(uid)},         // ok: UserID is an identifier type despite its two constants
		"GSI2PK": &types.AttributeValueMemberS{Value: typePK(e)},                     // want `partition key "GSI2PK" of index GSI2 takes its only varying part from e, which has 2 possible values`
		"GSI3PK": &types.AttributeValueMemberN{Value: fmt.Sprintf("%d", o.Priority)}, // want `partition key "GSI3PK" of index GSI3 takes its only varying part from o.Priority, which has 3 possible values`
		"GSI4PK": &types.AttributeValueMemberN{Value: strconv.Itoa(o.Priority2())},   // ok: an int returned by a method is not known to be an enum
		"GSI5PK": &types.AttributeValueMemberS{Value: "PRIME#" + isPrime},            // want `partition key "GSI5PK" of index GSI5 takes its only varying part from isPrime, whose name says it has few possible values`
	}})
	pv, _ := attributevalue.Marshal(o.Priority) // want `partition key "PK" takes its only varying part from o.Priority, which has 3 possible values`
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": pv,
		"SK": &types.AttributeValueMemberS{Value: o.ID},
	}})
}

func (o Order) Priority2() int { return int(o.Priority) }
