import { usePageMeta, useMessages } from '@shop/shared';
import styles from '../lib/form.module.css';
import { authMessages } from '../messages/catalogs';
import { ProfileForm } from '../features/profile/profile-form';
import { SavedAddresses } from '../features/profile/saved-addresses';
import { SignInPrompt } from '../features/profile/sign-in-prompt';
import { useSignedInUser } from '../features/profile/use-signed-in-user';

/** /profile: see and edit name and phone (docs/product.md D1) and the saved addresses. Signed-out visitors are asked to sign in. */
export default function ProfilePage() {
  const { t } = useMessages(authMessages);
  usePageMeta(t('title.profile'));
  const { user, loading } = useSignedInUser();
  if (loading) return <section className={styles.page} aria-busy="true" />;
  if (!user) return <SignInPrompt title={t('profile.title')} text={t('profile.signInText')} />;
  return (
    <>
      <ProfileForm key={user.id} user={user} />
      <SavedAddresses
        key={`addresses-${user.id}`}
        name={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '' }}
      />
    </>
  );
}
