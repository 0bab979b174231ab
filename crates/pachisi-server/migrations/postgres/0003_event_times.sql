-- When each event was stored, in Unix milliseconds by the database's clock (as the
-- SQLite store keeps it, so `pachisi db migrate` copies it as it is). A turn clock
-- runs from the last event of a game when the game is loaded (a restart, or another
-- instance taking the game over), rather than starting again with the whole decision
-- time. Events stored before this migration keep NULL: their game's clock starts
-- from the load, as before.
ALTER TABLE events ADD COLUMN at BIGINT;
ALTER TABLE events ALTER COLUMN at SET DEFAULT (EXTRACT(EPOCH FROM now()) * 1000)::BIGINT;
