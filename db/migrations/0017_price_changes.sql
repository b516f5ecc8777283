CREATE TABLE `price_change_cells` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`price_change_id` integer NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`sign_id` integer,
	`field` text NOT NULL,
	`old_cents` integer NOT NULL,
	`new_cents` integer NOT NULL,
	FOREIGN KEY (`price_change_id`) REFERENCES `price_changes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `price_change_cells_change_idx` ON `price_change_cells` (`price_change_id`);--> statement-breakpoint
CREATE TABLE `price_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reason` text NOT NULL,
	`effective_from` text NOT NULL,
	`state` text DEFAULT 'Scheduled' NOT NULL,
	`user_id` integer,
	`user_name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`applied_at` integer,
	`cancelled_at` integer
);
--> statement-breakpoint
CREATE INDEX `price_changes_due_idx` ON `price_changes` (`state`,`effective_from`);--> statement-breakpoint
ALTER TABLE `catalogue_changes` ADD `reason` text;--> statement-breakpoint
ALTER TABLE `catalogue_changes` ADD `price_change_id` integer;--> statement-breakpoint
ALTER TABLE `catalogue_changes` ADD `effective_from` text;