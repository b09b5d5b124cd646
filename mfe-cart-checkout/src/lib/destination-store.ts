import { BehaviorSubject } from 'rxjs';

// Where the shopper said the cart goes (the drawer's Calculate dialog). The drawer's
// quote uses it, and checkout starts its address from it.

export const DESTINATION_STORAGE_KEY = 'circuithaat.destination';

export type Destination =
  | { country: 'Japan'; prefecture: string; city: string; zipCode: string }
  | { country: 'Bangladesh'; division: string; district: string; upazila: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function load(): Destination | null {
  try {
    const raw = localStorage.getItem(DESTINATION_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (value.country === 'Bangladesh' && text(value.division) !== '') {
      return {
        country: 'Bangladesh',
        division: text(value.division),
        district: text(value.district),
        upazila: text(value.upazila),
      };
    }
    return typeof value.prefecture === 'string' && value.prefecture !== ''
      ? {
          country: 'Japan',
          prefecture: value.prefecture,
          city: text(value.city),
          zipCode: text(value.zipCode),
        }
      : null;
  } catch {
    return null;
  }
}

export const destination$ = new BehaviorSubject<Destination | null>(load());

export function setDestination(destination: Destination) {
  destination$.next(destination);
  try {
    localStorage.setItem(DESTINATION_STORAGE_KEY, JSON.stringify(destination));
  } catch {
    // Blocked storage: kept for this page only.
  }
}

/** Where the drawer's quote goes for a destination (or Japan's default). */
export function destinationQuote(destination: Destination | null) {
  if (destination?.country === 'Bangladesh') {
    return {
      country: 'Bangladesh',
      division: destination.division,
      district: destination.district,
      upazila: destination.upazila,
    };
  }
  return { country: 'Japan', prefecture: destination?.prefecture ?? null };
}

/** Japanese postcodes: three digits, a hyphen, four digits. */
export const JAPAN_POSTCODE = /^\d{3}-\d{4}$/;
