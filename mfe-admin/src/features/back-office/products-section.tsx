import { apiAssetUrl } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  adminApi,
  uploadProductImage,
  type AdminProduct,
  adminStyles as styles,
  errorText,
  taka,
  PagedTable,
  useLoad,
} from '../common';

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

/** The form's text as the API's body; a message when something cannot be read. */
function bodyOf(draft: Draft): Record<string, unknown> | string {
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
  const price = whole(draft.price);
  const stock = whole(draft.stockQuantity);
  if (Number.isNaN(price)) return 'Price must be a whole number of taka';
  if (Number.isNaN(stock)) return 'Stock must be a whole number';
  const oldPrice = draft.oldPrice.trim() === '' ? null : whole(draft.oldPrice);
  if (Number.isNaN(oldPrice)) return 'Old price must be a whole number of taka, or empty';
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
    return 'Write each specification as "Label: value" on its own line';
  }
  let builderSpecs: unknown;
  try {
    builderSpecs = JSON.parse(draft.builderSpecs.trim() || '{}');
  } catch {
    return 'Builder specs must be JSON, e.g. {"socket": "AM5"}';
  }
  if (builderSpecs === null || typeof builderSpecs !== 'object' || Array.isArray(builderSpecs)) {
    return 'Builder specs must be a JSON object';
  }
  return {
    name: draft.name,
    brand: draft.brand,
    model: draft.model,
    category: draft.category,
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
  };
}

function ProductForm({
  product,
  onSaved,
}: {
  product: AdminProduct | null;
  onSaved: (product: AdminProduct) => void;
}) {
  const [draft, setDraft] = useState<Draft>(product ? draftOf(product) : EMPTY);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const text = (
    key: keyof Draft,
    label: string,
    options: { wide?: boolean; type?: string } = {},
  ) => (
    <label className={styles.field} style={options.wide ? { gridColumn: '1 / -1' } : undefined}>
      {label}
      <input
        className={styles.input}
        type={options.type ?? 'text'}
        inputMode={options.type === 'number' ? 'numeric' : undefined}
        value={draft[key] as string}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </label>
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft);
    if (typeof body === 'string') {
      setMessage({ error: true, text: body });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = product
        ? await adminApi.updateProduct(product.id, body)
        : await adminApi.createProduct(body);
      setMessage({ error: false, text: `Saved ${saved.name}. The shop shows it within seconds.` });
      onSaved(saved);
    } catch (error) {
      setMessage({ error: true, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  async function act(run: () => Promise<AdminProduct>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await run();
      setDraft(draftOf(saved));
      setMessage({ error: false, text: done });
      onSaved(saved);
    } catch (error) {
      setMessage({ error: true, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={`${styles.panel} ${styles.detail}`}
      onSubmit={(e) => void save(e)}
      aria-label={product ? `Edit ${product.name}` : 'New product'}
    >
      <h2 className={styles.panelTitle}>{product ? `Edit ${product.name}` : 'New product'}</h2>
      {product ? (
        <div className={styles.actions}>
          <img className={styles.thumb} src={apiAssetUrl(product.image)} alt="" />
          <label className={styles.field}>
            Image (PNG, JPEG or WebP, at most 2 MB)
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void act(() => uploadProductImage(product.id, file), 'Image uploaded.');
              }}
            />
          </label>
          <span className={styles.muted}>
            Code {product.id}
            {product.archivedAt ? ' · archived' : ''}
          </span>
        </div>
      ) : null}
      <div className={styles.formGrid}>
        {text('name', 'Name', { wide: true })}
        {text('brand', 'Brand')}
        {text('model', 'Model')}
        {text('category', 'Category (slug)')}
        {text('subCategory', 'Subcategory')}
        {text('builderCategory', 'PC Builder slot')}
        {text('price', 'Price (৳)', { type: 'number' })}
        {text('oldPrice', 'Old price (৳)', { type: 'number' })}
        {text('stockQuantity', 'Stock', { type: 'number' })}
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.isFeatured}
            onChange={(event) => setDraft({ ...draft, isFeatured: event.target.checked })}
          />
          Featured
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.isNew}
            onChange={(event) => setDraft({ ...draft, isNew: event.target.checked })}
          />
          New
        </label>
      </div>
      <label className={styles.field}>
        Description
        <textarea
          className={styles.textarea}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        Specifications (one “Label: value” per line)
        <textarea
          className={styles.textarea}
          value={draft.specifications}
          onChange={(event) => setDraft({ ...draft, specifications: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        Builder specs (JSON)
        <textarea
          className={styles.textarea}
          value={draft.builderSpecs}
          onChange={(event) => setDraft({ ...draft, builderSpecs: event.target.value })}
        />
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {product ? 'Save changes' : 'Create product'}
        </button>
        {product ? (
          <button
            type="button"
            className={product.archivedAt ? styles.secondary : styles.danger}
            disabled={busy}
            onClick={() =>
              void act(
                () => adminApi.archiveProduct(product.id, !product.archivedAt),
                product.archivedAt
                  ? 'Product restored (stock stays 0 until you set it).'
                  : 'Product archived.',
              )
            }
          >
            {product.archivedAt ? 'Restore' : 'Archive'}
          </button>
        ) : null}
      </div>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.error : styles.notice}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}

function SelectedProduct({ id, onSaved }: { id: string; onSaved: () => void }) {
  const [load] = useLoad(`product:${id}`, () => adminApi.product(id));
  if (load.status === 'loading') return <p className={styles.muted}>Loading…</p>;
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  return <ProductForm key={load.data.updatedAt} product={load.data} onSaved={onSaved} />;
}

export function ProductsSection() {
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
  const [load, reload] = useLoad(JSON.stringify(query), (signal) =>
    adminApi.products(query, signal),
  );

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
        aria-label="Product search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q, page: undefined });
        }}
      >
        <label className={styles.field}>
          Search
          <input
            className={styles.input}
            type="search"
            value={q}
            placeholder="Name, brand, model or code"
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
          Archived
        </label>
        <button type="submit" className={styles.button}>
          Search
        </button>
        <button type="button" className={styles.secondary} onClick={() => update({ id: 'new' })}>
          New product
        </button>
      </form>
      <div className={styles.columns}>
        <PagedTable
          load={load}
          noun={['product', 'products']}
          head={
            <tr>
              <th>Product</th>
              <th className={styles.num}>Price</th>
              <th className={styles.num}>Stock</th>
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
                  {product.isFeatured ? ' · featured' : ''}
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
              <td className={styles.num}>{product.stockQuantity}</td>
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
          <p className={styles.muted}>Choose a product to edit it, or make a new one.</p>
        )}
      </div>
    </div>
  );
}
