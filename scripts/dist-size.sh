#!/usr/bin/env bash
# Print the size of a built site: each file raw and gzip -9, and the totals. The .gz and .br
# siblings that `make dist` writes are not files of the site: they are left out.
set -euo pipefail
dir=${1:-dist}
[[ -d $dir ]] || { echo "no $dir/ directory" >&2; exit 1; }
raw_total=0 gz_total=0
while IFS= read -r -d '' f; do
    raw=$(stat -c %s "$f")
    gz=$(gzip -9 -c "$f" | wc -c)
    raw_total=$((raw_total + raw)) gz_total=$((gz_total + gz))
    printf '  %9d B  %9d B gzip  %s\n' "$raw" "$gz" "${f#"$dir"/}"
done < <(find "$dir" -type f ! -name '*.gz' ! -name '*.br' -print0 | sort -z)
printf '%s/: %d KB raw, %d KB gzip\n' "$dir" $(((raw_total + 512) / 1024)) $(((gz_total + 512) / 1024))
