import { Type, type Static, type TArray, type TOptional, type TString } from 'typebox';
import { BUILDER_CATEGORIES } from '@shop/shared/src/contracts/builder-slots';
import { ErrorResponseSchema } from '../../lib/error-response';
// The spec filters' keys straight from their table (a leaf): through the search's public
// file this schema module would import the engine that imports it back.
import { SPEC_KEYS, SPEC_PARAM_PREFIX } from './search/spec-table';

// Request and response schemas of the catalog routes. Query strings reject unknown
// fields (additionalProperties: false) so a typo such as `?pagesize=` is a 400, not a
// silently ignored filter.

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_QUERY_LENGTH = 200;
export const MAX_PAGE = 10_000;
export const SUGGEST_LIMIT = 5;
/** A sitemap file holds at most 50,000 addresses; one page of slugs fills one. */
export const MAX_SLUG_PAGE_SIZE = 50_000;

export const SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export const ProductSpecificationSchema = Type.Object(
  { label: Type.String(), value: Type.String() },
  { additionalProperties: false },
);
export type ProductSpecification = Static<typeof ProductSpecificationSchema>;

// What a product card reads (the storefront's `ProductSummary`, generated from this schema).
const summaryFields = {
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  image: Type.String({
    description: 'Path under the API origin, e.g. /api/v1/images/products/<slug>.svg',
  }),
  category: Type.String(),
  subCategory: Type.Optional(Type.String()),
  brand: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
  price: Type.Integer({ description: 'Whole taka (BDT)' }),
  oldPrice: Type.Optional(Type.Integer()),
  stock: Type.Boolean(),
  stockQuantity: Type.Integer(),
  availability: Type.String({ description: "'In Stock' or 'Out of Stock'" }),
  isFeatured: Type.Boolean(),
  isNew: Type.Boolean(),
  rating: Type.Number(),
  reviewCount: Type.Integer(),
};

/**
 * A product in a list (search, listings): what cards show. The long texts (description,
 * specifications, features) and the builder's specs are left out, about half of each
 * item; the product page reads the whole product by slug.
 */
export const ProductSummarySchema = Type.Object(summaryFields, {
  additionalProperties: false,
});
export type ProductSummary = Static<typeof ProductSummarySchema>;

/** The whole product, builder fields included (the storefront's `Product`). */
export const ProductSchema = Type.Object(
  {
    ...summaryFields,
    description: Type.Optional(Type.String()),
    specifications: Type.Optional(Type.Array(ProductSpecificationSchema)),
    features: Type.Optional(Type.Array(Type.String())),
    warranty: Type.Optional(Type.String()),
    weight: Type.Optional(Type.String()),
    shippingType: Type.Optional(Type.String()),
    builderCategory: Type.Optional(Type.String()),
    builderSpecs: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: false },
);
export type Product = Static<typeof ProductSchema>;

const SortSchema = Type.Union(
  SORTS.map((sort) => Type.Literal(sort)),
  { description: SORTS.join(' | ') },
);

const Text = (max: number, description?: string) =>
  Type.String({ minLength: 1, maxLength: max, ...(description ? { description } : {}) });

// Specification filters (search/spec-table.ts): `spec.<key>`, repeated to match any of
// several values. Which keys a category offers, and their values, come in the search
// answer's facets; the values are normalised ('16gb' and '16 GB' filter alike).
const specFields = Object.fromEntries(
  [...SPEC_KEYS.keys()].map((key) => [
    `${SPEC_PARAM_PREFIX}${key}`,
    Type.Optional(
      Type.Array(Text(40), {
        maxItems: 20,
        description: `Specification filter '${key}'; repeat for any of several values`,
      }),
    ),
  ]),
) as Record<`spec.${string}`, TOptional<TArray<TString>>>;

// Filters shared by the list and the search.
const filterFields = {
  ...specFields,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  ),
  category: Type.Optional(Text(80, 'Category slug, e.g. graphics-cards')),
  subCategory: Type.Optional(Text(80, 'Subcategory name, e.g. Processor')),
  brand: Type.Optional(
    Type.Array(Text(80), {
      maxItems: 20,
      description: 'Repeat to match any of several brands: ?brand=AMD&brand=Intel',
    }),
  ),
  minPrice: Type.Optional(Type.Integer({ minimum: 0 })),
  maxPrice: Type.Optional(Type.Integer({ minimum: 0 })),
  inStock: Type.Optional(Type.Boolean({ description: 'true: only products with stock' })),
  builderCategory: Type.Optional(
    Type.Union(
      BUILDER_CATEGORIES.map((value) => Type.Literal(value)),
      { description: 'PC Builder category' },
    ),
  ),
  featured: Type.Optional(
    Type.Boolean({ description: 'true: only featured products (home page)' }),
  ),
  isNew: Type.Optional(Type.Boolean({ description: 'true: only new arrivals' })),
  sort: Type.Optional(SortSchema),
};

export const ListProductsQuerySchema = Type.Object(filterFields, { additionalProperties: false });
export type ListProductsQuery = Static<typeof ListProductsQuerySchema>;

export const SearchProductsQuerySchema = Type.Object(
  {
    // maxLength is checked in the handler so the 400 can say what the limit is.
    q: Type.Optional(
      Type.String({ description: `Free text, at most ${MAX_QUERY_LENGTH} characters` }),
    ),
    exact: Type.Optional(
      Type.Boolean({
        description:
          'true: search the words as typed, without correcting misspelt ones ("Search instead for")',
      }),
    ),
    ...filterFields,
  },
  { additionalProperties: false },
);
export type SearchProductsQuery = Static<typeof SearchProductsQuerySchema>;

