import type { BuilderSlotId, Product } from '@shop/shared';

// A catalog product as the builder sees it: the API adds the builder category and the
// structured specs the compatibility rules read.
export type BuilderProduct = Product & {
  builderCategory?: string;
  builderSpecs?: Record<string, unknown>;
};

/** The chosen part of each slot. */
export type BuildParts = Partial<Record<BuilderSlotId, BuilderProduct>>;

export function specText(part: BuilderProduct | undefined, key: string): string | undefined {
  const value = part?.builderSpecs?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function specNumber(part: BuilderProduct | undefined, key: string): number | undefined {
  const value = part?.builderSpecs?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function specList(part: BuilderProduct | undefined, key: string): string[] | undefined {
  const value = part?.builderSpecs?.[key];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : undefined;
}

export function specFlag(part: BuilderProduct | undefined, key: string): boolean | undefined {
  const value = part?.builderSpecs?.[key];
  return typeof value === 'boolean' ? value : undefined;
}
