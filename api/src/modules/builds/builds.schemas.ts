import { Type, type Static } from 'typebox';
import { BUILDER_SLOT_IDS } from '@shop/shared/src/contracts/builder-slots';
import { ErrorResponseSchema } from '../../lib/error-response';
import { BuildCheckSchema } from '../builder/builder.schemas';

// Saved PC builds. The part map's keys are the shared slot contract's ids, so an unknown
// slot is a 400 like any other unknown field.

export const MAX_BUILDS_PER_USER = 50;
export const MAX_BUILD_NAME = 80;

const ProductId = Type.String({ minLength: 1, maxLength: 64 });

export const BuildPartsSchema = Type.Object(
  Object.fromEntries(BUILDER_SLOT_IDS.map((id) => [id, Type.Optional(ProductId)])),
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'The chosen product id per slot',
  },
);
export type BuildParts = Partial<Record<(typeof BUILDER_SLOT_IDS)[number], string>>;

const Name = Type.String({
  minLength: 1,
  maxLength: MAX_BUILD_NAME,
  description: 'Shown as given, trimmed',
});

export const CreateBuildBodySchema = Type.Object(
  { name: Name, parts: BuildPartsSchema },
  { additionalProperties: false },
);
export type CreateBuildBody = { name: string; parts: BuildParts };

export const RenameBuildBodySchema = Type.Object({ name: Name }, { additionalProperties: false });

export const BuildSchema = Type.Object(
  {
    id: Type.String(),
    shareId: Type.String({
      description: 'Opens the read-only view at GET /builds/shared/{shareId}',
    }),
    name: Type.String(),
    parts: BuildPartsSchema,
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type Build = Static<typeof BuildSchema> & { parts: BuildParts };

const check = Type.Object(BuildCheckSchema.properties, {
  additionalProperties: false,
  description:
    'The build checked as the catalog has its parts now (POST /builder/check answers the same)',
});

/** One saved build as it is opened: checked by the same rules as the builder's lists. */
export const CheckedBuildSchema = Type.Object(
  { ...BuildSchema.properties, check },
  { additionalProperties: false },
);

export const SharedBuildSchema = Type.Object(
  {
    shareId: Type.String(),
    name: Type.String(),
    parts: BuildPartsSchema,
    createdAt: Type.String(),
    check,
  },
  { additionalProperties: false },
);

const IdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
const ShareParams = Type.Object(
  { shareId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

const security = [{ bearerAuth: [] }];
const ownerErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const createBuildSchema = {
  tags: ['builds'],
  summary: `Save a build (at most ${MAX_BUILDS_PER_USER} per account)`,
  security,
  body: CreateBuildBodySchema,
  response: { 201: BuildSchema, 409: ErrorResponseSchema, ...ownerErrors },
};

export const listBuildsSchema = {
  tags: ['builds'],
  summary: "The signed-in shopper's saved builds, newest first",
  security,
  response: { 200: Type.Object({ items: Type.Array(BuildSchema) }), ...ownerErrors },
};

export const getBuildSchema = {
  tags: ['builds'],
  summary: 'One saved build of the signed-in shopper, checked (any other build is a 404)',
  security,
  params: IdParams,
  response: { 200: CheckedBuildSchema, ...ownerErrors },
};

export const renameBuildSchema = {
  tags: ['builds'],
  summary: 'Rename a saved build',
  security,
  params: IdParams,
  body: RenameBuildBodySchema,
  response: { 200: BuildSchema, ...ownerErrors },
};

export const deleteBuildSchema = {
  tags: ['builds'],
  summary: 'Delete a saved build',
  security,
  params: IdParams,
  response: { 204: Type.Null(), ...ownerErrors },
};

export const getSharedBuildSchema = {
  tags: ['builds'],
  summary: 'A shared build, read-only and checked, without sign-in',
  params: ShareParams,
  response: { 200: SharedBuildSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
};
