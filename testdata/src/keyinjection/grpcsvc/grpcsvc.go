// Package grpcsvc serves gRPC: the request messages are the client's, as a
// JSON body is.
package grpcsvc

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"

	"keyinjection/grpcsvc/pb"
)

type Server struct {
	db   *dynamodb.Client
	dbv1 *v1.DynamoDB
}

// Apply writes an application under a partition whose middle part is the
// period the client typed: a period holding "#" moves what follows it.
func (s *Server) Apply(ctx context.Context, req *pb.ApplyRequest) (*pb.ApplyResponse, error) {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("clubs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "PERIOD#" + req.Period + "#APPLICATIONS"}, // want `untrusted req.Period \(from a gRPC request\) reaches partition key "PK" unchecked`
			"SK": &types.AttributeValueMemberS{Value: "APPLICANT#" + req.Email},                 // ok: the last part of an exact key, which the caller names anyway
		},
	})
	return &pb.ApplyResponse{}, err
}

// Withdraw lists the applicant's applications of a period by prefix, through
// a getter: a period holding "#" reaches other periods' items.
func (s *Server) Withdraw(ctx context.Context, req *pb.ApplyRequest) (*pb.ApplyResponse, error) {
	_, err := s.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("clubs"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "CLUB#1"},
			":p":  &types.AttributeValueMemberS{Value: "PERIOD#" + req.GetPeriod() + "#EVENT#"}, // want `untrusted req.GetPeriod\(\) \(from a gRPC request\) reaches sort key "SK" unchecked`
		},
	})
	return &pb.ApplyResponse{}, err
}

// ok: not a handler (no context, no response message): the period is the
// caller's, which may have checked it.
func (s *Server) apply(req *pb.ApplyRequest) error {
	_, err := s.dbv1.PutItem(&v1.PutItemInput{
		TableName: aws.String("clubs"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("PERIOD#" + req.Period + "#APPLICATIONS")},
			"SK": {S: aws.String("APPLICANT#" + req.Email)},
		},
	})
	return err
}

// aws-sdk-go v1 in a handler.
func (s *Server) ApplyV1(ctx context.Context, req *pb.ApplyRequest) (*pb.ApplyResponse, error) {
	_, err := s.dbv1.PutItem(&v1.PutItemInput{
		TableName: aws.String("clubs"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("PERIOD#" + req.Period + "#APPLICATIONS")}, // want `untrusted req.Period \(from a gRPC request\) reaches partition key "PK" unchecked`
			"SK": {S: aws.String("APPLICANT#" + req.Email)},
		},
	})
	return &pb.ApplyResponse{}, err
}

// ok: a request the handler replaces before use is no longer the client's.
func (s *Server) Reset(ctx context.Context, req *pb.ApplyRequest) (*pb.ApplyResponse, error) {
	req = &pb.ApplyRequest{Period: "2024", EventId: "e", Email: "a@b"}
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("clubs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "PERIOD#" + req.Period + "#APPLICATIONS"},
			"SK": &types.AttributeValueMemberS{Value: "APPLICANT#" + req.Email},
		},
	})
	return &pb.ApplyResponse{}, err
}
