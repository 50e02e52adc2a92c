// Package ctors writes items a model package builds: through a
// constructor of that package, or a setter method of its type.
package ctors

import (
	"context"
	"encoding/json"

	"enginetest/ctors/model"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

func putTrack(ctx context.Context, c *dynamodb.Client, t model.Track) error {
	item := model.NewTrackItem(t) // want `PutItem write tracks PK partition key = USER#<string:UserID>` `PutItem write tracks SK sort key = TRACK#<string:ID>` `PutItem write tracks GSI1PK partition key GSI1 = PUBLIC_TRACK`
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tracks"), Item: av})
	return err
}

// The constructor marshalled at once. A field of a struct parameter takes
// the field of the literal the call passes when that tells more (a
// constant); a value out of sight keeps the constructor's name for it.
func putTrackOf(ctx context.Context, c *dynamodb.Client, user string) error {
	av, err := attributevalue.MarshalMap(model.NewTrackItem(model.Track{UserID: user, ID: "first"})) // want `PutItem write tracks PK partition key = USER#<string:UserID>` `PutItem write tracks SK sort key = TRACK#first` `PutItem write tracks GSI1PK partition key GSI1 = PUBLIC_TRACK`
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tracks"), Item: av})
	return err
}

// A field the caller sets after the constructor is the caller's value.
func putMoved(ctx context.Context, c *dynamodb.Client, t model.Track, owner string) error {
	item := model.NewTrackItem(t) // want `PutItem write tracks SK sort key = TRACK#<string:ID>` `PutItem write tracks GSI1PK partition key GSI1 = PUBLIC_TRACK`
	item.PK = "OWNER#" + owner    // want `PutItem write tracks PK partition key = OWNER#<string:owner>`
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tracks"), Item: av})
	return err
}

// ok: the draft never reaches DynamoDB.
func printDraft(id string) ([]byte, error) {
	return json.Marshal(model.NewDraft(id))
}

func saveApp(ctx context.Context, c *dynamodb.Client, name, id string) error {
	app := model.Application{Name: name}
	app.GenerateKeys(id) // want `PutItem write apps PK partition key = APP#<string:id>` `PutItem write apps SK sort key = APP` `PutItem write apps GSI1PK partition key GSI1 = APP`
	if err := app.Validate(); err != nil {
		return err
	}
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}

// A setter that may store SK leaves it unknown; the other keys stand.
func saveRenamed(ctx context.Context, c *dynamodb.Client, name, id string) error {
	app := model.Application{Name: name}
	app.GenerateKeys(id) // want `PutItem write apps PK partition key = APP#<string:id>` `PutItem write apps GSI1PK partition key GSI1 = APP`
	app.Rename(name)
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}

// ok: the setter runs on a copy; the item written has the literal's keys.
func saveOriginal(ctx context.Context, c *dynamodb.Client, id string) error {
	app := model.Application{PK: "ORIG#" + id} // want `PutItem write apps PK partition key = ORIG#<string:id>`
	cp := app
	cp.GenerateKeys(id)
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}

// ok: the receiver escapes after the keys are set; any field may change.
func saveShared(ctx context.Context, c *dynamodb.Client, id string, out chan<- *model.Application) error {
	var app model.Application
	app.GenerateKeys(id)
	app.Share(out)
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}

type row struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK,omitempty"`
}

// toRow is a constructor of this package: its literal and the stores
// after it are read where they are written.
func toRow(id string, featured bool) row {
	r := row{PK: "ROW#" + id, SK: "META"} // want `PutItem write rows PK partition key = ROW#<string:id>` `PutItem write rows SK sort key = META`
	if featured {
		r.GSI1PK = "FEATURED" // want `PutItem write rows GSI1PK partition key GSI1 = FEATURED`
	}
	return r
}

func putRow(ctx context.Context, c *dynamodb.Client, id string) error {
	av, err := attributevalue.MarshalMap(toRow(id, true))
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("rows"), Item: av})
	return err
}

// A variable declared, then assigned whole in the same block: the
// assignment is its definition; the setter's stores after it count, the
// store before it does not.
func saveAssigned(ctx context.Context, c *dynamodb.Client, req struct{ App model.Application }, id string) error {
	var app model.Application
	app.Name = "replaced"
	app = req.App
	app.GenerateKeys(id) // want `PutItem write apps PK partition key = APP#<string:id>` `PutItem write apps SK sort key = APP` `PutItem write apps GSI1PK partition key GSI1 = APP`
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}

// ok: assigned in a branch, the variable may still hold its zero value or
// the other: neither definition is the one.
func saveMaybe(ctx context.Context, c *dynamodb.Client, req struct{ App model.Application }, ok bool) error {
	var app model.Application
	app.PK = "DRAFT"
	if ok {
		app = req.App
	}
	app.Validate()
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}

// A setter's value is read as the setter writes it: its Region parameter
// is one of two constants, whatever string the caller converts.
func savePlaced(ctx context.Context, c *dynamodb.Client, id, raw string) error {
	app := model.Application{PK: "APP#" + id, SK: "APP"} // want `PutItem write apps PK partition key = APP#<string:id>` `PutItem write apps SK sort key = APP`
	app.Place(model.Region(raw))                         // want `PutItem write apps GSI1PK partition key GSI1 = REGION#<enum:r values=2>`
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}

// A setter that returns early may keep the value the literal set: the
// key is unknown after it.
func saveEnsured(ctx context.Context, c *dynamodb.Client, orig, id string) error {
	app := model.Application{PK: "KEEP#" + orig, SK: "APP"} // want `PutItem write apps SK sort key = APP`
	app.EnsureKeys(id)
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}

// A field set to the result of another value's setter holds that result,
// not what the setter stores in its own receiver.
func saveTagged(ctx context.Context, c *dynamodb.Client, b *model.Builder) error {
	app := model.Application{PK: b.Add("x"), SK: "APP"} // want `PutItem write apps PK partition key = TAG` `PutItem write apps SK sort key = APP`
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}

// A setter's early return of an error is a guard, not a path that keeps
// the old value: its stores stand.
func saveBound(ctx context.Context, c *dynamodb.Client, id, lang string) error {
	app := model.Application{PK: "APP#" + id, SK: "APP"} // want `PutItem write apps PK partition key = APP#<string:id>` `PutItem write apps SK sort key = APP`
	if err := app.Bind(lang); err != nil {               // want `PutItem write apps GSI1PK partition key GSI1 = LANG#<string:lang>`
		return err
	}
	av, err := attributevalue.MarshalMap(app)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("apps"), Item: av})
	return err
}
