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

  it('takes port 443 only, unless an allow-list entry names its port (a loopback push service in tests)', () => {
    expect(rejectPushEndpoint('https://fcm.googleapis.com:443/fcm/send/abc', HOSTS, noSsrf)).toBeNull();
    expect(rejectPushEndpoint('https://fcm.googleapis.com:6379/fcm/send/abc', HOSTS, noSsrf)).toBe(
      'port_not_allowed',
    );
    expect(rejectPushEndpoint('https://wns2-db5p.notify.windows.com:8443/w/?token=x', HOSTS, noSsrf)).toBe(
      'port_not_allowed',
    );
    const loopback = ['127.0.0.1:4567'];
    expect(rejectPushEndpoint('http://127.0.0.1:4567/push/1', loopback, noSsrf)).toBeNull();
    expect(rejectPushEndpoint('http://127.0.0.1:4568/push/1', loopback, noSsrf)).toBe('port_not_allowed');
    expect(rejectPushEndpoint('http://127.0.0.1/push/1', loopback, noSsrf)).toBe('port_not_allowed');
  });
});
