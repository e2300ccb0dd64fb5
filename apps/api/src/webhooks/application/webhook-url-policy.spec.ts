import { rejectWebhookUrl } from './webhook-url-policy';

const strict = { allowHttp: false, allowPrivateAddresses: false };

describe('rejectWebhookUrl', () => {
  it.each([
    ['https://hooks.example.com/in', strict, null],
    ['http://hooks.example.com/in', strict, 'scheme_not_allowed'],
    ['http://hooks.example.com/in', { ...strict, allowHttp: true }, null],
    ['ftp://hooks.example.com/in', { ...strict, allowHttp: true }, 'scheme_not_allowed'],
    ['https://user:pw@hooks.example.com/', strict, 'credentials_in_url'],
    ['https://127.0.0.1/in', strict, 'address_not_allowed'],
    ['https://169.254.169.254/latest', strict, 'address_not_allowed'],
    ['https://[::ffff:7f00:1]/in', strict, 'address_not_allowed'],
    ['https://localhost:8443/in', strict, 'address_not_allowed'],
    ['https://intranet/in', strict, 'address_not_allowed'],
    ['https://127.0.0.1/in', { ...strict, allowPrivateAddresses: true }, null],
    ['not a url', strict, 'invalid_url'],
  ])('%s with %j -> %s', (url, options, expected) => {
    expect(rejectWebhookUrl(url, options)).toBe(expected);
  });
});
