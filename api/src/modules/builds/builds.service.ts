import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { builderSlot, isBuilderSlotId } from '@shop/shared/src/contracts/builder-slots';
import type { DatabaseDialect } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { checkPartIds } from '../builder/builder.service';
import type { BuildCheck } from '../builder/builder.schemas';
import * as repo from './builds.repository';
import type { BuildRow } from './builds.repository';
import {
  MAX_BUILDS_PER_USER,
  type Build,
  type BuildParts,
  type CreateBuildBody,
} from './builds.schemas';

export interface BuildsDeps {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  now: () => Date;
}

export const BUILD_NOT_FOUND = 'Build not found';
export const BUILD_LIMIT_MESSAGE = `You can keep at most ${MAX_BUILDS_PER_USER} saved builds. Delete one to save another.`;

const notFound = () => HttpError.notFound(BUILD_NOT_FOUND, 'BUILD_NOT_FOUND');

function readParts(text: string): BuildParts {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([slot, id]) => isBuilderSlotId(slot) && typeof id === 'string'),
    ) as BuildParts;
  } catch {
    return {};
  }
}

function toBuild(row: BuildRow): Build {
  return {
    id: row.id,
    shareId: row.share_id,
    name: row.name,
    parts: readParts(row.parts),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw HttpError.badRequest('Please give the build a name', 'BUILD_NAME_REQUIRED');
  return trimmed;
}

/** Every part must exist and belong to its slot's category, or the build could not be rebuilt. */
async function checkParts(deps: BuildsDeps, parts: BuildParts): Promise<void> {
  const entries = Object.entries(parts) as [string, string][];
  const rows = await repo.productCategories(deps.db, [...new Set(entries.map(([, id]) => id))]);
  const categoryOf = new Map(rows.map((row) => [row.id, row.builder_category]));
  for (const [slotId, productId] of entries) {
    const slot = builderSlot(slotId)!;
    if (!categoryOf.has(productId)) {
      throw HttpError.badRequest(
        `No product ${productId} for the ${slot.name} slot`,
        'UNKNOWN_PART',
      );
    }
    if (categoryOf.get(productId) !== slot.category) {
      throw HttpError.badRequest(
        `Product ${productId} is not a part for the ${slot.name} slot`,
        'WRONG_SLOT',
      );
    }
  }
}

export async function createBuild(
  deps: BuildsDeps,
  userId: string,
  body: CreateBuildBody,
): Promise<Build> {
  const name = cleanName(body.name);
  await checkParts(deps, body.parts);
  const at = deps.now().toISOString();
  const row: BuildRow = {
    id: randomUUID(),
    share_id: randomBytes(12).toString('base64url'),
    user_id: userId,
    name,
    parts: JSON.stringify(body.parts),
    created_at: at,
    updated_at: at,
  };
  await deps.db.transaction().execute(async (trx) => {
    // SQLite runs one writer at a time; PostgreSQL needs the user's row held.
    if (deps.dialect === 'postgres') await repo.lockUser(trx, userId);
    if ((await repo.countByUser(trx, userId)) >= MAX_BUILDS_PER_USER) {
      throw HttpError.conflict(BUILD_LIMIT_MESSAGE, 'BUILD_LIMIT');
    }
    await repo.insert(trx, row);
  });
  return toBuild(row);
}

export async function listBuilds(deps: BuildsDeps, userId: string): Promise<{ items: Build[] }> {
  return { items: (await repo.listByUser(deps.db, userId)).map(toBuild) };
}

async function findBuild(deps: BuildsDeps, userId: string, id: string): Promise<Build> {
  const row = await repo.findOwned(deps.db, userId, id);
  if (!row) throw notFound();
  return toBuild(row);
}

/** A saved build as it is opened: checked against the catalog as it is now. */
export async function getBuild(
  deps: BuildsDeps,
  userId: string,
  id: string,
): Promise<Build & { check: BuildCheck }> {
  const build = await findBuild(deps, userId, id);
  return { ...build, check: await checkPartIds(deps.db, build.parts) };
}

export async function renameBuild(
  deps: BuildsDeps,
  userId: string,
  id: string,
  name: string,
): Promise<Build> {
  const clean = cleanName(name);
  if (!(await repo.rename(deps.db, userId, id, clean, deps.now().toISOString()))) throw notFound();
  return findBuild(deps, userId, id);
}

export async function deleteBuild(deps: BuildsDeps, userId: string, id: string): Promise<void> {
  if (!(await repo.remove(deps.db, userId, id))) throw notFound();
}

export async function getSharedBuild(deps: BuildsDeps, shareId: string) {
  const row = await repo.findShared(deps.db, shareId);
  if (!row) throw notFound();
  const { name, parts, createdAt } = toBuild(row);
  return {
    shareId: row.share_id,
    name,
    parts,
    createdAt,
    check: await checkPartIds(deps.db, parts),
  };
}
