package pkcardinality

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	sdkv1 "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	dynamo2 "github.com/guregu/dynamo/v2"
)

// A constant partition whose sort key the code proves to be one of a closed
// set of rows (an enum's declared constants, a bool, or a product of them
// up to 16) holds those rows and no more: it is not reported. A part that
// only its name calls few, or any free part beside the enum, can grow.

// ToggleKey names the toggles of the product: a type named for the keys of
// a catalogue, whose constants are the whole set.
type ToggleKey string

const (
	ToggleDarkMode ToggleKey = "DARK_MODE"
	ToggleBeta     ToggleKey = "BETA"
	ToggleExport   ToggleKey = "EXPORT"
	ToggleSharing  ToggleKey = "SHARING"
	ToggleAudit    ToggleKey = "AUDIT"
)

// Weekday-like shift of a rota: four declared values.
type Shift int

const (
	ShiftEarly Shift = iota
	ShiftDay
	ShiftLate
	ShiftNight
)

// Colour declares 17 constants: more than the 16 rows taken for a handful.
type Colour string

const (
	Red     Colour = "red"
	Orange  Colour = "orange"
	Yellow  Colour = "yellow"
	Lime    Colour = "lime"
	Green   Colour = "green"
	Teal    Colour = "teal"
	Cyan    Colour = "cyan"
	Sky     Colour = "sky"
	Blue    Colour = "blue"
	Indigo  Colour = "indigo"
	Violet  Colour = "violet"
	Purple  Colour = "purple"
	Magenta Colour = "magenta"
	Pink    Colour = "pink"
	Rose    Colour = "rose"
	Brown   Colour = "brown"
	Grey    Colour = "grey"
)

// RowKey is a table key held in a named type; its two constants are
// well-known rows, not the set of its values.
type RowKey string

const (
	RowKeyHead RowKey = "HEAD"
	RowKeyTail RowKey = "TAIL"
)

type toggleRow struct {
	PK      string    `dynamodbav:"PK"`
	SK      string    `dynamodbav:"SK"`
	Key     ToggleKey `dynamodbav:"key"`
	Owner   string    `dynamodbav:"owner"`
	State   string    `dynamodbav:"state"`
	Enabled bool      `dynamodbav:"enabled"`
}

type toggleStore struct{ db *dynamodb.Client }

func (s *toggleStore) put(ctx context.Context, row toggleRow) error {
	item, err := attributevalue.MarshalMap(row)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: item})
	return err
}

func (s *toggleStore) toggles(ctx context.Context, t toggleRow, name string, shift Shift, c Colour, rk RowKey, uid UserID) {
	_ = s.put(ctx, toggleRow{PK: "TOGGLES", SK: "TOGGLE#" + string(t.Key)})                                       // ok: at most 5 rows, one per declared toggle
	_ = s.put(ctx, toggleRow{PK: "TOGGLES", SK: "TOGGLE#" + string(ToggleKey(name))})                             // want `partition key "PK" is the constant "TOGGLES" while sort key "SK" varies`
	_ = s.put(ctx, toggleRow{PK: "SWITCHES", SK: "ON#" + strconv.FormatBool(t.Enabled)})                          // ok: two rows
	_ = s.put(ctx, toggleRow{PK: "ROTA", SK: fmt.Sprintf("SHIFT#%d", shift)})                                     // ok: four rows
	_ = s.put(ctx, toggleRow{PK: "TOGGLES", SK: "TOGGLE#" + string(t.Key) + "#" + strconv.FormatBool(t.Enabled)}) // ok: 5 × 2 = 10 rows
	_ = s.put(ctx, toggleRow{PK: "TOGGLES", SK: "TOGGLE#" + string(t.Key) + "#" + string(t.Key)})                 // ok: the same value twice is still 5 rows
	_ = s.put(ctx, toggleRow{PK: "TOGGLES", SK: "TOGGLE#" + string(t.Key) + "#" + t.Owner})                       // want `partition key "PK" is the constant "TOGGLES" while sort key "SK" varies`
	_ = s.put(ctx, toggleRow{PK: "JOBS", SK: "JOB#" + t.State})                                                   // want `partition key "PK" is the constant "JOBS" while sort key "SK" varies`
	_ = s.put(ctx, toggleRow{PK: "PALETTE", SK: "COLOUR#" + string(c)})                                           // want `partition key "PK" is the constant "PALETTE" while sort key "SK" varies`
	_ = s.put(ctx, toggleRow{PK: "TOGGLES", SK: fmt.Sprintf("TOGGLE#%s#SHIFT#%d", t.Key, shift)})                 // want `partition key "PK" is the constant "TOGGLES" while sort key "SK" varies`
	_ = s.put(ctx, toggleRow{PK: "ROWS", SK: string(rk)})                                                         // want `partition key "PK" is the constant "ROWS" while sort key "SK" varies`
	_ = s.put(ctx, toggleRow{PK: "MEMBERS", SK: "USER#" + string(uid)})                                           // want `partition key "PK" is the constant "MEMBERS" while sort key "SK" varies`

	// The enum is the few-values form's: as a partition key it has 5 values.
	_ = s.put(ctx, toggleRow{PK: "TOGGLE#" + string(t.Key), SK: "USER#" + t.Owner}) // want `partition key "PK" takes its only varying part from t.Key, which has 5 possible values`
	// A few-valued partition over a closed set of rows: at most 5 × 2 rows.
	_ = s.put(ctx, toggleRow{PK: "TOGGLE#" + string(t.Key), SK: "ON#" + strconv.FormatBool(t.Enabled)}) // ok: a handful of fixed rows
}

