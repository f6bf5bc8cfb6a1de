-- Authentication hardening (issue 26): limited restore codes, sign-up by mailed code, and
-- sessions whose refresh tokens rotate.

-- A wrong guess counts; a code is void after a few. Codes of the old 6-digit kind go.
ALTER TABLE password_restore_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
DELETE FROM password_restore_codes;

-- A sign-up waits here until the code mailed to its address completes it.
CREATE TABLE pending_signups (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);

-- One sign-in is one session; its refresh tokens form a family, each usable once.
CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX auth_sessions_by_user ON auth_sessions (user_id);

CREATE TABLE refresh_tokens (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES auth_sessions (id),
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX refresh_tokens_by_session ON refresh_tokens (session_id);
CREATE INDEX refresh_tokens_by_expiry ON refresh_tokens (expires_at);
