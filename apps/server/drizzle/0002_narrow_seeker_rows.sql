-- Keep job_seekers' heap rows narrow (docs/decisions/0006): once a row is toasted, the résumé, the
-- search vector and the other wide values move out of line until the row is under 128 bytes, so a
-- walk along a sort index checks filters on ~100-byte rows instead of ~1.5 KB ones.
ALTER TABLE "job_seekers" SET (toast_tuple_target = 128);
