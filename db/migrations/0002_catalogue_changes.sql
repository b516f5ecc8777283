CREATE TABLE `catalogue_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`sign_id` integer,
	`field` text NOT NULL,
	`old_value` text,
	`new_value` text,
	`user_id` integer,
	`user_name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `catalogue_changes_sign_idx` ON `catalogue_changes` (`sign_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `catalogue_changes_entity_idx` ON `catalogue_changes` (`entity`,`entity_id`,`created_at`);