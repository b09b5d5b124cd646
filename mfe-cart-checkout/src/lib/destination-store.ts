import { BehaviorSubject } from 'rxjs';

// Where the shopper said the cart goes (the drawer's Calculate dialog). The drawer's
// quote uses it, and checkout starts its address from it.

export const DESTINATION_STORAGE_KEY = 'circuithaat.destination';

export interface Destination {
  country: 'Japan';
  prefecture: string;
  city: string;
  zipCode: string;
}

function load(): Destination | null {
  try {
    const raw = localStorage.getItem(DESTINATION_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Destination>;
    return typeof value.prefecture === 'string' && value.prefecture !== ''
      ? {
          country: 'Japan',
          prefecture: value.prefecture,
          city: typeof value.city === 'string' ? value.city : '',
          zipCode: typeof value.zipCode === 'string' ? value.zipCode : '',
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

/** Japanese postcodes: three digits, a hyphen, four digits. */
export const JAPAN_POSTCODE = /^\d{3}-\d{4}$/;
