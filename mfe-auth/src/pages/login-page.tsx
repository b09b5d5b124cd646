import { usePageMeta } from '@shop/shared';
import { LoginForm } from '../features/sign-in/login-form';

/** /login: password login (docs/product.md#screens). */
export default function LoginPage() {
  usePageMeta('Login');
  return <LoginForm />;
}
