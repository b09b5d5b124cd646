import { EARLY_CLICKS_SCRIPT } from './early-clicks';

// A press before the page's code arrived is kept and given back once the page is live,
// also when the part holding the control was rendered again meanwhile.

type ShopWindow = Window & { __shopReplayClicks?: () => void };

function live(element: Element) {
  // What React leaves on an element it has adopted.
  Object.assign(element, { __reactProps$test: {} });
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

beforeEach(() => {
  document.body.innerHTML = '';
  new Function(EARLY_CLICKS_SCRIPT)();
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
  (window as ShopWindow).__shopReplayClicks?.();
  expect(box.checked).toBe(true);
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
  (window as ShopWindow).__shopReplayClicks?.();
  expect(again.box.checked).toBe(true);
  expect(otherAgain.box.checked).toBe(false);
});

test('a kept checkbox waits until its control is live', () => {
  jest.useFakeTimers();
  try {
    const { label, box } = brandBox('Asus');
    document.body.append(label);
    box.click();
    (window as ShopWindow).__shopReplayClicks?.();
    jest.advanceTimersByTime(500);
    expect(box.checked).toBe(false);
    live(box);
    jest.advanceTimersByTime(50);
    expect(box.checked).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('after the replay, presses go straight to the page', () => {
  (window as ShopWindow).__shopReplayClicks?.();
  const { label, box } = brandBox('Asus');
  document.body.append(label);
  box.click();
  expect(box.checked).toBe(true);
  expect(document.documentElement.hasAttribute('data-early-clicks')).toBe(false);
});
