import {
  authSignInRequested,
  cartAddItems,
  cartOpen,
  getBus,
  type BuilderSlotId,
} from '@shop/shared';
import type { BuildParts } from '../../lib/part-specs';
import { chosenSlots, type BuildState } from './build-store';

// What the summary's buttons send across the page: the cart and the sign-in modal belong
// to other remotes, so the builder asks their owners on the bus and tells the shopper
// when no owner answers.

export const CART_UNAVAILABLE =
  'The cart is not available right now, so nothing was added. Please try again in a moment.';
export const SIGN_IN_UNAVAILABLE = 'Sign-in is not available right now. Please try again later.';

export interface Outcome {
  ok: boolean;
  message: string;
}

/** The parts a shopper can buy now: not gone from the catalog, not sold out. */
export function buyableSlots(build: BuildState): BuilderSlotId[] {
  return chosenSlots(build.parts).filter((slot) => build.flags[slot] === undefined);
}

/** The chosen parts that cannot go in the cart: sold out, or gone from the catalog. */
export function unbuyableSlots(build: BuildState): BuilderSlotId[] {
  return chosenSlots(build.parts).filter((slot) => build.flags[slot] !== undefined);
}

export async function addBuildToCart(build: BuildState): Promise<Outcome> {
  const slots = buyableSlots(build);
  const parts: BuildParts = build.parts;
  if (slots.length === 0)
    return { ok: false, message: 'None of the chosen parts can be bought right now.' };
  const items = slots.map((slot) => ({ product: parts[slot]!, quantity: 1 }));
  const delivery = await getBus().send(cartAddItems, { items });
  if (delivery.status === 'no-owner') return { ok: false, message: CART_UNAVAILABLE };
  await getBus().send(cartOpen, {});
  const left = unbuyableSlots(build).map((slot) => parts[slot]!.name);
  const count = `${slots.length} ${slots.length === 1 ? 'part' : 'parts'}`;
  return {
    ok: true,
    message:
      left.length > 0
        ? `Added ${count} to your cart; not added (out of stock or no longer sold): ${left.join(', ')}.`
        : `Added ${count} to your cart.`,
  };
}

export async function requestSignIn(): Promise<Outcome | null> {
  const delivery = await getBus().send(authSignInRequested, {
    returnTo: '/pc-builder',
    reason: 'Sign in to keep your PC builds in your account.',
  });
  return delivery.status === 'no-owner' ? { ok: false, message: SIGN_IN_UNAVAILABLE } : null;
}
