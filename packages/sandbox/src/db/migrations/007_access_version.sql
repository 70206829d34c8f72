-- A number that grows with every change to who may call the API and with which rights:
-- users, repositories, guest profiles, guests and API clients. The API keeps the caller each
-- token speaks for (src/auth/known-principals.ts) and reads this one row per call instead of the
-- users and repositories behind the token; a changed number resolves the caller again, so a
-- right removed takes effect on the next call, whichever connection made the change.
CREATE TABLE access_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO access_version (id, version) VALUES (1, 0);

CREATE TRIGGER users_added_access AFTER INSERT ON users BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER users_changed_access AFTER UPDATE ON users BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER users_removed_access AFTER DELETE ON users BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER repositories_added_access AFTER INSERT ON repositories BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER repositories_changed_access AFTER UPDATE ON repositories BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER repositories_removed_access AFTER DELETE ON repositories BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER guest_profiles_added_access AFTER INSERT ON guest_profiles BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER guest_profiles_changed_access AFTER UPDATE ON guest_profiles BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER guest_profiles_removed_access AFTER DELETE ON guest_profiles BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER repository_guests_added_access AFTER INSERT ON repository_guests BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER repository_guests_changed_access AFTER UPDATE ON repository_guests BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER repository_guests_removed_access AFTER DELETE ON repository_guests BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER api_clients_added_access AFTER INSERT ON api_clients BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER api_clients_changed_access AFTER UPDATE ON api_clients BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER api_clients_removed_access AFTER DELETE ON api_clients BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
END;
