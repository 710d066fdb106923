/**
 * The boundary check (`npm run check:deps`): the pages import server code only through the declared
 * surfaces (a game's client.ts and its client-<part>.ts, the engine, the wire types, the clock options), the
 * worker's folders are layers (app > pages > api > room > archive > engine, the games beside the engine), and
 * no import is circular. docs/adding-a-game.md, "The boundary"; docs/architecture.md, "Layers".
 */
module.exports = {
  forbidden: [
    {
      name: "web-imports-undeclared-server-code",
      comment: "web/src may import worker code only through worker/games/<id>/client.ts or client-<part>.ts, worker/engine, worker/wire.ts, worker/clock/options.ts",
      severity: "error",
      from: { path: "^web/src/" },
      to: {
        path: "^worker/",
        pathNot: ["^worker/games/[^/]+/client\\.ts$", "^worker/games/[^/]+/client-[a-z]+\\.ts$", "^worker/engine/", "^worker/wire\\.ts$", "^worker/clock/options\\.ts$"],
      },
    },
    {
      name: "web-sheet-is-the-bottom-layer",
      comment: "web/src/sheet (the sheet contract and the widgets sheets share) imports no other web folder",
      severity: "error",
      from: { path: "^web/src/sheet/" },
      to: { path: "^web/src/(games|ui|pages|embed)/" },
    },
    {
      name: "web-games-import-only-the-sheet-layer",
      comment: "a game's sheet builds on web/src/sheet; the frame (ui, pages) uses the games, never the reverse",
      severity: "error",
      from: { path: "^web/src/games/" },
      to: { path: "^web/src/(ui|pages|embed)/" },
    },
    {
      name: "web-ui-does-not-import-pages",
      comment: "pages are built from ui parts; a part never reaches back into a page",
      severity: "error",
      from: { path: "^web/src/ui/" },
      to: { path: "^web/src/(pages|embed)/" },
    },
    {
      name: "worker-pages-below-the-app",
      comment: "the Worker's pages (previews, embed, development pages) are mounted by app.ts and never import it",
      severity: "error",
      from: { path: "^worker/pages/" },
      to: { path: "^worker/(app|index)\\.ts$" },
    },
    {
      name: "worker-api-below-the-pages",
      comment: "the API's routes are mounted by app.ts; they import no page and not the app",
      severity: "error",
      from: { path: "^worker/api/" },
      to: { path: ["^worker/(app|index)\\.ts$", "^worker/pages/"] },
    },
    {
      name: "worker-api-and-room-share-no-code",
      comment: "the Worker reaches a room only over RPC (RoomRpc in env.ts, shapes in wire.ts); neither imports the other's modules",
      severity: "error",
      // The one edge left, finished.ts taking viewFor from disclose.ts: removed by the archive branch.
      from: { path: "^worker/(api|pages)/", pathNot: "^worker/api/finished\\.ts$" },
      to: { path: "^worker/room/" },
    },
    {
      name: "worker-api-and-room-share-no-code-but-finished-views",
      comment: "finished.ts may take viewFor from the room's disclose.ts until the archive branch replaces it, nothing else",
      severity: "error",
      from: { path: "^worker/api/finished\\.ts$" },
      to: { path: "^worker/room/", pathNot: "^worker/room/disclose\\.ts$" },
    },
    {
      name: "worker-room-below-the-api",
      comment: "a room imports no route, page or the app (it answers over RPC)",
      severity: "error",
      from: { path: "^worker/room/" },
      to: { path: ["^worker/(app|index)\\.ts$", "^worker/(pages|api)/"] },
    },
    {
      name: "worker-archive-below-the-room",
      comment: "the archive reads and writes finished games for the room and the API; it imports neither, nor notify",
      severity: "error",
      from: { path: "^worker/archive/" },
      to: { path: ["^worker/(app|index)\\.ts$", "^worker/(pages|api|room|notify)/"] },
    },
    {
      name: "worker-notify-below-the-room",
      comment: "notify (contacts, texts, sending) serves the room and the API; it imports neither",
      severity: "error",
      from: { path: "^worker/notify/" },
      to: { path: ["^worker/(app|index)\\.ts$", "^worker/(pages|api|room|archive)/"] },
    },
    {
      name: "worker-bindings-for-the-worker-and-the-room",
      comment: "env.ts (the bindings, the rooms' RPC contract) is for the layers that hold bindings: app, pages, api, room, archive",
      severity: "error",
      from: { path: "^worker/", pathNot: "^worker/(app|index|env)\\.ts$|^worker/(pages|api|room|archive)/" },
      to: { path: "^worker/env\\.ts$" },
    },
    {
      name: "worker-engine-is-the-bottom",
      comment: "the engine is plain TypeScript the pages load too: it imports no other worker code (not even a game)",
      severity: "error",
      from: { path: "^worker/engine/" },
      to: { path: "^worker/", pathNot: "^worker/engine/" },
    },
    {
      name: "worker-games-beside-the-engine",
      comment: "a game is data plus pure functions on the engine: it imports the engine and its own folder, nothing of the platform, no other game",
      severity: "error",
      from: { path: "^worker/games/([^/]+)/" },
      to: { path: "^worker/", pathNot: ["^worker/engine/", "^worker/games/$1/"] },
    },
    {
      name: "worker-clock-and-wire-on-the-engine",
      comment: "the clock's options and timers, the wire shapes and the game id are pure: they import only the engine (and the wire the clock's options)",
      severity: "error",
      from: { path: "^worker/(clock/|(wire|game-id)\\.ts$)" },
      to: { path: "^worker/", pathNot: ["^worker/engine/", "^worker/clock/"] },
    },
    {
      name: "no-circular",
      comment: "no module may import itself through others",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".js", ".json"],
    },
  },
};
