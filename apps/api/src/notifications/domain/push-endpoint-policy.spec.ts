import { isAllowedPushHost, rejectPushEndpoint } from './push-endpoint-policy';

const HOSTS = ['fcm.googleapis.com', '*.notify.windows.com'];
const noSsrf = () => null;

describe('push endpoint policy', () => {
  it('matches exact hosts and wildcard subdomains only', () => {
    expect(isAllowedPushHost('fcm.googleapis.com', HOSTS)).toBe(true);
    expect(isAllowedPushHost('FCM.googleapis.com', HOSTS)).toBe(true);
    expect(isAllowedPushHost('wns2-db5p.notify.windows.com', HOSTS)).toBe(true);
    expect(isAllowedPushHost('notify.windows.com', HOSTS)).toBe(false);
    expect(isAllowedPushHost('evilnotify.windows.com', HOSTS)).toBe(false);
    expect(isAllowedPushHost('fcm.googleapis.com.evil.example', HOSTS)).toBe(false);
  });

  it('refuses unknown services, malformed URLs and what the SSRF guard refuses', () => {
    expect(rejectPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', HOSTS, noSsrf)).toBeNull();
    expect(rejectPushEndpoint('https://push.example.com/abc', HOSTS, noSsrf)).toBe('unknown_push_service');
    expect(rejectPushEndpoint('not a url', HOSTS, noSsrf)).toBe('invalid_url');
    expect(rejectPushEndpoint('http://fcm.googleapis.com/x', HOSTS, () => 'scheme_not_allowed')).toBe(
      'scheme_not_allowed',
    );
  });
});
