package pkcardinality

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Message has generated-style getters: a getter's result is named by what
// it gets. (An interface: the engine does not see the bodies.)
type Message interface {
	GetMessageType() string
	GetSenderID() string
	getChannelState() string
	Render() string
	GetTopic(lang string) string
}

func putMessage(ctx context.Context, c *dynamodb.Client, m Message, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("MSGTYPE#%s", m.GetMessageType())}, // want `partition key "PK" takes its only varying part from m.GetMessageType\(\), whose name says it has few possible values`
		"SK":     &types.AttributeValueMemberS{Value: id},
		"GSI1PK": &types.AttributeValueMemberS{Value: "CHANNEL#" + m.getChannelState()}, // want `partition key "GSI1PK" of index GSI1 takes its only varying part from m.getChannelState\(\), whose name says it has few possible values`
		"GSI1SK": &types.AttributeValueMemberS{Value: id},
		"GSI2PK": &types.AttributeValueMemberS{Value: "SENDER#" + m.GetSenderID()}, // ok: an id, by its getter's name
		"GSI2SK": &types.AttributeValueMemberS{Value: id},
		"GSI3PK": &types.AttributeValueMemberS{Value: "BODY#" + m.Render()}, // ok: not a getter: the name says what it does, not what it returns
		"GSI3SK": &types.AttributeValueMemberS{Value: id},
		"GSI4PK": &types.AttributeValueMemberS{Value: "TOPIC#" + m.GetTopic("en")}, // ok: a getter with an argument: its result depends on it
		"GSI4SK": &types.AttributeValueMemberS{Value: id},
	}})
}
