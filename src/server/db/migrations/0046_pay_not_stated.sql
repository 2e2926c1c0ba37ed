-- Decision 065: a position imported from an ATS board that gives no pay was stored as "Paid" with no
-- currency, amount or period, which the job form refuses, so its founder could not save any edit.
-- Such pay is now its own state, "Not stated", which the form keeps; the positions already imported
-- that way take it (only the import wrote "Paid" without an amount: the form always asks for one).
UPDATE "jobs" SET "compensation_type" = 'Not stated', "compensation_currency" = NULL, "compensation_amount_max" = NULL, "compensation_period" = NULL, "equity_min" = NULL, "equity_max" = NULL
WHERE "ats_board_id" IS NOT NULL AND "compensation_type" IN ('Paid', 'Paid+Equity') AND "compensation_amount_min" IS NULL;
