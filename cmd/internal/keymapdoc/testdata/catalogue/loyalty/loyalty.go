// Package loyalty keeps members' points with guregu/dynamo.
package loyalty

import (
	"context"
	"fmt"
	"strconv"

	"github.com/guregu/dynamo/v2"
)

// Entry is a line of a member's points statement.
type Entry struct {
	Member string `dynamo:"member,hash"`
	Entry  string `dynamo:"entry,range"`
	Points int    `dynamo:"points"`
}

// Earn records points earned, numbered in the member's statement.
func Earn(ctx context.Context, db *dynamo.DB, member string, seq, points int) error {
	e := Entry{Member: "MEMBER#" + member, Entry: "TXN#" + strconv.Itoa(seq), Points: points}
	if err := db.Table("points").Put(e).Run(ctx); err != nil {
		return fmt.Errorf("putting: %w", err)
	}
	return nil
}

// Statement reads a member's entries.
func Statement(ctx context.Context, db *dynamo.DB, member string) ([]Entry, error) {
	var out []Entry
	if err := db.Table("points").Get("member", "MEMBER#"+member).All(ctx, &out); err != nil {
		return nil, fmt.Errorf("querying: %w", err)
	}
	return out, nil
}

// Everyone reads every member's entries, for the yearly report.
func Everyone(ctx context.Context, db *dynamo.DB) ([]Entry, error) {
	var out []Entry
	if err := db.Table("points").Scan().All(ctx, &out); err != nil {
		return nil, fmt.Errorf("scanning: %w", err)
	}
	return out, nil
}
