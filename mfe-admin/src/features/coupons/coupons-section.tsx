import { useState, type FormEvent } from 'react';
import styles from '../../lib/admin.module.css';
import { describedBy, FieldError, fieldErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { errorText } from '../../lib/format';
import { useWords, type Words } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { createCoupon } from './create-coupon';
import { getCoupons, type AdminCoupon } from './get-coupons';
import { updateCoupon } from './update-coupon';

const FORM = 'coupon';

/** The badge of each state the API reports: what the checkout makes of the coupon now. */
const STATE_STYLE: Record<AdminCoupon['status'], string | undefined> = {
  active: styles['status-delivered'],
  inactive: styles['status-cancelled'],
  expired: styles['status-expired'],
  'used up': styles['status-used-up'],
  scheduled: styles['status-scheduled'],
};

interface Draft {
  code: string;
  description: string;
  type: 'percentage' | 'fixed';
  value: string;
  minSpend: string;
  maxDiscount: string;
  endsAt: string;
  usageLimit: string;
  perUserLimit: string;
}

const EMPTY: Draft = {
  code: '',
  description: '',
  type: 'percentage',
  value: '',
  minSpend: '0',
  maxDiscount: '',
  endsAt: '',
  usageLimit: '',
  perUserLimit: '',
};

function draftOf(coupon: AdminCoupon): Draft {
  return {
    code: coupon.code,
    description: coupon.description,
    type: coupon.type,
    value: String(coupon.value),
    minSpend: String(coupon.minSpend),
    maxDiscount: coupon.maxDiscount === null ? '' : String(coupon.maxDiscount),
    endsAt: coupon.endsAt ? coupon.endsAt.slice(0, 10) : '',
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    perUserLimit: coupon.perUserLimit === null ? '' : String(coupon.perUserLimit),
  };
}

const optional = (text: string) => (text.trim() === '' ? null : Number(text));

function bodyOf(draft: Draft) {
  return {
    description: draft.description,
    type: draft.type,
    value: Number(draft.value),
    minSpend: Number(draft.minSpend || '0'),
    maxDiscount: optional(draft.maxDiscount),
    endsAt: draft.endsAt ? new Date(`${draft.endsAt}T23:59:59.000Z`).toISOString() : null,
    usageLimit: optional(draft.usageLimit),
    perUserLimit: optional(draft.perUserLimit),
  };
}

function describe(coupon: AdminCoupon, { t, taka, num }: Words): string {
  const off =
    coupon.type === 'percentage'
      ? t('coupon.percentOff', { value: num(coupon.value) })
      : t('coupon.takaOff', { amount: taka(coupon.value) });
  const from = coupon.minSpend > 0 ? t('coupon.from', { amount: taka(coupon.minSpend) }) : '';
  const cap =
    coupon.maxDiscount !== null ? t('coupon.cap', { amount: taka(coupon.maxDiscount) }) : '';
  return t('coupon.offer', { off, from, cap });
}

export function CouponsSection() {
  const words = useWords();
  const { t, num } = words;
  const [load, reload] = useLoad('coupons', () => getCoupons());
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  function edit(coupon: AdminCoupon | null) {
    setEditing(coupon);
    setDraft(coupon ? draftOf(coupon) : EMPTY);
    setMessage(null);
    setErrors({});
  }

  /** Runs `action`, then says `done` (a message id taking the coupon's `code`). */
  async function run(action: () => Promise<AdminCoupon>, done: string) {
    setMessage(null);
    try {
      const coupon = await action();
      setMessage({ error: false, text: t(done, { code: coupon.code }) });
      setErrors({});
      setEditing(coupon);
      setDraft(draftOf(coupon));
      reload();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setMessage({
        error: true,
        text: Object.keys(fields).length > 0 ? t('form.checkFields') : errorText(error, words),
      });
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const numbers: FieldErrors = {};
    for (const key of ['value', 'minSpend', 'maxDiscount', 'usageLimit', 'perUserLimit'] as const) {
      const text = draft[key].trim();
      if (text !== '' && !/^\d+$/.test(text)) numbers[key] = t('coupon.error.whole');
    }
    if (draft.value.trim() === '') numbers.value = t('coupon.error.missing');
    if (Object.keys(numbers).length > 0) {
      setErrors(numbers);
      setMessage({ error: true, text: t('form.checkFields') });
      return;
    }
    const body = bodyOf(draft);
    // An edit sends only what changed: an expired coupon keeps its end date untouched
    // (a past end date is refused only when it is set).
    const before = editing ? bodyOf(draftOf(editing)) : null;
    const changed = before
      ? Object.fromEntries(
          Object.entries(body).filter(
            ([key, value]) => before[key as keyof typeof before] !== value,
          ),
        )
      : body;
    if (editing && Object.keys(changed).length === 0) {
      setErrors({});
      setMessage({ error: false, text: t('form.unchanged') });
      return;
    }
    void run(
      () =>
        editing ? updateCoupon(editing.code, changed) : createCoupon({ code: draft.code, ...body }),
      editing ? 'coupon.saved' : 'coupon.created',
    );
  }

  const field = (key: keyof Draft, label: string, type = 'text') => (
    // The message sits outside the label, so it is the field's description, not its name.
    <div className={styles.fieldWrap}>
      <label className={styles.field}>
        {label}
        <input
          className={styles.input}
          name={key}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          value={draft[key]}
          disabled={key === 'code' && editing !== null}
          {...describedBy(FORM, key, errors)}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
      </label>
      <FieldError form={FORM} field={key} errors={errors} />
    </div>
  );

  return (
    <div className={styles.columns}>
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>{t('tab.coupons')}</h2>
        {load.status === 'loading' ? <p className={styles.muted}>{t('coupon.loading')}</p> : null}
        {load.status === 'error' ? <p className={styles.error}>{load.message}</p> : null}
        {load.status === 'ready' ? (
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stackTable}`}>
              <thead>
                <tr>
                  <th>{t('coupon.code')}</th>
                  <th>{t('coupon.offerHead')}</th>
                  <th className={styles.num}>{t('coupon.used')}</th>
                  <th>{t('coupon.state')}</th>
                </tr>
              </thead>
              <tbody>
                {load.data.items.map((coupon) => (
                  <tr key={coupon.code}>
                    <td data-label={t('coupon.code')}>
                      <button
                        type="button"
                        className={styles.rowButton}
                        onClick={() => edit(coupon)}
                      >
                        {coupon.code}
                      </button>
                    </td>
                    <td data-label={t('coupon.offerHead')}>{describe(coupon, words)}</td>
                    <td data-label={t('coupon.used')} className={styles.num}>
                      {num(coupon.usedCount)}
                      {coupon.usageLimit !== null ? ` / ${num(coupon.usageLimit)}` : ''}
                    </td>
                    <td data-label={t('coupon.state')}>
                      <span className={`${styles.badge} ${STATE_STYLE[coupon.status] ?? ''}`}>
                        {t(`coupon.status.${coupon.status.replace(' ', '_')}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
      <form
        className={`${styles.panel} ${styles.detail}`}
        onSubmit={save}
        noValidate
        aria-label={t('coupon.form')}
      >
        <h2 className={styles.panelTitle}>
          {editing ? t('form.edit', { name: editing.code }) : t('coupon.new')}
        </h2>
        <div className={styles.formGrid}>
          {field('code', t('coupon.code'))}
          <label className={styles.field}>
            {t('coupon.type')}
            <select
              className={styles.select}
              value={draft.type}
              onChange={(event) =>
                setDraft({ ...draft, type: event.target.value as Draft['type'] })
              }
            >
              <option value="percentage">{t('coupon.typePercent')}</option>
              <option value="fixed">{t('coupon.typeTaka')}</option>
            </select>
          </label>
          {field(
            'value',
            draft.type === 'percentage' ? t('coupon.percent') : t('coupon.typeTaka'),
            'number',
          )}
          {field('minSpend', t('coupon.minSpend'), 'number')}
          {field('maxDiscount', t('coupon.maxDiscount'), 'number')}
          {field('endsAt', t('coupon.endsAt'), 'date')}
          {field('usageLimit', t('coupon.usageLimit'), 'number')}
          {field('perUserLimit', t('coupon.perUserLimit'), 'number')}
        </div>
        {field('description', t('product.description'))}
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {editing ? t('coupon.save') : t('coupon.create')}
          </button>
          {editing ? (
            <>
              <button
                type="button"
                className={editing.isActive ? styles.danger : styles.secondary}
                onClick={() =>
                  void run(
                    () => updateCoupon(editing.code, { isActive: !editing.isActive }),
                    editing.isActive ? 'coupon.deactivated' : 'coupon.activated',
                  )
                }
              >
                {editing.isActive ? t('coupon.deactivate') : t('coupon.activate')}
              </button>
              <button type="button" className={styles.secondary} onClick={() => edit(null)}>
                {t('coupon.new')}
              </button>
            </>
          ) : null}
        </div>
        {editing ? (
          <p className={styles.muted}>
            {editing.usageLimit !== null
              ? t('coupon.usedOf', { count: editing.usedCount, limit: num(editing.usageLimit) })
              : t('coupon.usedTimes', { count: editing.usedCount })}
          </p>
        ) : null}
        {message ? (
          <p
            role={message.error ? 'alert' : 'status'}
            className={message.error ? styles.error : styles.notice}
          >
            {message.text}
          </p>
        ) : null}
      </form>
    </div>
  );
}
