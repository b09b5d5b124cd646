import { usePageMeta } from '@shop/shared';
import { SignInPrompt } from './sign-in-prompt';

export default function LoginPage() {
  usePageMeta('Login');
  return <SignInPrompt title="Login" text="Sign in with a one-time code sent to your e-mail." />;
}
