#!/usr/bin/env bash
# Compares the search page of two checkouts in one run, as docs/results.md reports it: each checkout's `serve` on the
# same workspace, every query's page asked of one then the other (so that both meet the same load), in a first round
# (each query's first search, the JVM still warming up) and then ROUNDS times again; prints, for the first round and
# for the rounds again, each one's server-side p50 and p95 (its Server-Timing header) and their ratios. With WARM.jsonl,
# both servers are first asked each of WARM's queries once (not measured), so that the first round is queries neither
# has seen, on warm servers.
# Usage: scripts/serve-ab.sh BEFORE_CHECKOUT AFTER_CHECKOUT WORKSPACE QUERIES.jsonl [ROUNDS [WARM.jsonl]]
#        (the workspace ingested beforehand; each checkout's launcher built, or it builds itself first)
set -euo pipefail
before=$1 after=$2 workspace=$3 queries=$4 rounds=${5:-10} warm=${6:-}
outs=() pids=() urls=()
trap 'for p in "${pids[@]}"; do kill -- -"$p" 2>/dev/null; done; rm -f "${outs[@]}"' EXIT
for checkout in "$before" "$after"; do
  out=$(mktemp)
  setsid "$checkout/mempalace" --workspace "$workspace" serve >"$out" 2>/dev/null &
  pids+=($!) outs+=("$out")
done
for out in "${outs[@]}"; do
  until [ -s "$out" ]; do sleep 0.05; done
  urls+=("$(head -1 "$out")")
done
[ -z "$warm" ] || jq -r .query "$warm" | while read -r query; do
  q=$(jq -rn --arg q "$query" '$q|@uri')
  for url in "${urls[@]}"; do curl -sf -o /dev/null "${url%%/\?*}/search?q=$q&token=${url#*token=}"; done
done
times=("$(mktemp)" "$(mktemp)" "$(mktemp)" "$(mktemp)")
outs+=("${times[@]}")
for round in $(seq 0 "$rounds"); do
  jq -r .query "$queries" | while read -r query; do
    q=$(jq -rn --arg q "$query" '$q|@uri')
    for i in 0 1; do
      url=${urls[$i]} base=${url%%/\?*} token=${url#*token=}
      t=$(curl -sf -D - -o /dev/null "$base/search?q=$q&token=$token" | tr -d '\r' | sed -n 's/^server-timing: page;dur=//Ip')
      echo "$t" >>"${times[$(( round == 0 ? i + 2 : i ))]}"
    done
  done
done
compare() { # BEFORE_TIMES AFTER_TIMES WHAT
  for file in "$1" "$2"; do
    sort -n "$file" | awk '{v[NR]=$1} END {print v[int(NR*0.5+0.5)], v[int(NR*0.95+0.5)], NR}'
  done | paste -sd' ' | awk -v what="$3" '{printf "%s: before %d pages, p50 %.2f ms, p95 %.2f ms; after p50 %.2f ms, p95 %.2f ms; after/before p50 %.2fx, p95 %.2fx\n", what, $3, $1, $2, $4, $5, $4/$1, $5/$2}'
}
compare "${times[2]}" "${times[3]}" "$([ -n "$warm" ] && echo "first round (unseen, servers warmed)" || echo "first round")"
compare "${times[0]}" "${times[1]}" "again"
