CREATE TABLE `deleted_line_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_version_id` integer NOT NULL,
	`line_item_id` integer NOT NULL,
	`line` text NOT NULL,
	`deleted_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`restored_at` integer,
	FOREIGN KEY (`job_version_id`) REFERENCES `job_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deleted_line_items_version_idx` ON `deleted_line_items` (`job_version_id`);--> statement-breakpoint
ALTER TABLE `job_versions` ADD `updated_at` integer;