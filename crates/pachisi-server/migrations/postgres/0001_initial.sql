-- The schema of the SQLite store (crates/pachisi-server/src/store/) in PostgreSQL's
-- types: integers BIGINT, flags BOOLEAN, REAL DOUBLE PRECISION, INTEGER PRIMARY KEY
-- ids BIGSERIAL. Applied once, in a transaction, recorded in schema_version.

CREATE TABLE games (
    id              TEXT PRIMARY KEY,
    variant         TEXT NOT NULL,
    options         TEXT NOT NULL,
    seed            TEXT NOT NULL,
    commitment      TEXT NOT NULL,
    created         BIGINT NOT NULL,
    finished        BOOLEAN NOT NULL DEFAULT FALSE,
    result          TEXT,
    rematch_of      TEXT,
    rematch         TEXT,
    damaged         TEXT,
    public          BOOLEAN NOT NULL DEFAULT FALSE,
    clock           BIGINT,
    clock_bot       TEXT,
    analysis        TEXT,
    spectator_chat  BOOLEAN NOT NULL DEFAULT FALSE,
    rated           BOOLEAN NOT NULL DEFAULT FALSE,
    creator         BIGINT,
    settled         BOOLEAN NOT NULL DEFAULT FALSE,
    unrated         TEXT
);
CREATE INDEX games_open ON games (public, finished, created);

CREATE TABLE seats (
    game        TEXT NOT NULL REFERENCES games(id),
    seat        BIGINT NOT NULL,
    kind        TEXT NOT NULL,
    bot         TEXT,
    token_hash  TEXT,
    joined      BOOLEAN NOT NULL DEFAULT FALSE,
    name        TEXT,
    away        BOOLEAN NOT NULL DEFAULT FALSE,
    account     BIGINT,
    PRIMARY KEY (game, seat)
);
CREATE INDEX seats_account ON seats (account);

CREATE TABLE chat (
    game        TEXT NOT NULL REFERENCES games(id),
    n           BIGINT NOT NULL,
    at          BIGINT NOT NULL,
    seat        BIGINT,
    spectator   BOOLEAN NOT NULL DEFAULT FALSE,
    kind        TEXT NOT NULL,
    text        TEXT NOT NULL,
    PRIMARY KEY (game, n)
);

CREATE TABLE events (
    game        TEXT NOT NULL REFERENCES games(id),
    n           BIGINT NOT NULL,
    event       TEXT NOT NULL,
    PRIMARY KEY (game, n)
);

CREATE TABLE accounts (
    id          BIGSERIAL PRIMARY KEY,
    name        TEXT NOT NULL,
    name_key    TEXT NOT NULL UNIQUE,
    password    TEXT NOT NULL,
    created     BIGINT NOT NULL,
    suspended   BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE TABLE sessions (
    token_hash  TEXT PRIMARY KEY,
    account     BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created     BIGINT NOT NULL,
    expires     BIGINT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account);

CREATE TABLE ratings (
    account     BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    preset      TEXT NOT NULL,
    players     BIGINT NOT NULL,
    teams       BOOLEAN NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    games       BIGINT NOT NULL,
    updated     BIGINT NOT NULL,
    PRIMARY KEY (account, preset, players, teams)
);
CREATE INDEX ratings_board ON ratings (preset, players, teams);

-- seq orders a key's history as SQLite's rowid does (a replaced row comes last).
CREATE TABLE rating_history (
    account     BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    game        TEXT NOT NULL,
    preset      TEXT NOT NULL,
    players     BIGINT NOT NULL,
    teams       BOOLEAN NOT NULL,
    at          BIGINT NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    seq         BIGSERIAL NOT NULL,
    PRIMARY KEY (account, game)
);

CREATE TABLE match_tickets (
    id_hash     TEXT PRIMARY KEY,
    account     BIGINT REFERENCES accounts(id) ON DELETE CASCADE,
    browser     TEXT,
    client      TEXT NOT NULL,
    preset      TEXT NOT NULL,
    players     BIGINT NOT NULL,
    rated       BOOLEAN NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    since       BIGINT NOT NULL,
    polled      BIGINT NOT NULL,
    game        TEXT,
    seats       TEXT,
    token       TEXT
);
CREATE UNIQUE INDEX match_tickets_account ON match_tickets (account) WHERE account IS NOT NULL;
CREATE UNIQUE INDEX match_tickets_browser ON match_tickets (browser) WHERE browser IS NOT NULL;
CREATE INDEX match_tickets_waiting ON match_tickets (game, since);

CREATE TABLE follows (
    follower    BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    followee    BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created     BIGINT NOT NULL,
    PRIMARY KEY (follower, followee)
);
CREATE INDEX follows_followee ON follows (followee);

CREATE TABLE blocks (
    blocker     BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    blocked     BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created     BIGINT NOT NULL,
    PRIMARY KEY (blocker, blocked)
);
CREATE INDEX blocks_blocked ON blocks (blocked);

CREATE TABLE presence (
    account     BIGINT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    seen        BIGINT NOT NULL
);

CREATE TABLE invites (
    id          BIGSERIAL PRIMARY KEY,
    sender      BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    recipient   BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    game        TEXT NOT NULL,
    seat        BIGINT NOT NULL,
    token       TEXT,
    created     BIGINT NOT NULL,
    expires     BIGINT NOT NULL,
    answer      TEXT,
    answered    BIGINT,
    told        BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX invites_recipient ON invites (recipient, answer);
CREATE INDEX invites_sender ON invites (sender, told);
CREATE INDEX invites_pending ON invites (expires) WHERE answer IS NULL;

CREATE TABLE reports (
    id              BIGSERIAL PRIMARY KEY,
    created         BIGINT NOT NULL,
    reporter        BIGINT REFERENCES accounts(id) ON DELETE SET NULL,
    reporter_name   TEXT NOT NULL,
    reported        BIGINT REFERENCES accounts(id) ON DELETE SET NULL,
    reported_name   TEXT,
    game            TEXT NOT NULL,
    line            BIGINT NOT NULL,
    said            BIGINT NOT NULL,
    seat            BIGINT,
    text            TEXT NOT NULL,
    reason          TEXT,
    UNIQUE (reporter, game, line)
);

CREATE TABLE suspensions (
    account     BIGINT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    at          BIGINT NOT NULL,
    reason      TEXT
);
