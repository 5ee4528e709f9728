-- Trigram indexes take new rows straight into the index: the pending list would hide them from the planner
-- until a vacuum, and the embedded database never vacuums by itself.
ALTER INDEX admins_search_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('admins_search_trgm_idx');
