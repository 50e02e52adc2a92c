package mutablekey

import (
	"github.com/guregu/dynamo"
)

// Regression: an OAuth state nonce in a write-once item was reported as a
// state of the item. The "state" of an OAuth or CSRF flow is a random value
// that names the item; security words (oauth, auth, csrf, nonce, session,
// token, challenge, verifier) in the value's name or in the key's literal
// text say so.

// authRecord is a write-once item keyed by a nonce.
type authRecord struct {
	PK string `dynamo:"PK,hash"`
	SK string `dynamo:"SK,range"`
}

func regressOAuth(db *dynamo.DB, state, oauthState, csrfState, pkceVerifierState string, j Job) {
	t := db.Table("auth")
	t.Put(authRecord{PK: "oauth_state:" + state, SK: "*"}).Run()       // ok: the key's literal text says the state is an OAuth nonce
	t.Put(authRecord{PK: "STATE#" + oauthState, SK: "*"}).Run()        // ok: the value's name says it is an OAuth nonce
	t.Put(authRecord{PK: "CSRF#" + csrfState, SK: "*"}).Run()          // ok: a CSRF nonce
	t.Put(authRecord{PK: "PKCE#" + pkceVerifierState, SK: "*"}).Run()  // ok: a PKCE verifier
	t.Put(authRecord{PK: "session:" + state, SK: "*"}).Run()           // ok: a session nonce
	t.Put(authRecord{PK: "user_state:" + state, SK: "*"}).Run()        // want `partition key "PK" embeds state, which changes`
	t.Put(authRecord{PK: "JOB#" + j.ID, SK: "STATE#" + j.State}).Run() // want `sort key "SK" embeds j.State, which changes`
}
