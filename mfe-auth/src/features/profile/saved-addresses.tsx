import { useEffect, useState } from 'react';
import { isApiError, useMessages } from '@shop/shared';
import { authMessages } from '../../messages/catalogs';
import {
  ADDRESSES_LOAD_FAILED,
  ADDRESS_DELETED,
  ADDRESS_DELETE_FAILED,
  ADDRESS_SAVED,
  say,
} from '../../lib/texts';
import styles from '../../lib/form.module.css';
import { AddressForm } from './address-form';
import { ADDRESS_LIMIT_REACHED, addressLines, draftFromSaved, emptyDraft } from './address-draft';
import own from './addresses.module.css';
import { deleteAddress } from './delete-address';
import { getAddresses, type SavedAddress } from './get-addresses';

export { ADDRESSES_LOAD_FAILED, ADDRESS_DELETE_FAILED };

type Editing = { id: string | null; address: SavedAddress | null } | null;

/** The shopper's address book (docs/shipping.md#saved-addresses): list, add, edit, delete. */
export function SavedAddresses({ name }: { name: { firstName?: string; lastName?: string } }) {
  const { t } = useMessages(authMessages);
  const [items, setItems] = useState<SavedAddress[] | 'loading' | 'error'>('loading');
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    getAddresses()
      .then((answer) => {
        if (!live) return;
        setItems(answer.items);
        setLimit(answer.limit);
      })
      .catch(() => live && setItems('error'));
    return () => {
      live = false;
    };
  }, []);

  const list = Array.isArray(items) ? items : [];
  const full = list.length >= limit;

  const remove = async (address: SavedAddress) => {
    setNotice(null);
    try {
      await deleteAddress(address.id);
      setItems(list.filter((item) => item.id !== address.id));
      setNotice({ ok: true, text: ADDRESS_DELETED });
    } catch (cause) {
      // Already gone (another tab): the list forgets it too.
      if (isApiError(cause) && cause.status === 404) {
        setItems(list.filter((item) => item.id !== address.id));
      } else setNotice({ ok: false, text: ADDRESS_DELETE_FAILED });
    }
  };

  return (
    <section className={own.page} aria-labelledby="saved-addresses-title">
      <div className={styles.card}>
        <h2 id="saved-addresses-title" className={own.title}>
          {t('addresses.title')}
        </h2>
        <p className={styles.lead}>{t('addresses.lead', { limit })}</p>
        {items === 'loading' && <p aria-busy="true">{t('loading')}</p>}
        {items === 'error' && (
          <p role="alert" className={styles.error}>
            {say(t, ADDRESSES_LOAD_FAILED)}
          </p>
        )}
        {Array.isArray(items) && items.length === 0 && !editing && (
          <p className={own.muted}>{t('addresses.none')}</p>
        )}
        {list.length > 0 && (
          <ul className={own.list} aria-label={t('addresses.title')}>
            {list.map((address) => (
              <li key={address.id} className={own.item}>
                {address.label && <strong>{address.label}</strong>}
                <address className={own.lines}>
                  {addressLines(address).map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
                </address>
                <div className={own.actions}>
                  <button
                    type="button"
                    className={own.secondary}
                    aria-label={t('addresses.editNamed', {
                      name: address.label || addressLines(address)[1] || t('addresses.unnamed'),
                    })}
                    onClick={() => {
                      setNotice(null);
                      setEditing({ id: address.id, address });
                    }}
                  >
                    {t('addresses.edit')}
                  </button>
                  <button
                    type="button"
                    className={own.danger}
                    aria-label={t('addresses.deleteNamed', {
                      name: address.label || addressLines(address)[1] || t('addresses.unnamed'),
                    })}
                    onClick={() => void remove(address)}
                  >
                    {t('addresses.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {notice && (
          <p
            role={notice.ok ? 'status' : 'alert'}
            className={notice.ok ? styles.success : styles.error}
          >
            {say(t, notice.text)}
          </p>
        )}
        {editing ? (
          <AddressForm
            key={editing.id ?? 'new'}
            id={editing.id}
            initial={editing.address ? draftFromSaved(editing.address) : emptyDraft(name)}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setItems(
                editing.id
                  ? list.map((item) => (item.id === saved.id ? saved : item))
                  : [...list, saved],
              );
              setEditing(null);
              setNotice({ ok: true, text: ADDRESS_SAVED });
            }}
          />
        ) : Array.isArray(items) ? (
          full ? (
            <p className={own.muted}>{say(t, ADDRESS_LIMIT_REACHED)}</p>
          ) : (
            <button
              type="button"
              className={own.primary}
              onClick={() => {
                setNotice(null);
                setEditing({ id: null, address: null });
              }}
            >
              {t('addresses.add')}
            </button>
          )
        ) : null}
      </div>
    </section>
  );
}
