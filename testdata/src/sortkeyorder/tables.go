package sortkeyorder

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Numbers read from a table of constants: when every value has the same
// number of digits, they sort as text in numeric order without padding.

type Stage string

var stageRank = map[Stage]int{"queued": 0, "running": 1, "done": 2}

var tierWeights = []int{10, 20, 45}

var levelCodes = map[string]int{"low": 5, "mid": 50, "high": 500}

var laneOffsets = map[string]int{"far": -2, "near": -1, "here": 0}

var rebuiltRank = map[Stage]int{"queued": 0, "running": 1}

func touchRank() { rebuiltRank["done"] = 12 }

func tables(ctx context.Context, c *dynamodb.Client, s Stage, tier int, level string, lane string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "JOB#" + string(s)},
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("STAGE#%d#%s", stageRank[s], s)}, // ok: one digit each
		"GSI1SK": &types.AttributeValueMemberS{Value: "TIER#" + strconv.Itoa(tierWeights[tier])},   // ok: two digits each
		"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("LEVEL#%d", levelCodes[level])},  // want `levelCodes\[level\] is written without zero padding in sort key "GSI2SK" of index GSI2`
		"GSI3SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("LANE#%d", laneOffsets[lane])},   // want `laneOffsets\[lane\] is written without zero padding in sort key "GSI3SK" of index GSI3`
		"GSI4SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("RANK#%d", rebuiltRank[s])},      // want `rebuiltRank\[s\] is written without zero padding in sort key "GSI4SK" of index GSI4`
	}})
}
