#!/usr/bin/env bash
# The shell steps of the composite GitHub Action in action.yml, kept in a
# file so that they are tested (internal/devtools/integration/action).
#
#   run.sh install   build ddblint from the action's own files
#                    ($DDBLINT_ACTION_PATH) when $DDBLINT_VERSION is
#                    "checkout" (the default), else go install it at that
#                    version (a tag, a commit, "latest")
#   run.sh run       run ddblint with SARIF (paths relative to
#                    $DDBLINT_SARIF_ROOT, the repository's root, if set)
#                    and the baseline; write its exit code to
#                    $GITHUB_OUTPUT as exit-code; fail only when ddblint
#                    could not check the code (exit codes other than 0 and
#                    3): findings are failed on by a later step, after the
#                    SARIF upload
set -uo pipefail

case "${1:-}" in
install)
	version="${DDBLINT_VERSION:-checkout}"
	if [ "$version" = checkout ]; then
		if [ ! -f "${DDBLINT_ACTION_PATH:-}/cmd/ddblint/main.go" ]; then
			echo "::error::version: checkout needs the action's files, but DDBLINT_ACTION_PATH (${DDBLINT_ACTION_PATH:-unset}) does not hold cmd/ddblint"
			exit 1
		fi
		echo "Building ddblint from the action's files in ${DDBLINT_ACTION_PATH}"
		# The action's own module, whatever the workspace or flags of the
		# repository being checked.
		(cd "$DDBLINT_ACTION_PATH" && GOWORK=off GOFLAGS=-mod=readonly go install ./cmd/ddblint)
		exit $?
	fi
	echo "Installing ddblint@${version}"
	go install "github.com/ddblint/ddblint/cmd/ddblint@${version}"
	;;
run)
	args=()
	if [ -n "${DDBLINT_SARIF:-}" ]; then
		args+=(-sarif "$DDBLINT_SARIF")
		if [ -n "${DDBLINT_SARIF_ROOT:-}" ]; then
			args+=(-sarif-root "$DDBLINT_SARIF_ROOT")
		fi
	fi
	if [ -n "${DDBLINT_BASELINE:-}" ]; then
		if [ ! -f "$DDBLINT_BASELINE" ]; then
			echo "::error::baseline file ${DDBLINT_BASELINE} does not exist: write it with ddblint -write-baseline ${DDBLINT_BASELINE} ./... and commit it, or set baseline: ''"
			echo "exit-code=1" >>"${GITHUB_OUTPUT:-/dev/null}"
			exit 1
		fi
		args+=(-baseline "$DDBLINT_BASELINE")
	fi
	# Flags and packages are lists of words, split on spaces on purpose.
	read -r -a flags <<<"${DDBLINT_FLAGS:-}"
	read -r -a packages <<<"${DDBLINT_PACKAGES:-./...}"
	code=0
	ddblint "${args[@]}" "${flags[@]}" "${packages[@]}" || code=$?
	echo "exit-code=${code}" >>"${GITHUB_OUTPUT:-/dev/null}"
	case "$code" in
	0) echo "ddblint: no findings" ;;
	3) echo "ddblint: findings (above)" ;;
	*)
		echo "::error::ddblint could not check the code (exit ${code}): see the errors above"
		exit "$code"
		;;
	esac
	;;
*)
	echo "usage: $0 install|run" >&2
	exit 2
	;;
esac
