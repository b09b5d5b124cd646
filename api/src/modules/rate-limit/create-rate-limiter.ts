import type { Config } from '../../config';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

/** Redis when REDIS_URL is set (limits shared by every instance), else this process. */
export function createRateLimiter(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
): RateLimiter {
  return config.REDIS_URL
    ? new RedisRateLimiter(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rl:`)
    : new MemoryRateLimiter();
}
