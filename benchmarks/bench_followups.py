"""Does an offline rewrite of follow-ups help retrieval? Measured on follow-up pairs written for the demo chapters.

Each case is (first question, follow-up, the follow-up written to stand alone by hand). The hand-written form is
the oracle: the page it retrieves first is the target. Three ways to search the follow-up are compared on whether
the target page is in their top 5 (and top 1): the raw follow-up, ``carry_terms`` (the follow-up plus the previous
question's terms it lacks: the offline rewrite of answering/rewrite.py), the same only when ``depends_on_context``
says the follow-up cannot stand alone, and the oracle itself. Three cases switch topic: a rewrite that carries the
old topic into them hurts. The cases were written by the author of the rewrite: a small, friendly sample.

    .venv/bin/python benchmarks/bench_followups.py   # -> benchmarks/results/followups_offline.json
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import EXAMPLES, scratch_dir, write_result

from spanproof import Settings, Spanproof
from spanproof.answering.rewrite import carry_terms, depends_on_context
from spanproof.store.conversations import Turn

# (first question, follow-up, the follow-up standing alone; switch = a new topic, needing no context)
CASES: list[tuple[str, str, str, bool]] = [
    ("What is the purpose of the oil pressure relief valve?", "And when does it open?",
     "When does the oil pressure relief valve open?", False),
    ("How does a dry sump oil system work?", "Where is the oil tank in it?",
     "Where is the oil tank in a dry sump oil system?", False),
    ("What is a direct-cranking electric starter?", "How is it protected from overload?",
     "How is a direct-cranking electric starter protected from overload?", False),
    ("What causes a hung start in a turbine engine?", "What should the operator do then?",
     "What should the operator do after a hung start in a turbine engine?", False),
    ("How is an engine fire detected?", "And how is it put out?",
     "How is an engine fire extinguished?", False),
    ("What is the function of the oil filter?", "How often is it replaced?",
     "How often is the engine oil filter replaced?", False),
    ("What are cowl flaps?", "Who controls them?",
     "How are cowl flaps controlled?", False),
    ("What is a pneumatic starter?", "Where does its air come from?",
     "Where does the air for a pneumatic starter come from?", False),
    ("What is oil viscosity?", "Why does it matter in cold weather?",
     "Why does oil viscosity matter in cold weather?", False),
    ("What does the oil cooler do?", "What happens when it is blocked?",
     "What happens when the oil cooler is blocked?", False),
    ("What are cylinder baffles?", "What are they made of?",
     "What are cylinder baffles and deflectors made of?", False),
    ("What is a thermocouple fire detection system?", "How does it raise the alarm?",
     "How does a thermocouple fire detection system give the alarm?", False),
    ("What is a starter-generator?", "Which engines use one?",
     "Which engines use a starter-generator?", False),
    ("What is the purpose of the oil pressure relief valve?", "What is Halon 1301 used for?",
     "What is Halon 1301 used for?", True),
    ("How does a dry sump oil system work?", "What is a hung start?",
     "What is a hung start?", True),
    ("What are cowl flaps?", "What does the starter solenoid do?",
     "What does the starter solenoid do?", True),
]  # fmt: skip


def top_pages(client: Spanproof, query: str, collection: str, k: int = 5) -> list[tuple[str, int]]:
    pages: list[tuple[str, int]] = []
    for hit in client.search(query, collection=collection, k=20):
        if (hit.document, hit.page) not in pages:
            pages.append((hit.document, hit.page))
    return pages[:k]


def main() -> None:
    collection = "followups"
    with scratch_dir(prefix="spanproof-followups-") as home, Spanproof(Settings(home=home)) as sp:
        sp.ingest(sorted(EXAMPLES.glob("*.pdf")), collection=collection)
        rows = []
        for first, follow, standalone, switch in CASES:
            target = top_pages(sp, standalone, collection)[0]
            history = [Turn(collection, first, first, "answered", "")]
            offline = carry_terms(history, follow)
            guarded = offline if depends_on_context(follow) else follow
            row: dict[str, Any] = {"follow_up": follow, "target": list(target), "switch": switch}
            variants = (("raw", follow), ("carry_terms", offline), ("carry_terms_if_dependent", guarded))
            for name, query in (*variants, ("oracle", standalone)):
                pages = top_pages(sp, query, collection)
                row[name] = {"query": query, "top5": target in pages, "top1": pages[:1] == [target]}
            rows.append(row)
    groups = {
        "follow_ups": [r for r in rows if not r["switch"]],
        "topic_switches": [r for r in rows if r["switch"]],
    }
    summary = {
        name: {
            f"{group}_{at}": round(sum(bool(r[name][at]) for r in members) / len(members), 3)
            for group, members in groups.items()
            for at in ("top5", "top1")
        }
        for name in ("raw", "carry_terms", "carry_terms_if_dependent", "oracle")
    }
    path = write_result("followups_offline", {"cases": len(rows), "summary": summary, "rows": rows})
    print(path)
    for name, figures in summary.items():
        print(name, figures)


if __name__ == "__main__":
    main()
