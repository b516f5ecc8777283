-- Custom migration: the jobs list's search index.
-- One FTS5 row per job (rowid = jobs.id) holding the words a person searches by: job name,
-- job number, proposal number, client name, contact name and e-mail, location. unicode61 with
-- remove_diacritics 2 folds case and accents ('cafe' finds 'Café'); queries are prefix queries.
-- Kept in step by triggers, so every write of an indexed field (jobs, clients, client_contacts),
-- whichever module or /api route makes it, updates the index in the same transaction; a
-- jobs.client_id or contact_id set to null by ON DELETE SET NULL fires the jobs trigger too.
-- Drizzle cannot describe a virtual table or a trigger, hence hand-written SQL here.
CREATE VIRTUAL TABLE `job_search` USING fts5(
  `job_name`, `job_number`, `proposal_no`, `client_name`, `contact_name`, `contact_email`, `location`,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `job_search_job_insert` AFTER INSERT ON `jobs` BEGIN
  INSERT INTO `job_search` (rowid, `job_name`, `job_number`, `proposal_no`, `client_name`, `contact_name`, `contact_email`, `location`)
  SELECT NEW.id, NEW.job_name, NEW.job_number, coalesce(NEW.proposal_no, ''),
    coalesce((SELECT name FROM clients WHERE id = NEW.client_id), ''),
    coalesce((SELECT name FROM client_contacts WHERE id = NEW.contact_id), ''),
    coalesce((SELECT email FROM client_contacts WHERE id = NEW.contact_id), ''),
    NEW.job_location;
END;
--> statement-breakpoint
CREATE TRIGGER `job_search_job_update` AFTER UPDATE OF `job_name`, `job_number`, `proposal_no`, `job_location`, `client_id`, `contact_id` ON `jobs` BEGIN
  DELETE FROM `job_search` WHERE rowid = OLD.id;
  INSERT INTO `job_search` (rowid, `job_name`, `job_number`, `proposal_no`, `client_name`, `contact_name`, `contact_email`, `location`)
  SELECT NEW.id, NEW.job_name, NEW.job_number, coalesce(NEW.proposal_no, ''),
    coalesce((SELECT name FROM clients WHERE id = NEW.client_id), ''),
    coalesce((SELECT name FROM client_contacts WHERE id = NEW.contact_id), ''),
    coalesce((SELECT email FROM client_contacts WHERE id = NEW.contact_id), ''),
    NEW.job_location;
END;
--> statement-breakpoint
CREATE TRIGGER `job_search_job_delete` AFTER DELETE ON `jobs` BEGIN
  DELETE FROM `job_search` WHERE rowid = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `job_search_client_update` AFTER UPDATE OF `name` ON `clients` BEGIN
  UPDATE `job_search` SET `client_name` = NEW.name WHERE rowid IN (SELECT id FROM jobs WHERE client_id = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER `job_search_contact_update` AFTER UPDATE OF `name`, `email` ON `client_contacts` BEGIN
  UPDATE `job_search` SET `contact_name` = NEW.name, `contact_email` = coalesce(NEW.email, '')
  WHERE rowid IN (SELECT id FROM jobs WHERE contact_id = NEW.id);
END;
--> statement-breakpoint
-- Backfill: the jobs already there.
INSERT INTO `job_search` (rowid, `job_name`, `job_number`, `proposal_no`, `client_name`, `contact_name`, `contact_email`, `location`)
SELECT j.id, j.job_name, j.job_number, coalesce(j.proposal_no, ''), coalesce(c.name, ''), coalesce(k.name, ''), coalesce(k.email, ''), j.job_location
FROM jobs j LEFT JOIN clients c ON c.id = j.client_id LEFT JOIN client_contacts k ON k.id = j.contact_id;
