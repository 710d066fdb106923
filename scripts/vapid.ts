/**
 * Makes a VAPID key pair for Web Push (`npm run vapid`): an ECDSA P-256 key, printed as the
 * public key (65 bytes, base64url: the page subscribes with it) and the private key (the JWK `d`,
 * base64url: a secret). Put them in the Worker's settings as docs/operations.md ("Settings") says.
 */
import { webcrypto } from "node:crypto";

const { subtle } = webcrypto;
const pair = (await subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
  "sign",
  "verify",
])) as webcrypto.CryptoKeyPair;
const publicKey = Buffer.from(await subtle.exportKey("raw", pair.publicKey)).toString("base64url");
const { d } = await subtle.exportKey("jwk", pair.privateKey);

console.log(`VAPID_PUBLIC_KEY = "${publicKey}"
VAPID_PRIVATE_KEY = ${d}

In wrangler.toml's [vars]:  VAPID_PUBLIC_KEY = "${publicKey}"  and  VAPID_SUBJECT = "mailto:you@your-domain"
The private key as a secret: npx wrangler secret put VAPID_PRIVATE_KEY  (paste it when asked)
Keep the pair: a new one ends every browser's subscription (they must switch "Notify this browser" on again).`);
