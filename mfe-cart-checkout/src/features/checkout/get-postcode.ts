import { api, isApiError } from '@shop/shared';

// Japan's postcode first (docs/shipping.md): GET /shipping/postcodes/{code} answers the
// prefecture, city and town, from Japan Post's data kept by the API.

export interface PostcodeAddress {
  postcode: string;
  prefecture: string;
  prefectureJa: string;
  city: string;
  town: string;
}

export type PostcodeLookup =
  { found: true; address: PostcodeAddress } | { found: false; message: string };

export const POSTCODE_UNKNOWN =
  'We do not know this postcode: please enter the prefecture, city and town';

/** The 7 digits of a complete Japanese postcode (NNN-NNNN, 7 digits, full-width or 〒), or null. */
export function completePostcode(raw: string): string | null {
  const halfWidth = raw.replace(/[０-９]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - 0xfee0),
  );
  const trimmed = halfWidth
    .replace(/^〒/, '')
    .trim()
    .replace(/[－ー‐]/g, '-');
  const match = /^(\d{3})-?(\d{4})$/.exec(trimmed);
  return match ? `${match[1]}${match[2]}` : null;
}

export async function getPostcode(digits: string): Promise<PostcodeLookup> {
  try {
    const address = await api.get<PostcodeAddress>(
      `/api/v1/shipping/postcodes/${encodeURIComponent(digits)}`,
    );
    return { found: true, address };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return { found: false, message: POSTCODE_UNKNOWN };
    }
    return { found: false, message: 'Could not look up the postcode: please enter the address' };
  }
}
