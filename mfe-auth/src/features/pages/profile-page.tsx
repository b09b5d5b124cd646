import { authSession, useBusState, usePageMeta } from '@shop/shared';
import { SignInPrompt } from './sign-in-prompt';
import styles from './page.module.css';

export default function ProfilePage() {
  usePageMeta('My Profile');
  const { user, loading } = useBusState(authSession);
  if (loading) return <section className={styles.page} aria-busy="true" />;
  if (!user) return <SignInPrompt title="My Profile" text="Please sign in to see your profile." />;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>My Profile</h1>
      <dl>
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </dl>
    </section>
  );
}
