// Package models holds the service's items, tagged for its JSON API.
package models

// Order is one order, keyed by id in its table.
type Order struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}
