// Package api calls the store's read wrapper with a status: the store
// judged the index's partition where it writes it, once.
package api

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"ddblint/readwrap/store"
)

func list(ctx context.Context, db *dynamodb.Client, status string) {
	store.ByStatus(ctx, db, status) // ok: judged at store.Put
}
