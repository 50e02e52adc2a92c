// Package users creates users through the store: the board index's
// partition key, which only the store's query names, is a constant here.
package users

import (
	"context"

	"github.com/google/uuid"

	"pkcardinality/svc/learned/store"
)

type Service struct{ db *store.Store }

func (s *Service) Create(ctx context.Context, name string) error {
	return s.db.Put(ctx, store.User{
		UserID: uuid.NewString(),
		Name:   name,
		Board:  "GLOBAL", // want `partition key "board" of index BoardLevel is the constant "GLOBAL" while partition key "userId" varies`
		Level:  1,
	})
}

// A nickname is no key of any index the store's code shows.
func (s *Service) Rename(ctx context.Context, id, nick string) error {
	return s.db.Put(ctx, store.User{UserID: id, Nickname: "anonymous"}) // ok: nickname keys nothing
}
