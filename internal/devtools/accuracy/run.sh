#!/usr/bin/env bash
# run.sh: run ddblint on the repositories of docs/accuracy.md and print the
# number of findings per repository and rule.
#
#   internal/devtools/accuracy/run.sh [-b ddblint-binary] [-o out-dir] repos.txt checkouts-dir
#
# repos.txt (internal/devtools/accuracy/repos.txt) has one repository a line,
# "name owner/repo commit module-dir sdk". The checkout of owner/repo at commit
# is checkouts-dir/name, and ddblint runs in checkouts-dir/name/module-dir.
# Blank lines and lines starting with # are skipped. A checkout at another
# commit is reported and skipped, so the counts always belong to the commits
# of the table. To make the checkouts:
#
#   while read -r name repo commit _; do
#     git clone -q "https://github.com/$repo" "$dir/$name" &&
#       git -C "$dir/$name" checkout -q "$commit"
#   done < <(grep -v '^#' internal/devtools/accuracy/repos.txt)
#
# Each run is bounded by `timeout 600` and measured with /usr/bin/time -v;
# the raw output of every run is kept in out-dir (default: a new temporary
# directory) as <name>.out, <name>.err and <name>.time.
set -uo pipefail

bin=ddblint
out=
while getopts b:o: opt; do
	case $opt in
	b) bin=$OPTARG ;;
	o) out=$OPTARG ;;
	*) echo "usage: $0 [-b ddblint] [-o out-dir] repos.txt checkouts-dir" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
if [ $# -ne 2 ]; then
	echo "usage: $0 [-b ddblint] [-o out-dir] repos.txt checkouts-dir" >&2
	exit 2
fi
list=$1
dir=$2
bin=$(command -v "$bin") || { echo "run.sh: ddblint binary not found" >&2; exit 2; }
[ -n "$out" ] || out=$(mktemp -d)
mkdir -p "$out"

printf '%-36s %6s %8s %7s  %s\n' repository status seconds findings "by rule"
total=0
while read -r name _ commit sub _; do
	case $name in '' | '#'*) continue ;; esac
	path=$dir/$name/$sub
	head=$(git -C "$dir/$name" rev-parse HEAD 2>/dev/null)
	if [ "$head" != "$commit" ]; then
		printf '%-36s %6s\n' "$name" "commit?"
		echo "run.sh: $name: $dir/$name is at ${head:-no commit}, want $commit" >&2
		continue
	fi
	# -mod=mod lets a module whose go.sum is incomplete resolve its
	# dependencies through the module proxy instead of failing to load.
	# GOWORK=off: a checkout's go.work (a repository of several demos)
	# would put the go command in workspace mode, which refuses -mod=mod;
	# each row names the one module it measures.
	(cd "$path" && GOWORK=off GOFLAGS=-mod=mod timeout 600 /usr/bin/time -v -o "$out/$name.time" \
		"$bin" ./... >"$out/$name.out" 2>"$out/$name.err")
	rc=$?
	# ddblint exits 3 when it reports findings, 0 when it reports none.
	case $rc in 0 | 3) status=ok ;; 124) status=timeout ;; *) status=rc$rc ;; esac
	secs=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.1f", s}' "$out/$name.time" 2>/dev/null)
	# A finding is a "file:line:col: message (rule)" line on either stream.
	findings=$(cat "$out/$name.out" "$out/$name.err" | grep -E '^[^ ]+:[0-9]+:[0-9]+: .*\([a-z]+\)$' || true)
	n=$(printf '%s' "$findings" | grep -c . || true)
	rules=$(printf '%s\n' "$findings" | sed -nE 's/.*\(([a-z]+)\)$/\1/p' | sort | uniq -c | awk '{printf "%s=%s ", $2, $1}')
	printf '%-36s %6s %8s %7s  %s\n' "$name" "$status" "${secs:-?}" "$n" "$rules"
	total=$((total + n))
done <"$list"
printf '%-36s %6s %8s %7s\n' total "" "" "$total"
echo "raw output: $out" >&2
