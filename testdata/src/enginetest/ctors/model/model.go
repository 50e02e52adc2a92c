// Package model builds its items and sets their keys without importing
// DynamoDB: the package that marshals them reads the constructors' and
// setters' facts and judges the keys at its calls.
package model

import "errors"

// Track is the domain value.
type Track struct {
	ID     string
	UserID string
	Title  string
	Public bool
}

// TrackItem is how a track is stored.
type TrackItem struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK,omitempty"`
	GSI1SK string `dynamodbav:"GSI1SK,omitempty"`
	Title  string `dynamodbav:"title"`
}

// NewTrackItem builds the stored item; public tracks join a listing index.
func NewTrackItem(t Track) TrackItem {
	it := TrackItem{PK: "USER#" + t.UserID, SK: "TRACK#" + t.ID, Title: t.Title}
	if t.Public {
		it.GSI1PK = "PUBLIC_TRACK"
	}
	return it
}

// NewDraft builds a draft the service only ever prints.
func NewDraft(id string) TrackItem {
	return TrackItem{PK: "DRAFT", SK: "DRAFT#" + id}
}

// Application is an item that sets its own keys.
type Application struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK,omitempty"`
	Name   string `dynamodbav:"name"`
}

// GenerateKeys is a setter: it stores three key fields.
func (a *Application) GenerateKeys(id string) {
	a.PK = "APP#" + id
	a.SK = "APP"
	a.GSI1PK = "APP"
}

// Validate only reads the receiver.
func (a *Application) Validate() error {
	if a.Name == "" {
		return errors.New("model: application without a name")
	}
	return nil
}

// Rename sets SK on some paths only: after it, SK is unknown.
func (a *Application) Rename(name string) {
	if name != "" {
		a.SK = "NAME#" + name
	}
}

// Share hands the receiver on: whoever receives it may change any field.
func (a *Application) Share(out chan<- *Application) {
	out <- a
}

// Region is where an application is handled.
type Region string

// The regions.
const (
	EU Region = "eu"
	US Region = "us"
)

// Place files the application under its region.
func (a *Application) Place(r Region) {
	a.GSI1PK = "REGION#" + string(r)
}

// EnsureKeys keeps keys already set: its store runs on some paths only.
func (a *Application) EnsureKeys(id string) {
	if a.PK != "" {
		return
	}
	a.PK = "ENS#" + id
}

// Builder sets its own key while it hands out a tag.
type Builder struct {
	PK string
}

// Add is a setter of the builder, not of what its result is stored in.
func (b *Builder) Add(s string) string {
	b.PK = "BLD#" + s
	return "TAG"
}

// Note names its attributes by json tags only: aws-sdk-go v1 marshals it
// by them (its PK field is the payload, its ID field the key), where the
// v2 attributevalue package would use the field names.
type Note struct {
	PK string `json:"payload"`
	ID string `json:"PK"`
}

// NewNote builds a note.
func NewNote(id string) Note {
	return Note{PK: "NOTE" + id, ID: "N#" + id}
}

// Bind checks its argument first: a caller that writes the item after it
// has checked the error, so its stores stand.
func (a *Application) Bind(lang string) error {
	if lang == "" {
		return errors.New("model: no language")
	}
	a.GSI1PK = "LANG#" + lang
	return nil
}
