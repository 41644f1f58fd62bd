import { slugify, type TSpecialty, type TSpecialtyInput } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { Db, Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { normaliseImage } from '../../platform/storage/images';
import { auditedChange, contentEvent } from '../audit/record-audit-event';
import { publicFileUrl } from '../users/user-detail';
import { maySeeSpecialty } from './specialties.policy';
import {
  clashes,
  deleteSpecialty,
  findSpecialty,
  insertSpecialty,
  listSpecialties,
  type SpecialtyRow,
  updateSpecialty,
} from './specialties.repository';

export const toSpecialtyDto = (row: SpecialtyRow): TSpecialty => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  public: row.public,
  summary: row.summary,
  heroImageUrl: row.heroImageUrl,
  content: row.content,
  priceCents: row.priceCents,
  position: row.position,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  updatedAt: row.updatedAt.toISOString(),
});

/** Where a specialty's page lives; ADHD and paediatrics keep their dedicated routes. */
export const specialtyPath = (slug: string) => `/specialty/${slug}`;

const notFoundSpecialty = () => notFound('Specialty not found');

export async function getSpecialties({ db, publicOnly }: { db: Executor; publicOnly: boolean }) {
  return { items: (await listSpecialties(db, { publicOnly })).map(toSpecialtyDto) };
}

/** One specialty; a non-public one exists only for admins (404 for everyone else). */
export async function getSpecialty({
  db,
  by,
  principal,
}: {
  db: Executor;
  by: { id: string } | { slug: string } | { name: string };
  principal: Principal | null;
}): Promise<TSpecialty> {
  const row = await findSpecialty(db, by);
  if (!row || !maySeeSpecialty(principal, row)) throw notFoundSpecialty();
  return toSpecialtyDto(row);
}

function fieldsOf(input: TSpecialtyInput, slug: string) {
  return {
    slug,
    name: input.name,
    public: input.public,
    summary: input.summary,
    content: input.content,
    heroImageUrl: input.heroImageUrl ?? null,
    priceCents: input.priceCents ?? null,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    ...(input.position !== undefined ? { position: input.position } : {}),
  };
}

async function assertNoClash(db: Executor, slug: string, name: string, exceptId?: string) {
  const clash = await clashes(db, { slug, name }, exceptId);
  if (clash)
    throw new AppError(
      ErrorCode.SPECIALTY_EXISTS,
      clash.slug === slug
        ? 'Another specialty already uses that slug'
        : 'A specialty with that name already exists',
    );
}

export async function createSpecialty({
  db,
  principal,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  input: TSpecialtyInput;
  client: ClientContext;
}) {
  const slug = input.slug ?? slugify(input.name);
  if (!slug) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Give the specialty a slug');
  await assertNoClash(db, slug, input.name);
  const row = await auditedChange(
    db,
    (tx) => insertSpecialty(tx, fieldsOf(input, slug)),
    (inserted) => contentEvent(principal, client, 'content.created', 'specialty', inserted.id),
  );
  return toSpecialtyDto(row);
}

export async function editSpecialty({
  db,
  principal,
  id,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  input: TSpecialtyInput;
  client: ClientContext;
}) {
  const existing = await findSpecialty(db, { id });
  if (!existing) throw notFoundSpecialty();
  const slug = input.slug ?? existing.slug;
  await assertNoClash(db, slug, input.name, id);
  const row = await auditedChange(
    db,
    async (tx) => {
      const updated = await updateSpecialty(tx, id, fieldsOf(input, slug));
      if (!updated) throw notFoundSpecialty();
      return updated;
    },
    () => contentEvent(principal, client, 'content.updated', 'specialty', id),
  );
  return toSpecialtyDto(row);
}

/** `POST /specialties/{id}/hero`: the page's hero image, resized to 1600 px wide WebP. */
export async function uploadHero({
  db,
  storage,
  principal,
  id,
  bytes,
  client,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  id: string;
  bytes: Buffer;
  client: ClientContext;
}) {
  const existing = await findSpecialty(db, { id });
  if (!existing) throw notFoundSpecialty();
  const image = await normaliseImage(bytes, { format: 'webp', maxWidth: 1600, maxHeight: 1000 });
  const key = newStorageKey('content', 'webp');
  // The file is stored first (storage cannot join the transaction); the row and its audit event
  // then land together.
  await storage.put(key, image);
  const row = await auditedChange(
    db,
    async (tx) => {
      const updated = await updateSpecialty(tx, id, { heroImageUrl: publicFileUrl(key) });
      if (!updated) throw notFoundSpecialty();
      return updated;
    },
    () => contentEvent(principal, client, 'content.updated', 'specialty', id),
  );
  return toSpecialtyDto(row);
}

export async function destroySpecialty({
  db,
  principal,
  id,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  client: ClientContext;
}) {
  await auditedChange(
    db,
    async (tx) => {
      if (!(await deleteSpecialty(tx, id))) throw notFoundSpecialty();
    },
    () => contentEvent(principal, client, 'content.deleted', 'specialty', id),
  );
}
