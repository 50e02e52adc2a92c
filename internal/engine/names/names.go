// Package names splits Go identifiers into words, so that every rule judges
// a name the same way ("orderStatus", "order_status" and "OrderSTATUS" are
// all about a status).
package names

import (
	"strings"
	"unicode"
)

// Words splits a name into lower-case words at '_', '-', ' ' and '.', and at
// case changes: camelCase (orderStatus: order, status), digits before a
// capital (gsi1PK: gsi1, pk) and acronyms (HTTPStatus: http, status; nextID:
// next, id).
func Words(s string) []string {
	var out []string
	rs := []rune(s)
	start := 0
	flush := func(end int) {
		if end > start {
			out = append(out, strings.ToLower(string(rs[start:end])))
		}
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == '_' || r == '-' || r == ' ' || r == '.' {
			flush(i)
			start = i + 1
			continue
		}
		if i > start && unicode.IsUpper(r) {
			prev := rs[i-1]
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if unicode.IsLower(prev) || unicode.IsDigit(prev) || (unicode.IsUpper(prev) && nextLower) {
				flush(i)
				start = i
			}
		}
	}
	flush(len(rs))
	return out
}

// List joins phrases for a message: "a", "a and b", "a, b and c".
func List(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// SecurityWords mark a value of a security flow: a random nonce, secret or
// credential (oauthState, csrf_state, sessionToken, pkceVerifier). Such a
// value is unique, and names the item it is in for the item's whole life,
// whatever else its name says ("state" here is the OAuth parameter, not a
// state of the item).
var SecurityWords = map[string]bool{
	"oauth": true, "auth": true, "csrf": true, "nonce": true, "session": true,
	"token": true, "challenge": true, "verifier": true,
}

// idWords are the last words of a name that says its value identifies one
// thing: ID, UserID, user_id, orderUUID.
var idWords = map[string]bool{"id": true, "uuid": true, "guid": true, "ulid": true, "ksuid": true}

// IDName reports a name whose last word names an identifier (ID, UserID,
// parent_id, RequestUUID). A getter's Get is no word of the name: GetID is
// an id as ID is. A plural (IDs) names a list, and a name that asks a
// question (HasID, isUUID) a bool: neither is an id.
func IDName(n string) bool {
	ws := Words(n)
	if len(ws) > 1 && ws[0] == "get" {
		ws = ws[1:]
	}
	if len(ws) == 0 || !idWords[ws[len(ws)-1]] {
		return false
	}
	switch ws[0] {
	case "has", "is", "with", "without":
		return false
	}
	return true
}
