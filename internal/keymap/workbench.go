package keymap

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// The NoSQL Workbench data model format (version 3.0), as the Workbench's
// data modeler exports and imports it. No schema of it is published: the
// fields are those of the models the Workbench writes. Each entity is a
// facet of its table, its key templates the facet's key aliases and its
// sample item the facet's data.
type wbModel struct {
	ModelName     string     `json:"ModelName"`
	ModelMetadata wbMetadata `json:"ModelMetadata"`
	DataModel     []wbTable  `json:"DataModel"`
}

type wbMetadata struct {
	Author           string `json:"Author"`
	DateCreated      string `json:"DateCreated"`
	DateLastModified string `json:"DateLastModified"`
	Description      string `json:"Description"`
	AWSService       string `json:"AWSService"`
	Version          string `json:"Version"`
}

type wbTable struct {
	TableName              string           `json:"TableName"`
	KeyAttributes          wbKeys           `json:"KeyAttributes"`
	NonKeyAttributes       []wbAttr         `json:"NonKeyAttributes"`
	TableFacets            []wbFacet        `json:"TableFacets"`
	GlobalSecondaryIndexes []wbIndex        `json:"GlobalSecondaryIndexes,omitempty"`
	TableData              []map[string]any `json:"TableData"`
	DataAccess             wbDataAccess     `json:"DataAccess"`
	BillingMode            string           `json:"BillingMode"`
}

type wbKeys struct {
	PartitionKey wbAttr  `json:"PartitionKey"`
	SortKey      *wbAttr `json:"SortKey,omitempty"`
}

type wbAttr struct {
	AttributeName string `json:"AttributeName"`
	AttributeType string `json:"AttributeType"`
}

type wbFacet struct {
	FacetName         string           `json:"FacetName"`
	KeyAttributeAlias wbAlias          `json:"KeyAttributeAlias"`
	TableData         []map[string]any `json:"TableData"`
	NonKeyAttributes  []string         `json:"NonKeyAttributes"`
	DataAccess        wbDataAccess     `json:"DataAccess"`
}

type wbAlias struct {
	PartitionKeyAlias string `json:"PartitionKeyAlias"`
	SortKeyAlias      string `json:"SortKeyAlias,omitempty"`
}

type wbIndex struct {
	IndexName     string       `json:"IndexName"`
	KeyAttributes wbKeys       `json:"KeyAttributes"`
	Projection    wbProjection `json:"Projection"`
}

type wbProjection struct {
	ProjectionType string `json:"ProjectionType"`
}

type wbDataAccess struct {
	MySQL struct{} `json:"MySql"`
}

// Workbench renders the map as a NoSQL Workbench data model named name,
// created at now. A table goes in when its name and partition key are
// known (declared, or the key the code's items carry). Local secondary
// indexes are left out: the format has no place for them.
func Workbench(m *Map, name string, now time.Time) ([]byte, error) {
	date := now.Format("Jan 02, 2006, 03:04 PM")
	out := wbModel{
		ModelName: name,
		ModelMetadata: wbMetadata{
			Author: "ddblint", DateCreated: date, DateLastModified: date,
			Description: "Drawn by ddblint -map-workbench from the code: one facet per kind of item the code writes, its key templates as the facet's key aliases.",
			AWSService:  "Amazon DynamoDB", Version: "3.0",
		},
		DataModel: []wbTable{},
	}
	for _, t := range m.Tables {
		if wt, ok := workbenchTable(t); ok {
			out.DataModel = append(out.DataModel, wt)
		}
	}
	// Templates hold < and >: written as they are, not as \u003c.
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return nil, fmt.Errorf("encoding the Workbench model: %w", err)
	}
	if err := ValidateWorkbench(buf.Bytes()); err != nil {
		return nil, fmt.Errorf("the Workbench model is not well-formed (a bug in ddblint): %w", err)
	}
	return buf.Bytes(), nil
}

