import { englishList } from './hero-slides';

describe('englishList', () => {
  it('joins as Intl.ListFormat does in English (long, conjunction)', () => {
    const intl = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
    const countries = ['Japan', 'United States', 'Canada', 'United Kingdom', 'Bangladesh'];
    for (let n = 0; n <= countries.length; n++) {
      const items = countries.slice(0, n);
      expect(englishList(items)).toBe(intl.format(items));
    }
  });
});
