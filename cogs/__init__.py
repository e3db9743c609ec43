"""Discord glue: slash commands and components that call the service layer (issue #3)."""
