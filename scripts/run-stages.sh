#!/usr/bin/env bash
# Run `make STAGE` for each STAGE given, in order; stop at the first failure; print a
# summary with the time of each stage and a closing line
#   make test: N passed, M failed, K not run
# Exit status: 0 when every stage passed, else that of the failed stage.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

stages=("$@")
declare -A status=() took=()
passed=0 failed=0 rc=0 failed_stage=
t_all=$SECONDS

for stage in "${stages[@]}"; do
    printf '\n\033[1;34m==> make %s\033[0m\n' "$stage"
    t=$SECONDS
    make --no-print-directory "$stage"
    rc=$?
    took[$stage]=$((SECONDS - t))
    if ((rc == 0)); then
        status[$stage]=ok
        passed=$((passed + 1))
    else
        status[$stage]=FAILED
        failed=$((failed + 1))
        failed_stage=$stage
        break
    fi
done

not_run=$((${#stages[@]} - passed - failed))
printf '\n\033[1m==> summary\033[0m\n'
for stage in "${stages[@]}"; do
    if [[ -n ${status[$stage]:-} ]]; then
        printf '  %-7s %-12s %4ss\n' "${status[$stage]}" "$stage" "${took[$stage]}"
    else
        printf '  %-7s %-12s\n' "not run" "$stage"
    fi
done
summary="make test: $passed passed, $failed failed"
((not_run)) && summary+=", $not_run not run"
summary+=" ($((SECONDS - t_all)) s; stages: ${stages[*]})"
if ((failed)); then
    printf '\033[1;31m%s\033[0m\nfirst failure: make %s (exit %d)\n' "$summary" "$failed_stage" "$rc"
    exit "$rc"
fi
printf '\033[1;32m%s\033[0m\n' "$summary"
