-- The packages list's default order (SPEC §9: by name, a package's newest version first, then
-- its id), as an index: with created_at ascending in the index, the list sorted every version
-- of the repository on each call; it now reads the page off the index in order.
-- The grouped list (a name's newest version) reads it as it read the index it replaces.
DROP INDEX packages_by_name_created;
CREATE INDEX packages_by_name_created ON packages (repository_id, name, created_at DESC, package_id);
