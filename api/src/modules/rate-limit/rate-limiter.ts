// Sliding-window limits ("at most N within the last W ms"), kept in process or in Redis.
// Time comes from the caller, so tests can move an injected clock instead of waiting.

export interface RateLimitDecision {
  allowed: boolean;
  /** When refused: how long until the oldest counted hit leaves the window. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /**
   * Counts a hit on `key` unless `limit` hits already fall within `windowMs` before
   * `nowMs`. A refused hit is not counted, so waiting always helps.
   */
  hit(key: string, limit: number, windowMs: number, nowMs: number): Promise<RateLimitDecision>;
  /** How many hits on `key` fall within `windowMs` before `nowMs`; counts nothing. */
  count(key: string, windowMs: number, nowMs: number): Promise<number>;
  close(): Promise<void>;
}

/** One API process only. Old entries are swept as keys are touched. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private touches = 0;

  async hit(key: string, limit: number, windowMs: number, nowMs: number) {
    const since = nowMs - windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (++this.touches % 1000 === 0) this.sweep(nowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterMs: Math.max(0, (recent[0] ?? nowMs) + windowMs - nowMs) };
    }
    recent.push(nowMs);
    this.hits.set(key, recent);
    return { allowed: true, retryAfterMs: 0 };
  }

  async count(key: string, windowMs: number, nowMs: number) {
    const since = nowMs - windowMs;
    return (this.hits.get(key) ?? []).filter((at) => at > since).length;
  }

  async close() {
    this.hits.clear();
  }

  // Keys nobody touches again would otherwise stay forever. The longest window in use
  // is a day; anything idle for longer is gone.
  private sweep(nowMs: number) {
    for (const [key, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) < nowMs - 24 * 3600_000) this.hits.delete(key);
    }
  }
}
