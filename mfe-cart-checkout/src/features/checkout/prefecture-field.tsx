import { useMessages } from '@shop/shared';
import { usePrefectures } from '../../lib/prefectures';
import { say } from '../../lib/say';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { prefectureMessages } from '../../messages/prefectures/catalogs';
import { Field } from './field';

/** Japan's prefecture, from the API's list; a text box when the list did not load. */
export function PrefectureField({
  value,
  onChange,
  error,
}: {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const prefectures = usePrefectures();
  const { t } = useMessages(checkoutMessages);
  const names = useMessages(prefectureMessages);
  return (
    <Field label={t('field.prefecture')} required error={error}>
      {(props) =>
        Array.isArray(prefectures) ? (
          <select
            {...props}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="shipping address-level1"
          >
            <option value="">{t('field.choosePrefecture')}</option>
            {value !== '' && !prefectures.includes(value) && (
              <option value={value}>{say(names, value)}</option>
            )}
            {prefectures.map((name) => (
              <option key={name} value={name}>
                {say(names, name)}
              </option>
            ))}
          </select>
        ) : (
          // The list did not load: a text box still takes the prefecture.
          <input
            {...props}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="shipping address-level1"
          />
        )
      }
    </Field>
  );
}
