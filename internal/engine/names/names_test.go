package names

import (
	"reflect"
	"testing"
)

func TestWords(t *testing.T) {
	for in, want := range map[string][]string{
		"orderStatus":     {"order", "status"},
		"order_status":    {"order", "status"},
		"order-status":    {"order", "status"},
		"HTTPStatus":      {"http", "status"},
		"nextID":          {"next", "id"},
		"GSI1PK":          {"gsi1", "pk"},
		"GSI1PKValue":     {"gsi1", "pk", "value"},
		"o.Status":        {"o", "status"},
		"UTCDate":         {"utc", "date"},
		"status":          {"status"},
		"":                nil,
		"__":              nil,
		"createdAtUnix":   {"created", "at", "unix"},
		"IsActive":        {"is", "active"},
		"region-code":     {"region", "code"},
		"v2Type":          {"v2", "type"},
		"stateMachineArn": {"state", "machine", "arn"},
	} {
		if got := Words(in); !reflect.DeepEqual(got, want) {
			t.Errorf("Words(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestList(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want string
	}{{nil, ""}, {[]string{"a"}, "a"}, {[]string{"a", "b"}, "a and b"}, {[]string{"a", "b", "c"}, "a, b and c"}} {
		if got := List(c.in); got != c.want {
			t.Errorf("List(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestIDName(t *testing.T) {
	for in, want := range map[string]bool{
		"ID": true, "UserID": true, "user_id": true, "GetID": true, "getOrderUUID": true, "ParentGUID": true,
		"Name": false, "IDs": false, "HasID": false, "isUUID": false, "Identity": false, "Idle": false, "GetName": false, "Get": false, "": false,
	} {
		if got := IDName(in); got != want {
			t.Errorf("IDName(%q) = %v, want %v", in, got, want)
		}
	}
}
