// Package model builds items without importing DynamoDB.
package model

// Badge is awarded to players.
type Badge struct {
	ID     string
	Player string
}

// BadgeItem is a stored badge; every badge is listed under one index key.
type BadgeItem struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	GSI1SK string `dynamodbav:"GSI1SK"`
}

// NewBadgeItem builds a badge's item.
func NewBadgeItem(b Badge) BadgeItem {
	return BadgeItem{PK: "PLAYER#" + b.Player, SK: "BADGE#" + b.ID, GSI1PK: "BADGES", GSI1SK: "BADGE#" + b.ID}
}
