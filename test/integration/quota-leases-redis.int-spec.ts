import { FixedClock, tenantIdOf } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { RedisLeaseStore } from '../../apps/api/src/access/adapters/redis-lease-store';
import { leaseSize } from '../../apps/api/src/access/domain/quota-lease';
import { RedisRateLimitStore } from '../../apps/api/src/access/adapters/redis-rate-limit.store';
import { RedisUsageLedger } from '../../apps/api/src/access/adapters/redis-usage-ledger';
import { WRITE_BEHIND_MS } from '../../apps/api/src/access/adapters/counting-usage-ledger';
import { RateLimitAdmission } from '../../apps/api/src/access/application/rate-limit.admission';
import type { TypeormUsageLedger } from '../../apps/api/src/access/persistence/typeorm-usage-ledger';
import type { Principal } from '../../apps/api/src/platform/auth/principal';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The database behind the Redis counter: empty at the start, writes dropped (this test counts Redis only). */
const database = { used: async () => 0, add: async () => undefined } as unknown as TypeormUsageLedger;
const reply = { header: () => reply };

describe('Redis round trips of a steady tenant (ADR 0026: one per block, not per call)', () => {
  let store: RedisRateLimitStore;
  let ledger: RedisUsageLedger;
  let commands: string[];
  beforeAll(() => {
    store = new RedisRateLimitStore(REDIS_URL);
    ledger = new RedisUsageLedger(store.redis, database);
    commands = [];
    const send = store.redis.sendCommand.bind(store.redis);
    store.redis.sendCommand = ((command: { name: string }, ...rest: unknown[]) => {
      commands.push(command.name);
      return (send as (...a: unknown[]) => unknown)(command, ...rest);
    }) as typeof store.redis.sendCommand;
  });
  afterAll(async () => {
    await ledger.beforeApplicationShutdown();
    await store.close();
  });

  it('grants what leaseSize says, the script being its copy in Lua', async () => {
    const leases = new RedisLeaseStore(store.redis);
    const key = `fm:test:lease:${randomUUID()}`;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 40 }),
        async (total, ceiling, want) => {
          await store.redis.set(key, String(total), 'PX', 10_000);
          const grant = await leases.grant(key, want, ceiling, null);
          const size = leaseSize(ceiling - total, want);
          expect(grant).toEqual({ size, total: total + size });
        },
      ),
      { numRuns: 100 },
    );
    await store.redis.del(key);
  });

  it.each([
    ['scale', 40],
    ['unlimited', 400],
  ])('a %s tenant sending %i calls a second for five seconds', async (plan, perSecond) => {
    const clock = new FixedClock(new Date('2026-06-10T08:00:00Z'));
    const admission = new RateLimitAdmission(store, ledger, clock);
    const principal: Principal = {
      tenantId: tenantIdOf(randomUUID()),
      plan,
      scopes: ['api'],
      sandbox: false,
      credentialId: randomUUID(),
      credentialKind: 'api_key',
      kind: 'api_key',
    };
    await admission.admit(principal, reply); // first use: the period's counter is started
    commands.length = 0;
    const began = Date.now();
    let calls = 0;
    for (let second = 1; second <= 5; second++) {
      clock.set(new Date(Date.parse('2026-06-10T08:00:00Z') + second * 1000));
      for (let i = 0; i < perSecond; i++, calls++) await admission.admit(principal, reply);
    }
    const elapsed = Date.now() - began;
    const grants = commands.filter((c) => c === 'evalsha' || c === 'eval').length;
    // The write-behind runs on its own timer (every WRITE_BEHIND_MS of real time, not of this test's clock):
    // when the loop outlasts it, it adds the unlimited tenant's metered calls with one INCRBY, never per call.
    const writeBehind = commands.filter((c) => c === 'incrby').length;
    expect(writeBehind).toBeLessThanOrEqual(Math.ceil(elapsed / WRITE_BEHIND_MS));
    // Every other command is a lease grant. A burst window of a small limit (scale: 50 a second per key) hands out
    // blocks of 1 once fewer than 32 calls remain in it (exact across instances), so 40 calls a second cost
    // nearly one grant each there (before leases: three round trips per call); large limits cost little.
    expect(commands.length).toBe(grants + writeBehind);
    expect(commands.length).toBeLessThan(plan === 'unlimited' ? calls / 20 : calls);
    console.info(`${plan}: ${calls} calls, ${commands.length} Redis commands`);
  });
});
