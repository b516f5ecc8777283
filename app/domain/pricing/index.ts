/**
 * The pricing engine: every price and description the app shows or saves is
 * computed here, in integer cents, by the seed, the server and the browser
 * alike. Pure: no I/O, no imports from server or routes.
 */
export * from './types';
export * from './rounding';
export * from './dimensions';
export * from './modifiers';
export * from './option-rules';
export * from './sign-description';
export * from './sign-pricing';
export * from './service-pricing';
export * from './sign-counts';
export * from './manual-prices';
export * from './totals';
export * from './limits';
export * from './margin';
