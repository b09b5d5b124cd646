import { useEffect, useState } from 'react';
import { useMessages, type Translator } from '@shop/shared';
import { japaneseAddress } from '../../lib/address';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { prefectureMessages } from '../../messages/prefectures/catalogs';
import type { ShippingForm } from './checkout-fields';
import { Field } from './field';
import { getSavedAddresses, type SavedAddress } from './get-saved-addresses';

/** The form's fields a saved address fills (the e-mail and delivery choice stay). */
export function fromSaved(saved: SavedAddress): Partial<ShippingForm> {
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    phone: saved.phone,
    address: saved.address,
    city: saved.city,
    state: saved.state,
    town: saved.town ?? '',
    zipCode: saved.zipCode,
    country: saved.country,
    division: saved.area?.division?.id ?? saved.division ?? '',
    district: saved.area?.district?.id ?? saved.district ?? '',
    upazila: saved.area?.upazila?.id ?? saved.upazila ?? '',
    method: 'ship',
  };
}

/** A saved address in one line; a Japanese one in Japanese order on a Japanese page. */
function describe(saved: SavedAddress, prefectures: Translator): string {
  if (prefectures.locale === 'ja' && saved.country === 'Japan') {
    return [saved.label, japaneseAddress(saved, prefectures)]
      .filter((part) => part && part.trim() !== '')
      .join('、');
  }
  // The API names an area in both languages; a Bangla page shows its Bangla name.
  const district = saved.area?.district as { name: string; bn?: string } | null | undefined;
  const place =
    district && prefectures.locale === 'bn' && district.bn ? district.bn : district?.name;
  return [saved.label, saved.address, place ?? saved.city, saved.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/** A signed-in shopper's saved addresses; choosing one fills the form. Nothing when none. */
export function SavedAddressSelect({
  signedIn,
  onPick,
}: {
  signedIn: boolean;
  onPick: (fields: Partial<ShippingForm>) => void;
}) {
  const [saved, setSaved] = useState<SavedAddress[]>([]);
  const [chosen, setChosen] = useState('');
  const { t } = useMessages(checkoutMessages);
  const prefectures = useMessages(prefectureMessages);
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    getSavedAddresses().then(
      (items) => live && setSaved(items),
      () => undefined, // the form works without them
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  if (saved.length === 0) return null;
  return (
    <Field label={t('field.saved')} wide>
      {(props) => (
        <select
          {...props}
          value={chosen}
          onChange={(e) => {
            setChosen(e.target.value);
            const pick = saved.find((item) => item.id === e.target.value);
            if (pick) onPick(fromSaved(pick));
          }}
        >
          <option value="">{t('field.chooseSaved')}</option>
          {saved.map((item) => (
            <option key={item.id} value={item.id}>
              {describe(item, prefectures)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
