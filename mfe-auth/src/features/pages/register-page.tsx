import { usePageMeta } from '@shop/shared';
import { SignInPrompt } from './sign-in-prompt';

export default function RegisterPage() {
  usePageMeta('Register');
  return (
    <SignInPrompt
      title="Register"
      text="New here? Sign in with your e-mail: your account is created with your first code."
    />
  );
}
