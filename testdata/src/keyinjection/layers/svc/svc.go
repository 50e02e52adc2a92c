// Package svc sits between the handlers and the store, and cleans up a
// label before it reaches a key.
package svc

import (
	"context"
	"strings"

	"keyinjection/layers/store"
)

type Service struct{ st *store.Store }

func tidy(label string) string { return strings.ToLower(strings.TrimSpace(label)) }

func (s *Service) Member(ctx context.Context, member string) { s.st.Member(ctx, member) }

func (s *Service) Unlabel(ctx context.Context, member, book, label string) {
	s.st.Unlabel(ctx, member, book, tidy(label))
}

func (s *Service) Patron(ctx context.Context, patron string) { s.st.Patron(ctx, patron) }

func (s *Service) Unnote(ctx context.Context, patron, book, note string) {
	s.st.Unnote(ctx, patron, book, tidy(note))
}

func (s *Service) Fine(ctx context.Context, fine string) { s.st.Fine(ctx, fine) }

func (s *Service) Dues(ctx context.Context, fine string) { s.st.Dues(ctx, fine) }
