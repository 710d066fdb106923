export default { fetch: () => new Response("ok") };
export class GameRoom { constructor() {} fetch() { return new Response("room"); } }
