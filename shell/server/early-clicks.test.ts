import { EARLY_CLICKS_SCRIPT } from './early-clicks';

// A press before the page's code arrived is kept and given back once the page is live,
// also when the part holding the control was rendered again meanwhile.

type ShopWindow = Window & { __shopReplayClicks?: () => void };

/** What React leaves on an element it hydrates: its fiber, up to the root (tag 3). */
function fiberOf(element: Element, flags: number) {
  const root = { tag: 3, flags: 0, return: null };
  const boundary = { tag: 22, flags, return: root };
  Object.assign(element, { __reactFiber$test: { tag: 5, flags: 0, return: boundary } });
}

/** Its part is hydrated and committed. */
function live(element: Element) {
  fiberOf(element, 0);
}

/** Its part is being hydrated: rendered, not committed yet (React's Hydrating flag). */
function rendering(element: Element) {
  fiberOf(element, 4096);
}

function brandBox(brand: string) {
  const label = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.name = 'brand';
  box.value = brand;
  label.append(box, brand);
  return { label, box };
}

function replay() {
  (window as ShopWindow).__shopReplayClicks?.();
}

// Each test runs the script on a page of its own: the listeners an earlier test's script
// left on the document are taken off again.
const added: [string, EventListenerOrEventListenerObject, boolean | undefined][] = [];

beforeEach(() => {
  document.body.innerHTML = '';
  const add = document.addEventListener.bind(document);
  const spy = jest
    .spyOn(document, 'addEventListener')
    .mockImplementation((type, listener, options) => {
      added.push([type, listener, options as boolean | undefined]);
      add(type, listener, options);
    });
  new Function(EARLY_CLICKS_SCRIPT)();
  spy.mockRestore();
});

afterEach(() => {
  for (const [type, listener, options] of added.splice(0)) {
    document.removeEventListener(type, listener, options);
  }
  jest.useRealTimers();
});

test('a brand pressed before load is ticked once the page is live, not before', () => {
  const { label, box } = brandBox('Asus');
  document.body.append(label);
  const changes: boolean[] = [];
  box.addEventListener('click', () => changes.push(box.checked));
  box.click();
  expect(box.checked).toBe(false);
  expect(document.documentElement.getAttribute('data-early-clicks')).toBe('1');
  live(box);
  replay();
  expect(box.checked).toBe(true);
  expect(changes).toEqual([true]);
  expect(document.documentElement.hasAttribute('data-early-clicks')).toBe(false);
});

test('a press kept on a control that was rendered again lands on its replacement', () => {
  const first = brandBox('Asus');
  const other = brandBox('Dell');
  document.body.append(first.label, other.label);
  first.box.click();
  // The filter list is rendered again: new elements in the old ones' place.
  document.body.innerHTML = '';
  const again = brandBox('Asus');
  const otherAgain = brandBox('Dell');
  document.body.append(otherAgain.label, again.label);
  live(again.box);
  live(otherAgain.box);
  replay();
  expect(again.box.checked).toBe(true);
  expect(otherAgain.box.checked).toBe(false);
});

test('a kept checkbox waits until its control is live', () => {
  jest.useFakeTimers();
  const { label, box } = brandBox('Asus');
  document.body.append(label);
  box.click();
  replay();
  jest.advanceTimersByTime(500);
  expect(box.checked).toBe(false);
  // Rendered by React but not committed yet: still held.
  rendering(box);
  jest.advanceTimersByTime(500);
  expect(box.checked).toBe(false);
  live(box);
  jest.advanceTimersByTime(50);
  expect(box.checked).toBe(true);
});

test('after the replay, a press on a live control goes straight to the page', () => {
  replay();
  const { label, box } = brandBox('Asus');
  document.body.append(label);
  live(box);
  box.click();
  expect(box.checked).toBe(true);
  const button = document.createElement('button');
  const pressed = jest.fn();
  button.addEventListener('click', pressed);
  document.body.append(button);
  button.click();
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(document.documentElement.hasAttribute('data-early-clicks')).toBe(false);
});

test('after the replay, a checkbox whose part is not live yet is held until it is, once', () => {
  jest.useFakeTimers();
  replay();
  const { label, box } = brandBox('Asus');
  document.body.append(label);
  const seen: boolean[] = [];
  box.addEventListener('click', () => seen.push(box.checked));
  rendering(box);
  box.click();
  expect(box.checked).toBe(false);
  jest.advanceTimersByTime(200);
  expect(seen).toEqual([]);
  live(box);
  jest.advanceTimersByTime(50);
  expect(box.checked).toBe(true);
  expect(seen).toEqual([true]);
});

function sortBox() {
  const select = document.createElement('select');
  select.id = 'sort';
  for (const value of ['', 'price-asc', 'price-desc']) {
    const option = document.createElement('option');
    option.value = value;
    select.append(option);
  }
  return select;
}

test('a sort chosen before the list is live is chosen again once it is, as the page hears it', () => {
  jest.useFakeTimers();
  const select = sortBox();
  document.body.append(select);
  const heard: string[] = [];
  // React hears a select's choices as change events reaching the root.
  document.body.addEventListener('change', (event) => {
    const target = event.target as HTMLSelectElement;
    if (Object.keys(target).some((key) => key.startsWith('__reactFiber$')))
      heard.push(target.value);
  });
  select.value = 'price-asc';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(heard).toEqual([]);
  jest.advanceTimersByTime(500);
  expect(heard).toEqual([]);
  // React adopts the list, rendering it again in its place with what it rendered on the
  // server (no sort): the choice is made on the new list.
  const adopted = sortBox();
  select.replaceWith(adopted);
  rendering(adopted);
  jest.advanceTimersByTime(200);
  expect(heard).toEqual([]);
  live(adopted);
  jest.advanceTimersByTime(50);
  expect(heard).toEqual(['price-asc']);
  expect(adopted.value).toBe('price-asc');
  // A choice on the live list is the page's alone.
  adopted.value = 'price-desc';
  adopted.dispatchEvent(new Event('change', { bubbles: true }));
  jest.advanceTimersByTime(500);
  expect(heard).toEqual(['price-asc', 'price-desc']);
});
