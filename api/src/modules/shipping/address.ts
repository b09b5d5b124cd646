import { resolveBangladeshArea, type BangladeshArea } from './bangladesh-areas';
import { resolveCountry, UNSUPPORTED_COUNTRY_MESSAGE, type ShippingCountry } from './countries';
import { FieldFaults } from './field-faults';
import {
  checkPostcodeForPrefecture,
  formatJapanesePostcode,
  lookUpPostcode,
  normalizeJapanesePostcode,
  POSTCODE_FORMAT_MESSAGE,
} from './japan-postcodes';
import { resolvePrefecture, type Prefecture } from './prefectures';

// One address rule for checkout and the shopper's saved addresses (docs/shipping.md),
// enforced on the server: the forms' own checks are a convenience only. Every field at
// fault gets its own message (error.fields), and the top message says what kind of fault
// came first, in the shop's words (docs/product.md#validation).

export const SHIPPING_INCOMPLETE = 'Please fill in all required shipping information';
export const FIELD_REQUIRED = 'Fill this in';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_PHONE = 'Please enter a valid phone number';
export const INVALID_BD_MOBILE =
  'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880';
export const INVALID_BD_POSTCODE = 'A Bangladeshi postcode has 4 digits';
export const UNKNOWN_PREFECTURE = 'Choose one of the 47 prefectures';

// Same shapes as shared/src/validation (email: text@text.text, no spaces; phone: an
// optional plus, then at least 10 digits, spaces, hyphens or brackets).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s\-()]{10,}$/;
// Bangladesh's mobile numbers: 1, an operator digit 3-9, 8 more digits; written with the
// country code (+880, 880 or 00880), the trunk 0, or neither.
export const BD_MOBILE = /^(?:(?:\+|00)?880|0)?(1[3-9]\d{8})$/;

export interface AddressFields {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  /** Street (and house, building, village). */
  address?: string | undefined;
  city?: string | undefined;
  /** Japan: the prefecture; elsewhere a state or region. */
  state?: string | undefined;
  /** Japan: the town (町域) the postcode names. */
  town?: string | undefined;
  zipCode?: string | undefined;
  country?: string | undefined;
  /** Bangladesh: ids of reference/bangladesh-areas.json. */
  division?: string | undefined;
  district?: string | undefined;
  upazila?: string | undefined;
}

export type NormalizedAddress = Required<{ [K in keyof AddressFields]: string }>;

const ADDRESS_FIELDS: readonly (keyof AddressFields)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'town',
  'zipCode',
  'country',
  'division',
  'district',
  'upazila',
];

