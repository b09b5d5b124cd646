import { apiAssetUrl, isApiError } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styles from '../../lib/admin.module.css';
import type { AdminProduct } from '../../lib/admin-types';
import { describedBy, FieldError, fieldErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { errorText } from '../../lib/format';
import { useWords, type Words } from '../../lib/i18n';
import { getProducts } from '../../lib/get-products';
import { PagedTable } from '../../lib/pager';
import { useLoad } from '../../lib/use-load';
import { archiveProduct } from './archive-product';
import { createProduct } from './create-product';
import { getProduct } from './get-product';
import { updateProduct } from './update-product';
import { uploadProductImage } from './upload-product-image';

const PAGE_SIZE = 20;

interface Draft {
  name: string;
  brand: string;
  model: string;
  category: string;
  subCategory: string;
  builderCategory: string;
  price: string;
  oldPrice: string;
  stockQuantity: string;
  description: string;
  specifications: string;
  builderSpecs: string;
  isFeatured: boolean;
  isNew: boolean;
}

const EMPTY: Draft = {
  name: '',
  brand: '',
  model: '',
  category: '',
  subCategory: '',
  builderCategory: '',
  price: '',
  oldPrice: '',
  stockQuantity: '0',
  description: '',
  specifications: '',
  builderSpecs: '{}',
  isFeatured: false,
  isNew: true,
};

function draftOf(product: AdminProduct): Draft {
  return {
    name: product.name,
    brand: product.brand,
    model: product.model,
    category: product.category,
    subCategory: product.subCategory ?? '',
    builderCategory: product.builderCategory ?? '',
    price: String(product.price),
    oldPrice: product.oldPrice === null ? '' : String(product.oldPrice),
    stockQuantity: String(product.stockQuantity),
    description: product.description,
    specifications: product.specifications.map((s) => `${s.label}: ${s.value}`).join('\n'),
    builderSpecs: JSON.stringify(product.builderSpecs, null, 2),
    isFeatured: product.isFeatured,
    isNew: product.isNew,
  };
}

type Parsed = { body: Record<string, unknown> } | { errors: FieldErrors };

/** The form's text as the API's body, or a message beside each field that cannot be read. */
function bodyOf(draft: Draft, { t }: Words): Parsed {
  const errors: FieldErrors = {};
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
  const price = whole(draft.price);
  const stock = whole(draft.stockQuantity);
  if (Number.isNaN(price)) errors.price = t('product.error.price');
  if (Number.isNaN(stock)) errors.stockQuantity = t('product.error.stock');
  const oldPrice = draft.oldPrice.trim() === '' ? null : whole(draft.oldPrice);
  if (Number.isNaN(oldPrice)) {
    errors.oldPrice = t('product.error.oldPrice');
  }
  for (const key of ['name', 'brand', 'model', 'category'] as const) {
    if (draft[key].trim() === '') errors[key] = t(`product.error.${key}`);
  }
  const specifications = draft.specifications
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return at === -1
        ? { label: line, value: '' }
        : { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
  if (specifications.some((s) => s.label === '' || s.value === '')) {
    errors.specifications = t('product.error.specifications');
  }
  let builderSpecs: unknown;
  try {
    builderSpecs = JSON.parse(draft.builderSpecs.trim() || '{}');
  } catch {
    errors.builderSpecs = t('product.error.builderJson');
  }
  if (
    !errors.builderSpecs &&
    (builderSpecs === null || typeof builderSpecs !== 'object' || Array.isArray(builderSpecs))
  ) {
    errors.builderSpecs = t('product.error.builderObject');
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name: draft.name.trim(),
      brand: draft.brand.trim(),
      model: draft.model.trim(),
      category: draft.category.trim(),
      subCategory: draft.subCategory.trim() || null,
      builderCategory: draft.builderCategory.trim() || null,
      price,
      oldPrice,
      stockQuantity: stock,
      description: draft.description,
      specifications,
      builderSpecs,
      isFeatured: draft.isFeatured,
      isNew: draft.isNew,
    },
  };
}

/**
 * Only what the clerk changed goes to the API: a field left alone is never written back
 * with the value it had when the form opened (a sale in between would be undone).
 */
function editedOnly(
  body: Record<string, unknown>,
  base: Draft,
  words: Words,
): Record<string, unknown> {
  const parsed = bodyOf(base, words);
  const before = 'body' in parsed ? parsed.body : {};
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => JSON.stringify(before[key]) !== JSON.stringify(value),
    ),
  );
}

