ALTER TABLE `jobs` ADD `tax_name` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `tax_registration_no` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `client_reference` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `scope_notes` text;--> statement-breakpoint
ALTER TABLE `users` ADD `phone` text;