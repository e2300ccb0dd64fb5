import { FixedClock, tenantIdOf } from '@libs/shared';
import { BOOLEAN_VARIANTS, type FlagDefinition } from '@libs/feature-flags';
import { ImmediateUnitOfWork, RecordingOutboundEvents } from '../../platform/testing';
import { InMemoryFlagStore } from '../testing/in-memory-flag-store';
import { CreateFlag } from './create-flag.use-case';
import { DeleteFlag } from './delete-flag.use-case';
import { EvaluateFlags } from './evaluate-flags.use-case';
import { FlagChangeRecorder } from './record-flag-change';
import { RollbackFlag } from './rollback-flag.use-case';
import { UpdateFlag } from './update-flag.use-case';

const OPERATOR = {
  tenantId: tenantIdOf('00000000-0000-4000-8000-0000000000f1'),
  credentialId: 'key-1',
  sandbox: false,
};
const VIDEO: FlagDefinition = {
  key: 'video',
  description: 'Videos für bezahlte Tarife',
  type: 'boolean',
  variants: BOOLEAN_VARIANTS,
  defaultVariant: 'off',
  enabled: true,
  strategies: [{ constraints: [{ contextName: 'plan', operator: 'IN', values: ['scale'] }], rollout: 100 }],
  schedule: {},
};

function setup() {
  const store = new InMemoryFlagStore();
  const events = new RecordingOutboundEvents();
  const clock = new FixedClock(new Date('2026-11-23T12:00:00Z'));
  const uow = new ImmediateUnitOfWork();
  const recorder = new FlagChangeRecorder(store, events, clock);
  return {
    store,
    events,
    clock,
    create: new CreateFlag(store, uow, recorder, clock),
    update: new UpdateFlag(store, uow, recorder, clock),
    remove: new DeleteFlag(store, uow, recorder, clock),
    rollback: new RollbackFlag(store, uow, recorder, clock),
    evaluate: new EvaluateFlags(store, clock),
  };
}

