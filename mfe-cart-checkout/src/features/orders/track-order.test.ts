import { trackFormErrors } from './track-order';

// What the /track form refuses before asking the API.

const form = (orderNumber: string, email = '', phone = '') => ({ orderNumber, email, phone });

test('an order number and an e-mail address are needed, in their shapes', () => {
  expect(trackFormErrors(form('', ''), 'email')).toEqual({
    orderNumber: 'track.error.orderNumberRequired',
    email: 'track.error.emailRequired',
  });
  expect(trackFormErrors(form('CH-123', 'nobody'), 'email')).toEqual({
    orderNumber: 'track.error.orderNumberInvalid',
    email: 'track.error.emailInvalid',
  });
  expect(trackFormErrors(form(' ch-7k2m9qx4tb ', 'a@example.com'), 'email')).toEqual({});
  expect(trackFormErrors(form('7K2M9QX4TB', 'a@example.com'), 'email')).toEqual({});
});

test('a Bangladeshi mobile number is taken with or without +880, spaces and hyphens', () => {
  for (const phone of ['01712345678', '+8801712345678', '+880 1712-345678']) {
    expect(trackFormErrors(form('CH-7K2M9QX4TB', '', phone), 'phone')).toEqual({});
  }
  expect(trackFormErrors(form('CH-7K2M9QX4TB', '', ''), 'phone')).toEqual({
    phone: 'track.error.phoneRequired',
  });
  expect(trackFormErrors(form('CH-7K2M9QX4TB', '', '+81 90-1234-5678'), 'phone')).toEqual({
    phone: 'track.error.phoneInvalid',
  });
});
