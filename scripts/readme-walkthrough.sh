#!/usr/bin/env bash
# Runs the README's walkthrough as written against a service already running on a fresh database, on PORT (3000
# by default), and checks what it did: exits non-zero when a step or a check fails.
#
# The blocks run are the fenced ones right after a `<!-- walkthrough` comment in README.md, in order: the bash
# blocks as one script (one shell, so later blocks see earlier variables), the ts block as client-example.mts with
# the command the README gives for it. Only `localhost:3000` is rewritten, to the service's port. They run in a
# scratch folder linking to the repository's entries, so the files the README writes (page-1.csv, claims.svg,
# client-example.mts) land there and are removed afterwards. test/e2e/readme-walkthrough.e2e-spec.ts runs it.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
port=${PORT:-3000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for entry in "$root"/* "$root"/.[!.]*; do
  [ -e "$entry" ] && [ "$(basename "$entry")" != .git ] && ln -s "$entry" "$work/"
done

awk -v bash="$work/walkthrough.sh" -v ts="$work/client-example.mts" '
  /^<!-- walkthrough/ { armed = 1; next }
  armed && /^```/ { out = substr($0, 4) == "ts" ? ts : bash; armed = 0; inside = 1; next }
  inside && /^```$/ { inside = 0; next }
  inside { gsub(/localhost:3000/, "localhost:'"$port"'"); print > out }
' "$root/README.md"

cat >> "$work/walkthrough.sh" <<'CHECKS'

# What the walkthrough did (not in the README).
fail() { echo "readme-walkthrough: $*" >&2; exit 1; }
status() { curl -s "$API/payout-instructions/$1" -H "$H" | jq -r .status; }
[ "$(status "$ID")" = Initiated ] || fail "the gift card instruction is $(status "$ID"), not Initiated"
[ "$(status "$ACH_ID")" = Fulfilled ] || fail "the ACH instruction is $(status "$ACH_ID"), not Fulfilled"
[ "$(status "$CHECK_ID")" = Fulfilled ] || fail "the check instruction is $(status "$CHECK_ID"), not Fulfilled"
[ "$(grep -c '@example.com' page-1.csv)" = 3 ] || fail "page-1.csv does not list the 3 instructions: $(cat page-1.csv)"
grep -q '<svg' claims.svg || fail "claims.svg is not an SVG chart"
curl -s "$API/users" -H "$H" | grep -q . || fail "no users"
balances=$(TOKEN=$TOKEN npx node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON client-example.mts)
[ "$balances" = "{ unallocated: 75, allocated: 25, paidOut: 0, returned: 0 }" ] || fail "the typed client printed: $balances"
echo "readme-walkthrough: every step ran; gift card Initiated, ACH and check Fulfilled, typed client $balances"
CHECKS

cd "$work"
bash -euo pipefail walkthrough.sh
