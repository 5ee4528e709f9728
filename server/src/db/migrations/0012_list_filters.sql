-- Structured filters of the issuer list (type, payment type, KYC state, creation days) each on an index that also
-- serves the default order, and the CSV export's keyset walk by company name (nulls last going up) on its own index.
CREATE INDEX issuers_type_created_idx ON issuers (issuer_type, created_at, id);
CREATE INDEX issuers_payment_type_created_idx ON issuers (payment_type, created_at, id);
CREATE INDEX issuers_kyc_created_idx ON issuers ((kyc_completed_at IS NULL), created_at, id);
CREATE INDEX issuers_company_walk_idx ON issuers ((lower(company_name) IS NULL), coalesce(lower(company_name), ''), id);
