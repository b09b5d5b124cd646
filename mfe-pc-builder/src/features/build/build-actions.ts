import {
  authSignInRequested,
  cartAddItems,
  cartOpen,
  getBus,
  type BuilderSlotId,
  type Translator,
} from '@shop/shared';
import type { BuildParts } from '../../lib/part-specs';
import { chosenSlots, type BuildState } from './build-store';

// What the summary's buttons send across the page: the cart and the sign-in modal belong
// to other remotes, so the builder asks their owners on the bus and tells the shopper
// when no owner answers, in the page's language (the translator `t` of the builder's catalog).

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

export async function addBuildToCart(build: BuildState, { t }: Translator): Promise<Outcome> {
  const slots = buyableSlots(build);
  const parts: BuildParts = build.parts;
  if (slots.length === 0) return { ok: false, message: t('cart.none') };
  const items = slots.map((slot) => ({ product: parts[slot]!, quantity: 1 }));
  const delivery = await getBus().send(cartAddItems, { items });
  if (delivery.status === 'no-owner') return { ok: false, message: t('cart.unavailable') };
  await getBus().send(cartOpen, {});
  const left = unbuyableSlots(build).map((slot) => parts[slot]!.name);
  return {
    ok: true,
    message:
      left.length > 0
        ? t('cart.addedSome', { count: slots.length, left: left.join(', ') })
        : t('cart.added', { count: slots.length }),
  };
}

export async function requestSignIn({ t }: Translator): Promise<Outcome | null> {
  const delivery = await getBus().send(authSignInRequested, {
    returnTo: '/pc-builder',
    reason: t('save.signInReason'),
  });
  return delivery.status === 'no-owner' ? { ok: false, message: t('signIn.unavailable') } : null;
}
