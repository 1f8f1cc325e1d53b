#!/bin/sh
# Every bundled scenario is valid, and terraces-cli solve confirms the
# certificate of every one that has one (docs/puzzles.md).  A puzzle of the
# collection (<game>-<nn>-<slug>.terraces) must have a certificate saying
# it is solvable, and a difficulty.  The usual solve is bounded by nodes;
# the certificate is checked again within its own node limit.
# Usage: check-puzzles.sh TERRACES-CLI FILE...
set -u
cli=$1
shift
status=0
n=0
export LC_ALL=C.UTF-8
unset LANGUAGE
for f in "$@"; do
  name=${f##*/}
  if ! "$cli" validate "$f" >/dev/null; then
    echo "not ok: $name is not valid"
    status=1
    continue
  fi
  case $name in
    *-[0-9][0-9]-*.terraces)
      if ! grep -q '<certificate verdict="solvable"' "$f"; then
        echo "not ok: $name has no certificate saying it is solvable"
        status=1
      fi
      if ! grep -q '<difficulty>' "$f"; then
        echo "not ok: $name has no difficulty"
        status=1
      fi
      ;;
  esac
  grep -q '<certificate' "$f" || continue
  out=$("$cli" solve --nodes 200000 "$f")
  rc=$?
  line=$(printf '%s\n' "$out" | grep '^certificate ')
  if [ $rc -ne 0 ] || [ "${line#certificate confirmed}" = "$line" ]; then
    echo "not ok: $name: ${line:-solve failed ($rc)}"
    status=1
  else
    n=$((n + 1))
    echo "ok: $name: $line"
  fi
done
echo "$n certificates confirmed"
exit $status
