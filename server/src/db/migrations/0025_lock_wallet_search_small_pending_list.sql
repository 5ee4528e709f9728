-- The locks' wallet search index takes new entries through a small pending list, as the deposit history's does since
-- 0023 (issue 16). A lock inserts a row and its withdrawal updates the row's status (an update that cannot stay on
-- the heap page's chain, since the status is indexed), and each of the two put the wallet address's forty-odd
-- trigrams straight into the GIN tree (0007 kept the pending list off): concurrent locks and withdrawals of the same
-- few hundred issuer wallets queue on the same leaf pages. Through a pending list of at most 128 kB the entries are
-- appended and merged in bulk by the insert that fills the list; a search reads those sixteen pages at most besides
-- the tree.
ALTER INDEX locked_funds_wallet_trgm_idx SET (fastupdate = on, gin_pending_list_limit = 128);
