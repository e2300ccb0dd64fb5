import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DownloadLinks } from '../../apps/api/src/video/application/download-links';
import { VideoSources } from '../../apps/api/src/video/application/video-sources.port';
import { programExplainerScript } from '../../apps/api/src/video/domain/video-script';
import { parseWebVtt } from '../../apps/api/src/video/domain/webvtt';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { ffprobeTool, narrate, npmFontDir } from '../support/test-tools';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

// Renders narrated videos for real through the job queue: about a minute per test on the shared machine.
jest.setTimeout(120_000);

const LINK_SECRET = Buffer.alloc(32, 7).toString('base64');
const PROGRAM = 'bafa-foerderung-unternehmensberatungen-kmu';
const explainer = { template: 'program-explainer', inputs: { programId: PROGRAM } };

interface Job {
  id: string;
  state: string;
  progress: number;
  error: string | null;
  durationSec: number | null;
  files: { video: string; poster: string; captions: string; linksExpireAt: string } | null;
}

/** A duration as ffprobe reads it from the file, of the container or of its first audio stream. */
const durationOf = (file: string, stream?: 'a:0'): number => {
  const what = stream
    ? ['-select_streams', stream, '-show_entries', 'stream=duration']
    : ['-show_entries', 'format=duration'];
  const out = execFileSync(ffprobeTool().path, ['-v', 'error', ...what, '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  });
  return Number(out.trim());
};

/** Binary bodies as Buffers (supertest leaves video/* and image/* unparsed otherwise). */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('Video: templates, jobs, rendering on the queue, signed downloads', () => {
  let t: TestApp;
  let dir: string;
  let a: TestTenant;
  let b: TestTenant;
  let receiver: WebhookReceiver;

  const waitFor = (tenant: TestTenant, id: string, states = ['succeeded', 'failed']) =>
    eventually(async () => {
      const res = await request(t.http).get(`/api/v2/video/jobs/${id}`).set(tenant.headers).expect(200);
      return states.includes((res.body as Job).state) ? (res.body as Job) : undefined;
    }, 60_000);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fm-video-e2e-'));
    receiver = await WebhookReceiver.start();
    t = await createTestApp({
      video: { storageDir: join(dir, 'store'), linkSecret: LINK_SECRET },
      webhooks: { allowHttp: true, allowPrivateAddresses: true },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
    a = await t.tenants.create({ scopes: ['api', 'admin'] });
    b = await t.tenants.create({ scopes: ['api', 'admin'] });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists both templates with their fields, limits, durations and both aspect ratios', async () => {
    const res = await request(t.http).get('/api/v2/video/templates').set(a.headers).expect(200);
    const items = res.body.items as {
      id: string;
      aspects: string[];
      fields: { name: string; required: boolean }[];
    }[];
    expect(items.map((i) => i.id)).toEqual(['program-explainer', 'calculation-summary']);
    for (const i of items) expect(i.aspects).toEqual(['16:9', '9:16']);
    expect(items[0]!.fields.find((f) => f.name === 'programId')!.required).toBe(true);
  });

  it('renders a program explainer once per Idempotency-Key; the files check out with ffprobe and WebVTT', async () => {
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(a.headers)
      .send({ url: receiver.url, eventTypes: ['video.succeeded'] })
      .expect(201);
    const send = () =>
      request(t.http)
        .post('/api/v2/video')
        .set(a.headers)
        .set('Idempotency-Key', 'explainer-1')
        .send(explainer);
    const first = await send().expect(202);
    expect(first.headers.location).toBe(`/api/v2/video/jobs/${first.body.id}`);
    expect(['queued', 'rendering']).toContain(first.body.state);
    const again = await send().expect(202);
    expect(again.body.id).toBe(first.body.id);

    const job = await waitFor(a, first.body.id as string);
    expect([job.state, job.error, job.progress]).toEqual(['succeeded', null, 1]);
    const list = await request(t.http).get('/api/v2/video').set(a.headers).expect(200);
    expect(list.body.total).toBe(1); // two requests, one job, one render

    const files = job.files!;
    const video = await request(t.http).get(files.video).buffer(true).parse(binary).expect(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const mp4 = join(dir, 'explainer.mp4');
    writeFileSync(mp4, video.body as Buffer);
    const probe = JSON.parse(
      execFileSync(ffprobeTool().path, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', mp4], {
        encoding: 'utf8',
      }),
    ) as {
      streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
      format: { duration: string };
    };
    const v = probe.streams.find((s) => s.codec_type === 'video')!;
    expect([v.codec_name, v.width, v.height]).toEqual(['h264', 320, 180]);
    expect(probe.streams.find((s) => s.codec_type === 'audio')!.codec_name).toBe('aac');

    const vtt = await request(t.http).get(files.captions).expect(200);
    const cues = parseWebVtt(vtt.text);
    // At least one cue a slide: a long narration is split into captions of 2 x 42 characters.
    expect(cues.length).toBeGreaterThanOrEqual(4);
    expect(cues.map((c) => c.text).join(' ')).toContain('Förderprogramm');
    // Each cue says what its slide's narration says (the script of the same catalogue program).
    const facts = await t.app.get(VideoSources).program({ tenantId: a.tenantId, sandbox: false }, PROGRAM);
    const slides = programExplainerScript(facts!);
    const words = (texts: string[]) => texts.join(' ').split(/\s+/);
    expect(words(cues.map((c) => c.text))).toEqual(words(slides.map((s) => s.narration)));
    // The narration measured apart from the render: eSpeak NG (the one the app takes: the system's, else its
    // WebAssembly build) speaks each slide again here and ffprobe times the WAVs; the MP4, its audio stream and
    // each cue last as long.
    const wavs = slides.map((slide, i) => {
      writeFileSync(join(dir, `narration-${i}.txt`), slide.narration);
      narrate(`narration-${i}.txt`, `narration-${i}.wav`, dir);
      return durationOf(join(dir, `narration-${i}.wav`));
    });
    const narration = wavs.reduce((sum, d) => sum + d, 0);
    expect(Math.abs(Number(probe.format.duration) - narration)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(durationOf(mp4, 'a:0') - narration)).toBeLessThanOrEqual(0.2);
    // Each slide's captions start as its WAV starts.
    wavs.reduce((start, wav) => {
      expect(cues.some((c) => Math.abs(c.startSec - start) <= 0.05)).toBe(true);
      return start + wav;
    }, 0);
    expect(Math.abs(job.durationSec! - narration)).toBeLessThanOrEqual(0.2);
    const poster = await request(t.http).get(files.poster).buffer(true).parse(binary).expect(200);
    expect((poster.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const event = await eventually(async () =>
      receiver.received
        .map((r) => JSON.parse(r.body) as { type: string; data: { jobId: string } })
        .find((e) => e.type === 'video.succeeded'),
    );
    expect(event.data.jobId).toBe(job.id);

    // The tenant's own sandbox credentials do not see its live jobs (ADR 0009).
    const sandbox = await request(t.http).post('/api/v2/developer/sandbox-token').set(a.headers).expect(200);
    const sandboxHeaders = { authorization: `Bearer ${sandbox.body.access_token as string}` };
    await request(t.http).get(`/api/v2/video/jobs/${job.id}`).set(sandboxHeaders).expect(404);
    expect((await request(t.http).get('/api/v2/video').set(sandboxHeaders).expect(200)).body.total).toBe(0);

    // Another tenant sees neither the job nor it in its list; the owner's link is refused once altered.
    await request(t.http).get(`/api/v2/video/jobs/${job.id}`).set(b.headers).expect(404);
    const theirs = await request(t.http).get('/api/v2/video').set(b.headers).expect(200);
    expect(theirs.body.total).toBe(0);
    const links = new DownloadLinks(Buffer.from(LINK_SECRET, 'base64'));
    const token = files.video.split('/').pop()!;
    const grant = links.verify(token)!;
    expect(grant.tenantId).toBe(a.tenantId);
    // Even a correctly signed link naming tenant B reads A's job under B's row-level security: nothing there.
    const asB = links.sign({ ...grant, tenantId: b.tenantId });
    await request(t.http).get(`/api/v2/video/downloads/${asB}`).expect(410);
    const raw = Buffer.from(token, 'base64url');
    raw[5]! ^= 1; // another tenant id without the server's key
    const refused = await request(t.http)
      .get(`/api/v2/video/downloads/${raw.toString('base64url')}`)
      .expect(403);
    expect(refused.body.code).toBe('VIDEO_LINK_INVALID');
    const expired = links.sign({ ...grant, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const gone = await request(t.http).get(`/api/v2/video/downloads/${expired}`).expect(410);
    expect(gone.body.code).toBe('VIDEO_LINK_EXPIRED');
  });

  it('renders a portrait calculation summary of the same tenant only', async () => {
    const calc = await request(t.http)
      .post('/api/v1/calculations')
      .set(a.headers)
      .send({
        programId: PROGRAM,
        projectBudgetEur: 3500,
        applicantProfile: {
          employeeCount: 12,
          revenueEur: 1_500_000,
          federalState: 'SN',
          industryCode: '62.01',
        },
      })
      .expect(200);
    const body = {
      template: 'calculation-summary',
      inputs: { calculationId: calc.body.calculationId as string },
      options: { narration: false, captions: true, aspect: '9:16' },
    };
    const notB = await request(t.http).post('/api/v2/video').set(b.headers).send(body).expect(404);
    expect(notB.body.code).toBe('VIDEO_SOURCE_NOT_FOUND');
    const created = await request(t.http).post('/api/v2/video').set(a.headers).send(body).expect(202);
    const job = await waitFor(a, created.body.id as string);
    expect(job.state).toBe('succeeded');
    const done = await request(t.http)
      .get('/api/v2/video')
      .query({ state: 'succeeded', limit: 1 })
      .set(a.headers)
      .expect(200);
    expect(done.body.items).toHaveLength(1);
    expect(done.body.total).toBe(2);
  });

  it('refuses bad input with issues, unknown programs with 404 and the Free plan with 403', async () => {
    const missing = await request(t.http)
      .post('/api/v2/video')
      .set(a.headers)
      .send({ template: 'program-explainer', inputs: {} })
      .expect(400);
    expect(missing.body.issues[0].path).toEqual(['inputs', 'programId']);
    await request(t.http)
      .post('/api/v2/video')
      .set(a.headers)
      .send({ template: 'kino', inputs: {} })
      .expect(400);
    await request(t.http)
      .post('/api/v2/video')
      .set(a.headers)
      .send({ ...explainer, options: { aspect: '4:3' } })
      .expect(400);
    const unknown = await request(t.http)
      .post('/api/v2/video')
      .set(a.headers)
      .send({ template: 'program-explainer', inputs: { programId: 'gibt-es-nicht' } })
      .expect(404);
    expect(unknown.body.code).toBe('VIDEO_SOURCE_NOT_FOUND');
    const free = await t.tenants.create({ plan: 'free' });
    const refused = await request(t.http).post('/api/v2/video').set(free.headers).send(explainer).expect(403);
    expect(refused.body.code).toBe('VIDEO_NOT_IN_PLAN');
  });
});

describe('Video over its render time limit', () => {
  let t: TestApp;
  let dir: string;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fm-video-limit-e2e-'));
    receiver = await WebhookReceiver.start();
    t = await createTestApp({
      // Far below any narrated render; the lease stays long so the queue does not hand the job out again.
      video: { storageDir: join(dir, 'store'), renderTimeoutSeconds: 0.05, renderLeaseSeconds: 60 },
      webhooks: { allowHttp: true, allowPrivateAddresses: true },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails the job at once with the German reason and `video.failed`, and keeps no file', async () => {
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(t.headers)
      .send({ url: receiver.url, eventTypes: ['video.failed'] })
      .expect(201);
    const created = await request(t.http).post('/api/v2/video').set(t.headers).send(explainer).expect(202);
    const reason = 'Das Rendern hat das Zeitlimit von 0,05 s überschritten.';
    const job = await eventually(async () => {
      const res = await request(t.http)
        .get(`/api/v2/video/jobs/${created.body.id}`)
        .set(t.headers)
        .expect(200);
      return ['succeeded', 'failed'].includes((res.body as Job).state) ? (res.body as Job) : undefined;
    }, 60_000);
    expect([job.state, job.error, job.files]).toEqual(['failed', reason, undefined]);
    const event = await eventually(async () =>
      receiver.received
        .map((r) => JSON.parse(r.body) as { type: string; data: { jobId: string; reason: string } })
        .find((e) => e.type === 'video.failed'),
    );
    expect(event.data).toMatchObject({ jobId: job.id, reason });
    const stored = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(stored).toEqual([]);
  });
});

describe('Video on a server without ffmpeg', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fm-video-no-ffmpeg-'));
    // Without the npm fallback too (VIDEO_NPM_TOOLS=false): only then is a tool really missing. eSpeak NG and
    // the fonts are there: a stand-in that answers --version and the DejaVu faces of dejavu-fonts-ttf.
    const espeak = join(dir, 'espeak-ng');
    writeFileSync(espeak, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    t = await createTestApp({
      video: {
        ffmpegPath: '/nonexistent/ffmpeg',
        espeakPath: espeak,
        fontDir: npmFontDir(),
        npmTools: false,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts, answers 503 VIDEO_UNAVAILABLE on the video routes, and readiness reports the capability', async () => {
    const res = await request(t.http).get('/api/v2/video/templates').set(t.headers).expect(503);
    expect(res.body.code).toBe('VIDEO_UNAVAILABLE');
    const post = await request(t.http).post('/api/v2/video').set(t.headers).send(explainer).expect(503);
    expect(post.body.details).toEqual({ missing: ['ffmpeg'] });
    const ready = await request(t.http).get('/health/ready').expect(200);
    expect(ready.body.info.video).toMatchObject({
      status: 'up',
      available: false,
      ffmpeg: false,
      espeak: true,
    });
  });
});

describe('Video from npm alone: the Debian tools out of reach', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fm-video-npm-'));
    t = await createTestApp({
      video: {
        storageDir: join(dir, 'store'),
        linkSecret: LINK_SECRET,
        ffmpegPath: '/nonexistent/ffmpeg',
        espeakPath: '/nonexistent/espeak-ng',
        fontDir: '/nonexistent/fonts',
      },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports the npm tools at readiness and renders a narrated video: H.264 + AAC', async () => {
    const ready = await request(t.http).get('/health/ready').expect(200);
    expect(ready.body.info.video).toMatchObject({
      available: true,
      sources: { ffmpeg: 'npm', espeak: 'wasm', fonts: 'npm' },
    });
    const created = await request(t.http).post('/api/v2/video').set(t.headers).send(explainer).expect(202);
    const job = await eventually(async () => {
      const res = await request(t.http)
        .get(`/api/v2/video/jobs/${created.body.id}`)
        .set(t.headers)
        .expect(200);
      return ['succeeded', 'failed'].includes((res.body as Job).state) ? (res.body as Job) : undefined;
    }, 60_000);
    expect([job.state, job.error]).toEqual(['succeeded', null]);
    const video = await request(t.http).get(job.files!.video).buffer(true).parse(binary).expect(200);
    const mp4 = join(dir, 'npm.mp4');
    writeFileSync(mp4, video.body as Buffer);
    const streams = JSON.parse(
      execFileSync(ffprobeTool().path, ['-v', 'error', '-show_streams', '-of', 'json', mp4], {
        encoding: 'utf8',
      }),
    ) as { streams: { codec_type: string; codec_name: string }[] };
    expect(streams.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual([
      'audio:aac',
      'video:h264',
    ]);
    expect(durationOf(mp4, 'a:0')).toBeGreaterThan(3);
  });
});
