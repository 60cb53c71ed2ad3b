#!/bin/sh
# A local SolrCloud for MemPalace, from the Maven artifacts: an embedded ZooKeeper and N Solr nodes on loopback
# ports, data in DIR (default ${XDG_DATA_HOME:-~/.local/share}/mempalace/solr).
#
#   scripts/solr-cluster.sh start [--nodes N] [--dir DIR]   start it (in the background); print the --index value
#   scripts/solr-cluster.sh status [--dir DIR]              say whether it runs, and its --index value
#
# The printed --index value ends in store=NAME, a placeholder for a store key of your own (MemPalace has no default
# key); DIR/url holds the URL without a store key, for scripts that add their own.
#   scripts/solr-cluster.sh stop [--wait S] [--force] [--dir DIR]
#                                                           stop it cleanly, waiting up to S seconds (default 60);
#                                                           with --force, kill it when it has not stopped by then
#
# Every start begins empty (run mempalace ingest to fill the store again), so a killed cluster loses nothing a
# start would keep. Exit: 0 ok (status: it runs), 1 it does not run, did not start or did not stop, 2 usage. The Solr and ZooKeeper log is DIR/solr.log. See docs/solr.md.
set -e

usage() {
  echo "usage: scripts/solr-cluster.sh start|stop|status [--nodes N] [--wait S] [--force] [--dir DIR]" >&2
  exit 2
}

[ $# -ge 1 ] || usage
command=$1
shift
nodes=2
wait=60
force=false
dir=${XDG_DATA_HOME:-$HOME/.local/share}/mempalace/solr
while [ $# -gt 0 ]; do
  case $1 in
    --nodes) [ $# -ge 2 ] || usage; nodes=$2; shift 2 ;;
    --wait) [ $# -ge 2 ] || usage; wait=$2; shift 2 ;;
    --force) force=true; shift ;;
    --dir) [ $# -ge 2 ] || usage; dir=$2; shift 2 ;;
    *) usage ;;
  esac
done
case $nodes in
  ''|*[!0-9]*|0) echo "solr-cluster: --nodes must be a whole number from 1" >&2; exit 2 ;;
esac
case $wait in
  ''|*[!0-9]*) echo "solr-cluster: --wait must be a whole number of seconds" >&2; exit 2 ;;
esac

ROOT=$(cd "$(dirname "$0")/.." && pwd -P)
TARGET="$ROOT/solr-cluster/target"
JAVA=${JAVA_HOME:+$JAVA_HOME/bin/}java

running() {
  [ -f "$dir/pid" ] && kill -0 "$(cat "$dir/pid")" 2>/dev/null
}

index() {
  url=$(cat "$dir/url")
  case $url in
    *\?*) echo "'$url&store=NAME'" ;;
    *) echo "'$url?store=NAME'" ;;
  esac
}

case $command in
  start)
    if running && [ -f "$dir/url" ]; then
      echo "solr-cluster: already running (pid $(cat "$dir/pid")); use --index $(index) (NAME: your store key)"
      exit 0
    fi
    if [ ! -f "$TARGET/solr-cluster.jar" ] || [ -n "$(find "$ROOT/solr-cluster/src/main" "$ROOT/solr-cluster/pom.xml" \
        "$ROOT/pom.xml" -newer "$TARGET/solr-cluster.jar" 2>/dev/null | head -n 1)" ]; then
      echo "solr-cluster: building $TARGET/solr-cluster.jar ..." >&2
      (cd "$ROOT" && ./mvnw -q -DskipTests package -pl solr-cluster -am) 1>&2
      touch "$TARGET/solr-cluster.jar"
    fi
    mkdir -p "$dir"
    rm -f "$dir/url"
    nohup "$JAVA" -Dsolr.log.dir="$dir/logs" \
      -Djava.util.logging.config.file="$ROOT/solr-cluster/src/main/resources/logging.properties" \
      -cp "$TARGET/solr-cluster.jar:$TARGET/lib/*" dev.mempalace.solrcluster.LocalSolrCloud "$dir" "$nodes" \
      >"$dir/solr.log" 2>&1 </dev/null &
    echo $! >"$dir/pid"
    waited=0
    while [ ! -f "$dir/url" ]; do
      if ! running || [ $waited -ge 300 ]; then
        echo "solr-cluster: the cluster did not start; see $dir/solr.log" >&2
        running && kill "$(cat "$dir/pid")"
        rm -f "$dir/pid"
        exit 1
      fi
      sleep 1
      waited=$((waited + 1))
    done
    echo "solr-cluster: $nodes node(s) running (pid $(cat "$dir/pid"), data in $dir); use, with a store key"
    echo "of your own for NAME:"
    echo "  --index $(index)"
    ;;
  status)
    if running && [ -f "$dir/url" ]; then
      echo "solr-cluster: running (pid $(cat "$dir/pid")); use --index $(index) (NAME: your store key)"
    else
      echo "solr-cluster: not running (folder $dir)"
      exit 1
    fi
    ;;
  stop)
    if ! running; then
      echo "solr-cluster: not running (folder $dir)"
      rm -f "$dir/pid" "$dir/url"
      exit 0
    fi
    pid=$(cat "$dir/pid")
    kill "$pid"
    waited=0
    while kill -0 "$pid" 2>/dev/null; do
      if [ $waited -ge "$wait" ]; then
        if [ $force = false ]; then
          echo "solr-cluster: pid $pid did not stop within $wait s; it is left running (stop --force kills it)" >&2
          exit 1
        fi
        # A node that waits for a merge of a large index can take minutes to stop; the next start begins empty.
        kill -9 "$pid" 2>/dev/null || true
        killed=0
        while kill -0 "$pid" 2>/dev/null && [ $killed -lt 10 ]; do
          sleep 1
          killed=$((killed + 1))
        done
        rm -f "$dir/pid" "$dir/url"
        echo "solr-cluster: killed (pid $pid had not stopped within $wait s)"
        exit 0
      fi
      sleep 1
      waited=$((waited + 1))
    done
    rm -f "$dir/pid" "$dir/url"
    echo "solr-cluster: stopped"
    ;;
  *) usage ;;
esac
