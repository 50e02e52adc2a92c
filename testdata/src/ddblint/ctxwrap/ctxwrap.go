// Package ctxwrap wraps ctxstore's methods in functions of its own.
package ctxwrap

import (
	"context"

	"ddblint/ctxstore"
)

// latest passes the service on; the sort key is ctxstore's, judged there.
func latest(ctx context.Context, s *ctxstore.Store, svc string) {
	s.Latest(ctx, svc) // ok: reported once, in ctxstore
}

func at(ctx context.Context, s *ctxstore.Store, svc string, rev int) {
	s.At(ctx, svc, rev) // ok: ctxstore reports the unpadded revision at its key
}

func handler(ctx context.Context, s *ctxstore.Store, rev int) {
	latest(ctx, s, "api")
	latest(ctx, s, "web")
	at(ctx, s, "api", rev) // ok: only fills at's parameters, as at fills At's
}
