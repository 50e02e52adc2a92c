// Package model builds the stored items of a music catalogue; it imports
// no DynamoDB package, so the package that writes them judges their keys.
package model

// Track is a catalogue entry.
type Track struct {
	ID     string
	Owner  string
	Public bool
}

// TrackItem is how a track is stored: public tracks join a listing index.
type TrackItem struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK,omitempty"`
	GSI1SK string `dynamodbav:"GSI1SK,omitempty"`
}

// NewTrackItem builds a track's item.
func NewTrackItem(t Track) TrackItem {
	it := TrackItem{PK: "OWNER#" + t.Owner, SK: "TRACK#" + t.ID}
	if t.Public {
		it.GSI1PK = "PUBLIC_TRACK"
		it.GSI1SK = "TRACK#" + t.ID
	}
	return it
}

// NewExport builds the row of an export file; it never reaches DynamoDB.
func NewExport(t Track) TrackItem {
	return TrackItem{PK: "EXPORT", SK: "TRACK#" + t.ID}
}

// Playlist sets its own keys.
type Playlist struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	GSI1SK string `dynamodbav:"GSI1SK"`
	Name   string `dynamodbav:"name"`
}

// GenerateKeys puts every playlist under one index partition.
func (p *Playlist) GenerateKeys(id string) {
	p.PK = "PLAYLIST#" + id
	p.SK = "META"
	p.GSI1PK = "PLAYLISTS"
	p.GSI1SK = "PLAYLIST#" + id
}
