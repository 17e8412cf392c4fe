/** The coins module's public surface: it owns the `coin_ledger` table and no route yet. */
export { CoinsError, CoinsService, COIN_CHANGE_MAX, type CoinChange, type CoinChangeResult, type CoinEntry, type CoinsErrorCode } from './service.ts';
export { coinsMemberData } from './member-data.ts';
