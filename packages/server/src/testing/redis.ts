import { Redis } from 'ioredis';

/** The Redis the two-process tests share between their server processes. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Whether the test Redis answers, so that a two-process test can run only where it does.
 * CI (REQUIRE_POSTGRES=1) starts PostgreSQL and Redis; there a missing service fails the run.
 */
export async function testRedisUp(testName: string): Promise<boolean> {
  const up = await redisAnswers();
  if (!up && process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but Redis does not answer at ${TEST_REDIS_URL}`);
  if (!up) console.warn(`Redis does not answer at ${TEST_REDIS_URL}: ${testName} does not run`);
  return up;
}
