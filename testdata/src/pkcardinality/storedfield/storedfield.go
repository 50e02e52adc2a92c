// Package storedfield puts an item read back (or made new) after setting
// its index key through a field store: the store decides the index key.
package storedfield

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/guregu/dynamo/v2"
)

type Level string

const (
	Low  Level = "LOW"
	Mid  Level = "MID"
	High Level = "HIGH"
)

type Member struct {
	PK    string `dynamo:"pk,hash"`
	SK    string `dynamo:"sk,range"`
	Name  string `dynamo:"name" index:"ByLevel,range"`
	Score int    `dynamo:"score"`
	Level Level  `dynamo:"level" index:"ByLevel,hash"`
}

var errMissing = errors.New("missing")

func levelFor(score int) Level {
	switch {
	case score > 100:
		return High
	case score > 10:
		return Mid
	}
	return Low
}

func load(ctx context.Context, db *dynamo.DB, id string) (*Member, error) {
	var m Member
	err := db.Table("members").Get("pk", "MEMBER#"+id).Range("sk", dynamo.Equal, "PROFILE").One(ctx, &m)
	return &m, err
}

func Score(ctx context.Context, db *dynamo.DB, id string, points int) error {
	m, err := load(ctx, db, id)
	if errors.Is(err, errMissing) {
		m = &Member{PK: "MEMBER#" + id, SK: "PROFILE", Name: id}
	} else if err != nil {
		return err
	}
	m.Score += points
	m.Level = levelFor(m.Score) // want `partition key "level" of index ByLevel takes its only varying part from levelFor\(m.Score\), which has 3 possible values`
	return db.Table("members").Put(m).Run(ctx)
}

// Promote sets the level only on one path: the item put may keep the one
// it was loaded with, which nothing here shows.
func Promote(ctx context.Context, db *dynamo.DB, id string, vip bool) error {
	m, err := load(ctx, db, id)
	if errors.Is(err, errMissing) {
		m = &Member{PK: "MEMBER#" + id, SK: "PROFILE", Name: id}
	} else if err != nil {
		return err
	}
	if vip {
		m.Level = levelFor(1000) // ok: one of two values the put may see
	}
	return db.Table("members").Put(m).Run(ctx)
}

// Rescore sets the level, then lets the request's patch change any field
// before the put.
func Rescore(ctx context.Context, db *dynamo.DB, id string, patch []byte) error {
	m, err := load(ctx, db, id)
	if errors.Is(err, errMissing) {
		m = &Member{PK: "MEMBER#" + id, SK: "PROFILE", Name: id}
	} else if err != nil {
		return err
	}
	m.Level = levelFor(m.Score) // ok: the patch may set it again
	if err := json.Unmarshal(patch, m); err != nil {
		return err
	}
	return db.Table("members").Put(m).Run(ctx)
}
