// The helpers live in @school/test-support, shared with the read models' tests.
export { createTestDatabase, testRedisUrl, uniquePrefix } from '@school/test-support';
