-- The visitor overview and the dashboard read a company's `visit_daily` rows of up to 48 months (days ×
-- categories, about 10,000 rows): through the primary key each row is a heap visit, scattered over the pages the
-- rollup job wrote day after day (3,300 buffers, 45 ms on the large seed). Holding the category and the count in
-- an index of their own makes the read index-only (30 buffers, 4 ms). Drizzle has no notation for INCLUDE.
CREATE INDEX "visit_daily_covering_idx" ON "visit_daily" USING btree ("company_id","day") INCLUDE ("category","visits");
