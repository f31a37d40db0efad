import { availableParallelism } from 'node:os';

/**
 * argon2 hashing (the bulk import hashes thousands of passwords), sharp and file I/O run on
 * libuv's thread pool, which has 4 threads unless told otherwise: one per core, at least 4.
 * libuv reads the variable when the pool first starts, so the entry points import this module
 * before anything else; a value set in the environment wins.
 */
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, availableParallelism()));
