// Package fitted: the tables are declared in template.yaml and the code
// names them only through fields read from the environment. Bucket keys an
// index of two tables, each with its own sort key, so the attribute alone
// says nothing; the table an item fits (its own key attributes all present,
// the most of its key attributes known) says which index it keys.
package fitted

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

type Store struct {
	db      *dynamodb.Client
	ratings *string
	lobbies *string
	badges  *string
}

func New(db *dynamodb.Client) *Store {
	return &Store{
		db:      db,
		ratings: aws.String(os.Getenv("RATINGS_TABLE")),
		lobbies: aws.String(os.Getenv("LOBBIES_TABLE")),
		badges:  aws.String(os.Getenv("BADGES_TABLE")),
	}
}

type Rating struct {
	PlayerId string  `dynamodbav:"PlayerId"`
	Bucket   string  `dynamodbav:"Bucket"`
	Rating   float64 `dynamodbav:"Rating"`
}

type Lobby struct {
	LobbyId string  `dynamodbav:"LobbyId"`
	Bucket  string  `dynamodbav:"Bucket"`
	Skill   float64 `dynamodbav:"Skill,omitempty"`
	Host    string  `dynamodbav:"Host"`
}

// Card carries the keys of Ratings and of Badges alike.
type Card struct {
	PlayerId string  `dynamodbav:"PlayerId"`
	Bucket   string  `dynamodbav:"Bucket"`
	Rating   float64 `dynamodbav:"Rating"`
	Earned   string  `dynamodbav:"Earned"`
}

func (s *Store) put(ctx context.Context, table *string, v any) error {
	item, err := attributevalue.MarshalMap(v)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: table, Item: item})
	return err
}

// Every player's rating under one Bucket: the item fits Ratings alone (it
// carries PlayerId, and Bucket and Rating key its index).
func (s *Store) SaveRating(ctx context.Context, player string, r float64) error {
	return s.put(ctx, s.ratings, Rating{PlayerId: player, Bucket: "ALL", Rating: r}) // want `partition key "Bucket" of index ByRating is the constant "ALL" while sort key "Rating" of index ByRating varies`
}

// The same constant in the other table's index, with that index's sort key.
func (s *Store) OpenLobby(ctx context.Context, id, host string, skill float64) error {
	return s.put(ctx, s.lobbies, Lobby{LobbyId: id, Bucket: "OPEN", Skill: skill, Host: host}) // want `partition key "Bucket" of index BySkill is the constant "OPEN" while sort key "Skill" of index BySkill varies`
}

// ok: a lobby without its skill is not in BySkill (omitempty leaves the
// index's sort key out), so the constant puts nothing in one partition.
func (s *Store) DraftLobby(ctx context.Context, id, host string) error {
	return s.put(ctx, s.lobbies, Lobby{LobbyId: id, Bucket: "OPEN", Host: host})
}

// ok: a card fits Ratings and Badges equally (three key attributes of
// each), so neither says which index Bucket keys: silence, as when no
// table is declared.
func (s *Store) SaveCard(ctx context.Context, player, earned string, r float64) error {
	return s.put(ctx, s.badges, Card{PlayerId: player, Bucket: "ALL", Rating: r, Earned: earned})
}
