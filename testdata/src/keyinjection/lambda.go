package keyinjection

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/google/uuid"
	"github.com/oklog/ulid/v2"
	"github.com/segmentio/ksuid"

	"keyinjection/keys"
)

// API Gateway events and decoded JSON bodies, with tagged structs: marshalled,
// assigned after construction, or a bare literal.

type Order struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	Note   string `dynamodbav:"note"`
}

type createOrder struct {
	UserID  string `json:"userId"`
	OrderID string `json:"orderId"`
	Note    string `json:"note"`
}

func lambdaHandler(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	var in createOrder
	if err := json.Unmarshal([]byte(req.Body), &in); err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusBadRequest}, nil
	}
	av, _ := attributevalue.MarshalMap(Order{
		PK:   keys.UserPrefix + in.UserID,            // want `untrusted in.UserID \(decoded from the request body\) reaches partition key "PK" unchecked`
		SK:   "ORDER#" + req.PathParameters["order"], // want `untrusted req.PathParameters\["order"\] reaches sort key "SK" unchecked`
		Note: "NOTE#" + in.Note,                      // ok: not a key attribute
	})
	_ = av

	o := Order{PK: "USER#" + in.OrderID}             // want `untrusted in.OrderID \(decoded from the request body\) reaches partition key "PK" unchecked`
	o.SK = "ORDER#" + req.QueryStringParameters["o"] // want `untrusted req.QueryStringParameters\["o"\] reaches sort key "SK" unchecked`
	o.GSI1PK = "SOURCE#" + req.RequestContext.Stage  // ok: set by the deployment, not the caller
	_, _ = attributevalue.MarshalMap(o)
	return events.APIGatewayProxyResponse{StatusCode: http.StatusOK}, nil
}

func lambdaChecked(ctx context.Context, req events.APIGatewayV2HTTPRequest) {
	var in createOrder
	_ = json.Unmarshal([]byte(req.Body), &in)
	if _, err := uuid.Parse(in.UserID); err != nil {
		return
	}
	_ = Order{PK: "USER#" + in.UserID} // ok: a field checked as a UUID
	id, err := uuid.Parse(req.PathParameters["id"])
	if err != nil {
		return
	}
	_ = Order{PK: "USER#" + id.String()}                                        // ok: the parsed id, not the input
	_ = Order{GSI1PK: "SUB#" + req.RequestContext.Authorizer.JWT.Claims["sub"]} // ok: a verified claim, not caller input
}

func lenientParsers(w http.ResponseWriter, r *http.Request) {
	oid := r.PathValue("order")
	if _, err := ulid.Parse(oid); err != nil {
		return
	}
	_ = Order{SK: "ORDER#" + oid} // want `untrusted r.PathValue\("order"\) reaches sort key "SK" unchecked: a value containing "#" can address another entity's items; ulid.Parse does not reject it`
	sid := r.PathValue("strict")
	if _, err := ulid.ParseStrict(sid); err != nil {
		return
	}
	_ = Order{SK: "ORDER#" + sid} // ok: ParseStrict rejects characters outside the alphabet
	kid := r.PathValue("ksuid")
	if _, err := ksuid.Parse(kid); err != nil {
		return
	}
	_ = Order{SK: "EVENT#" + kid} // want `untrusted r.PathValue\("ksuid"\) reaches sort key "SK" unchecked: .*; ksuid.Parse does not reject it`
	page := r.FormValue("page")
	if _, err := strconv.ParseInt(page, 10, 64); err != nil {
		return
	}
	_ = Order{SK: "PAGE#" + page} // ok: a decimal number
}

func decodedChecked(w http.ResponseWriter, r *http.Request, db *dynamodb.Client) {
	var in createOrder
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		return
	}
	if strings.ContainsRune(in.OrderID, '#') {
		return
	}
	_ = Order{SK: "ORDER#" + in.OrderID} // ok: the field is checked
	_ = Order{PK: "USER#" + in.UserID}   // want `untrusted in.UserID \(decoded from the request body\) reaches partition key "PK" unchecked`
	user := in.UserID
	if strings.Contains(in.OrderID, "#") || strings.Contains(in.Note, "#") {
		return
	}
	_ = Order{GSI1PK: "USER#" + user} // want `untrusted in.UserID \(decoded from the request body\) reaches partition key "GSI1PK" of index GSI1 unchecked`
}

// A handler that fills a model from the query string and hands it to the
// repository's save.

type orderRepo struct{ db *dynamodb.Client }

func (r orderRepo) save(ctx context.Context, o *Order) error {
	av, err := attributevalue.MarshalMap(o)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: av})
	return err
}

func (r orderRepo) createFromQuery(ctx context.Context, req events.APIGatewayProxyRequest) error {
	var o Order
	if err := json.Unmarshal([]byte(req.Body), &o); err != nil {
		return err
	}
	name, ok := req.QueryStringParameters["name"]
	if !ok {
		return nil
	}
	o.PK = "USER#" + req.PathParameters["user"] // want `untrusted req.PathParameters\["user"\] reaches partition key "PK" unchecked`
	o.SK = "NAME#" + name + "#" + "LATEST"      // want `untrusted req.QueryStringParameters\["name"\] reaches sort key "SK" unchecked`
	return r.save(ctx, &o)
}
