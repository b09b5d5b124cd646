import { contentSecurityPolicy, STRIPE_CSP } from './security-headers';

// The shell's Content Security Policy: the shop's own origin and its remotes, plus exactly
// what Stripe.js needs for the card element, 3-D Secure and konbini (decision 21).

const directive = (csp: string, name: string): string[] =>
  (new RegExp(`(?:^|; )${name} ([^;]+)`).exec(csp)?.[1] ?? '').split(' ');

const csp = contentSecurityPolicy({
  remotes: ['http://localhost:3002', 'http://localhost:3001'],
  api: 'http://localhost:4000',
});

test("scripts from the shop, its remotes and Stripe's js.stripe.com only; never inline but by hash", () => {
  const scripts = directive(csp, 'script-src');
  expect(scripts.slice(0, 4)).toEqual([
    "'self'",
    'http://localhost:3001',
    'http://localhost:3002',
    'https://js.stripe.com',
  ]);
  expect(scripts.filter((source) => !source.startsWith("'sha256-"))).toHaveLength(4);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
});

test("Stripe's frames (card fields, 3-D Secure) and API calls are allowed, nothing wider", () => {
  expect(directive(csp, 'frame-src')).toEqual([
    "'self'",
    'https://js.stripe.com',
    'https://hooks.stripe.com',
  ]);
  expect(directive(csp, 'connect-src')).toEqual([
    "'self'",
    'http://localhost:4000',
    'http://localhost:3001',
    'http://localhost:3002',
    'https://api.stripe.com',
  ]);
  expect(csp).not.toMatch(/\*\.stripe\.com/);
  expect(STRIPE_CSP.frame).toContain('https://hooks.stripe.com');
});

test('the rest of the policy is unchanged: no framing of the shop, no plugins, own base and forms', () => {
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
});
