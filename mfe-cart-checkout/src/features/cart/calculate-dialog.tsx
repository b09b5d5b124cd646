import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { shopCurrency, useBusState, useFocusTrap, type CartItem } from '@shop/shared';
import {
  chooseArea,
  districtsOf,
  placeLabel,
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
import { useShippingCountries } from '../../lib/shop-config';
import styles from './cart.module.css';

const POSTCODE_MESSAGE = 'Enter the postcode as NNN-NNNN, e.g. 900-0001';

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
        setProblem('Choose a division and a district');
        return;
      }
      setBusy(true);
      setProblem(null);
      try {
        const quote = await fetchQuote(items, { country: 'Bangladesh', ...area });
        setResult(quote);
        setDestination({ country: 'Bangladesh', ...area });
      } catch {
        setProblem('Could not calculate shipping. Please try again.');
      } finally {
        setBusy(false);
      }
      return;
    }
    if (!prefecture) {
      setProblem('Choose a prefecture');
      return;
    }
    if (postcodeBad) {
      setProblem(POSTCODE_MESSAGE);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const quote = await fetchQuote(items, { country: 'Japan', prefecture });
      setResult(quote);
      setDestination({ country: 'Japan', prefecture, city: city.trim(), zipCode: zipCode.trim() });
    } catch {
      setProblem('Could not calculate shipping. Please try again.');
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
          Calculate shipping
        </h3>
        <form onSubmit={(event) => void update(event)} noValidate className={styles.dialogForm}>
          <label className={styles.field}>
            <span>Country</span>
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
                  {name}
                </option>
              ))}
            </select>
          </label>
          {bangladesh && (
            <>
              <AreaSelect
                label="Division"
                value={area.division}
                places={loadedAreas?.divisions ?? []}
                empty={areas === 'error' ? 'Could not load the divisions' : 'Choose a division'}
                onChange={choose('division')}
              />
              <AreaSelect
                label="District"
                value={area.district}
                places={loadedAreas ? districtsOf(loadedAreas, area.division) : []}
                empty="Choose a district"
                onChange={choose('district')}
              />
              <AreaSelect
                label="Upazila / Thana"
                value={area.upazila}
                places={loadedAreas ? upazilasOf(loadedAreas, area.district) : []}
                empty="Choose an upazila or thana (optional)"
                onChange={choose('upazila')}
              />
            </>
          )}
          {!bangladesh && (
            <>
              <label className={styles.field}>
                <span>Prefecture</span>
                <select
                  className={styles.input}
                  value={prefecture}
                  onChange={(event) => setPrefecture(event.target.value)}
                  disabled={!Array.isArray(prefectures)}
                  autoComplete="address-level1"
                >
                  <option value="">
                    {prefectures === 'loading'
                      ? 'Loading…'
                      : prefectures === 'error'
                        ? 'Could not load prefectures'
                        : 'Choose a prefecture'}
                  </option>
                  {Array.isArray(prefectures) &&
                    prefectures.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                </select>
              </label>
              <label className={styles.field}>
                <span>City</span>
                <input
                  className={styles.input}
                  value={city}
                  onChange={(event) => setCity(event.target.value)}
                  autoComplete="address-level2"
                />
              </label>
              <label className={styles.field}>
                <span>Postcode</span>
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
              Shipping to {quotePlace(result) ?? result.country}:{' '}
              <strong>{result.fee === 0 ? 'FREE' : money(result.fee)}</strong>, delivered by{' '}
              <strong>{formatDeliveryDay(result.deliveryDate)}</strong> ({result.deliveryDays}{' '}
              {result.deliveryDays === 1 ? 'day' : 'days'} after shipping on{' '}
              {formatDeliveryDay(result.shipDate)})
            </p>
          )}
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondary} onClick={close}>
              {result ? 'Done' : 'Cancel'}
            </button>
            <button type="submit" className={styles.primary} disabled={busy}>
              {busy ? 'Updating…' : 'Update'}
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
        {[...places]
          .sort((a, b) => a.name.localeCompare(b.name, 'en'))
          .map((place) => (
            <option key={place.id} value={place.id}>
              {placeLabel(place)}
            </option>
          ))}
      </select>
    </label>
  );
}
