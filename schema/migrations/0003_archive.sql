-- The archive (issue #32): records and final views move to R2; D1 keeps a small index row per game.
CREATE TABLE `archived_games` (
	`id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`variant` text,
	`options_digest` text NOT NULL,
	`players` integer NOT NULL,
	`bots` integer DEFAULT 0 NOT NULL,
	`listed` integer DEFAULT 0 NOT NULL,
	`rated` integer DEFAULT 0 NOT NULL,
	`forked` integer DEFAULT 0 NOT NULL,
	`aborted` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`ended_at` text NOT NULL,
	`commitment` text NOT NULL,
	`names` text NOT NULL,
	`r2_key` text NOT NULL,
	`record_bytes` integer NOT NULL,
	`gzip_bytes` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `archived_games_listed` ON `archived_games` (`listed`,`ended_at`);--> statement-breakpoint
CREATE INDEX `archived_games_game` ON `archived_games` (`game`,`listed`,`players`,`ended_at`);--> statement-breakpoint
-- Results now belong to either table (old `finished_games` rows until they are moved): no foreign key.
CREATE TABLE `game_results_new` (
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`name` text NOT NULL,
	`score` integer NOT NULL,
	`place` integer NOT NULL,
	`player` text,
	PRIMARY KEY(`game_id`, `seat`)
);
--> statement-breakpoint
INSERT INTO `game_results_new` (`game_id`, `seat`, `name`, `score`, `place`) SELECT `game_id`, `seat`, `name`, `score`, `place` FROM `game_results`;--> statement-breakpoint
DROP TABLE `game_results`;--> statement-breakpoint
ALTER TABLE `game_results_new` RENAME TO `game_results`;--> statement-breakpoint
-- The migration of old rows to R2 (docs/operations.md, "The archive"): where it stopped.
CREATE TABLE `archive_migration` (
	`id` integer PRIMARY KEY NOT NULL,
	`after` text DEFAULT '' NOT NULL,
	`moved` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL
);
