import { fromSaved } from './saved-address-select';
import type { SavedAddress } from './get-saved-addresses';

test('a saved Dhaka address fills the form with its area ids and mobile, by courier', () => {
  const saved: SavedAddress = {
    id: 'a1',
    label: 'Home',
    firstName: 'Rahim',
    lastName: 'Uddin',
    phone: '+8801712345678',
    address: 'House 12, Road 45',
    city: 'Dhaka',
    state: 'Dhaka',
    town: '',
    zipCode: '1212',
    country: 'Bangladesh',
    division: 'Dhaka',
    district: 'Dhaka',
    upazila: 'Gulshan',
    area: {
      division: { id: '6', name: 'Dhaka' },
      district: { id: '47', name: 'Dhaka' },
      upazila: { id: '4694', name: 'Gulshan' },
    },
  };
  expect(fromSaved(saved)).toMatchObject({
    country: 'Bangladesh',
    division: '6',
    district: '47',
    upazila: '4694',
    phone: '+8801712345678',
    zipCode: '1212',
    method: 'ship',
  });
  expect(fromSaved(saved)).not.toHaveProperty('email');
});
