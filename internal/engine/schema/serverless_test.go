package schema

import (
	"reflect"
	"strings"
	"testing"
)

const slsService = `service: shop
provider:
  name: aws
  environment:
    ORDERS_TABLE: ${self:custom.ordersTable}
custom:
  ordersTable: ${self:service}-orders-${sls:stage}
  pk: customerId
  nested:
    sk: orderId
functions:
  api: {handler: bin/api}
resources:
  Resources:
    OrdersTable:
      Type: AWS::DynamoDB::Table
      Properties:
        TableName: ${self:custom.ordersTable}
        KeySchema:
          - {AttributeName: "${self:custom.pk}", KeyType: HASH}
          - {AttributeName: "${self:custom.nested.sk}", KeyType: RANGE}
        GlobalSecondaryIndexes:
          - IndexName: byStatus
            KeySchema:
              - {AttributeName: status, KeyType: HASH}
          - IndexName: byRegion
            KeySchema:
              - {AttributeName: "${env:REGION_KEY}", KeyType: HASH}
    UsersTable:
      Type: AWS::DynamoDB::Table
      Properties:
        TableName: users-${opt:stage, 'dev'}
        KeySchema:
          - {AttributeName: userId, KeyType: HASH}
    SessionsTable:
      Type: AWS::DynamoDB::Table
      Properties:
        TableName: sessions
        KeySchema:
          - {AttributeName: "${ssm:/keys/session}", KeyType: HASH}
    Queue:
      Type: AWS::SQS::Queue
`

func TestServerless(t *testing.T) {
	got, err := Parse("deploy/serverless.yml", []byte(slsService))
	if err != nil {
		t.Fatal(err)
	}
	want := []Table{
		{Pattern: "shop-orders-*", ID: "OrdersTable", Type: cfnTable, Partition: "customerId", Sort: "orderId",
			Indexes: []Index{{Name: "byStatus", Partition: "status"}}, Source: "deploy/serverless.yml:15", Env: []string{"ORDERS_TABLE"}},
		{Pattern: "users-*", ID: "UsersTable", Type: cfnTable, Partition: "userId", Source: "deploy/serverless.yml:29"},
		// SessionsTable: its key is named by an SSM parameter, unknown.
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
}

// A list of resource fragments, some of them files the reader does not
// follow.
func TestServerlessFragments(t *testing.T) {
	const service = `service: x
resources:
  - ${file(resources/queues.yml)}
  - Resources:
      Carts:
        Type: AWS::DynamoDB::Table
        Properties:
          TableName: carts
          KeySchema: [{AttributeName: cartId, KeyType: HASH}]
`
	got, err := Parse("serverless.yaml", []byte(service))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Name != "carts" || got[0].Partition != "cartId" {
		t.Errorf("got %+v, want the carts table", got)
	}
}

func TestServerlessErrors(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"service: x\n", "serverless.yml:1: not a Serverless Framework service with tables: no resources section"},
		{"- a\n", "serverless.yml:1: not a Serverless Framework service: want a mapping at the top"},
		{"service: [\n", "serverless.yml:"},
		{"resources:\n  Resources:\n    T:\n      Type: AWS::DynamoDB::Table\n      Properties:\n        KeySchema: [{AttributeName: a, KeyType: SIDEWAYS}]\n",
			`serverless.yml:6: resource T (AWS::DynamoDB::Table): KeyType "SIDEWAYS": want HASH or RANGE`},
	} {
		_, err := Parse("serverless.yml", []byte(tc.data))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want an error starting %q", tc.data, err, tc.want)
		}
	}
}

// Variables nest, and ${self:} references may chain, but not forever.
func TestServerlessVariables(t *testing.T) {
	root := `custom:
  a: ${self:custom.b}
  b: ${self:custom.a}
  c: orders-${self:custom.d}
  d: prod
`
	got, err := Parse("serverless.yml", []byte(root+`resources:
  Resources:
    T:
      Type: AWS::DynamoDB::Table
      Properties:
        TableName: ${self:custom.c}-${opt:region, ${self:custom.d}}
        KeySchema: [{AttributeName: "${self:custom.a}", KeyType: HASH}]
    U:
      Type: AWS::DynamoDB::Table
      Properties:
        TableName: ${self:custom.c}-${opt:region, ${self:custom.d}}
        KeySchema: [{AttributeName: id, KeyType: HASH}]
`))
	if err != nil {
		t.Fatal(err)
	}
	// T's key is a cycle of references: unknown, so T is left out.
	if len(got) != 1 || got[0].ID != "U" || got[0].Pattern != "orders-prod-*" {
		t.Errorf("got %+v, want U alone, as orders-prod-*", got)
	}
}
