import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { VideoStorage } from '../application/video-storage.port';
import { FakeS3Server } from '../testing/fake-s3-server';
import { LocalVideoStorage } from './local-video-storage';
import { S3VideoStorage } from './s3-video-storage';

const T = '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const J = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

/** The same contract for both adapters: put, open, list by prefix, remove; keys outside the scheme refused. */
describe.each(['local', 's3'] as const)('%s video storage', (kind) => {
  let dir: string;
  let s3: FakeS3Server | undefined;
  let storage: VideoStorage;
  let source: string;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fm-video-store-'));
    source = join(dir, 'source.vtt');
    writeFileSync(source, 'WEBVTT\n\nÄrger über Umlaute\n');
    if (kind === 'local') {
      storage = new LocalVideoStorage(join(dir, 'root'));
    } else {
      s3 = new FakeS3Server('videos', 'AKIDTEST', 'geheim');
      const endpoint = await s3.start();
      storage = new S3VideoStorage({
        endpoint,
        bucket: 'videos',
        region: 'eu-central-1',
        accessKeyId: 'AKIDTEST',
        secretAccessKey: 'geheim',
      });
    }
  });
  afterEach(async () => {
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores, lists, serves and removes a file', async () => {
    const key = `${T}/${J}/captions.vtt`;
    await storage.put(key, source, 'text/vtt; charset=utf-8');
    expect(await storage.list(`${T}/`)).toEqual([key]);
    expect(await storage.list('00000000')).toEqual([]);
    const file = (await storage.open(key))!;
    expect(await text(file.body)).toBe('WEBVTT\n\nÄrger über Umlaute\n');
    expect(file.size).toBe(Buffer.byteLength('WEBVTT\n\nÄrger über Umlaute\n'));
    await storage.remove([key]);
    expect(await storage.open(key)).toBeNull();
    expect(await storage.list('')).toEqual([]);
    if (kind === 'local') expect(readdirSync(join(dir, 'root'))).toEqual([]); // empty folders go too
  });

  if (kind === 'local') {
    it('leaves no half copy behind: a retried put replaces it, a remove takes it along', async () => {
      const key = `${T}/${J}/video.mp4`;
      const job = join(dir, 'root', T, J);
      // What a worker killed mid-copy leaves: the temporary file, never the file itself.
      mkdirSync(job, { recursive: true });
      writeFileSync(join(job, 'video.mp4.part'), 'half');
      expect(await storage.list('')).toEqual([]);
      await storage.put(key, source, 'video/mp4');
      expect(readdirSync(job)).toEqual(['video.mp4']);
      writeFileSync(join(job, 'video.mp4.part'), 'half');
      await storage.remove([key]);
      expect(readdirSync(join(dir, 'root'))).toEqual([]);
    });
  }

  it('refuses keys outside <tenant>/<job>/<file>', async () => {
    await expect(storage.put('../etc/passwd', source, 'text/plain')).rejects.toThrow(
      /invalid video storage key/,
    );
    await expect(storage.open(`${T}/../../x.mp4`)).rejects.toThrow(/invalid video storage key/);
  });
});

describe('S3 video storage against a fake that checks signatures', () => {
  it('is refused with a wrong secret', async () => {
    const s3 = new FakeS3Server('videos', 'AKIDTEST', 'geheim');
    const endpoint = await s3.start();
    try {
      const wrong = new S3VideoStorage({
        endpoint,
        bucket: 'videos',
        region: 'eu-central-1',
        accessKeyId: 'AKIDTEST',
        secretAccessKey: 'falsch',
      });
      await expect(wrong.list('')).rejects.toThrow('S3 list: 403');
    } finally {
      await s3.close();
    }
  });
});
