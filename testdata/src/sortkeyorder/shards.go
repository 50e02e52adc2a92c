package sortkeyorder

import (
	"context"
	"fmt"
	"math/rand"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A write shard in a sort key is read one value at a time (a Query per
// shard), never as a range: its order means nothing, however many digits
// it has. A number that only looks like one is still an ordinal.

const shardCount = 20

func shards(ctx context.Context, c *dynamodb.Client, id string, n, hash int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "JOB#" + id},
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("Shard-%d", rand.Intn(shardCount)+1)}, // ok: a shard drawn at random
		"GSI1SK": &types.AttributeValueMemberS{Value: "H#" + strconv.Itoa(hash%32)},                     // ok: a shard computed
		"GSI2SK": &types.AttributeValueMemberS{Value: "H#" + strconv.Itoa(rand.Intn(shardCount)-1+n)},   // want `is written without zero padding in sort key "GSI2SK" of index GSI2`
		"GSI3SK": &types.AttributeValueMemberS{Value: "N#" + strconv.Itoa(n+1)},                         // want `n \+ 1 is written without zero padding in sort key "GSI3SK" of index GSI3`
	}})
}
