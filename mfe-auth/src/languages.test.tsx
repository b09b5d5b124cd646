import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  authSession,
  authSignInRequested,
  getBus,
  shopLocale,
  type SignInRequest,
  type Locale,
} from '@shop/shared';
import { fakeApi, NOT_FOUND } from '@shop/shared/testing';
import { sessionExit, sessionNotice$, signInOpen$ } from './lib/session/session-owner';
import { SignInModal } from './features/sign-in/sign-in-modal';
import LoginPage from './pages/login-page';
import ProfilePage from './pages/profile-page';
import RegisterPage from './pages/register-page';
import SignInControl from './widgets/sign-in-control';

// The sign-in remote in Japanese and Bangla, and the three places that used to lose the
// page's language: the sign-in prompt's way back, the refused session's login page, and
// (in the PC Builder's tests) the share link.

const speak = (locale: Locale) => getBus().publish(shopLocale, { locale });

/** A page under the language's prefix, as the shell's router has it. */
function renderAt(locale: Locale, path: string, extra: React.ReactNode = null) {
  const base = locale === 'en' ? '' : `/${locale}`;
  render(
    <MemoryRouter basename={base || undefined} initialEntries={[`${base}${path}`]}>
      {extra}
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/profile" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

beforeEach(() => {
  localStorage.clear();
  sessionNotice$.next(null);
  signInOpen$.next(false);
  getBus().publish(authSession, { user: null, loading: false });
});

afterEach(() => speak('en'));

describe('the header control', () => {
  it.each([
    ['ja', 'ログイン', 'ログイン状態を確認できませんでした。もう一度ログインしてください。'],
    ['bn', 'সাইন ইন', 'আপনার সাইন-ইন যাচাই করা যায়নি। আবার সাইন ইন করুন।'],
  ] as const)('%s: Sign In and the session notice', async (locale, signIn, notice) => {
    fakeApi({}, { otherwise: NOT_FOUND });
    speak(locale);
    // A stored session the API will not renew: the notice says so in the page's language.
    localStorage.setItem('circuithaat.access_token', 'a1');
    localStorage.setItem('circuithaat.refresh_token', 'r1');
    renderAt(locale, '/', <SignInControl />);
    await settle();
    screen.getByRole('button', { name: signIn });
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
  });
});

describe('the sign-in dialog', () => {
  it('ja: the e-mail step and the code step in Japanese', async () => {
    fakeApi(
      {
        'POST /api/v1/auth/user/signin': () => ({
          status: 200,
          body: { userId: 'u1', challengeId: 'c1' },
        }),
      },
      { otherwise: NOT_FOUND },
    );
    speak('ja');
    signInOpen$.next(true);
    render(<SignInModal />);
    screen.getByRole('dialog', { name: 'ログイン' });
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'taro@' } });
    screen.getByText('正しいメールアドレスを入力してください');
    fireEvent.change(screen.getByLabelText('メールアドレス'), {
      target: { value: 'taro@example.com' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'コードを送信' }));
    });
    expect(screen.getByText('taro@example.com').parentElement).toHaveTextContent(
      'taro@example.com に6桁のコードをお送りしました。有効期限は10分です。',
    );
    screen.getByLabelText('ワンタイムコード');
    screen.getByText(/後に再送信できます/);
    expect(screen.getByRole('button', { name: 'コードを確認' })).toBeDisabled();
  });

  it('bn: the countdown in Bangla digits and an invalid code in Bangla', async () => {
    fakeApi(
      {
        'POST /api/v1/auth/user/signin': () => ({
          status: 200,
          body: { userId: 'u1', challengeId: 'c1' },
        }),
        'POST /api/v1/auth/user/verify-otp': () => ({
          status: 400,
          body: { error: { code: 'INVALID_OTP', message: 'Invalid OTP. Please try again.' } },
        }),
      },
      { otherwise: NOT_FOUND },
    );
    speak('bn');
    signInOpen$.next(true);
    render(<SignInModal />);
    fireEvent.change(screen.getByLabelText('ইমেইল'), { target: { value: 'rahim@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OTP পাঠান' }));
    });
    expect(screen.getByLabelText('বাকি সময়')).toHaveTextContent('০১:০০');
    fireEvent.change(screen.getByLabelText('OTP কোড'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OTP যাচাই করুন' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('OTP সঠিক নয়। আবার চেষ্টা করুন।');
  });
});

describe('the pages', () => {
  it('ja /login: the spec’s checks in Japanese, and the page title', async () => {
    fakeApi({}, { otherwise: NOT_FOUND });
    speak('ja');
    renderAt('ja', '/login');
    screen.getByRole('heading', { name: 'ログイン' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    });
    screen.getByText('正しいメールアドレスを入力してください');
    screen.getByText('パスワードは6文字以上で入力してください');
    expect(screen.getByRole('link', { name: '会員登録' })).toHaveAttribute('href', '/ja/register');
    await settle();
    expect(document.title).toBe('ログイン · Circuit Haat');
  });

  it('ja /register asks for the family name first', () => {
    fakeApi({}, { otherwise: NOT_FOUND });
    speak('ja');
    renderAt('ja', '/register');
    const labels = screen.getAllByText(/^(姓|名)$/).map((label) => label.textContent);
    expect(labels).toEqual(['姓', '名']);
  });

  it('bn /register: every rule in Bangla', async () => {
    fakeApi({}, { otherwise: NOT_FOUND });
    speak('bn');
    renderAt('bn', '/register');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }));
    });
    screen.getByText('নামের প্রথম অংশ দিতে হবে');
    screen.getByText('সঠিক একটি ইমেইল দিন');
    screen.getByText('শর্তাবলিতে সম্মতি দিতে হবে');
  });
});

describe('the language is kept', () => {
  it('the sign-in prompt asks to come back to the router’s path, not the address with its prefix', async () => {
    fakeApi({}, { otherwise: NOT_FOUND });
    const asked: SignInRequest[] = [];
    const off = getBus().handle(authSignInRequested, (payload) => {
      asked.push(payload);
    });
    // The address the browser shows carries the language; the router's path does not.
    window.history.pushState({}, '', '/bn/profile');
    speak('bn');
    renderAt('bn', '/profile');
    await settle();
    screen.getByText('আপনার প্রোফাইল দেখতে সাইন ইন করুন।');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    });
    expect(asked.at(-1)?.returnTo).toBe('/profile');
    off();
    window.history.pushState({}, '', '/');
  });

  it.each([
    ['en', '/login'],
    ['ja', '/ja/login'],
    ['bn', '/bn/login'],
  ] as const)('a refused session on a %s page goes to %s', (locale, address) => {
    speak(locale);
    expect(sessionExit.loginAddress()).toBe(address);
  });
});
