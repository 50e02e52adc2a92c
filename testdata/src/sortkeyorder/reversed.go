package sortkeyorder

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A reversed time (a large constant minus a Unix time, to list the newest
// first) keeps the constant's number of digits as long as the constant
// outgrows the time by a digit's worth until 2200; a smaller constant makes
// a number that shrinks, then turns negative.
func reversedTimes(ctx context.Context, c *dynamodb.Client, t time.Time) {
	newestFirst := 9999999999999 - t.UnixMilli()
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("MSG#%d", newestFirst)}, // ok: thirteen digits until 2200

		"GSI1SK": &types.AttributeValueMemberS{Value: "AT#" + strconv.FormatInt(math.MaxInt64-t.UnixNano(), 10)}, // ok: nineteen digits until 2200

		"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", 5000000000-t.Unix())}, // want `is written without zero padding in sort key "GSI2SK" of index GSI2`

		"GSI3SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", 9999999999-t.YearDay())}, // want `is written without zero padding in sort key "GSI3SK" of index GSI3`
	}})
}
