package keyinjection

import (
	"context"
	"errors"
	"log"
	"net/http"
	"regexp"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
	"github.com/gorilla/mux"
	"github.com/labstack/echo/v4"
)

// Routers, with key conditions (Query and the expression builder) and
// batch and transaction requests.

var slug = regexp.MustCompile(`^[a-z0-9-]+$`)

func muxQuery(db *dynamodb.Client, w http.ResponseWriter, r *http.Request) {
	tenant := mux.Vars(r)["tenant"]
	db.Query(r.Context(), &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "TENANT#" + tenant},                        // want `untrusted mux.Vars\(r\)\["tenant"\] reaches partition key "PK" unchecked`
			":sk": &types.AttributeValueMemberS{Value: "USER#" + r.FormValue("group") + "#NAME#"}, // want `untrusted r.FormValue\("group"\) reaches sort key "SK" unchecked: a value containing "#" moves`
		},
	})
	vars := mux.Vars(r)
	project := vars["project"]
	if !slug.MatchString(project) {
		http.NotFound(w, r)
		return
	}
	db.Query(r.Context(), &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "PROJECT#" + project},            // ok: matched against a pattern
			":sk": &types.AttributeValueMemberS{Value: "TASK#" + r.FormValue("prefix")}, // ok: the end of a begins_with prefix only narrows the match
		},
	})
}

func chiBuilder(w http.ResponseWriter, r *http.Request) {
	org := chi.URLParam(r, "org")
	_ = expression.Key("PK").Equal(expression.Value("ORG#" + org)). // want `untrusted chi.URLParam\(r, "org"\) reaches partition key "PK" unchecked`
									And(expression.Key("SK").BeginsWith("MEMBER#"))
	team := chi.URLParam(r, "team")
	switch team {
	case "red", "blue":
	default:
		http.NotFound(w, r)
		return
	}
	_ = expression.Key("PK").Equal(expression.Value("TEAM#" + team)). // ok: an allow-list whose default returns
										And(expression.Key("SK").BeginsWith("MEMBER#"))
	color := chi.URLParam(r, "color")
	switch color {
	case "red", "blue":
		_ = expression.KeyEqual(expression.Key("PK"), expression.Value("COLOR#"+color)) // ok: built inside an allow-listed case
	}
	_ = expression.KeyEqual(expression.Key("GSI1PK"), expression.Value("COLOR#"+color)) // want `untrusted chi.URLParam\(r, "color"\) reaches partition key "GSI1PK" of index GSI1 unchecked`
}

func ginBatch(ctx context.Context, db *dynamodb.Client, c *gin.Context) {
	db.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"app": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "USER#" + c.Param("id")},          // want `untrusted c.Param\("id"\) reaches partition key "PK" unchecked`
					"SK": &types.AttributeValueMemberS{Value: "TAG#" + c.DefaultQuery("t", "")}, // want `untrusted c.DefaultQuery\("t", ""\) reaches sort key "SK" unchecked`
				}}},
			},
		},
	})
	region := c.GetHeader("X-Region")
	switch region {
	case "eu", "us":
	default:
		log.Printf("unknown region %q", region) // but goes on
	}
	db.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"app": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "REGION#" + region}, // want `untrusted c.GetHeader\("X-Region"\) reaches partition key "PK" unchecked`
				}}},
			},
		},
	})
}

func echoTransact(ctx context.Context, db *dynamodb.Client, c echo.Context) error {
	from, to := c.Param("from"), c.QueryParam("to")
	_, err := db.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Update: &types.Update{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ACCOUNT#" + from}, // want `untrusted c.Param\("from"\) reaches partition key "PK" unchecked`
			}}},
			{Update: &types.Update{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ACCOUNT#" + c.Path()}, // ok: the route pattern is not input
			}}},
		},
	})
	if err != nil || checkAccount(to) != nil {
		return err
	}
	_, err = db.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Update: &types.Update{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ACCOUNT#" + to}, // ok: checked by a validator of this package
			}}},
		},
	})
	return err
}

// checkAccount validates an account id through another function of this
// package.
func checkAccount(id string) error { return checkNoSep(id) }

func checkNoSep(s string) error {
	if strings.ContainsAny(s, "#|") {
		return errBad
	}
	return nil
}

var errBad = errors.New("bad")

// Routes with patterns: the router matches the parameter before the handler
// runs.
func routes(h http.HandlerFunc) *mux.Router {
	r := mux.NewRouter()
	r.HandleFunc("/invoices/{invoice:[0-9]+}/lines/{line}", h)
	return r
}

func muxRoute(w http.ResponseWriter, r *http.Request) {
	invoice := mux.Vars(r)["invoice"]
	_ = Order{PK: "INVOICE#" + invoice}             // ok: a route pattern constrains the parameter
	_ = Order{PK: "INVOICE#" + mux.Vars(r)["line"]} // want `untrusted mux.Vars\(r\)\["line"\] reaches partition key "PK" unchecked`
}
