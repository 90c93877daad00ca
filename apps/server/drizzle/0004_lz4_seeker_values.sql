-- Compress job_seekers' out-of-line values (the résumé and the search vector) with lz4 where the server
-- has it (docs/decisions/0006): pglz cost the million-seeker load most of its time, and every phrase
-- recheck and accuracy ranking decompresses a vector. PGlite has no lz4 and keeps pglz.
DO $$
BEGIN
  ALTER TABLE "job_seekers" ALTER COLUMN "resume" SET COMPRESSION lz4, ALTER COLUMN "search_vector" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: job_seekers keeps pglz';
END
$$;