describe('managing flags: versions, diffs, events', () => {
  it('creates version 1 with actor, reason and a diff, and emits feature_flag.updated', async () => {
    const s = setup();
    const flag = await s.create.execute(OPERATOR, VIDEO, 'Start');
    expect(flag.version).toBe(1);
    expect(s.store.versions).toEqual([
      expect.objectContaining({
        key: 'video',
        version: 1,
        action: 'created',
        actor: { tenantId: OPERATOR.tenantId, credentialId: 'key-1' },
        reason: 'Start',
        diff: [{ op: 'add', path: '', value: expect.objectContaining({ key: 'video', archived: false }) }],
      }),
    ]);
    expect(s.events.published).toEqual([
      {
        tenantId: OPERATOR.tenantId,
        event: {
          type: 'feature_flag.updated',
          sandbox: false,
          data: { key: 'video', version: 1, action: 'created' },
        },
        // In the version's own unit of work: the event commits with the change or not at all.
        tx: { tenantId: OPERATOR.tenantId },
      },
    ]);
    await expect(s.create.execute(OPERATOR, VIDEO, null)).rejects.toMatchObject({
      code: 'FEATURE_FLAG_KEY_TAKEN',
    });
  });

  it('refuses an invalid definition with issues, and sandbox credentials altogether', async () => {
    const s = setup();
    await expect(
      s.create.execute(OPERATOR, { ...VIDEO, defaultVariant: 'maybe' }, null),
    ).rejects.toMatchObject({
      issues: [{ path: ['defaultVariant'], message: expect.any(String) }],
    });
    await expect(s.create.execute({ ...OPERATOR, sandbox: true }, VIDEO, null)).rejects.toMatchObject({
      code: 'FEATURE_FLAG_SANDBOX_READ_ONLY',
    });
    expect(s.store.flags.size).toBe(0);
  });

  it('updates with If-Match, records only what changed, and refuses a stale version', async () => {
    const s = setup();
    await s.create.execute(OPERATOR, VIDEO, null);
    const strategies = [{ ...VIDEO.strategies[0]!, rollout: 30 }];
    const v2 = await s.update.execute(OPERATOR, 'video', { strategies }, 1, 'Auf 30 %');
    expect(v2.version).toBe(2);
    expect((await s.store.history('video'))[0]).toMatchObject({
      version: 2,
      action: 'updated',
      reason: 'Auf 30 %',
      diff: [{ op: 'replace', path: '/strategies/0/rollout', value: 30, from: 100 }],
    });
    await expect(s.update.execute(OPERATOR, 'video', { enabled: false }, 1, null)).rejects.toMatchObject({
      code: 'FEATURE_FLAG_VERSION_MISMATCH',
      details: { currentVersion: 2 },
    });
    // The same save twice is no new version.
    expect((await s.update.execute(OPERATOR, 'video', { strategies }, 2, null)).version).toBe(2);
    expect(s.events.published).toHaveLength(2);
  });

  it('archives on the first DELETE, removes on the second, and keeps the history', async () => {
    const s = setup();
    await s.create.execute(OPERATOR, VIDEO, null);
    const first = await s.remove.execute(OPERATOR, 'video', undefined, 'weg');
    expect(first).toMatchObject({ removed: false, flag: { archived: true, version: 2 } });
    expect(await s.evaluate.one('video', { plan: 'scale' })).toBeNull();
    await expect(
      s.update.execute(OPERATOR, 'video', { enabled: false }, undefined, null),
    ).rejects.toMatchObject({
      code: 'FEATURE_FLAG_ARCHIVED',
    });
    expect(await s.remove.execute(OPERATOR, 'video', undefined, null)).toEqual({ removed: true });
    expect(s.store.flags.has('video')).toBe(false);
    expect((await s.store.history('video')).map((v) => v.action)).toEqual(['deleted', 'archived', 'created']);
    // A new flag of the same key continues the numbering.
    expect((await s.create.execute(OPERATOR, VIDEO, null)).version).toBe(4);
  });

  it('restores an archived flag with archived: false', async () => {
    const s = setup();
    await s.create.execute(OPERATOR, VIDEO, null);
    await s.remove.execute(OPERATOR, 'video', undefined, null);
    const restored = await s.update.execute(OPERATOR, 'video', { archived: false }, 2, null);
    expect(restored).toMatchObject({ archived: false, version: 3 });
    expect((await s.store.history('video'))[0]!.action).toBe('restored');
  });

  it('rolls back one step to an earlier definition as a new version', async () => {
    const s = setup();
    await s.create.execute(OPERATOR, VIDEO, null);
    await s.update.execute(OPERATOR, 'video', { enabled: false, description: 'aus' }, 1, null);
    const back = await s.rollback.execute(OPERATOR, 'video', 1, 2, 'zurück');
    expect(back).toMatchObject({ version: 3, enabled: true, description: VIDEO.description });
    expect((await s.store.history('video'))[0]).toMatchObject({ action: 'rolled_back', reason: 'zurück' });
    await expect(s.rollback.execute(OPERATOR, 'video', 9, undefined, null)).rejects.toMatchObject({
      code: 'FEATURE_FLAG_VERSION_NOT_FOUND',
    });
  });

  it('evaluates live flags for a context and notes when they were evaluated', async () => {
    const s = setup();
    await s.create.execute(OPERATOR, VIDEO, null);
    await s.create.execute(OPERATOR, { ...VIDEO, key: 'old' }, null);
    await s.remove.execute(OPERATOR, 'old', undefined, null);
    const all = await s.evaluate.all({ plan: 'scale', tenantId: 't' });
    expect(all).toEqual([expect.objectContaining({ key: 'video', value: true, reason: 'TARGETING_MATCH' })]);
    expect(s.store.evaluated.get('video')).toEqual(s.clock.now());
  });
});
