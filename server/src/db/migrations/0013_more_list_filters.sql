-- Structured filters of the remaining lists, each on an index that also serves the list's default order.
-- Investors (live ones): type and payment type beside the status indexes of 0007; creation days use
-- investors_created_at_idx.
CREATE INDEX investors_type_created_idx ON investors (investor_type, created_at, id) WHERE removed_at IS NULL;
CREATE INDEX investors_payment_type_created_idx ON investors (payment_type, created_at, id) WHERE removed_at IS NULL;
