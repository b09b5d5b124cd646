import { Fragment, useEffect, useState, type FormEvent, type SelectHTMLAttributes } from 'react';
import { isApiError, useField, useMessages } from '@shop/shared';
import { authMessages } from '../../messages/catalogs';
import { POSTCODE_UNKNOWN, familyFirst, say } from '../../lib/texts';
import { Field } from '../../lib/field';
import styles from '../../lib/form.module.css';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_LIMIT_REACHED,
  ADDRESS_SAVE_FAILED,
  bodyFromDraft,
  japanesePostcode,
  type AddressDraft,
} from './address-draft';
import { createAddress } from './create-address';
import type { SavedAddress } from './get-addresses';
import { getBangladeshAreas, type BangladeshAreas } from './get-bangladesh-areas';
import { lookUpPostcode } from './look-up-postcode';
import own from './addresses.module.css';
import { updateAddress } from './update-address';

export { POSTCODE_UNKNOWN };

function SelectField({
  label,
  error,
  children,
  ...select
}: { label: string; error?: string | undefined } & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, errorId, control } = useField(error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select className={styles.input} {...control} {...select}>
        {children}
      </select>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

const both = (area: { name: string; bn: string }) => `${area.name} (${area.bn})`;

/** Add or edit one saved address; the API's message per field is shown beside that field. */
export function AddressForm({
  id,
  initial,
  onSaved,
  onCancel,
}: {
  id: string | null;
  initial: AddressDraft;
  onSaved: (saved: SavedAddress) => void;
  onCancel: () => void;
}) {
  const { t, locale } = useMessages(authMessages);
  const [draft, setDraft] = useState(initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [areas, setAreas] = useState<BangladeshAreas | 'loading' | 'error'>('loading');
  const [postcodeNote, setPostcodeNote] = useState<string | null>(null);
  const set = (patch: Partial<AddressDraft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    let live = true;
    getBangladeshAreas()
      .then((answer) => live && setAreas(answer))
      .catch(() => live && setAreas('error'));
    return () => {
      live = false;
    };
  }, []);

  // Japan: a whole postcode fills prefecture, city and town (editable afterwards).
  const digits = draft.country === 'Japan' ? japanesePostcode(draft.zipCode) : null;
  useEffect(() => {
    if (!digits) {
      setPostcodeNote(null);
      return;
    }
    let live = true;
    lookUpPostcode(digits)
      .then((found) => {
        if (!live) return;
        setPostcodeNote(null);
        setDraft((current) => ({
          ...current,
          zipCode: found.postcode,
          state: found.prefecture,
          city: found.city,
          town: found.town,
        }));
      })
      .catch((cause: unknown) => {
        if (live && isApiError(cause) && cause.status === 404) setPostcodeNote(POSTCODE_UNKNOWN);
      });
    return () => {
      live = false;
    };
  }, [digits]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      const body = bodyFromDraft(draft);
      onSaved(id ? await updateAddress(id, body) : await createAddress(body));
    } catch (cause) {
      if (isApiError(cause) && cause.status === 400) {
        // Each refused field says why beside itself; the summary only when none was named.
        const named = cause.fields ?? {};
        setFields(named);
        if (Object.keys(named).length === 0) {
          setMessage(cause.serverMessage ?? ADDRESS_SAVE_FAILED);
        }
      } else if (isApiError(cause) && cause.status === 409) {
        setMessage(cause.serverMessage ?? ADDRESS_LIMIT_REACHED);
      } else {
        setMessage(ADDRESS_SAVE_FAILED);
      }
    } finally {
      setBusy(false);
    }
  };

  const text = (
    name: keyof AddressDraft,
    label: string,
    extra: { autoComplete?: string; type?: string; placeholder?: string; maxLength?: number } = {},
  ) => (
    <Field
      label={label}
      value={draft[name]}
      error={say(t, fields[name])}
      onChange={(event) => set({ [name]: event.target.value })}
      {...extra}
    />
  );

  const loaded = typeof areas === 'object' ? areas : null;
  const districts = loaded?.districts.filter((d) => d.divisionId === draft.division) ?? [];
  const upazilas = loaded?.upazilas.filter((u) => u.districtId === draft.district) ?? [];
  const areaPlaceholder =
    areas === 'loading'
      ? t('loading')
      : areas === 'error'
        ? t('address.areasFailed')
        : t('address.choose');

  return (
    <form
      onSubmit={save}
      noValidate
      className={own.form}
      aria-label={id ? t('address.edit') : t('address.new')}
    >
      <h3 className={own.formTitle}>{id ? t('address.edit') : t('address.new')}</h3>
      {text('label', t('address.label'), {
        placeholder: t('address.labelPlaceholder'),
        maxLength: 40,
      })}
      <div className={styles.row}>
        {familyFirst(locale, [
          <Fragment key="first">
            {text('firstName', t('field.firstName'), {
              autoComplete: 'given-name',
              maxLength: 100,
            })}
          </Fragment>,
          <Fragment key="last">
            {text('lastName', t('field.lastName'), { autoComplete: 'family-name', maxLength: 100 })}
          </Fragment>,
        ])}
      </div>
      <SelectField
        label={t('address.country')}
        value={draft.country}
        error={fields.country}
        onChange={(event) => {
          setFields({});
          set({ country: event.target.value });
        }}
      >
        {ADDRESS_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`country.${country}`)}
          </option>
        ))}
      </SelectField>
      {draft.country === 'Bangladesh' ? (
        <>
          <SelectField
            label={t('address.division')}
            value={draft.division}
            error={fields.division}
            disabled={!loaded}
            onChange={(event) => set({ division: event.target.value, district: '', upazila: '' })}
          >
            <option value="">{areaPlaceholder}</option>
            {loaded?.divisions.map((d) => (
              <option key={d.id} value={d.id}>
                {both(d)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('address.district')}
            value={draft.district}
            error={fields.district}
            disabled={!loaded || !draft.division}
            onChange={(event) => set({ district: event.target.value, upazila: '' })}
          >
            <option value="">
              {draft.division ? areaPlaceholder : t('address.divisionFirst')}
            </option>
            {districts.map((d) => (
              <option key={d.id} value={d.id}>
                {both(d)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('address.upazila')}
            value={draft.upazila}
            error={fields.upazila}
            disabled={!loaded || !draft.district}
            onChange={(event) => set({ upazila: event.target.value })}
          >
            <option value="">
              {draft.district ? areaPlaceholder : t('address.districtFirst')}
            </option>
            {upazilas.map((u) => (
              <option key={u.id} value={u.id}>
                {both(u)}
              </option>
            ))}
          </SelectField>
          {text('address', t('address.street'), { autoComplete: 'street-address', maxLength: 300 })}
          {text('zipCode', t('address.postcodeOptional'), {
            autoComplete: 'postal-code',
            placeholder: '1212',
            maxLength: 20,
          })}
          {text('phone', t('address.mobile'), {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: '01712-345678',
            maxLength: 40,
          })}
        </>
      ) : draft.country === 'Japan' ? (
        <>
          {text('zipCode', t('address.postcode'), {
            autoComplete: 'postal-code',
            placeholder: '100-0005',
            maxLength: 20,
          })}
          {postcodeNote && (
            <p role="status" className={own.note}>
              {say(t, postcodeNote)}
            </p>
          )}
          {text('state', t('address.prefecture'), {
            autoComplete: 'address-level1',
            maxLength: 100,
          })}
          {text('city', t('address.city'), { autoComplete: 'address-level2', maxLength: 100 })}
          {text('town', t('address.town'), { autoComplete: 'address-level3', maxLength: 100 })}
          {text('address', t('address.street'), { autoComplete: 'street-address', maxLength: 300 })}
          {text('phone', t('field.phoneOptional'), {
            type: 'tel',
            autoComplete: 'tel',
            maxLength: 40,
          })}
        </>
      ) : (
        <>
          {text('address', t('address.street'), { autoComplete: 'street-address', maxLength: 300 })}
          {text('city', t('address.city'), { autoComplete: 'address-level2', maxLength: 100 })}
          {text('state', t('address.state'), { autoComplete: 'address-level1', maxLength: 100 })}
          {text('zipCode', t('address.zip'), { autoComplete: 'postal-code', maxLength: 20 })}
          {text('phone', t('field.phoneOptional'), {
            type: 'tel',
            autoComplete: 'tel',
            maxLength: 40,
          })}
        </>
      )}
      {message && (
        <p role="alert" className={styles.error}>
          {say(t, message)}
        </p>
      )}
      <div className={own.actions}>
        <button type="submit" className={own.primary} disabled={busy}>
          {busy ? t('address.busy') : t('address.save')}
        </button>
        <button type="button" className={own.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
