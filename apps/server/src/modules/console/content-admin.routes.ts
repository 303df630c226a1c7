import {
  CONSOLE_CONTENT_ROLES,
  adminBannersResponseSchema,
  adminBlogResponseSchema,
  adminContentResponseSchema,
  bannerIdParamsSchema,
  blogPostKeySchema,
  blogPostRequestSchema,
  consoleActionResponseSchema,
  contentItemKeySchema,
  contentItemRequestSchema,
  contentListQuerySchema,
  optionalReasonSchema,
  type BannerInput,
} from '@tengu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import {
  addBanner,
  allBanners,
  deleteBanner,
  editBanner,
} from '#app/modules/banners/banners.service';
import { staffOf } from './console-access';
import { operatorName } from './console-audit.repository';
import {
  blogPosts,
  contentItems,
  removeBlogPost,
  removeContentItem,
  saveBlogPost,
  saveContentItem,
} from './content-admin.service';

const tags = ['admin'];
const roles = { staffRoles: CONSOLE_CONTENT_ROLES };
const action = { 200: consoleActionResponseSchema };
/** The body is validated by the banners service (the CLI shares it): its first problem is the 400. */
const bannerBody = z.record(z.string(), z.unknown());

/**
 * The console's Content section (issues 22, 23; ADR 040): banners, FAQ / documentation /
 * affiliate entries and blog posts. Registered inside the console plugin (gate + registry).
 */
export function registerContentAdminRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: { db: DB; now: () => Date },
): void {
  const { db, now } = options;
  const operatorOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { name: operatorName(staff), userId: staff.userId, ip: staff.ip };
  };

  app.get(
    '/api/admin/banners',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Every banner (live, scheduled, ended)',
        response: { 200: adminBannersResponseSchema },
      },
    },
    async () => ({ banners: await allBanners({ db, now }) }),
  );

  app.post(
    '/api/admin/banners',
    {
      config: roles,
      schema: { tags, summary: 'Add a banner', body: bannerBody, response: action },
    },
    async (request) => {
      const { auditId } = await addBanner({
        db,
        operator: operatorOf(request),
        input: request.body as BannerInput,
      });
      return { ok: true as const, auditId: String(auditId) };
    },
  );

  app.put(
    '/api/admin/banners/:bannerId',
    {
      config: roles,
      schema: {
        tags,
        summary: "Replace a banner's texts, link, window, order and placements",
        params: bannerIdParamsSchema,
        body: bannerBody,
        response: action,
      },
    },
    async (request) => {
      const { auditId } = await editBanner({
        db,
        operator: operatorOf(request),
        id: request.params.bannerId,
        input: request.body as BannerInput,
      });
      return { ok: true as const, auditId: String(auditId) };
    },
  );

  app.post(
    '/api/admin/banners/:bannerId/remove',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Take a banner down everywhere',
        params: bannerIdParamsSchema,
        body: optionalReasonSchema,
        response: action,
      },
    },
    async (request) => {
      const { auditId } = await deleteBanner({
        db,
        now,
        operator: operatorOf(request),
        id: request.params.bannerId,
        reason: request.body.reason,
      });
      return { ok: true as const, auditId: String(auditId) };
    },
  );

  app.get(
    '/api/admin/content',
    {
      config: roles,
      schema: {
        tags,
        summary: 'FAQ, documentation or affiliate entries in every language',
        querystring: contentListQuerySchema,
        response: { 200: adminContentResponseSchema },
      },
    },
    async (request) => contentItems(db, request.query.kind),
  );

  app.put(
    '/api/admin/content',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Create or replace an entry in one language',
        body: contentItemRequestSchema,
        response: action,
      },
    },
    async (request) => saveContentItem(db, staffOf(request), request.body),
  );

  app.post(
    '/api/admin/content/delete',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Delete an entry in one language',
        body: contentItemKeySchema,
        response: action,
      },
    },
    async (request) => removeContentItem(db, staffOf(request), request.body),
  );

  app.get(
    '/api/admin/blog',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Every blog post in every language',
        response: { 200: adminBlogResponseSchema },
      },
    },
    async () => blogPosts(db),
  );

  app.put(
    '/api/admin/blog',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Create or replace a blog post in one language',
        body: blogPostRequestSchema,
        response: action,
      },
    },
    async (request) => saveBlogPost(db, staffOf(request), request.body),
  );

  app.post(
    '/api/admin/blog/delete',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Delete a blog post in one language',
        body: blogPostKeySchema,
        response: action,
      },
    },
    async (request) => removeBlogPost(db, staffOf(request), request.body),
  );
}
