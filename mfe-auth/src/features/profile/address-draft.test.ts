import { addressLines, bodyFromDraft, emptyDraft, japanesePostcode } from './address-draft';
import type { SavedAddress } from './get-addresses';

const saved = (patch: Partial<SavedAddress>): SavedAddress => ({
  id: 'a1',
  label: '',
  firstName: 'Rahim',
  lastName: 'Uddin',
  phone: '+8801712345678',
  address: 'House 12, Road 5',
  city: 'Dhaka',
  state: 'Dhaka',
  town: '',
  zipCode: '',
  country: 'Bangladesh',
  countryCode: 'BD',
  division: '6',
  district: '47',
  upazila: '4694',
  area: {
    division: { id: '6', name: 'Dhaka', bn: 'ঢাকা' },
    district: { id: '47', name: 'Dhaka', bn: 'ঢাকা' },
    upazila: { id: '4694', name: 'Gulshan', bn: 'গুলশান' },
    dhakaCity: true,
  },
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...patch,
});

describe('bodyFromDraft', () => {
  it('sends a Bangladeshi address by area ids, without the fields of other countries', () => {
    const body = bodyFromDraft({
      ...emptyDraft({ firstName: ' Rahim ', lastName: 'Uddin' }),
      division: '6',
      district: '47',
      upazila: '4694',
      address: ' House 12 ',
      phone: '01712345678',
      city: 'left over',
    });
    expect(body).toEqual({
      label: '',
      firstName: 'Rahim',
      lastName: 'Uddin',
      phone: '01712345678',
      address: 'House 12',
      zipCode: '',
      country: 'Bangladesh',
      division: '6',
      district: '47',
      upazila: '4694',
    });
  });

  it('sends a Japanese address with prefecture, city and town, and no area', () => {
    const body = bodyFromDraft({
      ...emptyDraft(),
      country: 'Japan',
      zipCode: '100-0005',
      state: 'Tokyo',
      city: '千代田区',
      town: '丸の内',
      division: '6',
    });
    expect(body).toMatchObject({ state: 'Tokyo', city: '千代田区', town: '丸の内' });
    expect(body).not.toHaveProperty('division');
  });

  it('sends city and state, no town, for other countries', () => {
    const body = bodyFromDraft({ ...emptyDraft(), country: 'Canada', city: 'Toronto', town: 'x' });
    expect(body).toMatchObject({ country: 'Canada', city: 'Toronto' });
    expect(body).not.toHaveProperty('town');
  });
});

describe('japanesePostcode', () => {
  it.each([
    ['100-0005', '1000005'],
    ['1000005', '1000005'],
    ['〒100-0005', '1000005'],
    ['１００－０００５', '1000005'],
  ])('reads %p', (typed, digits) => expect(japanesePostcode(typed)).toBe(digits));

  it.each(['100-000', '10000055', 'abc-defg', ''])('refuses %p', (typed) =>
    expect(japanesePostcode(typed)).toBeNull(),
  );
});

describe('addressLines', () => {
  it('writes a Bangladeshi address street, upazila, district, division, mobile with Bangla names', () => {
    expect(addressLines(saved({ zipCode: '1212' }))).toEqual([
      'Rahim Uddin',
      'House 12, Road 5',
      'Gulshan (গুলশান)',
      'Dhaka (ঢাকা) - 1212',
      'Dhaka (ঢাকা)',
      'Bangladesh',
      '+8801712345678',
    ]);
  });

  it('writes a Japanese address 〒, prefecture, city, town, street', () => {
    const lines = addressLines(
      saved({
        countryCode: 'JP',
        country: 'Japan',
        zipCode: '100-0005',
        state: 'Tokyo',
        city: '千代田区',
        town: '丸の内',
        address: '1-1',
        phone: '',
        area: null,
      }),
    );
    expect(lines).toEqual([
      'Rahim Uddin',
      '〒100-0005',
      'Tokyo',
      '千代田区',
      '丸の内',
      '1-1',
      'Japan',
    ]);
  });
});
