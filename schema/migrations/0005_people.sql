-- Players and leagues, second part (issues #35, #36): each seat's time per move in the index, and
-- stored ratings (docs/players.md, "Stored ratings"): every pool's ratings as of its last closed rating
-- period, the day it was closed through, and which games each closed period counted.
ALTER TABLE `game_results` ADD `moves` integer;
--> statement-breakpoint
ALTER TABLE `game_results` ADD `think_ms` integer;
--> statement-breakpoint
CREATE TABLE `ratings` (
	`pool` text NOT NULL,
	`player` text NOT NULL,
	`rating` real NOT NULL,
	`rd` real NOT NULL,
	`vol` real NOT NULL,
	`games` integer NOT NULL,
	`as_of` text NOT NULL,
	PRIMARY KEY(`pool`, `player`)
);
--> statement-breakpoint
CREATE INDEX `ratings_pool_rating` ON `ratings` (`pool`,`rating`);
--> statement-breakpoint
CREATE TABLE `rating_pools` (
	`pool` text PRIMARY KEY NOT NULL,
	`through` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rating_counted` (
	`game_id` text PRIMARY KEY NOT NULL,
	`pool` text NOT NULL,
	`period` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rating_counted_pool` ON `rating_counted` (`pool`,`period`);
