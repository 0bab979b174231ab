-- Several server instances on one database (docs/deploy.md, "Several instances").
--
-- A game's room is driven (its bots, its turn clock) by one instance at a time: the
-- holder of the game's lease, taken and renewed with one statement
-- (`INSERT ... ON CONFLICT ... WHERE expires_at < now() OR owner = me`). An instance
-- that stops renewing (killed, cut off) loses it when it expires.
CREATE TABLE room_leases (
    game        TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    owner       TEXT NOT NULL,
    expires_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX room_leases_expiry ON room_leases (expires_at);

-- Every change of a game (an event, a chat line, a seat, the game's row) is announced
-- on the channel `pachisi_game` with the game's id, at commit: the instances that
-- hold the game in memory read what changed from the tables. (PostgreSQL sends one
-- notification per distinct payload and transaction.)
CREATE FUNCTION pachisi_game_changed() RETURNS trigger AS $$
BEGIN
    IF TG_TABLE_NAME = 'games' THEN
        PERFORM pg_notify('pachisi_game', NEW.id);
    ELSE
        PERFORM pg_notify('pachisi_game', NEW.game);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER events_changed AFTER INSERT ON events
    FOR EACH ROW EXECUTE FUNCTION pachisi_game_changed();
CREATE TRIGGER chat_changed AFTER INSERT ON chat
    FOR EACH ROW EXECUTE FUNCTION pachisi_game_changed();
CREATE TRIGGER seats_changed AFTER UPDATE ON seats
    FOR EACH ROW EXECUTE FUNCTION pachisi_game_changed();
CREATE TRIGGER games_changed AFTER UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION pachisi_game_changed();
