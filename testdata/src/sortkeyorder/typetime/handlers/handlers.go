// Package handlers saves what a request decodes through an interface: no
// value of the model's time is in sight here either, and the finding is
// the store's, at its field.
package handlers

import (
	"context"
	"encoding/json"
	"io"

	"sortkeyorder/typetime/store"
)

type saver interface {
	Save(ctx context.Context, r *store.Reading) error
}

func Post(ctx context.Context, s saver, body io.Reader) error {
	var r store.Reading
	if err := json.NewDecoder(body).Decode(&r); err != nil {
		return err
	}
	return s.Save(ctx, &r)
}
