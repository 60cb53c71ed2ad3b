#!/usr/bin/env python3
"""Times `mempalace mcp` as an agent sees it, over stdio, on a workspace and its golden queries.

Usage: scripts/mcp-bench.py WORKSPACE QUERIES.jsonl [--rounds N] [--mode hybrid|lexical|vector]

Starts one server (`mempalace --timings --workspace WORKSPACE mcp`), calls `sync` so the index is complete, runs
one untimed round of the queries, then N timed rounds of search_memory (default 10) and reports, per call, the
milliseconds at the server (its --timings line) and the round trip at this client: p50, p95, p99, mean. Also the
server's resident memory (VmRSS of the JVM) once 100 searches have been answered, and remember -> searchable:
the time from sending `remember` to a search_memory answer whose first hit is that note, 5 times. Writes the
workspace (the index, and the 5 remembered notes): pass a copy.
"""
import argparse
import json
import os
import queue
import statistics
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Server:
    def __init__(self, workspace):
        self.process = subprocess.Popen(
            [os.path.join(ROOT, "mempalace"), "--timings", "--workspace", workspace, "mcp"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.timings = queue.Queue()
        threading.Thread(target=self._read_stderr, daemon=True).start()
        self.next_id = 0
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "mcp-bench", "version": "1"}})
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def _read_stderr(self):
        for line in self.process.stderr:
            text = line.decode("utf-8", "replace").strip()
            if text.startswith("timings: {\"tool\""):
                self.timings.put(json.loads(text[len("timings: "):]))

    def send(self, message):
        self.process.stdin.write((json.dumps(message) + "\n").encode("utf-8"))
        self.process.stdin.flush()

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit("mcp-bench: the server ended; its stderr says why")
            reply = json.loads(line)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    sys.exit("mcp-bench: %s failed: %s" % (method, reply["error"]))
                return reply["result"]

    def call(self, tool, arguments):
        """Calls a tool; returns its structured answer, the round trip and the server's milliseconds."""
        start = time.perf_counter()
        result = self.request("tools/call", {"name": tool, "arguments": arguments})
        round_trip = (time.perf_counter() - start) * 1000
        if result.get("isError"):
            sys.exit("mcp-bench: %s failed: %s" % (tool, result["content"][0]["text"]))
        timing = self.timings.get(timeout=10)
        return result["structuredContent"], round_trip, timing["millis"]

    def rss_kib(self):
        """VmRSS of the JVM: the launcher's own process when it exec'd java, else its java child."""
        pids = [self.process.pid]
        children = "/proc/%d/task/%d/children" % (self.process.pid, self.process.pid)
        if os.path.exists(children):
            with open(children) as f:
                pids += [int(pid) for pid in f.read().split()]
        for pid in pids:
            with open("/proc/%d/comm" % pid) as f:
                if f.read().strip() == "java":
                    with open("/proc/%d/status" % pid) as status:
                        for line in status:
                            if line.startswith("VmRSS:"):
                                return int(line.split()[1])
        sys.exit("mcp-bench: no java process found under the launcher")

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=60)


def summary(values):
    ordered = sorted(values)

    def pct(p):
        return ordered[min(len(ordered) - 1, int(round(p / 100 * len(ordered) + 0.5)) - 1)]
    return "p50 %.2f  p95 %.2f  p99 %.2f  mean %.2f  min-max %.2f-%.2f ms" % (
        pct(50), pct(95), pct(99), statistics.mean(ordered), ordered[0], ordered[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("workspace")
    parser.add_argument("queries")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--mode", default="hybrid")
    args = parser.parse_args()
    with open(args.queries, encoding="utf-8") as f:
        queries = [json.loads(line)["query"] for line in f if line.strip()]

    server = Server(os.path.abspath(args.workspace))
    sync, _, sync_ms = server.call("sync", {})
    print("sync: %d added, %d changed, %.0f ms at the server" % (sync["added"], sync["changed"], sync_ms))
    searches = 0
    for query in queries:
        server.call("search_memory", {"query": query, "mode": args.mode})
        searches += 1
    at_server, round_trip, rss = [], [], None
    for _ in range(args.rounds):
        for query in queries:
            _, trip, millis = server.call("search_memory", {"query": query, "mode": args.mode})
            searches += 1
            at_server.append(millis)
            round_trip.append(trip)
            if searches == 100:
                rss = server.rss_kib()
    print("search_memory %s, %d timed calls after %d untimed:" % (args.mode, len(at_server), len(queries)))
    print("  at the server: " + summary(at_server))
    print("  round trip:    " + summary(round_trip))
    if rss is not None:
        print("resident memory after 100 searches: %.0f MiB" % (rss / 1024))

    searchable = []
    for n in range(5):
        token = "benchtoken%dq%d" % (os.getpid(), n)
        start = time.perf_counter()
        note, _, _ = server.call("remember", {"title": "Bench note %d %d" % (os.getpid(), n),
                                              "body": "Filed under %s." % token, "tags": ["bench"]})
        answer, _, _ = server.call("search_memory", {"query": token, "mode": args.mode})
        searchable.append((time.perf_counter() - start) * 1000)
        if not answer["results"] or answer["results"][0]["path"] != note["path"]:
            sys.exit("mcp-bench: the remembered note %s was not the first hit" % note["path"])
    print("remember -> searchable (remember, then the search that finds it), 5 notes: " + summary(searchable))
    server.close()


if __name__ == "__main__":
    main()
