// Package batch cuts slices into batches for the repository package: its
// functions only regroup the elements they are given (ReshapeFact).
package batch

// Of cuts a slice into batches of at most n.
func Of(all []any, n int) [][]any { // want Of:`reshapes <param0>`
	var out [][]any
	for len(all) > n {
		out = append(out, all[:n])
		all = all[n:]
	}
	return append(out, all)
}

// Counted makes new values of its own: it does not only reshape (no fact).
func Counted(all []any) []any {
	out := make([]any, 0, len(all))
	for i := range all {
		out = append(out, counted{Seq: i})
	}
	return out
}

type counted struct{ Seq int }

// Generic needs no fact: a function cannot make a T of its own.
func Generic[T any](all []T, n int) [][]T {
	if len(all) <= n {
		return [][]T{all}
	}
	return [][]T{all[:n], all[n:]}
}
