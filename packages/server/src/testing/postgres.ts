/** The PostgreSQL the tests use (database `test`), unless TEST_DATABASE_URL names another. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
