"""Paired significance tests for comparing two systems on the same queries.

* ``mcnemar_exact``: binary per-query outcomes (e.g. hit@10), exact binomial test on discordant pairs.
* ``paired_randomization``: real-valued per-query scores (e.g. nDCG@10), sign-flip permutation test.
* ``paired_bootstrap_ci``: percentile bootstrap confidence interval for the mean per-query difference.

All three are deterministic: the random ones draw from ``numpy.random.default_rng(seed)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt

_CHUNK = 1000  # rounds drawn per numpy batch: bounds memory at about _CHUNK x n_queries x 8 bytes


@dataclass(frozen=True)
class McNemar:
    """Discordant-pair counts and the exact two-sided p-value."""

    a_wins: int  # queries where a is True and b is False
    b_wins: int  # queries where b is True and a is False
    p_value: float


@dataclass(frozen=True)
class Paired:
    """Result of the paired randomisation test."""

    mean_difference: float  # mean of a - b
    p_value: float  # two-sided
    rounds: int


def mcnemar_exact(a: Sequence[bool], b: Sequence[bool]) -> McNemar:
    """Exact McNemar test: a two-sided binomial test on the discordant pairs.

    With n = a_wins + b_wins and X ~ Binomial(n, 1/2):
        p = min(1, 2 · P[X <= min(a_wins, b_wins)]) = min(1, 2 · Σ_{i=0..m} C(n, i) / 2^n),
    and p = 1 when n = 0. The tail is summed in exact integer arithmetic (C(n, i+1) = C(n, i)·(n-i)/(i+1))
    and divided as a Fraction, so there is no overflow or rounding before the final float conversion.
    The test is symmetric: swapping a and b swaps the win counts and keeps p.
    """
    if len(a) != len(b):
        raise ValueError(f"a and b must have the same length, got {len(a)} and {len(b)}")
    a_wins = sum(1 for x, y in zip(a, b, strict=True) if x and not y)
    b_wins = sum(1 for x, y in zip(a, b, strict=True) if y and not x)
    n = a_wins + b_wins
    if n == 0:
        return McNemar(a_wins, b_wins, 1.0)
    tail, term = 0, 1  # term = C(n, i)
    for i in range(min(a_wins, b_wins) + 1):
        tail += term
        term = term * (n - i) // (i + 1)
    p = min(Fraction(1), Fraction(2 * tail, 2**n))
    return McNemar(a_wins, b_wins, float(p))


def _differences(a: Sequence[float], b: Sequence[float]) -> npt.NDArray[np.float64]:
    if len(a) != len(b):
        raise ValueError(f"a and b must have the same length, got {len(a)} and {len(b)}")
    if len(a) == 0:
        raise ValueError("need at least one paired observation")
    return np.asarray(a, dtype=np.float64) - np.asarray(b, dtype=np.float64)


def paired_randomization(a: Sequence[float], b: Sequence[float], rounds: int = 10000, seed: int = 0) -> Paired:
    """Two-sided paired randomisation (sign-flip permutation) test on d_q = a_q - b_q.

    Under H0 each d_q is equally likely to have either sign, so each round draws s_q ∈ {-1, +1} uniformly and
    computes the permuted mean m* = (1/n) Σ s_q·d_q. With observed mean m = (1/n) Σ d_q:
        p = (#{rounds : |m*| >= |m|} + 1) / (rounds + 1).
    The comparison allows a slack of 1e-9 · mean|d| so that floating-point summation order cannot
    turn a tie into a miss. Rounds are drawn in fixed-size numpy batches, so results depend only on the seed.
    """
    if rounds < 1:
        raise ValueError(f"rounds must be >= 1, got {rounds}")
    d = _differences(a, b)
    n = d.size
    observed = float(d.mean())
    threshold = abs(observed) - 1e-9 * float(np.abs(d).mean())
    total = float(d.sum())
    rng = np.random.default_rng(seed)
    extreme = 0
    for start in range(0, rounds, _CHUNK):
        size = min(_CHUNK, rounds - start)
        # One random bit per query (1 = flip its sign), unpacked from random bytes; Σ s_q·d_q = Σ d - 2·Σ_flipped d.
        flips = np.unpackbits(rng.integers(0, 256, size=(size, (n + 7) // 8), dtype=np.uint8), axis=1, count=n)
        permuted = (total - 2.0 * np.einsum("ij,j->i", flips, d)) / n  # einsum, not BLAS: no thread contention
        extreme += int(np.count_nonzero(np.abs(permuted) >= threshold))
    return Paired(mean_difference=observed, p_value=(extreme + 1) / (rounds + 1), rounds=rounds)


def paired_bootstrap_ci(
    a: Sequence[float], b: Sequence[float], rounds: int = 10000, seed: int = 0, level: float = 0.95
) -> tuple[float, float]:
    """Percentile bootstrap confidence interval for the mean of d_q = a_q - b_q.

    Each round resamples the n queries with replacement and records the mean of d over the resample; the
    interval is the (1 - level)/2 and (1 + level)/2 quantiles (numpy's linear interpolation) of those means.
    """
    if rounds < 1:
        raise ValueError(f"rounds must be >= 1, got {rounds}")
    if not 0.0 < level < 1.0:
        raise ValueError(f"level must be in (0, 1), got {level}")
    d = _differences(a, b)
    n = d.size
    rng = np.random.default_rng(seed)
    means = np.empty(rounds, dtype=np.float64)
    for start in range(0, rounds, _CHUNK):
        size = min(_CHUNK, rounds - start)
        means[start : start + size] = d[rng.integers(0, n, size=(size, n))].mean(axis=1)
    alpha = (1.0 - level) / 2.0
    low, high = np.quantile(means, [alpha, 1.0 - alpha])
    return float(low), float(high)