// A secondary index keyed by a constant, sorted by an enum: the index
// partition holds every item written with it, so the item's own table key
// (here an id) decides, and the index's sort key does not bound it.
type toggleAudit struct {
	PK     string    `dynamodbav:"PK"`
	SK     string    `dynamodbav:"SK"`
	GSI1PK string    `dynamodbav:"GSI1PK"`
	GSI1SK string    `dynamodbav:"GSI1SK"`
	Key    ToggleKey `dynamodbav:"key"`
}

func (s *toggleStore) audit(ctx context.Context, t toggleRow, id string) error {
	rows := []toggleAudit{
		{PK: "TOGGLE#" + string(t.Key), SK: "CONFIG", GSI1PK: "TOGGLES", GSI1SK: "TOGGLE#" + string(t.Key)}, // ok: the index partition holds one row per toggle
		{PK: "AUDIT#" + id, SK: "ENTRY", GSI1PK: "AUDITS", GSI1SK: "AUDIT#" + id},                           // want `partition key "GSI1PK" of index GSI1 is the constant "AUDITS" while sort key "GSI1SK" of index GSI1 varies`
	}
	for _, r := range rows {
		item, err := attributevalue.MarshalMap(r)
		if err != nil {
			return err
		}
		if _, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: item}); err != nil {
			return err
		}
	}
	return nil
}

// The same shapes through the other libraries.

type toggleTagged struct {
	Scope string `dynamo:"scope,hash"`
	Key   string `dynamo:"key,range"`
}

func (s *toggleStore) otherLibraries(ctx context.Context, svc *v1.DynamoDB, db *dynamo2.DB, t toggleRow) {
	svc.PutItem(&v1.PutItemInput{Item: map[string]*v1.AttributeValue{
		"PK": {S: sdkv1.String("TOGGLES")}, // ok: at most 5 rows
		"SK": {S: sdkv1.String("TOGGLE#" + string(t.Key))},
	}})
	svc.PutItem(&v1.PutItemInput{Item: map[string]*v1.AttributeValue{
		"PK": {S: sdkv1.String("JOBS")}, // want `partition key "PK" is the constant "JOBS" while sort key "SK" varies`
		"SK": {S: sdkv1.String("JOB#" + t.State)},
	}})
	db.Table("toggles").Put(toggleTagged{Scope: "GLOBAL", Key: string(t.Key)}).Run(ctx) // ok: at most 5 rows
	db.Table("toggles").Put(toggleTagged{Scope: "GLOBAL", Key: t.Owner}).Run(ctx)       // want `partition key "scope" is the constant "GLOBAL" while sort key "key" varies`

	// A read names one of the fixed rows.
	_, _ = s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "FLAGS"}, // ok: one of 5 rows, found by its whole key
		"SK": &types.AttributeValueMemberS{Value: "TOGGLE#" + string(t.Key)},
	}})
	_, _ = s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "OWNERS"}, // want `partition key "PK" is the constant "OWNERS" while sort key "SK" varies`
		"SK": &types.AttributeValueMemberS{Value: "OWNER#" + t.Owner},
	}})
}

// PutToggle takes the key as its type: the caller that converted it (a
// handler's ToggleKey(r.FormValue("key")), in a package that imports this
// one) is trusted to have checked it, as the few-values form trusts an
// enum-typed value.
func (s *toggleStore) PutToggle(ctx context.Context, key ToggleKey, on bool) error {
	return s.put(ctx, toggleRow{PK: "TOGGLES", SK: "TOGGLE#" + string(key), Enabled: on}) // ok: at most 5 rows
}

// StoreToggle is the same, but its caller is in sight: the conversion of a
// form's text is read through, and that text is any string.
func (s *toggleStore) StoreToggle(ctx context.Context, key ToggleKey, on bool) error {
	return s.put(ctx, toggleRow{PK: "TOGGLES", SK: "TOGGLE#" + string(key), Enabled: on}) // want `partition key "PK" is the constant "TOGGLES" while sort key "SK" varies`
}

func (s *toggleStore) enableFromForm(ctx context.Context, form map[string]string) error {
	return s.StoreToggle(ctx, ToggleKey(form["key"]), true)
}
