-- Skip intro and credits (issue 23, our extension of the spec): where an episode's intro starts
-- and ends and where its credits start, in seconds; NULL where the catalogue does not know.
ALTER TABLE episodes ADD COLUMN intro_start REAL;
ALTER TABLE episodes ADD COLUMN intro_end REAL;
ALTER TABLE episodes ADD COLUMN credits_start REAL;
