package wrappers

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Entity is what a generic repository asks its items for: their keys. The
// keys of a call are what the concrete type's methods return; they are
// reported in those methods, where they are built.
type Entity interface {
	PK() string
	SK() string
}

type User struct{ ID string }

func (u User) PK() string { return "USER#" + u.ID } // want `PutItem via save write orders PK partition key = USER#<string:ID>` `User key methods item PK partition key = USER#<string:ID>`
func (u User) SK() string { return "PROFILE" }      // want `PutItem via save write orders SK sort key = PROFILE` `User key methods item SK sort key = PROFILE`

// Invoice builds its sort key from a number.
type Invoice struct {
	Customer string
	Number   int
}

func (i *Invoice) PK() string { return "CUSTOMER#" + i.Customer }            // want `PutItem via save write orders PK partition key = CUSTOMER#<string:Customer>` `Invoice key methods item PK partition key = CUSTOMER#<string:Customer>`
func (i *Invoice) SK() string { return "INVOICE#" + strconv.Itoa(i.Number) } // want `PutItem via save write orders SK sort key = INVOICE#<int:Number>` `Invoice key methods item SK sort key = INVOICE#<int:Number>`

func save(ctx context.Context, db *dynamodb.Client, e Entity) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: e.PK()}, // want `PutItem write orders PK partition key = <opaque:PK>`
			"SK": &types.AttributeValueMemberS{Value: e.SK()}, // want `PutItem write orders SK sort key = <opaque:SK>`
		},
	})
}

// Generic repositories ask the same of a type parameter.
func saveAll[T Entity](ctx context.Context, db *dynamodb.Client, items []T) {
	for _, it := range items {
		save(ctx, db, it)
	}
}

// Key is the key struct items hand out; no tags: the field names are the
// attribute names.
type Key struct {
	PK string
	SK string
}

type Keyed interface{ Keys() Key }

type Product struct{ SKU string }

func (p Product) Keys() Key {
	return Key{
		PK: "PRODUCT#" + p.SKU, // want `DeleteItem via remove key orders PK partition key = PRODUCT#<string:SKU>` `attributevalue.MarshalMap key PK partition key = PRODUCT#<string:SKU>`
		SK: "META",             // want `DeleteItem via remove key orders SK sort key = META` `attributevalue.MarshalMap key SK sort key = META`
	}
}

func remove(ctx context.Context, db *dynamodb.Client, k Keyed) {
	av, _ := attributevalue.MarshalMap(k.Keys())
	db.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("orders"), Key: av})
}

// Typed key maps: a method returning the attribute-value map.
type Account struct{ ID string }

func (a Account) Key() map[string]types.AttributeValue {
	return map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ACCOUNT#" + a.ID}, // want `GetItem via load read orders PK partition key = ACCOUNT#<string:ID>`
	}
}

type Addressable interface {
	Key() map[string]types.AttributeValue
}

func load(ctx context.Context, db *dynamodb.Client, x Addressable) {
	db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: x.Key()})
}

// A method that marshals its own receiver.
type Ticket struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

func (t Ticket) Save(ctx context.Context, db *dynamodb.Client) error {
	av, err := attributevalue.MarshalMap(t)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tickets"), Item: av})
	return err
}

// GenericKey is a generic key type: its methods build the keys.
type GenericKey[T any] struct{ ID string }

func (k GenericKey[T]) PK() string { return "GEN#" + k.ID } // want `PutItem via save write orders PK partition key = GEN#<string:ID>` `GenericKey key methods item PK partition key = GEN#<string:ID>`
func (k GenericKey[T]) SK() string { return "V0" }          // want `PutItem via save write orders SK sort key = V0` `GenericKey key methods item SK sort key = V0`

func selfKeys(ctx context.Context, db *dynamodb.Client, id string, n int) {
	save(ctx, db, User{ID: id})
	save(ctx, db, &Invoice{Customer: id, Number: n})
	saveAll(ctx, db, []User{{ID: id}}) // ok: the keys are User's, reported above
	save(ctx, db, GenericKey[User]{ID: id})
	remove(ctx, db, Product{SKU: id})
	av, _ := attributevalue.MarshalMap(Product{SKU: id}.Keys())
	_ = av
	load(ctx, db, Account{ID: id})
	Ticket{PK: "TICKET#" + id, SK: "OPEN"}.Save(ctx, db) // want `PutItem via Save write tickets PK partition key = TICKET#<string:id>` `PutItem via Save write tickets SK sort key = OPEN`
	var e Entity = User{ID: id}
	save(ctx, db, e) // ok: an interface value: its type is unknown here
}

// Keys handed out to a library the module never sees call the SDK: the
// method's word is taken (the package uses DynamoDB).
type LibKeys struct {
	PK     string
	SK     string
	GSI1PK string
}

type Invite struct {
	Email  string
	Status string
}

func (i *Invite) DDBKeys() (LibKeys, error) {
	return LibKeys{
		PK:     "INVITE#",            // want `Invite.DDBKeys item PK partition key = INVITE#`
		SK:     "EMAIL#" + i.Email,   // want `Invite.DDBKeys item SK sort key = EMAIL#<string:Email>`
		GSI1PK: "STATUS#" + i.Status, // want `Invite.DDBKeys item GSI1PK partition key GSI1 = STATUS#<string:Status>`
	}, nil
}

// guregu's Keyed: HashKey and RangeKey.
type Seat struct {
	Show string
	Row  int
}

func (s Seat) HashKey() interface{}  { return "SHOW#" + s.Show } // want `Seat key methods item HashKey\(\) partition key = SHOW#<string:Show>` `dynamo.Delete via drop key site partition key = SHOW#<string:Show>`
func (s Seat) RangeKey() interface{} { return s.Row }            // want `Seat key methods item RangeKey\(\) sort key = <int:Row>` `dynamo.Delete via drop key at sort key = <int:Row>`

// Look-alikes: a method named Keys returning a slice, a String method, a
// PK method taking an argument.
type Catalog struct{ names []string }

func (c Catalog) Keys() []string          { return c.names }
func (c Catalog) String() string          { return "CATALOG#" + c.names[0] }
func (c Catalog) PK(prefix string) string { return prefix + c.names[0] }

// The key struct built in a variable, returned with its error.
type Coupon struct{ Code string }

func (c Coupon) DDBKeys() (LibKeys, error) {
	keys := LibKeys{PK: "COUPON#" + c.Code} // want `Coupon.DDBKeys item PK partition key = COUPON#<string:Code>`
	keys.SK = "META"                        // want `Coupon.DDBKeys item SK sort key = META`
	return keys, nil
}
