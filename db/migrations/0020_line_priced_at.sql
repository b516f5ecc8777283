ALTER TABLE `line_items` ADD `priced_at` integer;--> statement-breakpoint
UPDATE `line_items` SET `priced_at` = coalesce(`updated_at`, `created_at`);