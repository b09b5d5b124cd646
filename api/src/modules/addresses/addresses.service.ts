import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { addressOf, checkAddress, type NormalizedAddress } from '../shipping/address';
import { resolveBangladeshArea } from '../shipping/bangladesh-areas';
import { COUNTRY_CODES, resolveCountry } from '../shipping/countries';
import {
  countAddressRows,
  deleteAddressRow,
  findAddressRow,
  insertAddressRow,
  listAddressRows,
  updateAddressRow,
  type AddressRow,
} from './addresses.repository';
import type { AddressBody, SavedAddress } from './addresses.schemas';

// A shopper's saved addresses: checked by checkout's address rule, kept per account, and
// reachable only by their owner (another shopper's id answers 404, as one that does not
// exist).

export const MAX_SAVED_ADDRESSES = 10;
export const ADDRESS_NOT_FOUND = 'Address not found';
export const ADDRESS_LIMIT = `You can keep at most ${MAX_SAVED_ADDRESSES} addresses: delete one first`;

export interface AddressesDeps {
  db: Kysely<Database>;
  now: () => Date;
}

type StoredDetails = Omit<NormalizedAddress, 'email'>;

function check(body: AddressBody): { label: string; details: StoredDetails } {
  const { details } = checkAddress(body, { prefix: '', requireEmail: false, pickup: false });
  const { email: _email, ...stored } = details;
  void _email;
  return { label: (body.label ?? '').trim(), details: stored };
}

function toSavedAddress(row: AddressRow): SavedAddress {
  const { email: _email, ...details } = addressOf(JSON.parse(row.details) as StoredDetails);
  void _email;
  const country = resolveCountry(row.country);
  const area = country === 'Bangladesh' ? resolveBangladeshArea(details).area : null;
  return {
    id: row.id,
    label: row.label,
    ...details,
    country: row.country,
    countryCode: country ? COUNTRY_CODES[country] : '',
    area,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listAddresses(deps: AddressesDeps, userId: string) {
  const rows = await listAddressRows(deps.db, userId);
  return { items: rows.map(toSavedAddress), limit: MAX_SAVED_ADDRESSES };
}

export async function createAddress(
  deps: AddressesDeps,
  userId: string,
  body: AddressBody,
): Promise<SavedAddress> {
  const { label, details } = check(body);
  if ((await countAddressRows(deps.db, userId)) >= MAX_SAVED_ADDRESSES) {
    throw HttpError.conflict(ADDRESS_LIMIT, 'ADDRESS_LIMIT');
  }
  const now = deps.now().toISOString();
  const id = randomUUID();
  await insertAddressRow(deps.db, {
    id,
    user_id: userId,
    label,
    country: details.country,
    details: JSON.stringify(details),
    created_at: now,
    updated_at: now,
  });
  return toSavedAddress((await findAddressRow(deps.db, userId, id))!);
}

export async function updateAddress(
  deps: AddressesDeps,
  userId: string,
  id: string,
  body: AddressBody,
): Promise<SavedAddress> {
  const { label, details } = check(body);
  const updated = await updateAddressRow(deps.db, userId, id, {
    label,
    country: details.country,
    details: JSON.stringify(details),
    updated_at: deps.now().toISOString(),
  });
  const row = updated ? await findAddressRow(deps.db, userId, id) : undefined;
  if (!row) throw HttpError.notFound(ADDRESS_NOT_FOUND, 'ADDRESS_NOT_FOUND');
  return toSavedAddress(row);
}

export async function deleteAddress(deps: AddressesDeps, userId: string, id: string) {
  if (!(await deleteAddressRow(deps.db, userId, id))) {
    throw HttpError.notFound(ADDRESS_NOT_FOUND, 'ADDRESS_NOT_FOUND');
  }
}
