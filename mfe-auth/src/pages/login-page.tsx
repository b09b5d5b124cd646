import { usePageMeta, useMessages } from '@shop/shared';
import { authMessages } from '../messages/catalogs';
import { LoginForm } from '../features/sign-in/login-form';

/** /login: password login (docs/product.md#screens). */
export default function LoginPage() {
  const { t } = useMessages(authMessages);
  usePageMeta(t('title.login'));
  return <LoginForm />;
}
