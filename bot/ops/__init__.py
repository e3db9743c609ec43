"""The operator's tools: configuration, the database's migrate, backup, export and import."""
