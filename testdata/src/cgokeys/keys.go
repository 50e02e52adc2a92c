// Package cgokeys builds keys in files that import "C": the analyzers see
// cgo's rewritten copies, whose header says they are generated, yet every
// line comes from these files.
package cgokeys

// #include <stdlib.h>
// static int shard(void) { return 7; }
import "C"

import "strconv"

// The SDK import is the evidence that Key is a DynamoDB item.
import _ "github.com/aws/aws-sdk-go-v2/service/dynamodb"

type Key struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

func seed() int { return int(C.rand()) }

func keys(id, orderID string) {
	_ = Key{PK: "USER" + id}                          // want `prefix "USER" is glued to id with no separator in partition key "PK"`
	_ = Key{PK: "USER#" + id, SK: "ORDER#" + orderID} // ok: delimited

	//ddblint:ignore keydelimiter legacy keys, migrated in 2027
	_ = Key{PK: "LEGACY" + id} // ok: the directive in a cgo file is read too
}

// A finding quotes the code as written in this file, C.shard(), not cgo's
// rewrite of it ((_Cfunc_shard)()).
func shardKeys(id string) {
	_ = Key{PK: "SHARD" + strconv.Itoa(int(C.shard())), SK: "USER#" + id}  // want `prefix "SHARD" is glued to int\(C\.shard\(\)\) with no separator in partition key "PK"`
	_ = Key{PK: "SHARD#" + strconv.Itoa(int(C.shard())), SK: "USER#" + id} // ok: delimited
}
