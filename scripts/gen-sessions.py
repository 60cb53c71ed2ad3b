# gen-sessions.py N OUT: N synthetic Claude Code transcripts (2 to 6 exchanges of words word0..word19999 in a
# Zipf-like spread, seed 42) under OUT/projects/-work-app/, for the 10,000-session search figures in docs/results.md.
import json, os, random, sys, uuid, datetime
n, out = int(sys.argv[1]), sys.argv[2]
rnd = random.Random(42)
words = [w.strip() for w in open('/usr/share/dict/words')] if os.path.exists('/usr/share/dict/words') else []
words = [w for w in words if w.isalpha() and w.islower() and 4 <= len(w) <= 9][:20000] or \
    ["word%d" % i for i in range(20000)]
folder = os.path.join(out, "projects", "-work-app")
os.makedirs(folder, exist_ok=True)
t0 = datetime.datetime(2026, 1, 1)
for i in range(n):
    sid = str(uuid.UUID(int=rnd.getrandbits(128)))
    lines = []
    t = t0 + datetime.timedelta(minutes=i * 7)
    for k in range(rnd.randint(2, 6)):
        def text(m): return " ".join(words[min(len(words) - 1, int(rnd.paretovariate(1.1)) * 7 + rnd.randrange(7))] for _ in range(m))
        for typ, msg in (("user", {"role": "user", "content": text(12)}),
                         ("assistant", {"role": "assistant", "content": [{"type": "text", "text": text(60)}]})):
            t += datetime.timedelta(seconds=30)
            lines.append({"parentUuid": None, "isSidechain": False, "userType": "external", "cwd": "/work/app",
                          "sessionId": sid, "version": "2.0.14", "type": typ, "message": msg,
                          "timestamp": t.isoformat() + "Z"})
    with open(os.path.join(folder, sid + ".jsonl"), "w") as f:
        f.write("".join(json.dumps(l) + "\n" for l in lines))
