-- pg_trgm: trigram similarity, so FAQ and assistant searches forgive a typo ("certifcate" finds
-- certificates). PGlite loads it from src/db/extensions.ts; PostgreSQL has it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
