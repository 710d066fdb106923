ALTER TABLE `finished_games` ADD `bots` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `finished_games` ADD `listed` integer DEFAULT true NOT NULL;