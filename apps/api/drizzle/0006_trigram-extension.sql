-- Trigram matching for the lists' ILIKE '%…%' searches (the next migration's GIN indexes).
-- PostgreSQL ships it in contrib (a trusted extension); the embedded database loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
