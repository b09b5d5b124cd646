import { usePrefectures } from '../../lib/prefectures';
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
  return (
    <Field label="Prefecture" required error={error}>
      {(props) =>
        Array.isArray(prefectures) ? (
          <select
            {...props}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="shipping address-level1"
          >
            <option value="">Choose a prefecture</option>
            {value !== '' && !prefectures.includes(value) && <option value={value}>{value}</option>}
            {prefectures.map((name) => (
              <option key={name} value={name}>
                {name}
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
