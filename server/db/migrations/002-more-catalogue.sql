-- The rest of the catalogue of spec section 7: types, categories, dictionaries, persons, promo,
-- playlists, reviews and abuse reports, with their demo rows.
-- Rows here name the seeded contents (1–5), episodes and users (1 admin, 2 viewer), which seed.ts
-- inserts after the migrations run; so no column has a FOREIGN KEY to contents, episodes or users.

CREATE TABLE content_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,  -- the value of contents.content_type
  title TEXT NOT NULL
);
INSERT INTO content_types (id, slug, title) VALUES (1, 'film', 'Фильмы'), (2, 'series', 'Сериалы');

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  content_type_id INTEGER NOT NULL REFERENCES content_types (id),
  parent_id INTEGER REFERENCES categories (id),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  main_mart INTEGER NOT NULL DEFAULT 0,  -- 1: shown on the main page's showcase
  UNIQUE (content_type_id, slug)
);
INSERT INTO categories (id, content_type_id, parent_id, slug, title, position, main_mart) VALUES
  (1, 1, NULL, 'popular', 'Популярные фильмы', 1, 1),
  (2, 1, NULL, 'russian', 'Российские фильмы', 2, 0),
  (3, 1, 2, 'russian-new', 'Новые российские фильмы', 1, 1),
  (4, 2, NULL, 'popular', 'Популярные сериалы', 1, 1),
  (5, 2, NULL, 'new', 'Новые сериалы', 2, 0),
  (6, 2, 4, 'short', 'Короткие сериалы', 1, 0);

CREATE TABLE content_categories (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  content_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, content_id)
);
INSERT INTO content_categories (category_id, content_id) VALUES
  (1, 1), (1, 3), (1, 5), (2, 1), (2, 5), (3, 1), (4, 2), (5, 2), (5, 4), (6, 2);

CREATE TABLE genres (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL
);
INSERT INTO genres (id, slug, title) VALUES
  (1, 'drama', 'Драма'), (2, 'comedy', 'Комедия'), (3, 'thriller', 'Триллер'),
  (4, 'documentary', 'Документальный');

CREATE TABLE content_genres (
  content_id INTEGER NOT NULL,
  genre_id INTEGER NOT NULL REFERENCES genres (id),
  PRIMARY KEY (content_id, genre_id)
);
INSERT INTO content_genres (content_id, genre_id) VALUES
  (1, 1), (1, 2), (2, 1), (2, 3), (3, 3), (4, 2), (5, 4);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL
);
INSERT INTO tags (id, slug, title) VALUES
  (1, 'test-pattern', 'Испытательная таблица'), (2, 'multi-audio', 'Несколько дорожек'),
  (3, 'binge', 'Смотреть залпом');

CREATE TABLE content_tags (
  content_id INTEGER NOT NULL,
  tag_id INTEGER NOT NULL REFERENCES tags (id),
  PRIMARY KEY (content_id, tag_id)
);
INSERT INTO content_tags (content_id, tag_id) VALUES (1, 1), (5, 1), (1, 2), (2, 3), (4, 3);

-- Titles of the slugs and codes that contents.countries and contents.languages hold.
CREATE TABLE countries (
  slug TEXT PRIMARY KEY,
  title TEXT NOT NULL
);
INSERT INTO countries (slug, title) VALUES
  ('ru', 'Россия'), ('kz', 'Казахстан'), ('us', 'США'), ('fr', 'Франция');

CREATE TABLE languages (
  code TEXT PRIMARY KEY,
  title TEXT NOT NULL
);
INSERT INTO languages (code, title) VALUES ('ru', 'Русский'), ('en', 'English'), ('kk', 'Қазақша');

CREATE TABLE person_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
INSERT INTO person_types (id, slug, title, position) VALUES
  (1, 'actor', 'Актёры', 1), (2, 'director', 'Режиссёры', 2), (3, 'writer', 'Сценаристы', 3);

CREATE TABLE persons (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  original_name TEXT,
  photo_path TEXT
);
INSERT INTO persons (id, name, original_name, photo_path) VALUES
  (1, 'Анна Смирнова', 'Anna Smirnova', NULL),
  (2, 'Иван Петров', 'Ivan Petrov', NULL),
  (3, 'Олег Кузнецов', 'Oleg Kuznetsov', NULL),
  (4, 'Джон Доу', 'John Doe', NULL);

CREATE TABLE content_persons (
  content_id INTEGER NOT NULL,
  person_id INTEGER NOT NULL REFERENCES persons (id),
  person_type_id INTEGER NOT NULL REFERENCES person_types (id),
  character TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (content_id, person_id, person_type_id)
);
INSERT INTO content_persons (content_id, person_id, person_type_id, character, position) VALUES
  (1, 1, 1, 'Диктор', 1), (1, 3, 2, NULL, 1), (2, 1, 1, 'Вера', 1), (2, 2, 1, 'Павел', 2),
  (2, 3, 2, NULL, 1), (3, 4, 1, 'Himself', 1), (4, 2, 1, 'Павел', 1);

