CREATE TABLE `price_change_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`price_change_id` integer NOT NULL,
	`action` text NOT NULL,
	`detail` text NOT NULL,
	`user_id` integer,
	`user_name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`price_change_id`) REFERENCES `price_changes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `price_change_events_change_idx` ON `price_change_events` (`price_change_id`);--> statement-breakpoint
ALTER TABLE `catalogue_imports` ADD `price_change_id` integer;