// Package pb holds messages as protoc-gen-go writes them (a ProtoMessage
// method, getters on a pointer receiver), without the protobuf runtime.
package pb

type ApplyRequest struct {
	Period  string
	EventId string
	Email   string
}

func (*ApplyRequest) ProtoMessage() {}

func (x *ApplyRequest) GetPeriod() string {
	if x != nil {
		return x.Period
	}
	return ""
}

type ApplyResponse struct{}

func (*ApplyResponse) ProtoMessage() {}
