-- A number that grows with every change to who may call the API and with which rights:
-- users, repositories, guest profiles, guests and API clients. Every process keeps the caller
-- each token speaks for (src/auth/known-principals.ts) and reads this one row per call instead of
-- the users and repositories behind the token; a changed number resolves the caller again, so
-- a right removed in one process takes effect on the next call to any other.
CREATE TABLE access_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version BIGINT NOT NULL
);
INSERT INTO access_version (id, version) VALUES (1, 0);

CREATE FUNCTION access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_access AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER repositories_access AFTER INSERT OR UPDATE OR DELETE ON repositories
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER guest_profiles_access AFTER INSERT OR UPDATE OR DELETE ON guest_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER repository_guests_access AFTER INSERT OR UPDATE OR DELETE ON repository_guests
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER api_clients_access AFTER INSERT OR UPDATE OR DELETE ON api_clients
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
