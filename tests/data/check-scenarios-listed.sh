#!/bin/sh
# Fails when a data/scenarios/*.terraces file is not in the
# bundled_scenarios list of data/meson.build (so it would be neither
# installed nor validated).  Usage: check-scenarios-listed.sh DIR [LISTED...]
set -eu
dir=$1
shift
status=0
count=0
for f in "$dir"/*.terraces; do
  [ -e "$f" ] || continue
  count=$((count + 1))
  name=${f##*/}
  found=no
  for l in "$@"; do
    if [ "${l##*/}" = "$name" ]; then
      found=yes
      break
    fi
  done
  if [ $found = no ]; then
    echo "data/scenarios/$name is not listed in bundled_scenarios (data/meson.build)"
    status=1
  fi
done
if [ $status = 0 ]; then
  echo "all $count bundled scenarios are listed"
fi
exit $status
