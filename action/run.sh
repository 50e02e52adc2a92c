#!/usr/bin/env bash
# The shell steps of the composite GitHub Action in action.yml, kept in a
# file so that they are tested (internal/devtools/integration/action).
#
#   run.sh install   go install ddblint at $DDBLINT_VERSION (default latest)
#   run.sh run       run ddblint with SARIF and the baseline; write its exit
#                    code to $GITHUB_OUTPUT as exit-code; fail only when
#                    ddblint could not check the code (exit codes other
#                    than 0 and 3): findings are failed on by a later step,
#                    after the SARIF upload
set -uo pipefail

case "${1:-}" in
install)
	version="${DDBLINT_VERSION:-latest}"
	echo "Installing ddblint@${version}"
	go install "github.com/ddblint/ddblint/cmd/ddblint@${version}"
	;;
run)
	args=()
	if [ -n "${DDBLINT_SARIF:-}" ]; then
		args+=(-sarif "$DDBLINT_SARIF")
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
