// Package config defines the config analyzer, which owns every ddblint
// option. Every other ddblint pass Requires it and reads the merged
// [*Config] from pass.ResultOf, so the command line, go vet and the
// golangci-lint plugin all configure ddblint the same way.
//
// # Analyzer config
//
// config: merge ddblint's defaults, the .ddblint.yml file and the flags
//
// The config analyzer reports nothing. Its result is the *Config that every
// ddblint rule reads. A value comes from, in order of precedence: a flag
// given on the command line, the config file, the built-in default.
// A flag given on the command line replaces the file's value as a whole;
// list flags are not merged with the file's lists.
//
// The config file is the one named by -config or, without it, the
// .ddblint.yml or .ddblint.yaml files in the directory of the package's
// first Go file and its parents, up to and including the directory that
// holds go.mod, merged: a scalar option of a nearer file wins; a list it
// gives replaces the list above, unless it holds the word inherit, which
// stands for the list above (or the default); tables merge by name; a file
// with root: true stops the walk upward. Without a file the defaults apply.
// A file is YAML, decoded strictly: an unknown option is an error, and so is
// a value of the wrong type. All options are optional:
//
//	enable: [keycomplexity]          # rules to switch on
//	disable: [pkcardinality]         # rules to switch off
//	separator: "#"                   # between key components
//	version-separator: "@"           # before a version suffix in a sort key
//	pad-width: 10                    # zero-padding width for numbers, 1..40
//	keys:                            # key attribute names, besides the built-in ones
//	  partition: [namespace, shard_id, "orders:customerId"]  # table:attr = that table only
//	  sort: [ts]
//	tables:                          # key schemas by table name
//	  orders:
//	    partition: customerId        # required
//	    sort: orderId
//	    indexes:
//	      byStatus: {partition: status, sort: createdAt}
//	versioned-tables: [orders_history]          # tables that keep versions on purpose
//	versioned-table-pattern: "(?i)history|command"  # more of them; "" for none
//	include-generated: false         # also check generated files
//	tests: false                     # also check _test.go files
//	schemas: [infra/template.yaml]   # key schemas from CloudFormation/SAM/serverless.yml/Terraform; relative to the file's directory; left out, they are looked for; [] for none
//	root: false                      # true: the files of parent directories are not read
//
// An option with no value (null) is the same as leaving it out. A bad file,
// or a bad flag value, makes the analysis fail with an error that names the
// file and line, or the flag.
//
// The flags, each overriding the option of the same name:
//
//	-config FILE                    read FILE instead of searching for .ddblint.yml
//	-enable a,b  -disable a,b       rule names
//	-separator S                    default "#"
//	-version-separator S            default "@"
//	-pad-width N                    default 10, 1..40
//	-pk a,table:b  -sk a,table:b    key attribute names (keys.partition, keys.sort)
//	-versioned-tables a,b
//	-versioned-table-pattern RE     default "(?i)history|command"
//	-include-generated              default false
//	-tests                          default false (the driver's -test only loads test files)
//	-review                         default false: also the review tier (pkconstant), whatever is enabled
//	-schemas a,b                    relative to the current directory
//
// Repeating a list flag adds to its list; empty items are ignored, so
// -enable= clears the file's list.
package config

import _ "embed" // for the package documentation, embedded as Analyzer.Doc

//go:embed doc.go
var doc string
