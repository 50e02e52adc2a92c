package schema

import (
	"os"
	"path/filepath"
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

// A service's resources in files of their own, at each place the framework
// takes a ${file(…)}: read relative to the service's folder, with the
// service's variables, and read again when one of them changes.
func TestServerlessIncludes(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) {
		t.Helper()
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	table := func(id, name, key string) string {
		return "  " + id + ":\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: " + name +
			"\n      KeySchema: [{AttributeName: " + key + ", KeyType: HASH}]\n"
	}
	write("svc/serverless.yml", `service: shop
custom:
  orders: orders-${sls:stage}
resources:
  - ${file(resources/dynamodb.yml)}
  - ${file(./resources/more.yml):Extra}
  - Resources: ${file(resources/map.yml)}
  - Resources:
      Carts: ${file(resources/carts.yml)}
  - ${file(resources/missing.yml)}
  - ${file(resources/${sls:stage}.yml)}
  - ${file(/etc/tables.yml)}
`)
	write("svc/resources/dynamodb.yml", "Resources:\n"+table("Orders", "${self:custom.orders}", "orderId"))
	write("svc/resources/more.yml", "Extra:\n  Resources:\n"+"    Users:\n      Type: AWS::DynamoDB::Table\n      Properties:\n        TableName: users\n        KeySchema: [{AttributeName: userId, KeyType: HASH}]\n")
	write("svc/resources/map.yml", table("Items", "items", "itemId")[2:])
	write("svc/resources/carts.yml", "Type: AWS::DynamoDB::Table\nProperties:\n  TableName: carts\n  KeySchema: [{AttributeName: cartId, KeyType: HASH}]\n")
	service := filepath.Join(dir, "svc", "serverless.yml")
	names := func() []string {
		t.Helper()
		got, err := ReadFile(service)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, tb := range got {
			out = append(out, tb.Name+tb.Pattern+"/"+tb.Partition)
		}
		return out
	}
	want := []string{"orders-*/orderId", "users/userId", "items/itemId", "carts/cartId"}
	if got := names(); !reflect.DeepEqual(got, want) {
		t.Errorf("tables = %q, want %q", got, want)
	}
	got, _ := ReadFile(service)
	if wantSrc := filepath.Join(dir, "svc", "resources", "dynamodb.yml") + ":2"; len(got) == 0 || got[0].Source != wantSrc {
		t.Errorf("Orders declared at %+v, want %s", got, wantSrc)
	}
	inc := func(names ...string) []string {
		var out []string
		for _, n := range names {
			out = append(out, filepath.Join(dir, "svc", "resources", n))
		}
		return out
	}
	// The one with a variable in its path and the absolute one are not
	// followed; the missing one is an input: creating it changes the
	// tables.
	if got, want := Includes(service), inc("dynamodb.yml", "more.yml", "map.yml", "carts.yml", "missing.yml"); !reflect.DeepEqual(got, want) {
		t.Errorf("Includes = %q, want %q", got, want)
	}

	// An edit of an included file, and a file that was missing, are seen
	// although the service file did not change.
	write("svc/resources/carts.yml", "Type: AWS::DynamoDB::Table\nProperties:\n  TableName: baskets\n  KeySchema: [{AttributeName: basketId, KeyType: HASH}]\n")
	write("svc/resources/missing.yml", "Resources:\n"+table("Late", "late", "lateId"))
	want = []string{"orders-*/orderId", "users/userId", "items/itemId", "baskets/basketId", "late/lateId"}
	if got := names(); !reflect.DeepEqual(got, want) {
		t.Errorf("after the edits, tables = %q, want %q", got, want)
	}

	// A service whose includes do not parse still reads the rest.
	write("svc/resources/map.yml", "Items: [\n")
	if got := names(); len(got) != 4 {
		t.Errorf("with a broken include, tables = %q, want the 4 others", got)
	}
}
