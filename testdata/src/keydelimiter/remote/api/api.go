// Package api calls the store's wrapper: the glued literal is the store's,
// reported there, not again at each call here.
package api

import (
	"context"

	"keydelimiter/remote/store"
)

func Show(ctx context.Context, s *store.Store, org, svc string) {
	s.Service(ctx, org, svc) // ok: the store reports its helper
}
