package pkcardinality

import (
	"slices"
	"testing"
)

func TestWords(t *testing.T) {
	for in, want := range map[string][]string{
		"status":          {"status"},
		"orderStatus":     {"order", "status"},
		"order_status":    {"order", "status"},
		"HTTPStatus":      {"http", "status"},
		"orderID":         {"order", "id"},
		"IsActive":        {"is", "active"},
		"region-code":     {"region", "code"},
		"v2Type":          {"v2", "type"},
		"":                nil,
		"stateMachineArn": {"state", "machine", "arn"},
	} {
		if got := words(in); !slices.Equal(got, want) {
			t.Errorf("words(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFewByName(t *testing.T) {
	for in, want := range map[string]bool{
		"status": true, "Status": true, "orderStatus": true, "order_status": true,
		"state": true, "type": true, "ContentType": true, "kind": true, "category": true,
		"country": true, "countryCode": true, "region": true, "regionCode": true,
		"isActive": true, "is_active": true, "hasDiscount": true, "IsDeleted": true,

		"statusID": false, "statusMessage": false, "stateMachineArn": false,
		"oauthState": false, "csrf_state": false, "typeName": false, "Issue": false,
		"Hash": false, "is": false, "has": false, "hasID": false, "id": false,
		"countries": false, "code": false, "": false, "userType_id": false,
	} {
		if got := fewByName(in); got != want {
			t.Errorf("fewByName(%q) = %v, want %v", in, got, want)
		}
	}
}
