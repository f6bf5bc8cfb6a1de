-- The catalogue, viewers' progress and accounts of the reference server.

CREATE TABLE contents (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT,
  content_type TEXT NOT NULL CHECK (content_type IN ('film', 'series')),
  has_multiple_episodes INTEGER NOT NULL DEFAULT 0,
  poster_path TEXT,
  year INTEGER,
  kinopoisk_id INTEGER,
  kinopoisk_rating REAL,
  imdb_id TEXT,
  imdb_rating REAL,
  countries TEXT NOT NULL DEFAULT '[]',  -- JSON array of country slugs
  languages TEXT NOT NULL DEFAULT '[]',  -- JSON array of language codes
  allowed_domains TEXT                   -- NULL: everywhere; else a JSON array of host names
);

CREATE TABLE seasons (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL REFERENCES contents (id),
  order_num INTEGER NOT NULL,
  title TEXT NOT NULL,
  UNIQUE (content_id, order_num)
);

CREATE TABLE episodes (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL REFERENCES contents (id),
  season_id INTEGER REFERENCES seasons (id),
  order_num INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  poster_path TEXT,
  duration REAL,
  master_path TEXT NOT NULL  -- absolute URL, or a path on this server's origin
);
CREATE INDEX episodes_by_content ON episodes (content_id);

-- A viewer is 'user:<id>' for a signed-in user or 'device:<device_fp>' for an anonymous one.
CREATE TABLE time_progress (
  viewer TEXT NOT NULL,
  episode_id INTEGER NOT NULL REFERENCES episodes (id),
  content_id INTEGER NOT NULL REFERENCES contents (id),
  seconds REAL NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (viewer, episode_id)
);

CREATE TABLE completed_episodes (
  viewer TEXT NOT NULL,
  episode_id INTEGER NOT NULL REFERENCES episodes (id),
  content_id INTEGER NOT NULL REFERENCES contents (id),
  completed_at TEXT NOT NULL,
  PRIMARY KEY (viewer, episode_id)
);

CREATE TABLE history (
  id INTEGER PRIMARY KEY,
  viewer TEXT NOT NULL,
  content_id INTEGER NOT NULL REFERENCES contents (id),
  episode_id INTEGER REFERENCES episodes (id),
  seconds REAL NOT NULL,
  duration REAL,
  created_at TEXT NOT NULL
);
CREATE INDEX history_by_viewer ON history (viewer, id);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  blocked INTEGER NOT NULL DEFAULT 0,
  -- Bumped to revoke every token issued before (password change, block).
  token_version INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE password_restore_codes (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  code_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- Mail the server would send (restore codes); the reference server has no mail, this is its outbox.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE ad_events (
  id INTEGER PRIMARY KEY,
  ad TEXT NOT NULL,
  event TEXT NOT NULL,
  code TEXT,
  created_at TEXT NOT NULL
);

-- Server secrets that must survive restarts (the token signing key).
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
