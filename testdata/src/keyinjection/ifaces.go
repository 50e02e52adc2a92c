package keyinjection

import (
	"context"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Handlers reach their stores through interfaces. With one implementation
// in the package, the call runs that implementation's method.

type bookmarkStore interface {
	Mark(ctx context.Context, page, reader string) error
}

type dynamoBookmarks struct{ db *dynamodb.Client }

func newBookmarks(db *dynamodb.Client) bookmarkStore { return &dynamoBookmarks{db: db} }

func (s *dynamoBookmarks) Mark(ctx context.Context, page, reader string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PAGE#" + page + "#READER#" + reader}, // want `untrusted r.URL.Query\(\).Get\("page"\) reaches partition key "PK" unchecked: a value containing "#" can address another entity's items \(keyinjection\)`
		"SK": &types.AttributeValueMemberS{Value: "MARK"},
	}})
	return err
}

// bookmarkService sits between the handler and the store, as services do.
type bookmarkService interface {
	Bookmark(ctx context.Context, page, reader string) error
}

type bookmarks struct{ store bookmarkStore }

func (b *bookmarks) Bookmark(ctx context.Context, page, reader string) error {
	return b.store.Mark(ctx, page, reader)
}

type bookmarkHandler struct{ svc bookmarkService }

func (h *bookmarkHandler) mark(w http.ResponseWriter, r *http.Request) {
	_ = h.svc.Bookmark(r.Context(), r.URL.Query().Get("page"), r.Header.Get("X-Reader"))
}

// Look-alikes: calls whose target is not one known method.

// noteStore has two implementations, the store and a decorator in front
// of it: either may run.
type noteStore interface {
	Note(ctx context.Context, page, text string) error
}

type dynamoNotes struct{ db *dynamodb.Client }

func (s *dynamoNotes) Note(ctx context.Context, page, text string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "NOTE#" + page + "#TEXT"}, // ok: the handler's call may run either implementation
		"SK": &types.AttributeValueMemberS{Value: "TEXT"},
	}})
	return err
}

type loggedNotes struct{ next noteStore }

func (l loggedNotes) Note(ctx context.Context, page, text string) error {
	return l.next.Note(ctx, page, text)
}

// tagStore is implemented by the store and by a struct embedding the
// interface, whose method is whatever its field holds.
type tagStore interface {
	Tag(ctx context.Context, page, tag string) error
}

type dynamoTags struct{ db *dynamodb.Client }

func (s dynamoTags) Tag(ctx context.Context, page, tag string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TAG#" + page + "#" + tag}, // ok: the handler's call may run the embedded value's method
		"SK": &types.AttributeValueMemberS{Value: "TAG"},
	}})
	return err
}

type tagClient struct{ tagStore }

type noteHandler struct {
	notes noteStore
	tags  tagStore
}

func (h *noteHandler) note(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	_ = h.notes.Note(ctx, r.URL.Query().Get("page"), r.FormValue("text"))
	_ = h.tags.Tag(ctx, r.URL.Query().Get("page"), r.FormValue("tag"))
}
