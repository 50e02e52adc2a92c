// Package model holds the shop's DynamoDB items. Every entity lives in one
// table (single-table design): PK and SK are generic key attributes whose
// values the keys package builds, and GSI1 indexes orders by status.
package model

import "time"

// OrderStatus is where an order is in its life cycle.
type OrderStatus string

// The order statuses.
const (
	StatusPending   OrderStatus = "PENDING"
	StatusPaid      OrderStatus = "PAID"
	StatusShipped   OrderStatus = "SHIPPED"
	StatusCancelled OrderStatus = "CANCELLED"
)

// Customer is a customer's profile item.
type Customer struct {
	PK    string `dynamodbav:"PK"`
	SK    string `dynamodbav:"SK"`
	ID    string `dynamodbav:"id"`
	Email string `dynamodbav:"email"`
	Name  string `dynamodbav:"name"`
}

// Order is an order, stored in its customer's partition.
type Order struct {
	PK         string      `dynamodbav:"PK"`
	SK         string      `dynamodbav:"SK"`
	GSI1PK     string      `dynamodbav:"GSI1PK"`
	GSI1SK     string      `dynamodbav:"GSI1SK"`
	ID         string      `dynamodbav:"id"`
	CustomerID string      `dynamodbav:"customerId"`
	Seq        int         `dynamodbav:"seq"`
	Status     OrderStatus `dynamodbav:"status"`
	TotalCents int64       `dynamodbav:"totalCents"`
	PlacedAt   time.Time   `dynamodbav:"placedAt"`
}

// Product is a catalog entry.
type Product struct {
	PK         string `dynamodbav:"PK"`
	SK         string `dynamodbav:"SK"`
	ID         string `dynamodbav:"id"`
	Name       string `dynamodbav:"name"`
	PriceCents int64  `dynamodbav:"priceCents"`
}

// Invoice is an order's invoice, numbered per customer.
type Invoice struct {
	PK         string `dynamodbav:"PK"`
	SK         string `dynamodbav:"SK"`
	OrderID    string `dynamodbav:"orderId"`
	Number     int    `dynamodbav:"number"`
	TotalCents int64  `dynamodbav:"totalCents"`
}

// ShipmentStatus is where a parcel is on its way to the customer.
type ShipmentStatus string

// The shipment statuses, in the order a parcel goes through them.
const (
	ShipmentLabelCreated ShipmentStatus = "LABEL_CREATED"
	ShipmentInTransit    ShipmentStatus = "IN_TRANSIT"
	ShipmentDelivered    ShipmentStatus = "DELIVERED"
)

// Shipment is a parcel sent for an order, stored in the order's partition.
type Shipment struct {
	PK             string         `dynamodbav:"PK"`
	SK             string         `dynamodbav:"SK"`
	ID             string         `dynamodbav:"id"`
	OrderID        string         `dynamodbav:"orderId"`
	Carrier        string         `dynamodbav:"carrier"`
	TrackingNumber string         `dynamodbav:"trackingNumber"`
	Status         ShipmentStatus `dynamodbav:"status"`
	UpdatedAt      time.Time      `dynamodbav:"updatedAt"`
}
