-- A deposit into an issuer wallet in one round trip (issue 16): the Idempotency-Key claimed, the BLCK official
-- wallet checked (and share-locked), the wallet's issuer found, both ledger accounts locked in id order (created on
-- first use), the transfer posted with both counters, and the deposit history row written — what the ledger,
-- wallets and histories services do in nine statements for every other money operation, with the same rules, locks
-- and constraints (the tables' CHECKs and triggers stay the last word). The caller then appends the audit event and
-- stores the answer under the key in one more statement of the same transaction.
--
-- Returns {"outcome": …}: 'deposited' with what the answer needs, 'replay' with the answer stored under the key,
-- 'key_reused' (the key was used with another request), 'currency_suspended', 'wallet_not_found' or 'kyc_pending'.
CREATE FUNCTION wallet_deposit(
  p_scope text,
  p_key text,
  p_request_hash text,
  p_wallet text,
  p_amount numeric,
  p_currency text,
  p_external_owner text,
  p_admin_id uuid,
  p_admin_email text,
  p_reason text,
  p_at timestamptz,
  p_journal_id uuid,
  p_transfer_id uuid,
  p_deposit_id uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored record;
  v_active boolean;
  v_owner record;
  v_account record;
  v_debit uuid;
  v_credit uuid;
  v_balance numeric;
  v_last_deposit timestamptz;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'A ledger transfer moves a positive amount.';
  END IF;

  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES (p_scope, p_key, p_request_hash, p_at)
      ON CONFLICT (scope, key) DO NOTHING;
    IF NOT FOUND THEN
      SELECT request_hash, response INTO v_stored FROM idempotency_keys WHERE scope = p_scope AND key = p_key;
      IF v_stored.request_hash IS DISTINCT FROM p_request_hash THEN
        RETURN jsonb_build_object('outcome', 'key_reused');
      END IF;
      RETURN jsonb_build_object('outcome', 'replay', 'response', v_stored.response);
    END IF;
  END IF;

  SELECT is_active INTO v_active FROM official_wallets WHERE currency = p_currency FOR SHARE;
  IF v_active IS NOT TRUE THEN
    RETURN jsonb_build_object('outcome', 'currency_suspended');
  END IF;

  SELECT id, wallet, email, kyc_completed_at IS NOT NULL AS kyc_completed, updated_at,
      coalesce(nullif(company_name, ''), first_name || ' ' || last_name) AS issuer_name
    INTO v_owner FROM issuers WHERE lower(wallet) = lower(p_wallet);
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'wallet_not_found');
  END IF;
  IF NOT v_owner.kyc_completed THEN
    RETURN jsonb_build_object('outcome', 'kyc_pending', 'issuerName', v_owner.issuer_name);
  END IF;

  -- Both accounts locked in id order, as every transfer locks them; created first when this is their first use.
  FOR attempt IN 1..2 LOOP
    v_debit := NULL;
    v_credit := NULL;
    FOR v_account IN
      SELECT id, kind FROM ledger_accounts
      WHERE (kind = 'external' AND owner = p_external_owner) OR (kind = 'issuer_wallet' AND owner = lower(v_owner.wallet))
      ORDER BY id FOR NO KEY UPDATE
    LOOP
      IF v_account.kind = 'external' THEN v_debit := v_account.id; ELSE v_credit := v_account.id; END IF;
    END LOOP;
    EXIT WHEN v_debit IS NOT NULL AND v_credit IS NOT NULL;
    IF v_debit IS NULL THEN
      INSERT INTO ledger_accounts (id, kind, owner, currency, no_overdraft, created_at)
        VALUES (gen_random_uuid(), 'external', p_external_owner, p_currency, false, p_at)
        ON CONFLICT (kind, owner) DO NOTHING;
    END IF;
    IF v_credit IS NULL THEN
      INSERT INTO ledger_accounts (id, kind, owner, currency, no_overdraft, created_at)
        VALUES (gen_random_uuid(), 'issuer_wallet', lower(v_owner.wallet), p_currency, true, p_at)
        ON CONFLICT (kind, owner) DO NOTHING;
    END IF;
  END LOOP;
  IF v_debit IS NULL OR v_credit IS NULL THEN
    RAISE EXCEPTION 'The deposit''s ledger accounts could not be found or created.';
  END IF;

  UPDATE ledger_accounts SET debits_posted = debits_posted + p_amount, version = version + 1 WHERE id = v_debit;
  UPDATE ledger_accounts SET credits_posted = credits_posted + p_amount, version = version + 1 WHERE id = v_credit
    RETURNING credits_posted - debits_posted INTO v_balance;
  INSERT INTO ledger_transfers (id, debit_account, credit_account, amount, kind, idempotency_key, admin_id, created_at,
      reason, journal_id, code, reference)
    VALUES (p_transfer_id, v_debit, v_credit, p_amount, 'posted', p_key, p_admin_id, p_at, p_reason, p_journal_id,
      'deposit', p_deposit_id::text);
  INSERT INTO deposits (id, transfer_id, issuer_id, wallet_address, issuer_name, issuer_email, amount, balance_after,
      admin_id, admin_email, created_at, reason)
    VALUES (p_deposit_id, p_transfer_id, v_owner.id, v_owner.wallet, v_owner.issuer_name, v_owner.email, p_amount,
      v_balance, p_admin_id, p_admin_email, p_at, p_reason);
  SELECT max(created_at) INTO v_last_deposit FROM deposits WHERE issuer_id = v_owner.id;

  RETURN jsonb_build_object(
    'outcome', 'deposited',
    'issuerId', v_owner.id,
    'wallet', v_owner.wallet,
    'issuerName', v_owner.issuer_name,
    'email', v_owner.email,
    'balanceAfter', v_balance::text,
    'walletUpdatedAt', greatest(v_owner.updated_at, v_last_deposit)
  );
END;
$$;
