import { useEffect, useState, type FormEvent } from 'react';
import {
  REFRESH_USER_FAILED,
  isApiError,
  useMessages,
  validatePhone,
  type User,
} from '@shop/shared';
import { authMessages } from '../../messages/catalogs';
import { PROFILE_SAVED, PROFILE_SAVE_FAILED, familyFirst, say } from '../../lib/texts';
import { Field } from '../../lib/field';
import styles from '../../lib/form.module.css';
import { updateSignedInUser } from '../../lib/session/session-owner';
import { getProfile } from './get-profile';
import { updateProfile } from './update-profile';

export { PROFILE_SAVED, PROFILE_SAVE_FAILED };

/** The signed-in shopper's name and phone, to see and edit (docs/product.md D1). */
export function ProfileForm({ user }: { user: User }) {
  const { t, locale } = useMessages(authMessages);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [phone, setPhone] = useState(user.phone ?? user.phoneNumber ?? '');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // The form still works from the stored user when the fresh copy cannot be fetched.
  const [staleUser, setStaleUser] = useState(false);
  const phoneError = validatePhone(phone);

  // The stored user may be older than the account (another device changed it).
  useEffect(() => {
    let live = true;
    getProfile()
      .then((fresh) => {
        if (!live) return;
        setFirstName(fresh.firstName ?? '');
        setLastName(fresh.lastName ?? '');
        setPhone(fresh.phone ?? '');
      })
      .catch(() => {
        if (live) setStaleUser(true);
      });
    return () => {
      live = false;
    };
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (phoneError || busy) return;
    setBusy(true);
    setResult(null);
    try {
      const saved = await updateProfile({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        phone: phone.trim(),
      });
      updateSignedInUser(saved);
      setStaleUser(false);
      setResult({ ok: true, text: PROFILE_SAVED });
    } catch (cause) {
      const text =
        (isApiError(cause) && cause.status === 400 && cause.serverMessage) || PROFILE_SAVE_FAILED;
      setResult({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('profile.title')}</h1>
        <p className={styles.lead}>{t('profile.lead', { name: user.name, ref: user.user_ref })}</p>
        {staleUser && (
          <p role="alert" className={styles.error}>
            {say(t, REFRESH_USER_FAILED)}
          </p>
        )}
        <form onSubmit={save} noValidate>
          <Field label={t('field.email')} type="email" value={user.email} readOnly />
          <div className={styles.row}>
            {familyFirst(locale, [
              <Field
                key="first"
                label={t('field.firstName')}
                autoComplete="given-name"
                maxLength={50}
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />,
              <Field
                key="last"
                label={t('field.lastName')}
                autoComplete="family-name"
                maxLength={50}
                value={lastName}
                onChange={(event) => setLastName(event.target.value)}
              />,
            ])}
          </div>
          <Field
            label={t('field.phoneOptional')}
            type="tel"
            autoComplete="tel"
            placeholder="+880 1712-345678"
            value={phone}
            error={say(t, phoneError)}
            onChange={(event) => setPhone(event.target.value)}
          />
          {result && (
            <p
              role={result.ok ? 'status' : 'alert'}
              className={result.ok ? styles.success : styles.error}
            >
              {say(t, result.text)}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy || Boolean(phoneError)}>
            {busy ? t('profile.busy') : t('profile.save')}
          </button>
        </form>
      </div>
    </section>
  );
}
