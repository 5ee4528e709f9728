-- Four eyes reads the proposals made under a call's Idempotency-Key before it knows who makes the call (beside the
-- session check, modules/approvals/gate.ts): by operation and key, whoever the maker.
CREATE INDEX proposals_key_idx ON proposals (operation_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
