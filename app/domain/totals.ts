/** Moved into the pricing engine; kept so existing imports keep working. */
export * from './pricing/totals';
