-- The archive (issue #32): old `finished_games` rows already moved to R2 had their record and final
-- state cleared to ''; nothing reads them (every reader asks for record != ''). The migration now
-- deletes a row once moved (worker/archive/migrate.ts); this deletes those moved before, so the old
-- table empties itself and costs the board's and solo rank's queries nothing once the move is done.
-- The table itself stays until a release that drops it with the code that reads it
-- (docs/operations.md, "Moving old games to R2").
DELETE FROM `finished_games` WHERE `record` = '';
--> statement-breakpoint
-- A player's page (worker/players/reads.ts: their games and statistics) finds the player's results by
-- this index instead of reading every result: at 200,000 games, 2.3 s -> 1 ms (docs/bench.md, archive).
CREATE INDEX IF NOT EXISTS `game_results_player` ON `game_results` (`player`);
