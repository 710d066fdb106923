/**
 * The boundary check (`npm run check:deps`): the pages import server code only through the declared
 * surfaces (a game's client.ts and its client-<part>.ts, the engine, the wire types, the clock options), and no import is
 * circular. docs/adding-a-game.md, "The boundary".
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
      name: "archive-below-the-room",
      comment: "layers: app > pages > api > room > archive > engine; the archive reads what the room stored, never room code",
      severity: "error",
      from: { path: "^worker/archive/" },
      to: { path: "^worker/(room|api|pages|app\\.ts)" },
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
