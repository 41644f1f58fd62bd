-- btree_gist lets an exclusion constraint combine equality on a doctor with overlap of a time
-- range, which is how double booking is made impossible (ARCHITECTURE.md, "Data").
CREATE EXTENSION IF NOT EXISTS btree_gist;
