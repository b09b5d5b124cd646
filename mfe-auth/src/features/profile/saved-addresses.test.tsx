import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { apiError, fakeApi, NOT_FOUND, type ApiRoute, type FakeApi } from '@shop/shared/testing';
import { SavedAddresses } from './saved-addresses';

const AREAS = {
  divisions: [{ id: '6', name: 'Dhaka', bn: 'ঢাকা' }],
  districts: [{ id: '47', divisionId: '6', name: 'Dhaka', bn: 'ঢাকা' }],
  upazilas: [{ id: '4694', districtId: '47', name: 'Gulshan', bn: 'গুলশান' }],
};

let api: FakeApi;
afterEach(() => api.restore());

async function setup(routes: Record<string, ApiRoute>) {
  api = fakeApi(
    {
      'GET /api/v1/me/addresses': { status: 200, body: { items: [], limit: 10 } },
      'GET /api/v1/shipping/areas/bd': { status: 200, body: AREAS },
      ...routes,
    },
    { otherwise: NOT_FOUND },
  );
  await act(async () => {
    render(<SavedAddresses name={{ firstName: 'Rahim', lastName: 'Uddin' }} />);
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
  });
  const form = screen.getByRole('form', { name: 'New address' });
  const pick = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  pick('Division', '6');
  pick('District', '47');
  pick('Upazila / thana', '4694');
  pick('Street address', 'House 12');
  pick('Mobile number', '0123');
  return form;
}

const save = async (form: HTMLElement) =>
  act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  });

it("shows the API's message for a field beside that field and keeps what was typed", async () => {
  const form = await setup({
    'POST /api/v1/me/addresses': {
      status: 400,
      body: {
        error: {
          code: 'INVALID_MOBILE',
          message: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880',
          fields: { phone: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880' },
        },
      },
    },
  });
  await save(form);
  const mobile = within(form).getByLabelText('Mobile number');
  expect(mobile).toHaveAttribute('aria-invalid', 'true');
  expect(mobile).toHaveAccessibleDescription(
    'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880',
  );
  expect(within(form).getByLabelText('Street address')).toHaveValue('House 12');
  expect(within(form).getByLabelText('Upazila / thana')).toHaveValue('4694');
  expect(api.callsTo('/api/v1/me/addresses').at(-1)?.body).toMatchObject({
    country: 'Bangladesh',
    division: '6',
    district: '47',
    upazila: '4694',
    phone: '0123',
  });
});

it('says the book is full when the API answers 409', async () => {
  const form = await setup({
    'POST /api/v1/me/addresses': apiError(
      409,
      'ADDRESS_LIMIT',
      'You can keep at most 10 addresses: delete one first',
    ),
  });
  await save(form);
  expect(within(form).getByRole('alert')).toHaveTextContent(
    'You can keep at most 10 addresses: delete one first',
  );
});
