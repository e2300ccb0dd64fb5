import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock, tenantIdOf } from '@libs/shared';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { LocalVideoStorage } from '../adapters/local-video-storage';
import { InMemoryVideoJobRepository } from '../testing/in-memory-video-job.repository';
import {
  DirectUnitOfWork,
  FixedVideoAvailability,
  FixedVideoTools,
  InMemoryVideoSources,
  RecordingOutboundEvents,
  RecordingTenantJobs,
  ScriptedVideoRenderer,
} from '../testing/video-fakes';
import { CleanupVideoFiles } from './cleanup-video-files.use-case';
import { CreateVideoJob, type CreateVideoJobCommand } from './create-video-job.use-case';
import { DownloadLinks } from './download-links';
import { VideoDownloads } from './open-video-download.use-case';
import { MAX_RENDER_ATTEMPTS, RenderVideoJob } from './render-video-job.use-case';
import { renderLeaseSeconds, VIDEO_DEFAULTS } from './video-settings';

const tenantId = tenantIdOf('3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b');
const scope = { tenantId, sandbox: false };
const command = (key: string | null = null): CreateVideoJobCommand => ({
  templateId: 'program-explainer',
  inputs: { programId: 'p-1' },
  options: { narration: true, captions: true, aspect: '16:9' },
  idempotencyKey: key,
});

