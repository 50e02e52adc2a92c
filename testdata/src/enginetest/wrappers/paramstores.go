package wrappers

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

// Wrappers that store into the item they are given before marshalling
// it: the stored fields are the wrapper's values, the others still the
// caller's.
type Stamped struct {
	PK        string
	SK        string
	UpdatedAt time.Time
}

func (r *Repo) write(ctx context.Context, s *Stamped) error {
	av, err := attributevalue.MarshalMap(s)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

// putStamped sets a field that is no key.
func (r *Repo) putStamped(ctx context.Context, s *Stamped) error {
	s.UpdatedAt = time.Now()
	av, err := attributevalue.MarshalMap(s)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

// putOwnSK sets the sort key itself: the caller's SK never reaches.
func (r *Repo) putOwnSK(ctx context.Context, s Stamped) error {
	s.SK = "STAMP" // want `PutItem write orders SK sort key = STAMP` `PutItem via putOwnSK write orders SK sort key = STAMP` `PutItem via putOwnSK write orders SK sort key = STAMP` `PutItem via saveOwn write orders SK sort key = STAMP`
	av, err := attributevalue.MarshalMap(s)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

// putDefaultSK sets the sort key only when the caller left it empty: the
// caller's value and its own are both written.
func (r *Repo) putDefaultSK(ctx context.Context, s Stamped) error {
	if s.SK == "" {
		s.SK = "DEFAULT" // want `PutItem write orders SK sort key = DEFAULT` `PutItem via putDefaultSK write orders SK sort key = DEFAULT`
	}
	av, err := attributevalue.MarshalMap(s)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

// Look-alike: putReplaced replaces the whole item; nothing of the
// caller's reaches.
func (r *Repo) putReplaced(ctx context.Context, s Stamped) error {
	s = Stamped{PK: "FIXED", SK: "ONE"} // want `PutItem write orders PK partition key = FIXED` `PutItem write orders SK sort key = ONE`
	av, err := attributevalue.MarshalMap(s)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

// Look-alike: putFor sets the partition key from another parameter: the
// key is built from the caller's owner, not from the item's PK.
func (r *Repo) putFor(ctx context.Context, owner string, s *Stamped) error {
	s.PK = "OWNER#" + owner // want `PutItem via write write orders PK partition key = OWNER#<string:owner>` `PutItem via putFor write orders PK partition key = OWNER#<string:id>`
	return r.write(ctx, s)
}

// A service that gives the item its id and hands it to the repository.
type Service struct{ r *Repo }

func (sv *Service) Create(ctx context.Context, s Stamped) error {
	s.PK = "ITEM#" + newID() // want `PutItem via write write orders PK partition key = ITEM#<opaque:newID>` `PutItem via Create write orders PK partition key = ITEM#<opaque:newID>`
	return sv.r.write(ctx, &s)
}

// saveOwn hands its own parameter on: its callers' SK is still the one
// putOwnSK replaces.
func (sv *Service) saveOwn(ctx context.Context, s Stamped) error { return sv.r.putOwnSK(ctx, s) }

func newID() string { return "" }

func stamped(ctx context.Context, r *Repo, sv *Service, id string) {
	r.putStamped(ctx, &Stamped{PK: "STAMP#" + id, SK: "X"}) // want `PutItem via putStamped write orders PK partition key = STAMP#<string:id>` `PutItem via putStamped write orders SK sort key = X`
	r.putOwnSK(ctx, Stamped{PK: "OWN#" + id, SK: "X"})      // want `PutItem via putOwnSK write orders PK partition key = OWN#<string:id>`
	r.putDefaultSK(ctx, Stamped{PK: "DEF#" + id, SK: "Y"})  // want `PutItem via putDefaultSK write orders PK partition key = DEF#<string:id>` `PutItem via putDefaultSK write orders SK sort key = Y`
	r.putReplaced(ctx, Stamped{PK: "GONE#" + id, SK: "Z"})  // ok: replaced whole
	r.putFor(ctx, id, &Stamped{PK: "MINE#" + id, SK: "W"})  // want `PutItem via putFor write orders SK sort key = W`
	sv.Create(ctx, Stamped{PK: "CALLER#" + id, SK: "V"})    // want `PutItem via Create write orders SK sort key = V`
	sv.saveOwn(ctx, Stamped{PK: "SVC#" + id, SK: "U"})      // want `PutItem via saveOwn write orders PK partition key = SVC#<string:id>`
}
