package schema

// NoSQL Workbench data models: the JSON that AWS's NoSQL Workbench for
// DynamoDB exports (and ddblint's -map-workbench writes), which teams keep
// in their repository as the design of their tables:
//
//	{"ModelName": "…", "DataModel": [{"TableName": "…",
//	  "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "S"}, "SortKey": {…}},
//	  "GlobalSecondaryIndexes": [{"IndexName": "…", "KeyAttributes": {…}}]}]}

import (
	"encoding/json"
	"fmt"
)

type wbModel struct {
	DataModel []struct {
		TableName              string
		KeyAttributes          wbKeys
		GlobalSecondaryIndexes []struct {
			IndexName     string
			KeyAttributes wbKeys
		}
	}
}

type wbKeys struct {
	PartitionKey, SortKey struct{ AttributeName, AttributeType string }
}

// isWorkbenchJSON reports a JSON document that is a NoSQL Workbench data
// model: an object with a DataModel list.
func isWorkbenchJSON(data []byte) bool {
	var probe struct {
		DataModel []json.RawMessage
	}
	return json.Unmarshal(data, &probe) == nil && len(probe.DataModel) > 0
}

// parseWorkbench reads the tables of a NoSQL Workbench data model.
func parseWorkbench(name string, data []byte) ([]Table, error) {
	var m wbModel
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, &Error{File: name, Msg: fmt.Sprintf("cannot parse NoSQL Workbench model: %v", err)}
	}
	var out []Table
	for _, d := range m.DataModel {
		k := d.KeyAttributes
		if k.PartitionKey.AttributeName == "" {
			continue
		}
		t := Table{Name: d.TableName, Type: "NoSQL Workbench model", Source: position(name, 1),
			Partition: k.PartitionKey.AttributeName, Sort: k.SortKey.AttributeName}
		for _, a := range []struct{ AttributeName, AttributeType string }{k.PartitionKey, k.SortKey} {
			if a.AttributeName != "" && a.AttributeType != "" {
				t.Types = append(t.Types, AttrType{Name: a.AttributeName, Type: a.AttributeType})
			}
		}
		for _, ix := range d.GlobalSecondaryIndexes {
			if ix.IndexName == "" || ix.KeyAttributes.PartitionKey.AttributeName == "" {
				continue
			}
			t.Indexes = append(t.Indexes, Index{Name: ix.IndexName, Partition: ix.KeyAttributes.PartitionKey.AttributeName, Sort: ix.KeyAttributes.SortKey.AttributeName})
		}
		out = append(out, t)
	}
	if len(out) == 0 {
		return nil, &Error{File: name, Msg: "declares no table: a NoSQL Workbench model without key attributes"}
	}
	return out, nil
}
