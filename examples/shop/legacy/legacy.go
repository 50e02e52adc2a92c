// Package legacy is the part of the shop that predates the move to
// aws-sdk-go-v2 and was never ported: gift cards, still on aws-sdk-go v1
// and stored in the shop's table, and the loyalty programme, on
// guregu/dynamo in a table of its own. ddblint reads both SDKs the way it
// reads the store package, so the same key-design mistakes are found here
// (see ../README.md).
package legacy

import "errors"

// ErrNotFound is returned when a gift card or a loyalty account does not
// exist.
var ErrNotFound = errors.New("not found")
