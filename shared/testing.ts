// Test helpers of @shop/shared, for the apps' tests only (see src/testing/).
export * from './src/testing/fake-api';
export * from './src/testing/remote-contract';
export * from './src/testing/ssr-payload';
