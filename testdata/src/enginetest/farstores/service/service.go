// Package service builds and amends orders and hands them to a repository
// it reaches through an interface; it imports no DynamoDB library.
package service

import (
	"context"
	"strconv"
	"time"

	"enginetest/farstores/model"
)

type Repo interface {
	Put(ctx context.Context, o *model.Order) error
}

type Service struct{ Repo Repo }

func (s *Service) Create(ctx context.Context, user string, n int) error {
	o := &model.Order{PK: "USER#" + user, SK: "ORDER#" + strconv.Itoa(n)} // want `pending enginetest/farstores/model.Order: enginetest/farstores/model.Order{} item PK partition key = USER#<string:user>` `pending enginetest/farstores/model.Order: enginetest/farstores/model.Order{} item SK sort key = ORDER#<int:n>`
	return s.Repo.Put(ctx, o)
}

func (s *Service) Ship(ctx context.Context, o *model.Order, day string) error {
	o.GSI1PK = "SHIPPED#" + day // want `pending enginetest/farstores/model.Order: enginetest/farstores/model.Order.GSI1PK = item GSI1PK partition key GSI1 = SHIPPED#<string:day>`
	o.SetStatus("x")
	return s.Repo.Put(ctx, o)
}

// ok: not a field of an item type.
type view struct{ PK string }

func (s *Service) Show(v *view, id string) { v.PK = "USER#" + id }

// ok: an in-memory store beside the DynamoDB one keeps its orders in a
// map; that the type is an item elsewhere says nothing of these.
type Memory struct{ orders map[string]model.Order }

func (m *Memory) Put(user, id string) model.Order {
	o := model.Order{PK: "USER#" + user, SK: "ORDER#" + id}
	m.orders[id] = o
	return o
}

// ok: a time stored into a time.Time field is judged by the field's type
// where the item is marshalled.
func (s *Service) Open(ctx context.Context, o *model.Order) error {
	o.Since = time.Now()
	return s.Repo.Put(ctx, o)
}

// ok: the same in a literal: Since (a sort key by its name) is judged by
// its type where the item is marshalled; PK is pending.
func (s *Service) OpenNew(ctx context.Context, user string) error {
	return s.Repo.Put(ctx, &model.Order{PK: "USER#" + user, Since: time.Now()}) // want `pending enginetest/farstores/model.Order: enginetest/farstores/model.Order{} item PK partition key = USER#<string:user>`
}

// A string field given a time formatted here: the layout is this code's,
// and the key is read.
func (s *Service) Stamp(ctx context.Context, user string) error {
	return s.Repo.Put(ctx, &model.Order{PK: "USER#" + user, Stamp: time.Now().Format(time.RFC3339Nano)}) // want `pending enginetest/farstores/model.Order: enginetest/farstores/model.Order{} item PK partition key = USER#<string:user>` `pending enginetest/farstores/model.Order: enginetest/farstores/model.Order{} item GSI1SK sort key GSI1 = <time:Now layout=2006-01-02T15:04:05.999999999Z07:00>`
}
