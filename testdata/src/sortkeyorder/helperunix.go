package sortkeyorder

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A helper that writes its time parameter's Unix() under %s writes
// "%!s(int64=…)", not the time: the caller's time.Now() must not be judged
// as if the helper printed it in time.Time's default format.
func dayAndSecondsMisverbed(at time.Time) string {
	return fmt.Sprintf("%s#%s", at.Format("2006-01-02"), at.Unix())
}

// The look-alike that does print the time itself, in the default format.
func dayAndDefaultTime(at time.Time) string {
	return fmt.Sprintf("%s#%v", at.Format("2006-01-02"), at)
}

func helperUnix(ctx context.Context, c *dynamodb.Client, who string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LOG#" + who},
		"SK": &types.AttributeValueMemberS{Value: dayAndSecondsMisverbed(time.Now())}, // ok: the helper writes Unix() (mis-verbed), not the time's default format
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TRAIL#" + who},
		"SK": &types.AttributeValueMemberS{Value: dayAndDefaultTime(time.Now())}, // want `time.Now\(\) is written in time.Time's default format in sort key "SK"`
	}})
}
