-- Where the Socket.IO PostgreSQL adapter parks messages too large for NOTIFY (8000 bytes) between instances;
-- the adapter deletes them after 30 s.
CREATE TABLE socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
