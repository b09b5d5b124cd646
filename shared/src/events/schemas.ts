import { z } from 'zod/mini';

// Payload schemas shared by several topics. Loose objects: owners may add fields later
// without breaking older listeners.

export const productSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  category: z.string(),
  price: z.number().check(z.nonnegative()),
});

export const cartItemSchema = z.looseObject({
  id: z.string(),
  product: productSchema,
  quantity: z.int().check(z.positive()),
});

export const currencySchema = z.enum(['BDT', 'JPY']);

export const userSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  user_ref: z.string(),
  phoneNumber: z.nullable(z.string()),
  isVerified: z.boolean(),
});
