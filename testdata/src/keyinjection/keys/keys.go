// Package keys holds key prefixes, key-building helpers and a validator used
// from another package: constants travel in export data, helpers and the
// validator as the engine's facts (HelperFact, ValidatorFact; pinned by the
// engine's tests in enginetest/keyhelpers and enginetest/validators).
package keys

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// UserPrefix and OrderPrefix end in the separator.
const (
	UserPrefix  = "USER#"
	OrderPrefix = "ORDER#"
)

// UserPK builds a partition key from an id: whatever the caller passes.
func UserPK(id string) string { return UserPrefix + id }

// TenantPK builds a partition key from the request's tenant header,
// unchecked.
func TenantPK(r *http.Request) string { return "TENANT#" + r.Header.Get("X-Tenant") }

// CheckedTenantPK reads the header into a variable and checks it; other
// packages cannot see the check, so they are told nothing about it.
func CheckedTenantPK(r *http.Request) string {
	t := r.Header.Get("X-Tenant")
	if strings.ContainsRune(t, '#') {
		panic("bad tenant")
	}
	return "TENANT#" + t
}

// ErrBadID is returned for an id that may not be a key component.
var ErrBadID = errors.New("bad id")

// ValidateID rejects ids that contain the separator (a ValidatorFact for
// its parameter 0).
func ValidateID(id string) error {
	if id == "" || strings.Contains(id, "#") {
		return ErrBadID
	}
	return nil
}

// Describe uses its parameter but checks nothing.
func Describe(id string) string { return "id " + id }

// PutBadge stores a badge under its owner: "BADGE#" + owner + "#" + n.
// Another package that builds "BADGE#" + x from input lets x end the
// owner early (the engine's ShapesFact carries this shape there).
func PutBadge(ctx context.Context, db *dynamodb.Client, owner, n string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BADGE#" + owner + "#" + n},
		"SK": &types.AttributeValueMemberS{Value: "BADGE"},
	}})
}
