// Package nodynamo uses no DynamoDB library: its key-named methods belong
// to some other store (a cache, an SQL table) and are no keys.
package nodynamo

import "fmt"

type CacheKeys struct{ PK, SK string }

type Session struct{ ID string }

func (s Session) Keys() CacheKeys { return CacheKeys{PK: "SESSION", SK: s.ID} } // ok: no DynamoDB here
func (s Session) PK() string      { return "SESSION" }                          // ok: no DynamoDB here
func (s Session) SK() string      { return fmt.Sprint(s.ID) }                   // ok: no DynamoDB here
