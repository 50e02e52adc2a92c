// Package ids gives its id types key methods: the receiver is the value
// the key is built from.
package ids

import "fmt"

// OrderID names an order.
type OrderID string

// PK is the order's partition key.
func (id OrderID) PK() string { return "ORDER#" + string(id) } // want PK:`helper ORDER#<string:id>`

// Line is the sort key of one of the order's lines.
func (id OrderID) Line(n int) string { return fmt.Sprintf("LINE#%s#%03d", id, n) } // want Line:`helper LINE#<string:id>#<int:n>`

// Area is a region of the map.
type Area string

// Key is the area's key.
func (a Area) Key() string { return "AREA#" + string(a) } // want Key:`helper AREA#<string:a>`

// Raw returns the id as it is: no key.
func (id OrderID) Raw() string { return string(id) }