func workbenchTable(t *Table) (wbTable, bool) {
	name := t.Name
	if name == "" {
		name = t.ID
	}
	pk, sk := t.PartitionKey, t.SortKey
	if pk == "" { // undeclared: the keys the code's items carry
		for _, e := range t.Entities {
			for _, k := range e.Keys {
				switch {
				case k.Index != "":
				case k.Role == "partition" && pk == "":
					pk = k.Attr
				case k.Role == "sort" && sk == "":
					sk = k.Attr
				}
			}
		}
	}
	if name == "" || pk == "" {
		return wbTable{}, false
	}
	typeOf := func(attr string) string {
		for _, a := range t.Types {
			if a.Name == attr {
				return a.Type
			}
		}
		return "S"
	}
	wt := wbTable{
		TableName:        name,
		KeyAttributes:    wbKeys{PartitionKey: wbAttr{pk, typeOf(pk)}},
		NonKeyAttributes: []wbAttr{},
		TableFacets:      []wbFacet{},
		TableData:        []map[string]any{},
		BillingMode:      "PAY_PER_REQUEST",
	}
	if sk != "" {
		wt.KeyAttributes.SortKey = &wbAttr{sk, typeOf(sk)}
	}
	nonKey := map[string]bool{}
	addNonKey := func(attr string) {
		if attr != pk && attr != sk && !nonKey[attr] {
			nonKey[attr] = true
			wt.NonKeyAttributes = append(wt.NonKeyAttributes, wbAttr{attr, typeOf(attr)})
		}
	}
	for _, ix := range t.Indexes {
		if ix.Local {
			continue
		}
		wi := wbIndex{IndexName: ix.Name, KeyAttributes: wbKeys{PartitionKey: wbAttr{ix.PartitionKey, typeOf(ix.PartitionKey)}}, Projection: wbProjection{"ALL"}}
		addNonKey(ix.PartitionKey)
		if ix.SortKey != "" {
			wi.KeyAttributes.SortKey = &wbAttr{ix.SortKey, typeOf(ix.SortKey)}
			addNonKey(ix.SortKey)
		}
		wt.GlobalSecondaryIndexes = append(wt.GlobalSecondaryIndexes, wi)
	}
	for _, e := range t.Entities {
		f := wbFacet{FacetName: e.Name, TableData: []map[string]any{}, NonKeyAttributes: []string{}}
		item := map[string]any{}
		for _, k := range e.Keys {
			switch {
			case k.Index == "" && k.Attr == pk:
				f.KeyAttributeAlias.PartitionKeyAlias = k.Text
			case k.Index == "" && k.Attr == sk:
				f.KeyAttributeAlias.SortKeyAlias = k.Text
			default:
				addNonKey(k.Attr)
				if !contains(f.NonKeyAttributes, k.Attr) {
					f.NonKeyAttributes = append(f.NonKeyAttributes, k.Attr)
				}
			}
			item[k.Attr] = map[string]string{typeOf(k.Attr): Sample(k.Template, typeOf(k.Attr))}
		}
		if f.KeyAttributeAlias.PartitionKeyAlias == "" {
			continue // a write of index keys alone: no item of its own
		}
		if sk != "" && f.KeyAttributeAlias.SortKeyAlias == "" {
			f.KeyAttributeAlias.SortKeyAlias = sk
		}
		f.TableData = append(f.TableData, item)
		wt.TableFacets = append(wt.TableFacets, f)
	}
	return wt, true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// sampleTime is the instant sample items are made at.
var sampleTime = time.Date(2026, time.January, 15, 9, 30, 0, 123456789, time.UTC)

// Sample is one value a template can take, for a sample item: each hole
// is filled with a value of its kind (a time in its layout, a number with
// its padding, an id of its scheme). typ is the attribute's DynamoDB
// type: an "N" attribute gets a number.
func Sample(t Template, typ string) string {
	if typ == "N" && len(t.Holes) == 1 && strings.HasPrefix(t.Text, "<") && strings.HasSuffix(t.Text, ">") {
		return "42"
	}
	var b strings.Builder
	text := t.Text
	for _, h := range t.Holes {
		hs := h.String()
		i := strings.Index(text, hs)
		if i < 0 {
			break
		}
		b.WriteString(text[:i])
		b.WriteString(sampleHole(h))
		text = text[i+len(hs):]
	}
	b.WriteString(text)
	return b.String()
}

func sampleHole(h Hole) string {
	switch h.Kind {
	case "id":
		switch h.Detail {
		case "ulid":
			return "01JHQ3V9N8D7XK2M5R4T6W8Y0Z"
		case "ksuid":
			return "2mTqKx8ZCvLh0nYe5bR3uWgJd9A"
		}
		return "3f2b8c1e-7d4a-4e9b-8a6c-5d1e2f3a4b5c"
	case "time":
		if strings.HasPrefix(h.Detail, "unix") {
			switch {
			case strings.Contains(h.Detail, "ms"):
				return strconv.FormatInt(sampleTime.UnixMilli(), 10)
			case strings.Contains(h.Detail, "us"):
				return strconv.FormatInt(sampleTime.UnixMicro(), 10)
			case strings.Contains(h.Detail, "ns"):
				return strconv.FormatInt(sampleTime.UnixNano(), 10)
			}
			return strconv.FormatInt(sampleTime.Unix(), 10)
		}
		layout, _, _ := strings.Cut(h.Detail, " per ")
		switch layout {
		case "", "RFC3339":
			return sampleTime.Format(time.RFC3339)
		case "RFC3339Nano":
			return sampleTime.Format(time.RFC3339Nano)
		case "DateOnly":
			return sampleTime.Format(time.DateOnly)
		case "DateTime":
			return sampleTime.Format(time.DateTime)
		case "TimeOnly":
			return sampleTime.Format(time.TimeOnly)
		}
		if l, err := strconv.Unquote(layout); err == nil {
			return sampleTime.Format(l)
		}
		return sampleTime.Format(time.RFC3339)
	case "number":
		var width int
		if _, err := fmt.Sscanf(h.Detail, "%%0%dd", &width); err == nil && width > 0 {
			return fmt.Sprintf("%0*d", width, 42)
		}
		return "42"
	case "counter":
		return "1"
	case "hash":
		return "9f86d081884c7d65"
	case "bool":
		return "true"
	}
	if rest, ok := strings.CutPrefix(h.Name, "one of "); ok {
		if v, err := strconv.QuotedPrefix(rest); err == nil {
			if s, err := strconv.Unquote(v); err == nil {
				return s
			}
		}
	}
	// A name stands for text: its letters, as a reader would fill it.
	var b strings.Builder
	for _, r := range h.Name {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	if b.Len() == 0 {
		return "x"
	}
	if h.Kind == "enum" {
		return strings.ToUpper(b.String())
	}
	return b.String() + "-1"
}

// ValidateWorkbench checks a data model against the format: every table
// has a name and a partition key of a key type; every index its name, its
// partition key and a projection; every facet its name, its key aliases
// (a sort key alias when the table has a sort key) and one sample item in
// DynamoDB JSON carrying the table's keys. The command checks what it
// writes; the tests check the files in the docs.
func ValidateWorkbench(data []byte) error {
	var m wbModel
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("not a data model: %w", err)
	}
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if m.ModelName == "" || m.ModelMetadata.Version != "3.0" || m.ModelMetadata.AWSService != "Amazon DynamoDB" {
		bad("model %q: want a name, version 3.0 and service Amazon DynamoDB, got %+v", m.ModelName, m.ModelMetadata)
	}
	keyType := func(a *wbAttr) bool {
		return a != nil && a.AttributeName != "" && (a.AttributeType == "S" || a.AttributeType == "N" || a.AttributeType == "B")
	}
	for _, t := range m.DataModel {
		if t.TableName == "" || !keyType(&t.KeyAttributes.PartitionKey) || t.KeyAttributes.SortKey != nil && !keyType(t.KeyAttributes.SortKey) {
			bad("table %q: keys %+v", t.TableName, t.KeyAttributes)
		}
		if t.BillingMode == "" {
			bad("table %q: no BillingMode", t.TableName)
		}
		for _, ix := range t.GlobalSecondaryIndexes {
			if ix.IndexName == "" || !keyType(&ix.KeyAttributes.PartitionKey) || ix.KeyAttributes.SortKey != nil && !keyType(ix.KeyAttributes.SortKey) || ix.Projection.ProjectionType == "" {
				bad("table %q: index %+v", t.TableName, ix)
			}
		}
		for _, f := range t.TableFacets {
			hasSK := t.KeyAttributes.SortKey != nil
			if f.FacetName == "" || f.KeyAttributeAlias.PartitionKeyAlias == "" || hasSK != (f.KeyAttributeAlias.SortKeyAlias != "") {
				bad("table %q: facet %q: aliases %+v", t.TableName, f.FacetName, f.KeyAttributeAlias)
			}
			if len(f.TableData) != 1 {
				bad("table %q: facet %q: %d sample items, want 1", t.TableName, f.FacetName, len(f.TableData))
				continue
			}
			keys := []wbAttr{t.KeyAttributes.PartitionKey}
			if hasSK {
				keys = append(keys, *t.KeyAttributes.SortKey)
			}
			for _, k := range keys {
				v, ok := f.TableData[0][k.AttributeName].(map[string]any)
				if !ok || len(v) != 1 || v[k.AttributeType] == nil {
					bad("table %q: facet %q: the sample item's %s is not a %s value: %v", t.TableName, f.FacetName, k.AttributeName, k.AttributeType, f.TableData[0][k.AttributeName])
				}
			}
		}
	}
	return errors.Join(errs...)
}
