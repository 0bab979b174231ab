-- Presence of players across several instances (docs/deploy.md, "Several instances").
-- (The table `presence` of 0001 is something else: when an account was last seen.)
--
-- Each instance keeps one row per seat of a game that has at least one of its
-- WebSockets open: `connections` is how many it had when the row was last written.
-- The instance writes the row when the seat's count there goes from none to some
-- (and deletes it when back to none), and renews `expires_at` of all its rows every
-- lease round; rows whose instance stopped renewing them (killed) are deleted by
-- the other instances once expired. An instance's view of a seat is its own count
-- plus the rows of the others that have not expired.
CREATE TABLE seat_presence (
    instance     TEXT NOT NULL,
    game         TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat         SMALLINT NOT NULL,
    connections  INT NOT NULL,
    expires_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (instance, game, seat)
);
CREATE INDEX seat_presence_game ON seat_presence (game);

-- A row that appears or goes (a seat connected or disconnected on an instance, an
-- instance's rows removed) is announced on the games' channel `pachisi_game`, as the
-- triggers of 0002 do; renewals (UPDATE) are not.
CREATE FUNCTION pachisi_presence_changed() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('pachisi_game', OLD.game);
    ELSE
        PERFORM pg_notify('pachisi_game', NEW.game);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER seat_presence_changed AFTER INSERT OR DELETE ON seat_presence
    FOR EACH ROW EXECUTE FUNCTION pachisi_presence_changed();
