-- The demo ad server's pixel log keeps each request's raw query string (issue 27), so that a test
-- can see every macro the player filled in a tracking URL, not only the ad, event and code.
ALTER TABLE ad_events ADD COLUMN query TEXT;
