import { randomBytes } from 'node:crypto';
import { shortLinkMessages, type ZShortLinkInput } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { auditedChange, contentEvent } from '../audit/record-audit-event';
import {
  deleteShortLink,
  followShortLink,
  insertShortLink,
  listShortLinks,
  type ShortLinkRow,
} from './short-links.repository';

export interface ShortLinkPolicy {
  /** The site's own address (PUBLIC_URL). */
  publicUrl: string;
  /** Other hosts links may lead to (SHORT_LINK_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
}

/**
 * Whether a link may lead to `target`: a path on this site (`/…`, never `//…`, which browsers read
 * as another host), or an https address on this site's host or an allow-listed one. Anything else
 * would make us an open redirect.
 */
export function isAllowedTarget(target: string, policy: ShortLinkPolicy): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return false;
  if (target.startsWith('/')) return !target.startsWith('//');
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const own = new URL(policy.publicUrl);
  if (url.protocol !== 'https:' && !(url.protocol === own.protocol && url.host === own.host)) return false;
  const host = url.hostname.toLowerCase();
  return host === own.hostname.toLowerCase() || policy.allowedHosts.includes(host);
}

const newNano = () => randomBytes(6).toString('base64url');
export const PAGE_SIZE = 20;

export function toShortLinkDto(row: ShortLinkRow, publicUrl: string) {
  return {
    nano: row.nano,
    target: row.target,
    shortUrl: `${publicUrl.replace(/\/$/, '')}/t/${row.nano}`,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    clicks: row.clicks,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createShortLink({
  db,
  policy,
  principal,
  input,
  client,
}: {
  db: Db;
  policy: ShortLinkPolicy;
  principal: Principal;
  input: z.infer<typeof ZShortLinkInput>;
  client: ClientContext;
}) {
  if (!isAllowedTarget(input.target, policy))
    throw new AppError(ErrorCode.VALIDATION_ERROR, shortLinkMessages.notAllowed);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw new AppError(ErrorCode.VALIDATION_ERROR, shortLinkMessages.expiryPast);
  // A chosen id must be free; a generated one is retried on the (unlikely) collision.
  for (let attempt = 0; attempt < 5; attempt++) {
    const nano = input.nano ?? newNano();
    const row = await auditedChange(
      db,
      (tx) =>
        insertShortLink(tx, {
          nano,
          target: input.target,
          expiresAt,
          createdBy: principal.actorId ?? principal.userId,
        }),
      // A taken id inserted nothing, so there is nothing to record.
      (inserted) => inserted && contentEvent(principal, client, 'content.created', 'shortLink', nano),
    );
    if (row) return toShortLinkDto(row, policy.publicUrl);
    if (input.nano) break;
  }
  throw new AppError(ErrorCode.NANO_TAKEN, shortLinkMessages.taken);
}

/** `GET /shortLinks/long-url/{id}`: where a live link leads (a click is counted). */
export async function resolveShortLink({ db, nano }: { db: Executor; nano: string }) {
  const target = await followShortLink(db, nano);
  if (!target) throw notFound('This link does not exist or has expired');
  return { url: target };
}

export async function getShortLinks({
  db,
  policy,
  page,
}: {
  db: Executor;
  policy: ShortLinkPolicy;
  page: number;
}) {
  const { rows, total } = await listShortLinks(db, page, PAGE_SIZE);
  return { items: rows.map((r) => toShortLinkDto(r, policy.publicUrl)), total, page, pageSize: PAGE_SIZE };
}

export async function removeShortLink({
  db,
  principal,
  nano,
  client,
}: {
  db: Db;
  principal: Principal;
  nano: string;
  client: ClientContext;
}) {
  await auditedChange(
    db,
    async (tx) => {
      if (!(await deleteShortLink(tx, nano))) throw notFound('Short link not found');
    },
    () => contentEvent(principal, client, 'content.deleted', 'shortLink', nano),
  );
}
