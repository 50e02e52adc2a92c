package keyinjection

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"keyinjection/keys"
)

// net/http handlers, with map literals in requests and m["PK"] = … writes.

type server struct{ db *dynamodb.Client }

func (s *server) getUser(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("id")
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + id}, // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked: a value containing "#" can address another entity's items \(keyinjection\)`
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}

func (s *server) getUserChecked(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("id")
	if strings.Contains(id, "#") {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + id}, // ok: checked for the separator
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}

func (s *server) putOrder(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	user := r.FormValue("user")
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("USER#%s", user)},        // want `untrusted r.FormValue\("user"\) reaches partition key "PK" unchecked`
		"SK": &types.AttributeValueMemberS{Value: "ORDER#" + r.PostFormValue("order")}, // want `untrusted r.PostFormValue\("order"\) reaches sort key "SK" unchecked`
		"N":  &types.AttributeValueMemberN{Value: r.FormValue("n")},                    // ok: not a key attribute
	}})
	n, err := strconv.Atoi(r.FormValue("n"))
	if err != nil {
		return
	}
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PAGE#" + strconv.Itoa(n)}, // ok: a number parsed from the input has no separator
		"SK": &types.AttributeValueMemberS{Value: r.FormValue("sk")},         // ok: the whole key is the input: no structure to escape
	}})
}

func (s *server) deleteSession(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	tenant := r.Header.Get("X-Tenant")
	session := r.URL.Query().Get("session")
	s.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: strings.Join([]string{"TENANT", tenant, "SESSION", session}, "#")}, // ok: a delete by an exact key, and no key goes on past "TENANT#<t>": the deeper key names no item
	}})
	s.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TENANT#" + w.Header().Get("X-Tenant")}, // ok: the response's own header is not input
	}})
}

func (s *server) updateCounter(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	var b strings.Builder
	b.WriteString("COUNTER#")
	b.WriteString(r.FormValue("name"))
	s.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: b.String()},       // want `untrusted r.FormValue\("name"\) reaches partition key "PK" unchecked`
		"SK": &types.AttributeValueMemberN{Value: r.FormValue("n")}, // ok: an N attribute: DynamoDB rejects a number with a separator
	}})
}

func (s *server) indexWrites(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	kind := r.PathValue("kind")
	key := map[string]types.AttributeValue{}
	key["PK"] = &types.AttributeValueMemberS{Value: keys.UserPrefix + r.PathValue("user")} // want `untrusted r.PathValue\("user"\) reaches partition key "PK" unchecked`
	key["SK"] = &types.AttributeValueMemberS{Value: keys.OrderPrefix + kind}               // want `untrusted r.PathValue\("kind"\) reaches sort key "SK" unchecked`
	s.db.GetItem(ctx, &dynamodb.GetItemInput{Key: key})

	other := map[string]types.AttributeValue{}
	other["PK"] = &types.AttributeValueMemberS{Value: keys.UserPrefix + fmt.Sprintf("%x", r.PathValue("user"))} // ok: hex digits carry no separator
	other["SK"] = &types.AttributeValueMemberS{Value: keys.OrderPrefix + s.lookup(ctx, kind)}                   // ok: the result of an unknown function
	s.db.GetItem(ctx, &dynamodb.GetItemInput{Key: other})
}

func (s *server) lookup(ctx context.Context, kind string) string { return "" }

// helpers: key-building helpers in this package and in another one.
func (s *server) helpers(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("id")
	s.db.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: keys.UserPK(id)},                 // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked`
		"SK": &types.AttributeValueMemberS{Value: orderSK(r.URL.Query().Get("o"))}, // want `untrusted r.URL.Query\(\).Get\("o"\) reaches sort key "SK" unchecked`
	}})
	s.db.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: keys.TenantPK(r)},        // want `untrusted r.Header.Get\("X-Tenant"\) reaches partition key "PK" unchecked`
		"SK": &types.AttributeValueMemberS{Value: keys.CheckedTenantPK(r)}, // ok: the helper checks (out of sight: the fact carries no taint)
	}})
	checked := r.PathValue("checked")
	if err := keys.ValidateID(checked); err != nil {
		return
	}
	s.db.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: keys.UserPK(checked)},  // ok: checked by a validator of another package
		"SK": &types.AttributeValueMemberS{Value: orderSK(validated(r))}, // ok: checked inside the helper that reads it
	}})
	described := r.PathValue("described")
	_ = keys.Describe(described)
	s.db.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: keys.UserPK(described)}, // want `untrusted r.PathValue\("described"\) reaches partition key "PK" unchecked`
	}})
}

func orderSK(id string) string { return "ORDER#" + id }

// validated reads an id and rejects the separator before returning it.
func validated(r *http.Request) string {
	id := r.PathValue("order")
	if strings.IndexByte(id, '#') >= 0 {
		panic("bad order id")
	}
	return id
}