const FORM = 'product';

function ProductForm({
  product,
  onSaved,
  onReload,
}: {
  product: AdminProduct | null;
  onSaved: (product: AdminProduct) => void;
  /** Loads the product again as it is now (after a save was refused as out of date). */
  onReload?: () => void;
}) {
  const words = useWords();
  const { t, num } = words;
  // What the form was opened at (or last saved as): edits are measured against it.
  const [base, setBase] = useState<AdminProduct | null>(product);
  const [draft, setDraft] = useState<Draft>(product ? draftOf(product) : EMPTY);
  const [free, setFree] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const [adjustBy, setAdjustBy] = useState('');
  const [adjustReason, setAdjustReason] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const text = (
    key: keyof Draft,
    label: string,
    options: { wide?: boolean; type?: string } = {},
  ) => (
    // The message sits outside the label, so it is the field's description, not its name.
    <div className={styles.fieldWrap} style={options.wide ? { gridColumn: '1 / -1' } : undefined}>
      <label className={styles.field}>
        {label}
        <input
          className={styles.input}
          name={key}
          type={options.type ?? 'text'}
          inputMode={options.type === 'number' ? 'numeric' : undefined}
          value={draft[key] as string}
          {...describedBy(FORM, key, errors)}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
      </label>
      <FieldError form={FORM} field={key} errors={errors} />
    </div>
  );

  function landed(saved: AdminProduct, text: string) {
    setBase(saved);
    setDraft(draftOf(saved));
    setErrors({});
    setStale(false);
    setFree(false);
    setMessage({ error: false, text });
    onSaved(saved);
  }

  function refused(error: unknown) {
    const fields = fieldErrorsOf(error);
    setErrors(fields);
    setStale(isApiError(error) && error.code === 'PRODUCT_CHANGED');
    setMessage({
      error: true,
      text: Object.keys(fields).length > 0 ? t('form.checkFields') : errorText(error, words),
    });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = bodyOf(draft, words);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      setMessage({ error: true, text: t('form.checkFields') });
      return;
    }
    const body = base ? editedOnly(parsed.body, draftOf(base), words) : parsed.body;
    if (base && Object.keys(body).length === 0) {
      setErrors({});
      setMessage({ error: false, text: t('form.unchanged') });
      return;
    }
    if (body.price === 0 && free) body.confirmZeroPrice = true;
    setBusy(true);
    setMessage(null);
    try {
      const saved = base
        ? await updateProduct(base.id, { ...body, expectedRevision: base.revision })
        : await createProduct(body);
      landed(saved, t('product.saved', { name: saved.name }));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  async function act(run: () => Promise<AdminProduct>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      landed(await run(), done);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  const priceIsZero = draft.price.trim() !== '' && Number(draft.price) === 0;

  return (
    <form
      className={`${styles.panel} ${styles.detail}`}
      onSubmit={(e) => void save(e)}
      noValidate
      aria-label={base ? t('form.edit', { name: base.name }) : t('product.new')}
    >
      <h2 className={styles.panelTitle}>
        {base ? t('form.edit', { name: base.name }) : t('product.new')}
      </h2>
      {base ? (
        <div className={styles.actions}>
          <img className={styles.thumb} src={apiAssetUrl(base.image)} alt="" />
          <label className={styles.field}>
            {t('product.image')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) {
                  void act(() => uploadProductImage(base.id, file), t('product.imageUploaded'));
                }
              }}
            />
          </label>
          <span className={styles.muted}>
            {t('product.code', { id: base.id })}
            {base.archivedAt ? ` · ${t('product.archivedMark')}` : ''}
          </span>
        </div>
      ) : null}
      <div className={styles.formGrid}>
        {text('name', t('product.name'), { wide: true })}
        {text('brand', t('product.brand'))}
        {text('model', t('product.model'))}
        {text('category', t('product.category'))}
        {text('subCategory', t('product.subCategory'))}
        {text('builderCategory', t('product.builderCategory'))}
        {text('price', t('product.price'), { type: 'number' })}
        {text('oldPrice', t('product.oldPrice'), { type: 'number' })}
        {text('stockQuantity', t('product.stock'), { type: 'number' })}
        {priceIsZero ? (
          <label className={styles.checkbox} style={{ gridColumn: '1 / -1' }}>
            <input
              type="checkbox"
              name="confirmZeroPrice"
              checked={free}
              onChange={(event) => setFree(event.target.checked)}
            />
            {t('product.free')}
          </label>
        ) : null}
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.isFeatured}
            onChange={(event) => setDraft({ ...draft, isFeatured: event.target.checked })}
          />
          {t('product.featured')}
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.isNew}
            onChange={(event) => setDraft({ ...draft, isNew: event.target.checked })}
          />
          {t('product.isNew')}
        </label>
      </div>
      <label className={styles.field}>
        {t('product.description')}
        <textarea
          className={styles.textarea}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        {t('product.specifications')}
        <textarea
          className={styles.textarea}
          value={draft.specifications}
          {...describedBy(FORM, 'specifications', errors)}
          onChange={(event) => setDraft({ ...draft, specifications: event.target.value })}
        />
      </label>
      <FieldError form={FORM} field="specifications" errors={errors} />
      <label className={styles.field}>
        {t('product.builderSpecs')}
        <textarea
          className={styles.textarea}
          value={draft.builderSpecs}
          {...describedBy(FORM, 'builderSpecs', errors)}
          onChange={(event) => setDraft({ ...draft, builderSpecs: event.target.value })}
        />
      </label>
      <FieldError form={FORM} field="builderSpecs" errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {base ? t('product.save') : t('product.create')}
        </button>
        {base ? (
          <button
            type="button"
            className={base.archivedAt ? styles.secondary : styles.danger}
            disabled={busy}
            onClick={() =>
              void act(
                () => archiveProduct(base.id, !base.archivedAt),
                base.archivedAt ? t('product.restored') : t('product.archived'),
              )
            }
          >
            {base.archivedAt ? t('product.restore') : t('product.archive')}
          </button>
        ) : null}
      </div>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.error : styles.notice}
        >
          {message.text}{' '}
          {stale && onReload ? (
            <button type="button" className={styles.secondary} onClick={onReload}>
              {t('product.reload')}
            </button>
          ) : null}
        </p>
      ) : null}
      {base ? (
        <fieldset className={styles.field} aria-label={t('product.adjustLabel')}>
          <legend>{t('product.adjustLegend', { now: num(base.stockQuantity) })}</legend>
          <div className={styles.actions}>
            <input
              className={styles.input}
              aria-label={t('product.adjustBy')}
              inputMode="numeric"
              placeholder="+3 or -1"
              value={adjustBy}
              {...describedBy(FORM, 'stockAdjustment', errors)}
              onChange={(event) => setAdjustBy(event.target.value)}
            />
            <input
              className={styles.input}
              aria-label={t('product.adjustReason')}
              placeholder={t('product.adjustReasonPlaceholder')}
              value={adjustReason}
              onChange={(event) => setAdjustReason(event.target.value)}
            />
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => {
                const by = Number(adjustBy.trim().replace(/^\+/, ''));
                if (!Number.isInteger(by) || by === 0 || adjustReason.trim() === '') {
                  setErrors({
                    stockAdjustment: t('product.error.adjust'),
                  });
                  return;
                }
                void act(
                  () =>
                    updateProduct(base.id, {
                      stockAdjustment: { by, reason: adjustReason.trim() },
                    }),
                  t(by > 0 ? 'product.raised' : 'product.lowered', { by: num(Math.abs(by)) }),
                ).then(() => {
                  setAdjustBy('');
                  setAdjustReason('');
                });
              }}
            >
              {t('product.adjust')}
            </button>
          </div>
          <FieldError form={FORM} field="stockAdjustment" errors={errors} />
        </fieldset>
      ) : null}
    </form>
  );
}

