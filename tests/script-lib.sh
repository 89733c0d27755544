# SPDX-License-Identifier: MIT
# tests/script-lib.sh: what the shell tests share: one line per check ("ok" or "FAIL ... why"),
# and at the end cmocka's summary lines, so CI counts these checks with the C tests.
passed=0
failed=0

ok() { passed=$((passed + 1)); echo "ok    $1"; }
fail() { failed=$((failed + 1)); echo "FAIL  $1"; }

# check NAME COMMAND...: passes when the command succeeds.
check() {
    name=$1
    shift
    if "$@"; then ok "$name"; else fail "$name"; fi
}

finish() {
    echo "[==========] $((passed + failed)) test(s) run."
    echo "[  PASSED  ] $passed test(s)."
    [ "$failed" -eq 0 ] && exit 0
    echo "[  FAILED  ] $failed test(s), listed above."
    exit 1
}
