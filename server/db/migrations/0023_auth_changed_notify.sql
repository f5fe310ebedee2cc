-- hand-written:
-- Every instance keeps the sessions it has checked in memory (server/auth/sessionCache.ts).
-- Any change that can end a session, or change what its caller may do (a revocation, an account
-- changed or deactivated, a branch deactivated, a group renamed), tells them all to forget what
-- they keep, from the database itself, so that no write path and no other process can miss it.
-- One notification per statement; PostgreSQL folds repeats within a transaction.
CREATE OR REPLACE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER admins_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON admins
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER branches_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER group_users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON group_users
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
