#!/usr/bin/env bash
# Measures `mempalace serve` as docs/results.md reports it: the time from the command's start to its first search
# answered, then each golden query's search page ROUNDS times warm (the server's own time, from its Server-Timing
# header: p50 and p95), and the bytes of a search page with its CSS and script.
# Usage: scripts/serve-measure.sh WORKSPACE QUERIES.jsonl [ROUNDS]   (the workspace ingested beforehand)
set -euo pipefail
workspace=$1 queries=$2 rounds=${3:-10}
cd "$(dirname "$0")/.."
# The launcher runs java as its child: the server gets a process group of its own, which is ended whole.
out=$(mktemp) && trap 'kill -- -"$pid" 2>/dev/null; rm -f "$out"' EXIT
start=$(date +%s%N)
setsid ./mempalace --workspace "$workspace" serve >"$out" 2>/dev/null &
pid=$!
until [ -s "$out" ]; do sleep 0.01; done
url=$(head -1 "$out") base=${url%%/\?*} token=${url#*token=}
first=$(jq -rn --arg q "$(head -1 "$queries" | jq -r .query)" '$q|@uri')
curl -sf -o /dev/null "$base/search?q=$first&token=$token"
echo "first search answered: $(( ($(date +%s%N) - start) / 1000000 )) ms after start"
# The first round's pages are each query's first search, whose vector the model computes; the later rounds search
# the same words again, whose vectors the page remembers: both are reported apart, and all together.
once=$(mktemp) again=$(mktemp)
for round in $(seq "$rounds"); do
  jq -r .query "$queries" | while read -r query; do
    q=$(jq -rn --arg q "$query" '$q|@uri')
    curl -sf -D - -o /dev/null "$base/search?q=$q&token=$token" | tr -d '\r' | sed -n 's/^server-timing: page;dur=//Ip'
  done >>"$([ "$round" -eq 1 ] && echo "$once" || echo "$again")"
done
percentiles() {
  sort -n "$@" | awk -v what="$what" '{v[NR]=$1} END {printf "search page, server side, %s: %d pages, p50 %.2f ms, p95 %.2f ms\n",
    what, NR, v[int(NR*0.5+0.5)], v[int(NR*0.95+0.5)]}'
}
what="each query's first search" percentiles "$once"
[ "$rounds" -lt 2 ] || what="the same queries again" percentiles "$again"
what="all" percentiles "$once" "$again"
rm -f "$once" "$again"
page=$(curl -sf "$base/search?q=$first&token=$token" | wc -c)
assets=$(( $(curl -sf "$base/assets/page.css?token=$token" | wc -c) + $(curl -sf "$base/assets/page.js?token=$token" | wc -c) ))
echo "search page bytes: $page HTML + $assets CSS and script = $(( page + assets ))"
