#!/usr/bin/env bash
# Measures `mempalace serve` as docs/results.md reports it: the time from the command's start to its first search
# answered, then each golden query's search page ROUNDS times warm (the server's own time, from its Server-Timing
# header: p50 and p95), and the bytes of a search page with its CSS and script.
# With WARM.jsonl, the server is first warmed by asking each of WARM's queries once (not measured), so that the
# first round is queries the server has not seen on a warm server, what a person typing new searches meets; and it
# is started STARTS times (default 1), each start reported apart and all of them together.
# Usage: scripts/serve-measure.sh WORKSPACE QUERIES.jsonl [ROUNDS [WARM.jsonl [STARTS]]]
#        (the workspace ingested beforehand; WARM's queries should share none with QUERIES)
set -euo pipefail
workspace=$1 queries=$2 rounds=${3:-10} warm=${4:-} starts=${5:-1}
cd "$(dirname "$0")/.."
pid= out=$(mktemp) once=$(mktemp) again=$(mktemp) each=$(mktemp)
# The launcher runs java as its child: the server gets a process group of its own, which is ended whole.
trap '[ -z "$pid" ] || kill -- -"$pid" 2>/dev/null; rm -f "$out" "$once" "$again" "$each"' EXIT
percentiles() {
  sort -n "$@" | awk -v what="$what" '{v[NR]=$1} END {printf "search page, server side, %s: %d pages, p50 %.2f ms, p95 %.2f ms\n",
    what, NR, v[int(NR*0.5+0.5)], v[int(NR*0.95+0.5)]}'
}
ask() { # QUERIES.jsonl: each query's page once, printing the server's time of each
  jq -r .query "$1" | while read -r query; do
    q=$(jq -rn --arg q "$query" '$q|@uri')
    curl -sf -D - -o /dev/null "$base/search?q=$q&token=$token" | tr -d '\r' | sed -n 's/^server-timing: page;dur=//Ip'
  done
}
# A warmed server's first round is unseen queries; an unwarmed one's is each query's first search, JIT still cold.
first_round=$([ -n "$warm" ] && echo "each query unseen, the server warmed by $(jq -c . "$warm" | wc -l) others" \
  || echo "each query's first search")
for start_no in $(seq "$starts"); do
  : >"$out"
  start=$(date +%s%N)
  setsid ./mempalace --workspace "$workspace" serve >"$out" 2>/dev/null &
  pid=$!
  until [ -s "$out" ]; do sleep 0.01; done
  url=$(head -1 "$out") base=${url%%/\?*} token=${url#*token=}
  first=$(jq -rn --arg q "$(head -1 "${warm:-$queries}" | jq -r .query)" '$q|@uri')
  curl -sf -o /dev/null "$base/search?q=$first&token=$token"
  echo "start $start_no: first search answered $(( ($(date +%s%N) - start) / 1000000 )) ms after start"
  [ -z "$warm" ] || ask "$warm" >/dev/null
  # The later rounds search the same words again, whose vectors the page remembers: reported apart.
  ask "$queries" >"$each"
  cat "$each" >>"$once"
  [ "$starts" -eq 1 ] || what="start $start_no, $first_round" percentiles "$each"
  for _ in $(seq 2 "$rounds"); do ask "$queries"; done >>"$again"
  if [ "$start_no" -lt "$starts" ]; then
    kill -- -"$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
    pid=
  fi
done
what=$first_round percentiles "$once"
[ "$rounds" -lt 2 ] || what="the same queries again" percentiles "$again"
what="all" percentiles "$once" "$again"
page=$(curl -sf "$base/search?q=$first&token=$token" | wc -c)
assets=$(( $(curl -sf "$base/assets/page.css?token=$token" | wc -c) + $(curl -sf "$base/assets/page.js?token=$token" | wc -c) ))
echo "search page bytes: $page HTML + $assets CSS and script = $(( page + assets ))"
