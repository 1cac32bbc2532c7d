-- Call type and status are correlated (a MISSED call has status MISSED; trial orgs call
-- differently): without these the planner multiplies independent guesses, walks millions of
-- rows for a combination that has none, or reports a wrong estimated total.
CREATE STATISTICS IF NOT EXISTS "call_history_filters_stats" (mcv, dependencies) ON "is_trial", "status", "call_type" FROM "call_history";
