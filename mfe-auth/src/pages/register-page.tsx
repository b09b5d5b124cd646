import { usePageMeta } from '@shop/shared';
import { RegisterForm } from '../features/register/register-form';

/** /register: a new account, confirmed by a mailed code (docs/product.md D15). */
export default function RegisterPage() {
  usePageMeta('Register');
  return <RegisterForm />;
}
