package pkcardinality

import (
	"testing"
)

func TestFewByName(t *testing.T) {
	for in, want := range map[string]bool{
		"status": true, "Status": true, "orderStatus": true, "order_status": true,
		"state": true, "type": true, "ContentType": true, "kind": true, "category": true,
		"region": true, "regionCode": true,
		"isActive": true, "is_active": true, "hasDiscount": true, "IsDeleted": true,

		"statusID": false, "statusMessage": false, "stateMachineArn": false,
		"oauthState": false, "csrf_state": false, "challengeState": false, "verifierType": false, "typeName": false, "Issue": false,
		"Hash": false, "is": false, "has": false, "hasID": false, "id": false,
		"countries": false, "code": false, "": false, "userType_id": false,
		"country": false, "countryCode": false, // about 250 values: more than a handful
	} {
		if got := fewByName(in); got != want {
			t.Errorf("fewByName(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestCatalogueKey(t *testing.T) {
	for in, want := range map[string]bool{
		"FeatureKey": true, "SettingKey": true, "setting_key": true, "MetricKey": true,

		"Key": false, "SortKey": false, "PartitionKey": false, "PrimaryKey": false, "RowKey": false,
		"APIKey": false, "apiKey": false, "SecretKey": false, "S3Key": false, "CacheKey": false,
		"SessionKey": false, "UserIDKey": false, "FeatureName": false, "KeyName": false,
	} {
		if got := catalogueKey(in); got != want {
			t.Errorf("catalogueKey(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestTimeByName(t *testing.T) {
	for name, want := range map[string]bool{
		"ImportedAt": true, "createdAt": true, "created_at": true, "created_date": true,
		"createdDate": true, "sentTime": true, "timestamp": true, "Timestamp": true, "ts": true,
		"date": true, "Status": false, "Title": false, "candidate": false, "format": false,
		"At": false, "chat": false, "update": false, "SK": false,
	} {
		if got := timeByName(name); got != want {
			t.Errorf("timeByName(%q) = %t, want %t", name, got, want)
		}
	}
}
