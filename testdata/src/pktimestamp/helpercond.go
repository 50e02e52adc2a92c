package pktimestamp

import (
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
)

// A key condition joined from a helper's condition: the engine reads only
// the parts built in place, so one equality it can read is not the whole key.

func clubCond(club string) expression.KeyConditionBuilder {
	return expression.Key("club_id").Equal(expression.Value(club))
}

func anniversariesOn(club string, day time.Time) (expression.Expression, error) {
	dayKey := expression.Key("joinedMonthDay").Equal(expression.Value(day.Format("01-02")))
	return expression.NewBuilder().WithKeyCondition(dayKey.And(clubCond(club))).Build() // ok: the club's equality, in a helper, is the partition key; the day is the index's sort key
}

func anniversariesBetween(club string, from, to time.Time) (expression.Expression, error) {
	span := expression.Key("joinedMonthDay").Between(expression.Value(from.Format("01-02")), expression.Value(to.Format("01-02")))
	return expression.NewBuilder().WithKeyCondition(clubCond(club).And(span)).Build() // ok: a range is a sort key's
}

// Bad look-alikes: the day is the whole key condition, or the partition key
// beside a sort key's range.

func renewalsOn(day time.Time) (expression.Expression, error) {
	return expression.NewBuilder().WithKeyCondition(expression.Key("renewalMonthDay").Equal(expression.Value(day.Format("01-02")))).Build() // want `partition key "renewalMonthDay" varies only by the date`
}

func lapsesOn(day time.Time) (expression.Expression, error) {
	dayKey := expression.Key("lapseMonthDay").Equal(expression.Value(day.Format("01-02"))) // want `partition key "lapseMonthDay" varies only by the date`
	return expression.NewBuilder().WithKeyCondition(dayKey.And(expression.Key("member").BeginsWith("M#"))).Build()
}
