import { serializeRequest } from '../../src/lib/log-serializers';

test('a guest order token in the query string never reaches the log line', () => {
  const line = serializeRequest({
    method: 'GET',
    url: '/api/v1/orders/CH-1?token=s3cr3t-token&x=1',
    hostname: 'localhost',
    ip: '127.0.0.1',
  });
  expect(line.url).toBe('/api/v1/orders/CH-1?token=[redacted]&x=1');
  expect(JSON.stringify(line)).not.toContain('s3cr3t');
});

test('other query parameters are logged as they are', () => {
  expect(
    serializeRequest({ method: 'GET', url: '/api/v1/products/search?q=ryzen&page=2' }).url,
  ).toBe('/api/v1/products/search?q=ryzen&page=2');
});
