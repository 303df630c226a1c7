import { siteConfigResponseSchema } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/** The footer's licence line comes from SITE_LICENSE_TEXT (issue 14 item 6); empty means none. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function siteConfig(env: Record<string, string>) {
  const server = await createTestApp({ db: database.db, env });
  try {
    const response = await server.app.inject({ url: '/api/site/config' });
    expect(response.statusCode).toBe(200);
    return siteConfigResponseSchema.parse(response.json());
  } finally {
    await server.close();
  }
}

describe('GET /api/site/config', () => {
  it("answers the operator's licence text to visitors", async () => {
    const text = 'Tengu N.V. is licensed by the Gaming Authority, licence no. 1234/JAZ.';
    expect(
      await siteConfig({ SITE_LICENSE_TEXT: `  ${text} `, SUPPORT_EMAIL: 'help@casino.example' }),
    ).toEqual({ licenseText: text, supportEmail: 'help@casino.example' });
  });

  it('answers null when a setting is unset or empty', async () => {
    expect(await siteConfig({})).toEqual({ licenseText: null, supportEmail: null });
    expect(await siteConfig({ SITE_LICENSE_TEXT: '   ', SUPPORT_EMAIL: ' ' })).toEqual({
      licenseText: null,
      supportEmail: null,
    });
  });
});
