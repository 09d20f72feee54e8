"""Retrieval metrics and paired significance tests, checked against hand-computed values."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from spanproof.eval.metrics import hit_at, mrr_at, ndcg_at, per_query, recall_at, summarise
from spanproof.eval.stats import McNemar, mcnemar_exact, paired_bootstrap_ci, paired_randomization

QRELS = {"d1": 1, "d3": 1, "d9": 1}  # three relevant documents, binary
RANKING = ["d2", "d1", "d4", "d3", "d5"]  # relevant at ranks 2 and 4


def test_recall_at() -> None:
    assert recall_at(RANKING, QRELS, 1) == 0.0
    assert recall_at(RANKING, QRELS, 2) == pytest.approx(1 / 3)
    assert recall_at(RANKING, QRELS, 4) == pytest.approx(2 / 3)
    assert recall_at(RANKING, QRELS, 100) == pytest.approx(2 / 3)  # ranking shorter than k
    assert recall_at(RANKING, {"d1": 1, "d2": 0}, 1) == 0.0  # grade 0 is not relevant
    assert recall_at(RANKING, {}, 5) == 0.0


def test_hit_at() -> None:
    assert hit_at(RANKING, QRELS, 1) is False
    assert hit_at(RANKING, QRELS, 2) is True
    assert hit_at([], QRELS, 10) is False


def test_mrr_at() -> None:
    assert mrr_at(RANKING, QRELS) == 0.5
    assert mrr_at(RANKING, QRELS, k=1) == 0.0
    assert mrr_at(["d3"], QRELS) == 1.0
    misses = [f"x{i}" for i in range(9)]
    assert mrr_at([*misses, "d1"], QRELS) == pytest.approx(1 / 10)  # rank 10: inside the cut-off
    assert mrr_at([*misses, "x9", "d1"], QRELS) == 0.0  # rank 11: outside


def test_ndcg_binary() -> None:
    # DCG = 1/log2(3) + 1/log2(5); IDCG = 1 + 1/log2(3) + 1/log2(4) (three relevant, all within k=10).
    dcg = 1 / math.log2(3) + 1 / math.log2(5)
    idcg = 1 + 1 / math.log2(3) + 0.5
    assert ndcg_at(RANKING, QRELS) == pytest.approx(dcg / idcg)
    assert ndcg_at(["d1", "d3", "d9"], QRELS) == pytest.approx(1.0)
    assert ndcg_at([], QRELS) == 0.0
    assert ndcg_at(RANKING, {}) == 0.0


def test_ndcg_graded_uses_linear_gain() -> None:
    qrels = {"a": 3, "b": 2, "c": 1, "n": 0, "neg": -1}
    ranking = ["c", "n", "a", "neg"]
    # Gain is the grade itself (trec_eval/BEIR), not 2^rel - 1; grades <= 0 gain nothing.
    dcg = 1 / math.log2(2) + 3 / math.log2(4)  # = 2.5
    idcg = 3 / math.log2(2) + 2 / math.log2(3) + 1 / math.log2(4)
    assert ndcg_at(ranking, qrels) == pytest.approx(dcg / idcg)
    assert ndcg_at(ranking, qrels) == pytest.approx(0.5250, abs=1e-4)
    # The ideal ranking is cut at k as well: at k=1 only the best grade counts.
    assert ndcg_at(["b"], qrels, k=1) == pytest.approx(2 / 3)
    assert ndcg_at(["a", "b", "c"], qrels) == pytest.approx(1.0)


def test_duplicates_keep_first_occurrence() -> None:
    # The repeated "d2" is dropped before the cut, so "d1" moves up to rank 2.
    ranking = ["d2", "d2", "d2", "d1"]
    assert recall_at(ranking, QRELS, 2) == pytest.approx(1 / 3)
    assert hit_at(ranking, QRELS, 2) is True
    assert mrr_at(ranking, QRELS) == 0.5
    assert ndcg_at(ranking, QRELS) == ndcg_at(["d2", "d1"], QRELS)
    # A relevant document repeated is counted once.
    assert recall_at(["d1", "d1", "d1"], QRELS, 3) == pytest.approx(1 / 3)
    assert ndcg_at(["d1", "d1"], {"d1": 1}) == pytest.approx(1.0)


def test_k_must_be_positive() -> None:
    with pytest.raises(ValueError):
        recall_at(RANKING, QRELS, 0)


def test_per_query() -> None:
    qrels = {"q1": QRELS, "q2": {"z": 2}, "q3": {"y": 0}}  # q3 has no relevant document: skipped
    rankings = {"q1": RANKING, "q9": ["z"]}  # q2 has no ranking: all zeros; q9 is unjudged: ignored
    result = per_query(rankings, qrels, ks=(1, 5))
    assert list(result) == ["q1", "q2"]
    assert list(result["q1"]) == ["recall@1", "recall@5", "mrr@10", "ndcg@10", "hit@1", "hit@5"]
    assert result["q1"]["recall@5"] == pytest.approx(2 / 3)
    assert result["q1"]["mrr@10"] == 0.5
    assert result["q1"]["hit@1"] == 0.0
    assert result["q1"]["hit@5"] == 1.0
    assert set(result["q2"].values()) == {0.0}
    default = per_query(rankings, qrels)
    assert {"recall@1", "recall@5", "recall@10", "recall@20", "recall@100", "hit@100"} <= set(default["q1"])


def test_summarise_means_and_rounds() -> None:
    rows = {"q1": {"m": 1.0, "n": 0.0}, "q2": {"m": 0.0, "n": 1.0}, "q3": {"m": 0.0, "n": 1.0}}
    summary = summarise(rows)
    assert summary == {"m": 0.333333, "n": 0.666667}
    reordered = dict(reversed(list(rows.items())))
    assert json.dumps(summarise(reordered)) == json.dumps(summary)
    assert summarise({}) == {}


def test_mcnemar_known_value() -> None:
    a = [True] * 10 + [False] * 2 + [True] * 5 + [False] * 7
    b = [False] * 10 + [True] * 2 + [True] * 5 + [False] * 7
    result = mcnemar_exact(a, b)
    expected = 2 * sum(math.comb(12, i) for i in range(3)) / 2**12  # 0.03857...
    assert isinstance(result, McNemar)
    assert (result.a_wins, result.b_wins) == (10, 2)
    assert result.p_value == pytest.approx(expected, rel=1e-12)
    assert result.p_value == pytest.approx(0.0386, abs=1e-4)
    swapped = mcnemar_exact(b, a)
    assert (swapped.a_wins, swapped.b_wins) == (2, 10)
    assert swapped.p_value == result.p_value


def test_mcnemar_edges() -> None:
    assert mcnemar_exact([True, False], [True, False]).p_value == 1.0  # no discordant pairs
    assert mcnemar_exact([], []).p_value == 1.0
    assert mcnemar_exact([True, False], [False, True]).p_value == 1.0  # 2 * 3/4 capped at 1
    assert mcnemar_exact([True], [False]).p_value == 1.0
    # Large n stays exact and finite: 3000 vs 2000 discordant pairs is overwhelming evidence.
    big = mcnemar_exact([True] * 3000 + [False] * 2000, [False] * 3000 + [True] * 2000)
    assert 0.0 <= big.p_value < 1e-40
    balanced = mcnemar_exact([True] * 2000 + [False] * 2000, [False] * 2000 + [True] * 2000)
    assert balanced.p_value == 1.0
    with pytest.raises(ValueError):
        mcnemar_exact([True], [True, False])


def _clear_case() -> tuple[list[float], list[float]]:
    rng = np.random.default_rng(42)
    b = rng.uniform(0.2, 0.8, 100)
    a = b + 0.1 + rng.normal(0.0, 0.05, 100)
    return a.tolist(), b.tolist()


def test_randomization_identical_inputs() -> None:
    scores = [0.1, 0.5, 0.9, 0.0, 1.0]
    result = paired_randomization(scores, scores, rounds=2000)
    assert result.mean_difference == 0.0
    assert result.p_value >= 0.99
    assert result.rounds == 2000


def test_randomization_clear_difference_and_determinism() -> None:
    a, b = _clear_case()
    result = paired_randomization(a, b)
    assert result.mean_difference == pytest.approx(float(np.mean(np.subtract(a, b))))
    assert result.p_value < 0.01
    assert paired_randomization(a, b) == result
    assert paired_randomization(b, a).p_value == result.p_value  # flipping the sign of d is symmetric


def test_randomization_no_difference_on_noise() -> None:
    rng = np.random.default_rng(7)
    a = rng.normal(0.5, 0.1, 200).tolist()
    b = rng.normal(0.5, 0.1, 200).tolist()
    assert paired_randomization(a, b, seed=3).p_value > 0.05
    with pytest.raises(ValueError):
        paired_randomization([], [])


def test_bootstrap_ci() -> None:
    a, b = _clear_case()
    low, high = paired_bootstrap_ci(a, b)
    assert low <= 0.1 <= high
    assert 0.0 < low <= high
    assert paired_bootstrap_ci(a, b) == (low, high)
    narrow = paired_bootstrap_ci(a, b, level=0.5)
    assert low <= narrow[0] <= narrow[1] <= high
    assert paired_bootstrap_ci([0.3, 0.4], [0.3, 0.4]) == (0.0, 0.0)


def test_randomization_matches_exact_enumeration() -> None:
    d = np.array([0.3, -0.1, 0.25, 0.05, -0.2, 0.4, 0.1, -0.05, 0.15, 0.2, -0.3, 0.35])
    signs = np.array([[1 - 2 * ((m >> q) & 1) for q in range(d.size)] for m in range(2**d.size)])
    exact = float(np.mean(np.abs(signs @ d) >= abs(d.sum()) - 1e-12))  # all 4096 sign patterns
    result = paired_randomization(d.tolist(), [0.0] * d.size, rounds=20000)
    assert result.p_value == pytest.approx(exact, abs=0.01)