export const SuggestQuerySchema = Type.Object(
  { q: Type.String({ description: `Typed text, at most ${MAX_QUERY_LENGTH} characters` }) },
  { additionalProperties: false },
);

export const ProductListSchema = Type.Object(
  {
    items: Type.Array(ProductSummarySchema),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  },
  { additionalProperties: false },
);

export const FacetValueSchema = Type.Object(
  { value: Type.String(), count: Type.Integer() },
  { additionalProperties: false },
);

export const SpecFacetSchema = Type.Object(
  {
    key: Type.String({ description: 'The filter parameter is spec.<key>' }),
    label: Type.String(),
    values: Type.Array(FacetValueSchema),
  },
  { additionalProperties: false },
);

export const SearchResultSchema = Type.Object(
  {
    items: Type.Array(ProductSummarySchema),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    facets: Type.Object(
      {
        brands: Type.Array(FacetValueSchema),
        categories: Type.Array(FacetValueSchema),
        price: Type.Object(
          { min: Type.Integer(), max: Type.Integer() },
          { additionalProperties: false },
        ),
        specs: Type.Array(SpecFacetSchema, {
          description: "The category's specification facets (empty without a category filter)",
        }),
      },
      { additionalProperties: false },
    ),
    correctedQuery: Type.Optional(
      Type.String({
        description:
          'Present when a misspelt word was corrected: the text searched instead ("Showing ' +
          'results for …"); ask again with exact=true to search the text as typed',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SearchResult = Static<typeof SearchResultSchema>;

export const SuggestResultSchema = Type.Object(
  {
    items: Type.Array(
      Type.Object({ name: Type.String(), slug: Type.String() }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

export const ListSlugsQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_SLUG_PAGE_SIZE, default: MAX_SLUG_PAGE_SIZE }),
    ),
  },
  { additionalProperties: false },
);
export type ListSlugsQuery = Static<typeof ListSlugsQuerySchema>;

const SlugListSchema = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          slug: Type.String(),
          updatedAt: Type.String({ description: 'ISO 8601: when the product last changed' }),
        },
        { additionalProperties: false },
      ),
    ),
    total: Type.Integer({ description: 'Products on the shelves (archived ones left out)' }),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  },
  { additionalProperties: false },
);
export type SlugList = Static<typeof SlugListSchema>;

export const SubcategorySchema = Type.Object(
  { id: Type.String(), name: Type.String(), image: Type.String() },
  { additionalProperties: false },
);

export const CategorySchema = Type.Object(
  {
    name: Type.String(),
    slug: Type.String(),
    image: Type.String(),
    subcategories: Type.Array(SubcategorySchema),
  },
  { additionalProperties: false },
);

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

export const listProductsSchema = {
  summary: 'List products (filters, sort, pagination)',
  description:
    'Home page: ?featured=true for featured products, ?isNew=true or ?sort=newest for new arrivals. Without q, sort=relevance means featured first, then most reviewed.',
  tags: ['catalog'],
  querystring: ListProductsQuerySchema,
  response: { 200: ProductListSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
};

export const searchProductsSchema = {
  summary: 'Full-text product search with facets',
  tags: ['catalog'],
  querystring: SearchProductsQuerySchema,
  response: { 200: SearchResultSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
};

export const suggestSchema = {
  summary: 'Up to 5 product name suggestions for typed text (typo tolerant)',
  tags: ['catalog'],
  querystring: SuggestQuerySchema,
  response: { 200: SuggestResultSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
};

export const listProductSlugsSchema = {
  summary: 'Every product on the shelves by slug, in pages of up to 50,000 (sitemaps)',
  description:
    'Ordered by slug, so the pages are stable while the catalog does not change. Archived products are left out.',
  tags: ['catalog'],
  querystring: ListSlugsQuerySchema,
  response: { 200: SlugListSchema, 400: ErrorResponseSchema },
};

export const getProductByIdSchema = {
  summary: 'One product by id',
  tags: ['catalog'],
  params: Type.Object({ id: Text(100) }, { additionalProperties: false }),
  response: { 200: ProductSchema, ...errors },
};

export const getProductBySlugSchema = {
  summary: 'One product by slug',
  tags: ['catalog'],
  params: Type.Object({ slug: Text(100) }, { additionalProperties: false }),
  response: { 200: ProductSchema, ...errors },
};

export const listCategoriesSchema = {
  summary: 'The home category tiles in grid order, with their subcategories',
  tags: ['catalog'],
  response: {
    200: Type.Object({ items: Type.Array(CategorySchema) }, { additionalProperties: false }),
  },
};

export const listSubcategoriesSchema = {
  summary: 'Subcategories of a category (by slug or display name)',
  tags: ['catalog'],
  params: Type.Object({ name: Text(100) }, { additionalProperties: false }),
  response: {
    200: Type.Object({ items: Type.Array(SubcategorySchema) }, { additionalProperties: false }),
    ...errors,
  },
};

export const CatalogVersionSchema = Type.Object(
  {
    version: Type.String({
      description:
        'Opaque; a different value means products, prices, stock, featured products or the published shop settings may have changed',
    }),
  },
  { additionalProperties: false },
);

export const catalogVersionSchema = {
  summary: 'A version of the catalog that moves when what its pages show may have changed',
  description:
    'For page caches in front of the API (the shell polls it about once a second and drops its rendered pages when it moves). Cheap: index look-ups only. Not rate-limited; never cached.',
  tags: ['catalog'],
  response: { 200: CatalogVersionSchema },
};
