package store

import (
	"encoding/json"
	"log"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"

	"github.com/ddblint/ddblint/examples/shop/keys"
)

// Handler serves the storefront's order-tracking API. An order's id is in
// the link of its confirmation email: order ids are random UUIDs, and
// knowing one is what lets a customer (or a guest) see the order.
func (s *Store) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /orders/{id}", s.handleOrder)
	mux.HandleFunc("GET /orders/{id}/events", s.handleOrderEvents)
	mux.HandleFunc("GET /tenants/{tenant}", s.handleTenant)
	return mux
}

// handleOrder returns an order's details.
func (s *Store) handleOrder(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	out, err := s.db.GetItem(r.Context(), &dynamodb.GetItemInput{
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			// Fine (keyinjection): the id comes from the URL unchecked, but
			// it is the whole last component of the key, and no partition
			// key of the shop goes on past "ORDER#<id>": a "#" in it names
			// a key no code writes.
			"PK": &types.AttributeValueMemberS{Value: keys.OrderPK(id)},
			"SK": &types.AttributeValueMemberS{Value: keys.DetailsSK},
		},
	})
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	if out.Item == nil {
		http.NotFound(w, r)
		return
	}
	writeItems(w, []map[string]types.AttributeValue{out.Item})
}

// handleTenant returns a marketplace tenant's public profile.
func (s *Store) handleTenant(w http.ResponseWriter, r *http.Request) {
	out, err := s.db.GetItem(r.Context(), &dynamodb.GetItemInput{
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			// BUG (keyinjection): the tenant comes from the URL, and
			// nothing checks it. Webhook keys go on past the tenant
			// ("TENANT#<tenant>#EVENT#<event>") under the same sort key,
			// so GET /tenants/acme%23EVENT%23paid returns acme's webhook
			// URL, secret token and all, to anyone.
			"PK": &types.AttributeValueMemberS{Value: "TENANT#" + r.PathValue("tenant")},
			"SK": &types.AttributeValueMemberS{Value: ConfigSK},
		},
	})
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	if out.Item == nil {
		http.NotFound(w, r)
		return
	}
	writeItems(w, []map[string]types.AttributeValue{out.Item})
}

// handleOrderEvents returns an order's audit trail.
func (s *Store) handleOrderEvents(w http.ResponseWriter, r *http.Request) {
	// Fine (keyinjection): the id is parsed as a UUID first, and the key is
	// built from its canonical text, which cannot hold a "#".
	id, err := uuid.Parse(r.PathValue("id"))
	if err != nil {
		http.Error(w, "bad order id", http.StatusBadRequest)
		return
	}
	kc := expression.Key("PK").Equal(expression.Value(keys.OrderPK(id.String()))).
		And(expression.Key("SK").BeginsWith("EVENT#"))
	expr, err := expression.NewBuilder().WithKeyCondition(kc).Build()
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	out, err := s.db.Query(r.Context(), &dynamodb.QueryInput{
		TableName:                 aws.String(TableName),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	})
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	writeItems(w, out.Items)
}

// writeItems writes items as a JSON array.
func writeItems(w http.ResponseWriter, items []map[string]types.AttributeValue) {
	var v []map[string]any
	if err := attributevalue.UnmarshalListOfMaps(items, &v); err != nil {
		http.Error(w, "bad item", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(v); err != nil {
		log.Printf("shop: write response: %v", err)
	}
}
