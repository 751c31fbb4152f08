/** The shared layout and the account emails; they leave through the platform's outbox (plugins/outbox.ts). */
export { GREETING, renderEmail, type ShopIdentity } from './layout';
export * from './templates';