describe('video use cases', () => {
  let dir: string;
  let work: string;
  let jobs: InMemoryVideoJobRepository;
  let availability: FixedVideoAvailability;
  let tools: FixedVideoTools;
  let sources: InMemoryVideoSources;
  let queue: RecordingTenantJobs;
  let renderer: ScriptedVideoRenderer;
  let storage: LocalVideoStorage;
  let events: RecordingOutboundEvents;
  let clock: FixedClock;
  let create: CreateVideoJob;
  let render: RenderVideoJob;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fm-video-uc-'));
    work = mkdtempSync(join(tmpdir(), 'fm-video-uc-work-'));
    jobs = new InMemoryVideoJobRepository();
    availability = new FixedVideoAvailability({
      plan: 'developer',
      allowed: true,
      monthlyRenders: 2,
      retentionDays: 7,
    });
    tools = new FixedVideoTools();
    sources = new InMemoryVideoSources();
    queue = new RecordingTenantJobs();
    renderer = new ScriptedVideoRenderer();
    storage = new LocalVideoStorage(dir);
    events = new RecordingOutboundEvents();
    clock = new FixedClock(new Date('2026-11-23T10:00:00Z'));
    const uow = new DirectUnitOfWork();
    create = new CreateVideoJob(
      jobs,
      availability,
      tools,
      sources,
      uow,
      queue as unknown as TenantJobs,
      clock,
      renderLeaseSeconds({ ...VIDEO_DEFAULTS, renderTimeoutSeconds: 120 }),
    );
    render = new RenderVideoJob(jobs, sources, renderer, storage, availability, events, uow, clock, work);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('queues one render per Idempotency-Key, however often the request comes', async () => {
    const first = await create.execute(scope, command('k-1'));
    const again = await create.execute(scope, command('k-1'));
    expect([first.created, again.created, again.job.id]).toEqual([true, false, first.job.id]);
    expect(queue.enqueued).toHaveLength(1);
    expect(queue.enqueued[0]!.options?.expireInSeconds).toBe(180);
  });

  it('counts renders per month against the plan, refuses Free, and answers 503 without the tools', async () => {
    await create.execute(scope, command());
    await create.execute(scope, command());
    await expect(create.execute(scope, command())).rejects.toMatchObject({
      code: 'VIDEO_RENDER_LIMIT_REACHED',
    });
    clock.set(new Date('2026-12-01T00:00:00Z')); // a new month, a new allowance
    await expect(create.execute(scope, command())).resolves.toMatchObject({ created: true });
    availability.allowance = { plan: 'free', allowed: false, monthlyRenders: 0, retentionDays: 0 };
    await expect(create.execute(scope, command())).rejects.toMatchObject({ code: 'VIDEO_NOT_IN_PLAN' });
    tools.found = { ffmpeg: true, espeak: false, fonts: true };
    await expect(create.execute(scope, command())).rejects.toMatchObject({
      code: 'VIDEO_UNAVAILABLE',
      details: { missing: ['espeak'] },
    });
  });

  it('refuses an unknown program before queueing anything', async () => {
    await expect(
      create.execute(scope, { ...command(), inputs: { programId: 'nope' } }),
    ).rejects.toMatchObject({ code: 'VIDEO_SOURCE_NOT_FOUND' });
    expect(queue.enqueued).toHaveLength(0);
  });

  it('finishes a render that crashed on the next delivery of its queue job, and never renders it again', async () => {
    const { job } = await create.execute(scope, command());
    renderer.next = 'crash';
    await expect(render.execute(tenantId, job.id)).rejects.toThrow('worker died');
    expect((await jobs.findById(scope, job.id))!.state).toBe('rendering');
    expect(await storage.list('')).toEqual([]); // nothing visible from the crashed attempt

    renderer.next = 'ok';
    await render.execute(tenantId, job.id);
    const done = (await jobs.findById(scope, job.id))!;
    expect([done.state, done.progress, done.attempts, done.durationSec]).toEqual(['succeeded', 1, 2, 8]);
    expect(done.filesExpireAt).toEqual(new Date('2026-11-30T10:00:00Z'));
    expect((await storage.list('')).sort()).toEqual(
      ['captions.vtt', 'poster.jpg', 'video.mp4'].map((f) => `${tenantId}/${job.id}/${f}`),
    );
    expect(events.published.map((e) => e.event.type)).toEqual(['video.succeeded']);

    await render.execute(tenantId, job.id); // a replayed queue job
    expect(renderer.renders).toBe(2);
  });

  it('takes a render job for abandoned after its time limit + 60 s, or after the lease a test sets', () => {
    expect(renderLeaseSeconds({ ...VIDEO_DEFAULTS, renderTimeoutSeconds: 300 })).toBe(360);
    expect(renderLeaseSeconds({ ...VIDEO_DEFAULTS, renderLeaseSeconds: 8 })).toBe(8);
  });

  it('clears the working folder a killed worker left behind, and its own when done', async () => {
    const { job } = await create.execute(scope, command());
    // What a worker killed mid-render leaves on this machine: its folder with half a video.
    const left = join(work, `fm-render-${job.id}`);
    mkdirSync(left);
    writeFileSync(join(left, 'video.part.mp4'), 'half');
    await render.execute(tenantId, job.id);
    expect((await jobs.findById(scope, job.id))!.state).toBe('succeeded');
    expect(existsSync(left)).toBe(false);
    expect(readdirSync(work)).toEqual([]);
  });

  it('fails with a German reason and a video.failed event, and gives up after repeated crashes', async () => {
    const failing = (await create.execute(scope, command())).job;
    renderer.next = 'fail';
    await render.execute(tenantId, failing.id);
    const failed = (await jobs.findById(scope, failing.id))!;
    expect([failed.state, failed.failureReason]).toEqual([
      'failed',
      'Das Video konnte nicht erzeugt werden (ffmpeg-Fehler).',
    ]);
    expect(events.published.map((e) => e.event.type)).toEqual(['video.failed']);

    const crashing = (await create.execute(scope, command())).job;
    renderer.next = 'crash';
    for (let i = 0; i < MAX_RENDER_ATTEMPTS; i++)
      await expect(render.execute(tenantId, crashing.id)).rejects.toThrow();
    await render.execute(tenantId, crashing.id);
    expect((await jobs.findById(scope, crashing.id))!.failureReason).toMatch(/mehrfach abgebrochen/);
  });

  it('deletes files after the retention, and orphans of failed renders after a grace', async () => {
    const { job } = await create.execute(scope, command());
    await render.execute(tenantId, job.id);
    const cleanup = new CleanupVideoFiles(jobs, storage, clock);
    expect(await cleanup.execute()).toEqual({ deletedJobs: 0 });
    clock.set(new Date('2026-11-30T10:00:01Z'));
    expect(await cleanup.execute()).toEqual({ deletedJobs: 1 });
    expect(await storage.list('')).toEqual([]);
    expect((await jobs.findById(scope, job.id))!.filesDeletedAt).toEqual(clock.now());
    expect(await cleanup.execute()).toEqual({ deletedJobs: 0 });
  });

  it('hands out the same links for a window, serves them until they expire, and not once the files are gone', async () => {
    const { job } = await create.execute(scope, command());
    await render.execute(tenantId, job.id);
    const downloads = new VideoDownloads(new DownloadLinks(Buffer.alloc(32, 9)), jobs, storage, clock, 900);
    const done = (await jobs.findById(scope, job.id))!;
    const links = downloads.linksFor(done)!;
    clock.set(new Date('2026-11-23T10:05:00Z'));
    expect(downloads.linksFor(done)).toEqual(links);
    const lifetime = (Date.parse(links.linksExpireAt) - Date.parse('2026-11-23T10:00:00Z')) / 1000;
    expect(lifetime).toBeGreaterThanOrEqual(900);
    expect(lifetime).toBeLessThanOrEqual(1800);
    const token = links.video.split('/').pop()!;
    const served = await downloads.open(token);
    served.file.body.destroy();
    expect(served.contentType).toBe('video/mp4');
    clock.set(new Date(links.linksExpireAt));
    await expect(downloads.open(token)).rejects.toMatchObject({ code: 'VIDEO_LINK_EXPIRED' });
    clock.set(new Date('2026-11-23T10:05:00Z'));
    await jobs.filesDeleted(tenantId, job.id, clock.now());
    await expect(downloads.open(token)).rejects.toMatchObject({ code: 'VIDEO_LINK_EXPIRED' });
    await expect(
      // A middle character: the last one of a 74-character token carries padding bits, which decode alike.
      downloads.open(`${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`),
    ).rejects.toMatchObject({
      code: 'VIDEO_LINK_INVALID',
    });
  });
});
