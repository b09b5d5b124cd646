import type { AuthSession, ProductSummary, WishlistItem } from '@shop/shared';
import { deleteWishlistItem } from './delete-wishlist-item';
import { getWishlist } from './get-wishlist';
import { getWishlistProducts } from './get-wishlist-products';
import { addLocalWish, clearLocalWishes, readLocalWishes, removeLocalWish } from './local-wishlist';
import { mergeWishlist } from './merge-wishlist';
import { putWishlistItem } from './put-wishlist-item';
import { setWished, wishedNow } from './wished-set';

// The wishlist's two homes: the browser while signed out, the account while signed in.
// At sign-in the browser's list is merged into the account's and cleared here (only once
// the API has it). The session is the auth remote's: this only reads `auth:session`.

/**
 * The user whose account list the hearts show; null while signed out; undefined until
 * the session is known (the browser's list shows meanwhile).
 */
let account: string | null | undefined;
/** Steps run one after another: a toggle never overtakes the merge before it. */
let queue: Promise<unknown> = Promise.resolve();

function next<T>(step: () => Promise<T>): Promise<T> {
  const run = queue.then(step, step);
  queue = run.catch(() => undefined);
  return run;
}

const localSlugs = () => readLocalWishes().map((wish) => wish.slug);

export function followSession(session: AuthSession): void {
  if (session.loading) {
    if (account === undefined) setWished(localSlugs());
    return;
  }
  const id = session.user?.id ?? null;
  if (id === account) return;
  account = id;
  void next(async () => {
    if (id === null) {
      setWished(localSlugs());
      return;
    }
    try {
      const local = readLocalWishes();
      const list = local.length > 0 ? await mergeWishlist(local) : await getWishlist();
      if (local.length > 0) clearLocalWishes();
      if (account === id) setWished(list.items.map((item) => item.product.slug));
    } catch {
      // Not merged (offline, the API refused): the browser keeps its list, and the next
      // change of session tries again.
      if (account === id) account = undefined;
    }
  });
}

/** Heart pressed: on or off, in the account when signed in, else in the browser. */
export function toggle(product: ProductSummary): Promise<void> {
  return setWish(product);
}

/** On or off (`on` left out: the other way round), as the queue reaches it. */
export function setWish(product: ProductSummary, wanted?: boolean): Promise<void> {
  return next(async () => {
    const before = wishedNow();
    const on = wanted ?? !before.has(product.slug);
    if (on === before.has(product.slug)) return;
    const after = new Set(before);
    if (on) after.add(product.slug);
    else after.delete(product.slug);
    if (typeof account !== 'string') {
      if (on && !addLocalWish(product.slug, product.price)) return;
      if (!on) removeLocalWish(product.slug);
      setWished(after);
      return;
    }
    setWished(after);
    try {
      if (on) await putWishlistItem(product.slug);
      else await deleteWishlistItem(product.slug);
    } catch (error) {
      setWished(before);
      throw error;
    }
  });
}

/** What the /wishlist page lists: the account's items, or the browser's with their products now. */
export function loadItems(session: AuthSession, signal?: AbortSignal): Promise<WishlistItem[]> {
  followSession(session);
  return next(async () => {
    if (typeof account === 'string') {
      const { items } = await getWishlist(signal);
      setWished(items.map((item) => item.product.slug));
      return items;
    }
    const wishes = readLocalWishes();
    const products = new Map(
      (
        await getWishlistProducts(
          wishes.map((wish) => wish.slug),
          signal,
        )
      ).map((product) => [product.slug, product]),
    );
    return wishes.flatMap((wish) => {
      const product = products.get(wish.slug);
      return product ? [{ product, priceWhenAdded: wish.price, addedAt: wish.addedAt }] : [];
    });
  });
}

/** For tests. */
export function resetWishlistSync(): void {
  account = undefined;
  queue = Promise.resolve();
}
