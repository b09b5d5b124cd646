import { useEffect, useState } from 'react';
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

const describe = (saved: SavedAddress) =>
  [saved.label, saved.address, saved.area?.district?.name ?? saved.city, saved.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');

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
    <Field label="Saved address" wide>
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
          <option value="">Choose a saved address</option>
          {saved.map((item) => (
            <option key={item.id} value={item.id}>
              {describe(item)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
