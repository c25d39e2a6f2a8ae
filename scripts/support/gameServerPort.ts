/** Where `npm start` runs the game server; Vite's dev and preview servers proxy /online to it. */
export const GAME_SERVER_PORT = Number(process.env.GAME_SERVER_PORT ?? 2567);
