import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';

/** PostgreSQL's full-text document type; the columns below are generated, never written. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const faqCategories = pgTable('faq_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  position: integer('position').notNull().default(0),
});

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    slug: text('slug').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => faqCategories.slug, { onUpdate: 'cascade', onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    views: integer('views').notNull().default(0),
    /** The question weighs more than the answer in search ranking. */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(question, '')), 'A') || setweight(to_tsvector('english', coalesce(answer, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('faqs_slug_unique').on(t.slug),
    index('faqs_category_idx').on(t.categorySlug, t.position),
    index('faqs_search_idx').using('gin', t.search),
  ],
);

export const blogAuthors = pgTable('blog_authors', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  credentials: text('credentials'),
  bio: text('bio'),
  avatarUrl: text('avatar_url'),
});

export const blogCategories = pgTable('blog_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
});

export const blogTags = pgTable('blog_tags', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull(),
    heroImageUrl: text('hero_image_url'),
    /** A scheduled post is live once `publish_at` has passed; no job needs to flip it. */
    status: text('status', { enum: ['draft', 'scheduled', 'published'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorSlug: text('author_slug').references(() => blogAuthors.slug, {
      onUpdate: 'cascade',
      onDelete: 'set null',
    }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    views: integer('views').notNull().default(0),
    /** Minutes to read the body, stored on every write so a list never loads bodies (core's readingMinutes). */
    readingMinutes: integer('reading_minutes').notNull().default(1),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')`,
    ),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_live_idx').on(t.status, t.publishAt),
    index('blog_posts_search_idx').using('gin', t.search),
  ],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => blogCategories.slug, { onUpdate: 'cascade', onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categorySlug] }),
    index('blog_post_categories_cat_idx').on(t.categorySlug),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => blogTags.slug, { onUpdate: 'cascade', onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagSlug] }), index('blog_post_tags_tag_idx').on(t.tagSlug)],
);

/** One row per post, visitor and day: a view counts once per visitor per post per day. */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the visitor id (or of IP and browser), never the raw value. */
    visitorHash: text('visitor_hash').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorHash, t.day] })],
);

export const specialties = pgTable(
  'specialties',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    public: boolean('public').notNull().default(false),
    summary: text('summary').notNull().default(''),
    heroImageUrl: text('hero_image_url'),
    content: text('content').notNull().default(''),
    priceCents: integer('price_cents'),
    position: integer('position').notNull().default(0),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('specialties_slug_unique').on(t.slug),
    uniqueIndex('specialties_name_unique').on(sql`lower(${t.name})`),
  ],
);

/** Small editable documents: `pricing`, `kidsPricing`, `homePageDetails`. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Reviews curated and stored by admins; nothing is fetched from Google at run time. */
export const reviews = pgTable('reviews', {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  authorName: text('author_name').notNull(),
  rating: smallint('rating').notNull(),
  text: text('text').notNull(),
  reviewedOn: date('reviewed_on').notNull(),
  visible: boolean('visible').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shortLinks = pgTable('short_links', {
  nano: text('nano').primaryKey(),
  target: text('target').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  clicks: integer('clicks').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Questions the assistant handed to the team (`sendBotRequest`, `sendBotActionEmail`). */
export const botRequests = pgTable('bot_requests', {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  action: text('action'),
  question: text('question').notNull(),
  name: text('name'),
  email: text('email').notNull(),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Business enquiries from `/business` (`sendCompanyContact`). */
export const companyEnquiries = pgTable('company_enquiries', {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  employees: text('employees').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
