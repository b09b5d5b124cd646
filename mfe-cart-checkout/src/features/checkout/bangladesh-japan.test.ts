import { chooseArea, placeLabel, type BdAreas } from '../../lib/bangladesh-areas';
import { bdMobileError, INVALID_BD_MOBILE, MOBILE_REQUIRED, normalizeBdMobile } from './bd-mobile';
import { checkCheckout, type PaymentForm, type ShippingForm } from './checkout-fields';
import { SHIPPING_INCOMPLETE } from './checkout-rules';
import { completePostcode } from './get-postcode';
import { fillFromPostcode, formFieldErrors, orderAddress } from './use-checkout';

const dhaka: ShippingForm = {
  firstName: 'Rahim',
  lastName: 'Uddin',
  email: 'rahim@example.com',
  phone: '01712-345678',
  address: 'House 5, Road 11',
  city: '',
  state: '',
  zipCode: '',
  country: 'Bangladesh',
  division: '6',
  district: '47',
  upazila: '4694',
  town: '',
  method: 'ship',
  date: '',
  slot: '',
};

const card: PaymentForm = {
  cardNumber: '4242 4242 4242 4242',
  cardHolder: 'RAHIM UDDIN',
  expiryDate: '12/30',
  cvv: '123',
};

const now = new Date('2026-11-25T00:00:00Z');

describe('the Bangladeshi mobile number', () => {
  test.each(['01712345678', '+8801712345678', '8801712345678', '008801712345678', '1712345678'])(
    '%s is taken and stored as +880',
    (input) => {
      expect(normalizeBdMobile(input)).toBe('+8801712345678');
      expect(bdMobileError(input)).toBeNull();
    },
  );

  test('spaces, hyphens and brackets are ignored', () => {
    expect(normalizeBdMobile('+880 (1712) 345-678')).toBe('+8801712345678');
  });

  test.each(['01212345678', '0171234567', '017123456789', '+8101712345678', 'call me'])(
    '%s is refused',
    (input) => expect(bdMobileError(input)).toBe(INVALID_BD_MOBILE),
  );

  test('it is required in Bangladesh, optional elsewhere', () => {
    expect(bdMobileError(' ')).toBe(MOBILE_REQUIRED);
    const noMobile = checkCheckout(1, { ...dhaka, phone: '' }, card, now);
    expect(noMobile.message).toBe(SHIPPING_INCOMPLETE);
    expect(noMobile.fields.phone).toBe('Required');
    const japan = checkCheckout(
      1,
      { ...dhaka, country: 'Japan', phone: '', city: 'Chiyoda-ku', zipCode: '100-0005' },
      card,
      now,
    );
    expect(japan.fields.phone).toBeUndefined();
    expect(checkCheckout(1, { ...dhaka, phone: '017' }, card, now).fields.phone).toBe(
      INVALID_BD_MOBILE,
    );
  });
});

describe('Bangladesh at checkout', () => {
  test('needs the area and street, not a city or postcode; a 4-digit postcode when given', () => {
    expect(checkCheckout(1, dhaka, card, now)).toEqual({ message: null, fields: {} });
    const noArea = checkCheckout(1, { ...dhaka, upazila: '' }, card, now);
    expect(noArea.message).toBe(SHIPPING_INCOMPLETE);
    expect(noArea.fields).toEqual({ upazila: 'Required' });
    expect(checkCheckout(1, { ...dhaka, zipCode: '12' }, card, now).fields.zipCode).toBe(
      'A Bangladeshi postcode has 4 digits',
    );
  });

  test('a pickup needs no street or area, and the order says pickup', () => {
    const pickup = {
      ...dhaka,
      method: 'pickup',
      address: '',
      division: '',
      district: '',
      upazila: '',
    };
    expect(checkCheckout(1, pickup, card, now).message).toBeNull();
    expect(orderAddress(pickup).delivery).toEqual({ method: 'pickup' });
    expect(orderAddress(pickup).shipping).not.toHaveProperty('division');
  });

  test('the order carries the area ids and no Japanese fields', () => {
    const { shipping, delivery } = orderAddress(dhaka);
    expect(shipping).toMatchObject({ division: '6', district: '47', upazila: '4694' });
    expect(shipping).not.toHaveProperty('slot');
    expect(shipping).not.toHaveProperty('town');
    expect(delivery).toEqual({ method: 'ship' });
  });
});

