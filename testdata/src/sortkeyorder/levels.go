package sortkeyorder

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Numbers a function of the package picks from a few constants: when their
// decimal texts sort in numeric order and none is a prefix of another, the
// key sorts without padding whatever follows the number.

// gradeOf maps a course title to its grade; -1 for an unknown one sorts
// before 0 as text too ('-' sorts before the digits).
func gradeOf(title string) int {
	t := strings.ToLower(title)
	switch {
	case strings.Contains(t, "intro"):
		return 0
	case strings.Contains(t, "applied"):
		return 1
	case strings.Contains(t, "expert"):
		return 2
	}
	if strings.HasPrefix(t, "seminar") {
		return 3
	}
	return -1
}

// sizeClass returns constants of different widths: "12" sorts before "5".
func sizeClass(n int) int {
	if n > 100 {
		return 12
	}
	if n > 10 {
		return 5
	}
	return 1
}

// driftOf returns two negative constants: "-1" sorts before "-2".
func driftOf(up bool) int {
	if up {
		return -1
	}
	return -2
}

// scaled computes its result: it can be any number.
func scaled(n int) int {
	if n < 0 {
		return 0
	}
	return n * 3
}

// firstOf returns a constant only from a function literal it never calls;
// its own result is computed.
func firstOf(xs []int) int {
	pick := func() int { return 1 }
	_ = pick
	return len(xs)
}

func levels(ctx context.Context, c *dynamodb.Client, title string, n int, up bool, xs []int) {
	grade := gradeOf(title)
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "COURSE#" + title},
		"SK":     &types.AttributeValueMemberS{Value: "GRADE#" + strconv.Itoa(grade) + "#" + title}, // ok: -1, 0, 1, 2, 3 sort as text
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("SIZE#%d", sizeClass(n))},         // want `sizeClass\(n\) is written without zero padding in sort key "GSI1SK" of index GSI1`
		"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("DRIFT#%d", driftOf(up))},         // want `driftOf\(up\) is written without zero padding in sort key "GSI2SK" of index GSI2`
		"GSI3SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("SCALE#%d", scaled(n))},           // want `scaled\(n\) is written without zero padding in sort key "GSI3SK" of index GSI3`
		"GSI4SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("FIRST#%d", firstOf(xs))},         // want `firstOf\(xs\) is written without zero padding in sort key "GSI4SK" of index GSI4`
	}})
}
