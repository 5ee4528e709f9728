-- Deposits in batches (issue 16, group commit): the deposits that reach an instance together share one transaction
-- and one call of this function, each with its own outcome, as if they had run one after another in item order.
-- It does for each what wallet_deposit (0021, replaced) did for one: the Idempotency-Key claimed (or its stored
-- answer, or key reused), the BLCK official wallet share-locked, the issuer found with its KYC done; then every
-- ledger account the batch moves is locked in id order (created on first use), and the transfers, both counters and
-- the history rows are written set-wise, so the external account, the statement triggers and the kept totals are
-- touched once per batch. A refused deposit gives its claimed key back, leaving nothing behind, as its own
-- rolled-back transaction did. The caller then appends the audit events and stores the answers under the keys in one
-- more statement of the same transaction.
--
-- p_items: [{scope, key, requestHash, wallet, amount (base units, as text), adminId, adminEmail, reason, at,
-- journalId, transferId, depositId}]. Returns one outcome per item, in order: {"outcome": 'deposited' with what the
-- answer needs, 'replay' with the answer stored under the key, 'key_reused', 'currency_suspended',
-- 'wallet_not_found' or 'kyc_pending'}.
DROP FUNCTION wallet_deposit(text, text, text, text, numeric, text, text, uuid, text, text, timestamptz, uuid, uuid,
  uuid);

