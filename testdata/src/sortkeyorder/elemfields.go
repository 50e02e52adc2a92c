package sortkeyorder

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Ids handed out in a loop from one Unix time: base + i is as wide as the
// time, and the key reads the element's field back in the same body.

type Step struct {
	ID    uint64
	Trial uint64
	Tag   *string
}

func (s *Step) bump() { s.ID++ }

func saveSteps(ctx context.Context, c *dynamodb.Client, run string, steps []Step, other []Step, n uint64) {
	base := uint64(time.Now().UnixNano())
	for i := range steps {
		steps[i].ID = base + uint64(i)
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // ok: a Unix time in nanoseconds plus an index, 19 digits
	}
	for i := range steps {
		steps[i].ID = base + 1
		label := fmt.Sprintf("%d", steps[i].Trial)
		put(ctx, c, run+label, fmt.Sprintf("STEP#%d", steps[i].ID)) // ok: plus a constant; reading another field between is no store
	}
	for i := range steps {
		steps[i].ID = n + uint64(i)
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
	}
	for i := range steps {
		steps[i].ID = base + uint64(i)
		steps[i].bump()
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
	}
	for i := range steps {
		steps[i].ID = base + uint64(i)
		steps = other
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
	}
	for i := range steps {
		steps[i].ID = base + uint64(i)
		i++
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
	}
	for i := range steps {
		steps[i].ID = base
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[0].ID)) // want `steps\[0\].ID is written without zero padding in sort key "SK"`
	}
	for i := range steps {
		steps[i].ID = base
		if n > 0 {
			put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
		}
	}
	for i := range steps {
		steps[i].ID = base + uint64(i)
		steps[i].ID++
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
	}
}

// An element whose address is taken anywhere in the function may be
// written under another name.
func saveAliased(ctx context.Context, c *dynamodb.Client, run string, steps []Step) {
	base := uint64(time.Now().UnixNano())
	for i := range steps {
		steps[i].ID = base
		p := &steps[i]
		p.ID = 7
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
	}
}

func saveSeconds(ctx context.Context, c *dynamodb.Client, run string, steps []Step) {
	base := uint64(time.Now().Unix())
	for i := range steps {
		steps[i].ID = base + uint64(i)
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
	}
	for i := range steps {
		steps[i].ID = base + 100
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // ok: seconds plus a small constant
	}
	for i := range steps {
		steps[i].ID = base + 9_000_000_000
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
	}
}

func saveCounted(ctx context.Context, c *dynamodb.Client, run string, steps []Step) {
	base := uint64(time.Now().UnixMilli())
	for i := 0; i < len(steps); i++ {
		steps[i].ID = base + uint64(i)
		put(ctx, c, run, fmt.Sprintf("STEP#%d", steps[i].ID)) // want `steps\[i\].ID is written without zero padding in sort key "SK"`
	}
}

func put(ctx context.Context, c *dynamodb.Client, pk, sk string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "RUN#" + pk},
		"SK": &types.AttributeValueMemberS{Value: sk},
	}})
}
