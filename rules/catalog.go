package rules

// catalog is the ordered list of rules. A retired rule keeps its name
// reserved: names are never reused for a different check.
var catalog = []Rule{}
