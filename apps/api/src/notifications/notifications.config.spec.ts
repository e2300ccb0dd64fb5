import { generateVAPIDKeys } from 'web-push';
import { ConfigError } from '../platform/config/config-section';
import { NOTIFICATION_CONFIG, vapidSubjectProblem } from './notifications.config';

describe('the notifications section (VAPID_*, PUSH_*)', () => {
  const keys = generateVAPIDKeys();
  const complete = {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:betrieb@example.de',
  };

  it('requires the key pair and a subject in production, generates keys elsewhere', () => {
    expect(() => NOTIFICATION_CONFIG.load({}, 'production')).toThrow(/required in production/);
    expect(NOTIFICATION_CONFIG.load(complete, 'production')).toMatchObject({
      vapid: { publicKey: keys.publicKey, privateKey: keys.privateKey },
      vapidSubject: 'mailto:betrieb@example.de',
    });
    expect(NOTIFICATION_CONFIG.load({}, 'development')).toEqual({});
  });

  it('refuses half a key pair and malformed keys', () => {
    expect(() => NOTIFICATION_CONFIG.load({ VAPID_PUBLIC_KEY: keys.publicKey }, 'development')).toThrow(
      ConfigError,
    );
    expect(() =>
      NOTIFICATION_CONFIG.load({ ...complete, VAPID_PRIVATE_KEY: 'short' }, 'development'),
    ).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('validates the subject at start: push services refuse placeholders (web-push#947)', () => {
    expect(vapidSubjectProblem('mailto:ops@foerdermittel.de')).toBeNull();
    expect(vapidSubjectProblem('https://foerdermittel.de/kontakt')).toBeNull();
    expect(vapidSubjectProblem('mailto:x@localhost')).toMatch(/localhost/);
    expect(vapidSubjectProblem('ops@foerdermittel.de')).toMatch(/mailto/);
    expect(() =>
      NOTIFICATION_CONFIG.load({ ...complete, VAPID_SUBJECT: 'mailto:x@localhost' }, 'production'),
    ).toThrow(/VAPID_SUBJECT/);
  });

  it('reads the allow-list, timeout and retention', () => {
    expect(
      NOTIFICATION_CONFIG.load(
        {
          PUSH_ALLOWED_HOSTS: 'fcm.googleapis.com, *.Notify.Windows.com',
          PUSH_TIMEOUT_MS: '5000',
          NOTIFICATIONS_FEED_RETENTION_HOURS: '48',
        },
        'development',
      ),
    ).toEqual({
      pushAllowedHosts: ['fcm.googleapis.com', '*.notify.windows.com'],
      pushTimeoutMs: 5000,
      feedRetentionHours: 48,
    });
  });
});
