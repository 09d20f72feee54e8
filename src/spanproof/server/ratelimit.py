"""Per-key request rate limiting: a token bucket per API key, in this service process."""

from __future__ import annotations

import math
import threading
import time


class KeyRateLimiter:
    """``rate`` requests per second per key on average, ``burst`` at once. Each service process keeps its own buckets
    (with --workers N a key may reach N times the rate)."""

    def __init__(self, rate: float, burst: int) -> None:
        self._rate = rate
        self._burst = float(burst)
        self._buckets: dict[str, tuple[float, float]] = {}  # key -> (tokens, when counted)
        self._lock = threading.Lock()

    def take(self, key: str) -> int:
        """0 when the request may go ahead, else the whole seconds to wait before the next one will."""
        now = time.monotonic()
        with self._lock:
            tokens, then = self._buckets.get(key, (self._burst, now))
            tokens = min(self._burst, tokens + (now - then) * self._rate)
            if tokens >= 1:
                self._buckets[key] = (tokens - 1, now)
                return 0
            self._buckets[key] = (tokens, now)
            return max(1, math.ceil((1 - tokens) / self._rate))
