import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';

/** docs/product.md#validation: the checkout rule's own words, also for a client that sends no lines. */
export const CART_EMPTY_MESSAGE = 'Your cart is empty';

/**
 * Runs before the schema: an order without lines is a shopper's empty cart, and the
 * schema's own sentence ('body/items must NOT have fewer than 1 items') means nothing to
 * them. Any other malformed body is left to the schema.
 */
export async function rejectEmptyCart(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const items = (body as { items?: unknown }).items;
  if (items === undefined || (Array.isArray(items) && items.length === 0)) {
    throw new HttpError(400, 'VALIDATION_ERROR', CART_EMPTY_MESSAGE);
  }
}
