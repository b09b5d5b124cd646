import type { Words } from '../../lib/i18n';
import { wordsIn } from '../../lib/words-for-tests';
import { dayText, deliveryMethodText, deliveryWhenText, destinationText } from './delivery-text';

let en: Words;
beforeAll(async () => {
  en = await wordsIn('en');
});

describe('destinationText', () => {
  it('names the area and the country of a delivery', () => {
    expect(
      destinationText({ country: 'Bangladesh', area: 'Dhaka', deliveryMethod: 'ship' }, en),
    ).toBe('Dhaka, Bangladesh');
    expect(destinationText({ country: 'Canada', area: null, deliveryMethod: 'ship' }, en)).toBe(
      'Canada',
    );
  });

  it('names the showroom, not a shipping country, for a counter sale or a pickup', () => {
    expect(
      destinationText({ country: 'Bangladesh', area: null, deliveryMethod: 'counter' }, en),
    ).toBe('Dhaka showroom');
    expect(
      destinationText({ country: 'Bangladesh', area: null, deliveryMethod: 'pickup' }, en),
    ).toBe('Dhaka showroom');
  });
});

describe('deliveryMethodText', () => {
  it.each([
    ['ship', 'Delivery'],
    ['pickup', 'Pickup at the Dhaka showroom'],
    ['counter', 'Counter sale at the Dhaka showroom'],
  ] as const)('%s -> %s', (method, text) => expect(deliveryMethodText(method, en)).toBe(text));
});

describe('deliveryWhenText', () => {
  it('writes the requested day and slot', () => {
    expect(
      deliveryWhenText({ requestedDate: '2026-11-28', slotLabel: '19:00-21:00' }, '2026-11-27', en),
    ).toBe('Sat, 28 Nov 2026, 19:00-21:00');
  });

  it('falls back to the expected day, marked so', () => {
    expect(deliveryWhenText({ requestedDate: null, slotLabel: null }, '2026-11-26', en)).toBe(
      'Thu, 26 Nov 2026 (expected)',
    );
  });
});

it('dayText leaves what is not a date as it came', () => {
  expect(dayText('2026-11-28', en)).toBe('Sat, 28 Nov 2026');
  expect(dayText('soon', en)).toBe('soon');
});
