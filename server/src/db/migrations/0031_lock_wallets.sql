-- The locks' wallet search reads the wallets locked for, not every lock (issue 16). Locks go to a few hundred issuer
-- wallets, yet each lock's row put its wallet address's forty-odd trigrams into a GIN index, and its withdrawal (an
-- update of the indexed status, so a new row version) put them in again: 7 % of PostgreSQL's CPU in a run of locks
-- and withdrawals, more on PGlite. Now each wallet locked for is kept once, lower-cased, with the trigram index, and
-- a lock's row has a plain B-tree entry for its wallet: a search finds the matching wallets, then their locks.
CREATE TABLE locked_fund_wallets (
  wallet text PRIMARY KEY CHECK (wallet = lower(wallet))
);

INSERT INTO locked_fund_wallets (wallet) SELECT DISTINCT lower(wallet_address) FROM locked_funds;

CREATE INDEX locked_fund_wallets_trgm_idx ON locked_fund_wallets USING gin (wallet gin_trgm_ops) WITH (fastupdate = off);

CREATE INDEX locked_funds_wallet_idx ON locked_funds (lower(wallet_address));

DROP INDEX locked_funds_wallet_trgm_idx;
