import { act, render, screen } from '@testing-library/react';
import { getBus, shopLocale, usePageMeta } from '@shop/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from './remote-page';
import { SharedVersionRefusal } from './shared-version-report';

// The federation runtime is the boundary to the remotes' servers: here it hands over a
// remote module made in the test, or fails as a remote that is down does.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

function CategoryPage() {
  usePageMeta('Laptops');
  return <h1>Laptops</h1>;
}

beforeEach(() => {
  document.title = 'About Us · Circuit Haat';
  load.mockReset();
});

describe('RemotePage titles', () => {
  it('names the page while its remote loads, then the page names itself', async () => {
    let deliver: (module: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (deliver = resolve)));

    render(<RemotePage remote="catalog" page="category" />);
    expect(document.title).toBe('Category · Circuit Haat');

    await act(async () => deliver({ pages: { category: CategoryPage } }));
    await screen.findByRole('heading', { name: 'Laptops' });
    expect(document.title).toBe('Laptops · Circuit Haat');

    // Opened again with the remote already loaded: the page's own title still wins.
    document.title = 'About Us · Circuit Haat';
    render(<RemotePage remote="catalog" page="category" />);
    await screen.findAllByRole('heading', { name: 'Laptops' });
    expect(document.title).toBe('Laptops · Circuit Haat');
  });

  it("never keeps the previous page's title when the remote is down", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('remote cart is down'));

    render(<RemotePage remote="cart" page="orders" />);

    await screen.findByText('This part of the shop could not be loaded.');
    expect(document.title).toBe('My Orders · Circuit Haat');
  });

  it("says in the page's language that a remote built for another major cannot be shown", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getBus().publish(shopLocale, { locale: 'ja' });
    load.mockRejectedValue(
      new SharedVersionRefusal({
        name: 'react-router-dom',
        version: '7.18.5',
        requiredVersion: '^6.30.1',
        from: 'pcBuilder',
        refused: true,
      }),
    );
    try {
      render(<RemotePage remote="pcBuilder" page="builder" />);
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(
        'この部分は更新中のため、ただいま表示できません。ほかの機能はいつもどおりご利用いただけます。',
      );
      expect(notice.getAttribute('data-remote-refused')).toBe('react-router-dom');
      expect(screen.getByRole('button', { name: '再試行' })).toBeTruthy();
    } finally {
      getBus().publish(shopLocale, { locale: 'en' });
    }
  });
});