CREATE FUNCTION wallet_deposits(p_currency text, p_external_owner text, p_items jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  n integer := jsonb_array_length(p_items);
  v_outcome jsonb[] := array_fill(NULL::jsonb, ARRAY[n]);
  v_item jsonb;
  v_amount numeric;
  v_stored record;
  v_active boolean;
  i integer;
  j integer;
  m integer;
  -- the items past their key, and the lower-cased wallet of each (same positions)
  v_pending integer[] := '{}';
  v_wallet_of text[] := '{}';
  -- the issuers found, one position each
  v_issuer record;
  s_wallet_lower text[] := '{}';
  s_id uuid[] := '{}';
  s_wallet text[] := '{}';
  s_email text[] := '{}';
  s_kyc boolean[] := '{}';
  s_updated timestamptz[] := '{}';
  s_name text[] := '{}';
  s_last_deposit timestamptz[] := '{}';
  -- the deposits that go through, with their issuer's position
  v_valid integer[] := '{}';
  v_issuer_of integer[] := array_fill(NULL::integer, ARRAY[n]);
  v_owners text[] := '{}';
  v_first_at timestamptz;
  v_wallet text;
  v_looked_up text[] := '{}';
  -- the accounts locked: the external one, and each wallet's with its balance, the amount and count it receives
  v_account_id uuid;
  v_balance numeric;
  v_external uuid;
  a_owner text[] := '{}';
  a_id uuid[] := '{}';
  a_balance numeric[] := '{}';
  a_received numeric[] := '{}';
  a_count integer[] := '{}';
  v_total numeric := 0;
  -- the rows written
  t_id uuid[] := '{}';
  t_credit uuid[] := '{}';
  t_amount numeric[] := '{}';
  t_key text[] := '{}';
  t_admin uuid[] := '{}';
  t_at timestamptz[] := '{}';
  t_reason text[] := '{}';
  t_journal uuid[] := '{}';
  d_id uuid[] := '{}';
  d_issuer uuid[] := '{}';
  d_wallet text[] := '{}';
  d_name text[] := '{}';
  d_email text[] := '{}';
  d_balance numeric[] := '{}';
  d_admin_email text[] := '{}';
BEGIN
  FOR i IN 1..n LOOP
    v_item := p_items -> (i - 1);
    v_amount := (v_item ->> 'amount')::numeric;
    IF v_amount IS NULL OR v_amount <= 0 THEN
      RAISE EXCEPTION 'A ledger transfer moves a positive amount.';
    END IF;
    IF v_item ->> 'key' IS NOT NULL THEN
      INSERT INTO idempotency_keys (scope, key, request_hash, created_at)
        VALUES (v_item ->> 'scope', v_item ->> 'key', v_item ->> 'requestHash', (v_item ->> 'at')::timestamptz)
        ON CONFLICT (scope, key) DO NOTHING;
      IF NOT FOUND THEN
        SELECT request_hash, response INTO v_stored FROM idempotency_keys
          WHERE scope = v_item ->> 'scope' AND key = v_item ->> 'key';
        v_outcome[i] := CASE
          WHEN v_stored.request_hash IS DISTINCT FROM v_item ->> 'requestHash' THEN jsonb_build_object('outcome', 'key_reused')
          ELSE jsonb_build_object('outcome', 'replay', 'response', v_stored.response)
        END;
        CONTINUE;
      END IF;
    END IF;
    v_pending := v_pending || i;
    v_wallet_of := v_wallet_of || lower(v_item ->> 'wallet');
  END LOOP;
  IF cardinality(v_pending) = 0 THEN
    RETURN to_jsonb(v_outcome);
  END IF;

  SELECT is_active INTO v_active FROM official_wallets WHERE currency = p_currency FOR SHARE;

  -- Each wallet's issuer, once, by the unique index (a scalar lookup keeps its cached plan; an array would be planned
  -- again on every call).
  IF v_active IS TRUE THEN
    FOREACH v_wallet IN ARRAY v_wallet_of LOOP
      CONTINUE WHEN v_wallet = ANY (v_looked_up);
      v_looked_up := v_looked_up || v_wallet;
      SELECT s.id, s.wallet, s.email, s.kyc_completed_at IS NOT NULL AS kyc_completed, s.updated_at,
          coalesce(nullif(s.company_name, ''), s.first_name || ' ' || s.last_name) AS issuer_name
        INTO v_issuer FROM issuers s WHERE lower(s.wallet) = v_wallet;
      CONTINUE WHEN NOT FOUND;
      s_wallet_lower := s_wallet_lower || v_wallet;
      s_id := s_id || v_issuer.id;
      s_wallet := s_wallet || v_issuer.wallet;
      s_email := s_email || v_issuer.email;
      s_kyc := s_kyc || v_issuer.kyc_completed;
      s_updated := s_updated || v_issuer.updated_at;
      s_name := s_name || v_issuer.issuer_name;
      s_last_deposit := s_last_deposit || (SELECT max(d.created_at) FROM deposits d WHERE d.issuer_id = v_issuer.id);
    END LOOP;
  END IF;

  FOR k IN 1..cardinality(v_pending) LOOP
    i := v_pending[k];
    j := array_position(s_wallet_lower, v_wallet_of[k]);
    IF v_active IS NOT TRUE THEN
      v_outcome[i] := jsonb_build_object('outcome', 'currency_suspended');
    ELSIF j IS NULL THEN
      v_outcome[i] := jsonb_build_object('outcome', 'wallet_not_found');
    ELSIF NOT s_kyc[j] THEN
      v_outcome[i] := jsonb_build_object('outcome', 'kyc_pending', 'issuerName', s_name[j]);
    ELSE
      v_valid := v_valid || i;
      v_issuer_of[i] := j;
      IF NOT v_wallet_of[k] = ANY (v_owners) THEN
        v_owners := v_owners || v_wallet_of[k];
      END IF;
      CONTINUE;
    END IF;
    -- Refused: the key claimed above is given back, as the deposit's own rollback would.
    v_item := p_items -> (i - 1);
    IF v_item ->> 'key' IS NOT NULL THEN
      DELETE FROM idempotency_keys WHERE scope = v_item ->> 'scope' AND key = v_item ->> 'key';
    END IF;
  END LOOP;
  IF cardinality(v_valid) = 0 THEN
    RETURN to_jsonb(v_outcome);
  END IF;

  -- Every account the batch moves is locked in id order, as every transfer locks its accounts, so batches and single
  -- transfers never wait on each other in a circle; one used for the first time is created first.
  v_first_at := (p_items -> (v_valid[1] - 1) ->> 'at')::timestamptz;
  SELECT id INTO v_external FROM ledger_accounts WHERE kind = 'external' AND owner = p_external_owner;
  IF NOT FOUND THEN
    INSERT INTO ledger_accounts (id, kind, owner, currency, no_overdraft, created_at)
      VALUES (gen_random_uuid(), 'external', p_external_owner, p_currency, false, v_first_at)
      ON CONFLICT (kind, owner) DO NOTHING;
    SELECT id INTO STRICT v_external FROM ledger_accounts WHERE kind = 'external' AND owner = p_external_owner;
  END IF;
  FOREACH v_wallet IN ARRAY v_owners LOOP
    SELECT id INTO v_account_id FROM ledger_accounts WHERE kind = 'issuer_wallet' AND owner = v_wallet;
    IF NOT FOUND THEN
      INSERT INTO ledger_accounts (id, kind, owner, currency, no_overdraft, created_at)
        VALUES (gen_random_uuid(), 'issuer_wallet', v_wallet, p_currency, true, v_first_at)
        ON CONFLICT (kind, owner) DO NOTHING;
      SELECT id INTO STRICT v_account_id FROM ledger_accounts WHERE kind = 'issuer_wallet' AND owner = v_wallet;
    END IF;
    a_owner := a_owner || v_wallet;
    a_id := a_id || v_account_id;
  END LOOP;
  a_balance := array_fill(NULL::numeric, ARRAY[cardinality(a_id)]);
  FOREACH v_account_id IN ARRAY (SELECT array_agg(x ORDER BY x) FROM unnest(a_id || v_external) AS x) LOOP
    SELECT credits_posted - debits_posted INTO v_balance FROM ledger_accounts WHERE id = v_account_id FOR NO KEY UPDATE;
    m := array_position(a_id, v_account_id);
    IF m IS NOT NULL THEN
      a_balance[m] := v_balance;
    END IF;
  END LOOP;
  a_received := array_fill(0::numeric, ARRAY[cardinality(a_id)]);
  a_count := array_fill(0, ARRAY[cardinality(a_id)]);

  -- In item order: each deposit's balance after it, and its wallet's last change, as if they ran one by one.
  FOREACH i IN ARRAY v_valid LOOP
    v_item := p_items -> (i - 1);
    v_amount := (v_item ->> 'amount')::numeric;
    j := v_issuer_of[i];
    m := array_position(a_owner, s_wallet_lower[j]);
    a_balance[m] := a_balance[m] + v_amount;
    a_received[m] := a_received[m] + v_amount;
    a_count[m] := a_count[m] + 1;
    v_total := v_total + v_amount;
    s_last_deposit[j] := greatest(s_last_deposit[j], (v_item ->> 'at')::timestamptz);
    t_id := t_id || (v_item ->> 'transferId')::uuid;
    t_credit := t_credit || a_id[m];
    t_amount := t_amount || v_amount;
    t_key := t_key || (v_item ->> 'key');
    t_admin := t_admin || (v_item ->> 'adminId')::uuid;
    t_at := t_at || (v_item ->> 'at')::timestamptz;
    t_reason := t_reason || (v_item ->> 'reason');
    t_journal := t_journal || (v_item ->> 'journalId')::uuid;
    d_id := d_id || (v_item ->> 'depositId')::uuid;
    d_issuer := d_issuer || s_id[j];
    d_wallet := d_wallet || s_wallet[j];
    d_name := d_name || s_name[j];
    d_email := d_email || s_email[j];
    d_balance := d_balance || a_balance[m];
    d_admin_email := d_admin_email || (v_item ->> 'adminEmail');
    v_outcome[i] := jsonb_build_object(
      'outcome', 'deposited',
      'issuerId', s_id[j],
      'wallet', s_wallet[j],
      'issuerName', s_name[j],
      'email', s_email[j],
      'balanceAfter', a_balance[m]::text,
      'walletUpdatedAt', greatest(s_updated[j], s_last_deposit[j])
    );
  END LOOP;

  UPDATE ledger_accounts SET debits_posted = debits_posted + v_total, version = version + cardinality(v_valid)
    WHERE id = v_external;
  FOR m IN 1..cardinality(a_id) LOOP
    UPDATE ledger_accounts SET credits_posted = credits_posted + a_received[m], version = version + a_count[m]
      WHERE id = a_id[m];
  END LOOP;
  INSERT INTO ledger_transfers (id, debit_account, credit_account, amount, kind, idempotency_key, admin_id, created_at,
      reason, journal_id, code, reference)
    SELECT t.id, v_external, t.credit, t.amount, 'posted', t.key, t.admin, t.at, t.reason, t.journal, 'deposit',
      t.deposit::text
    FROM unnest(t_id, t_credit, t_amount, t_key, t_admin, t_at, t_reason, t_journal, d_id)
      AS t(id, credit, amount, key, admin, at, reason, journal, deposit);
  INSERT INTO deposits (id, transfer_id, issuer_id, wallet_address, issuer_name, issuer_email, amount, balance_after,
      admin_id, admin_email, created_at, reason)
    SELECT d.id, d.transfer, d.issuer, d.wallet, d.name, d.email, d.amount, d.balance, d.admin, d.admin_email, d.at,
      d.reason
    FROM unnest(d_id, t_id, d_issuer, d_wallet, d_name, d_email, t_amount, d_balance, t_admin, d_admin_email, t_at,
        t_reason)
      AS d(id, transfer, issuer, wallet, name, email, amount, balance, admin, admin_email, at, reason);

  RETURN to_jsonb(v_outcome);
END;
$$;
