-- A deposit history search reads the searchable text as stored (issue 16), as the investor search does since 0028:
-- a common text checks a few thousand deposits for its first thousand matches, and building each one's
-- lower(wallet || name || email) was most of that. The trigram index is the same, on the column, and keeps the small
-- pending list of 0023 that concurrent deposits insert through.
ALTER TABLE deposits ADD COLUMN search_text text
  GENERATED ALWAYS AS (lower(wallet_address || ' ' || issuer_name || ' ' || issuer_email)) STORED;

DROP INDEX deposits_search_trgm_idx;

CREATE INDEX deposits_search_trgm_idx ON deposits USING gin (search_text gin_trgm_ops)
  WITH (fastupdate = on, gin_pending_list_limit = 128);
