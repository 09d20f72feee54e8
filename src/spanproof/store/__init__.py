"""PostgreSQL storage: the connection/migration layer (db) and every SQL statement (sql)."""
