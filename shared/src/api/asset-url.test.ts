import { configureApi, getApiBaseUrl } from './api-client';
import { apiAssetUrl } from './asset-url';

describe('apiAssetUrl', () => {
  const original = getApiBaseUrl();
  afterEach(() => configureApi({ baseUrl: original }));

  it('resolves an API image path against the configured API host', () => {
    configureApi({ baseUrl: 'https://api.example.com/' });
    expect(apiAssetUrl('/api/v1/images/products/ryzen.svg')).toBe(
      'https://api.example.com/api/v1/images/products/ryzen.svg',
    );
    expect(apiAssetUrl('api/v1/images/slides/1.svg')).toBe(
      'https://api.example.com/api/v1/images/slides/1.svg',
    );
  });

  it('takes an explicit base URL', () => {
    expect(apiAssetUrl('/x.svg', 'http://localhost:4100')).toBe('http://localhost:4100/x.svg');
  });

  it.each([
    'https://cdn.example.com/a.png',
    'http://localhost:4000/a.png',
    'data:image/svg+xml,%3Csvg%3E',
    'blob:http://localhost/123',
    '//cdn.example.com/a.png',
    '',
  ])('leaves %j unchanged', (url) => {
    expect(apiAssetUrl(url, 'http://api')).toBe(url);
  });
});
