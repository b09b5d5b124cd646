import { Redis } from 'ioredis';
import type { RateLimitDecision, RateLimiter } from './rate-limiter';

// Shared by every API instance: a sorted set of hit times per key, trimmed and counted
// in one Lua script so two instances cannot both take the last slot.
const HIT_SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local member = ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  local retry = window
  if oldest[2] then retry = tonumber(oldest[2]) + window - now end
  return {0, retry}
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return {1, 0}
`;

const COUNT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]))
return redis.call('ZCARD', KEYS[1])
`;

// A dead Redis must fail a request quickly (503), not hang it.
const COMMAND_TIMEOUT_MS = 2_000;

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private sequence = 0;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: COMMAND_TIMEOUT_MS,
    });
    // ioredis reconnects by itself; without a listener an outage would crash the process.
    this.redis.on('error', () => undefined);
  }

  async hit(
    key: string,
    limit: number,
    windowMs: number,
    nowMs: number,
  ): Promise<RateLimitDecision> {
    // Unique per hit, also across instances: two hits in the same millisecond both count.
    const member = `${nowMs}:${process.pid}:${++this.sequence}:${Math.random().toString(36).slice(2)}`;
    const [allowed, retry] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      limit,
      windowMs,
      nowMs,
      member,
    )) as [number, number];
    return { allowed: allowed === 1, retryAfterMs: Math.max(0, Number(retry)) };
  }

  async count(key: string, windowMs: number, nowMs: number): Promise<number> {
    return Number(await this.redis.eval(COUNT_SCRIPT, 1, this.prefix + key, nowMs - windowMs));
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
