import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox } from './search-box';

function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(initialPath = '/') {
  render(
    <MemoryRouter initialEntries={[initialPath]}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('searchbox', { name: 'Search products' });
}

const location = () => screen.getByTestId('location').textContent;

/** Types the text and presses Enter (the form submits, as a browser does on Enter). */
function search(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  const form = input.closest('form');
  if (!form) throw new Error('the search box has no form');
  fireEvent.submit(form);
}

describe('SearchBox', () => {
  it('keeps what was typed when the header swaps one box for another (remote loading, then failed)', () => {
    const first = renderSearch('/about');
    fireEvent.change(first, { target: { value: 'ssd' } });
    document.body.innerHTML = '';
    const second = renderSearch('/about');
    expect(second).toHaveValue('ssd');
    const form = second.closest('form');
    if (!form) throw new Error('the search box has no form');
    fireEvent.submit(form);
    expect(location()).toBe('/search?q=ssd');
  });

  it("keeps words typed into the server's box before the page was live, through the swap", () => {
    const tree = (
      <MemoryRouter initialEntries={['/about']}>
        <SearchBox />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    // The shopper types while the page's code is still on its way: no React handler yet.
    const served = container.querySelector('input');
    if (!served) throw new Error('the server sent no search box');
    served.value = 'nvme';
    const hydrated = render(tree, { container, hydrate: true });
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('nvme');
    // The catalog's box failed to load: the header mounts the shell's box again.
    hydrated.unmount();
    container.remove();
    const second = renderSearch('/about');
    expect(second).toHaveValue('nvme');
    const form = second.closest('form');
    if (!form) throw new Error('the search box has no form');
    fireEvent.submit(form);
    expect(location()).toBe('/search?q=nvme');
  });

  it('opens /search?q=<query> on Enter', () => {
    const input = renderSearch();
    search(input, 'rtx 4070');
    expect(location()).toBe('/search?q=rtx%204070');
  });

  it('encodes characters that would break the URL and trims the query', () => {
    const input = renderSearch();
    search(input, '  M.2 SSD & NVMe #1/2?  ');
    expect(location()).toBe(`/search?q=${encodeURIComponent('M.2 SSD & NVMe #1/2?')}`);
    expect(new URLSearchParams(location()?.split('?')[1]).get('q')).toBe('M.2 SSD & NVMe #1/2?');
  });

  it('searches with the button too', () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'ryzen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=ryzen');
  });

  it.each(['', '   ', '\t \n'])('does not navigate for the empty query %j', (text) => {
    const input = renderSearch('/about');
    search(input, text);
    expect(location()).toBe('/about');
  });

  it('shows the query of the results page it is opened on', () => {
    const input = renderSearch('/search?q=gaming%20mouse');
    expect(input).toHaveValue('gaming mouse');
  });

  it('keeps the typed text after searching', () => {
    const input = renderSearch();
    search(input, 'monitor');
    expect(location()).toBe('/search?q=monitor');
    expect(input).toHaveValue('monitor');
  });

  it('a second search replaces the query', async () => {
    const input = renderSearch();
    search(input, 'monitor');
    await act(async () => undefined);
    search(input, 'keyboard');
    expect(location()).toBe('/search?q=keyboard');
  });
});