describe('the dependent selects', () => {
  const areas: BdAreas = {
    divisions: [
      { id: '6', name: 'Dhaka', bn: 'ঢাকা' },
      { id: '7', name: 'Sylhet', bn: 'সিলেট' },
    ],
    districts: [
      { id: '47', divisionId: '6', name: 'Dhaka', bn: 'ঢাকা' },
      { id: '36', divisionId: '6', name: 'Gazipur', bn: 'গাজীপুর' },
      { id: '60', divisionId: '7', name: 'Sylhet', bn: 'সিলেট' },
    ],
    upazilas: [{ id: '4694', districtId: '47', name: 'Gulshan', bn: 'গুলশান' }],
  };
  const chosen = { division: '6', district: '47', upazila: '4694' };

  test('a name shows its Bangla beside it', () => {
    expect(placeLabel(areas.divisions[1]!)).toBe('Sylhet (সিলেট)');
  });

  test('another division empties the district and upazila', () => {
    expect(chooseArea(areas, chosen, 'division', '7')).toEqual({
      division: '7',
      district: '',
      upazila: '',
    });
  });

  test('another district empties the upazila; the same choice keeps it', () => {
    expect(chooseArea(areas, chosen, 'district', '36')).toEqual({
      division: '6',
      district: '36',
      upazila: '',
    });
    expect(chooseArea(areas, chosen, 'district', '47')).toEqual(chosen);
    expect(chooseArea(areas, chosen, 'division', '6')).toEqual(chosen);
  });
});

describe("Japan's postcode first", () => {
  test.each([
    ['100-0005', '1000005'],
    ['1000005', '1000005'],
    ['〒１００－０００５', '1000005'],
    [' 100-0005 ', '1000005'],
  ])('%s is a complete postcode', (input, digits) => expect(completePostcode(input)).toBe(digits));

  test.each(['100-000', '100', '1000-005', 'abc-defg'])('%s is not complete yet', (input) =>
    expect(completePostcode(input)).toBeNull(),
  );

  const tokyo = { prefecture: 'Tokyo', city: '千代田区', town: '丸の内' };
  const japan: ShippingForm = { ...dhaka, country: 'Japan', phone: '', zipCode: '100-0005' };

  test('fills the empty prefecture, city and town', () => {
    const filled = fillFromPostcode({ ...japan, state: '', city: '', town: '' }, tokyo, null);
    expect(filled).toMatchObject({ state: 'Tokyo', city: '千代田区', town: '丸の内' });
  });

  test('never overwrites what the shopper typed, but replaces what a postcode filled', () => {
    const typed = fillFromPostcode({ ...japan, state: '', city: 'Naha', town: '' }, tokyo, null);
    expect(typed).toMatchObject({ state: 'Tokyo', city: 'Naha', town: '丸の内' });
    const refilled = fillFromPostcode(
      { ...japan, state: 'Okinawa', city: '那覇市', town: '泉崎' },
      tokyo,
      { state: 'Okinawa', city: '那覇市', town: '泉崎' },
    );
    expect(refilled).toMatchObject({ state: 'Tokyo', city: '千代田区', town: '丸の内' });
  });

  test('the order carries the town, the date and the slot', () => {
    const { shipping, delivery } = orderAddress({
      ...japan,
      state: 'Tokyo',
      city: '千代田区',
      town: '丸の内',
      date: '2026-11-28',
      slot: '19-21',
    });
    expect(shipping).toMatchObject({ town: '丸の内', state: 'Tokyo' });
    expect(shipping).not.toHaveProperty('division');
    expect(delivery).toEqual({ method: 'ship', date: '2026-11-28', slot: '19-21' });
  });
});

test("the API's field errors land on the form's fields", () => {
  expect(
    formFieldErrors({
      'shipping.phone': INVALID_BD_MOBILE,
      'shipping.zipCode': 'This postcode is not in Tokyo',
      'delivery.slot': 'Choose an offered slot',
    }),
  ).toEqual({
    phone: INVALID_BD_MOBILE,
    zipCode: 'This postcode is not in Tokyo',
    slot: 'Choose an offered slot',
  });
});
