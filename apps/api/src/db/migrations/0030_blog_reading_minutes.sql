ALTER TABLE "blog_posts" ADD COLUMN "reading_minutes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Existing posts: the same count as core's readingMinutes (words after Markdown marks, 220 a minute, at least 1).
UPDATE "blog_posts" SET "reading_minutes" = greatest(1, round(
  coalesce(array_length(regexp_split_to_array(btrim(regexp_replace("body", '[#>*_`~\[\]()!-]', ' ', 'g')), '\s+'), 1), 0) / 220.0
));
