import type { SavedAddress } from './get-addresses';

// The address form's state and what it sends (docs/shipping.md#saved-addresses): the fields
// checkout has, per country. Bangladesh: area by id, street, optional postcode, mobile.
// Japan: postcode first, prefecture, city, town, street. Elsewhere: street, city, state, ZIP.

export const ADDRESS_COUNTRIES = [
  'Bangladesh',
  'Japan',
  'United States',
  'Canada',
  'United Kingdom',
] as const;

export const ADDRESS_LIMIT_REACHED = 'You can keep at most 10 addresses: delete one first';
export const ADDRESS_SAVE_FAILED = 'Failed to save the address. Please try again.';

export interface AddressDraft {
  label: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  town: string;
  zipCode: string;
  country: string;
  division: string;
  district: string;
  upazila: string;
}

export type AddressBody = Partial<AddressDraft> & {
  firstName: string;
  lastName: string;
  country: string;
};

export const emptyDraft = (name: { firstName?: string; lastName?: string } = {}): AddressDraft => ({
  label: '',
  firstName: name.firstName ?? '',
  lastName: name.lastName ?? '',
  phone: '',
  address: '',
  city: '',
  state: '',
  town: '',
  zipCode: '',
  country: 'Bangladesh',
  division: '',
  district: '',
  upazila: '',
});

export const draftFromSaved = (saved: SavedAddress): AddressDraft => ({
  label: saved.label,
  firstName: saved.firstName,
  lastName: saved.lastName,
  phone: saved.phone,
  address: saved.address,
  city: saved.city,
  state: saved.state,
  town: saved.town,
  zipCode: saved.zipCode,
  country: saved.country,
  division: saved.division,
  district: saved.district,
  upazila: saved.upazila,
});

/** What the form sends for its country: only that country's fields, trimmed. */
export function bodyFromDraft(draft: AddressDraft): AddressBody {
  const t = (value: string) => value.trim();
  const common = {
    label: t(draft.label),
    firstName: t(draft.firstName),
    lastName: t(draft.lastName),
    phone: t(draft.phone),
    address: t(draft.address),
    zipCode: t(draft.zipCode),
    country: draft.country,
  };
  if (draft.country === 'Bangladesh') {
    return {
      ...common,
      division: draft.division,
      district: draft.district,
      upazila: draft.upazila,
    };
  }
  if (draft.country === 'Japan') {
    return { ...common, state: t(draft.state), city: t(draft.city), town: t(draft.town) };
  }
  return { ...common, state: t(draft.state), city: t(draft.city) };
}

/** The 7 digits of a Japanese postcode as typed (NNN-NNNN, 7 digits, full-width, 〒), or null. */
export function japanesePostcode(text: string): string | null {
  const ascii = text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  const match = /^〒?\s*(\d{3})[-－‐ー]?(\d{4})$/.exec(ascii.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

/** One line per part of a saved address, in its country's order. */
export function addressLines(saved: SavedAddress): string[] {
  const name = `${saved.firstName} ${saved.lastName}`.trim();
  const both = (area: { name: string; bn: string } | null | undefined, fallback: string) =>
    area ? `${area.name} (${area.bn})` : fallback;
  if (saved.countryCode === 'BD') {
    const district = both(saved.area?.district, saved.city);
    return [
      name,
      saved.address,
      both(saved.area?.upazila, ''),
      saved.zipCode ? `${district} - ${saved.zipCode}` : district,
      both(saved.area?.division, saved.state),
      saved.country,
      saved.phone,
    ].filter(Boolean);
  }
  if (saved.countryCode === 'JP') {
    return [
      name,
      saved.zipCode ? `〒${saved.zipCode}` : '',
      saved.state,
      saved.city,
      saved.town,
      saved.address,
      saved.country,
      saved.phone,
    ].filter(Boolean);
  }
  return [
    name,
    saved.address,
    [saved.city, saved.state, saved.zipCode].filter(Boolean).join(', '),
    saved.country,
    saved.phone,
  ].filter(Boolean);
}
