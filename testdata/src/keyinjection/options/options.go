// Package options is checked with -separator=| and configured sources and
// sanitizers (see keyinjection_test.go).
package options

import (
	"strings"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"

	"keyinjection/options/web"
)

type Item struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

// encode is what makes Item a DynamoDB item (docs/engine.md).
func encode(it Item) (map[string]types.AttributeValue, error) { return attributevalue.MarshalMap(it) }

// nested is a key that goes on past "USER|<x>": what an unchecked x in
// handler could be made to name.
func nested(user, order string) Item { return Item{PK: "USER|" + user + "|ORDER|" + order} }

func handler(c *web.Ctx) {
	_ = Item{PK: "USER|" + c.Param("id")}       // want `untrusted c.Param\("id"\) reaches partition key "PK" unchecked: a value containing "\|" can address another entity's items \(keyinjection\)`
	_ = Item{PK: "USER|" + web.Params(c)["id"]} // want `untrusted web.Params\(c\)\["id"\] reaches partition key "PK" unchecked`
	_ = Item{PK: "ROUTE|" + c.Route()}          // ok: not a configured source

	clean := c.Param("clean")
	if !web.Clean(clean) {
		return
	}
	_ = Item{PK: "USER|" + clean} // ok: a configured sanitizer

	hash := c.Param("hash")
	if strings.Contains(hash, "#") {
		return
	}
	_ = Item{PK: "USER|" + hash} // want `untrusted c.Param\("hash"\) reaches partition key "PK" unchecked: a value containing "\|"`

	pipe := c.Param("pipe")
	if strings.ContainsRune(pipe, '|') {
		return
	}
	_ = Item{PK: "USER|" + pipe} // ok: checked for this separator

	id := c.Param("uuid")
	if _, err := uuid.Parse(id); err != nil {
		return
	}
	_ = Item{PK: "USER|" + id} // ok: a UUID's text has no "|"
}
