// Package entity holds the models the store marshals.
package entity

import "time"

type Plan struct {
	StudioID  string    `dynamodbav:"studio_id"`
	PlanID    string    `dynamodbav:"plan_id"`
	CreatedAt time.Time `dynamodbav:"created_at"`
}

type Inquiry struct {
	StudioID  string    `dynamodbav:"studio_id"`
	InquiryID string    `dynamodbav:"inquiry_id"`
	UserID    string    `dynamodbav:"user_id"`
	CreatedAt time.Time `dynamodbav:"created_at"`
}
