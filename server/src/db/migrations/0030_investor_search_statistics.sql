-- The planner's estimate of how many investors a search matches comes from a sample of the searchable text large
-- enough to see an uncommon word (issue 16). A search with more matches than its total counts reads its page by
-- walking the list's sort index (investors.repository), which the planner picks only when it expects the matches to
-- be dense. At the default target of 100, a word carried by one investor in 125 ("stevenson" at a million) lands in
-- the histogram or not by chance at each ANALYZE: three ANALYZEs of the same table estimated 100, 10,101 and 100
-- matches, and the page either walked the index (1 ms) or read and sorted all 7,990 matches (15 ms; p99 187 ms at 10
-- connections). At 400, eight ANALYZEs estimated 5,013 to 17,544 and each walked. ANALYZE of a million investors
-- takes 2.0-2.7 s instead of 0.5 s, and planning a search about 0.1 ms more.
ALTER TABLE investors ALTER COLUMN search_text SET STATISTICS 400;
