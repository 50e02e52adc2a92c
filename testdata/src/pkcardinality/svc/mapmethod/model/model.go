// Package model builds its items itself: a method marshals the receiver,
// adds the partition key the struct does not carry and returns the map,
// which another package sends.
package model

import (
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
)

type Event struct {
	At   string `dynamodbav:"SK"`
	Body string `dynamodbav:"body"`
}

// Item puts every event under one partition.
func (e Event) Item() (map[string]types.AttributeValue, error) {
	av, err := attributevalue.MarshalMap(e)
	if err != nil {
		return av, err
	}
	av["PK"] = &types.AttributeValueMemberS{Value: "EVENTS"}
	return av, nil
}

type Note struct {
	Owner string `dynamodbav:"PK"`
	At    string `dynamodbav:"SK"`
}

// Item keys a note by its owner: the partition varies.
func (n Note) Item() (map[string]types.AttributeValue, error) {
	av, err := attributevalue.MarshalMap(n)
	if err != nil {
		return nil, err
	}
	av["kind"] = &types.AttributeValueMemberS{Value: "NOTE"}
	return av, nil
}

type Log struct {
	At string `json:"SK"`
}

// ItemV1 is aws-sdk-go v1's form, with the marshaller's json names.
func (l Log) ItemV1() (map[string]*v1.AttributeValue, error) {
	av, err := dynamodbattribute.MarshalMap(l)
	if err != nil {
		return av, err
	}
	av["PK"] = &v1.AttributeValue{S: stringPtr("LOGS")}
	return av, nil
}

func stringPtr(s string) *string { return &s }
