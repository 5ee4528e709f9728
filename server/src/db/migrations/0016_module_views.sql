-- The views through which one module reads another's tables (issue 15): the owning module defines what others may
-- read, so no repository joins a table it does not own.

-- Defined by ledger/: each account's posted balance and reserved amount (funds/ shows payments with them).
CREATE VIEW ledger_balances AS
  SELECT id, kind, owner, currency, credits_posted - debits_posted AS balance, debits_pending AS reserved
  FROM ledger_accounts;

-- Defined by investors/: who holds payments and locks, as funds/ shows, searches and locks them. search_text is
-- the expression of investors_search_trgm_idx, so a search through the view still reads that index.
CREATE VIEW investor_holders AS
  SELECT id, investor_name, status, removed_at,
    lower(investor_name || ' ' || contact_email || ' ' || investor_number || ' ' || represented_by) AS search_text,
    lower(investor_name || ' ' || contact_email) AS name_and_email
  FROM investors;
