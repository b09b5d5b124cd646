import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import {
  richText,
  shopCurrency,
  useBusState,
  useFocusTrap,
  useLocale,
  useMessages,
  type CartItem,
} from '@shop/shared';
import {
  chooseArea,
  districtsOf,
  placeLabel,
  sortPlaces,
  upazilasOf,
  useBdAreas,
  type AreaChoice,
  type BdPlace,
} from '../../lib/bangladesh-areas';
import { JAPAN_POSTCODE, destination$, setDestination } from '../../lib/destination-store';
import { usePrefectures } from '../../lib/prefectures';
import {
  fetchQuote,
  formatDeliveryDay,
  quotePlace,
  type ShippingQuote,
} from '../../lib/shipping-quote';
import { countryName, useShippingCountries } from '../../lib/shop-config';
import { say } from '../../lib/say';
import { cartMessages } from '../../messages/catalogs';
import { prefectureMessages } from '../../messages/prefectures/catalogs';
import styles from './cart.module.css';

/**
 * The drawer's shipping estimate: Japan, a prefecture, city and postcode. Update asks
 * the API for the fee and delivery date, shows them, and makes that destination the
 * drawer's; Cancel closes without a change.
 */
export function CalculateDialog({
  items,
  money,
  onClose,
}: {
  items: readonly CartItem[];
  money: (amount: number) => string;
  onClose: () => void;
}) {
  const { t, locale } = useMessages(cartMessages);
  const prefectureNames = useMessages(prefectureMessages);
  const saved = destination$.getValue();
  const japan = saved?.country === 'Japan' ? saved : null;
  const { currency } = useBusState(shopCurrency);
  // The two countries with a domestic quote, in the currency's order (taka: Bangladesh first).
  const countries = useShippingCountries(currency).filter(
    (name) => name === 'Bangladesh' || name === 'Japan',
  );
  const [country, setCountry] = useState<string>(saved?.country ?? 'Japan');
  const bangladesh = country === 'Bangladesh';
  const areas = useBdAreas(bangladesh);
  const loadedAreas = typeof areas === 'object' ? areas : null;
  const [area, setArea] = useState<AreaChoice>(
    saved?.country === 'Bangladesh'
      ? { division: saved.division, district: saved.district, upazila: saved.upazila }
      : { division: '', district: '', upazila: '' },
  );
  const choose = (level: keyof AreaChoice) => (id: string) =>
    setArea((current) => chooseArea(loadedAreas, current, level, id));
  const prefectures = usePrefectures();
  const [prefecture, setPrefecture] = useState(japan?.prefecture ?? '');
  const [city, setCity] = useState(japan?.city ?? '');
  const [zipCode, setZipCode] = useState(japan?.zipCode ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ShippingQuote | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(dialog, close);

  const postcodeBad = !bangladesh && zipCode.trim() !== '' && !JAPAN_POSTCODE.test(zipCode.trim());

  const update = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (bangladesh) {
      if (!area.division || !area.district) {
        setProblem(t('calc.chooseArea'));
        return;
      }
      setBusy(true);
      setProblem(null);
      try {
        const quote = await fetchQuote(items, { country: 'Bangladesh', ...area });
        setResult(quote);
        setDestination({ country: 'Bangladesh', ...area });
      } catch {
        setProblem(t('calc.failed'));
      } finally {
        setBusy(false);
      }
      return;
    }
    if (!prefecture) {
      setProblem(t('calc.choosePrefecture'));
      return;
    }
    if (postcodeBad) {
      setProblem(t('calc.postcode'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const quote = await fetchQuote(items, { country: 'Japan', prefecture });
      setResult(quote);
      setDestination({ country: 'Japan', prefecture, city: city.trim(), zipCode: zipCode.trim() });
    } catch {
      setProblem(t('calc.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={styles.dialogBackdrop}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className={styles.dialog}
      >
        <h3 id={`${id}-title`} className={styles.dialogTitle}>
          {t('calc.title')}
        </h3>
        <form onSubmit={(event) => void update(event)} noValidate className={styles.dialogForm}>
          <label className={styles.field}>
            <span>{t('field.country')}</span>
            <select
              className={styles.input}
              value={country}
              onChange={(event) => {
                setCountry(event.target.value);
                setResult(null);
                setProblem(null);
              }}
              autoComplete="country-name"
            >
              {countries.map((name) => (
                <option key={name} value={name}>
                  {countryName(t, name)}
                </option>
              ))}
            </select>
          </label>
          {bangladesh && (
            <>
              <AreaSelect
                label={t('field.division')}
                value={area.division}
                places={loadedAreas?.divisions ?? []}
                empty={areas === 'error' ? t('area.divisionsFailed') : t('area.chooseDivision')}
                onChange={choose('division')}
              />
              <AreaSelect
                label={t('field.district')}
                value={area.district}
                places={loadedAreas ? districtsOf(loadedAreas, area.division) : []}
                empty={t('area.chooseDistrict')}
                onChange={choose('district')}
              />
              <AreaSelect
                label={t('field.upazila')}
                value={area.upazila}
                places={loadedAreas ? upazilasOf(loadedAreas, area.district) : []}
                empty={t('area.chooseUpazilaOptional')}
                onChange={choose('upazila')}
              />
            </>
          )}
          {!bangladesh && (
            <>
              <label className={styles.field}>
                <span>{t('field.prefecture')}</span>
                <select
                  className={styles.input}
                  value={prefecture}
                  onChange={(event) => setPrefecture(event.target.value)}
                  disabled={!Array.isArray(prefectures)}
                  autoComplete="address-level1"
                >
                  <option value="">
                    {prefectures === 'loading'
                      ? t('calc.loading')
                      : prefectures === 'error'
                        ? t('calc.prefecturesFailed')
                        : t('calc.choosePrefecture')}
                  </option>
                  {Array.isArray(prefectures) &&
                    prefectures.map((name) => (
                      <option key={name} value={name}>
                        {say(prefectureNames, name)}
                      </option>
                    ))}
                </select>
              </label>
              <label className={styles.field}>
                <span>{t('field.city')}</span>
                <input
                  className={styles.input}
                  value={city}
                  onChange={(event) => setCity(event.target.value)}
                  autoComplete="address-level2"
                />
              </label>
              <label className={styles.field}>
                <span>{t('field.postcode')}</span>
                <input
                  className={styles.input}
                  value={zipCode}
                  onChange={(event) => setZipCode(event.target.value)}
                  placeholder="NNN-NNNN"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  aria-invalid={postcodeBad}
                />
              </label>
            </>
          )}
          {problem && (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          )}
          {result && (
            <p role="status" className={styles.quoteResult} data-testid="calculate-result">
              {richText(
                t('calc.result', {
                  place:
                    quotePlace(result, locale, t, prefectureNames) ??
                    countryName(t, result.country),
                  fee: result.fee === 0 ? t('summary.free') : money(result.fee),
                  day: formatDeliveryDay(result.deliveryDate, locale),
                  days: result.deliveryDays,
                  shipDay: formatDeliveryDay(result.shipDate, locale),
                }),
                [(text) => <strong>{text}</strong>, (text) => <strong>{text}</strong>],
              )}
            </p>
          )}
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondary} onClick={close}>
              {result ? t('calc.done') : t('calc.cancel')}
            </button>
            <button type="submit" className={styles.primary} disabled={busy}>
              {busy ? t('calc.updating') : t('calc.update')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

function AreaSelect({
  label,
  value,
  places,
  empty,
  onChange,
}: {
  label: string;
  value: string;
  places: readonly BdPlace[];
  empty: string;
  onChange: (id: string) => void;
}) {
  const locale = useLocale();
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={places.length === 0}
      >
        <option value="">{empty}</option>
        {sortPlaces(places, locale).map((place) => (
          <option key={place.id} value={place.id}>
            {placeLabel(place, locale)}
          </option>
        ))}
      </select>
    </label>
  );
}
