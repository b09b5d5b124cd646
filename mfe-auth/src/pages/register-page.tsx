import { usePageMeta, useMessages } from '@shop/shared';
import { authMessages } from '../messages/catalogs';
import { RegisterForm } from '../features/register/register-form';

/** /register: a new account, confirmed by a mailed code (docs/product.md D15). */
export default function RegisterPage() {
  const { t } = useMessages(authMessages);
  usePageMeta(t('title.register'));
  return <RegisterForm />;
}
