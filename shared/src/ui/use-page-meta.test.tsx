import { render } from '@testing-library/react';
import { SITE_NAME, pageTitle, usePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

afterEach(() => {
  document.title = '';
  document.querySelector('meta[name="description"]')?.remove();
});

describe('pageTitle', () => {
  it('puts the page name first and the shop after a middle dot', () => {
    expect(SITE_NAME).toBe('Circuit Haat');
    expect(pageTitle('My Orders')).toBe('My Orders · Circuit Haat');
    expect(pageTitle('Search: rtx 4070')).toBe('Search: rtx 4070 · Circuit Haat');
  });

  it('trims the name and leaves a blank one out', () => {
    expect(pageTitle('  Checkout ')).toBe('Checkout · Circuit Haat');
    expect(pageTitle('')).toBe('Circuit Haat');
    expect(pageTitle('   ')).toBe('Circuit Haat');
  });
});

describe('usePageMeta', () => {
  it('sets the title in the pattern and follows the page as it changes', () => {
    const { rerender } = render(<Page title="Laptops" />);
    expect(document.title).toBe('Laptops · Circuit Haat');
    rerender(<Page title="Category not found" />);
    expect(document.title).toBe('Category not found · Circuit Haat');
  });

  it('writes one meta description when given one', () => {
    const { rerender } = render(<Page title="About Us" description="Who we are." />);
    rerender(<Page title="About Us" description="Who we are, again." />);
    const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.content).toBe('Who we are, again.');
  });
});
