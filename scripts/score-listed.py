# score-listed.py QUERIES ANSWERS.jsonl: recall@5/@10 (macro, distinct notes), MRR@10 and binary nDCG@10 of `search --batch
# --json` answers, the notes in reading order (each hit, then the duplicates folded into it), and recall@10 counting
# only the hits themselves (a folded note not counted), for the queries with relevant notes.
import json, math, sys
qs = {q["id"]: q for q in map(json.loads, open(sys.argv[1]))}
r5 = r10 = mrr = ndcg = strict10 = n = folded = 0
for line in open(sys.argv[2]):
    a = json.loads(line); rel = set(qs[a["id"]]["relevant"])
    folded += sum(len(h.get("duplicates", [])) for h in a["results"])
    if not rel: continue
    listed, heads = [], []
    for h in a["results"]:
        heads.append(h["path"])
        for p in [h["path"]] + [d["path"] for d in h.get("duplicates", [])]:
            if p not in listed: listed.append(p)
    n += 1
    r5 += len(rel & set(listed[:5])) / len(rel); r10 += len(rel & set(listed[:10])) / len(rel)
    strict10 += len(rel & set(heads[:10])) / len(rel)
    mrr += next((1 / (i + 1) for i, p in enumerate(listed[:10]) if p in rel), 0)
    dcg = sum(1 / math.log2(i + 2) for i, p in enumerate(listed[:10]) if p in rel)
    ndcg += dcg / sum(1 / math.log2(i + 2) for i in range(min(len(rel), 10)))
print(f"answerable {n}: recall@5 {r5/n:.3f} recall@10 {r10/n:.3f} MRR@10 {mrr/n:.3f} nDCG@10 {ndcg/n:.3f} "
      f"recall@10 hits only {strict10/n:.3f}; notes folded under hits {folded}")
