-- What the planner cannot know from one column at a time (decision 067). A position's pay currency and
-- period go with its pay type: estimated apart, "paid, in USD, per year" looked a hundred times rarer
-- than it is, and the board's capped count read the whole table instead of walking its index.
CREATE STATISTICS IF NOT EXISTS "jobs_pay_stats" (dependencies, mcv) ON "compensation_type", "compensation_currency", "compensation_period" FROM "jobs";--> statement-breakpoint
-- The most a position pays (its maximum, or its minimum when it gives none), which the minimum-pay
-- filter compares: an expression the planner has no statistics on otherwise.
CREATE STATISTICS IF NOT EXISTS "jobs_top_pay_stats" ON (coalesce("compensation_amount_max", "compensation_amount_min")) FROM "jobs";--> statement-breakpoint
-- "Can work from": a remote position with no scope is open to anyone; with no statistics on that
-- expression the planner took it for 0.5% of positions and sorted every match instead of walking the board.
CREATE STATISTICS IF NOT EXISTS "jobs_remote_scope_stats" ON (coalesce("remote_scope", 'anywhere')) FROM "jobs";--> statement-breakpoint
ANALYZE "jobs";