-- Voice-over authors: the audio tracks of the seeded film 1 (its master.json names them).
CREATE TABLE voice_authors (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  language_code TEXT NOT NULL
);
INSERT INTO voice_authors (id, slug, title, language_code) VALUES
  (1, 'russian-dub', 'Русский дубляж', 'ru'), (2, 'original', 'Оригинальная дорожка', 'en');

-- Subtitle files of episodes; paths are on the server's origin, like episodes.master_path.
CREATE TABLE subtitles (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL,
  episode_id INTEGER NOT NULL,
  language_code TEXT NOT NULL,
  label TEXT NOT NULL,
  path TEXT NOT NULL
);
INSERT INTO subtitles (id, content_id, episode_id, language_code, label, path) VALUES
  (1, 1, 101, 'ru', 'Русские', '/media/films/film-1/subs-ru.vtt'),
  (2, 1, 101, 'en', 'English', '/media/films/film-1/subs-en.vtt');

CREATE TABLE promo_slides (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  headline TEXT NOT NULL,
  image_path TEXT
);
INSERT INTO promo_slides (id, content_id, position, headline, image_path) VALUES
  (1, 2, 1, 'Второй сезон уже здесь', '/media/posters/content-2.jpg'),
  (2, 1, 2, 'Два дубляжа и субтитры', '/media/posters/content-1.jpg');

-- When an episode became available, for the fresh-episodes list.
CREATE TABLE episode_releases (
  episode_id INTEGER PRIMARY KEY,
  released_at TEXT NOT NULL
);
INSERT INTO episode_releases (episode_id, released_at) VALUES
  (101, '2024-03-01T00:00:00.000Z'), (201, '2025-01-10T00:00:00.000Z'),
  (202, '2025-01-17T00:00:00.000Z'), (203, '2025-01-24T00:00:00.000Z'),
  (204, '2026-01-09T00:00:00.000Z'), (205, '2026-01-16T00:00:00.000Z');

CREATE TABLE playlists (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT,
  owner_id INTEGER,  -- NULL: an editors' playlist, which only administrators change
  created_at TEXT NOT NULL
);
INSERT INTO playlists (id, slug, title, description, owner_id, created_at) VALUES
  (1, 'test-picks', 'Лучшее из тестового', 'Фильм и сериал для проверки плеера.', NULL,
   '2025-02-01T00:00:00.000Z'),
  (2, 'series-evening', 'Сериальный вечер', NULL, NULL, '2025-03-01T00:00:00.000Z');

CREATE TABLE playlist_contents (
  playlist_id INTEGER NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  content_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (playlist_id, content_id)
);
INSERT INTO playlist_contents (playlist_id, content_id, position, added_at) VALUES
  (1, 1, 1, '2025-02-01T00:00:00.000Z'), (1, 2, 2, '2025-02-01T00:00:00.000Z'),
  (2, 2, 1, '2025-03-01T00:00:00.000Z'), (2, 4, 2, '2025-03-01T00:00:00.000Z');

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  title TEXT,
  text TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
  created_at TEXT NOT NULL,
  updated_at TEXT,
  UNIQUE (content_id, user_id)  -- one review per user and content; they edit it
);
CREATE INDEX reviews_by_content ON reviews (content_id, id);
INSERT INTO reviews (id, content_id, user_id, title, text, rating, created_at, updated_at) VALUES
  (1, 1, 2, 'Отличная таблица', 'Оба дубляжа и субтитры на месте.', 9,
   '2025-04-01T10:00:00.000Z', NULL),
  (2, 1, 1, NULL, 'Проверено редакцией.', 8, '2025-04-02T10:00:00.000Z', NULL),
  (3, 2, 1, 'Коротко и ясно', 'Пять серий за вечер.', 7, '2025-04-03T10:00:00.000Z', NULL);

CREATE TABLE review_votes (
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  value INTEGER NOT NULL CHECK (value IN (-1, 1)),
  PRIMARY KEY (review_id, user_id)
);
INSERT INTO review_votes (review_id, user_id, value) VALUES (2, 2, 1);

CREATE TABLE abuse_reports (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL,
  episode_id INTEGER,
  reason TEXT NOT NULL,
  message TEXT,
  email TEXT,
  viewer TEXT,  -- 'user:<id>' or 'device:<device_fp>', as in time_progress; NULL when unknown
  created_at TEXT NOT NULL
);
