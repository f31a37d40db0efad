/** Injection tokens for the infrastructure every context shares. */
export { CONFIG } from '../config/config.js';
export { DATABASE, PG_POOL } from '../database/database.js';
export { JWT_SECRET } from '../auth/token.service.js';
/** The EventStore port (PostgreSQL or KurrentDB adapter). */
export const EVENT_STORE = Symbol('EVENT_STORE');
/** A shared ioredis connection (BullMQ producers, rate data). */
export const REDIS = Symbol('REDIS');
/** The keys that seal personal data in the events (PersonalDataKeys). */
export const PERSONAL_DATA_KEYS = Symbol('PERSONAL_DATA_KEYS');
