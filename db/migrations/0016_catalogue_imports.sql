CREATE TABLE `catalogue_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`user_name` text NOT NULL,
	`file_name` text NOT NULL,
	`sha256` text NOT NULL,
	`status` text DEFAULT 'preview' NOT NULL,
	`change_set` text NOT NULL,
	`counts` text,
	`undo` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`applied_at` integer,
	`undone_at` integer
);
--> statement-breakpoint
CREATE INDEX `catalogue_imports_status_idx` ON `catalogue_imports` (`status`,`applied_at`);