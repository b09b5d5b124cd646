// The public surface of @shop/shared: contracts, the bus, the API client and primitives.
// It holds no domain state of its own, and every page of the shop loads all of it: what
// only one app uses lives in that app, the standalone harness in `@shop/shared/standalone`
// and the test helpers in `@shop/shared/testing`.
export * from './types/domain';
export * from './contracts/routes';
export * from './contracts/remotes';
export * from './contracts/builder-slots';
export * from './contracts/categories';
export * from './contracts/locales';
export * from './config/shop-config';

export * from './events/topic';
export * from './events/bus';
export * from './events/request';
export * from './events/cart';
export * from './events/auth';
export * from './events/shop';
export * from './events/use-bus-state';

export * from './api/api-error';
export * from './api/api-client';
export * from './api/asset-url';
export * from './api/auth-errors';
export * from './auth/session-storage';

export * from './money/format-money';
export * from './money/shown-amounts';
export * from './i18n/format';
export * from './i18n/messages';
export * from './i18n/rich-text';

export * from './validation/email';
export * from './validation/phone';
export * from './validation/card';

export * from './ui/remote-boundary';
export * from './ui/use-page-meta';
export * from './ui/use-subject-value';
export * from './ui/use-focus-trap';
export * from './ui/use-field';
export * from './ssr/ssr-data';
export * from './ssr/after-hydration';
