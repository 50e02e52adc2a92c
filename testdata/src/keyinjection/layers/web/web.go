// Package web is the HTTP layer. The label items "MEMBER#<m>#BOOK#<b>" all
// have "LABEL#" sort keys, so a member id with separators in it reaches
// their partition with the card's "CARD" sort key and names none of them;
// the label the service tidies (a call of this package's wrapper reaches
// the key through another package's helper) does not make that sort key
// unknown.
package web

import (
	"net/http"

	"keyinjection/layers/store"
	"keyinjection/layers/svc"
)

type handler struct{ svc *svc.Service }

func (h *handler) card(w http.ResponseWriter, r *http.Request) {
	h.svc.Member(r.Context(), r.PathValue("member")) // ok: no label item has a "CARD" sort key
}

func (h *handler) unlabel(w http.ResponseWriter, r *http.Request) {
	h.svc.Unlabel(r.Context(), "m1", "b1", r.PathValue("label")) // ok: the last component
}

func (h *handler) patron(w http.ResponseWriter, r *http.Request) {
	h.svc.Patron(r.Context(), r.PathValue("patron")) // want `untrusted r.PathValue\("patron"\) reaches partition key "PK" unchecked`
}

func (h *handler) unnote(w http.ResponseWriter, r *http.Request) {
	h.svc.Unnote(r.Context(), "p1", "b1", r.PathValue("note"))
}

func (h *handler) fine(w http.ResponseWriter, r *http.Request) {
	h.svc.Fine(r.Context(), r.PathValue("fine")) // ok: the waivers keyed past a fine id are in another table
}

func (h *handler) dues(w http.ResponseWriter, r *http.Request) {
	h.svc.Dues(r.Context(), r.PathValue("fine")) // want `untrusted r.PathValue\("fine"\) reaches partition key "PK" unchecked`
}

// The store's PlaceHold keys the fields of the Hold it is given: a member
// id from the path, in the middle of the key, is the caller's value.
func hold(w http.ResponseWriter, r *http.Request, st *store.Store) {
	st.PlaceHold(r.Context(), &store.Hold{Member: r.PathValue("member"), Book: "b1"}) // want `untrusted r.PathValue\("member"\) reaches partition key "PK" unchecked`
}

func holdDesk(w http.ResponseWriter, r *http.Request, st *store.Store) {
	st.PlaceHold(r.Context(), &store.Hold{Member: "desk", Book: "b1"}) // ok: constants
}
