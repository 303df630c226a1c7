import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createDatabase } from '#app/db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#app/db/embedded-postgres';
import { migrateToLatest } from '#app/db/migrate';

export const TEMPLATE_DATABASE = 'tengu_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to the maintenance database of the test cluster. */
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

const quiet = { info: () => {}, debug: () => {}, warn: (m: string) => console.warn(m) };

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when given (a server you run), else an
 * embedded one in a temporary folder. A template database is migrated once; each test file
 * clones it (test/test-database.ts), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'tengu-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir, log: quiet });
    adminUrl = embedded.urlFor('postgres');
  }
  const teardown = async () => {
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await createTemplate(adminUrl);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE_DATABASE);

  return teardown;
}

async function createTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = createDatabase({ connectionString: templateUrl.toString(), poolSize: 2 });
  try {
    await migrateToLatest(template.db);
  } finally {
    await template.close();
  }
}