function SelectedProduct({ id, onSaved }: { id: string; onSaved: () => void }) {
  const { t } = useWords();
  const [load, reload] = useLoad(`product:${id}`, () => getProduct(id));
  if (load.status === 'loading') return <p className={styles.muted}>{t('filter.loading')}</p>;
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  return (
    <ProductForm key={load.data.revision} product={load.data} onSaved={onSaved} onReload={reload} />
  );
}

export function ProductsSection() {
  const { t, taka, num } = useWords();
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const [q, setQ] = useState(params.get('q') ?? '');
  const archived = params.get('archived') === 'true';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const query = {
    q: params.get('q') || undefined,
    archived: archived || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const [load, reload] = useLoad(JSON.stringify(query), (signal) => getProducts(query, signal));

  function update(next: Record<string, string | undefined>) {
    const merged = new URLSearchParams(params);
    merged.set('tab', 'products');
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  }

  return (
    <div className={styles.section}>
      <form
        className={styles.filters}
        aria-label={t('products.search')}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q, page: undefined });
        }}
      >
        <label className={styles.field}>
          {t('orders.search')}
          <input
            className={styles.input}
            type="search"
            value={q}
            placeholder={t('products.searchPlaceholder')}
            onChange={(event) => setQ(event.target.value)}
          />
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={archived}
            onChange={(event) =>
              update({ archived: event.target.checked ? 'true' : undefined, page: undefined })
            }
          />
          {t('products.archived')}
        </label>
        <button type="submit" className={styles.button}>
          {t('orders.search')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => update({ id: 'new' })}>
          {t('product.new')}
        </button>
      </form>
      <div className={styles.columns}>
        <PagedTable
          load={load}
          loading={t('products.loading')}
          count={(count) => t('products.count', { count })}
          head={
            <tr>
              <th>{t('order.product')}</th>
              <th className={styles.num}>{t('order.price')}</th>
              <th className={styles.num}>{t('product.stock')}</th>
            </tr>
          }
          row={(product) => (
            <tr key={product.id}>
              <td>
                <button
                  type="button"
                  className={styles.rowButton}
                  onClick={() => update({ id: product.id })}
                >
                  {product.name}
                </button>
                <div className={styles.muted}>
                  {product.brand} · {product.id}
                  {product.isFeatured ? ` · ${t('products.featuredMark')}` : ''}
                </div>
              </td>
              <td className={styles.num}>
                {taka(product.price)}
                {product.oldPrice !== null ? (
                  <div className={styles.muted}>
                    <s>{taka(product.oldPrice)}</s>
                  </div>
                ) : null}
              </td>
              <td className={styles.num}>{num(product.stockQuantity)}</td>
            </tr>
          )}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => update({ page: String(next) })}
        />
        {selected === 'new' ? (
          <ProductForm
            product={null}
            onSaved={(product) => {
              reload();
              update({ id: product.id });
            }}
          />
        ) : selected ? (
          <SelectedProduct key={selected} id={selected} onSaved={reload} />
        ) : (
          <p className={styles.muted}>{t('products.choose')}</p>
        )}
      </div>
    </div>
  );
}