/** Every field of an address, trimmed, '' for one not given. */
export function addressOf(input: Partial<Record<keyof AddressFields, unknown>>): NormalizedAddress {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = input[field];
      return [field, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as NormalizedAddress;
}

export interface CheckedAddress {
  details: NormalizedAddress;
  country: ShippingCountry;
  /** Japan: the prefecture named (or filled from the postcode). */
  prefecture: Prefecture | null;
  /** Bangladesh: the area, every level named; null for a pickup or elsewhere. */
  area: BangladeshArea | null;
}

export interface AddressRules {
  /** Field names in messages: 'shipping.' for checkout, '' for a saved address. */
  prefix: string;
  /** Checkout needs an e-mail address; a saved address does not keep one. */
  requireEmail: boolean;
  /** Collected at the Dhaka showroom: no street or area needed. */
  pickup: boolean;
}

/** +8801XXXXXXXXX, or null when `input` is not a Bangladeshi mobile number. */
export function normalizeBangladeshMobile(input: string): string | null {
  const match = BD_MOBILE.exec(input.replace(/[\s\-().]/g, ''));
  return match ? `+880${match[1]}` : null;
}

/**
 * Checks and normalises an address; throws a 400 naming every field at fault. What comes
 * back is what is stored: trimmed, the mobile number as +8801XXXXXXXXX, a Japanese
 * postcode as NNN-NNNN, and for Bangladesh the city and state set to the district and
 * division of the area.
 */
export function checkAddress(input: AddressFields, rules: AddressRules): CheckedAddress {
  const faults = new FieldFaults();
  const fault = (field: keyof AddressFields, message: string, code: string) =>
    faults.add(`${rules.prefix}${field}`, message, code);
  const missing = (field: keyof AddressFields) =>
    fault(field, FIELD_REQUIRED, 'SHIPPING_INCOMPLETE');

  const details = addressOf(input);
  for (const field of ['firstName', 'lastName'] as const) if (!details[field]) missing(field);
  if (rules.requireEmail && !details.email) missing('email');
  else if (details.email && !EMAIL.test(details.email)) {
    fault('email', INVALID_EMAIL, 'INVALID_EMAIL');
  }

  let country: ShippingCountry | null = null;
  if (!details.country) missing('country');
  else {
    country = resolveCountry(details.country);
    if (!country) fault('country', UNSUPPORTED_COUNTRY_MESSAGE, 'UNSUPPORTED_COUNTRY');
  }
  if (rules.pickup && country !== null && country !== 'Bangladesh') {
    fault(
      'country',
      'Pickup is at the Dhaka showroom: choose Bangladesh',
      'PICKUP_BANGLADESH_ONLY',
    );
  }

  let prefecture: Prefecture | null = null;
  let area: BangladeshArea | null = null;
  if (country === 'Bangladesh') {
    area = checkBangladesh(details, rules, missing, fault);
  } else if (country !== null) {
    for (const field of ['address', 'city', 'zipCode'] as const)
      if (!details[field]) missing(field);
    if (details.phone && !PHONE.test(details.phone)) {
      fault('phone', INVALID_PHONE, 'INVALID_PHONE');
    }
    if (country === 'Japan') prefecture = checkJapan(details, fault);
  }
  if (country !== null) details.country = country;

  // An empty required field comes first in the summary: the shop's form message.
  faults.throwIfAny(
    faults.has('SHIPPING_INCOMPLETE')
      ? { code: 'SHIPPING_INCOMPLETE', message: SHIPPING_INCOMPLETE }
      : undefined,
  );
  return { details, country: country!, prefecture, area };
}

function checkBangladesh(
  details: NormalizedAddress,
  rules: AddressRules,
  missing: (field: keyof AddressFields) => void,
  fault: (field: keyof AddressFields, message: string, code: string) => void,
): BangladeshArea | null {
  // Couriers call before they deliver: the mobile number is required.
  if (!details.phone) missing('phone');
  else {
    const mobile = normalizeBangladeshMobile(details.phone);
    if (mobile) details.phone = mobile;
    else fault('phone', INVALID_BD_MOBILE, 'INVALID_MOBILE');
  }
  if (details.zipCode && !/^\d{4}$/.test(details.zipCode)) {
    fault('zipCode', INVALID_BD_POSTCODE, 'INVALID_POSTCODE');
  }
  details.town = '';
  if (rules.pickup) {
    Object.assign(details, { address: '', city: 'Dhaka', state: '', zipCode: '' });
    Object.assign(details, { division: '', district: '', upazila: '' });
    return null;
  }
  if (!details.address) missing('address');
  for (const field of ['division', 'district', 'upazila'] as const)
    if (!details[field]) missing(field);
  const { area, errors } = resolveBangladeshArea(details);
  for (const [field, message] of Object.entries(errors)) {
    fault(field as keyof AddressFields, message, 'UNKNOWN_AREA');
  }
  // The city and state of the shop's older screens: district and division.
  details.city = area.district?.name ?? details.city;
  details.state = area.division?.name ?? details.state;
  return area;
}

function checkJapan(
  details: NormalizedAddress,
  fault: (field: keyof AddressFields, message: string, code: string) => void,
): Prefecture | null {
  let prefecture: Prefecture | null = null;
  if (details.state) {
    prefecture = resolvePrefecture(details.state);
    if (!prefecture) fault('state', UNKNOWN_PREFECTURE, 'UNKNOWN_PREFECTURE');
  }
  if (!details.zipCode) return prefecture;
  const digits = normalizeJapanesePostcode(details.zipCode);
  if (!digits) {
    fault('zipCode', POSTCODE_FORMAT_MESSAGE, 'INVALID_POSTCODE');
    return prefecture;
  }
  details.zipCode = formatJapanesePostcode(digits);
  if (details.state && !prefecture) return null;
  const verdict = checkPostcodeForPrefecture(digits, prefecture);
  if (!verdict.ok) {
    fault('zipCode', verdict.message, verdict.code);
    return prefecture;
  }
  // A prefecture left empty is taken from the postcode, as the form would fill it.
  if (!prefecture) {
    const [first] = verdict.matches.length > 0 ? verdict.matches : lookUpPostcode(digits);
    if (first) prefecture = first.prefecture;
  }
  if (prefecture) details.state = prefecture;
  return prefecture;
}
