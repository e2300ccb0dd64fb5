import { ConfigError } from '../platform/config/config-section';
import { VIDEO_CONFIG } from './video.config';

describe('the video section', () => {
  const key = `${'A'.repeat(43)}=`;

  it('reads storage, link and render settings', () => {
    expect(
      VIDEO_CONFIG.load(
        {
          VIDEO_STORAGE_DIR: '/data/video',
          VIDEO_LINK_SECRET: key,
          VIDEO_LINK_TTL_SECONDS: '600',
          VIDEO_SHORT_SIDE: '360',
          VIDEO_WORK_DIR: '/var/tmp/render',
        },
        'development',
      ),
    ).toEqual({
      storage: 'local',
      s3: null,
      linkSecret: key,
      storageDir: '/data/video',
      linkTtlSeconds: 600,
      shortSide: 360,
      workDir: '/var/tmp/render',
    });
  });

  it.each([
    [{ VIDEO_STORAGE: 'ftp' }],
    [{ VIDEO_STORAGE_DIR: '/data/video;rm' }], // paths reach ffmpeg arguments: plain characters only
    [{ VIDEO_LINK_SECRET: 'short' }],
    [{ VIDEO_LINK_TTL_SECONDS: '5' }],
    [{ VIDEO_FPS: 'fast' }],
  ])('refuses %j', (env) => {
    expect(() => VIDEO_CONFIG.load(env, 'development')).toThrow(ConfigError);
  });

  it('requires the link secret in production and the bucket settings with S3', () => {
    expect(() => VIDEO_CONFIG.load({}, 'production')).toThrow(/VIDEO_LINK_SECRET is required/);
    expect(() => VIDEO_CONFIG.load({ VIDEO_STORAGE: 's3', VIDEO_S3_BUCKET: 'b' }, 'development')).toThrow(
      /VIDEO_S3_ENDPOINT is required/,
    );
    const s3 = VIDEO_CONFIG.load(
      {
        VIDEO_STORAGE: 's3',
        VIDEO_S3_ENDPOINT: 'https://s3.example',
        VIDEO_S3_BUCKET: 'b',
        VIDEO_S3_ACCESS_KEY_ID: 'id',
        VIDEO_S3_SECRET_ACCESS_KEY: 'secret',
      },
      'development',
    );
    expect(s3.s3).toEqual({
      endpoint: 'https://s3.example',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });
});
