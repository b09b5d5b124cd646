import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '@shop/shared/testing';
import { resetPage } from '../../testing/catalog-fixtures';
import { LocationDisplay } from '../../testing/render';
import SearchBoxWidget from '../../widgets/search-box';
import { SUGGEST_DEBOUNCE_MS } from './use-suggestions';

const SUGGESTIONS = ['A', 'B', 'C', 'D', 'E', 'F'].map((x) => ({
  name: `Ryzen ${x}`,
  slug: `ryzen-${x.toLowerCase()}`,
}));

function setup(initial = '/') {
  const api = fakeApi({
    '/api/v1/products/suggest': { status: 200, body: { items: SUGGESTIONS } },
  });
  render(
    <MemoryRouter initialEntries={[initial]}>
      <SearchBoxWidget />
      <LocationDisplay />
    </MemoryRouter>,
  );
  return { ...api, input: screen.getByRole('combobox', { name: 'Search products' }) };
}

const location = () => screen.getByTestId('location').textContent;

async function type(input: HTMLElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
  });
}

beforeEach(() => {
  resetPage();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('header SearchBox (docs/product.md D2)', () => {
  it('asks once typing pauses, and shows at most 5 suggestions', async () => {
    const { input, calls } = setup();
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'r' } });
    fireEvent.change(input, { target: { value: 'ry' } });
    fireEvent.change(input, { target: { value: 'ryz' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    });
    expect(calls).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('q')).toBe('ryz');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });

  it('moves through suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    const { input } = setup();
    await type(input, 'ryzen');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: 'Ryzen B' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'Ryzen E' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.submit(input.closest('form')!);
    expect(location()).toBe('/product/ryzen-e');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list', async () => {
    const { input } = setup();
    await type(input, 'ryzen');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('Enter on the text opens /search?q=', async () => {
    const { input } = setup('/about');
    await type(input, '  rtx 4070 ');
    fireEvent.submit(input.closest('form')!);
    expect(location()).toBe('/search?q=rtx%204070');
  });

  it('a click on a suggestion opens its product', async () => {
    const { input } = setup();
    await type(input, 'ryzen');
    fireEvent.click(screen.getByRole('option', { name: 'Ryzen C' }));
    expect(location()).toBe('/product/ryzen-c');
  });

  it('does not ask for a single character or an empty box, and ignores an empty Enter', async () => {
    const { input, calls } = setup('/about');
    await type(input, 'r');
    await type(input, '   ');
    expect(calls).toHaveLength(0);
    fireEvent.submit(input.closest('form')!);
    expect(location()).toBe('/about');
  });

  it('shows the query of the results page it is opened on', () => {
    const { input } = setup('/search?q=gaming%20mouse');
    expect(input).toHaveValue('gaming mouse');
  });
});

describe("taking over from the shell's plain box in the header", () => {
  it('keeps the words typed while it loaded, and the caret, so the shopper types on', () => {
    // The shell's form, shown in the header while this box loads; the shopper is typing.
    const header = document.createElement('header');
    header.innerHTML = '<form role="search"><input type="search" name="q" /></form>';
    document.body.appendChild(header);
    const plain = header.querySelector('input');
    if (!plain) throw new Error('no plain box');
    plain.value = 'nvme 2';
    plain.focus();

    const { input } = setup();
    header.remove();
    expect(input).toHaveValue('nvme 2');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'nvme 2tb' } });
    fireEvent.submit(input.closest('form')!);
    expect(location()).toBe('/search?q=nvme%202tb');
  });

  it('starts empty and leaves the caret alone when nothing was typed', () => {
    const { input } = setup();
    expect(input).toHaveValue('');
    expect(input).not.toHaveFocus();
  });
});
