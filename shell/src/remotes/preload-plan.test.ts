import { preloadPlan } from './preload-plan';

const exposesOf = (pathname: string) =>
  Object.fromEntries(preloadPlan(pathname).map((item) => [item.nameOrAlias, item.exposes]));

test('every page preloads the header sign-in control and the cart badge', () => {
  expect(exposesOf('/about')).toEqual({ auth: ['./SignInControl'], cart: ['./CartWidget'] });
});

test('a page owned by a remote also preloads that remote’s routes', () => {
  expect(exposesOf('/')).toMatchObject({ catalog: ['./routes'] });
  expect(exposesOf('/product/amd-ryzen-7')).toMatchObject({ catalog: ['./routes'] });
  expect(exposesOf('/search')).toMatchObject({ catalog: ['./routes'] });
  expect(exposesOf('/checkout')).toMatchObject({ cart: ['./CartWidget', './routes'] });
  expect(exposesOf('/orders/42')).toMatchObject({ cart: ['./CartWidget', './routes'] });
  expect(exposesOf('/profile')).toMatchObject({ auth: ['./SignInControl', './routes'] });
  expect(exposesOf('/pc-builder/select/cpu')).toMatchObject({ pcBuilder: ['./routes'] });
});

test('an unknown page preloads no page remote', () => {
  expect(Object.keys(exposesOf('/no/such/page')).sort()).toEqual(['auth', 'cart']);
  expect(Object.keys(exposesOf('/categoryx')).sort()).toEqual(['auth', 'cart']);
});
